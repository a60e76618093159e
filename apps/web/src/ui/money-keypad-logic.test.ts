import { describe, expect, it } from 'vitest';
import { applyKey, type KeypadKey } from './money-keypad-logic.ts';

const IN = { maxLength: 9, decimals: 2 };
const ID = { maxLength: 9, decimals: 0 };

/** Presses keys one after another from an empty value. */
function type(keys: string, rules = IN, from = ''): string {
  return [...keys].reduce(
    (value, ch) => applyKey(value, (ch === '<' ? 'delete' : ch) as KeypadKey, rules),
    from,
  );
}

describe('applyKey: digits', () => {
  it('appends digits', () => {
    expect(type('1250')).toBe('1250');
    expect(type('150000', ID)).toBe('150000');
  });

  it('replaces a lone leading zero with the next digit', () => {
    expect(type('05')).toBe('5');
    expect(type('05', ID)).toBe('5');
    expect(type('000')).toBe('0');
    expect(type('0007', ID)).toBe('7');
  });

  it('keeps zeros after another digit', () => {
    expect(type('100')).toBe('100');
    expect(type('1005', ID)).toBe('1005');
  });
});

describe('applyKey: the decimal point', () => {
  it('starts a fraction with 0. on an empty value (IN)', () => {
    expect(type('.')).toBe('0.');
    expect(type('.5')).toBe('0.5');
  });

  it('allows 0. and digits after it (IN)', () => {
    expect(type('0.')).toBe('0.');
    expect(type('0.05')).toBe('0.05');
  });

  it('ignores a second point', () => {
    expect(type('12.3.')).toBe('12.3');
    expect(type('12..')).toBe('12.');
  });

  it(`takes at most 'decimals' digits after the point`, () => {
    expect(type('12.345')).toBe('12.34');
    expect(type('12.3', { maxLength: 9, decimals: 1 })).toBe('12.3');
    expect(type('12.34', { maxLength: 9, decimals: 1 })).toBe('12.3');
  });

  it('ignores the point when the market has no decimals (ID)', () => {
    expect(type('.', ID)).toBe('');
    expect(type('12.5', ID)).toBe('125');
  });
});

describe('applyKey: delete', () => {
  it('removes the last character', () => {
    expect(type('123<')).toBe('12');
    expect(type('12.5<')).toBe('12.');
    expect(type('12.<')).toBe('12');
  });

  it('is harmless on an empty value', () => {
    expect(type('<')).toBe('');
    expect(type('1<<<')).toBe('');
  });

  it('lets a point be typed again once deleted', () => {
    expect(type('1.<.5')).toBe('1.5');
  });
});

describe('applyKey: maxLength', () => {
  it('ignores digits beyond maxLength', () => {
    expect(type('1234567890', ID)).toBe('123456789');
    expect(type('12345', { maxLength: 3, decimals: 0 })).toBe('123');
  });

  it('counts the point and the fraction', () => {
    expect(type('1234567.89')).toBe('1234567.8');
    expect(type('12345678.')).toBe('12345678.');
    expect(type('123456789.')).toBe('123456789');
    expect(type('.12', { maxLength: 2, decimals: 2 })).toBe('0.');
  });

  it('still lets the leading zero be replaced at maxLength', () => {
    expect(type('05', { maxLength: 1, decimals: 0 })).toBe('5');
  });

  it('truncates a value that is already too long', () => {
    expect(applyKey('1234567890', 'delete', ID)).toBe('12345678');
    expect(applyKey('1234567890', '1', ID)).toBe('123456789');
  });
});
