import { PERIOD_STATUS, type PlanItem } from '@tenora/contract/instalments';
import { owedOn } from '@tenora/domain/allocation';
import { daysBetween, localDate } from '@tenora/domain/dates';
import { choosableNow } from '@tenora/domain/instalment-selection';
import { formatMoney } from '@tenora/domain/money';
import type { AppDeps } from '../../platform/ports.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { loanAccount, PENALTY_PERIOD } from '../ledger/index.ts';

/**
 * The instalment plan as paid and as still owed. Late charges are settled first
 * (docs/product.md#ledger), so they are counted in the first pending instalment: paying that amount
 * settles it. Only what every way to pay takes today may be chosen (`choosableNow`); an instalment
 * that must wait for early repayment to open says from when.
 */
export async function instalmentPlan(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  t: Translate,
) {
  const account = await loanAccount(deps.clock, borrower, orderId);
  if (!account) throw notFound(t('order.notFound'));
  if (!account.order.disbursed_at) throw businessFailure(t('repay.nothingOwed'));
  const productName = account.order.product_name;
  const today = localDate(deps.clock.now(), borrower.market);
  const { balance, schedule: rows } = account;
  const money = (n: number) => formatMoney(n, borrower.market);

  const wait: PlanItem[] = [];
  const yet: PlanItem[] = [];
  for (const row of rows) {
    const owed = owedOn({
      periodNo: row.period_no,
      penalty: 0,
      fee: row.fee,
      interest: row.interest,
      principal: row.principal,
    });
    const due = t.date(row.due_date, borrower.market);
    if (owed === 0) {
      yet.push({
        periodNo: row.period_no,
        totalAmount: 0,
        at: money(0),
        canClick: 0,
        periodStatus: PERIOD_STATUS.paid,
        repayDes: t('plan.paid', due),
        dueTime: row.due_date,
      });
      continue;
    }
    const total =
      owed +
      (wait.length === 0
        ? (balance.balances.find((b) => b.periodNo === PENALTY_PERIOD)?.penalty ?? 0)
        : 0);
    const late = row.due_date < today;
    wait.push({
      periodNo: row.period_no,
      totalAmount: total,
      at: money(total),
      canClick: 1,
      periodStatus: late ? PERIOD_STATUS.overdue : PERIOD_STATUS.pending,
      repayDes: late ? t('plan.overdue', daysBetween(row.due_date, today)) : t('plan.due', due),
      dueTime: row.due_date,
    });
  }
  const payoff = account.payoff;
  const { least, most } = choosableNow({
    totals: wait.map((i) => i.totalAmount),
    owed: balance.owed,
    dueNow: account.due.amount,
    partial: account.order.partial_repayment,
    payoffAllowed: payoff?.allowed !== false,
  });
  const opensOn = most < wait.length ? (payoff?.opensOn ?? null) : null;
  wait.forEach((item, index) => {
    if (index < most) return;
    item.canClick = 0;
    if (opensOn && item.periodStatus === PERIOD_STATUS.pending) {
      const due = t.date(item.dueTime, borrower.market);
      item.repayDes = t('plan.opens', due, t.date(opensOn, borrower.market));
    }
  });
  return {
    productName,
    repayWaitCount: wait.length,
    dueCount: account.due.instalments,
    payoffAmount: account.payoff?.allowed ? account.payoff.amount : null,
    note: t('plan.note'),
    opensOn,
    leastChosen: least,
    repayPlanDetail: { repayWaitDetail: wait, repayYetDetail: yet },
  };
}
