import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from './market.ts';
import { allocatePayment, type InstalmentBalance } from './allocation.ts';
import {
  IN_LATE_CHARGES,
  inPenalCeiling,
  latePenalty,
  type OverdueInstalment,
  type PenaltyInput,
  carriedAfterPayment,
  orderPenalty,
  penaltyCanGrow,
  type OrderPenaltyInput,
} from './penalty.ts';

const IN_BASE: PenaltyInput = {
  market: 'IN',
  unpaid: 1_000_000, // ₹10,000
  principal: 2_000_000,
  daysOverdue: 0,
  startDate: '2026-11-21',
};

const ID_BASE: PenaltyInput = {
  market: 'ID',
  unpaid: 321_300_000,
  principal: 300_000_000,
  daysOverdue: 0,
  startDate: '2026-11-21',
};

describe('latePenalty, India (loan terms text)', () => {
  const at = (daysOverdue: number) => latePenalty({ ...IN_BASE, daysOverdue });

  it('costs nothing on the due date', () => {
    expect(at(0)).toEqual({ fixed: 0, daily: 0, total: 0 });
    expect(at(-3)).toEqual({ fixed: 0, daily: 0, total: 0 });
  });

  it('charges one fixed fee of ₹800 once, the same for a first and a repeat borrower', () => {
    expect(at(1)).toEqual({ fixed: 80_000, daily: 50_000, total: 130_000 });
    expect(at(200).fixed).toBe(80_000);
    // Nothing about the borrower reaches the charge: a repeat borrower's loan of the same
    // product costs exactly what a first loan costs, in both markets.
    const repeat = { ...IN_BASE, daysOverdue: 12, repeatClient: true } as PenaltyInput;
    expect(latePenalty(repeat)).toEqual(at(12));
    expect(
      latePenalty({ ...ID_BASE, daysOverdue: 12, repeatClient: true } as PenaltyInput),
    ).toEqual(latePenalty({ ...ID_BASE, daysOverdue: 12 }));
  });

  it('charges the product’s own late charges when it has them', () => {
    const lateCharges = { fixedFee: 50_000, dailyBands: [{ fromDay: 1, bps: 100 }] };
    expect(latePenalty({ ...IN_BASE, daysOverdue: 3, lateCharges })).toEqual({
      fixed: 50_000,
      daily: 30_000,
      total: 80_000,
    });
  });

  it('adds 5% a day for days 1–30, 4% for 31–90 and 2% from day 91, not compounded', () => {
    expect(at(30).daily).toBe(1_500_000); // 30 × 5%
    expect(at(31).daily).toBe(1_540_000); // + 4%
    expect(at(90).daily).toBe(3_900_000); // 150% + 60 × 4%
    expect(at(91).daily).toBe(3_920_000); // + 2%
    expect(at(100).daily).toBe(4_100_000);
    expect(at(100).total).toBe(4_180_000);
  });

  it('rounds to the paisa, half up', () => {
    // 5% of 12,345 is 617.25; 2 days is 1,234.5.
    expect(latePenalty({ ...IN_BASE, unpaid: 12_345, daysOverdue: 1 }).daily).toBe(617);
    expect(latePenalty({ ...IN_BASE, unpaid: 12_345, daysOverdue: 2 }).daily).toBe(1_235);
  });

  it('charges nothing when nothing is unpaid', () => {
    expect(latePenalty({ ...IN_BASE, unpaid: 0, daysOverdue: 10 }).total).toBe(0);
  });
});

describe('latePenalty, Indonesia (OJK ceilings)', () => {
  it('charges the daily late-fee ceiling of the start date, no fixed fee', () => {
    // From 2026: 0.1% of Rp 3.213.000 a day = Rp 3.213.
    expect(latePenalty({ ...ID_BASE, daysOverdue: 1 })).toEqual({
      fixed: 0,
      daily: 321_300,
      total: 321_300,
    });
    expect(latePenalty({ ...ID_BASE, daysOverdue: 10 }).total).toBe(3_213_000);
    // A loan started in 2024 keeps 0.3% a day.
    expect(latePenalty({ ...ID_BASE, startDate: '2024-06-01', daysOverdue: 1 }).total).toBe(
      963_900,
    );
  });

  it('rounds down to whole rupiah, so the ceiling is never passed by sen', () => {
    // 0.1% of 123,456,789 sen is 123,456.789 sen.
    expect(latePenalty({ ...ID_BASE, unpaid: 123_456_789, daysOverdue: 1 }).total).toBe(123_400);
  });

  it('stops where fees + interest + late fees reach 100% of principal', () => {
    const alreadyCharged = { fees: 6_000_000, interest: 21_300_000 };
    // Room left: 300,000,000 - 27,300,000 = 272,700,000 sen; reached after 849 days.
    expect(latePenalty({ ...ID_BASE, alreadyCharged, daysOverdue: 848 }).total).toBe(272_462_400);
    expect(latePenalty({ ...ID_BASE, alreadyCharged, daysOverdue: 849 }).total).toBe(272_700_000);
    expect(latePenalty({ ...ID_BASE, alreadyCharged, daysOverdue: 5_000 }).total).toBe(272_700_000);
    const full = { fees: 100_000_000, interest: 200_000_000 };
    expect(latePenalty({ ...ID_BASE, alreadyCharged: full, daysOverdue: 30 }).total).toBe(0);
  });

  it('refuses amounts that are not minor units', () => {
    expect(() => latePenalty({ ...ID_BASE, unpaid: -1, daysOverdue: 1 })).toThrow(RangeError);
    expect(() => latePenalty({ ...ID_BASE, unpaid: 1.5, daysOverdue: 1 })).toThrow(RangeError);
    expect(() => latePenalty({ ...ID_BASE, daysOverdue: 1.5 })).toThrow(RangeError);
  });
});

describe('latePenalty properties', () => {
  const input = fc.record({
    market: fc.constantFrom<Market>('IN', 'ID'),
    unpaid: fc.integer({ min: 0, max: 10_000_000_000 }),
    principal: fc.integer({ min: 1, max: 10_000_000_000 }),
    daysOverdue: fc.integer({ min: -5, max: 2_000 }),
    startDate: fc.constantFrom('2023-06-01', '2024-05-05', '2025-02-02', '2026-11-21'),
    alreadyCharged: fc.record({
      fees: fc.integer({ min: 0, max: 5_000_000_000 }),
      interest: fc.integer({ min: 0, max: 5_000_000_000 }),
    }),
  });

  it('never falls as days pass', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 400 }), (i, more) => {
        const before = latePenalty(i);
        const after = latePenalty({ ...i, daysOverdue: i.daysOverdue + more });
        expect(after.total).toBeGreaterThanOrEqual(before.total);
        expect(before.total).toBe(before.fixed + before.daily);
        for (const a of [before.fixed, before.daily]) {
          expect(Number.isSafeInteger(a) && a >= 0).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps Indonesian charges within 100% of principal', () => {
    fc.assert(
      fc.property(
        input.filter((i) => i.market === 'ID'),
        (i) => {
          const { total } = latePenalty(i);
          const charged = i.alreadyCharged.fees + i.alreadyCharged.interest;
          expect(total % 100).toBe(0);
          expect(total + Math.min(charged, i.principal)).toBeLessThanOrEqual(i.principal);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('orderPenalty', () => {
  it('charges each instalment for its own days late and the fixed fee once', () => {
    const base = {
      market: 'IN' as const,
      principal: 3_000_000,
      startDate: '2026-01-01',
    };
    const total = orderPenalty({
      ...base,
      overdue: [
        { unpaid: 1_000_000, principal: 1_000_000, daysOverdue: 20 },
        { unpaid: 1_000_000, principal: 1_000_000, daysOverdue: 9 },
      ],
      alreadyCharged: { fees: 0, interest: 0 },
    });
    const first = latePenalty({ ...base, unpaid: 1_000_000, daysOverdue: 20 });
    const second = latePenalty({ ...base, unpaid: 1_000_000, daysOverdue: 9 });
    expect(total).toBe(first.total + second.daily);
    expect(
      orderPenalty({
        ...base,
        overdue: [{ unpaid: 0, principal: 0, daysOverdue: 40 }],
        alreadyCharged: { fees: 0, interest: 0 },
      }),
    ).toBe(0);
  });

  it('keeps Indonesian charges within 100% of the principal', () => {
    const total = orderPenalty({
      market: 'ID',
      principal: 100_000_000,
      startDate: '2026-01-01',
      overdue: [{ unpaid: 100_000_000, principal: 100_000_000, daysOverdue: 5_000 }],
      alreadyCharged: { fees: 2_000_000, interest: 8_000_000 },
    });
    expect(total).toBe(90_000_000);
  });
});

describe('orderPenalty, India’s ceiling (docs/product.md#late-charges)', () => {
  const base = {
    market: 'IN' as const,
    principal: 3_000_000,
    startDate: '2026-01-01',
    alreadyCharged: { fees: 0, interest: 0 },
  };

  it('never charges more than the overdue principal', () => {
    // ₹10,000 due, of which ₹9,000 principal, 40 days late: ₹800 + 190% uncapped.
    const overdue = [{ unpaid: 1_000_000, principal: 900_000, daysOverdue: 40 }];
    expect(orderPenalty({ ...base, overdue })).toBe(900_000);
    // Early on the ceiling is far away: the bands apply as they are.
    const early = [{ unpaid: 1_000_000, principal: 900_000, daysOverdue: 2 }];
    expect(orderPenalty({ ...base, overdue: early })).toBe(80_000 + 100_000);
  });

  it('counts only the principal still unpaid on the overdue instalments', () => {
    // Only interest is left on the overdue instalment: no principal, so no penal charge at all.
    const interestOnly = [{ unpaid: 20_000, principal: 0, daysOverdue: 10 }];
    expect(orderPenalty({ ...base, overdue: interestOnly })).toBe(0);
    expect(inPenalCeiling(123_456)).toBe(
      Math.floor((123_456 * IN_LATE_CHARGES.capBpsOfOverduePrincipal) / 10_000),
    );
  });

  it('keeps charges frozen by an extension, and accrues nothing on top past the ceiling', () => {
    const overdue = [{ unpaid: 1_000_000, principal: 500_000, daysOverdue: 5 }];
    expect(orderPenalty({ ...base, overdue, carried: 300_000 })).toBe(500_000);
    expect(orderPenalty({ ...base, overdue, carried: 700_000 })).toBe(700_000);
    expect(orderPenalty({ ...base, overdue: [], carried: 700_000 })).toBe(700_000);
  });

  it('refuses an unpaid principal above what is unpaid', () => {
    expect(() =>
      orderPenalty({ ...base, overdue: [{ unpaid: 10, principal: 11, daysOverdue: 1 }] }),
    ).toThrow(RangeError);
  });
});

describe('orderPenalty properties, India', () => {
  /** A schedule, part payments applied oldest first as the ledger does, and a day to look at. */
  const scenario = fc.record({
    instalments: fc.array(
      fc.record({
        principal: fc.integer({ min: 0, max: 500_000_000 }),
        interest: fc.integer({ min: 0, max: 100_000_000 }),
        fee: fc.integer({ min: 0, max: 10_000_000 }),
        dueDay: fc.integer({ min: 1, max: 400 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    payments: fc.array(fc.integer({ min: 1, max: 300_000_000 }), { maxLength: 4 }),
    today: fc.integer({ min: 0, max: 1_200 }),
    carried: fc.integer({ min: 0, max: 50_000_000 }),
  });

  /** What is still unpaid on each instalment once the payments went in, oldest first. */
  function overdueOn(s: Scenario, today = s.today) {
    const sorted = [...s.instalments].sort((a, b) => a.dueDay - b.dueDay);
    let balances: InstalmentBalance[] = sorted.map((i, k) => ({
      periodNo: k + 1,
      penalty: 0,
      fee: i.fee,
      interest: i.interest,
      principal: i.principal,
    }));
    for (const amount of s.payments) {
      const paid = allocatePayment(balances, amount);
      if (paid.ok) balances = paid.remaining;
    }
    return balances
      .map((b, k): OverdueInstalment & { due: boolean } => ({
        unpaid: b.fee + b.interest + b.principal,
        principal: b.principal,
        daysOverdue: today - (sorted[k]?.dueDay ?? 0),
        due: (sorted[k]?.dueDay ?? 0) < today,
      }))
      .filter((i) => i.due);
  }
  type Scenario = {
    instalments: { principal: number; interest: number; fee: number; dueDay: number }[];
    payments: number[];
    today: number;
    carried: number;
  };
  const charges = (s: Scenario, today = s.today, carried = 0) =>
    orderPenalty({
      market: 'IN',
      principal: s.instalments.reduce((n, i) => n + i.principal, 0),
      startDate: '2026-01-01',
      overdue: overdueOn(s, today),
      alreadyCharged: { fees: 0, interest: 0 },
      carried,
    });

  it('never exceeds the overdue principal, for any amounts, days late and part payments', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const overduePrincipal = overdueOn(s).reduce((n, i) => n + i.principal, 0);
        const total = charges(s);
        expect(Number.isSafeInteger(total) && total >= 0).toBe(true);
        expect(total).toBeLessThanOrEqual(overduePrincipal);
        // With frozen charges, only they may stand above it: nothing new is added past it.
        expect(charges(s, s.today, s.carried)).toBeLessThanOrEqual(
          Math.max(s.carried, overduePrincipal),
        );
        expect(charges(s, s.today, s.carried)).toBeGreaterThanOrEqual(s.carried);
      }),
      { numRuns: 300 },
    );
  });

  it('never grows on earlier penal charges: simple charges on what is unpaid, then the ceiling', () => {
    // An independent model of the rule: per day, the band's rate on what is unpaid of each
    // overdue instalment (fees, interest, principal; never late charges), the fixed fee once.
    const rateOn = (day: number) =>
      IN_LATE_CHARGES.dailyBands.findLast((b) => day >= b.fromDay)?.bps ?? 0;
    fc.assert(
      fc.property(scenario, (s) => {
        const overdue = overdueOn(s).filter((i) => i.unpaid > 0 && i.daysOverdue > 0);
        let model = 0;
        for (const i of overdue) {
          let bpsDays = 0;
          for (let day = 1; day <= i.daysOverdue; day++) bpsDays += rateOn(day);
          // Half up to the paisa, on this instalment alone.
          model += Math.floor((2 * i.unpaid * bpsDays + 10_000) / 20_000);
        }
        if (overdue.length > 0) model += IN_LATE_CHARGES.fixedFee;
        const ceiling = overdue.reduce((n, i) => n + i.principal, 0);
        expect(charges(s)).toBe(Math.min(model, ceiling));
      }),
      { numRuns: 300 },
    );
  });
});

describe('penaltyCanGrow (docs/product.md#late-charges)', () => {
  const base = {
    principal: 3_000_000,
    startDate: '2026-01-01',
    alreadyCharged: { fees: 0, interest: 0 },
  };

  it('is true below India’s ceiling and false once the charges stand at it', () => {
    // ₹10,000 of principal: ₹800 + 5% a day reaches ₹10,000 on day 19 (₹800 + 95% = ₹10,300).
    const at = (daysOverdue: number) => ({
      ...base,
      market: 'IN' as const,
      overdue: [{ unpaid: 1_000_000, principal: 1_000_000, daysOverdue }],
    });
    expect(penaltyCanGrow(at(1))).toBe(true);
    expect(penaltyCanGrow(at(18))).toBe(true); // ₹800 + 90% = ₹9,800; tomorrow the ceiling
    expect(orderPenalty(at(19))).toBe(1_000_000);
    expect(penaltyCanGrow(at(19))).toBe(false);
    expect(penaltyCanGrow(at(40))).toBe(false);
    // Charges frozen by an extension above the ceiling: nothing more accrues.
    expect(penaltyCanGrow({ ...at(1), carried: 1_000_000 })).toBe(false);
  });

  it('is false once Indonesia’s 100% ceiling is reached', () => {
    const at = (daysOverdue: number) => ({
      ...base,
      market: 'ID' as const,
      principal: 100_000_000,
      overdue: [{ unpaid: 100_000_000, principal: 100_000_000, daysOverdue }],
      alreadyCharged: { fees: 2_000_000, interest: 8_000_000 },
    });
    expect(penaltyCanGrow(at(10))).toBe(true);
    expect(penaltyCanGrow(at(5_000))).toBe(false);
  });

  it('is false when nothing is overdue', () => {
    expect(penaltyCanGrow({ ...base, market: 'IN', overdue: [] })).toBe(false);
  });
});

describe('carriedAfterPayment: charges levied stay levied (docs/decisions/108-charges-levied-stay.md)', () => {
  const loan = {
    principal: 3_000_000,
    startDate: '2026-01-01',
    alreadyCharged: { fees: 0, interest: 0 },
  };

  it('keeps the first instalment’s charges once it is paid, so the second one’s show in full', () => {
    // Instalment 1 (₹10,000, all principal) 5 days late: ₹800 + 25% = ₹3,300.
    const before: OrderPenaltyInput = {
      ...loan,
      market: 'IN',
      overdue: [{ unpaid: 1_000_000, principal: 1_000_000, daysOverdue: 5 }],
    };
    expect(orderPenalty(before)).toBe(330_000);
    // Paid in full, charges included: nothing is late any more, and the ₹3,300 stays levied.
    const cleared = { ...before, overdue: [] };
    const carried = carriedAfterPayment(cleared, 330_000);
    expect(carried).toBe(330_000);
    // A month on, instalment 2 (₹10,000) is 1 day late: its own 5% on top, and no second fixed
    // fee, as the fee is charged once per order.
    const second = {
      ...cleared,
      carried,
      overdue: [{ unpaid: 1_000_000, principal: 1_000_000, daysOverdue: 1 }],
    };
    expect(orderPenalty(second) - carried).toBe(50_000);
  });

  it('keeps what a part payment’s instalment had earned, and accrues on only what is left', () => {
    const at = (unpaid: number, daysOverdue: number, carried = 0): OrderPenaltyInput => ({
      ...loan,
      market: 'IN',
      overdue: [{ unpaid, principal: unpaid, daysOverdue }],
      carried,
    });
    // ₹10,000 2 days late: ₹800 + 10%. Then ₹6,000 of it paid.
    const before = orderPenalty(at(1_000_000, 2));
    expect(before).toBe(180_000);
    const carried = carriedAfterPayment(at(400_000, 2), before);
    expect(orderPenalty(at(400_000, 2, carried))).toBe(before);
    // Tomorrow: 5% of the ₹4,000 left, not of ₹10,000, and the fixed fee not again.
    expect(orderPenalty(at(400_000, 3, carried)) - before).toBe(20_000);
  });

  const scenario = fc.record({
    market: fc.constantFrom<Market>('IN', 'ID'),
    instalments: fc.array(
      fc.record({
        principal: fc.integer({ min: 0, max: 50_000_000 }),
        interest: fc.integer({ min: 0, max: 10_000_000 }),
        dueDay: fc.integer({ min: 1, max: 200 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    // Each payment on its day, oldest instalment first, as the ledger applies them.
    payments: fc.array(
      fc.record({
        day: fc.integer({ min: 1, max: 300 }),
        amount: fc.integer({ min: 1, max: 60_000_000 }),
      }),
      { maxLength: 5 },
    ),
    fees: fc.integer({ min: 0, max: 5_000_000 }),
  });

  it('never lowers the charges: not on the day of a payment, nor on any day after', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const sorted = [...s.instalments].sort((a, b) => a.dueDay - b.dueDay);
        const principal = sorted.reduce((n, i) => n + i.principal, 0);
        let balances: InstalmentBalance[] = sorted.map((i, k) => ({
          periodNo: k + 1,
          penalty: 0,
          fee: 0,
          interest: i.interest,
          principal: i.principal,
        }));
        let carried = 0;
        const input = (day: number): OrderPenaltyInput => ({
          market: s.market,
          principal,
          startDate: '2026-01-01',
          alreadyCharged: {
            fees: s.fees,
            interest: sorted.reduce((n, i) => n + i.interest, 0),
          },
          carried,
          overdue: balances
            .map((b, k) => ({
              unpaid: b.fee + b.interest + b.principal,
              principal: b.principal,
              daysOverdue: day - (sorted[k]?.dueDay ?? 0),
            }))
            .filter((i) => i.daysOverdue > 0),
        });
        const payments = [...s.payments].sort((a, b) => a.day - b.day);
        let last = 0;
        for (let day = 1; day <= 320; day++) {
          const today = orderPenalty(input(day));
          expect(today).toBeGreaterThanOrEqual(last);
          for (const payment of payments.filter((p) => p.day === day)) {
            const before = orderPenalty(input(day));
            const paid = allocatePayment(balances, payment.amount);
            if (!paid.ok) continue;
            balances = paid.remaining;
            const next = carriedAfterPayment(input(day), before);
            expect(next).toBeGreaterThanOrEqual(carried);
            carried = next;
            expect(orderPenalty(input(day))).toBe(before);
          }
          last = orderPenalty(input(day));
        }
        // Frozen or not, Indonesia's charges stay within the 100% ceiling.
        if (s.market === 'ID') {
          const costs = s.fees + sorted.reduce((n, i) => n + i.interest, 0);
          expect(last).toBeLessThanOrEqual(Math.max(0, principal - costs));
        }
      }),
      { numRuns: 150 },
    );
  });
});
