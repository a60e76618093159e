import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates.ts';
import { extensionQuote, idExtensionFeeCap } from './extension.ts';
import type { Market } from './market.ts';
import { orderPenalty } from './penalty.ts';
import { idCostCap, quoteLoan, type PricingConfig, type Quote } from './pricing.ts';

/**
 * What the key fact statement discloses, checked against rules written here from scratch rather
 * than read from pricing.ts (docs/product.md#pricing, docs/decisions/100-apr-by-instalment-period.md):
 * the APR by the RBI's convention, and Indonesia's every cost within OJK's ceilings.
 */

const WIDE = { min: 1, max: 100_000_000_000 };

const product = (market: Market) =>
  fc
    .record({
      periods: fc.integer({ min: 1, max: 6 }),
      rate: fc.oneof(
        fc.record({ per: fc.constant('year' as const), bps: fc.integer({ min: 0, max: 36_500 }) }),
        fc.record({ per: fc.constant('day' as const), bps: fc.integer({ min: 0, max: 100 }) }),
      ),
      fee: fc.integer({ min: 0, max: 3_000 }),
      tax: market === 'IN' ? fc.constantFrom(0, 1_800) : fc.constant(0),
      term: fc.nat(),
      extension: fc.record({
        feeBps: fc.integer({ min: 0, max: 2_000 }),
        days: fc.integer({ min: 1, max: 60 }),
        maxCount: fc.integer({ min: 0, max: 4 }),
      }),
      // From ₹1 / Rp 1, up to ₹1 crore / Rp 1 miliar.
      amount: fc.integer({ min: 100, max: 1_000_000_000 }),
      startDay: fc.integer({ min: 0, max: 1_500 }),
    })
    .map(({ periods, rate, fee, tax, term, extension, amount, startDay }) => {
      // India lends for 91 to 365 days; every instalment at least a week apart.
      const [lo, hi] = market === 'IN' ? [Math.max(91, 7 * periods), 365] : [7 * periods, 720];
      const termDays = lo + (term % (hi - lo + 1));
      const pricing: PricingConfig = {
        termDays: [termDays],
        periods,
        interest: rate,
        processingFeeBps: fee,
        feeTaxBps: tax,
        extension,
      };
      return {
        market,
        // Rupiah loans are whole rupiah.
        principal: market === 'ID' ? amount * 100 : amount,
        termDays,
        startDate: addDays('2023-06-01', startDay),
        pricing,
      };
    });

function quoteOf(input: Parameters<typeof quoteLoan>[0]): Quote {
  const result = quoteLoan(input, WIDE);
  if (!result.ok) throw new Error(`expected a quote, got ${result.reason}`);
  return result.quote;
}

/**
 * The APR by the rule, solved here by bisection on the rate per period: the period is the
 * instalment interval in whole days (round(term / instalments)), each instalment falls at its
 * days from the start over that interval, and the APR is the period rate × 365 / interval.
 */
function aprByTheRule(quote: Quote, startDate: string): number {
  const interval = Math.round(quote.termDays / quote.instalments.length);
  const flows = quote.instalments.map((i) => ({
    t: daysBetween(startDate, i.dueDate) / interval,
    amount: i.total,
  }));
  const npv = (r: number) =>
    flows.reduce((s, f) => s + f.amount / (1 + r) ** f.t, 0) - quote.netDisbursed;
  // The net present value falls as the rate rises: keep a bracket [lo, hi] around its root.
  let lo = -0.999_999;
  let hi = 1;
  while (npv(hi) > 0) hi *= 2;
  for (let k = 0; k < 300; k++) {
    const mid = (lo + hi) / 2;
    if (npv(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (((lo + hi) / 2) * 365 * 10_000) / interval;
}

describe('the APR a quote discloses (docs/decisions/100-apr-by-instalment-period.md)', () => {
  it.each(['IN', 'ID'] as const)(
    '%s: is the IRR per instalment period × the periods in a year, within 1 bp of an independent solve',
    (market) => {
      fc.assert(
        fc.property(product(market), (input) => {
          const quote = quoteOf(input);
          const apr = aprByTheRule(quote, input.startDate);
          expect(Math.abs(quote.aprBps - apr)).toBeLessThanOrEqual(1);
        }),
        { numRuns: 400 },
      );
    },
  );
});

describe('every cost of an Indonesian loan, within OJK’s ceilings (docs/product.md#late-charges)', () => {
  const scenario = fc.record({
    loan: product('ID'),
    // Days late before each extension is taken (its charges are frozen by it), then at the end.
    lateBefore: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }),
    lateAfter: fc.integer({ min: 0, max: 3_000 }),
  });

  it('never passes the daily cost ceiling × days, nor 100% of principal, with every extension and late fee', () => {
    fc.assert(
      fc.property(scenario, ({ loan, lateBefore, lateAfter }) => {
        const quote = quoteOf(loan);
        const { principal, startDate, pricing } = loan;
        const cap = idCostCap(startDate);
        const fees = quote.processingFee + quote.feeTax;
        const interest = quote.totalInterest;
        // Nothing is repaid: every instalment stays unpaid, the most late fees can be charged on.
        const overdue = (days: number) =>
          quote.instalments.map((i) => ({
            unpaid: i.total,
            principal: i.principal,
            daysOverdue: days,
          }));

        let extensionFees = 0;
        let extensionDays = 0;
        let carried = 0;
        let daysLate = 0;
        let nextDue = quote.instalments[0]?.dueDate ?? startDate;
        // Every extension the product allows, each priced by the domain's extension rule.
        for (let k = 0; k < pricing.extension.maxCount; k++) {
          const late = lateBefore[k] ?? 0;
          daysLate += late;
          carried = orderPenalty({
            market: 'ID',
            principal,
            startDate,
            overdue: overdue(late),
            alreadyCharged: { fees: fees + extensionFees, interest },
            carried,
          });
          const today = addDays(nextDue, late);
          const { days, feeBps } = pricing.extension;
          const ext = extensionQuote({
            market: 'ID',
            unpaidPrincipal: principal,
            feeBps,
            days,
            today,
            nextDue,
            cap: idExtensionFeeCap({
              principal,
              unpaidPrincipal: principal,
              startDate,
              days,
              charged: { fees, interest, lateCharges: carried, extensionFees },
            }),
          });
          // An extension costs at most the daily ceiling over the days it adds.
          expect(ext.fee * 10_000).toBeLessThanOrEqual(cap.costBpsPerDay * days * principal);
          extensionFees += ext.fee;
          extensionDays += days;
          nextDue = ext.newDueDate;
        }
        daysLate += lateAfter;
        const lateFees = orderPenalty({
          market: 'ID',
          principal,
          startDate,
          overdue: overdue(lateAfter),
          alreadyCharged: { fees: fees + extensionFees, interest },
          carried,
        });

        // Interest and fees, extensions included: the daily ceiling over every day they buy.
        expect((fees + interest + extensionFees) * 10_000).toBeLessThanOrEqual(
          cap.costBpsPerDay * (loan.termDays + extensionDays) * principal,
        );
        // Late fees: the daily late-fee ceiling on what is unpaid, for every day late.
        expect(lateFees * 10_000).toBeLessThanOrEqual(
          cap.lateFeeBpsPerDay * daysLate * quote.totalRepayable,
        );
        // Everything together: 100% of principal.
        const total = fees + interest + extensionFees + lateFees;
        expect(total * 10_000).toBeLessThanOrEqual(cap.totalCapBps * principal);
      }),
      { numRuns: 400 },
    );
  });
});
