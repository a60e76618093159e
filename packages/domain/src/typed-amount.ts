import type { Market } from './market.ts';
import { grouped, MINOR_PER_MAJOR, NOTATION } from './money.ts';

// Amounts as people type them: the borrower on Repay's keypad, staff in the console. Apart from
// money.ts, which every screen loads, so that only the screens with a keypad carry these.

export function toMinor(major: number, market: Market): number {
  if (!Number.isFinite(major)) {
    throw new RangeError(`Amount must be finite, got ${String(major)}`);
  }
  const per = MINOR_PER_MAJOR[market];
  const abs = Math.abs(major);
  // 1.005 * 100 is 100.49999999999999 in binary floating point; shifting the decimal exponent
  // of the shortest round-trip representation keeps the digits the user typed.
  const text = String(abs);
  const shifted = text.includes('e') ? abs * per : Number(`${text}e${Math.log10(per)}`);
  const minor = Math.round(shifted) * Math.sign(major);
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Amount is too large to hold in minor units: ${String(major)}`);
  }
  // Rounding a small negative amount yields -0, which Object.is and toStrictEqual tell from 0.
  return minor === 0 ? 0 : minor;
}

/** Whether an amount in minor units is whole rupees or rupiah: a staff-set limit has no paise. */
export function isWholeMajor(minor: number, market: Market): boolean {
  return Number.isSafeInteger(minor) && minor % MINOR_PER_MAJOR[market] === 0;
}

export function fromMinor(minor: number): number {
  return minor / 100;
}

/**
 * What a borrower typed on the money keypad ('123456.7'), shown with the market's separators
 * ('1,23,456.7' in India, '1.234.567' in Indonesia), while the value stays the plain digits. The
 * decimals are kept exactly as typed, a trailing point too, so the display never runs ahead of the
 * keys pressed. Anything else is returned unchanged.
 */
export function formatTypedAmount(typed: string, market: Market): string {
  const match = /^(\d+)(\.(\d*))?$/.exec(typed);
  if (!match) return typed;
  const whole = grouped((match[1] ?? '').replace(/^0+(?=\d)/, ''), market);
  if (match[2] === undefined) return whole;
  return `${whole}${NOTATION[market].decimal}${match[3] ?? ''}`;
}
