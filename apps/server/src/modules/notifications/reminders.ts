import { formatDate, localDate } from '@tenora/domain/dates';
import { localeOf, type Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { dueDatesRemindedOn, inContactHours, reminderOn } from '@tenora/domain/reminders';
import { BorrowerScope } from '../../platform/auth.ts';
import { translator } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { instalmentsDueOn, loanAccount } from '../ledger/index.ts';
import { onHold } from './repository.ts';
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
 * reminds of today. A loan's reminder is written once a day whichever hour first finds it (its
 * cause is the loan, the instalment and the day), so an hour missed while no worker ran is made
 * up by the next.
 */
export async function scanReminders(deps: AppDeps, market: Market, at: Date): Promise<void> {
  await releaseDue(deps, market, at);
  if (!inContactHours(at, market)) return;
  const day = localDate(at, market);
  const due = await instalmentsDueOn(deps.db, market, dueDatesRemindedOn(day));
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
  // One reminder per loan a day: of the oldest instalment the plan names that is still owed.
  const row = account.schedule.find(
    (r) =>
      job.periods.includes(r.period_no) &&
      r.fee + r.interest + r.principal > 0 &&
      reminderOn(r.due_date, job.day) !== null,
  );
  const reminder = row ? reminderOn(row.due_date, job.day) : null;
  if (!row || !reminder || account.payoff?.coolingOff) return;
  if (await onHold(deps.db, job.orderId)) return;

  const market = job.market;
  const t = translator(localeOf(market));
  const product = account.order.product_name;
  const amount = formatMoney(account.due.amount, market);
  const date = formatDate(row.due_date, market);
  const charges = formatMoney(account.balance.penaltyOwed, market);
  const body =
    reminder.kind === 'before'
      ? t('notify.reminder.before', product, amount, date, reminder.days)
      : reminder.kind === 'due'
        ? t('notify.reminder.due', product, amount)
        : t(
            'notify.reminder.overdue',
            product,
            amount,
            date,
            reminder.days,
            account.balance.penaltyOwed > 0 ? charges : null,
          );
  const at = deps.clock.now();
  const common = {
    userId: job.userId,
    market,
    orderId: job.orderId,
    periodNo: row.period_no,
    amount: account.due.amount,
    collection: true,
    at,
  };
  await deps.db.transaction(async (tx) => {
    await notify(deps, tx, {
      ...common,
      template: `reminder.${reminder.kind}`,
      title: t('notify.reminder.title', reminder.kind, reminder.days),
      body,
      cause: `reminder:${job.orderId}:${job.day}`,
    });
    if (reminder.kind === 'overdue' && reminder.days === 1 && account.balance.penaltyOwed > 0) {
      await notify(deps, tx, {
        ...common,
        template: 'penal',
        title: t('notify.penal.title'),
        body: t('notify.penal.body', product, date, charges),
        cause: `penal:${job.orderId}:${row.period_no}:${row.due_date}`,
      });
    }
  });
}
