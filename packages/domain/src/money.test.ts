import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatMoney, formatNumber } from './money.ts';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('shows INR with Indian grouping and no decimals when whole', () => {
    expect(formatMoney(123456700, 'IN')).toBe('₹12,34,567');
    expect(formatMoney(100, 'IN')).toBe('₹1');
    expect(formatMoney(0, 'IN')).toBe('₹0');
    expect(formatMoney(10000000000, 'IN')).toBe('₹10,00,00,000');
  });

  it('shows INR paise with two decimals when not whole', () => {
    expect(formatMoney(123450, 'IN')).toBe('₹1,234.50');
    expect(formatMoney(123401, 'IN')).toBe('₹1,234.01');
    expect(formatMoney(5, 'IN')).toBe('₹0.05');
    expect(formatMoney(12345678999, 'IN')).toBe('₹12,34,56,789.99');
  });

  it('formats the largest safe integer exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'IN')).toBe('₹9,00,71,99,25,47,409.91');
  });

  it('shows negative amounts with a leading minus', () => {
    expect(formatMoney(-123450, 'IN')).toBe('-₹1,234.50');
    expect(formatMoney(-150000000, 'ID')).toBe(`-Rp${NBSP}1.500.000`);
  });

  it('shows IDR with dot grouping, a no-break space after Rp, and no decimals', () => {
    expect(formatMoney(150000000, 'ID')).toBe(`Rp${NBSP}1.500.000`);
    expect(formatMoney(0, 'ID')).toBe(`Rp${NBSP}0`);
    expect(formatMoney(100, 'ID')).toBe(`Rp${NBSP}1`);
  });

  it('rounds IDR sen to the nearest rupiah, half away from zero', () => {
    expect(formatMoney(150000049, 'ID')).toBe(`Rp${NBSP}1.500.000`);
    expect(formatMoney(150000050, 'ID')).toBe(`Rp${NBSP}1.500.001`);
    expect(formatMoney(150000099, 'ID')).toBe(`Rp${NBSP}1.500.001`);
    expect(formatMoney(-150, 'ID')).toBe(`-Rp${NBSP}2`);
    expect(formatMoney(-149, 'ID')).toBe(`-Rp${NBSP}1`);
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(-49, 'ID')).toBe(`Rp${NBSP}0`);
    expect(formatMoney(-0, 'ID')).toBe(`Rp${NBSP}0`);
    expect(formatMoney(-0, 'IN')).toBe('₹0');
  });

  it('throws a RangeError for anything that is not a safe integer', () => {
    for (const bad of [1.5, 0.1, NaN, Infinity, -Infinity, 2 ** 53]) {
      expect(() => formatMoney(bad, 'IN')).toThrow(RangeError);
      expect(() => formatMoney(bad, 'ID')).toThrow(RangeError);
      expect(() => formatAmount(bad, 'IN')).toThrow(RangeError);
    }
  });

  it('never throws and always shows the currency symbol for amounts up to 1e13 minor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (minor) => {
        expect(formatMoney(minor, 'IN')).toMatch(/^₹\d/);
        expect(formatMoney(minor, 'ID')).toMatch(/^Rp\u00a0\d/);
      }),
    );
  });
});

describe('formatAmount', () => {
  it('is formatMoney without the currency symbol', () => {
    expect(formatAmount(123456700, 'IN')).toBe('12,34,567');
    expect(formatAmount(123450, 'IN')).toBe('1,234.50');
    expect(formatAmount(150000000, 'ID')).toBe('1.500.000');
    expect(formatAmount(150000050, 'ID')).toBe('1.500.001');
    expect(formatAmount(-123450, 'IN')).toBe('-1,234.50');
  });

  it('keeps every digit of a whole-major amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.constantFrom('IN' as const, 'ID' as const),
        (major, market) => {
          const minor = major * 100;
          expect(formatAmount(minor, market).replace(/\D/g, '')).toBe(String(minor / 100));
        },
      ),
    );
  });

  it('matches formatMoney once the symbol is removed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        expect(formatMoney(minor, 'IN').replace('₹', '')).toBe(formatAmount(minor, 'IN'));
        expect(formatMoney(minor, 'ID').replace(`Rp${NBSP}`, '')).toBe(formatAmount(minor, 'ID'));
      }),
    );
  });
});

describe('formatNumber', () => {
  it('groups in the market locale', () => {
    expect(formatNumber(1234567, 'IN')).toBe('12,34,567');
    expect(formatNumber(1234567, 'ID')).toBe('1.234.567');
    expect(formatNumber(1234.5, 'IN')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'ID')).toBe('1.234,5');
    expect(formatNumber(0, 'ID')).toBe('0');
  });
});

/**
 * The formats are written out in money.ts (decision 075); these hold them to what CLDR says for
 * each market's locale, as this runtime's Intl writes it.
 */
describe('the same figures as Intl writes them', () => {
  const intl = (market: 'IN' | 'ID', options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(market === 'IN' ? 'en-IN' : 'id-ID', options);
  const market = fc.constantFrom('IN' as const, 'ID' as const);

  it('writes every amount of money as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), market, (minor, m) => {
        const currency = m === 'IN' ? 'INR' : 'IDR';
        const cents = m === 'IN' && minor % 100 !== 0;
        const digits = cents ? 2 : 0;
        const major =
          m === 'IN' ? minor / 100 : Math.round(Math.abs(minor) / 100) * Math.sign(minor);
        const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
        const shown = intl(m, { style: 'currency', currency, ...options }).format(major);
        expect(formatMoney(minor, m)).toBe(shown.replace(/^-?/, major === 0 ? '' : '$&'));
        expect(formatAmount(minor, m)).toBe(
          intl(m, options)
            .format(major)
            .replace(/^-?/, major === 0 ? '' : '$&'),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('writes plain numbers and percentages as Intl does, to three decimals', () => {
    const numbers = fc.oneof(
      fc.integer({ min: 0, max: 1e12 }).map((k) => k / 1000),
      fc.integer({ min: 0, max: 1e9 }).map((k) => k / 10_000),
      fc.integer({ min: 0, max: 100_000 }).map((bps) => bps / 100),
      fc.double({ min: 0, max: 1e15, noNaN: true }),
      fc.double({ min: 1e-9, max: 1, noNaN: true }),
      fc.double({ min: 1e15, max: 1e20, noNaN: true }),
    );
    fc.assert(
      fc.property(numbers, market, (n, m) => {
        expect(formatNumber(n, m)).toBe(intl(m, {}).format(n));
        expect(formatNumber(-n, m)).toBe(
          intl(m, {})
            .format(-n)
            .replace(/^-(?=0$)/, ''),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what is not a number instead of printing NaN', () => {
    expect(() => formatNumber(Number.NaN, 'IN')).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY, 'ID')).toThrow(RangeError);
    expect(() => formatNumber(1e21, 'ID')).toThrow(RangeError);
  });
});
