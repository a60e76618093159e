import { describe, expect, it } from 'vitest';
import { extensionQuote, extensionRefusal } from './extension.ts';

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

describe('extensionRefusal', () => {
  const today = '2026-12-10';
  it('allows the first extension', () => {
    expect(extensionRefusal({ extendedTo: [], maxCount: 2, today })).toBeNull();
  });
  it('waits for the extended due date before another', () => {
    expect(extensionRefusal({ extendedTo: ['2026-12-11'], maxCount: 2, today })).toEqual({
      kind: 'wait',
      until: '2026-12-11',
    });
    expect(extensionRefusal({ extendedTo: ['2026-12-10'], maxCount: 2, today })).toBeNull();
  });
  it('stops at the product maximum, whatever the dates', () => {
    expect(
      extensionRefusal({ extendedTo: ['2026-11-01', '2026-11-20'], maxCount: 2, today }),
    ).toEqual({ kind: 'limit', max: 2 });
    expect(extensionRefusal({ extendedTo: [], maxCount: 0, today })).toEqual({
      kind: 'limit',
      max: 0,
    });
  });
  it('lets an extension recorded without its date hold nothing back', () => {
    expect(extensionRefusal({ extendedTo: [null], maxCount: 2, today })).toBeNull();
  });
});
