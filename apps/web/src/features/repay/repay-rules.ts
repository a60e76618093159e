import type { Market } from '@tenora/domain/market';
import { toMinor } from '@tenora/domain/typed-amount';
import { positiveIntParam } from '../../platform/query-params.ts';

/** The keypad takes at most 9 characters (docs/product.md#screen-rules). */
export const KEYPAD_MAX_LENGTH = 9;

/** Digits after the point on the keypad: paise for rupees, none for rupiah. */
export const KEYPAD_DECIMALS: Record<Market, number> = { IN: 2, ID: 0 };

/** The SMS code can be sent again after 60 s (docs/product.md#otp-and-captcha). */
export const RESEND_SECONDS = 60;

/** Parameters the repayment screens receive and pass along without reading them. */
export const CARRIED_PARAMS = ['couponMoney', 'couponId', 'withholdingAmount'] as const;
export type CarriedParam = (typeof CARRIED_PARAMS)[number];

const MAX_CARRIED_LENGTH = 64;

export type AmountCheck =
  { ok: true; minor: number } | { ok: false; reason: 'invalid' | 'tooHigh' };

/**
 * The keypad's text in major units ('1250.5' rupees, '150000' rupiah) as minor units, if it is
 * more than zero and no more than what is owed.
 */
export function checkKeypadAmount(text: string, market: Market, owedMinor: number): AmountCheck {
  const decimals = KEYPAD_DECIMALS[market];
  const shape = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{0,${decimals}})?$`) : /^\d+$/;
  if (text.length > KEYPAD_MAX_LENGTH || !shape.test(text)) return { ok: false, reason: 'invalid' };
  const minor = toMinor(Number(text), market);
  if (minor <= 0) return { ok: false, reason: 'invalid' };
  if (minor > owedMinor) return { ok: false, reason: 'tooHigh' };
  return { ok: true, minor };
}

/** The coupon and withholding parameters present in an address, to carry to the next screen. */
export function carriedParams(search: URLSearchParams): Partial<Record<CarriedParam, string>> {
  const out: Partial<Record<CarriedParam, string>> = {};
  for (const name of CARRIED_PARAMS) {
    const value = search.get(name);
    if (value && value.length <= MAX_CARRIED_LENGTH) out[name] = value;
  }
  return out;
}

/** A coupon id the commit contract accepts (text of at most 32), or undefined. */
export function couponIdParam(search: URLSearchParams): string | undefined {
  const value = search.get('couponId')?.trim();
  return value && value.length <= 32 ? value : undefined;
}

/** The loan and product the repayment screens are about, from the address. */
export function repayTarget(search: URLSearchParams): { orderId?: number; productId?: number } {
  return {
    orderId: positiveIntParam(search.get('orderId')),
    productId: positiveIntParam(search.get('productId')),
  };
}

/** `path?orderId=…&productId=…&…`, leaving out what is absent. */
export function pathWithParams(
  path: string,
  params: Record<string, string | number | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
