import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  PHONE_INPUT_MAX_DIGITS,
  formatPhone,
  maskPhone,
  parsePhone,
  sanitizePhoneInput,
} from './phone.ts';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (n: number) =>
  fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));

const validInNational = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), digits(9))
  .map(([first, rest]) => first + rest);

const validIdNational = fc
  .tuple(fc.integer({ min: 8, max: 11 }), fc.infiniteStream(digit))
  .map(([n, stream]) => `08${[...stream.take(n)].join('')}`);

// Sprinkles separators between characters, as a user or a paste might.
function withSeparators(s: string, picks: readonly number[]): string {
  const seps = ['', '', ' ', '-', '.', ' '];
  return s
    .split('')
    .map((ch, i) => ch + (seps[(picks[i] ?? 0) % seps.length] ?? ''))
    .join('');
}
const picks = fc.array(fc.nat(), { minLength: 20, maxLength: 20 });

describe('parsePhone IN', () => {
  const ok = { ok: true, e164: '+919876543210', national: '9876543210' };

  it('accepts the national number and each prefix form', () => {
    for (const input of [
      '9876543210',
      '09876543210',
      '919876543210',
      '+919876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '(+91) 98765.43210',
      '  098765 43210  ',
    ]) {
      expect(parsePhone(input, 'IN'), input).toEqual(ok);
    }
  });

  it('accepts a bare 10-digit number that happens to start with 91', () => {
    expect(parsePhone('9198765432', 'IN')).toEqual({
      ok: true,
      e164: '+919198765432',
      national: '9198765432',
    });
  });

  it('reports empty input', () => {
    expect(parsePhone('', 'IN')).toEqual({ ok: false, reason: 'empty' });
    expect(parsePhone('   ', 'IN')).toEqual({ ok: false, reason: 'empty' });
    expect(parsePhone(' - ( ) ', 'IN')).toEqual({ ok: false, reason: 'empty' });
  });

  it('rejects wrong first digits, wrong lengths, letters and foreign codes', () => {
    for (const input of [
      '5876543210',
      '0123456789',
      '1234567890',
      '05876543210',
      '915876543210',
      '987654321',
      '98765432101',
      '9198765432101',
      '98765a3210',
      '+62 98765 43210',
      '+9109876543210',
      '+',
      '++919876543210',
      '0919876543210',
      '9876543210+',
    ]) {
      expect(parsePhone(input, 'IN'), input).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('gives the same E.164 for every prefix form of any valid number', () => {
    fc.assert(
      fc.property(
        validInNational,
        fc.constantFrom('', '0', '91', '+91 ', '+91'),
        picks,
        (national, prefix, p) => {
          const result = parsePhone(prefix + withSeparators(national, p), 'IN');
          expect(result).toEqual({ ok: true, e164: `+91${national}`, national });
        },
      ),
    );
  });
});

describe('parsePhone ID', () => {
  const ok = { ok: true, e164: '+6281234567890', national: '081234567890' };

  it('accepts the national number, the country-code forms and the number without 0', () => {
    for (const input of [
      '081234567890',
      '0812-3456-7890',
      '6281234567890',
      '+6281234567890',
      '+62 812-3456-7890',
      '81234567890',
      '(0812) 3456 7890',
    ]) {
      expect(parsePhone(input, 'ID'), input).toEqual(ok);
    }
  });

  it('accepts 10 to 13 digits in national form', () => {
    expect(parsePhone('0812345678', 'ID')).toEqual({
      ok: true,
      e164: '+62812345678',
      national: '0812345678',
    });
    expect(parsePhone('0812345678901', 'ID')).toEqual({
      ok: true,
      e164: '+62812345678901',
      national: '0812345678901',
    });
  });

  it('reports empty input', () => {
    expect(parsePhone(' ', 'ID')).toEqual({ ok: false, reason: 'empty' });
  });

  it('rejects numbers that are not 08 mobiles, wrong lengths and letters', () => {
    for (const input of [
      '081234567',
      '08123456789012',
      '021234567890',
      '0712345678',
      '712345678',
      '81234567',
      '+620812345678',
      '0628123456789',
      '+91 81234567890',
      '0812-3456-789O',
      '9876543210',
    ]) {
      expect(parsePhone(input, 'ID'), input).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('gives the same E.164 for every prefix form of any valid number', () => {
    fc.assert(
      fc.property(
        validIdNational,
        fc.constantFrom('national', 'bare', '62', '+62 ', '+62'),
        picks,
        (national, form, p) => {
          const subscriber = national.slice(1);
          const raw =
            form === 'national' ? national : form === 'bare' ? subscriber : form + subscriber;
          expect(parsePhone(withSeparators(raw, p), 'ID')).toEqual({
            ok: true,
            e164: `+62${subscriber}`,
            national,
          });
        },
      ),
    );
  });
});

describe('formatPhone', () => {
  it('groups IN numbers 5 + 5', () => {
    expect(formatPhone('9876543210', 'IN')).toBe('98765 43210');
    expect(formatPhone('+919876543210', 'IN')).toBe('98765 43210');
  });

  it('groups ID numbers in fours', () => {
    expect(formatPhone('081234567890', 'ID')).toBe('0812 3456 7890');
    expect(formatPhone('0812345678', 'ID')).toBe('0812 3456 78');
    expect(formatPhone('0812345678901', 'ID')).toBe('0812 3456 7890 1');
    expect(formatPhone('+6281234567890', 'ID')).toBe('0812 3456 7890');
  });

  it('returns input it cannot parse unchanged', () => {
    expect(formatPhone('12345', 'IN')).toBe('12345');
    expect(formatPhone('', 'ID')).toBe('');
    expect(formatPhone('9876543210', 'ID')).toBe('9876543210');
  });

  it('only inserts spaces', () => {
    fc.assert(
      fc.property(validInNational, (national) => {
        expect(formatPhone(national, 'IN').replace(/ /g, '')).toBe(national);
      }),
    );
    fc.assert(
      fc.property(validIdNational, (national) => {
        expect(formatPhone(national, 'ID').replace(/ /g, '')).toBe(national);
      }),
    );
  });
});

describe('sanitizePhoneInput', () => {
  it('keeps digits and a leading plus, nothing else', () => {
    expect(sanitizePhoneInput('+91 98765-43210', 'IN')).toBe('+919876543210');
    expect(sanitizePhoneInput(' +62 (812) 3456', 'ID')).toBe('+628123456');
    expect(sanitizePhoneInput('98+765 abc', 'IN')).toBe('98765');
    expect(sanitizePhoneInput('', 'IN')).toBe('');
    expect(sanitizePhoneInput('+', 'ID')).toBe('+');
  });

  it('caps the digits at the longest accepted form', () => {
    expect(PHONE_INPUT_MAX_DIGITS).toEqual({ IN: 12, ID: 14 });
    expect(sanitizePhoneInput('9198765432109999', 'IN')).toBe('919876543210');
    expect(sanitizePhoneInput('+9198765432109999', 'IN')).toBe('+919876543210');
    expect(sanitizePhoneInput('62812345678901234', 'ID')).toBe('62812345678901');
  });

  it('keeps the longest accepted forms whole so they still parse', () => {
    expect(parsePhone(sanitizePhoneInput('91 98765 43210', 'IN'), 'IN').ok).toBe(true);
    expect(parsePhone(sanitizePhoneInput('62 812 3456 78901', 'ID'), 'ID').ok).toBe(true);
  });

  it('never emits more than the cap or anything but a leading plus and digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('IN' as const, 'ID' as const), (raw, market) => {
        const out = sanitizePhoneInput(raw, market);
        expect(out).toMatch(/^\+?\d*$/);
        expect(out.replace('+', '').length).toBeLessThanOrEqual(PHONE_INPUT_MAX_DIGITS[market]);
      }),
    );
  });
});

describe('maskPhone', () => {
  it('shows only the last four digits of the national number', () => {
    expect(maskPhone('9876543210', 'IN')).toBe('•••••• 3210');
    expect(maskPhone('+919876543210', 'IN')).toBe('•••••• 3210');
    expect(maskPhone('081234567890', 'ID')).toBe('•••••••• 7890');
    expect(maskPhone('+62812345678', 'ID')).toBe('•••••• 5678');
  });

  it('masks unparseable input too, hiding everything when it is short', () => {
    expect(maskPhone('12-34-56-78', 'IN')).toBe('•••• 5678');
    expect(maskPhone('1234', 'IN')).toBe('••••');
    expect(maskPhone('', 'ID')).toBe('••••');
  });

  it('never reveals more than four digits', () => {
    fc.assert(
      fc.property(validInNational, (national) => {
        expect(maskPhone(national, 'IN').replace(/\D/g, '')).toBe(national.slice(-4));
      }),
    );
  });
});
