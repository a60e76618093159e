import { addDays, localDate } from './dates.ts';
import type { Market } from './market.ts';

/**
 * The complaint clock (docs/product.md#complaints): by when the lender must answer. India: 30
 * calendar days (RBI). Indonesia: 10 working days (OJK), which the lender may extend once by 10
 * more, saying why. Working days are Monday to Friday; public holidays are not skipped, so the
 * date is never later than the regulator's.
 */
export const ANSWER_DAYS = { IN: 30, ID: 10 } as const satisfies Record<Market, number>;
export const ID_EXTENSION_WORKING_DAYS = 10;

function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The date `n` working days after `isoDate` (Monday to Friday). */
export function addWorkingDays(isoDate: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n must be a whole number, got ${n}`);
  let date = isoDate;
  for (let left = n; left > 0;) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

/** The answer's due date for a complaint made at `madeAt`, counted from the market's local day. */
export function complaintDueDate(market: Market, madeAt: Date): string {
  const day = localDate(madeAt, market);
  return market === 'IN' ? addDays(day, ANSWER_DAYS.IN) : addWorkingDays(day, ANSWER_DAYS.ID);
}

/** Indonesia's one extension: 10 more working days from the current due date. */
export function extendedDueDate(dueDate: string): string {
  return addWorkingDays(dueDate, ID_EXTENSION_WORKING_DAYS);
}

/** Whether the due date has passed on the market's `today` (the due day itself still counts). */
export function isPastDue(dueDate: string, today: string): boolean {
  return today > dueDate;
}

/** The reference a borrower quotes: market and number, e.g. TNC-IN-000042. */
export function complaintReference(market: Market, id: number): string {
  return `TNC-${market}-${String(id).padStart(6, '0')}`;
}

/** A rating this low means the borrower is not satisfied: the detail offers escalation. */
export const UNSATISFIED_MAX_STARS = 2;
