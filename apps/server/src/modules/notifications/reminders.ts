import { addDays, daysBetween, localDate } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import {
  dueDatesRemindedOn,
  inContactHours,
  MARKET_REMINDER_PLANS,
  parseReminderPlan,
  reminderOn,
} from '@tenora/domain/reminders';
import { BorrowerScope } from '../../platform/auth.ts';
import { translator } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';

import { loanAccount } from '../ledger/index.ts';
import { productReminderPlans } from '../products/index.ts';
import { instalmentsToRemind, onHold, reminderCause } from './repository.ts';
import { notify, releaseDue } from './service.ts';

/** The job that reminds one loan of one day's instalment; the hourly scan queues one per loan. */
export const REMIND_JOB = 'remind-loan';

export interface RemindLoan {
  orderId: number;
  userId: number;
  phone: string;
  market: Market;
  /** The instalments the plan names today, oldest first; the first still owed is reminded of. */
  periods: number[];
  /** The borrower's local day the reminder is for. */
  day: string;
}

/** Jobs are queued in batches of this many: one statement each. */
const QUEUE_BATCH = 1000;

/**
 * Each hour, in the market's zone (docs/product.md#messages): queues again what waited for the
 * contact hours and, inside them, a reminder job for every loan with an instalment the plan
 * reminds of today whose reminder of the day is not written yet. A loan's reminder is written once
 * a day by whichever hour's job first finds it owed (its cause is the loan and the day), so an
 * hour missed while no worker ran is made up by the next, and one held back (a complaint about
 * collection conduct unanswered) goes at the first hour it may. A loan reminded is not queued
 * again that day: the penal notice its job writes with the reminder cannot fall due later that
 * day (the charge is a day's figure, and the daily limit only fills).
 */
export async function scanReminders(deps: AppDeps, market: Market, at: Date): Promise<void> {
  await releaseDue(deps, market, at);
  if (!inContactHours(at, market)) return;
  const day = localDate(at, market);
  // The dates any plan of the market reminds of today; each loan's own plan decides in its job.
  const plans = [
    MARKET_REMINDER_PLANS[market],
    ...(await productReminderPlans(deps.db, market)).flatMap((raw) => parseReminderPlan(raw) ?? []),
  ];
  // Yesterday's due dates too: the first day late tells a penal charge whatever the plan says.
  const dates = [
    ...new Set([addDays(day, -1), ...plans.flatMap((plan) => dueDatesRemindedOn(day, plan))]),
  ];
  const due = await instalmentsToRemind(deps.db, market, dates, day);
  const perLoan = new Map<number, RemindLoan>();
  for (const row of due) {
    const loan = perLoan.get(row.order_id);
    if (loan) loan.periods.push(row.period_no);
    else {
      perLoan.set(row.order_id, {
        orderId: row.order_id,
        userId: row.user_id,
        phone: row.phone,
        market,
        periods: [row.period_no],
        day,
      });
    }
  }
  const jobs = [...perLoan.values()];
  for (let i = 0; i < jobs.length; i += QUEUE_BATCH) {
    await deps.jobs.send(null, REMIND_JOB, jobs.slice(i, i + QUEUE_BATCH));
  }
}

/**
 * Writes one loan's reminder for the day, with the figures of its loan account now, and on the
 * first day late the notice that a penal charge (a late fee in Indonesia) was levied. Nothing
 * when the instalment is paid, the loan is in its cooling-off days, or the borrower's complaint
 * about collection conduct on it is unanswered.
 */
export async function remindLoan(deps: AppDeps, job: RemindLoan): Promise<void> {
  const borrower = BorrowerScope.forMessages(job.userId, job.market, job.phone, deps.db);
  const account = await loanAccount(deps.clock, borrower, job.orderId);
  if (!account || account.due.kind === 'none') return;
  const plan = account.pricing?.reminders ?? MARKET_REMINDER_PLANS[job.market];
  const owed = account.schedule.filter(
    (r) => job.periods.includes(r.period_no) && r.fee + r.interest + r.principal > 0,
  );
  // One reminder per loan a day: of the oldest instalment the plan names that is still owed.
  const row = owed.find((r) => reminderOn(r.due_date, job.day, plan) !== null);
  const reminder = row ? reminderOn(row.due_date, job.day, plan) : null;
  // The penal charge notice, whatever the plan: on the first day an instalment is late.
  const late = owed.find((r) => daysBetween(r.due_date, job.day) === 1);
  const penal = late && account.balance.penaltyOwed > 0 ? late : null;
  if ((!row && !penal) || account.payoff?.coolingOff) return;
  if (await onHold(deps.db, job.orderId)) return;

  const market = job.market;
  // In the language the borrower chose; no `lang` flag reaches a job.
  const t = translator(await borrower.language());
  const product = account.order.product_name;
  const charges = formatMoney(account.balance.penaltyOwed, market);
  const at = deps.clock.now();
  const common = {
    userId: job.userId,
    market,
    orderId: job.orderId,
    amount: account.due.amount,
    collection: true,
    at,
  };
  await deps.db.transaction(async (tx) => {
    if (row && reminder) {
      const amount = formatMoney(account.due.amount, market);
      const date = t.date(row.due_date, market);
      // Paying off today costs less than the instalment: the instalment is what falls due on its
      // date, and the cheaper payoff is today's figure, as loan details and Repay say.
      const instead = account.due.kind === 'payoff' ? account.due.instead : null;
      await notify(deps, tx, {
        ...common,
        periodNo: row.period_no,
        template: `reminder.${reminder.kind}`,
        title: t('notify.reminder.title', reminder.kind, reminder.days),
        body:
          reminder.kind === 'before'
            ? instead !== null
              ? t(
                  'notify.reminder.beforePayoff',
                  product,
                  formatMoney(instead, market),
                  date,
                  reminder.days,
                  amount,
                )
              : t('notify.reminder.before', product, amount, date, reminder.days)
            : reminder.kind === 'due'
              ? t('notify.reminder.due', product, amount)
              : t(
                  'notify.reminder.overdue',
                  product,
                  amount,
                  date,
                  reminder.days,
                  account.balance.penaltyOwed > 0 ? charges : null,
                ),
        cause: reminderCause(job.orderId, job.day),
      });
    }
    if (penal) {
      await notify(deps, tx, {
        ...common,
        periodNo: penal.period_no,
        template: 'penal',
        title: t('notify.penal.title'),
        body: t('notify.penal.body', product, t.date(penal.due_date, market), charges),
        cause: `penal:${job.orderId}:${penal.period_no}:${penal.due_date}`,
      });
    }
  });
}
