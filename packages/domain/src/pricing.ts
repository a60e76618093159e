import { parseReminderPlan, type ReminderPlan } from './reminders.ts';
import { addDays, daysBetween } from './dates.ts';
import type { Market } from './market.ts';
import { CHARGE_UNIT } from './money.ts';

/** A product's price list (docs/product.md#pricing), as stored per product in the database. */
export interface PricingConfig {
  /** Term options in days the borrower may choose. */
  termDays: number[];
  /** Number of instalments a term is split into; 1 = one bullet payment at the end. */
  periods: number;
  /** Interest: annual rate in basis points (IN style) or daily rate in basis points (ID style). */
  interest: { per: 'year'; bps: number } | { per: 'day'; bps: number };
  /** One-off processing fee, basis points of principal, deducted at disbursal. */
  processingFeeBps: number;
  /** Tax on fees (IN GST 1800 = 18%; ID 0). */
  feeTaxBps: number;
  /**
   * Paid extension: fee in bps of outstanding principal, how many days it adds, and how many a
   * loan may have (2 unless the product says otherwise).
   */
  extension: { feeBps: number; days: number; maxCount: number };
  /**
   * India's late charges for every borrower of the product alike (docs/product.md#late-charges).
   * Products stored without it charge DEFAULT_LATE_CHARGES (see lateChargesOf).
   */
  lateCharges?: LateCharges;
  /**
   * When a borrower of the product is reminded (docs/product.md#messages); without it, the
   * market's plan (`MARKET_REMINDER_PLANS`).
   */
  reminders?: ReminderPlan;
}

/**
 * A product's penal charges in India (docs/product.md#late-charges): one fixed fee, the same for
 * every borrower of the product (RBI: penal charges are not discriminatory within a product), and
 * daily rates on the unpaid amount in bands. A band runs from its `fromDay` to the day before the
 * next band's; the last has no end. Kept in this shape because it is stored as JSON.
 */
export interface LateCharges {
  /** Charged once per overdue order, minor units. */
  fixedFee: number;
  /** First `fromDay` is 1, then strictly rising. */
  dailyBands: { fromDay: number; bps: number }[];
}

/** The loan terms text's late charges: ₹800 once, then 5% a day to day 30, 4% to day 90, 2%. */
export const DEFAULT_LATE_CHARGES: Readonly<LateCharges> = Object.freeze({
  fixedFee: 80_000,
  dailyBands: [
    { fromDay: 1, bps: 500 },
    { fromDay: 31, bps: 400 },
    { fromDay: 91, bps: 200 },
  ],
});

export interface CostCap {
  /** Ceiling on interest + fees, per day of the term, in basis points of principal. */
  costBpsPerDay: number;
  /** Ceiling on late fees, per day overdue, in basis points of the unpaid amount. */
  lateFeeBpsPerDay: number;
  /** Ceiling on interest + fees + late fees over the whole loan, in basis points of principal. */
  totalCapBps: number;
  /** First loan start date (YYYY-MM-DD) the row applies to. */
  effectiveFrom: string;
}

export interface QuoteInput {
  market: Market;
  /** Sanctioned amount, minor units. */
  principal: number;
  termDays: number;
  /** Market-local disbursal day, YYYY-MM-DD. */
  startDate: string;
  pricing: PricingConfig;
}

export interface PlannedInstalment {
  periodNo: number;
  dueDate: string;
  principal: number;
  interest: number;
  total: number;
}

export interface Quote {
  /** Sanctioned amount. */
  principal: number;
  /** Processing fee before tax. */
  processingFee: number;
  /** GST on the fee (IN), 0 (ID). */
  feeTax: number;
  /** principal - processingFee - feeTax. */
  netDisbursed: number;
  totalInterest: number;
  /** Sum of instalment totals. */
  totalRepayable: number;
  instalments: PlannedInstalment[];
  /** Annualised IRR in basis points, see irrAprBps. */
  aprBps: number;
  termDays: number;
  /** The cap that applied (ID), for the key facts. */
  cap?: CostCap;
}

export type QuoteResult =
  | { ok: true; quote: Quote }
  | { ok: false; reason: 'amount_out_of_range' | 'term_not_offered' | 'invalid' };

const BPS = 10_000;
const DAYS_PER_YEAR = 365;

// The loan terms text (docs/product.md#pricing) promises Indian borrowers a term of 91 to 365
// days, whatever a product row says.
const IN_TERM_DAYS = { min: 91, max: 365 };

// Bounds on what a stored price list may say. They are wide enough for any real product and keep
// every quote finite: fee + tax stay below principal, and the APR stays a representable number.
const LIMITS = {
  maxTermOptions: 32,
  maxTermDays: 1_825,
  maxPeriods: 12,
  // Shorter periods would make instalments due days apart, which no product intends.
  minPeriodDays: 7,
  maxAnnualBps: 36_500,
  maxDailyBps: 100,
  maxFeeBps: 5_000,
  maxExtensionDays: 365,
  maxExtensions: 12,
  maxLateFee: 10_000_000,
  maxLateBands: 8,
  maxLateBandBps: 1_000,
  maxLateBandDay: 3_650,
};

/** How many paid extensions a loan may have when its product does not say. */
export const DEFAULT_MAX_EXTENSIONS = 2;

// Far beyond any consumer loan; below it every total (principal plus at most ~18× in interest
// under LIMITS) stays a safe integer.
const MAX_PRINCIPAL = 100_000_000_000_000;

/**
 * OJK's ceilings for short-term consumptive P2P loans, newest first. The row is picked by the
 * loan's start date, so a loan keeps the ceiling it was priced under.
 */
export const ID_COST_CAPS: readonly Readonly<CostCap>[] = [
  { effectiveFrom: '2026-01-01', costBpsPerDay: 10, lateFeeBpsPerDay: 10, totalCapBps: 10_000 },
  { effectiveFrom: '2025-01-01', costBpsPerDay: 20, lateFeeBpsPerDay: 20, totalCapBps: 10_000 },
  { effectiveFrom: '2024-01-01', costBpsPerDay: 30, lateFeeBpsPerDay: 30, totalCapBps: 10_000 },
];

export type Rounding = 'half-up' | 'down';

/**
 * product(factors) / divisor, rounded to a multiple of `unit`, for non-negative integers.
 * BigInt because principal × bps × days passes 2^53 for large loans, and a float product would
 * round before we choose how to.
 */
export function scaleMinor(
  factors: readonly number[],
  divisor: number,
  unit: number,
  rounding: Rounding,
): number {
  let n = 1n;
  for (const f of factors) n *= BigInt(f);
  const d = BigInt(divisor) * BigInt(unit);
  const q = rounding === 'down' ? n / d : (2n * n + d) / (2n * d);
  return Number(q) * unit;
}

function isIsoDate(x: unknown): x is string {
  if (typeof x !== 'string') return false;
  try {
    return addDays(x, 0) === x;
  } catch {
    return false;
  }
}

function isIntIn(x: unknown, min: number, max: number): x is number {
  return Number.isSafeInteger(x) && (x as number) >= min && (x as number) <= max;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function idCostCap(startDate: string): CostCap {
  if (!isIsoDate(startDate)) {
    throw new RangeError(`Expected YYYY-MM-DD, got ${JSON.stringify(startDate)}`);
  }
  // Before 2024 OJK allowed more; holding older start dates to the 2024 row errs on the
  // borrower's side and keeps the table to the ceilings we were given.
  const oldest = ID_COST_CAPS[ID_COST_CAPS.length - 1] as CostCap;
  const row = ID_COST_CAPS.find((c) => c.effectiveFrom <= startDate) ?? oldest;
  return { ...row };
}

/**
 * A product's stored late charges, or null when they are not something a penalty can be computed
 * from (docs/product.md#late-charges). Returns a fresh object.
 */
export function parseLateCharges(raw: unknown): LateCharges | null {
  if (!isRecord(raw)) return null;
  const { fixedFee, dailyBands } = raw;
  if (!isIntIn(fixedFee, 0, LIMITS.maxLateFee)) return null;
  if (!Array.isArray(dailyBands) || dailyBands.length < 1) return null;
  if (dailyBands.length > LIMITS.maxLateBands) return null;
  const bands: LateCharges['dailyBands'] = [];
  for (const band of dailyBands) {
    if (!isRecord(band) || !isIntIn(band.bps, 0, LIMITS.maxLateBandBps)) return null;
    const previous = bands[bands.length - 1];
    const from = band.fromDay;
    if (
      previous === undefined
        ? from !== 1
        : !isIntIn(from, previous.fromDay + 1, LIMITS.maxLateBandDay)
    ) {
      return null;
    }
    bands.push({ fromDay: from as number, bps: band.bps });
  }
  return { fixedFee, dailyBands: bands };
}

/** The late charges a product's borrowers pay: its own, or the loan terms text's. */
export function lateChargesOf(pricing: Pick<PricingConfig, 'lateCharges'> | null): LateCharges {
  return pricing?.lateCharges ?? DEFAULT_LATE_CHARGES;
}

/**
 * The price list as stored (a JSON value from the database), or null when any part of it is not
 * something a quote can be built from. Returns a fresh object, so later edits to the raw value do
 * not reach quotes.
 */
export function parsePricingConfig(raw: unknown): PricingConfig | null {
  if (!isRecord(raw)) return null;
  const { termDays, periods, interest, processingFeeBps, feeTaxBps, extension, lateCharges } = raw;
  const { reminders } = raw;
  if (!isIntIn(periods, 1, LIMITS.maxPeriods)) return null;
  if (!Array.isArray(termDays) || termDays.length < 1 || termDays.length > LIMITS.maxTermOptions) {
    return null;
  }
  const minTerm = periods * LIMITS.minPeriodDays;
  let previous = 0;
  for (const t of termDays) {
    if (!isIntIn(t, minTerm, LIMITS.maxTermDays) || t <= previous) return null;
    previous = t;
  }
  if (!isRecord(interest)) return null;
  const rate =
    interest.per === 'year' && isIntIn(interest.bps, 0, LIMITS.maxAnnualBps)
      ? { per: 'year' as const, bps: interest.bps }
      : interest.per === 'day' && isIntIn(interest.bps, 0, LIMITS.maxDailyBps)
        ? { per: 'day' as const, bps: interest.bps }
        : null;
  if (rate === null) return null;
  if (!isIntIn(processingFeeBps, 0, LIMITS.maxFeeBps)) return null;
  if (!isIntIn(feeTaxBps, 0, LIMITS.maxFeeBps)) return null;
  if (!isRecord(extension)) return null;
  if (!isIntIn(extension.feeBps, 0, LIMITS.maxFeeBps)) return null;
  if (!isIntIn(extension.days, 1, LIMITS.maxExtensionDays)) return null;
  const maxCount = extension.maxCount ?? DEFAULT_MAX_EXTENSIONS;
  if (!isIntIn(maxCount, 0, LIMITS.maxExtensions)) return null;
  const config: PricingConfig = {
    termDays: [...(termDays as number[])],
    periods,
    interest: rate,
    processingFeeBps,
    feeTaxBps,
    extension: { feeBps: extension.feeBps, days: extension.days, maxCount },
  };
  // Absent on rows stored before products carried their own; those charge the default.
  if (lateCharges !== undefined) {
    const late = parseLateCharges(lateCharges);
    if (late === null) return null;
    config.lateCharges = late;
  }
  if (reminders !== undefined) {
    const plan = parseReminderPlan(reminders);
    if (plan === null) return null;
    config.reminders = plan;
  }
  return config;
}

/**
 * The rate per period that makes the cashflows worth `netDisbursed` today: r with
 *   netDisbursed = Σ amount_i / (1 + r)^t_i,
 * where t_i counts periods (days, months: whatever the caller counts in) from the disbursal.
 *
 * Every t_i must be positive and every amount non-negative, with at least one positive, so the
 * net present value falls strictly as the rate rises and has exactly one root. Throws a
 * RangeError otherwise.
 */
export function periodicIrr(netDisbursed: number, flows: { t: number; amount: number }[]): number {
  if (!Number.isFinite(netDisbursed) || netDisbursed <= 0) {
    throw new RangeError(`netDisbursed must be positive, got ${String(netDisbursed)}`);
  }
  for (const { t, amount } of flows) {
    if (!Number.isFinite(t) || t <= 0) throw new RangeError(`Cashflow period ${t} is not after 0`);
    if (!Number.isFinite(amount) || amount < 0) {
      throw new RangeError(`Cashflow amounts must be non-negative, got ${String(amount)}`);
    }
  }
  if (!flows.some((f) => f.amount > 0)) throw new RangeError('No positive cashflow');

  // Solving for x = ln(1 + r) instead of r keeps the search on the whole real line (r > -1
  // automatically) and turns the discount factors into plain exponentials.
  const npv = (x: number): number =>
    flows.reduce((sum, f) => sum + f.amount * Math.exp(-x * f.t), 0) - netDisbursed;

  // Bisection rather than Newton: it cannot overshoot into overflow on a steep curve, and the
  // bracket it keeps is a proof of where the root is.
  let lo: number;
  let hi: number;
  const at0 = npv(0);
  if (at0 === 0) return 0;
  if (at0 > 0) {
    lo = 0;
    hi = 1e-3;
    while (npv(hi) > 0) {
      lo = hi;
      hi *= 2;
    }
  } else {
    hi = 0;
    lo = -1e-3;
    while (npv(lo) < 0) {
      hi = lo;
      lo *= 2;
    }
  }
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (npv(mid) > 0) lo = mid;
    else hi = mid;
  }
  return Math.expm1((lo + hi) / 2);
}

/**
 * The APR of a loan, in basis points, rounded to the nearest one, by the RBI's key fact
 * statement convention (docs/product.md#pricing): the IRR of the net disbursal against the
 * cashflows per repayment period, times the periods in a year, a nominal rate. The period is the
 * product's instalment interval, `periodDays` days (quoteLoan passes round(termDays /
 * instalments), the term for a single repayment), so each cashflow falls at t_i = calendar days
 * from startDate / periodDays periods (a fraction where a due date is rounded to a whole day),
 * and the APR is the period IRR × 365 / periodDays. Fees deducted at disbursal and the timing of the instalments both show in
 * it.
 *
 * Every cashflow must fall after startDate (see periodicIrr) and periodDays must be positive.
 * Throws a RangeError otherwise, or when the APR is too large to represent.
 */
export function irrAprBps(
  netDisbursed: number,
  startDate: string,
  cashflows: { date: string; amount: number }[],
  periodDays: number,
): number {
  if (!isIsoDate(startDate)) throw new RangeError(`Bad startDate ${JSON.stringify(startDate)}`);
  if (!Number.isFinite(periodDays) || periodDays <= 0) {
    throw new RangeError(`periodDays must be positive, got ${String(periodDays)}`);
  }
  const flows = cashflows.map(({ date, amount }) => {
    if (!isIsoDate(date)) throw new RangeError(`Bad cashflow date ${JSON.stringify(date)}`);
    const days = daysBetween(startDate, date);
    if (days <= 0) throw new RangeError(`Cashflow on ${date} is not after ${startDate}`);
    return { t: days / periodDays, amount };
  });
  const perPeriod = periodicIrr(netDisbursed, flows);
  const bps = Math.round((perPeriod * DAYS_PER_YEAR * BPS) / periodDays);
  if (!Number.isSafeInteger(bps)) throw new RangeError('APR too large to represent');
  return bps;
}

/** Days from startDate to each due date: round(termDays × k / periods), the last exactly termDays. */
function dueOffsets(termDays: number, periods: number): number[] {
  const offsets: number[] = [];
  for (let k = 1; k <= periods; k++) {
    offsets.push(Math.floor((2 * termDays * k + periods) / (2 * periods)));
  }
  return offsets;
}

/**
 * Splits `total` over periods in proportion to `weights`, in multiples of `unit`. The units that
 * flooring leaves go to the largest remainders, so each part is as near its exact share as whole
 * units allow and the parts add up to `total` exactly.
 */
function spread(total: number, weights: readonly bigint[], unit: number): number[] {
  const units = BigInt(total / unit);
  const sum = weights.reduce((s, w) => s + w, 0n);
  if (sum === 0n) return weights.map((_, i) => (i === weights.length - 1 ? total : 0));
  const shares = weights.map((w, i) => ({ i, q: (units * w) / sum, rem: (units * w) % sum }));
  let left = units - shares.reduce((s, x) => s + x.q, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.q += 1n;
    left -= 1n;
  }
  return shares.map((x) => Number(x.q) * unit);
}

/**
 * The largest fee, at most `fee` and a multiple of `unit`, whose fee + tax fits in `limit`.
 * Fee + tax only grows with the fee, so a binary search over whole units finds it.
 */
function fitFee(
  fee: number,
  taxBps: number,
  limit: number,
  unit: number,
): { fee: number; tax: number } {
  const taxOf = (f: number) => scaleMinor([f, taxBps], BPS, unit, 'half-up');
  if (fee + taxOf(fee) <= limit) return { fee, tax: taxOf(fee) };
  let lo = 0;
  let hi = fee / unit;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (mid * unit + taxOf(mid * unit) <= limit) lo = mid;
    else hi = mid - 1;
  }
  return { fee: lo * unit, tax: taxOf(lo * unit) };
}

/**
 * The repayment plan, total repayable and APR of a loan (docs/product.md#pricing).
 *
 * Rounding: every charge is rounded half up to a whole minor unit (IN: paisa) or whole rupiah
 * (ID: 100 sen), each instalment's interest on its own, so the plan's parts add up to its totals
 * exactly. Principal is split in equal whole units with the remainder on the last instalment.
 *
 * ID ceilings: fee + fee tax + interest may not pass min(costBpsPerDay × termDays, totalCapBps)
 * of principal, rounded down to whole rupiah. The fee is fitted first and interest gets what is
 * left, because the fee is taken at disbursal and cannot be handed back later; when interest is
 * cut it is spread over the instalments in proportion to balance × days, which is the same as
 * lowering the rate, and the total then equals the ceiling exactly.
 */
export function quoteLoan(input: QuoteInput, range: { min: number; max: number }): QuoteResult {
  const { market, principal, termDays, startDate, pricing } = input;
  if (market !== 'IN' && market !== 'ID') return { ok: false, reason: 'invalid' };
  const unit = CHARGE_UNIT[market];
  if (
    !isIntIn(principal, 1, MAX_PRINCIPAL) ||
    principal % unit !== 0 ||
    !isIntIn(range.min, 0, Number.MAX_SAFE_INTEGER) ||
    !isIntIn(range.max, range.min, Number.MAX_SAFE_INTEGER) ||
    !isIsoDate(startDate) ||
    // The type says nothing about ranges, and a config built in code skips parsePricingConfig.
    parsePricingConfig(pricing) === null
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (principal < range.min || principal > range.max) {
    return { ok: false, reason: 'amount_out_of_range' };
  }
  if (
    !pricing.termDays.includes(termDays) ||
    (market === 'IN' && (termDays < IN_TERM_DAYS.min || termDays > IN_TERM_DAYS.max))
  ) {
    return { ok: false, reason: 'term_not_offered' };
  }

  const { periods, interest: rate } = pricing;
  const offsets = dueOffsets(termDays, periods);
  const dueDates = offsets.map((d) => addDays(startDate, d));
  const periodDays = offsets.map((d, i) => d - (i === 0 ? 0 : (offsets[i - 1] ?? 0)));

  const share = Math.floor(principal / (periods * unit)) * unit;
  const principalParts = offsets.map((_, i) =>
    i === periods - 1 ? principal - share * (periods - 1) : share,
  );
  const balances = principalParts.map((_, i) => principalParts.slice(i).reduce((s, p) => s + p, 0));
  const rateDivisor = rate.per === 'year' ? BPS * DAYS_PER_YEAR : BPS;
  let interest = balances.map((b, i) =>
    scaleMinor([b, rate.bps, periodDays[i] ?? 0], rateDivisor, unit, 'half-up'),
  );

  let fee = scaleMinor([principal, pricing.processingFeeBps], BPS, unit, 'half-up');
  let feeTax = scaleMinor([fee, pricing.feeTaxBps], BPS, unit, 'half-up');

  let cap: CostCap | undefined;
  if (market === 'ID') {
    cap = idCostCap(startDate);
    const limit = Math.min(
      scaleMinor([principal, cap.costBpsPerDay, termDays], BPS, unit, 'down'),
      scaleMinor([principal, cap.totalCapBps], BPS, unit, 'down'),
    );
    ({ fee, tax: feeTax } = fitFee(fee, pricing.feeTaxBps, limit, unit));
    const budget = limit - fee - feeTax;
    if (interest.reduce((s, x) => s + x, 0) > budget) {
      interest = spread(
        budget,
        balances.map((b, i) => BigInt(b) * BigInt(periodDays[i] ?? 0)),
        unit,
      );
    }
  }

  const netDisbursed = principal - fee - feeTax;
  if (netDisbursed <= 0) return { ok: false, reason: 'invalid' };

  const instalments: PlannedInstalment[] = dueDates.map((dueDate, i) => {
    const p = principalParts[i] ?? 0;
    const r = interest[i] ?? 0;
    return { periodNo: i + 1, dueDate, principal: p, interest: r, total: p + r };
  });
  const totalInterest = interest.reduce((s, x) => s + x, 0);
  const totalRepayable = instalments.reduce((s, x) => s + x.total, 0);

  let aprBps: number;
  try {
    aprBps = irrAprBps(
      netDisbursed,
      startDate,
      instalments.map((x) => ({ date: x.dueDate, amount: x.total })),
      // The instalment interval in whole days, round(termDays / periods): the first due date's
      // offset. Later due dates that rounding moves by a day fall at a fraction of a period.
      offsets[0] ?? termDays,
    );
  } catch {
    return { ok: false, reason: 'invalid' };
  }

  const quote: Quote = {
    principal,
    processingFee: fee,
    feeTax,
    netDisbursed,
    totalInterest,
    totalRepayable,
    instalments,
    aprBps,
    termDays,
  };
  if (cap !== undefined) quote.cap = cap;
  return { ok: true, quote };
}

/**
 * The APR a product's offer spans, for a page that states the product before anyone applies (the
 * landing pages): each term it offers, at its largest amount, priced as of `startDate` exactly as
 * an application would be. Fees are a share of the amount, so the amount hardly moves the APR; the
 * term does. Null when no term can be priced.
 */
export function aprRangeBps(
  market: Market,
  pricing: PricingConfig,
  amount: { min: number; max: number },
  startDate: string,
): { min: number; max: number } | null {
  const aprs = pricing.termDays.flatMap((termDays) => {
    const q = quoteLoan({ market, principal: amount.max, termDays, startDate, pricing }, amount);
    return q.ok ? [q.quote.aprBps] : [];
  });
  return aprs.length ? { min: Math.min(...aprs), max: Math.max(...aprs) } : null;
}

/**
 * How long a key fact statement's terms are offered (docs/product.md#disclosures): the RBI asks
 * at least three working days for loans of seven days or more. Seven calendar days always hold
 * three working days, whatever the holidays of the week, without a holiday calendar per state.
 */
export const KEY_FACTS_VALID_DAYS = 7;

/** The last day a statement quoted on `quotedOn` is offered. */
export function keyFactsValidUntil(quotedOn: string): string {
  return addDays(quotedOn, KEY_FACTS_VALID_DAYS);
}
