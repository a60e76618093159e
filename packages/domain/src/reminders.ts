import { addDays, daysBetween, localDate } from './dates.ts';
import { MARKET_INFO, type Market } from './market.ts';

/**
 * When a borrower is reminded of an instalment (docs/product.md#messages): days before the due
 * date, on it, days after it, and then every so many days while it stays unpaid. A market's or a
 * product's configuration may replace the default.
 */
export interface ReminderPlan {
  /** Days before the due date, e.g. [3, 1]. */
  before: readonly number[];
  onDueDate: boolean;
  /** Days after the due date, e.g. [1, 3, 7]. */
  after: readonly number[];
  /** After the last of `after`, one more every this many days while overdue; 0 for none. */
  thenEvery: number;
}

export const DEFAULT_REMINDER_PLAN: ReminderPlan = {
  before: [3, 1],
  onDueDate: true,
  after: [1, 3, 7],
  thenEvery: 7,
};

/** Each market's plan where a product keeps none of its own; today both follow the default. */
export const MARKET_REMINDER_PLANS: Record<Market, ReminderPlan> = {
  IN: DEFAULT_REMINDER_PLAN,
  ID: DEFAULT_REMINDER_PLAN,
};

/** Bounds a stored plan must keep: a reminder at most 30 days before, and none past 400 days late. */
const PLAN_LIMITS = { before: 30, after: 400, every: 30, count: 10 } as const;

function daysIn(raw: unknown, max: number): number[] | null {
  if (!Array.isArray(raw) || raw.length > PLAN_LIMITS.count) return null;
  const days = raw as unknown[];
  if (
    !days.every(
      (d): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= max,
    )
  )
    return null;
  return new Set(days).size === days.length ? [...days] : null;
}

/** A product's plan as stored in its pricing JSON, or null when it is not one. */
export function parseReminderPlan(raw: unknown): ReminderPlan | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { before, onDueDate, after, thenEvery } = raw as Record<string, unknown>;
  const b = daysIn(before, PLAN_LIMITS.before);
  const a = daysIn(after, PLAN_LIMITS.after);
  if (!b || !a || typeof onDueDate !== 'boolean') return null;
  if (
    !Number.isInteger(thenEvery) ||
    (thenEvery as number) < 0 ||
    (thenEvery as number) > PLAN_LIMITS.every
  )
    return null;
  return { before: b, onDueDate, after: a, thenEvery: thenEvery as number };
}

export type ReminderKind = 'before' | 'due' | 'overdue';

export interface Reminder {
  kind: ReminderKind;
  /** Days to the due date (before) or past it (overdue); 0 on the due date. */
  days: number;
}

/** The reminder an instalment due on `dueDate` gets on `today` (both YYYY-MM-DD), if any. */
export function reminderOn(
  dueDate: string,
  today: string,
  plan: ReminderPlan = DEFAULT_REMINDER_PLAN,
): Reminder | null {
  const late = daysBetween(dueDate, today);
  if (late < 0) return plan.before.includes(-late) ? { kind: 'before', days: -late } : null;
  if (late === 0) return plan.onDueDate ? { kind: 'due', days: 0 } : null;
  if (plan.after.includes(late)) return { kind: 'overdue', days: late };
  const last = Math.max(0, ...plan.after);
  if (plan.thenEvery > 0 && late > last && (late - last) % plan.thenEvery === 0) {
    return { kind: 'overdue', days: late };
  }
  return null;
}

/** The due dates whose instalments get a reminder on `today`: the inverse of `reminderOn`. */
export function dueDatesRemindedOn(
  today: string,
  plan: ReminderPlan = DEFAULT_REMINDER_PLAN,
  /** How far back weekly reminders are looked for: a loan longer overdue gets none. */
  maxDaysLate = 400,
): string[] {
  const dates: string[] = [];
  for (let late = -Math.max(0, ...plan.before); late <= maxDaysLate; late++) {
    const due = addDays(today, -late);
    if (reminderOn(due, today, plan)) dates.push(due);
  }
  return dates;
}

/**
 * The hours in which the lender may contact a borrower about what they owe, local time, from the
 * first minute to the last: India's fair practices code (08:00–19:00 IST) and Indonesia's OJK
 * rules (08:00–20:00 WIB). Collection messages wait outside them; other messages do not.
 */
export const CONTACT_HOURS: Record<Market, { from: number; to: number }> = {
  IN: { from: 8 * 60, to: 19 * 60 },
  ID: { from: 8 * 60, to: 20 * 60 },
};

/** At most this many messages about money owed reach one borrower on one local day. */
export const COLLECTION_MESSAGES_PER_DAY = 2;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

function localMinutes(instant: Date, market: Market): number {
  const shifted = instant.getTime() + MARKET_INFO[market].utcOffsetMinutes * MINUTE_MS;
  return Math.floor(shifted / MINUTE_MS) % DAY_MINUTES;
}

export function inContactHours(instant: Date, market: Market): boolean {
  const { from, to } = CONTACT_HOURS[market];
  const minute = localMinutes(instant, market);
  return minute >= from && minute < to;
}

/**
 * When a collection message due at `instant` may go: at once inside the contact hours, else at
 * the next opening (today's if it is still to come, tomorrow's after the close).
 */
export function nextContactTime(instant: Date, market: Market): Date {
  if (inContactHours(instant, market)) return instant;
  const { from } = CONTACT_HOURS[market];
  const minute = localMinutes(instant, market);
  const startOfMinute = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  const wait = minute < from ? from - minute : DAY_MINUTES - minute + from;
  return new Date(startOfMinute + wait * MINUTE_MS);
}

/** The local calendar day a message counts against for the daily limit. */
export const contactDay = (instant: Date, market: Market): string => localDate(instant, market);
