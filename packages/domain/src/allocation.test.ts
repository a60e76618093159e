import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_ORDER,
  allocatePayment,
  owedOn,
  totalOwed,
  type InstalmentBalance,
} from './allocation.ts';

const plan: InstalmentBalance[] = [
  { periodNo: 2, penalty: 0, fee: 0, interest: 300, principal: 5_000 },
  { periodNo: 1, penalty: 1_000, fee: 200, interest: 500, principal: 5_000 },
];

describe('allocatePayment', () => {
  it('pays the oldest instalment first: penalty, fee, interest, then principal', () => {
    const result = allocatePayment(plan, 1_500);
    expect(result).toEqual({
      ok: true,
      allocations: [{ periodNo: 1, penalty: 1_000, fee: 200, interest: 300, principal: 0 }],
      remaining: [
        { periodNo: 1, penalty: 0, fee: 0, interest: 200, principal: 5_000 },
        { periodNo: 2, penalty: 0, fee: 0, interest: 300, principal: 5_000 },
      ],
    });
  });

  it('moves to the next instalment only once the earlier one is settled', () => {
    const result = allocatePayment(plan, 6_900);
    expect(result.ok && result.allocations).toEqual([
      { periodNo: 1, penalty: 1_000, fee: 200, interest: 500, principal: 5_000 },
      { periodNo: 2, penalty: 0, fee: 0, interest: 200, principal: 0 },
    ]);
  });

  it('settles everything with the exact total, and refuses a cent more', () => {
    const all = allocatePayment(plan, 12_000);
    expect(all.ok && all.remaining.every((r) => owedOn(r) === 0)).toBe(true);
    expect(allocatePayment(plan, 12_001)).toEqual({
      ok: false,
      reason: 'overpayment',
      owed: 12_000,
    });
  });

  it('refuses zero, negative and fractional amounts', () => {
    for (const amount of [0, -1, 10.5, Number.NaN]) {
      expect(allocatePayment(plan, amount)).toMatchObject({ ok: false, reason: 'invalid_amount' });
    }
  });

  const balance = fc.record({
    penalty: fc.integer({ min: 0, max: 1_000_000 }),
    fee: fc.integer({ min: 0, max: 1_000_000 }),
    interest: fc.integer({ min: 0, max: 5_000_000 }),
    principal: fc.integer({ min: 0, max: 50_000_000 }),
  });
  const balances = fc
    .array(balance, { minLength: 1, maxLength: 12 })
    .map((list) => list.map((b, i) => ({ periodNo: i + 1, ...b })));

  it('always allocates exactly the payment, never more than owed on any part, never negative', () => {
    fc.assert(
      fc.property(balances, fc.double({ min: 0, max: 1, noNaN: true }), (bs, share) => {
        const owed = totalOwed(bs);
        fc.pre(owed > 0);
        const amount = Math.max(1, Math.floor(owed * share));
        const result = allocatePayment(bs, amount);
        if (!result.ok) throw new Error(result.reason);
        expect(result.allocations.reduce((n, a) => n + owedOn(a), 0)).toBe(amount);
        for (const r of result.remaining)
          for (const part of ALLOCATION_ORDER) expect(r[part]).toBeGreaterThanOrEqual(0);
        for (const a of result.allocations) {
          const before = bs.find((b) => b.periodNo === a.periodNo);
          for (const part of ALLOCATION_ORDER)
            expect(a[part]).toBeLessThanOrEqual(before?.[part] ?? 0);
        }
        expect(totalOwed(result.remaining)).toBe(owed - amount);
      }),
    );
  });

  it('never pays a later instalment or a later part while an earlier one is owed', () => {
    fc.assert(
      fc.property(balances, fc.integer({ min: 1, max: 200_000_000 }), (bs, raw) => {
        const owed = totalOwed(bs);
        fc.pre(owed > 0);
        const result = allocatePayment(bs, Math.min(raw, owed));
        if (!result.ok) throw new Error(result.reason);
        // Flatten in the order money flows; a part that received money has only settled parts before it.
        const flat = result.remaining.flatMap((r) => ALLOCATION_ORDER.map((p) => r[p]));
        const original = [...bs]
          .sort((a, b) => a.periodNo - b.periodNo)
          .flatMap((b) => ALLOCATION_ORDER.map((p) => b[p]));
        flat.forEach((v, i) => {
          if (i > 0 && v < (original[i] ?? 0)) {
            // Anything paid here means everything before it was paid in full.
            for (let j = 0; j < i; j++) expect(flat[j]).toBe(0);
          }
        });
      }),
    );
  });
});
