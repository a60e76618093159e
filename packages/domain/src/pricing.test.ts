import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates.ts';
import type { Market } from './market.ts';
import { formatPercentBps } from './percent.ts';
import {
  DEFAULT_LATE_CHARGES,
  lateChargesOf,
  aprRangeBps,
  idCostCap,
  irrAprBps,
  periodicIrr,
  parsePricingConfig,
  quoteLoan,
  type PricingConfig,
  type Quote,
} from './pricing.ts';

const IN_PRICING: PricingConfig = {
  termDays: [91, 182, 365],
  periods: 3,
  interest: { per: 'year', bps: 2_400 },
  processingFeeBps: 300,
  feeTaxBps: 1_800,
  extension: { feeBps: 500, days: 7, maxCount: 2 },
};

const ID_PRICING: PricingConfig = {
  termDays: [91, 120],
  periods: 1,
  interest: { per: 'day', bps: 5 },
  processingFeeBps: 200,
  feeTaxBps: 0,
  extension: { feeBps: 300, days: 14, maxCount: 2 },
};

const WIDE = { min: 1, max: 100_000_000_000 };

function quoteOf(...args: Parameters<typeof quoteLoan>): Quote {
  const result = quoteLoan(...args);
  if (!result.ok) throw new Error(`expected a quote, got ${result.reason}`);
  return result.quote;
}

/** The instalment interval in days that the APR counts in: round(term / instalments). */
function periodDaysOf(quote: Quote): number {
  return Math.round(quote.termDays / quote.instalments.length);
}

/**
 * NPV written from the APR directly, by the RBI's convention that the APR is the rate per
 * instalment period times the periods in a year: each cashflow is discounted by
 * (1 + APR × L / 365)^(t / L), for an interval of L days and t days from the start.
 */
function npvAtAprBps(aprBps: number, quote: Quote, startDate: string): number {
  const L = periodDaysOf(quote);
  const perPeriod = 1 + ((aprBps / 10_000) * L) / 365;
  return quote.instalments.reduce(
    (sum, i) => sum + i.total / perPeriod ** (daysBetween(startDate, i.dueDate) / L),
    -quote.netDisbursed,
  );
}

/** The returned APR is rounded to a whole basis point, so the exact IRR lies within ±0.5 bp. */
function expectAprBracketsIrr(quote: Quote, startDate: string): void {
  const tolerance = 1e-9 * quote.netDisbursed;
  expect(npvAtAprBps(quote.aprBps - 0.5, quote, startDate)).toBeGreaterThanOrEqual(-tolerance);
  expect(npvAtAprBps(quote.aprBps + 0.5, quote, startDate)).toBeLessThanOrEqual(tolerance);
}

describe('quoteLoan, India worked example', () => {
  // ₹20,000 for 91 days in 3 instalments at 24% a year, 3% fee + 18% GST, disbursed 2026-11-21.
  const start = '2026-11-21';
  const quote = quoteOf(
    { market: 'IN', principal: 2_000_000, termDays: 91, startDate: start, pricing: IN_PRICING },
    { min: 200_000, max: 8_000_000 },
  );

  it('deducts the fee and GST on it from what is paid out', () => {
    expect(quote.processingFee).toBe(60_000); // 3% of 2,000,000
    expect(quote.feeTax).toBe(10_800); // 18% of 60,000
    expect(quote.netDisbursed).toBe(1_929_200);
    expect(quote.cap).toBeUndefined();
  });

  it('falls due at round(91k/3) days: 30, 61 and 91', () => {
    expect(quote.instalments.map((i) => i.dueDate)).toEqual([
      '2026-12-21',
      '2027-01-21',
      '2027-02-20',
    ]);
  });

  it('charges interest on the reducing balance for each period’s days', () => {
    // 2,000,000 × 24% × 30/365 = 39,452.05; 1,333,334 × 24% × 31/365 = 27,178.10;
    // 666,668 × 24% × 30/365 = 13,150.71.
    expect(quote.instalments).toEqual([
      { periodNo: 1, dueDate: '2026-12-21', principal: 666_666, interest: 39_452, total: 706_118 },
      { periodNo: 2, dueDate: '2027-01-21', principal: 666_666, interest: 27_178, total: 693_844 },
      { periodNo: 3, dueDate: '2027-02-20', principal: 666_668, interest: 13_151, total: 679_819 },
    ]);
    expect(quote.totalInterest).toBe(79_781);
    expect(quote.totalRepayable).toBe(2_079_781);
  });

  it('shows an APR well above the 24% rate, because the fee is paid out of the loan', () => {
    // The IRR per 30-day instalment period times 365/30 (the RBI's convention): 45.83% as the
    // daily IRR × 365, 58.10% compounded.
    expect(quote.aprBps).toBe(4_668);
    // An independent solve, by Newton on the 30-day rate, agrees on the rounded bps. The second
    // instalment falls 61 days in, 61/30 periods.
    const flows = quote.instalments.map((i) => ({
      t: daysBetween(start, i.dueDate) / 30,
      amount: i.total,
    }));
    const npv = (r: number) =>
      flows.reduce((s, f) => s + f.amount * (1 + r) ** -f.t, -quote.netDisbursed);
    const slope = (r: number) =>
      flows.reduce((s, f) => s - f.t * f.amount * (1 + r) ** (-f.t - 1), 0);
    let r = 0.03;
    for (let k = 0; k < 50; k++) r -= npv(r) / slope(r);
    expect(Math.abs(npv(r))).toBeLessThan(1);
    expect(Math.round((r * 365 * 10_000) / 30)).toBe(4_668);
    expectAprBracketsIrr(quote, start);
  });

  it('states the seeded product’s APR per instalment period: ₹25,000 over 91, 180 and 365 days', () => {
    const seeded = { ...IN_PRICING, termDays: [91, 120, 180, 365] };
    const aprOf = (termDays: number) =>
      formatPercentBps(
        quoteOf(
          { market: 'IN', principal: 2_500_000, termDays, startDate: start, pricing: seeded },
          WIDE,
        ).aprBps,
        'IN',
      );
    // The daily IRR × 365 read 45.83%, 34.84% and 28.80%.
    expect([91, 180, 365].map(aprOf)).toEqual(['46.68%', '35.83%', '30.22%']);
  });
});

describe('quoteLoan, Indonesia', () => {
  const start = '2026-11-21';
  const base = { market: 'ID' as const, principal: 300_000_000, termDays: 91, startDate: start };
  // From 2026 the ceiling is 0.1% a day: 91 days × 0.1% × Rp 3.000.000 = Rp 273.000.
  const CEILING = 27_300_000;

  it('leaves a price under the ceiling alone, in whole rupiah', () => {
    const quote = quoteOf({ ...base, pricing: ID_PRICING }, WIDE);
    expect(quote.cap).toEqual({
      costBpsPerDay: 10,
      lateFeeBpsPerDay: 10,
      totalCapBps: 10_000,
      effectiveFrom: '2026-01-01',
    });
    expect(quote.processingFee).toBe(6_000_000); // 2%
    expect(quote.feeTax).toBe(0);
    expect(quote.totalInterest).toBe(13_650_000); // 0.05% × 91 days
    expect(quote.instalments).toEqual([
      {
        periodNo: 1,
        dueDate: '2027-02-20',
        principal: 300_000_000,
        interest: 13_650_000,
        total: 313_650_000,
      },
    ]);
    expect(quote.netDisbursed).toBe(294_000_000);
    // One bullet payment, so one period, the term: APR = (repaid / net - 1) × 365 / 91, where
    // the daily IRR × 365 read 25.96%.
    expect(quote.aprBps).toBe(Math.round((313_650_000 / 294_000_000 - 1) * (365 / 91) * 1e4));
    expect(quote.aprBps).toBe(2_681);
    for (const amount of [quote.processingFee, quote.totalInterest, quote.netDisbursed]) {
      expect(amount % 100).toBe(0);
    }
  });

  it('cuts 0.08% a day with a 2% fee down to the ceiling: 7.28% + 2% is over 9.1%', () => {
    const quote = quoteOf(
      { ...base, pricing: { ...ID_PRICING, interest: { per: 'day', bps: 8 } } },
      WIDE,
    );
    expect(quote.processingFee).toBe(6_000_000);
    expect(quote.totalInterest).toBe(21_300_000); // not the 21,840,000 configured
    expect(quote.processingFee + quote.totalInterest).toBe(CEILING);
    expect(quote.aprBps).toBe(3_724);
  });

  it('cuts 0.3% a day down to the ceiling exactly, fee kept whole', () => {
    const quote = quoteOf(
      { ...base, pricing: { ...ID_PRICING, interest: { per: 'day', bps: 30 } } },
      WIDE,
    );
    expect(quote.processingFee).toBe(6_000_000);
    expect(quote.totalInterest).toBe(21_300_000);
    expect(quote.processingFee + quote.feeTax + quote.totalInterest).toBe(CEILING);
  });

  it('cuts the fee itself when the fee alone passes the ceiling, leaving no interest', () => {
    // 30 days at 0.1% is a 3% ceiling; a 50% fee cannot fit.
    const quote = quoteOf(
      {
        ...base,
        termDays: 30,
        pricing: { ...ID_PRICING, termDays: [30], processingFeeBps: 5_000 },
      },
      WIDE,
    );
    expect(quote.processingFee).toBe(9_000_000);
    expect(quote.totalInterest).toBe(0);
  });

  it('counts tax on the fee as cost under the ceiling', () => {
    const quote = quoteOf(
      {
        ...base,
        termDays: 30,
        pricing: { ...ID_PRICING, termDays: [30], processingFeeBps: 5_000, feeTaxBps: 1_100 },
      },
      WIDE,
    );
    expect(quote.processingFee + quote.feeTax).toBeLessThanOrEqual(9_000_000);
    expect(quote.processingFee + quote.feeTax).toBeGreaterThan(9_000_000 - 200);
    expect(quote.processingFee % 100).toBe(0);
    expect(quote.feeTax % 100).toBe(0);
  });

  it('uses the ceiling of the loan’s start date', () => {
    const pricing: PricingConfig = { ...ID_PRICING, interest: { per: 'day', bps: 40 } };
    const at = (startDate: string) =>
      quoteOf({ ...base, startDate, pricing }, WIDE).totalInterest + 6_000_000;
    expect(at('2024-06-01')).toBe(81_900_000); // 0.3% × 91
    expect(at('2025-06-01')).toBe(54_600_000); // 0.2% × 91
    expect(at('2026-06-01')).toBe(27_300_000); // 0.1% × 91
  });

  it('spreads a cut in interest over instalments like a lower rate', () => {
    const quote = quoteOf(
      {
        ...base,
        principal: 1_000_000_000,
        termDays: 90,
        pricing: { ...ID_PRICING, termDays: [90], periods: 3, interest: { per: 'day', bps: 30 } },
      },
      WIDE,
    );
    // Ceiling 9% of Rp 10.000.000 = Rp 900.000, fee Rp 200.000, so Rp 700.000 of interest,
    // split by balance × days: balances 1,000,000,000 / 666,666,700 / 333,333,400 sen over
    // 30 days each, nearly 3 : 2 : 1.
    expect(quote.instalments.map((i) => i.interest)).toEqual([35_000_000, 23_333_300, 11_666_700]);
    expect(quote.totalInterest).toBe(70_000_000);
  });
});

describe('quoteLoan rejections', () => {
  const input = {
    market: 'IN' as const,
    principal: 2_000_000,
    termDays: 91,
    startDate: '2026-11-21',
    pricing: IN_PRICING,
  };
  const range = { min: 200_000, max: 8_000_000 };

  it('rejects amounts outside the range', () => {
    expect(quoteLoan({ ...input, principal: 199_999 }, range)).toEqual({
      ok: false,
      reason: 'amount_out_of_range',
    });
    expect(quoteLoan({ ...input, principal: 8_000_001 }, range)).toEqual({
      ok: false,
      reason: 'amount_out_of_range',
    });
    expect(quoteLoan({ ...input, principal: 200_000 }, range).ok).toBe(true);
    expect(quoteLoan({ ...input, principal: 8_000_000 }, range).ok).toBe(true);
  });

  it('rejects terms the product does not offer', () => {
    expect(quoteLoan({ ...input, termDays: 90 }, range)).toEqual({
      ok: false,
      reason: 'term_not_offered',
    });
  });

  it('rejects Indian terms outside 91–365 days even when a product lists them', () => {
    const pricing = { ...IN_PRICING, termDays: [63, 91, 366] };
    for (const termDays of [63, 366]) {
      expect(quoteLoan({ ...input, termDays, pricing }, range)).toEqual({
        ok: false,
        reason: 'term_not_offered',
      });
    }
  });

  it('rejects what cannot be priced', () => {
    const invalid = { ok: false, reason: 'invalid' };
    expect(quoteLoan({ ...input, principal: 2_000_000.5 }, range)).toEqual(invalid);
    expect(quoteLoan({ ...input, startDate: '2026-02-30' }, range)).toEqual(invalid);
    expect(quoteLoan({ ...input, pricing: { ...IN_PRICING, periods: 0 } }, range)).toEqual(invalid);
    expect(quoteLoan(input, { min: 10, max: 5 })).toEqual(invalid);
    // Rupiah amounts are whole rupiah.
    expect(
      quoteLoan(
        { ...input, market: 'ID', principal: 300_000_050, pricing: ID_PRICING },
        { min: 0, max: 1e12 },
      ),
    ).toEqual(invalid);
  });
});

describe('parsePricingConfig', () => {
  const raw: unknown = JSON.parse(JSON.stringify(IN_PRICING));

  it('accepts a stored price list', () => {
    expect(parsePricingConfig(raw)).toEqual(IN_PRICING);
    expect(parsePricingConfig({ ...ID_PRICING })).toEqual(ID_PRICING);
  });

  it('rejects garbage', () => {
    const bad: unknown[] = [
      null,
      'pricing',
      42,
      [],
      {},
      { ...IN_PRICING, termDays: [] },
      { ...IN_PRICING, termDays: [182, 91] },
      { ...IN_PRICING, termDays: [91, 91] },
      { ...IN_PRICING, termDays: ['91'] },
      { ...IN_PRICING, termDays: [91.5] },
      { ...IN_PRICING, termDays: [14] }, // 3 periods under a week each
      { ...IN_PRICING, periods: 0 },
      { ...IN_PRICING, periods: 13 },
      { ...IN_PRICING, periods: '3' },
      { ...IN_PRICING, interest: { per: 'year', bps: -1 } },
      { ...IN_PRICING, interest: { per: 'year', bps: '2400' } },
      { ...IN_PRICING, interest: { per: 'month', bps: 200 } },
      { ...IN_PRICING, interest: { per: 'day', bps: 101 } },
      { ...IN_PRICING, interest: null },
      { ...IN_PRICING, processingFeeBps: -300 },
      { ...IN_PRICING, processingFeeBps: 5_001 },
      { ...IN_PRICING, feeTaxBps: Number.NaN },
      { ...IN_PRICING, extension: { feeBps: 500 } },
      { ...IN_PRICING, extension: { feeBps: 500, days: 0 } },
      { ...IN_PRICING, extension: undefined },
      { ...IN_PRICING, extension: { feeBps: 500, days: 7, maxCount: -1 } },
    ];
    for (const value of bad) expect(parsePricingConfig(value), JSON.stringify(value)).toBeNull();
  });

  it('returns a copy the raw value cannot change', () => {
    const value = JSON.parse(JSON.stringify(IN_PRICING)) as PricingConfig;
    const parsed = parsePricingConfig(value);
    value.termDays.push(400);
    value.interest.bps = 0;
    expect(parsed).toEqual(IN_PRICING);
  });
});

describe('parsePricingConfig, late charges (docs/product.md#late-charges)', () => {
  const late = {
    fixedFee: 80_000,
    dailyBands: [
      { fromDay: 1, bps: 500 },
      { fromDay: 31, bps: 400 },
    ],
  };

  it('keeps a product’s own late charges, and leaves them out when the row has none', () => {
    expect(parsePricingConfig({ ...IN_PRICING, lateCharges: late })?.lateCharges).toEqual(late);
    const stored = parsePricingConfig(IN_PRICING);
    expect(stored).not.toBeNull();
    expect(stored?.lateCharges).toBeUndefined();
    expect(lateChargesOf(stored)).toEqual(DEFAULT_LATE_CHARGES);
    expect(DEFAULT_LATE_CHARGES.fixedFee).toBe(80_000);
  });

  it('rejects late charges a penalty cannot be computed from', () => {
    const bad = [
      null,
      { ...late, fixedFee: -1 },
      { ...late, fixedFee: 1.5 },
      { ...late, dailyBands: [] },
      { ...late, dailyBands: [{ fromDay: 2, bps: 500 }] },
      {
        ...late,
        dailyBands: [
          { fromDay: 1, bps: 500 },
          { fromDay: 1, bps: 400 },
        ],
      },
      { ...late, dailyBands: [{ fromDay: 1, bps: -5 }] },
      { fixedFee: 80_000 },
    ];
    for (const lateCharges of bad) {
      expect(parsePricingConfig({ ...IN_PRICING, lateCharges })).toBeNull();
    }
  });
});

describe('idCostCap', () => {
  it('picks the row in force on the start date', () => {
    const bps = (d: string) => [idCostCap(d).costBpsPerDay, idCostCap(d).lateFeeBpsPerDay];
    expect(bps('2023-06-01')).toEqual([30, 30]);
    expect(bps('2024-01-01')).toEqual([30, 30]);
    expect(bps('2024-12-31')).toEqual([30, 30]);
    expect(bps('2025-01-01')).toEqual([20, 20]);
    expect(bps('2025-12-31')).toEqual([20, 20]);
    expect(bps('2026-01-01')).toEqual([10, 10]);
    expect(bps('2031-07-15')).toEqual([10, 10]);
    expect(idCostCap('2025-03-03')).toEqual({
      costBpsPerDay: 20,
      lateFeeBpsPerDay: 20,
      totalCapBps: 10_000,
      effectiveFrom: '2025-01-01',
    });
  });

  it('refuses a malformed date instead of comparing strings', () => {
    expect(() => idCostCap('2026-1-1')).toThrow(RangeError);
  });
});

describe('irrAprBps', () => {
  const start = '2026-01-01';
  it('is the IRR per period times the periods in a year, not compounded', () => {
    const once = (days: number, amount: number, periodDays: number) =>
      irrAprBps(1_000, start, [{ date: addDays(start, days), amount }], periodDays);
    // A single repayment: its period is the term. 10% after a year is 10%; after two years, 5%.
    expect(once(365, 1_100, 365)).toBe(1_000);
    expect(once(365, 1_000, 365)).toBe(0);
    expect(once(365, 900, 365)).toBe(-1_000);
    expect(once(730, 1_100, 730)).toBe(500);
    // 1% over 30 days: 1% × 365/30 = 12.17%, where the daily IRR × 365 says 12.11%.
    expect(once(30, 1_010, 30)).toBe(1_217);
    expect(once(30, 1_010, 1)).toBe(1_211);
  });

  it('counts a due date that rounding moved by a day as a fraction of a period', () => {
    // Two payments of 505 at 30 and 61 days on 1,000, in 30-day periods: t = 1 and 61/30.
    const apr = irrAprBps(
      1_000,
      start,
      [
        { date: addDays(start, 30), amount: 505 },
        { date: addDays(start, 61), amount: 505 },
      ],
      30,
    );
    const r = (apr / 10_000) * (30 / 365);
    const npv = 505 / (1 + r) + 505 / (1 + r) ** (61 / 30) - 1_000;
    expect(Math.abs(npv)).toBeLessThan(0.01);
  });

  it('follows the RBI key fact statement illustration: the IRR per period times the periods a year', () => {
    // A published bank KFS: ₹47,000 at 21%, 24 monthly instalments of ₹2,415.14, a fee of
    // ₹1,175 plus 18% GST taken at disbursal, APR 24.16%. Our exact solve gives 24.154%: the
    // published figure differs only in its last rounding. Compounded, it would be 27.0%.
    const net = 4_700_000 - 117_500 - 21_150;
    const monthly = periodicIrr(
      net,
      Array.from({ length: 24 }, (_, k) => ({ t: k + 1, amount: 241_514 })),
    );
    expect(Math.abs(monthly * 12 * 100 - 24.16)).toBeLessThan(0.01);
    expect(((1 + monthly) ** 12 - 1) * 100).toBeCloseTo(27.0, 1);
  });

  it('refuses cashflows it cannot solve', () => {
    expect(() => irrAprBps(0, start, [{ date: '2026-02-01', amount: 1 }], 31)).toThrow(RangeError);
    expect(() => irrAprBps(1, start, [{ date: start, amount: 1 }], 31)).toThrow(RangeError);
    expect(() => irrAprBps(1, start, [], 31)).toThrow(RangeError);
    expect(() => irrAprBps(1, start, [{ date: '2026-02-01', amount: -1 }], 31)).toThrow(RangeError);
    expect(() => irrAprBps(1, start, [{ date: '2026-02-01', amount: 2 }], 0)).toThrow(RangeError);
  });
});

describe('quoteLoan properties', () => {
  const startDate = fc.integer({ min: 0, max: 1_700 }).map((d) => addDays('2023-06-01', d));
  const rate = fc.oneof(
    fc.record({ per: fc.constant('year' as const), bps: fc.integer({ min: 0, max: 36_500 }) }),
    fc.record({ per: fc.constant('day' as const), bps: fc.integer({ min: 0, max: 100 }) }),
  );
  const loan = fc
    .record({
      market: fc.constantFrom<Market>('IN', 'ID'),
      periods: fc.integer({ min: 1, max: 12 }),
      rate,
      fee: fc.integer({ min: 0, max: 5_000 }),
      tax: fc.integer({ min: 0, max: 5_000 }),
      term: fc.integer({ min: 0, max: 10_000 }),
      // From ₹1 / Rp 1: a loan of one paisa with a 50 % fee would leave nothing to pay out.
      amount: fc.integer({ min: 100, max: 100_000_000 }),
      startDate,
    })
    .map(({ market, periods, rate, fee, tax, term, amount, startDate }) => {
      const [lo, hi] = market === 'IN' ? [91, 365] : [7 * periods, 720];
      const termDays = Math.max(lo, 7 * periods) + (term % (hi - Math.max(lo, 7 * periods) + 1));
      const pricing: PricingConfig = {
        termDays: [termDays],
        periods,
        interest: rate,
        processingFeeBps: fee,
        feeTaxBps: tax,
        extension: { feeBps: 0, days: 7, maxCount: 2 },
      };
      // Rupiah loans are whole rupiah; rupee loans may carry paise.
      const principal = market === 'ID' ? amount * 100 : amount;
      return { market, principal, termDays, startDate, pricing };
    });

  it('keeps every part of the plan consistent', () => {
    fc.assert(
      fc.property(loan, (input) => {
        const q = quoteOf(input, WIDE);
        const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
        expect(sum(q.instalments.map((i) => i.principal))).toBe(input.principal);
        expect(sum(q.instalments.map((i) => i.interest))).toBe(q.totalInterest);
        expect(sum(q.instalments.map((i) => i.total))).toBe(q.totalRepayable);
        expect(q.totalRepayable).toBe(input.principal + q.totalInterest);
        expect(q.netDisbursed + q.processingFee + q.feeTax).toBe(input.principal);
        const amounts = [
          q.processingFee,
          q.feeTax,
          q.netDisbursed,
          q.totalInterest,
          ...q.instalments.flatMap((i) => [i.principal, i.interest, i.total]),
        ];
        for (const a of amounts) {
          expect(Number.isSafeInteger(a) && a >= 0).toBe(true);
          if (input.market === 'ID') expect(a % 100).toBe(0);
        }
        expect(q.instalments.map((i) => i.periodNo)).toEqual(q.instalments.map((_, k) => k + 1));
        const offsets = q.instalments.map((i) => daysBetween(input.startDate, i.dueDate));
        offsets.forEach((d, k) => expect(d).toBeGreaterThan(k === 0 ? 0 : (offsets[k - 1] ?? 0)));
        expect(q.instalments.at(-1)?.dueDate).toBe(addDays(input.startDate, input.termDays));
        expectAprBracketsIrr(q, input.startDate);
      }),
      { numRuns: 300 },
    );
  });

  it('never prices an Indonesian loan over the ceilings', () => {
    fc.assert(
      fc.property(
        loan.filter((l) => l.market === 'ID'),
        (input) => {
          const q = quoteOf(input, WIDE);
          const cap = idCostCap(input.startDate);
          expect(q.cap).toEqual(cap);
          const cost = q.processingFee + q.feeTax + q.totalInterest;
          expect(cost * 10_000).toBeLessThanOrEqual(
            cap.costBpsPerDay * input.termDays * input.principal,
          );
          expect(cost).toBeLessThanOrEqual(input.principal);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('matches a hand-written oracle for untaxed bullet loans: configured price, or the ceiling', () => {
    const rupiah = (num: bigint, den: bigint) =>
      Number((2n * num + 100n * den) / (200n * den)) * 100;
    fc.assert(
      fc.property(
        loan
          .filter((l) => l.market === 'ID')
          .map((l) => ({ ...l, pricing: { ...l.pricing, periods: 1, feeTaxBps: 0 } })),
        (input) => {
          const { principal, termDays, pricing } = input;
          const p = BigInt(principal);
          const fee = rupiah(p * BigInt(pricing.processingFeeBps), 10_000n);
          const perYear = pricing.interest.per === 'year';
          const interest = rupiah(
            p * BigInt(pricing.interest.bps) * BigInt(termDays),
            perYear ? 3_650_000n : 10_000n,
          );
          const cap = idCostCap(input.startDate);
          const byDays = (p * BigInt(cap.costBpsPerDay * termDays)) / 1_000_000n;
          const ceiling = Number(byDays < p / 100n ? byDays : p / 100n) * 100;
          const q = quoteOf(input, WIDE);
          if (fee + interest <= ceiling) {
            expect([q.processingFee, q.totalInterest]).toEqual([fee, interest]);
          } else {
            const keptFee = Math.min(fee, ceiling);
            expect([q.processingFee, q.totalInterest]).toEqual([keptFee, ceiling - keptFee]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('aprRangeBps', () => {
  const start = '2026-11-21';
  const aprOf = (market: Market, pricing: PricingConfig, principal: number, termDays: number) =>
    quoteOf({ market, principal, termDays, startDate: start, pricing }, WIDE).aprBps;

  it('spans the APR of each term at the largest amount, in India: the shortest term costs most a year', () => {
    const range = aprRangeBps('IN', IN_PRICING, { min: 200_000, max: 8_000_000 }, start);
    const [short, middle, long] = [91, 182, 365].map((t) => aprOf('IN', IN_PRICING, 8_000_000, t));
    expect(range).toEqual({ min: long, max: short });
    // The fee is paid once, so spread over fewer days it weighs more on the yearly rate.
    expect(long).toBeLessThan(middle ?? 0);
    expect(middle).toBeLessThan(short ?? 0);
  });

  it('gives the same figure an Indonesian application gets, under the cost ceiling', () => {
    const range = aprRangeBps('ID', ID_PRICING, { min: 50_000_000, max: 300_000_000 }, start);
    const aprs = [91, 120].map((t) => aprOf('ID', ID_PRICING, 300_000_000, t));
    expect(range).toEqual({ min: Math.min(...aprs), max: Math.max(...aprs) });
  });

  it('is one figure for a product of one term', () => {
    const one = { ...IN_PRICING, termDays: [182] };
    const apr = aprOf('IN', one, 8_000_000, 182);
    expect(aprRangeBps('IN', one, { min: 200_000, max: 8_000_000 }, start)).toEqual({
      min: apr,
      max: apr,
    });
  });

  it('leaves out a term that cannot be priced, and is null when none can', () => {
    // India lends for 91 days at least: a 60-day term is never quoted, so never stated.
    const mixed = { ...IN_PRICING, termDays: [60, 365] };
    const apr = aprOf('IN', IN_PRICING, 8_000_000, 365);
    expect(aprRangeBps('IN', mixed, { min: 200_000, max: 8_000_000 }, start)).toEqual({
      min: apr,
      max: apr,
    });
    expect(
      aprRangeBps(
        'IN',
        { ...IN_PRICING, termDays: [30, 60] },
        { min: 200_000, max: 8_000_000 },
        start,
      ),
    ).toBeNull();
    // An amount the market cannot lend (not whole rupiah) prices no term either.
    expect(aprRangeBps('ID', ID_PRICING, { min: 50_000_000, max: 300_000_050 }, start)).toBeNull();
  });
});
