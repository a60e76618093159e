import { describe, expect, it } from 'vitest';
import {
  checkDebitCard,
  debitAmount,
  mandateLimit,
  mayTake,
  noticedOn,
  takenOnItsDay,
} from './autopay.ts';

const instalments = [
  { periodNo: 1, dueDate: '2026-12-10', owed: 50_000 },
  { periodNo: 2, dueDate: '2027-01-10', owed: 50_000 },
];

describe('autopay rules', () => {
  it('notices an instalment from the day before its due date until the due date, never later', () => {
    expect(noticedOn('2026-12-10', '2026-12-08')).toBe(false);
    expect(noticedOn('2026-12-10', '2026-12-09')).toBe(true);
    expect(noticedOn('2026-12-10', '2026-12-10')).toBe(true);
    expect(noticedOn('2026-12-10', '2026-12-11')).toBe(false);
    // Across a month's end.
    expect(noticedOn('2027-01-01', '2026-12-31')).toBe(true);
  });

  it('takes what falls due by the debit day, with late charges, and nothing of the next', () => {
    const base = { instalments, lateCharges: 0, maxAmount: 1_000_000 };
    expect(debitAmount({ ...base, debitDay: '2026-12-10' })).toBe(50_000);
    expect(debitAmount({ ...base, debitDay: '2026-12-09' })).toBe(0);
    expect(debitAmount({ ...base, debitDay: '2026-12-10', lateCharges: 1_234 })).toBe(51_234);
    expect(debitAmount({ ...base, debitDay: '2027-01-10' })).toBe(100_000);
  });

  it('never takes more than the mandate allows', () => {
    expect(
      debitAmount({
        debitDay: '2026-12-10',
        instalments,
        lateCharges: 0,
        maxAmount: 40_000,
      }),
    ).toBe(40_000);
  });

  it('takes a noticed debit only while at least that much is still due, and booked as that', () => {
    expect(mayTake(50_000, { dueAmount: 50_000, payoff: null })).toBe(true);
    expect(mayTake(50_000, { dueAmount: 60_000, payoff: null })).toBe(true);
    // Paid in part meanwhile.
    expect(mayTake(50_000, { dueAmount: 20_000, payoff: null })).toBe(false);
    // A payoff now cheaper than the notice would book less than it said.
    expect(mayTake(50_000, { dueAmount: 50_000, payoff: { amount: 45_000, allowed: true } })).toBe(
      false,
    );
    expect(mayTake(50_000, { dueAmount: 50_000, payoff: { amount: 45_000, allowed: false } })).toBe(
      true,
    );
    expect(mayTake(0, { dueAmount: 0, payoff: null })).toBe(false);
  });

  it('asks the bank for a whole-unit limit covering everything still owed, at least ₹1', () => {
    expect(mandateLimit(123_456, 100)).toBe(123_500);
    expect(mandateLimit(123_400, 100)).toBe(123_400);
    expect(mandateLimit(0, 100)).toBe(100);
  });
});

describe('the debit card Indonesia links', () => {
  it('takes four digits and an expiry not past, and names the fields that are wrong', () => {
    expect(checkDebitCard({ lastFour: '8888', expiry: '11/27' }, '2026-11-29')).toEqual({
      ok: true,
      lastFour: '8888',
      expiry: '11/27',
    });
    // A card works to the end of its month.
    expect(checkDebitCard({ lastFour: '8888', expiry: '11/26' }, '2026-11-29').ok).toBe(true);
    expect(checkDebitCard({ lastFour: '888', expiry: '10/26' }, '2026-11-29')).toEqual({
      ok: false,
      fields: ['lastFour', 'expiry'],
    });
    expect(checkDebitCard({ lastFour: '8888', expiry: '13/27' }, '2026-11-29')).toEqual({
      ok: false,
      fields: ['expiry'],
    });
    expect(checkDebitCard({ lastFour: 'abcd', expiry: '1127' }, '2026-11-29').ok).toBe(false);
  });
});

describe('a debit taken on the day its notice names', () => {
  it('is taken by the hourly runs up to the last whole contact hour of the market', () => {
    // 18:00 IST is India's last run; 19:00 WIB Indonesia's.
    expect(takenOnItsDay(new Date('2026-12-10T12:30:00Z'), 'IN')).toBe(true);
    expect(takenOnItsDay(new Date('2026-12-10T12:31:00Z'), 'IN')).toBe(false);
    expect(takenOnItsDay(new Date('2026-12-10T03:30:00Z'), 'IN')).toBe(true);
    expect(takenOnItsDay(new Date('2026-12-10T12:00:00Z'), 'ID')).toBe(true);
    expect(takenOnItsDay(new Date('2026-12-10T12:30:00Z'), 'ID')).toBe(false);
    // Before the day's first run, the first run takes it.
    expect(takenOnItsDay(new Date('2026-12-10T00:30:00Z'), 'ID')).toBe(true);
    expect(takenOnItsDay(new Date('2026-12-09T23:30:00Z'), 'ID')).toBe(true);
  });
});
