import { CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '@tenora/contract/promotion';
import type { Market } from '@tenora/domain/market';
import { parsePhone } from '@tenora/domain/phone';
import { positiveIntParam } from '../../platform/query-params.ts';

/**
 * The landing pages' rules that need no screen: which template an address names, what it carries
 * from page to page, which platform the visitor is on, and whether the form can be sent.
 */

/**
 * Where a visitor came from (docs/product.md#landing-pages): carried on every funnel call and every
 * landing link.
 */
export const CHANNEL_PARAMS = ['app_from', 'user_from', 'utm_tag'] as const;
export type ChannelParam = (typeof CHANNEL_PARAMS)[number];
export type Channel = Partial<Record<ChannelParam, string>>;

/** The contract takes at most 64 characters of each; a longer value is dropped, not cut. */
const MAX_CHANNEL_LENGTH = 64;

export interface LandingAddress {
  /** The template to show: `id` on the register page, `down_id` / `links_id` on the others. */
  templateId: number | undefined;
  /** The register page's `id`, carried as it came. */
  id: number | undefined;
  channel: Channel;
}

/** Reads a landing address; `own` is the page's template parameter, `id` the fallback. */
export function readLandingAddress(
  search: URLSearchParams,
  own: 'id' | 'down_id' | 'links_id' = 'id',
): LandingAddress {
  const id = positiveIntParam(search.get('id'));
  const templateId = positiveIntParam(search.get(own)) ?? id;
  const channel: Channel = {};
  for (const name of CHANNEL_PARAMS) {
    const value = search.get(name)?.trim();
    if (value && value.length <= MAX_CHANNEL_LENGTH) channel[name] = value;
  }
  return { templateId, id, channel };
}

/**
 * `path?id=…&app_from=…&user_from=…&utm_tag=…&extra…`: a link to another landing page with the
 * same query, absent values left out.
 */
export function landingPath(
  path: string,
  address: LandingAddress,
  extra: Record<string, string | number | undefined> = {},
): string {
  const query = new URLSearchParams();
  const id = address.id ?? address.templateId;
  if (id !== undefined) query.set('id', String(id));
  for (const name of CHANNEL_PARAMS) {
    const value = address.channel[name];
    if (value) query.set(name, value);
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

export type ClientType = 'ios' | 'android';

/**
 * The funnel's client_type (docs/product.md#landing-pages): iOS for iPhones, iPads and iPods,
 * Android for everything else.
 */
export function clientTypeOf(userAgent: string): ClientType {
  return /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'android';
}

/** An optional text parameter the contract accepts (at most `max` characters), or undefined. */
export function optionalParam(value: string | null | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/**
 * A new SMS code can be asked for after 60 s, unless the server's answer says otherwise
 * (docs/product.md#otp-and-captcha).
 */
export const RESEND_SECONDS = 60;

export type LandingField = 'phone' | 'captcha' | 'code';

export interface LandingForm {
  phone: string;
  /** The answer to the picture check, as typed. */
  captcha: string;
  smsCode: string;
}

/** The captcha as typed: letters and digits only, upper case, at most 4. */
export function sanitizeCaptchaInput(raw: string): string {
  return raw
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, CAPTCHA_LENGTH);
}

/** The SMS code as typed: digits only, at most 6. */
export function sanitizeCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
}

/**
 * The fields among `fields` that cannot be sent yet (docs/product.md#landing-pages): a phone of the
 * market, the 4 characters of the picture, the 6 digits of the SMS. Empty when all is well.
 */
export function landingProblems(
  form: LandingForm,
  market: Market,
  fields: readonly LandingField[],
): LandingField[] {
  const ok: Record<LandingField, () => boolean> = {
    phone: () => parsePhone(form.phone, market).ok,
    captcha: () => form.captcha.trim().length === CAPTCHA_LENGTH,
    code: () => new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(form.smsCode),
  };
  return fields.filter((field) => !ok[field]());
}

const DEVICE_KEY = 'tenora.deviceId';

/**
 * The device id sent with a registration: the shell's, else a random one this browser keeps, so
 * the same visitor is the same device from one visit to the next. Undefined if storage is refused.
 */
export function landingDeviceId(fromSession: string | undefined): string | undefined {
  if (fromSession) return optionalParam(fromSession, 128);
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept) return kept;
    // getRandomValues, unlike randomUUID, works on plain-http addresses too.
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const made = `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}
