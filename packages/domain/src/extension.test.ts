import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extensionQuote, extensionRefusal, idExtensionFeeCap } from './extension.ts';
import { idCostCap } from './pricing.ts';

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
    ).toEqual({ fee: 50_000, newDueDate: '2026-12-02', capped: false });
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
    ).toEqual({ fee: 4_938_300, newDueDate: '2026-11-28', capped: false });
  });
});

describe('Indonesian extension fees under the cost ceilings', () => {
  const loan = {
    principal: 200_000_000,
    unpaidPrincipal: 200_000_000,
    startDate: '2026-11-21',
    days: 7,
  };
  const none = { fees: 0, interest: 0, lateCharges: 0, extensionFees: 0 };

  it('holds a 4% weekly fee to the daily cost ceiling: 0.1% a day for the 7 days it adds', () => {
    const cap = idExtensionFeeCap({ ...loan, charged: none });
    expect(cap).toBe(1_400_000);
    const quote = extensionQuote({
      market: 'ID',
      unpaidPrincipal: loan.unpaidPrincipal,
      feeBps: 400,
      days: 7,
      today: '2026-12-01',
      nextDue: '2026-12-21',
      cap,
    });
    expect(quote).toEqual({ fee: 1_400_000, newDueDate: '2026-12-28', capped: true });
  });

  it('counts fees, interest, late charges and earlier extensions toward the 100% ceiling', () => {
    const charged = {
      fees: 10_000_000,
      interest: 50_000_000,
      lateCharges: 139_000_000,
      extensionFees: 500_000,
    };
    // 200,000,000 - 10,000,000 - 50,000,000 - 139,000,000 - 500,000 = 500,000 left.
    expect(idExtensionFeeCap({ ...loan, charged })).toBe(500_000);
    expect(idExtensionFeeCap({ ...loan, charged: { ...charged, lateCharges: 140_000_000 } })).toBe(
      0,
    );
  });

  it('never lets an extension take a loan past either ceiling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 1, max: 2_000 }),
        (principal, unpaidShare, days, [fees, interest, late, ext], feeBps) => {
          const unpaidPrincipal = Math.floor((principal * unpaidShare) / 100);
          const charged = {
            fees: (fees ?? 0) % principal,
            interest: (interest ?? 0) % principal,
            lateCharges: (late ?? 0) % principal,
            extensionFees: (ext ?? 0) % principal,
          };
          const cap = idExtensionFeeCap({
            principal,
            unpaidPrincipal,
            startDate: loan.startDate,
            days,
            charged,
          });
          const { fee } = extensionQuote({
            market: 'ID',
            unpaidPrincipal,
            feeBps,
            days,
            today: '2026-12-01',
            nextDue: '2026-12-21',
            cap,
          });
          const costBefore =
            charged.fees + charged.interest + charged.lateCharges + charged.extensionFees;
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee * 10_000).toBeLessThanOrEqual(
            unpaidPrincipal * idCostCap(loan.startDate).costBpsPerDay * days,
          );
          if (costBefore <= principal) expect(costBefore + fee).toBeLessThanOrEqual(principal);
          else expect(fee).toBe(0);
        },
      ),
    );
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
