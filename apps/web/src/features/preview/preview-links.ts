import { sessionParams, withSession } from '../../platform/session.ts';

/** The device fields a native shell would know (SPEC §2's developer preview), as the address names them. */
export const DEVICE_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'advertisingId',
  'productId',
  'orderId',
] as const;

export type DeviceField = (typeof DEVICE_FIELDS)[number];
export type DeviceFields = Record<DeviceField, string>;

/** The screens the preview opens, and what each needs beyond the fields. */
export const PREVIEW_LINKS = {
  confirm: '/loanConfirm',
  loanDetail: '/borrowDetail',
  repay: '/repay',
  extension: '/repayDelay',
  bindCard: '/addnormalcard?from=payway',
  aboutUs: '/aboutUs',
  complaint: '/complaint',
  customerService: '/customerService',
  privacyPolicy: '/privacyPolicy',
  repaymentInstructions: '/dragonpayPaymentInstructions',
} as const;

export type PreviewLink = keyof typeof PREVIEW_LINKS;

/**
 * What the page starts with: the preview's own address first (a tester's bookmark), then the
 * session the app keeps, then the browser's own description of itself.
 */
export function initialFields(search: string, userAgent: string): DeviceFields {
  const address = new URLSearchParams(search);
  const kept: Record<string, string | undefined> = sessionParams();
  const os = /Android [\d.]+|iPhone OS [\d_]+|Windows NT [\d.]+|Mac OS X [\d_.]+/.exec(userAgent);
  const guessed: Partial<DeviceFields> = { osVersion: os?.[0].replace(/_/g, '.') ?? '' };
  return Object.fromEntries(
    DEVICE_FIELDS.map((name) => [name, address.get(name) ?? kept[name] ?? guessed[name] ?? '']),
  ) as DeviceFields;
}

/**
 * The address of `target` with every field filled in, and the kept session for the rest. The
 * fields win: a new `sessionId` here opens the screen as that borrower, exactly as a shell would.
 */
export function previewHref(target: PreviewLink, fields: DeviceFields): string {
  const filled = Object.fromEntries(
    DEVICE_FIELDS.map((name) => [name, fields[name].trim() || undefined]),
  );
  return withSession(PREVIEW_LINKS[target], filled);
}
