/**
 * Whether a calendar date, written as on the wire, exists. Apart from `dates.ts` because every
 * schema of the contract checks it, and so every page that validates an answer carries it: this
 * costs a few hundred bytes there, where `dates.ts` with its month names and markets costs 800.
 */

/** YYYY-MM-DD. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The last day a calendar date can be written as YYYY-MM-DD: a range that ends on it has no next
 * day to stop before, so it is open at that end.
 */
export const LAST_CALENDAR_DATE = '9999-12-31';

/**
 * Whether text is a day that exists, written YYYY-MM-DD, from 0001-01-01 to 9999-12-31: no 31st
 * of February, no 29th of February outside a leap year, no month 13, and no year 0, which
 * PostgreSQL's calendar (like the Gregorian one) does not have.
 */
export function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (m === null) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= days;
}
