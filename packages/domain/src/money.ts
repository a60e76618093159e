import { MARKET_INFO, type Market } from './market.ts';

const MINOR_PER_MAJOR: Record<Market, number> = { IN: 100, ID: 100 };

/**
 * The smallest amount a market charges, in minor units. IDR is never shown with sen, so every
 * Indonesian charge is whole rupiah: the amount on screen is then exactly the amount owed.
 */
export const CHARGE_UNIT: Record<Market, number> = { IN: 1, ID: 100 };

type Variant = 'currency' | 'amount' | 'number';
type Decimals = 'whole' | 'cents';

// Building an Intl.NumberFormat costs milliseconds on low-end phones, and a list of loans formats
// dozens of amounts per render.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(market: Market, variant: Variant, decimals: Decimals): Intl.NumberFormat {
  const key = `${market}:${variant}:${decimals}`;
  let nf = formatters.get(key);
  if (nf === undefined) {
    const { locale, currency } = MARKET_INFO[market];
    // Fraction digits are fixed per call instead of using trailingZeroDisplay, which older
    // Android WebViews ignore (they would show "₹12,34,567.00").
    const digits =
      variant === 'number'
        ? {}
        : decimals === 'whole'
          ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
          : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    nf = new Intl.NumberFormat(locale, {
      ...(variant === 'currency' ? { style: 'currency', currency } : { style: 'decimal' }),
      ...digits,
    });
    formatters.set(key, nf);
  }
  return nf;
}

function assertMinor(minor: number): void {
  // Beyond 2^53 the integer is no longer the amount the server sent, so printing it would lie.
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Money must be a safe integer in minor units, got ${String(minor)}`);
  }
}

type Decimal = `${number}`;

// The value goes to Intl as a decimal string so no floating-point division can shift a paisa.
function toDisplayValue(minor: number, market: Market): { value: Decimal; decimals: Decimals } {
  const per = MINOR_PER_MAJOR[market];
  const abs = Math.abs(minor);
  let whole = Math.floor(abs / per);
  const rest = abs % per;
  let decimals: Decimals = 'whole';
  let fraction = '';
  if (MARKET_INFO[market].currency === 'IDR') {
    // Rupiah is never shown with sen; round half away from zero, like Intl's default.
    if (rest * 2 >= per) whole += 1;
  } else if (rest !== 0) {
    decimals = 'cents';
    fraction = `.${String(rest).padStart(2, '0')}`;
  }
  // A negative amount that rounds to zero must not print as "-Rp 0".
  const sign = minor < 0 && (whole !== 0 || fraction !== '') ? '-' : '';
  return { value: `${sign}${whole}${fraction}` as Decimal, decimals };
}

export function formatMoney(minor: number, market: Market): string {
  assertMinor(minor);
  const { value, decimals } = toDisplayValue(minor, market);
  return formatter(market, 'currency', decimals).format(value);
}

export function formatAmount(minor: number, market: Market): string {
  assertMinor(minor);
  const { value, decimals } = toDisplayValue(minor, market);
  return formatter(market, 'amount', decimals).format(value);
}

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

export function fromMinor(minor: number): number {
  return minor / 100;
}

export function formatNumber(n: number, market: Market): string {
  return formatter(market, 'number', 'whole').format(n);
}

/**
 * What a borrower typed on the money keypad ('123456.7'), shown with the market's separators
 * ('1,23,456.7' in India, '1.234.567' in Indonesia) by the same formatter as every amount, while
 * the value stays the plain digits. The decimals are kept exactly as typed, a trailing point
 * too, so the display never runs ahead of the keys pressed. Anything else is returned unchanged.
 */
export function formatTypedAmount(typed: string, market: Market): string {
  const match = /^(\d+)(\.(\d*))?$/.exec(typed);
  if (!match) return typed;
  const whole = formatter(market, 'amount', 'whole').format(match[1] as Decimal);
  if (match[2] === undefined) return whole;
  const point = new Intl.NumberFormat(MARKET_INFO[market].locale).formatToParts(1.5);
  const decimal = point.find((p) => p.type === 'decimal')?.value ?? '.';
  return `${whole}${decimal}${match[3] ?? ''}`;
}
