import { owedOn } from '@tenora/domain/allocation';
import { amountDue, type AmountDue } from '@tenora/domain/amount-due';
import { localDate } from '@tenora/domain/dates';
import type { PayoffQuote } from '@tenora/domain/early-repayment';
import {
  deriveOrderStatus,
  isLoanClosed,
  orderActions,
  showsRecommended,
  type OrderAction,
  type OrderStatus,
} from '@tenora/domain/order-status';
import { parsePricingConfig, type PricingConfig } from '@tenora/domain/pricing';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { accountCacheOf } from './account-cache.ts';
import {
  accountVersion,
  accountWithFacts,
  summaryRows,
  type AccountFacts,
  type AccountRow,
  type BalanceRow,
  type LedgerOrder,
  type PaymentRow,
  type SummaryRow,
} from './repository.ts';
import {
  extensionTermsFor,
  orderBalance,
  payoffFor,
  PENALTY_PERIOD,
  type ExtensionTerms,
  type OrderBalance,
} from './service.ts';

/**
 * One loan as every screen sees it (docs/architecture.md#the-loan-account): the order, its status,
 * what it owes and when, the schedule, and what the borrower may do now. The server decides the
 * actions; screens render them.
 */
export interface LoanAccount {
  order: AccountRow;
  pricing: PricingConfig | null;
  status: OrderStatus;
  balance: OrderBalance;
  /** Each instalment with what is still owed on it, in period order. */
  schedule: BalanceRow[];
  /**
   * The amount due now (`amountDue`, docs/decisions/092-one-figure-for-what-is-owed.md): the one
   * figure loan details, Repay, the instalments, the extension, payment codes and the SMS code's
   * text carry, and the kind of it, so no screen works "due" out from its own clock.
   */
  due: AmountDue;
  /**
   * Paying off the whole loan today (docs/product.md#early-repayment): the amount, whether it is
   * allowed, when it opens if not, and whether the loan is in its cooling-off period. Null before
   * disbursal.
   */
  payoff: PayoffQuote | null;
  /** Null when nothing is due, or the product has no extension. */
  extension: ExtensionTerms | null;
  actions: OrderAction[];
  /** Other products are offered exactly when there is nothing for the borrower to do here. */
  recommends: boolean;
  /** Every payment booked on the loan, extension fees included, oldest first. */
  payments: AccountPayment[];
}

export interface AccountPayment {
  reference: string;
  amount: number;
  paidAt: Date;
  method: PaymentRow['method'];
  kind: PaymentRow['kind'];
  /** The due date an extension's fee moved the loan to. */
  extendedTo: string | null;
}

/** The order as the ledger's arithmetic needs it. */
export const ledgerOrderOf = (row: AccountRow): LedgerOrder => ({
  id: row.id,
  user_id: row.user_id,
  market: row.market,
  principal: row.principal,
  processing_fee: row.processing_fee,
  fee_tax: row.fee_tax,
  disbursed_at: row.disbursed_at,
  carried_penalty: row.carried_penalty,
  extension_fees: row.extension_fees,
  term_days: row.term_days,
  cooling_off_days: row.cooling_off_days,
});

/**
 * The status, from the same facts for one loan or a list of them: what the instalments still ask
 * for, and the first one not yet paid (docs/product.md#order-statuses).
 */
export function statusFrom(
  row: Pick<AccountRow, 'decision' | 'disbursed_at' | 'origin' | 'principal' | 'market'>,
  remaining: { outstanding: number; nextDue: string | null; hasSchedule: boolean },
  now: Date,
): OrderStatus {
  return deriveOrderStatus(
    {
      decision: row.decision,
      disbursedAt: row.disbursed_at,
      // A disbursed loan whose schedule is not written yet still owes its principal.
      outstandingMinor: remaining.hasSchedule ? remaining.outstanding : row.principal,
      nextDueDate: remaining.nextDue,
      origin: row.origin,
    },
    now,
    row.market,
  );
}

/** The amount due on `today` from a balance: what every screen of the loan asks for. */
export function dueOf(
  balance: Pick<OrderBalance, 'schedule' | 'penaltyOwed'>,
  today: string,
  partial: boolean,
  payoff: PayoffQuote | null,
): AmountDue {
  return amountDue({
    today,
    instalments: balance.schedule.map((r) => ({
      periodNo: r.period_no,
      dueDate: r.due_date,
      owed: r.fee + r.interest + r.principal,
    })),
    lateCharges: balance.penaltyOwed,
    partial,
    payoff,
  });
}

function accountOf(row: AccountFacts, now: Date): LoanAccount {
  const today = localDate(now, row.market);
  const ledgerOrder = ledgerOrderOf(row);
  const balance = orderBalance(ledgerOrder, row, today);
  const schedule = balance.schedule;
  const instalments = balance.balances.filter((b) => b.periodNo !== PENALTY_PERIOD);
  const status = statusFrom(
    row,
    {
      outstanding: instalments.reduce((n, b) => n + owedOn(b), 0),
      nextDue: balance.nextDue,
      hasSchedule: schedule.length > 0,
    },
    now,
  );
  const pricing = parsePricingConfig(row.product_pricing);
  const extension = extensionTermsFor(row, row, pricing, balance, today);
  const canExtend = extension !== null && extension.refusal === null;
  const payoff = payoffFor(ledgerOrder, balance, today);
  return {
    order: row,
    pricing,
    status,
    balance,
    schedule,
    due: dueOf(balance, today, row.partial_repayment, payoff),
    payoff,
    extension,
    actions: orderActions(status, canExtend),
    recommends: showsRecommended(status, canExtend),
    payments: row.payments.map((p) => ({
      reference: p.reference,
      amount: Number(p.amount),
      paidAt: new Date(Number(p.paid_at_ms)),
      method: p.method,
      kind: p.kind,
      extendedTo: p.extended_to,
    })),
  };
}

/**
 * The borrower's loan, or null when the order is not theirs: the scope is the only way in, so
 * no caller compares owners by hand (docs/architecture.md#ownership). One query
 * (docs/decisions/042-one-round-trip-for-the-loan-account.md).
 */
export async function loanAccount(
  clock: Clock,
  borrower: BorrowerScope,
  orderId: number,
): Promise<LoanAccount | null> {
  const cache = borrower.committedReads ? accountCacheOf(borrower.committedReads) : null;
  const cached = cache?.get(orderId, borrower.userId);
  if (cached) {
    // A small query of the borrower's own: it checks the order is still theirs, and current.
    const version = await accountVersion(borrower, orderId);
    if (version === null) return null;
    if (version === cached.version) {
      const now = clock.now();
      const day = localDate(now, cached.row.market);
      if (day === cached.day) return cached.account;
      const account = accountOf(cached.row, now);
      cache?.set(orderId, { ...cached, day, account });
      return account;
    }
  }
  const found = await accountWithFacts(borrower, orderId);
  if (!found) return null;
  const { account_version: version, ...row } = found;
  const now = clock.now();
  const account = accountOf(row, now);
  cache?.set(orderId, {
    userId: borrower.userId,
    version,
    row,
    day: localDate(now, row.market),
    account,
  });
  return account;
}

/**
 * The borrower's latest open loan of a product (under review, disbursing or unpaid), or null: a
 * repaid or rejected loan is history, so "Loan more" on it leads to a new loan
 * (docs/product.md#screens).
 */
export async function latestLoanOfProduct(
  clock: Clock,
  borrower: BorrowerScope,
  productId: number,
): Promise<LoanAccount | null> {
  const open = summariesOf(await summaryRows(borrower, { productId }), clock).find(
    ({ status }) => !isLoanClosed(status),
  );
  return open ? loanAccount(clock, borrower, open.order.id) : null;
}

/** Each order with its status, worked out from its summary's sums as every list does. */
export function summariesOf<Row extends SummaryRow>(rows: Row[], clock: Clock) {
  const now = clock.now();
  return rows.map((row) => ({
    order: row,
    status: statusFrom(
      row,
      {
        outstanding: Math.max(0, row.scheduled - row.paid),
        nextDue: row.next_due,
        hasSchedule: row.scheduled > 0 || row.next_due !== null,
      },
      now,
    ),
  }));
}

/** The borrower's loans for a list, newest first: each with its status, in one query. */
export async function loanSummaries(borrower: BorrowerScope, clock: Clock) {
  return summariesOf(await summaryRows(borrower), clock);
}
