import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatAmount,
  formatMoney,
  formatNumber,
  fromMinor,
  toMinor,
  formatTypedAmount,
} from './money.ts';

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

describe('toMinor / fromMinor', () => {
  it('multiplies by 100 and rounds to an integer', () => {
    expect(toMinor(1234.5, 'IN')).toBe(123450);
    expect(toMinor(1500000, 'ID')).toBe(150000000);
    expect(toMinor(0.1, 'IN')).toBe(10);
    expect(toMinor(19.99, 'IN')).toBe(1999);
  });

  it('rounds the decimal the user typed, not its binary approximation', () => {
    // 1.005 * 100 === 100.49999999999999
    expect(toMinor(1.005, 'IN')).toBe(101);
    expect(toMinor(1.004, 'IN')).toBe(100);
    expect(toMinor(-1.005, 'IN')).toBe(-101);
  });

  it('returns a plain zero, never -0', () => {
    expect(Object.is(toMinor(-0.001, 'IN'), 0)).toBe(true);
    expect(Object.is(toMinor(-0, 'ID'), 0)).toBe(true);
  });

  it('handles numbers that print in exponent notation', () => {
    expect(toMinor(1e-7, 'IN')).toBe(0);
    expect(toMinor(1e21 / 1e10, 'IN')).toBe(1e13);
  });

  it('throws a RangeError for non-finite or unrepresentable amounts', () => {
    expect(() => toMinor(NaN, 'IN')).toThrow(RangeError);
    expect(() => toMinor(Infinity, 'ID')).toThrow(RangeError);
    expect(() => toMinor(1e15, 'IN')).toThrow(RangeError);
  });

  it('divides by 100', () => {
    expect(fromMinor(123450)).toBe(1234.5);
    expect(fromMinor(150000000)).toBe(1500000);
    expect(fromMinor(-5)).toBe(-0.05);
  });

  it('round-trips any integer minor amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.constantFrom('IN' as const, 'ID' as const),
        (minor, market) => {
          expect(toMinor(fromMinor(minor), market)).toBe(minor === 0 ? 0 : minor);
        },
      ),
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

describe('formatTypedAmount', () => {
  it('groups what was typed in lakhs and crores for India, keeping the decimals as typed', () => {
    expect(formatTypedAmount('123456.78', 'IN')).toBe('1,23,456.78');
    expect(formatTypedAmount('12345678', 'IN')).toBe('1,23,45,678');
    expect(formatTypedAmount('1000.', 'IN')).toBe('1,000.');
    expect(formatTypedAmount('1000.5', 'IN')).toBe('1,000.5');
    expect(formatTypedAmount('999', 'IN')).toBe('999');
  });

  it('groups in thousands with dots for Indonesia', () => {
    expect(formatTypedAmount('1234567', 'ID')).toBe('1.234.567');
    expect(formatTypedAmount('150000', 'ID')).toBe('150.000');
  });

  it('leaves an empty or odd text alone', () => {
    expect(formatTypedAmount('', 'IN')).toBe('');
    expect(formatTypedAmount('12a', 'ID')).toBe('12a');
  });
});
