import { describe, expect, it } from 'vitest';
import { extensionQuote } from './extension.ts';

describe('extensionQuote', () => {
  it('charges the fee on the unpaid principal and moves the due date by the extension', () => {
    expect(
      extensionQuote({
        market: 'IN',
        unpaidPrincipal: 1_000_000,
        feeBps: 500,
        days: 7,
        today: '2026-11-21',
        nextDue: '2026-11-25',
      }),
    ).toEqual({ fee: 50_000, newDueDate: '2026-12-02' });
  });

  it('counts from today when the instalment is already overdue, and rounds IDR to whole rupiah', () => {
    expect(
      extensionQuote({
        market: 'ID',
        unpaidPrincipal: 123_456_789,
        feeBps: 400,
        days: 7,
        today: '2026-11-21',
        nextDue: '2026-11-10',
      }),
    ).toEqual({ fee: 4_938_300, newDueDate: '2026-11-28' });
  });
});
