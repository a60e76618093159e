import type { Market } from './market.ts';
import { CHARGE_UNIT } from './money.ts';
import { idCostCap, scaleMinor } from './pricing.ts';

export interface PenaltyInput {
  market: Market;
  /** Overdue amount, minor units. */
  unpaid: number;
  /** Sanctioned amount, minor units; the base of ID's 100% ceiling. */
  principal: number;
  /** Calendar days past the due date; 0 or less means not late. */
  daysOverdue: number;
  repeatClient: boolean;
  /** Loan start date, YYYY-MM-DD; picks the ID ceiling row the loan was priced under. */
  startDate: string;
  /** What the loan has already cost the borrower (ID ceiling), minor units. */
  alreadyCharged?: { fees: number; interest: number };
}

export interface Penalty {
  fixed: number;
  daily: number;
  total: number;
}

const BPS = 10_000;

/**
 * India's late charges, as the loan terms state them (docs/product.md#late-charges): a fixed fee
 * of ₹1,000 for new clients and ₹800 for repeat clients, plus a daily rate on the unpaid amount
 * in bands: 5% for days 1–30, 4% for days 31–90, 2% from day 91. The key fact statement and the
 * loan terms page state these same figures.
 */
export const IN_LATE_CHARGES = {
  fixed: { newClient: 100_000, repeatClient: 80_000 },
  dailyBands: [
    { fromDay: 1, toDay: 30, bps: 500 },
    { fromDay: 31, toDay: 90, bps: 400 },
    { fromDay: 91, toDay: Number.POSITIVE_INFINITY, bps: 200 },
  ],
} as const;
const IN_FIXED = IN_LATE_CHARGES.fixed;
const IN_DAILY_BANDS = IN_LATE_CHARGES.dailyBands;

// Late fees in ID are whole rupiah, like every other ID charge.
const ID_UNIT = CHARGE_UNIT.ID;

/**
 * What is left under OJK's total ceiling on an Indonesian loan once its fees and interest are
 * counted: the most that late charges may still add (docs/product.md#late-charges). The one place
 * the ceiling is applied, for an instalment, an order and the ledger's balance alike.
 */
export function idCostRoom(
  principal: number,
  startDate: string,
  charged: { fees: number; interest: number },
): number {
  const ceiling = scaleMinor([principal, idCostCap(startDate).totalCapBps], BPS, 1, 'down');
  return Math.max(0, ceiling - charged.fees - charged.interest);
}

const NONE: Penalty = { fixed: 0, daily: 0, total: 0 };

function assertAmount(name: string, x: number): void {
  if (!Number.isSafeInteger(x) || x < 0) {
    throw new RangeError(`${name} must be a non-negative integer in minor units, got ${String(x)}`);
  }
}

/** Sum over the days overdue of each day's rate, in basis points: simple, never compounded. */
function inBpsDays(daysOverdue: number): number {
  let sum = 0;
  for (const band of IN_DAILY_BANDS) {
    const days = Math.min(daysOverdue, band.toDay) - band.fromDay + 1;
    if (days > 0) sum += days * band.bps;
  }
  return sum;
}

/**
 * Late penalty on an overdue amount after `daysOverdue` days (docs/product.md#late-charges).
 *
 * IN: the fixed fee once overdue, plus the banded daily rate on the unpaid amount, rounded half up
 * to the paisa. ID: no fixed fee; the ceiling's daily late-fee rate on the unpaid amount, rounded
 * down to whole rupiah, then clamped so fees + interest + late fees stay within the 100% ceiling.
 * Nothing unpaid means nothing is late, so it costs nothing.
 */
export function latePenalty(input: PenaltyInput): Penalty {
  const { market, unpaid, principal, daysOverdue, repeatClient, startDate } = input;
  const charged = input.alreadyCharged ?? { fees: 0, interest: 0 };
  assertAmount('unpaid', unpaid);
  assertAmount('principal', principal);
  assertAmount('alreadyCharged.fees', charged.fees);
  assertAmount('alreadyCharged.interest', charged.interest);
  if (!Number.isSafeInteger(daysOverdue)) {
    throw new RangeError(`daysOverdue must be an integer, got ${String(daysOverdue)}`);
  }
  if (daysOverdue <= 0 || unpaid === 0) return { ...NONE };

  if (market === 'IN') {
    const fixed = repeatClient ? IN_FIXED.repeatClient : IN_FIXED.newClient;
    const daily = scaleMinor([unpaid, inBpsDays(daysOverdue)], BPS, 1, 'half-up');
    return { fixed, daily, total: fixed + daily };
  }

  const cap = idCostCap(startDate);
  const accrued = scaleMinor([unpaid, cap.lateFeeBpsPerDay, daysOverdue], BPS, ID_UNIT, 'down');
  const room = idCostRoom(principal, startDate, charged);
  const daily = Math.min(accrued, Math.floor(room / ID_UNIT) * ID_UNIT);
  return { fixed: 0, daily, total: daily };
}

export interface OverdueInstalment {
  /** What is still unpaid on it, fees, interest and principal together. */
  unpaid: number;
  daysOverdue: number;
}

/**
 * Late charges on an order: each overdue instalment accrues for its own days late, the fixed fee
 * is charged once per order, and in ID everything stays within the 100%-of-principal cap.
 */
export function orderPenalty(input: {
  market: Market;
  principal: number;
  repeatClient: boolean;
  startDate: string;
  overdue: readonly OverdueInstalment[];
  alreadyCharged: { fees: number; interest: number };
}): number {
  const late = input.overdue.filter((i) => i.unpaid > 0 && i.daysOverdue > 0);
  if (late.length === 0) return 0;
  let total = 0;
  for (const [index, instalment] of late.entries()) {
    const p = latePenalty({
      market: input.market,
      unpaid: instalment.unpaid,
      principal: input.principal,
      daysOverdue: instalment.daysOverdue,
      repeatClient: input.repeatClient,
      startDate: input.startDate,
    });
    total += p.daily + (index === 0 ? p.fixed : 0);
  }
  if (input.market === 'ID') {
    return Math.min(total, idCostRoom(input.principal, input.startDate, input.alreadyCharged));
  }
  return total;
}
