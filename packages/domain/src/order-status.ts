import { daysBetween, localDate } from './dates.ts';
import type { Market } from './market.ts';

// 3, 4 and 5 are codes from the previous system that migrated orders still carry.
export const ORDER_STATUSES = [21, 151, 110, 170, 174, 180, 200, 3, 5, 4] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(n: unknown): n is OrderStatus {
  return typeof n === 'number' && (ORDER_STATUSES as readonly number[]).includes(n);
}

export interface OrderFacts {
  decision: 'pending' | 'approved' | 'rejected';
  disbursedAt: Date | null;
  outstandingMinor: number;
  /** Market-local YYYY-MM-DD of the earliest unpaid instalment. */
  nextDueDate: string | null;
  origin: 'tenora' | 'legacy';
}

const LEGACY_CODE: Partial<Record<OrderStatus, OrderStatus>> = { 170: 3, 174: 3, 180: 5, 200: 4 };

// Derived at read time from the facts, so a status can never lag behind a payment or a due date.
export function deriveOrderStatus(facts: OrderFacts, now: Date, market: Market): OrderStatus {
  const status = deriveTenoraStatus(facts, now, market);
  return facts.origin === 'legacy' ? (LEGACY_CODE[status] ?? status) : status;
}

function deriveTenoraStatus(facts: OrderFacts, now: Date, market: Market): OrderStatus {
  if (facts.decision === 'rejected') return 110;
  if (facts.decision === 'pending') return 21;
  if (facts.disbursedAt === null) return 151;
  if (facts.outstandingMinor <= 0) return 200;
  if (facts.nextDueDate === null) return 170;
  // The due day runs from the market's local midnight, not UTC's.
  const daysLeft = daysBetween(localDate(now, market), facts.nextDueDate);
  if (daysLeft > 0) return 170;
  if (daysLeft === 0) return 174;
  return 180;
}

const OWN_IMAGE = [21, 151, 174, 180, 110, 200] as const;
type ImageKey = (typeof OWN_IMAGE)[number];

export function statusImageKey(status: number): ImageKey {
  return OWN_IMAGE.find((s) => s === status) ?? 200;
}

export type OrderAction = 'repay' | 'extend' | 'loanMore';

// Takes a plain number because the status arrives from the API; unknown codes get no buttons.
export function orderActions(status: number, isDelay: boolean): OrderAction[] {
  switch (status) {
    case 170:
      return ['repay'];
    case 174:
    case 180:
    case 3:
    case 5:
      return isDelay ? ['repay', 'extend'] : ['repay'];
    case 200:
    case 4:
      return ['loanMore'];
    default:
      return [];
  }
}

/**
 * Whether nothing is left to happen on a loan: rejected (110) or repaid (200, and its old code 4).
 * Any other loan is open: under review, approved, being paid out, or owing.
 */
export function isLoanClosed(status: number): boolean {
  return status === 110 || isRepaid(status);
}

/** Whether a loan is repaid: nothing is left on it, and its screens say so instead of asking. */
export function isRepaid(status: number): boolean {
  return status === 200 || status === 4;
}

/**
 * Whether a loan is still to be paid out: under review (21) or approved and disbursing (151). Its
 * screen then shows the bank account it will be paid into (docs/product.md#bank-account).
 */
export function awaitsPayout(status: number | null): boolean {
  return status === 21 || status === 151;
}

export function showsRecommended(status: number, isDelay: boolean): boolean {
  return orderActions(status, isDelay).length === 0;
}
