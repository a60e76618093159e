import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatTypedAmount, fromMinor, isWholeMajor, toMinor } from './typed-amount.ts';

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

describe('formatTypedAmount', () => {
  it('groups typed digits as Intl groups them', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,14}$/),
        fc.constantFrom('IN' as const, 'ID' as const),
        (digits, m) => {
          expect(formatTypedAmount(digits, m)).toBe(
            new Intl.NumberFormat(m === 'IN' ? 'en-IN' : 'id-ID', {
              maximumFractionDigits: 0,
            }).format(digits as `${number}`),
          );
        },
      ),
    );
  });
  it('groups what was typed in lakhs and crores for India, keeping the decimals as typed', () => {
    expect(formatTypedAmount('123456.78', 'IN')).toBe('1,23,456.78');
    expect(formatTypedAmount('12345678', 'IN')).toBe('1,23,45,678');
    expect(formatTypedAmount('1000.', 'IN')).toBe('1,000.');
    expect(formatTypedAmount('1000.5', 'IN')).toBe('1,000.5');
    expect(formatTypedAmount('999', 'IN')).toBe('999');
    expect(formatTypedAmount('0.5', 'IN')).toBe('0.5');
    expect(formatTypedAmount('007', 'IN')).toBe('7');
  });

  it('groups in thousands with dots for Indonesia', () => {
    expect(formatTypedAmount('1234567', 'ID')).toBe('1.234.567');
    expect(formatTypedAmount('150000', 'ID')).toBe('150.000');
    expect(formatTypedAmount('1500,', 'ID')).toBe('1500,');
    expect(formatTypedAmount('1500.5', 'ID')).toBe('1.500,5');
  });

  it('leaves an empty or odd text alone', () => {
    expect(formatTypedAmount('', 'IN')).toBe('');
    expect(formatTypedAmount('12a', 'ID')).toBe('12a');
  });
});

describe('isWholeMajor', () => {
  it('takes whole rupees and rupiah, never a part of one', () => {
    expect(isWholeMajor(2_500_000, 'IN')).toBe(true);
    expect(isWholeMajor(0, 'ID')).toBe(true);
    expect(isWholeMajor(2_500_050, 'IN')).toBe(false);
    expect(isWholeMajor(1, 'ID')).toBe(false);
    expect(isWholeMajor(0.5, 'IN')).toBe(false);
  });
});
