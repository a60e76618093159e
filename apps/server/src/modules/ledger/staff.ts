import type { OpsLoanMoney } from '@tenora/contract/ops';
import type { Market } from '@tenora/domain/market';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { loanAccount, summariesOf } from './account.ts';
import { applicationRows } from './orders.ts';

/**
 * The credit staff's queue (the operator console): a page of applications across borrowers, each
 * with its status as the borrower's list tells it, and the queue's length. Two queries whatever
 * the page's size.
 */
export async function applicationsForOps(
  db: Queryable,
  clock: Clock,
  f: { state: 'review' | 'approved'; market?: Market | undefined; limit: number; offset: number },
) {
  const { rows, total } = await applicationRows(db, f);
  return { rows: summariesOf(rows, clock), total };
}

/**
 * A disbursed loan's money for the lender's staff, straight from the borrower's loan account, so
 * the console tells the figures the borrower's screens tell (docs/architecture.md#the-loan-account).
 * Null when the order is not the borrower's, or is not disbursed yet.
 */
export async function loanMoneyForOps(
  clock: Clock,
  borrower: BorrowerScope,
  orderId: number,
): Promise<OpsLoanMoney | null> {
  const account = await loanAccount(clock, borrower, orderId);
  if (!account || account.order.disbursed_at === null) return null;
  const { balance, payments } = account;
  return {
    orderId,
    market: account.order.market,
    outstanding: balance.owed,
    unpaidPrincipal: balance.unpaidPrincipal,
    dueNow: account.due.amount,
    nextDueDate: balance.nextDue,
    daysLate: balance.daysLate,
    lateCharges: { charged: balance.accruedPenalty, owed: balance.penaltyOwed },
    payments: payments.map((p) => ({
      reference: p.reference,
      paidAt: p.paidAt.toISOString(),
      amount: p.amount,
      method: p.method,
      purpose: p.kind === 'extension_fee' ? 'extension' : 'repayment',
    })),
    extensions: payments.flatMap((p) =>
      p.kind === 'extension_fee' && p.extendedTo !== null
        ? [
            {
              reference: p.reference,
              paidAt: p.paidAt.toISOString(),
              fee: p.amount,
              dueDate: p.extendedTo,
            },
          ]
        : [],
    ),
  };
}
