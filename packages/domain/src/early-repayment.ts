import { addDays, daysBetween } from './dates.ts';
import type { Market } from './market.ts';
import { CHARGE_UNIT } from './money.ts';
import { scaleMinor } from './pricing.ts';

/**
 * Early repayment (docs/product.md#early-repayment, docs/decisions/029-early-repayment.md): paying
 * off the whole loan before its last due date costs interest only to the day of payment. During
 * the cooling-off period the borrower can always exit with the principal and the interest of the
 * days used, with no other charge. After it, the product's prepayment window applies.
 */

/**
 * The prepayment window after cooling-off, per market: open from `termShareBps` of the term
 * (rounded up to a whole day) and not before `minDay` after disbursal. India: from half the term
 * and not before day 7. Indonesia: any time. The key fact statement, the agreement and the loan
 * terms page state these same figures.
 */
export const PREPAYMENT_WINDOW: Readonly<
  Record<Market, { readonly termShareBps: number; readonly minDay: number }>
> = {
  IN: { termShareBps: 5_000, minDay: 7 },
  ID: { termShareBps: 0, minDay: 0 },
};

const BPS = 10_000;

/** The day after disbursal (day 0) from which a loan of `termDays` may be paid off early. */
export function prepaymentOpensDay(market: Market, termDays: number): number {
  if (!Number.isSafeInteger(termDays) || termDays < 0) {
    throw new RangeError(`termDays must be a non-negative integer, got ${String(termDays)}`);
  }
  const { termShareBps, minDay } = PREPAYMENT_WINDOW[market];
  return Math.max(minDay, Math.ceil((termDays * termShareBps) / BPS));
}

/**
 * Whether `day` (days since disbursal, day 0 being the disbursal day) is inside a cooling-off
 * period of `coolingOffDays`: the disbursal day and the `coolingOffDays` days after it. Zero days
 * means there is none.
 */
export function inCoolingOff(day: number, coolingOffDays: number): boolean {
  return coolingOffDays > 0 && day >= 0 && day <= coolingOffDays;
}

/** One instalment as the payoff needs it: its dates, its scheduled interest, what is unpaid. */
export interface PayoffInstalment {
  periodNo: number;
  /** Market-local due date, YYYY-MM-DD (as moved by any extension). */
  dueDate: string;
  /** The interest the schedule asks on it, paid or not. */
  scheduledInterest: number;
  /** What is still unpaid on it, by part. */
  fee: number;
  interest: number;
  principal: number;
}

export interface PayoffInput {
  market: Market;
  /** Market-local disbursal day, YYYY-MM-DD: day 0. */
  startDate: string;
  /** Market-local today, YYYY-MM-DD. */
  today: string;
  /** The term the loan was priced for, in days; the window is counted from it. */
  termDays: number;
  /** The cooling-off period the loan was issued with (the app config's `coolingOffDays`). */
  coolingOffDays: number;
  instalments: readonly PayoffInstalment[];
  /** Late charges owed now, after what was paid towards them. */
  lateCharges: number;
}

type Parts = { fee: number; interest: number; principal: number };

/** What paying off puts on one instalment, and what it settles without payment. */
export interface PayoffLine {
  periodNo: number;
  /** Paid by the payoff. */
  pay: Parts;
  /**
   * Settled without payment: interest of the days not used and fees not yet due (waived), and
   * principal covered by interest paid ahead for days not used (credited).
   */
  waive: Parts;
}

export interface PayoffQuote {
  /** What pays off the whole loan today, minor units. */
  amount: number;
  /** Whether the loan may be paid off today. */
  allowed: boolean;
  /** When it may not: the day early repayment opens. Null when allowed. */
  opensOn: string | null;
  /** Whether today is inside the cooling-off period. */
  coolingOff: boolean;
  /** The last day of the cooling-off period; null when the loan has none. */
  coolingOffUntil: string | null;
  /** Late charges the payoff pays. */
  lateCharges: number;
  /** Late charges it forgives (an exit in cooling-off costs nothing else). */
  waivedLateCharges: number;
  /** Interest to today the payoff pays, after interest already paid. */
  interest: number;
  /** Interest of the days not used that it forgives. */
  waivedInterest: number;
  lines: PayoffLine[];
}

function assertAmount(name: string, x: number): void {
  if (!Number.isSafeInteger(x) || x < 0) {
    throw new RangeError(`${name} must be a non-negative integer in minor units, got ${String(x)}`);
  }
}

/**
 * Interest of an instalment earned by `today` (decision 029): its scheduled interest pro rata to
 * the days of its period elapsed, the period running from the previous due date (the disbursal
 * day for the first) to its own due date. Rounded half up to the market's charge unit, so never
 * more than the scheduled interest; all of it on and after the due date.
 */
export function interestToDate(input: {
  scheduledInterest: number;
  periodStart: string;
  dueDate: string;
  today: string;
  unit: number;
}): number {
  const { scheduledInterest, periodStart, dueDate, today, unit } = input;
  if (today >= dueDate) return scheduledInterest;
  const days = daysBetween(periodStart, dueDate);
  const elapsed = Math.min(days, Math.max(0, daysBetween(periodStart, today)));
  if (days <= 0 || elapsed <= 0) return 0;
  return Math.min(
    scheduledInterest,
    scaleMinor([scheduledInterest, elapsed], days, unit, 'half-up'),
  );
}

/**
 * What it takes to pay off the whole loan today, and whether it may be done (decision 029).
 *
 * - Interest: `interestToDate` of every instalment, less the interest already paid on it; the
 *   rest of the scheduled interest is waived. Interest paid ahead on an instalment (a part
 *   payment reaches the next instalment's interest before its principal) beyond what its days
 *   earned is credited against the principal, so the loan never costs more than interest to the
 *   day of payment.
 * - Fees of instalments due by today and the late charges are paid; fees not yet due are waived.
 * - In cooling-off: the principal and the interest of the days used only; fees and late charges
 *   are waived. Always allowed.
 * - After it: allowed inside the prepayment window (`PREPAYMENT_WINDOW`); before it, `opensOn`
 *   says when. On and after the last due date the payoff is exactly what the schedule still asks.
 */
export function payoffQuote(input: PayoffInput): PayoffQuote {
  const { market, startDate, today, termDays, coolingOffDays, lateCharges } = input;
  assertAmount('lateCharges', lateCharges);
  assertAmount('coolingOffDays', coolingOffDays);
  const unit = CHARGE_UNIT[market];
  const day = daysBetween(startDate, today);
  const coolingOff = inCoolingOff(day, coolingOffDays);
  const opensDay = prepaymentOpensDay(market, termDays);
  const allowed = coolingOff || day >= opensDay;

  const sorted = [...input.instalments].sort((a, b) => a.periodNo - b.periodNo);
  let credit = 0;
  let previousDue = startDate;
  const lines: PayoffLine[] = sorted.map((i) => {
    for (const [name, x] of Object.entries({
      scheduledInterest: i.scheduledInterest,
      fee: i.fee,
      interest: i.interest,
      principal: i.principal,
    })) {
      assertAmount(`${name} of instalment ${i.periodNo}`, x);
    }
    if (i.interest > i.scheduledInterest) {
      throw new RangeError(`instalment ${i.periodNo} owes more interest than it was scheduled`);
    }
    const earned = interestToDate({
      scheduledInterest: i.scheduledInterest,
      periodStart: previousDue,
      dueDate: i.dueDate,
      today,
      unit,
    });
    previousDue = i.dueDate;
    const paidInterest = i.scheduledInterest - i.interest;
    const interest = Math.max(0, earned - paidInterest);
    credit += Math.max(0, paidInterest - earned);
    const fee = !coolingOff && i.dueDate <= today ? i.fee : 0;
    return {
      periodNo: i.periodNo,
      pay: { fee, interest, principal: i.principal },
      waive: { fee: i.fee - fee, interest: i.interest - interest, principal: 0 },
    };
  });
  // Interest paid ahead settles principal, latest instalments first, never past what is unpaid.
  for (const line of [...lines].reverse()) {
    const take = Math.min(credit, line.pay.principal);
    line.pay.principal -= take;
    line.waive.principal += take;
    credit -= take;
  }

  const paidLate = coolingOff ? 0 : lateCharges;
  const sum = (pick: (l: PayoffLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  const interest = sum((l) => l.pay.interest);
  return {
    amount: paidLate + sum((l) => l.pay.fee + l.pay.interest + l.pay.principal),
    allowed,
    opensOn: allowed ? null : addDays(startDate, opensDay),
    coolingOff,
    coolingOffUntil: coolingOffDays > 0 ? addDays(startDate, coolingOffDays) : null,
    lateCharges: paidLate,
    waivedLateCharges: lateCharges - paidLate,
    interest,
    waivedInterest: sum((l) => l.waive.interest),
    lines,
  };
}

/** How the ledger takes an amount offered towards a loan (docs/decisions/029-early-repayment.md). */
export type RepaymentDecision =
  | { ok: true; kind: 'part' | 'payoff'; amount: number }
  | { ok: false; reason: 'invalid_amount' }
  | { ok: false; reason: 'overpayment'; max: number }
  | { ok: false; reason: 'payoff_not_open'; opensOn: string };

/**
 * Whether an amount is a part payment, a payoff or refused:
 *
 * - when payoff is allowed, any amount from the payoff up to everything the schedule asks closes
 *   the loan for the payoff: never more is charged;
 * - when it is not, an amount that would settle everything is refused with the day it opens,
 *   while anything less (what is due now, or more) stays a part payment, oldest instalment first;
 * - more than everything is refused whole.
 */
export function decideRepayment(input: {
  amount: number;
  /** Everything the schedule still asks, late charges included. */
  owed: number;
  payoff: Pick<PayoffQuote, 'amount' | 'allowed' | 'opensOn'>;
}): RepaymentDecision {
  const { amount, owed, payoff } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, reason: 'invalid_amount' };
  if (owed <= 0) return { ok: false, reason: 'overpayment', max: 0 };
  if (payoff.allowed) {
    if (amount < payoff.amount) return { ok: true, kind: 'part', amount };
    return amount <= owed && payoff.amount > 0
      ? { ok: true, kind: 'payoff', amount: payoff.amount }
      : { ok: false, reason: 'overpayment', max: Math.min(payoff.amount, owed) };
  }
  if (amount >= owed) {
    return { ok: false, reason: 'payoff_not_open', opensOn: payoff.opensOn ?? '' };
  }
  return { ok: true, kind: 'part', amount };
}

/**
 * The most a borrower may pay today without being refused (`decideRepayment`): while paying off
 * is allowed, the payoff, since everything from it up is taken as it; before the window opens,
 * everything but the last charge unit, since settling everything is refused until then.
 */
export function largestPayment(input: {
  market: Market;
  owed: number;
  payoff: Pick<PayoffQuote, 'amount' | 'allowed'> | null | undefined;
}): number {
  const { market, owed, payoff } = input;
  if (!payoff) return owed;
  if (payoff.allowed) return Math.min(payoff.amount, owed);
  return Math.max(0, owed - CHARGE_UNIT[market]);
}
