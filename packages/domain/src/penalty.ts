import type { Market } from './market.ts';
import { CHARGE_UNIT } from './money.ts';
import { DEFAULT_LATE_CHARGES, idCostCap, scaleMinor, type LateCharges } from './pricing.ts';

export interface PenaltyInput {
  market: Market;
  /** Overdue amount, minor units. */
  unpaid: number;
  /** Sanctioned amount, minor units; the base of ID's 100% ceiling. */
  principal: number;
  /** Calendar days past the due date; 0 or less means not late. */
  daysOverdue: number;
  /** The product's late charges (IN); the loan terms text's when not given. */
  lateCharges?: LateCharges;
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
 * India's late charges, as the loan terms state them (docs/product.md#late-charges): the default
 * a product's own `lateCharges` replaces (one fixed fee of ₹800 for every borrower, plus a daily
 * rate on the unpaid amount in bands: 5% for days 1–30, 4% for days 31–90, 2% from day 91), and
 * the ceiling, which is a rule and not a product's choice: penal charges are never compounded,
 * and their total on a loan never exceeds 100% of the overdue principal (the principal of the
 * overdue instalments still unpaid). The key fact statement and the loan terms page state these
 * same figures.
 */
export const IN_LATE_CHARGES = {
  ...DEFAULT_LATE_CHARGES,
  /** The ceiling on a loan's penal charges, in basis points of its overdue principal. */
  capBpsOfOverduePrincipal: 10_000,
} as const;

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
function inBpsDays(daysOverdue: number, bands: LateCharges['dailyBands']): number {
  let sum = 0;
  bands.forEach((band, i) => {
    const toDay = (bands[i + 1]?.fromDay ?? Number.POSITIVE_INFINITY) - 1;
    const days = Math.min(daysOverdue, toDay) - band.fromDay + 1;
    if (days > 0) sum += days * band.bps;
  });
  return sum;
}

/**
 * Late penalty on an overdue amount after `daysOverdue` days (docs/product.md#late-charges).
 *
 * IN: the product's fixed fee once overdue, plus the banded daily rate on the unpaid amount, rounded half up
 * to the paisa. ID: no fixed fee; the ceiling's daily late-fee rate on the unpaid amount, rounded
 * down to whole rupiah, then clamped so fees + interest + late fees stay within the 100% ceiling.
 * Nothing unpaid means nothing is late, so it costs nothing.
 */
export function latePenalty(input: PenaltyInput): Penalty {
  const { market, unpaid, principal, daysOverdue, startDate } = input;
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
    // The same fee for every borrower of the product, first loan or tenth.
    const { fixedFee: fixed, dailyBands } = input.lateCharges ?? DEFAULT_LATE_CHARGES;
    const daily = scaleMinor([unpaid, inBpsDays(daysOverdue, dailyBands)], BPS, 1, 'half-up');
    return { fixed, daily, total: fixed + daily };
  }

  const cap = idCostCap(startDate);
  const accrued = scaleMinor([unpaid, cap.lateFeeBpsPerDay, daysOverdue], BPS, ID_UNIT, 'down');
  const room = idCostRoom(principal, startDate, charged);
  const daily = Math.min(accrued, Math.floor(room / ID_UNIT) * ID_UNIT);
  return { fixed: 0, daily, total: daily };
}

export interface OverdueInstalment {
  /**
   * What is still unpaid on it, fees, interest and principal together: the base of its late
   * charges. Never earlier late charges, so they are never compounded.
   */
  unpaid: number;
  /** The principal part of `unpaid`: the base of India's ceiling. */
  principal: number;
  daysOverdue: number;
}

/**
 * The most India's penal charges on a loan may total (docs/product.md#late-charges): the ceiling's
 * share of the overdue principal, that is the principal of the overdue instalments still unpaid.
 */
export function inPenalCeiling(overduePrincipal: number): number {
  assertAmount('overduePrincipal', overduePrincipal);
  return scaleMinor([overduePrincipal, IN_LATE_CHARGES.capBpsOfOverduePrincipal], BPS, 1, 'down');
}

export interface OrderPenaltyInput {
  market: Market;
  principal: number;
  /** The product's late charges (IN); the loan terms text's when not given. */
  lateCharges?: LateCharges;
  startDate: string;
  overdue: readonly OverdueInstalment[];
  alreadyCharged: { fees: number; interest: number };
  /**
   * Late charges frozen on the order, minor units: by an extension, or by a payment that left
   * less unpaid (`carriedAfterPayment`). Once any are frozen, the fixed fee is among them.
   */
  carried?: number;
}

/**
 * What the overdue instalments accrue before any ceiling: each for its own days late on what is
 * still unpaid of it (never on late charges), and the fixed fee once per order, so not again once
 * charges stand frozen on the order (the first freeze takes the fee with it).
 */
function freshPenalty(
  input: OrderPenaltyInput,
  carried: number,
): { fresh: number; late: OverdueInstalment[] } {
  const late = input.overdue.filter((i) => i.unpaid > 0 && i.daysOverdue > 0);
  let fresh = 0;
  for (const [index, instalment] of late.entries()) {
    if (instalment.principal > instalment.unpaid) {
      throw new RangeError("an instalment's unpaid principal cannot exceed what is unpaid on it");
    }
    const p = latePenalty({
      market: input.market,
      unpaid: instalment.unpaid,
      principal: input.principal,
      daysOverdue: instalment.daysOverdue,
      ...(input.lateCharges ? { lateCharges: input.lateCharges } : {}),
      startDate: input.startDate,
    });
    fresh += p.daily + (index === 0 && carried === 0 ? p.fixed : 0);
  }
  return { fresh, late };
}

/**
 * Late charges on an order, frozen ones included (docs/product.md#late-charges): each overdue
 * instalment accrues for its own days late on what is still unpaid of it (never on late charges),
 * the fixed fee is charged once per order, and the total is held to the market's ceiling:
 *
 * - IN: the total never exceeds the overdue principal (`inPenalCeiling`). Charges frozen by an
 *   extension or a payment are never erased (docs/decisions/017-extensions.md), but nothing new
 *   accrues on top of them beyond the ceiling.
 * - ID: fees, interest and late charges together stay within 100% of principal (`idCostRoom`).
 */
export function orderPenalty(input: OrderPenaltyInput): number {
  const carried = input.carried ?? 0;
  assertAmount('carried', carried);
  const { fresh, late } = freshPenalty(input, carried);
  if (input.market === 'ID') {
    return Math.min(
      carried + fresh,
      idCostRoom(input.principal, input.startDate, input.alreadyCharged),
    );
  }
  const ceiling = inPenalCeiling(late.reduce((n, i) => n + i.principal, 0));
  return carried + Math.min(fresh, Math.max(0, ceiling - carried));
}

/**
 * What a payment freezes on the order (docs/decisions/108-charges-levied-stay.md). Late charges
 * are worked out from what is unpaid now, so money that clears an overdue instalment would also
 * clear the charges it had already earned, and what was paid towards them would then hide the
 * next instalment's. Given the order as the payment leaves it (`after`, with what was frozen
 * before) and the charges just before it, this is the frozen amount that keeps the order's charges
 * today exactly where they stood: never less than what was frozen, the fixed fee among it, and
 * what accrues from tomorrow on only on what is still unpaid.
 */
export function carriedAfterPayment(after: OrderPenaltyInput, accruedBefore: number): number {
  const carried = after.carried ?? 0;
  assertAmount('accruedBefore', accruedBefore);
  if (accruedBefore <= carried) return carried;
  // Frozen from now on, so the fixed fee is no longer fresh.
  const { fresh } = freshPenalty(after, accruedBefore);
  for (const candidate of [accruedBefore - fresh, accruedBefore]) {
    if (candidate >= carried) {
      if (orderPenalty({ ...after, carried: candidate }) === accruedBefore) return candidate;
    }
  }
  return accruedBefore;
}

/**
 * Whether the order's late charges would be higher tomorrow if nothing were paid: false once
 * they stand at the market's ceiling (or no band charges anything), so that no text urges paying
 * "to stop late charges growing" when they cannot (docs/product.md#late-charges).
 */
export function penaltyCanGrow(input: OrderPenaltyInput): boolean {
  const tomorrow = input.overdue.map((i) => ({ ...i, daysOverdue: i.daysOverdue + 1 }));
  return orderPenalty({ ...input, overdue: tomorrow }) > orderPenalty(input);
}
