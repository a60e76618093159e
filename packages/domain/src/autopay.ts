import { amountDue, chargedFor, type OwedInstalment } from './amount-due.ts';
import { addDays } from './dates.ts';
import { MARKET_INFO, type Market } from './market.ts';
import { CONTACT_HOURS } from './reminders.ts';

/**
 * Autopay's rules (docs/product.md#autopay): when a debit is told, how much it takes, and when it
 * may be taken.
 */

/**
 * A debit is taken at the earliest this long after its notice. The RBI's e-mandate rules ask for
 * the notice 24 hours before; Razorpay debits a UPI mandate 25 hours after its pre-debit
 * notification, and we keep the same hour's margin for every provider.
 */
export const DEBIT_AFTER_NOTICE_HOURS = 25;

/**
 * Whether a debit that may be taken from `debitAfter` is taken that same local day: the hourly
 * runs that take debits are the contact hours' whole hours, the last at the hour before they end
 * (18:00 in India). A notice whose debit would miss them waits for the next day's first run, so
 * the day it names is the day the debit is taken.
 */
export function takenOnItsDay(debitAfter: Date, market: Market): boolean {
  const minutes =
    (((debitAfter.getTime() / 60_000 + MARKET_INFO[market].utcOffsetMinutes) % 1440) + 1440) % 1440;
  return minutes <= (Math.ceil(CONTACT_HOURS[market].to / 60) - 1) * 60;
}

/** A mandate lasts until this many days after the loan's last due date. */
export const MANDATE_DAYS_AFTER_LAST_DUE = 90;

/**
 * Whether an instalment due on `dueDate` is noticed on `today` (both market-local YYYY-MM-DD):
 * from the day before its due date, so the debit falls on the due date, until the due date
 * itself (a mandate set up that day is debited the day after). An instalment already late when
 * autopay starts, or whose debit failed, is left to the reminders; the next instalment's debit
 * takes what has fallen due by its day, that one included.
 */
export function noticedOn(dueDate: string, today: string): boolean {
  return today >= addDays(dueDate, -1) && today <= dueDate;
}

/**
 * What a debit on `debitDay` takes: what falls due by then (the instalments due by that day and
 * the late charges owed now), never more than the mandate allows. The payoff is not asked for:
 * a mandate pays instalments, and the borrower pays off by hand. 0 when nothing falls due.
 */
export function debitAmount(input: {
  debitDay: string;
  instalments: readonly OwedInstalment[];
  lateCharges: number;
  maxAmount: number;
}): number {
  const due = amountDue({
    today: input.debitDay,
    instalments: input.instalments,
    lateCharges: input.lateCharges,
    // Only the payoff's branch reads it, and a debit never asks the payoff.
    partial: true,
    payoff: null,
  });
  if (due.kind === 'none' || due.kind === 'next') return 0;
  return Math.min(due.amount, input.maxAmount);
}

/**
 * Whether a noticed debit may still be taken now: what has fallen due by now is at least what the notice
 * said, and the ledger would book exactly that (a payoff now cheaper would book less). When not,
 * the debit is withdrawn and a new notice states the new amount, 25 hours ahead again: a debit
 * never takes more than is due, nor other than it told.
 */
export function mayTake(
  noticed: number,
  now: { dueAmount: number; payoff: { amount: number; allowed: boolean } | null },
): boolean {
  return noticed > 0 && now.dueAmount >= noticed && chargedFor(noticed, now.payoff) === noticed;
}

/**
 * The most one debit may take, as the borrower approves it at their bank: everything the loan
 * still owes when autopay is set up (so a debit with late charges still fits), in whole units of
 * the currency, and at least the provider's floor (₹1).
 */
export function mandateLimit(stillOwed: number, minorPerUnit: number): number {
  const whole = Math.ceil(Math.max(stillOwed, 1) / minorPerUnit) * minorPerUnit;
  return Math.max(whole, 100);
}

/**
 * A debit card as Indonesia's bank links it (Xendit's `DC_BRI`): its last four digits, and its
 * expiry `MM/YY`, not past on `today` (YYYY-MM-DD; a card works to the end of its month). Names
 * the fields that are wrong.
 */
export function checkDebitCard(
  card: { lastFour: string; expiry: string },
  today: string,
):
  | { ok: true; lastFour: string; expiry: string }
  | { ok: false; fields: ('lastFour' | 'expiry')[] } {
  const lastFour = card.lastFour.trim();
  const expiry = card.expiry.trim().replace(/\s/g, '');
  const fields: ('lastFour' | 'expiry')[] = [];
  if (!/^\d{4}$/.test(lastFour)) fields.push('lastFour');
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  const month = m ? Number(m[1]) : 0;
  const year = m ? 2000 + Number(m[2]) : 0;
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  if (!m || month < 1 || month > 12 || year * 12 + month < ty * 12 + tm) fields.push('expiry');
  return fields.length > 0 ? { ok: false, fields } : { ok: true, lastFour, expiry };
}
