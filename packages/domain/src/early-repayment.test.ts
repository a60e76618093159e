import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  largestPayment,
  decideRepayment,
  inCoolingOff,
  interestToDate,
  type PayoffInput,
  type PayoffInstalment,
  payoffQuote,
  prepaymentOpensDay,
} from './early-repayment.ts';
import type { Market } from './market.ts';
import { parsePricingConfig, quoteLoan } from './pricing.ts';

const START = '2026-11-21';

/** The seed's Indian product: 24% a year, 3 instalments. */
const IN_PRICING = parsePricingConfig({
  termDays: [91, 120, 180, 365],
  periods: 3,
  interest: { per: 'year', bps: 2400 },
  processingFeeBps: 300,
  feeTaxBps: 1800,
  extension: { feeBps: 500, days: 7, maxCount: 2 },
});
const ID_PRICING = parsePricingConfig({
  termDays: [91, 120, 180],
  periods: 3,
  interest: { per: 'day', bps: 5 },
  processingFeeBps: 200,
  feeTaxBps: 0,
  extension: { feeBps: 400, days: 7, maxCount: 2 },
});

/** A fresh loan's schedule, nothing paid yet, as the ledger would pass it. */
function freshLoan(market: Market, principal: number, termDays: number): PayoffInstalment[] {
  const pricing = market === 'IN' ? IN_PRICING : ID_PRICING;
  if (!pricing) throw new Error('bad pricing');
  const quoted = quoteLoan(
    { market, principal, termDays, startDate: START, pricing },
    { min: 1, max: Number.MAX_SAFE_INTEGER },
  );
  if (!quoted.ok) throw new Error(quoted.reason);
  return quoted.quote.instalments.map((i) => ({
    periodNo: i.periodNo,
    dueDate: i.dueDate,
    scheduledInterest: i.interest,
    fee: 0,
    interest: i.interest,
    principal: i.principal,
  }));
}

const base = (market: Market, day: number, instalments: PayoffInstalment[]): PayoffInput => ({
  market,
  startDate: START,
  today: addDays(START, day),
  termDays: 91,
  coolingOffDays: market === 'IN' ? 3 : 2,
  instalments,
  lateCharges: 0,
});

const owedOn = (input: PayoffInput) =>
  input.lateCharges + input.instalments.reduce((n, i) => n + i.fee + i.interest + i.principal, 0);

describe('the prepayment window and cooling-off (docs/product.md#early-repayment)', () => {
  it('opens in India at half the term, not before day 7; in Indonesia at once', () => {
    expect(prepaymentOpensDay('IN', 91)).toBe(46);
    expect(prepaymentOpensDay('IN', 120)).toBe(60);
    expect(prepaymentOpensDay('IN', 10)).toBe(7);
    expect(prepaymentOpensDay('ID', 91)).toBe(0);
  });

  it('counts cooling-off from the disbursal day to the last of its days', () => {
    expect([0, 1, 3, 4].map((d) => inCoolingOff(d, 3))).toEqual([true, true, true, false]);
    expect(inCoolingOff(0, 0)).toBe(false);
    expect(inCoolingOff(-1, 3)).toBe(false);
  });

  it('earns each instalment’s interest pro rata over the days of its own period', () => {
    const at = (today: string) =>
      interestToDate({
        scheduledInterest: 30_000,
        periodStart: '2026-01-01',
        dueDate: '2026-01-31',
        today,
        unit: 1,
      });
    expect(at('2025-12-31')).toBe(0);
    expect(at('2026-01-01')).toBe(0);
    expect(at('2026-01-11')).toBe(10_000);
    expect(at('2026-01-31')).toBe(30_000);
    expect(at('2026-03-01')).toBe(30_000);
    // Rupiah are whole: 10 of 30 days of Rp 1.001 is Rp 333,67, rounded half up to Rp 334.
    expect(
      interestToDate({
        scheduledInterest: 100_100,
        periodStart: '2026-01-01',
        dueDate: '2026-01-31',
        today: '2026-01-11',
        unit: 100,
      }),
    ).toBe(33_400);
  });
});

describe('payoffQuote, India', () => {
  const loan = freshLoan('IN', 1_000_000, 91);
  const interestOf = (k: number) => loan[k]?.scheduledInterest ?? 0;

  it('on day 0, in cooling-off, asks for the principal only', () => {
    const q = payoffQuote(base('IN', 0, loan));
    expect(q).toMatchObject({
      amount: 1_000_000,
      allowed: true,
      opensOn: null,
      coolingOff: true,
      coolingOffUntil: '2026-11-24',
      interest: 0,
    });
    expect(q.waivedInterest).toBe(loan.reduce((n, i) => n + i.interest, 0));
  });

  it('on day 3 still in cooling-off: the principal and three days of interest, late charges waived', () => {
    const q = payoffQuote({ ...base('IN', 3, loan), lateCharges: 5_000 });
    expect(q.coolingOff).toBe(true);
    expect(q.interest).toBe(Math.round((interestOf(0) * 3) / 30));
    expect(q.amount).toBe(1_000_000 + q.interest);
    expect(q.waivedLateCharges).toBe(5_000);
  });

  it('on day 20 of 91 is refused, and says it opens on day 46', () => {
    const q = payoffQuote(base('IN', 20, loan));
    expect(q).toMatchObject({ allowed: false, opensOn: addDays(START, 46), coolingOff: false });
  });

  it('on day 50 charges interest to day 50 only', () => {
    // Due days 30, 61, 91: the first period is whole, the second has 20 of its 31 days.
    const q = payoffQuote(base('IN', 50, loan));
    expect(q.allowed).toBe(true);
    const expected = interestOf(0) + Math.round((interestOf(1) * 20) / 31);
    expect(q.interest).toBe(expected);
    expect(q.amount).toBe(1_000_000 + expected);
    expect(q.waivedInterest).toBe(interestOf(0) + interestOf(1) + interestOf(2) - expected);
  });

  it('credits interest paid ahead against the principal', () => {
    // The first instalment and the second's interest paid on day 10; paid off on day 50.
    const paid = loan.map((i, k) =>
      k === 0 ? { ...i, interest: 0, principal: 0 } : k === 1 ? { ...i, interest: 0 } : i,
    );
    const q = payoffQuote(base('IN', 50, paid));
    const earnedSecond = Math.round((interestOf(1) * 20) / 31);
    const credit = interestOf(1) - earnedSecond;
    expect(q.interest).toBe(0);
    expect(q.amount).toBe((loan[1]?.principal ?? 0) + (loan[2]?.principal ?? 0) - credit);
    expect(q.lines.find((l) => l.periodNo === 3)?.waive.principal).toBe(credit);
  });

  it('pays fees due and late charges after cooling-off, and waives fees not yet due', () => {
    const withFees = loan.map((i) => ({ ...i, fee: 1_000 }));
    const q = payoffQuote({ ...base('IN', 50, withFees), lateCharges: 7_000 });
    expect(q.lateCharges).toBe(7_000);
    expect(q.lines.map((l) => l.pay.fee)).toEqual([1_000, 0, 0]);
    expect(q.lines.map((l) => l.waive.fee)).toEqual([0, 1_000, 1_000]);
  });
});

describe('payoffQuote, Indonesia', () => {
  it('is allowed any time after cooling-off, in whole rupiah', () => {
    const loan = freshLoan('ID', 300_000_000, 91);
    const q = payoffQuote(base('ID', 10, loan));
    expect(q).toMatchObject({ allowed: true, opensOn: null, coolingOff: false });
    expect(q.amount % 100).toBe(0);
    expect(q.amount).toBeLessThan(owedOn(base('ID', 10, loan)));
    expect(payoffQuote(base('ID', 0, loan)).amount).toBe(300_000_000);
  });
});

describe('payoffQuote properties', () => {
  const scenario = fc
    .record({
      market: fc.constantFrom<Market>('IN', 'ID'),
      termDays: fc.constantFrom(91, 120, 180),
      principalUnits: fc.integer({ min: 1_000, max: 100_000 }),
      // How much of the schedule was paid, oldest first, in basis points of it.
      paidBps: fc.integer({ min: 0, max: 10_000 }),
      day: fc.integer({ min: 0, max: 400 }),
      coolingOffDays: fc.integer({ min: 0, max: 10 }),
      lateCharges: fc.integer({ min: 0, max: 5_000_000 }),
      fee: fc.integer({ min: 0, max: 50 }),
    })
    .map((s) => {
      const unit = s.market === 'IN' ? 1 : 100;
      const principal = s.principalUnits * 100 * unit;
      const fresh = freshLoan(s.market, principal, s.termDays).map((i) => ({
        ...i,
        fee: s.fee * unit,
      }));
      // Part payments reach each instalment oldest first, as fee, interest, principal; rupiah
      // are paid whole.
      const scheduled = fresh.reduce((n, i) => n + i.fee + i.interest + i.principal, 0);
      let paid = Math.floor((scheduled * s.paidBps) / 10_000 / unit) * unit;
      const instalments = fresh.map((i) => {
        const fee = Math.min(paid, i.fee);
        paid -= fee;
        const interest = Math.min(paid, i.interest);
        paid -= interest;
        const p = Math.min(paid, i.principal);
        paid -= p;
        return {
          ...i,
          fee: i.fee - fee,
          interest: i.interest - interest,
          principal: i.principal - p,
        };
      });
      const input: PayoffInput = {
        market: s.market,
        startDate: START,
        today: addDays(START, s.day),
        termDays: s.termDays,
        coolingOffDays: s.coolingOffDays,
        instalments,
        lateCharges: s.lateCharges * unit,
      };
      return { s, input, fresh };
    });

  it('never asks more than the schedule, and splits every unpaid part into paid or settled', () => {
    fc.assert(
      fc.property(scenario, ({ input }) => {
        const q = payoffQuote(input);
        expect(q.amount).toBeLessThanOrEqual(owedOn(input));
        expect(q.amount).toBe(
          q.lateCharges +
            q.lines.reduce((n, l) => n + l.pay.fee + l.pay.interest + l.pay.principal, 0),
        );
        expect(q.lateCharges + q.waivedLateCharges).toBe(input.lateCharges);
        for (const line of q.lines) {
          const owed = input.instalments.find((i) => i.periodNo === line.periodNo);
          for (const part of ['fee', 'interest', 'principal'] as const) {
            expect(line.pay[part]).toBeGreaterThanOrEqual(0);
            expect(line.waive[part]).toBeGreaterThanOrEqual(0);
            expect(line.pay[part] + line.waive[part]).toBe(owed?.[part]);
          }
        }
        if (input.market === 'ID') expect(q.amount % 100).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('equals what the schedule asks when paid on or after the last due date', () => {
    fc.assert(
      fc.property(scenario, ({ input }) => {
        const last = input.instalments.at(-1)?.dueDate ?? START;
        const later = { ...input, today: input.today > last ? input.today : last };
        const q = payoffQuote(later);
        expect(q.allowed).toBe(true);
        const cooling = inCoolingOff(
          Math.round((Date.parse(later.today) - Date.parse(START)) / 86_400_000),
          later.coolingOffDays,
        );
        expect(q.amount).toBe(owedOn(later) - (cooling ? later.lateCharges : 0));
        expect(q.waivedInterest).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('on day 0 of a fresh loan, in cooling-off, equals the principal', () => {
    fc.assert(
      fc.property(scenario, ({ input, fresh }) => {
        const q = payoffQuote({
          ...input,
          instalments: fresh,
          today: START,
          coolingOffDays: Math.max(1, input.coolingOffDays),
        });
        expect(q.coolingOff).toBe(true);
        expect(q.allowed).toBe(true);
        expect(q.amount).toBe(fresh.reduce((n, i) => n + i.principal, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('charges interest only to the day of payment: what was paid plus the payoff is the interest earned', () => {
    fc.assert(
      fc.property(scenario, ({ input }) => {
        const q = payoffQuote(input);
        const unit = input.market === 'IN' ? 1 : 100;
        let previous = START;
        let earned = 0;
        let paidBefore = 0;
        for (const i of input.instalments) {
          earned += interestToDate({
            scheduledInterest: i.scheduledInterest,
            periodStart: previous,
            dueDate: i.dueDate,
            today: input.today,
            unit,
          });
          previous = i.dueDate;
          paidBefore += i.scheduledInterest - i.interest;
        }
        const credited = q.lines.reduce((n, l) => n + l.waive.principal, 0);
        const unpaidPrincipal = input.instalments.reduce((n, i) => n + i.principal, 0);
        // Interest kept by the lender: paid before and now, less what was credited back.
        const kept = paidBefore + q.interest - credited;
        if (credited < unpaidPrincipal) expect(kept).toBe(earned);
        else expect(kept).toBeGreaterThanOrEqual(earned);
      }),
      { numRuns: 500 },
    );
  });

  it('opens India’s window at half the term, and never refuses Indonesia or cooling-off', () => {
    fc.assert(
      fc.property(scenario, ({ s, input }) => {
        const q = payoffQuote(input);
        const cooling = inCoolingOff(s.day, s.coolingOffDays);
        expect(q.coolingOff).toBe(cooling);
        if (input.market === 'ID' || cooling) expect(q.allowed).toBe(true);
        else expect(q.allowed).toBe(s.day >= Math.max(7, Math.ceil(s.termDays / 2)));
        expect(q.opensOn).toBe(
          q.allowed ? null : addDays(START, Math.max(7, Math.ceil(s.termDays / 2))),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('decideRepayment', () => {
  const open = { amount: 900, allowed: true, opensOn: null };
  const shut = { amount: 900, allowed: false, opensOn: '2027-01-06' };

  it('takes an amount from the payoff up to everything as the payoff, never charging more', () => {
    expect(decideRepayment({ amount: 900, owed: 1_000, payoff: open })).toEqual({
      ok: true,
      kind: 'payoff',
      amount: 900,
    });
    expect(decideRepayment({ amount: 1_000, owed: 1_000, payoff: open })).toEqual({
      ok: true,
      kind: 'payoff',
      amount: 900,
    });
    expect(decideRepayment({ amount: 1_001, owed: 1_000, payoff: open })).toEqual({
      ok: false,
      reason: 'overpayment',
      max: 900,
    });
    expect(decideRepayment({ amount: 899, owed: 1_000, payoff: open })).toEqual({
      ok: true,
      kind: 'part',
      amount: 899,
    });
  });

  it('refuses everything before the window opens, and takes less as a part payment', () => {
    expect(decideRepayment({ amount: 1_000, owed: 1_000, payoff: shut })).toEqual({
      ok: false,
      reason: 'payoff_not_open',
      opensOn: '2027-01-06',
    });
    expect(decideRepayment({ amount: 950, owed: 1_000, payoff: shut })).toEqual({
      ok: true,
      kind: 'part',
      amount: 950,
    });
  });

  it('refuses nothing, fractions and anything once nothing is owed', () => {
    expect(decideRepayment({ amount: 0, owed: 1_000, payoff: open })).toEqual({
      ok: false,
      reason: 'invalid_amount',
    });
    expect(decideRepayment({ amount: 1.5, owed: 1_000, payoff: open }).ok).toBe(false);
    expect(decideRepayment({ amount: 1, owed: 0, payoff: { ...shut, amount: 0 } })).toEqual({
      ok: false,
      reason: 'overpayment',
      max: 0,
    });
  });
});

describe('the largest payment taken today', () => {
  it('is the payoff while paying off is allowed, and less than everything before', () => {
    const payoff = { amount: 900, allowed: true };
    expect(largestPayment({ market: 'IN', owed: 1_000, payoff })).toBe(900);
    expect(
      largestPayment({ market: 'IN', owed: 1_000, payoff: { ...payoff, allowed: false } }),
    ).toBe(999);
    expect(
      largestPayment({ market: 'ID', owed: 10_000, payoff: { ...payoff, allowed: false } }),
    ).toBe(9_900);
    expect(largestPayment({ market: 'ID', owed: 10_000, payoff: null })).toBe(10_000);
  });

  it('is never refused as settling everything before the window opens', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), (owed) => {
        const payoff = { amount: owed, allowed: false, opensOn: '2027-01-06' };
        const most = largestPayment({ market: 'IN', owed, payoff });
        expect(decideRepayment({ amount: most, owed, payoff }).ok).toBe(true);
      }),
    );
  });
});
