import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail, maskEmail } from './email.ts';

describe('isEmail', () => {
  it('accepts the addresses people use', () => {
    for (const ok of [
      'asha@example.in',
      'budi.santoso@mail.co.id',
      'first+tag@sub.domain.com',
      ' care@tenora.in ',
    ]) {
      expect(isEmail(ok), ok).toBe(true);
    }
  });

  it('refuses what no mail server delivers to', () => {
    for (const bad of [
      '',
      'asha',
      'asha@',
      '@example.in',
      'asha@example',
      'asha@@example.in',
      'as ha@example.in',
      '.asha@example.in',
      'asha..rao@example.in',
      'asha@-example.in',
      'asha@example.123',
      `${'a'.repeat(65)}@example.in`,
      `a@${'b'.repeat(EMAIL_MAX_LENGTH)}.in`,
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});

describe('maskEmail', () => {
  it('shows the mailbox’s first characters and the domain, never the whole mailbox', () => {
    expect(maskEmail('asha.rao@example.in')).toBe('as•••@example.in');
    expect(maskEmail('ab@contoh.co.id')).toBe('a•••@contoh.co.id');
    expect(maskEmail('a@example.in')).toBe('a•••@example.in');
    expect(maskEmail('no-at-sign')).toBe('•••');
  });
});
