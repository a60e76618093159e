import { MARKET_INFO, type Market } from './market.ts';

export type PhoneParse =
  { ok: true; e164: string; national: string } | { ok: false; reason: 'empty' | 'invalid' };

// Room for the longest form the parser accepts: the country code without '+' before the number.
export const PHONE_INPUT_MAX_DIGITS: Record<Market, number> = { IN: 12, ID: 14 };

const SEPARATORS = /[\s\-.()]/g;

const NATIONAL: Record<Market, RegExp> = {
  IN: /^[6-9]\d{9}$/,
  ID: /^08\d{8,11}$/,
};

// Both the national number and E.164 are derived from one "subscriber" form: the digits after
// the country code (IN has no trunk 0 in the national form, ID keeps it).
function fromSubscriber(subscriber: string, market: Market): PhoneParse {
  const national = market === 'ID' ? `0${subscriber}` : subscriber;
  if (!NATIONAL[market].test(national)) return { ok: false, reason: 'invalid' };
  return { ok: true, e164: `+${MARKET_INFO[market].countryCode}${subscriber}`, national };
}

export function parsePhone(input: string, market: Market): PhoneParse {
  const compact = input.replace(SEPARATORS, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  const cc = MARKET_INFO[market].countryCode;

  if (compact.startsWith('+')) {
    const rest = compact.slice(1);
    if (!/^\d+$/.test(rest) || !rest.startsWith(cc)) return { ok: false, reason: 'invalid' };
    return fromSubscriber(rest.slice(cc.length), market);
  }
  if (!/^\d+$/.test(compact)) return { ok: false, reason: 'invalid' };

  if (market === 'IN') {
    // Length decides which prefix is present; a bare 10-digit number may itself start with 91.
    if (compact.length === 12 && compact.startsWith(cc))
      return fromSubscriber(compact.slice(2), market);
    if (compact.length === 11 && compact.startsWith('0'))
      return fromSubscriber(compact.slice(1), market);
    return fromSubscriber(compact, market);
  }
  // An ID subscriber number starts with 8, so a leading 62 can only be the country code.
  if (compact.startsWith(cc)) return fromSubscriber(compact.slice(cc.length), market);
  if (compact.startsWith('0')) return fromSubscriber(compact.slice(1), market);
  return fromSubscriber(compact, market);
}

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export function formatPhone(national: string, market: Market): string {
  const parsed = parsePhone(national, market);
  if (!parsed.ok) return national;
  return market === 'IN' ? group(parsed.national, [5, 5]) : group(parsed.national, [4, 4, 4, 4]);
}

export function sanitizePhoneInput(raw: string, market: Market): string {
  const trimmed = raw.trimStart();
  const plus = trimmed.startsWith('+') ? '+' : '';
  const digits = trimmed.replace(/\D/g, '').slice(0, PHONE_INPUT_MAX_DIGITS[market]);
  return `${plus}${digits}`;
}

const BULLET = '•';

export function maskPhone(e164OrNational: string, market: Market): string {
  const parsed = parsePhone(e164OrNational, market);
  const digits = parsed.ok ? parsed.national : e164OrNational.replace(/\D/g, '');
  // Too short to hide anything while still showing four digits: hide it all.
  if (digits.length <= 4) return BULLET.repeat(4);
  return `${BULLET.repeat(digits.length - 4)} ${digits.slice(-4)}`;
}
