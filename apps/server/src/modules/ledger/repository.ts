import type { Allocation } from '@tenora/domain/allocation';
import type { Market } from '@tenora/domain/market';
import { marketCoolingOffDays } from '../../platform/app-directory.ts';
import { joinUser, type BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { joinProduct, productPricingSql } from '../products/index.ts';

/**
 * The ledger's SQL. Not borrower-scoped on purpose: provider webhooks apply payments with no
 * session. Borrower-facing callers check ownership through BorrowerScope before coming here.
 */

export interface LedgerOrder {
  id: number;
  user_id: number;
  market: Market;
  principal: number;
  processing_fee: number;
  fee_tax: number;
  disbursed_at: Date | null;
  /** Late charges frozen by an extension (migration 011). */
  carried_penalty: number;
  /** The extension fees paid on it: a cost like any other under Indonesia's ceilings. */
  extension_fees: number;
  /** The term the loan was priced for: the prepayment window is counted from it. */
  term_days: number;
  /** The cooling-off period the loan was issued with, see COOLING_OFF_DAYS. */
  cooling_off_days: number;
}

/**
 * The cooling-off days a loan keeps (docs/product.md#early-repayment): those its key fact
 * statement stated when it was issued (docs/decisions/012-documents-as-issued.md); for a loan
 * without one (older demo data), its market's app config, as the key facts read it.
 */
const COOLING_OFF_DAYS = `coalesce(
  (select d.cooling_off_days from order_documents d
    where d.order_id = o.id and d.kind = 'key_facts'),
  ${marketCoolingOffDays('u.market')},
  0)`;

const EXTENSION_FEES = `coalesce((select sum(x.amount) from payments x
  where x.order_id = o.id and x.kind = 'extension_fee'), 0)::bigint as extension_fees`;

const ORDER_COLUMNS = `o.id, o.user_id, u.market, o.principal, o.processing_fee, o.fee_tax, o.disbursed_at,
  o.carried_penalty, ${EXTENSION_FEES}, o.term_days, ${COOLING_OFF_DAYS} as cooling_off_days`;

const LOCK_SQL = `select ${ORDER_COLUMNS} from orders o ${joinUser('u', 'o.user_id')}
  where o.id = $1 for update of o`;

/** Takes the order's row lock: payments on one order are applied one at a time. */
export async function lockLedgerOrder(tx: Queryable, orderId: number): Promise<LedgerOrder | null> {
  const rows = await tx.query<LedgerOrder>(LOCK_SQL, [orderId]);
  return rows[0] ?? null;
}

/** An order with its product. */
export interface AccountRow extends LedgerOrder {
  product_id: number;
  product_name: string;
  product_logo: string;
  product_pricing: unknown;
  /** Whether the product lets a borrower pay less than everything owed. */
  partial_repayment: boolean;
  net_disbursed: number | null;
  created_at: Date;
  decision: 'pending' | 'approved' | 'rejected';
  origin: 'tenora' | 'legacy';
}

/** An order in a list, with the sums its status is derived from. */
export interface SummaryRow extends AccountRow {
  /** Everything the instalments ask for, and what reached them (late charges not included). */
  scheduled: number;
  paid: number;
  /** The due date of the first instalment not fully paid. */
  next_due: string | null;
}

export interface BalanceRow {
  period_no: number;
  due_date: string;
  fee: number;
  interest: number;
  principal: number;
  interest_due: number;
}

/** Everything the ledger's arithmetic reads about one order besides the order itself. */
export interface LedgerFacts {
  /** What each instalment still asks for, by part, in period order. */
  schedule: BalanceRow[];
  /** Late charges paid (or waived) so far. */
  penalty_paid: number;
  /** The due dates this order's paid extensions moved to, oldest first. */
  extended_to: (string | null)[];
  /**
   * The product's stored late charges (docs/product.md#late-charges), the same for every
   * borrower of it; null when the product keeps the default.
   */
  late_charges: unknown;
}

/**
 * The ledger facts of the order `o`, as columns: one round trip with the order itself
 * (docs/decisions/042-one-round-trip-for-the-loan-account.md). The rows come back as JSON, whose
 * dates are 'YYYY-MM-DD' text as the drivers give them elsewhere.
 */
const LEDGER_FACTS = `
  coalesce((select json_agg(json_build_object(
             'period_no', i.period_no, 'due_date', i.due_date, 'interest_due', i.interest,
             'fee', i.fee - coalesce(a.fee, 0), 'interest', i.interest - coalesce(a.interest, 0),
             'principal', i.principal - coalesce(a.principal, 0)) order by i.period_no)
      from instalments i
      left join (select x.period_no, sum(x.fee)::bigint as fee, sum(x.interest)::bigint as interest,
                        sum(x.principal)::bigint as principal
                   from payment_allocations x where x.order_id = o.id group by x.period_no) a
        on a.period_no = i.period_no
     where i.order_id = o.id), '[]'::json) as schedule,
  (select coalesce(sum(x.penalty), 0) from payment_allocations x where x.order_id = o.id)::bigint
    as penalty_paid,
  coalesce((select json_agg(x.extended_to order by x.paid_at, x.id) from payments x
             where x.order_id = o.id and x.kind = 'extension_fee'), '[]'::json) as extended_to,
  ${productPricingSql('o.product_id')} -> 'lateCharges' as late_charges`;

// The statements are built once: each is prepared by its text (decision 042).
const LEDGER_FACTS_SQL = `select ${LEDGER_FACTS} from orders o where o.id = $1`;

/**
 * The ledger facts of one order, read after its row is locked (a statement of its own, so that
 * it sees what the transaction that held the lock before wrote).
 */
export async function ledgerFacts(db: Queryable, orderId: number): Promise<LedgerFacts> {
  const rows = await db.query<LedgerFacts>(LEDGER_FACTS_SQL, [orderId]);
  const facts = rows[0];
  if (!facts) throw new Error(`order ${orderId} vanished under its lock`);
  return facts;
}

const ACCOUNT_COLUMNS = `${ORDER_COLUMNS}, o.product_id, p.name as product_name,
  p.logo as product_logo, p.pricing as product_pricing, p.partial_repayment, o.net_disbursed,
  o.created_at, o.decision, o.origin`;

/**
 * What an account is made of, as one word that changes whenever any of it does
 * (docs/decisions/074-loan-accounts-cached-by-version.md): the order's version, which migration
 * 023's triggers move on every write to the order, its instalments, payments, allocations and
 * documents; and the product row's version (its transaction id), as products (their late
 * charges among them) change only by migration. (The apps' cooling-off days, read for old orders without a key fact
 * statement, change only when a process starts and seeds.) A table the account comes to read
 * needs migration 023's trigger too, or its changes will not show until the order changes.
 */
const ACCOUNT_VERSION = `o.version::text || ':' || p.row_version`;

/** A payment on the order: what came in, when, how, and for what. */
export interface PaymentRow {
  reference: string;
  amount: number;
  /** Milliseconds since the epoch: JSON has no time type, and text would depend on the server. */
  paid_at_ms: number;
  method: 'seed' | 'card' | 'wallet' | 'va' | 'market' | 'upi' | 'netbanking' | 'autopay';
  kind: 'repayment' | 'extension_fee';
  /** An extension's new due date. */
  extended_to: string | null;
}

/** The order's payments, oldest first, as a column of the account's one query. */
const PAYMENTS = `coalesce((select json_agg(json_build_object(
    'reference', x.reference, 'amount', x.amount,
    'paid_at_ms', (extract(epoch from x.paid_at) * 1000)::bigint,
    'method', x.method, 'kind', x.kind, 'extended_to', x.extended_to) order by x.paid_at, x.id)
  from payments x where x.order_id = o.id), '[]'::json) as payments`;

export type AccountFacts = AccountRow & LedgerFacts & { payments: PaymentRow[] };

const ACCOUNT_SQL = `select ${ACCOUNT_COLUMNS}, ${LEDGER_FACTS}, ${PAYMENTS}, ${ACCOUNT_VERSION} as account_version
   from orders o
   ${joinProduct('p', 'o.product_id')}
   ${joinUser('u', 'o.user_id')}
  where o.user_id = $1 and o.id = $2`;

const ACCOUNT_VERSION_SQL = `select ${ACCOUNT_VERSION} as account_version
   from orders o
   ${joinProduct('p', 'o.product_id')}
  where o.user_id = $1 and o.id = $2`;

/**
 * One of the borrower's orders with its ledger facts and their version, in one query, or null:
 * through the borrower's scope, another borrower's order is simply not there.
 */
export async function accountWithFacts(
  borrower: BorrowerScope,
  orderId: number,
): Promise<(AccountFacts & { account_version: string }) | null> {
  const rows = await borrower.query<AccountFacts & { account_version: string }>(ACCOUNT_SQL, [
    orderId,
  ]);
  return rows[0] ?? null;
}

/** The version of one of the borrower's accounts, or null when the order is not theirs. */
export async function accountVersion(
  borrower: BorrowerScope,
  orderId: number,
): Promise<string | null> {
  const rows = await borrower.query<{ account_version: string }>(ACCOUNT_VERSION_SQL, [orderId]);
  return rows[0]?.account_version ?? null;
}

const MAX_ORDERS = 100;

/**
 * The columns of a `SummaryRow` for the order `o`, its product `p` and its borrower `u`: the
 * borrower's list and the credit staff's queue read the same.
 */
export const SUMMARY_COLUMNS = `${ACCOUNT_COLUMNS},
        coalesce((select sum(i.principal + i.interest + i.fee) from instalments i
                   where i.order_id = o.id), 0)::bigint as scheduled,
        coalesce((select sum(a.fee + a.interest + a.principal) from payment_allocations a
                   where a.order_id = o.id and a.period_no > 0), 0)::bigint as paid,
        (select i.due_date from instalments i
          where i.order_id = o.id
            and i.principal + i.interest + i.fee > coalesce(
                  (select sum(a.fee + a.interest + a.principal) from payment_allocations a
                    where a.order_id = i.order_id and a.period_no = i.period_no), 0)
          order by i.period_no limit 1) as next_due`;

const SUMMARY_SQL = `select ${SUMMARY_COLUMNS}
   from orders o
   ${joinProduct('p', 'o.product_id')}
   ${joinUser('u', 'o.user_id')}
  where o.user_id = $1
    and ($2::bigint is null or o.product_id = $2)
  order by o.created_at desc, o.id desc
  limit $3`;

/**
 * The borrower's orders, newest first, narrowed to one product's when asked. Only through the
 * borrower's scope: another borrower's order is simply not there.
 */
export function summaryRows(
  borrower: BorrowerScope,
  filter: { productId?: number; limit?: number } = {},
): Promise<SummaryRow[]> {
  return borrower.query<SummaryRow>(SUMMARY_SQL, [
    filter.productId ?? null,
    Math.min(filter.limit ?? MAX_ORDERS, MAX_ORDERS),
  ]);
}

export async function paymentByReference(
  db: Queryable,
  reference: string,
): Promise<{ id: number; order_id: number; extended_to: string | null } | null> {
  const rows = await db.query<{ id: number; order_id: number; extended_to: string | null }>(
    'select id, order_id, extended_to from payments where reference = $1',
    [reference],
  );
  return rows[0] ?? null;
}

export async function insertPayment(
  tx: Queryable,
  payment: {
    orderId: number;
    amount: number;
    paidAt: Date;
    reference: string;
    method: string;
    kind: string;
    /** An extension's new due date. */
    extendedTo?: string;
    /** What the loan owed just before and just after it: a statement's running balance. */
    owedBefore: number;
    owedAfter: number;
  },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `insert into payments (order_id, amount, paid_at, reference, method, kind, extended_to,
                           owed_before, owed_after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      payment.orderId,
      payment.amount,
      payment.paidAt,
      payment.reference,
      payment.method,
      payment.kind,
      payment.extendedTo ?? null,
      payment.owedBefore,
      payment.owedAfter,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('payment insert returned no id');
  return id;
}

/**
 * Where a payment's money went ('paid'), or what paying off early settled without payment
 * ('waived', migration 015, docs/decisions/029-early-repayment.md).
 */
export async function insertAllocations(
  tx: Queryable,
  paymentId: number,
  orderId: number,
  allocations: readonly Allocation[],
  kind: 'paid' | 'waived' = 'paid',
): Promise<void> {
  for (const a of allocations) {
    await tx.query(
      `insert into payment_allocations (payment_id, order_id, period_no, penalty, fee, interest, principal, kind)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [paymentId, orderId, a.periodNo, a.penalty, a.fee, a.interest, a.principal, kind],
    );
  }
}

export async function freezePenalty(
  tx: Queryable,
  orderId: number,
  accrued: number,
): Promise<void> {
  await tx.query('update orders set carried_penalty = $2 where id = $1', [orderId, accrued]);
}

/** Moves the instalments from `fromPeriod` on by `days`: an extension keeps their spacing. */
export async function shiftDueDates(
  tx: Queryable,
  orderId: number,
  fromPeriod: number,
  days: number,
): Promise<void> {
  await tx.query(
    'update instalments set due_date = due_date + $3::int where order_id = $1 and period_no >= $2',
    [orderId, fromPeriod, days],
  );
}

/** The pricing of the order's product, for checks made under the order's lock. */
export async function pricingOfOrder(db: Queryable, orderId: number): Promise<unknown> {
  const rows = await db.query<{ pricing: unknown }>(
    `select p.pricing from orders o ${joinProduct('p', 'o.product_id')} where o.id = $1`,
    [orderId],
  );
  return rows[0]?.pricing ?? null;
}

/** An instalment falling due on one of the dates asked for, on a disbursed loan. */
export interface InstalmentDue {
  order_id: number;
  user_id: number;
  phone: string;
  period_no: number;
  due_date: string;
}

/**
 * The instalments of the market `marketSql`'s disbursed loans due on any of `datesSql` (a date[],
 * the dates as extensions moved them), as a table of the caller's statement with the columns of
 * `InstalmentDue`: what the day's reminders are about. Whether each is still owed is the loan
 * account's to say.
 */
export function instalmentsDueSql(marketSql: string, datesSql: string): string {
  return `(select i.order_id, o.user_id, u.phone, i.period_no, i.due_date
       from instalments i
       join orders o on o.id = i.order_id and o.disbursed_at is not null
       ${joinUser('u', 'o.user_id')}
      where i.due_date = any(${datesSql}) and u.market = ${marketSql})`;
}

/** A booked payment, with its loan and borrower, as a receipt states it. */
export interface BookedPayment {
  id: number;
  kind: 'repayment' | 'extension_fee';
  /** An extension's new due date. */
  extended_to: string | null;
  order_id: number;
  user_id: number;
  market: Market;
  phone: string;
  amount: number;
  method: string;
  reference: string;
  paid_at: Date;
  product_name: string;
  loan_principal: number;
  disbursed_at: Date | null;
  /** Where the money went, by part, summed over the periods (what was waived is not in it). */
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
  /** Every repayment on the loan up to and including this one. */
  repaid_so_far: number;
}

const BOOKED_PAYMENT_SQL = `
  select p.id, p.kind, p.extended_to, p.order_id, o.user_id, u.market, u.phone, p.amount, p.method,
         p.reference, p.paid_at,
         pr.name as product_name, o.principal as loan_principal, o.disbursed_at,
         coalesce(a.penalty, 0)::bigint as penalty, coalesce(a.fee, 0)::bigint as fee,
         coalesce(a.interest, 0)::bigint as interest, coalesce(a.principal, 0)::bigint as principal,
         (select coalesce(sum(x.amount), 0) from payments x
           where x.order_id = o.id and x.kind = 'repayment' and x.id <= p.id)::bigint as repaid_so_far
    from payments p
    join orders o on o.id = p.order_id
    ${joinUser('u', 'o.user_id')}
    ${joinProduct('pr', 'o.product_id')}
    left join lateral (select sum(x.penalty) as penalty, sum(x.fee) as fee,
                              sum(x.interest) as interest, sum(x.principal) as principal
                         from payment_allocations x
                        where x.payment_id = p.id and x.kind = 'paid') a on true
   where p.id = $1`;

/** One payment as booked: a repayment or an extension's fee; null for an unknown id. */
export async function bookedPayment(
  db: Queryable,
  paymentId: number,
): Promise<BookedPayment | null> {
  const rows = await db.query<BookedPayment>(BOOKED_PAYMENT_SQL, [paymentId]);
  return rows[0] ?? null;
}
