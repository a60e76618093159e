import { MARKET_INFO, type Market } from './market.ts';

export const MINOR_PER_MAJOR: Record<Market, number> = { IN: 100, ID: 100 };

/**
 * The smallest amount a market charges, in minor units. IDR is never shown with sen, so every
 * Indonesian charge is whole rupiah: the amount on screen is then exactly the amount owed.
 */
export const CHARGE_UNIT: Record<Market, number> = { IN: 1, ID: 100 };

/**
 * How each market writes numbers, as CLDR writes them for its locale (en-IN, id-ID). Written out
 * here rather than asked of `Intl` (decision 075): the first `Intl` call on a phone loads ICU's
 * data, tens of milliseconds of main thread in the middle of hydration, and a WebView's ICU may be
 * years older than the server's, so the two could write one amount differently.
 */
export const NOTATION: Record<
  Market,
  { group: string; decimal: string; symbol: string; groupSize: number }
> = {
  // 12,34,567.50: the last three digits, then lakhs and crores in twos.
  IN: { group: ',', decimal: '.', symbol: '₹', groupSize: 2 },
  ID: { group: '.', decimal: ',', symbol: 'Rp\u00a0', groupSize: 3 },
};

/** Digits ('1234567') grouped as the market groups them ('12,34,567', '1.234.567'). */
export function grouped(digits: string, market: Market): string {
  const { group, groupSize } = NOTATION[market];
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > groupSize) {
    groups.unshift(rest.slice(-groupSize));
    rest = rest.slice(0, -groupSize);
  }
  groups.unshift(rest);
  return groups.join(group);
}

function assertMinor(minor: number): void {
  // Beyond 2^53 the integer is no longer the amount the server sent, so printing it would lie.
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Money must be a safe integer in minor units, got ${String(minor)}`);
  }
}

/** An amount in minor units as sign, whole digits and paise, the way the market shows it. */
function toDisplayParts(minor: number, market: Market): { sign: string; text: string } {
  const per = MINOR_PER_MAJOR[market];
  const abs = Math.abs(minor);
  let whole = Math.floor(abs / per);
  const rest = abs % per;
  let fraction = '';
  if (MARKET_INFO[market].currency === 'IDR') {
    // Rupiah is never shown with sen; round half away from zero.
    if (rest * 2 >= per) whole += 1;
  } else if (rest !== 0) {
    fraction = `${NOTATION[market].decimal}${String(rest).padStart(2, '0')}`;
  }
  // A negative amount that rounds to zero must not print as "-Rp 0".
  const sign = minor < 0 && (whole !== 0 || fraction !== '') ? '-' : '';
  return { sign, text: `${grouped(String(whole), market)}${fraction}` };
}

export function formatMoney(minor: number, market: Market): string {
  assertMinor(minor);
  const { sign, text } = toDisplayParts(minor, market);
  return `${sign}${NOTATION[market].symbol}${text}`;
}

export function formatAmount(minor: number, market: Market): string {
  assertMinor(minor);
  const { sign, text } = toDisplayParts(minor, market);
  return `${sign}${text}`;
}

/**
 * A plain number (a percentage, millions of users) with the market's separators and at most three
 * decimals, rounded half away from zero on the digits the number prints as, as `Intl` does.
 */
export function formatNumber(n: number, market: Market): string {
  const abs = Math.abs(n);
  // Beyond 1e21 a number prints in exponent form, and no figure of ours comes near it.
  if (!(abs < 1e21)) throw new RangeError(`Number must be finite and below 1e21, got ${String(n)}`);
  // Below half a thousandth, it rounds to nothing (and would print in exponent form).
  if (abs < 5e-4) return '0';
  const [whole = '0', fraction = ''] = String(abs).split('.');
  let thousandths = BigInt(whole + fraction.slice(0, 3).padEnd(3, '0'));
  if ((fraction[3] ?? '0') >= '5') thousandths += 1n;
  const digits = String(thousandths).padStart(4, '0');
  const decimals = digits.slice(-3).replace(/0+$/, '');
  return (
    (n < 0 ? '-' : '') +
    grouped(digits.slice(0, -3), market) +
    (decimals ? NOTATION[market].decimal + decimals : '')
  );
}
