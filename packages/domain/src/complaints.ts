import { addDays, localDate } from './dates.ts';
import { ID_DAYS_OFF } from './id-holidays.ts';
import type { Market } from './market.ts';

/**
 * The complaint clock (docs/product.md#complaints): by when the lender must answer. India: 30
 * calendar days (RBI). Indonesia: 10 working days (OJK), which the lender may extend once by 10
 * more, saying why, before the first due date. Working days are Monday to Friday less Indonesia's
 * national holidays and collective leave, from the calendar in id-holidays.ts.
 */
export const ANSWER_DAYS = { IN: 30, ID: 10 } as const satisfies Record<Market, number>;
export const ID_EXTENSION_WORKING_DAYS = 10;

function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The date `n` working days after `isoDate`: Monday to Friday, less `daysOff` (YYYY-MM-DD). The
 * calendar is an argument so that what counts as a day off is always the caller's stated choice.
 */
export function addWorkingDays(isoDate: string, n: number, daysOff: ReadonlySet<string>): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n must be a whole number, got ${n}`);
  let date = isoDate;
  for (let left = n; left > 0;) {
    date = addDays(date, 1);
    if (!isWeekend(date) && !daysOff.has(date)) left -= 1;
  }
  return date;
}

/** Days off besides weekends by market: Indonesia's calendar; India counts Monday to Friday. */
const DAYS_OFF: Record<Market, ReadonlySet<string>> = { IN: new Set(), ID: ID_DAYS_OFF };

/** Open complaints due within this many working days lead the staff's queue, marked due soon. */
export const DUE_SOON_WORKING_DAYS = 2;

/**
 * Whether an open complaint due on `dueDate` is due soon on the market's `today`: not yet past
 * its due date, and due by the second working day from today (docs/product.md#operator-console).
 */
export function isDueSoon(market: Market, dueDate: string, today: string): boolean {
  return !isPastDue(dueDate, today) && dueDate <= dueSoonUntil(market, today);
}

/** The last due date that counts as due soon on the market's `today`. */
export function dueSoonUntil(market: Market, today: string): string {
  return addWorkingDays(today, DUE_SOON_WORKING_DAYS, DAYS_OFF[market]);
}

/**
 * The day the agent a complaint is assigned to is e-mailed that its answer is due: the last
 * working day before the due date, so a complaint due on Monday is told on Friday.
 */
export function agentReminderDay(market: Market, dueDate: string): string {
  let day = addDays(dueDate, -1);
  while (isWeekend(day) || DAYS_OFF[market].has(day)) day = addDays(day, -1);
  return day;
}

/** The answer's due date for a complaint made at `madeAt`, counted from the market's local day. */
export function complaintDueDate(market: Market, madeAt: Date): string {
  const day = localDate(madeAt, market);
  return market === 'IN'
    ? addDays(day, ANSWER_DAYS.IN)
    : addWorkingDays(day, ANSWER_DAYS.ID, ID_DAYS_OFF);
}

/** Indonesia's one extension: 10 more working days from the current due date. */
export function extendedDueDate(dueDate: string): string {
  return addWorkingDays(dueDate, ID_EXTENSION_WORKING_DAYS, ID_DAYS_OFF);
}

/**
 * Whether the lender may still extend a complaint due on `dueDate` on the market's `today`: only
 * up to the first due date itself, so a complaint already late cannot be made on time again.
 */
export function canExtendOn(dueDate: string, today: string): boolean {
  return !isPastDue(dueDate, today);
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
