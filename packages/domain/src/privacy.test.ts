import { describe, expect, it } from 'vitest';
import {
  isRequestDueSoon,
  isRequestOverdue,
  requestDueAt,
  requestDueShown,
  withdrawalOf,
} from './privacy.ts';

describe('data request clocks', () => {
  it('gives India 30 days, to the end of the 30th day in IST', () => {
    // 29 Nov 2026, 23:30 IST is still the 29th there.
    const opened = new Date('2026-11-29T18:00:00Z');
    expect(requestDueAt('IN', opened).toISOString()).toBe('2026-12-29T18:30:00.000Z');
  });

  it('gives Indonesia 3 × 24 hours from the moment of asking', () => {
    const opened = new Date('2026-11-29T03:15:00Z');
    expect(requestDueAt('ID', opened).toISOString()).toBe('2026-12-02T03:15:00.000Z');
  });

  it('is overdue from its due time until carried out, and never once closed', () => {
    const due = new Date('2026-12-02T03:15:00Z');
    expect(isRequestOverdue('open', due, new Date('2026-12-02T03:14:59Z'))).toBe(false);
    expect(isRequestOverdue('open', due, due)).toBe(true);
    expect(isRequestOverdue('done', due, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    // An approved erasure not yet carried out is still late: the borrower has not got it.
    expect(isRequestOverdue('erasing', due, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('is due soon in the last 24 hours in Indonesia, the last 72 in India', () => {
    const due = new Date('2026-12-10T00:00:00Z');
    expect(isRequestDueSoon('ID', 'open', due, new Date('2026-12-09T00:00:00Z'))).toBe(true);
    expect(isRequestDueSoon('ID', 'open', due, new Date('2026-12-08T23:59:00Z'))).toBe(false);
    expect(isRequestDueSoon('IN', 'open', due, new Date('2026-12-07T00:00:00Z'))).toBe(true);
    expect(isRequestDueSoon('IN', 'open', due, due)).toBe(false);
  });
});

describe('withdrawing a consent', () => {
  it('stops marketing, closes the account for the registration, and cannot end a loan', () => {
    expect(withdrawalOf('marketing')).toBe('stops');
    expect(withdrawalOf('registration')).toBe('closesAccount');
    expect(withdrawalOf('loan')).toBe('notPossible');
  });
});

describe('requestDueShown', () => {
  it('says India’s last minute of the last day, and Indonesia’s minute as it is', () => {
    const india = requestDueAt('IN', new Date('2026-11-29T06:00:00Z'));
    // Due at midnight IST on 30 Dec: told as 29 Dec, 11:59 pm IST.
    expect(requestDueShown('IN', india).toISOString()).toBe('2026-12-29T18:29:00.000Z');
    const indonesia = requestDueAt('ID', new Date('2026-11-29T06:07:00Z'));
    expect(requestDueShown('ID', indonesia)).toEqual(indonesia);
  });
});
