import { localDate } from '@tenora/domain/dates';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { joinProduct } from '../products/index.ts';
import { ledgerFacts, lockLedgerOrder, type LedgerOrder } from './repository.ts';
import { orderBalance } from './service.ts';

/**
 * A line of a loan's statement of account: what was charged (positive) or paid and settled
 * (negative), and the balance after it, which is what the ledger said the loan owed then.
 */
export interface StatementEntry {
  at: Date;
  kind:
    | 'principal'
    | 'interest'
    | 'fee'
    /** Late charges levied since the line before: shown when a payment or the statement's day counts them. */
    | 'charges'
    /** Anything else between two lines; none is expected, and a test looks for them. */
    | 'adjustment'
    | 'payment'
    /** What paying off early settled without payment (docs/decisions/029-early-repayment.md). */
    | 'waived'
    | 'extension_fee';
  amount: number;
  balance: number;
  method?: string;
  reference?: string;
  extendedTo?: string | null;
}

export interface LoanStatement {
  order: LedgerOrder;
  productName: string;
  /** The first and last day of the range, in the market's days. */
  from: string;
  to: string;
  /** The balance before the range's first line, and after its last. */
  opening: number;
  closing: number;
  /**
   * The range reaches today, so its closing balance is today's, late charges to now included;
   * a range that ends earlier closes with the balance after its last line.
   */
  endsToday: boolean;
  entries: StatementEntry[];
}

interface StatementPayment {
  id: number;
  kind: 'repayment' | 'extension_fee';
  amount: number;
  paid_at: Date;
  method: string;
  reference: string;
  extended_to: string | null;
  owed_before: number | null;
  owed_after: number | null;
  waived: number;
  /** Late charges the payment settled, paid or waived: what an older payment shows was levied. */
  penalty: number;
}

const SCHEDULED_SQL = `select coalesce(sum(i.principal), 0)::bigint as principal,
    coalesce(sum(i.interest), 0)::bigint as interest, coalesce(sum(i.fee), 0)::bigint as fee,
    (select p.name from orders o ${joinProduct('p', 'o.product_id')} where o.id = $1) as product_name
  from instalments i where i.order_id = $1`;

const PAYMENTS_SQL = `select p.id, p.kind, p.amount, p.paid_at, p.method, p.reference, p.extended_to,
    p.owed_before, p.owed_after,
    (select coalesce(sum(a.penalty + a.fee + a.interest + a.principal), 0) from payment_allocations a
      where a.payment_id = p.id and a.kind = 'waived')::bigint as waived,
    (select coalesce(sum(a.penalty), 0) from payment_allocations a
      where a.payment_id = p.id)::bigint as penalty
  from payments p where p.order_id = $1 order by p.paid_at, p.id`;

/**
 * Every line of a disbursed loan's account from its disbursal to now (docs/product.md#papers).
 * The running balance is the ledger's own: what each payment was booked against (late charges
 * levied to its day included) and left, and today's balance for a statement that reaches today.
 * Late charges accrue by the day but are shown where they were counted: before a payment, and on
 * the statement's last day when that is today.
 */
function entriesOf(
  order: LedgerOrder & { disbursed_at: Date },
  scheduled: { principal: number; interest: number; fee: number },
  payments: StatementPayment[],
  owedNow: { at: Date; owed: number },
): StatementEntry[] {
  const entries: StatementEntry[] = [];
  let balance = 0;
  const add = (entry: Omit<StatementEntry, 'balance'>, after?: number) => {
    balance = after ?? balance + entry.amount;
    entries.push({ ...entry, balance });
  };
  // What the ledger owed at a moment, against what the lines so far add up to.
  const catchUp = (at: Date, owed: number) => {
    const levied = owed - balance;
    if (levied !== 0) add({ at, kind: levied > 0 ? 'charges' : 'adjustment', amount: levied });
  };
  const disbursed = order.disbursed_at;
  add({ at: disbursed, kind: 'principal', amount: Number(scheduled.principal) });
  if (Number(scheduled.interest) > 0)
    add({ at: disbursed, kind: 'interest', amount: Number(scheduled.interest) });
  if (Number(scheduled.fee) > 0) add({ at: disbursed, kind: 'fee', amount: Number(scheduled.fee) });
  for (const p of payments) {
    const amount = Number(p.amount);
    if (p.owed_before !== null) catchUp(p.paid_at, Number(p.owed_before));
    // A payment booked before the ledger kept its balances: the late charges it settled were
    // levied by then, at least.
    else if (Number(p.penalty) > 0)
      add({ at: p.paid_at, kind: 'charges', amount: Number(p.penalty) });
    const paid = { at: p.paid_at, method: p.method, reference: p.reference };
    if (p.kind === 'extension_fee') {
      add({ at: p.paid_at, kind: 'extension_fee', amount, extendedTo: p.extended_to });
      add({ ...paid, kind: 'payment', amount: -amount });
      continue;
    }
    add({ ...paid, kind: 'payment', amount: -amount });
    if (Number(p.waived) > 0) add({ at: p.paid_at, kind: 'waived', amount: -Number(p.waived) });
    if (p.owed_after !== null) catchUp(p.paid_at, Number(p.owed_after));
  }
  catchUp(owedNow.at, owedNow.owed);
  return entries;
}

/**
 * The statement of a loan for the days `from` (by default its disbursal's) to `to`, both included,
 * in the market's days, or null
 * when it was never disbursed, in the caller's transaction: the order's row is locked, as a
 * payment takes it, so the lines are read as of one moment. The caller checks the loan is the
 * asker's (`ownsLoan`).
 */
export async function loanStatement(
  db: Queryable,
  clock: Clock,
  orderId: number,
  range: { from?: string | undefined; to: string },
): Promise<LoanStatement | null> {
  const order = await lockLedgerOrder(db, orderId);
  if (!order?.disbursed_at) return null;
  const [scheduled] = await db.query<{
    principal: number;
    interest: number;
    fee: number;
    product_name: string;
  }>(SCHEDULED_SQL, [orderId]);
  const payments = await db.query<StatementPayment>(PAYMENTS_SQL, [orderId]);
  const now = clock.now();
  const today = localDate(now, order.market);
  const owed = orderBalance(order, await ledgerFacts(db, orderId), today).owed;
  const all = entriesOf(
    { ...order, disbursed_at: order.disbursed_at },
    scheduled ?? { principal: 0, interest: 0, fee: 0 },
    payments,
    { at: now, owed },
  );
  const day = (e: StatementEntry) => localDate(e.at, order.market);
  const from = range.from ?? localDate(order.disbursed_at, order.market);
  const before = all.filter((e) => day(e) < from);
  const entries = all.filter((e) => day(e) >= from && day(e) <= range.to);
  const opening = before.at(-1)?.balance ?? 0;
  return {
    order,
    productName: scheduled?.product_name ?? '',
    from,
    to: range.to,
    opening,
    closing: entries.at(-1)?.balance ?? opening,
    endsToday: range.to >= today,
    entries,
  };
}

/** Whether the order is the borrower's: through their scope, another's is simply not there. */
export async function ownsLoan(borrower: BorrowerScope, orderId: number): Promise<boolean> {
  const own = await borrower.query('select id from orders where user_id = $1 and id = $2', [
    orderId,
  ]);
  return own.length > 0;
}
