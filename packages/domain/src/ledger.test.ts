import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstUnpaidInstalment, outstanding, overdueAmount, type InstalmentDue } from './ledger.ts';

const plan: InstalmentDue[] = [
  { periodNo: 2, dueDate: '2026-12-21', total: 5_000 },
  { periodNo: 1, dueDate: '2026-11-21', total: 5_000 },
  { periodNo: 3, dueDate: '2027-01-21', total: 5_000 },
];

describe('ledger', () => {
  it('finds the oldest instalment the payments do not cover', () => {
    expect(firstUnpaidInstalment(plan, 0)?.periodNo).toBe(1);
    expect(firstUnpaidInstalment(plan, 4_999)?.periodNo).toBe(1);
    expect(firstUnpaidInstalment(plan, 5_000)?.periodNo).toBe(2);
    expect(firstUnpaidInstalment(plan, 14_999)?.periodNo).toBe(3);
    expect(firstUnpaidInstalment(plan, 15_000)).toBeNull();
  });

  it('never owes a negative amount', () => {
    expect(outstanding(plan, 0)).toBe(15_000);
    expect(outstanding(plan, 6_000)).toBe(9_000);
    expect(outstanding(plan, 20_000)).toBe(0);
  });

  it('has nothing unpaid exactly when nothing is outstanding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 200_000_000 }),
        (totals, paid) => {
          const instalments = totals.map((total, i) => ({
            periodNo: i + 1,
            dueDate: '2026-01-01',
            total,
          }));
          expect(firstUnpaidInstalment(instalments, paid) === null).toBe(
            outstanding(instalments, paid) === 0,
          );
        },
      ),
    );
  });

  it('counts as overdue only what fell due before today and is unpaid', () => {
    // Due 2026-11-21, 2026-12-21, 2027-01-21, 5,000 each.
    expect(overdueAmount(plan, 0, '2026-11-21')).toBe(0);
    expect(overdueAmount(plan, 0, '2026-11-22')).toBe(5_000);
    expect(overdueAmount(plan, 2_000, '2026-12-22')).toBe(8_000);
    expect(overdueAmount(plan, 12_000, '2026-12-22')).toBe(0);
  });
});
