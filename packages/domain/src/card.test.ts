import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  cardDigits,
  cardLast4,
  formatCardInput,
  luhnCheckDigit,
  luhnValid,
  maskCard,
} from './card.ts';

const digitString = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

describe('cardDigits', () => {
  it('keeps digits only', () => {
    expect(cardDigits('4111 1111-1111.1111')).toBe('4111111111111111');
    expect(cardDigits('ab4c1')).toBe('41');
    expect(cardDigits('')).toBe('');
  });

  it('caps at 19 digits', () => {
    expect(cardDigits('1234567890123456789012')).toBe('1234567890123456789');
  });
});

describe('formatCardInput', () => {
  it('inserts a space after every 4 digits, with no trailing space', () => {
    expect(formatCardInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardInput('4111')).toBe('4111');
    expect(formatCardInput('41111')).toBe('4111 1');
    expect(formatCardInput('4111 ')).toBe('4111');
    expect(formatCardInput('1234567890123456789')).toBe('1234 5678 9012 3456 789');
    expect(formatCardInput('')).toBe('');
  });

  it('reformats messy input', () => {
    expect(formatCardInput('41 11-1111 1')).toBe('4111 1111 1');
    expect(formatCardInput('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('is idempotent and keeps every digit', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = formatCardInput(raw);
        expect(formatCardInput(once)).toBe(once);
        expect(once.replace(/ /g, '')).toBe(cardDigits(raw));
        expect(once).toMatch(/^(\d{4}( \d{4})*( \d{1,3})?|\d{0,3})$/);
      }),
    );
  });
});

describe('luhnValid', () => {
  it('accepts well-known test numbers', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('6011111111111117')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('5555555555554440')).toBe(false);
  });

  it('requires 12 to 19 digits and nothing else', () => {
    expect(luhnValid('00000000000')).toBe(false);
    expect(luhnValid('000000000000')).toBe(true);
    expect(luhnValid('0000000000000000000')).toBe(true);
    expect(luhnValid('00000000000000000000')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('is made valid by appending the check digit', () => {
    fc.assert(
      fc.property(digitString(11, 18), (payload) => {
        expect(luhnValid(payload + luhnCheckDigit(payload))).toBe(true);
      }),
    );
  });

  it('is made invalid by changing any single digit', () => {
    fc.assert(
      fc.property(
        digitString(11, 18),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, at, delta) => {
          const valid = payload + luhnCheckDigit(payload);
          const i = at % valid.length;
          const changed = String((Number(valid[i]) + delta) % 10);
          const broken = valid.slice(0, i) + changed + valid.slice(i + 1);
          expect(luhnValid(broken)).toBe(false);
        },
      ),
    );
  });
});

describe('luhnCheckDigit', () => {
  it('computes the check digit of known numbers', () => {
    expect(luhnCheckDigit('411111111111111')).toBe('1');
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('')).toBe('0');
  });

  it('rejects non-digits', () => {
    expect(() => luhnCheckDigit('41a1')).toThrow(RangeError);
  });
});

describe('cardLast4 / maskCard', () => {
  it('takes the last four digits', () => {
    expect(cardLast4('4111111111111234')).toBe('1234');
    expect(cardLast4('4111 1111 1111 1234')).toBe('1234');
    expect(cardLast4('12')).toBe('12');
  });

  it('masks everything but the last four', () => {
    expect(maskCard('1234')).toBe('•••• 1234');
    expect(maskCard('4111111111111234')).toBe('•••• 1234');
  });
});
