import type { KeyFacts, LoanDocument } from '@tenora/contract/loans';
import type { Locale, Market } from '@tenora/domain/market';
import { joinUser, type BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { joinProduct, productsOfMarketSql } from '../products/index.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from './repository.ts';

/**
 * Orders as the loans module and the console act on them: the application, its documents as
 * issued, the credit staff's queue, the decision, and the disbursal with its schedule. The loans
 * module decides what to write; the rows are the ledger's, as the loan account is made of them
 * (docs/architecture.md#the-loan-account).
 */

export interface NewOrder {
  productId: number;
  principal: number;
  termDays: number;
  processingFee: number;
  feeTax: number;
  netDisbursed: number;
  aprBps: number;
  quotedOn: string;
  createdAt: Date;
}

/**
 * Creates the application, or finds the one already under review for this product: the partial
 * unique index makes a double tap or a retried request land on the same order, even when two
 * arrive at once on different connections.
 */
export async function createPendingOrder(
  borrower: BorrowerScope,
  order: NewOrder,
  /** Checked before a new order is written (the caller holds the borrower's row lock). */
  withinLimit: () => boolean,
): Promise<{ id: number; created: boolean } | null> {
  const pending = await borrower.query<{ id: number }>(
    "select id from orders where user_id = $1 and product_id = $2 and decision = 'pending'",
    [order.productId],
  );
  if (pending[0]) return { id: pending[0].id, created: false };
  if (!withinLimit()) return null;
  const inserted = await borrower.query<{ id: number }>(
    `insert into orders (user_id, product_id, principal, term_days, created_at, processing_fee, fee_tax,
                         net_disbursed, apr_bps, quoted_on)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (user_id, product_id) where decision = 'pending' do nothing
     returning id`,
    [
      order.productId,
      order.principal,
      order.termDays,
      order.createdAt,
      order.processingFee,
      order.feeTax,
      order.netDisbursed,
      order.aprBps,
      order.quotedOn,
    ],
  );
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const existing = await borrower.query<{ id: number }>(
    "select id from orders where user_id = $1 and product_id = $2 and decision = 'pending'",
    [order.productId],
  );
  if (!existing[0]) throw new Error('pending order vanished between insert and select');
  return { id: existing[0].id, created: false };
}

export interface StoredDocument {
  kind: LoanDocument['kind'];
  title: string;
  /** The language it was issued in, which stays its language (docs/product.md#markets). */
  locale: Locale;
  content: { sections: LoanDocument['sections']; keyFacts: KeyFacts };
  issuedAt: Date;
}

export async function storeDocuments(
  borrower: BorrowerScope,
  orderId: number,
  docs: StoredDocument[],
): Promise<void> {
  for (const doc of docs) {
    // Written once, in the transaction that creates the order; never updated afterwards.
    await borrower.query(
      `insert into order_documents (order_id, kind, locale, title, content, issued_at)
       select o.id, $3, $4, $5, $6, $7 from orders o where o.id = $2 and o.user_id = $1`,
      [orderId, doc.kind, doc.locale, doc.title, JSON.stringify(doc.content), doc.issuedAt],
    );
  }
}

export async function findDocument(
  borrower: BorrowerScope,
  orderId: number,
  kind: LoanDocument['kind'],
): Promise<{
  title: string;
  locale: Locale;
  content: StoredDocument['content'];
  issued_at: Date;
} | null> {
  const rows = await borrower.query<{
    title: string;
    locale: Locale;
    content: StoredDocument['content'];
    issued_at: Date;
  }>(
    `select d.title, d.locale, d.content, d.issued_at
       from order_documents d join orders o on o.id = d.order_id
      where o.user_id = $1 and d.order_id = $2 and d.kind = $3`,
    [orderId, kind],
  );
  return rows[0] ?? null;
}

export interface DocumentListRow {
  order_id: number;
  product_name: string;
  principal: number;
  issued_at: Date;
  disbursed: boolean;
  docs: { kind: LoanDocument['kind']; title: string }[];
}

export function listDocuments(borrower: BorrowerScope): Promise<DocumentListRow[]> {
  return borrower.query<DocumentListRow>(
    `select o.id as order_id, p.name as product_name, o.principal, min(d.issued_at) as issued_at,
            o.disbursed_at is not null as disbursed,
            json_agg(json_build_object('kind', d.kind, 'title', d.title) order by d.kind) as docs
       from orders o
       ${joinProduct('p', 'o.product_id')}
       join order_documents d on d.order_id = o.id
      where o.user_id = $1
      group by o.id, p.name, o.principal, o.disbursed_at
      order by min(d.issued_at) desc, o.id desc
      limit 100`,
  );
}

/**
 * The principal the borrower's open loans hold: applied for, or disbursed and not yet repaid
 * (docs/product.md#credit-limit). An application of the product `exceptPendingOf` is left out:
 * confirming that product again lands on it.
 */
export async function outstandingPrincipal(
  borrower: BorrowerScope,
  exceptPendingOf: number | null = null,
): Promise<number> {
  const rows = await borrower.query<{ outstanding: number }>(
    `select coalesce(sum(o.principal - coalesce((select sum(a.principal) from payment_allocations a
                                                  where a.order_id = o.id), 0)), 0)::bigint as outstanding
       from orders o
      where o.user_id = $1 and o.decision <> 'rejected'
        and not (o.decision = 'pending' and o.product_id is not distinct from $2::bigint)`,
    [exceptPendingOf],
  );
  return rows[0]?.outstanding ?? 0;
}

/** The product of one of the borrower's orders, or null when the order is not theirs. */
export async function productOfOrder(
  borrower: BorrowerScope,
  orderId: number,
): Promise<number | null> {
  const rows = await borrower.query<{ product_id: number }>(
    'select product_id from orders where user_id = $1 and id = $2',
    [orderId],
  );
  return rows[0]?.product_id ?? null;
}

/** The borrower's newest order, or null when they have none. */
export async function latestOrderId(borrower: BorrowerScope): Promise<number | null> {
  const rows = await borrower.query<{ id: number }>(
    'select id from orders where user_id = $1 order by created_at desc, id desc limit 1',
  );
  return rows[0]?.id ?? null;
}

// The credit staff's side (the operator console): any borrower, any market.

export type ApplicationRow = SummaryRow & { phone: string };

/**
 * A page of the credit staff's queue with each order's summary, in one query, and the queue's
 * length, counted on orders alone: the market is the product's (decision 109).
 */
export async function applicationRows(
  db: Queryable,
  f: { state: 'review' | 'approved'; market?: Market | undefined; limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where =
    f.state === 'review'
      ? "o.decision = 'pending'"
      : "o.decision = 'approved' and o.disbursed_at is null";
  const order = f.state === 'review' ? 'o.created_at, o.id' : 'o.decided_at, o.id';
  const params: unknown[] = [f.market ?? null];
  const filter = `${where} and o.origin = 'tenora'
    and ($1::text is null or o.product_id in ${productsOfMarketSql('$1')})`;
  const rows = await db.query<ApplicationRow>(
    `select ${SUMMARY_COLUMNS}, u.phone
       from orders o
       ${joinProduct('p', 'o.product_id')}
       ${joinUser('u', 'o.user_id')}
      where ${filter} order by ${order} limit ${f.limit} offset ${f.offset}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from orders o where ${filter}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/**
 * Whether the borrower of `userIdSql` ever applied for a loan, whatever came of it, as a condition
 * of a statement that must stay one: their records are then loan records, kept as the law says
 * (docs/product.md#retention).
 */
export function hasOrderSql(userIdSql: string): string {
  return `exists (select 1 from orders ord where ord.user_id = ${userIdSql})`;
}

/** Whose order this is, whatever its state; null when there is no such order. */
export async function userOfOrder(db: Queryable, orderId: number): Promise<number | null> {
  const rows = await db.query<{ user_id: number }>('select user_id from orders where id = $1', [
    orderId,
  ]);
  return rows[0]?.user_id ?? null;
}

/** What deciding on and disbursing an order reads of it, under its row lock. */
export interface OrderToMove {
  id: number;
  user_id: number;
  market: Market;
  decision: 'pending' | 'approved' | 'rejected';
  disbursed_at: Date | null;
  principal: number;
  term_days: number;
  quoted_on: string | null;
  pricing: unknown;
  key_facts: KeyFacts | null;
  /** The quote's net disbursal, for an order confirmed before key facts were kept. */
  net_disbursed: number | null;
}

/**
 * Only Tenora's own orders move: a legacy order was decided and paid out by the old system, and
 * has no key facts or schedule of ours to act on, so it is not found here.
 */
export async function lockOrderToMove(tx: Queryable, orderId: number): Promise<OrderToMove | null> {
  const rows = await tx.query<OrderToMove>(
    `select o.id, o.user_id, u.market, o.decision, o.disbursed_at, o.net_disbursed::bigint as net_disbursed, o.principal, o.term_days, o.quoted_on, p.pricing,
            (select d.content -> 'keyFacts' from order_documents d where d.order_id = o.id and d.kind = 'key_facts') as key_facts
       from orders o ${joinUser('u', 'o.user_id')} ${joinProduct('p', 'o.product_id')}
      where o.id = $1 and o.origin = 'tenora'
      for update of o`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** An approved order's terms as the borrower confirmed them, with its borrower: what its sanction letter states. */
export interface SanctionedOrder {
  order_id: number;
  user_id: number;
  market: Market;
  phone: string;
  product_name: string;
  principal: number;
  term_days: number;
  processing_fee: number;
  fee_tax: number;
  net_disbursed: number | null;
  apr_bps: number | null;
  /** The key fact statement as issued at confirm; null for orders confirmed before it was kept. */
  key_facts: KeyFacts | null;
}

export async function sanctionedOrder(
  tx: Queryable,
  orderId: number,
): Promise<SanctionedOrder | null> {
  const rows = await tx.query<SanctionedOrder>(
    `select o.id as order_id, o.user_id, u.market, u.phone, p.name as product_name, o.principal,
            o.term_days, o.processing_fee, o.fee_tax, o.net_disbursed, o.apr_bps,
            (select d.content -> 'keyFacts' from order_documents d
              where d.order_id = o.id and d.kind = 'key_facts') as key_facts
       from orders o ${joinUser('u', 'o.user_id')} ${joinProduct('p', 'o.product_id')}
      where o.id = $1 and o.decision = 'approved'`,
    [orderId],
  );
  return rows[0] ?? null;
}

export async function decideOrder(
  tx: Queryable,
  orderId: number,
  decision: 'approved' | 'rejected',
  at: Date,
): Promise<void> {
  await tx.query('update orders set decision = $2, decided_at = $3 where id = $1', [
    orderId,
    decision,
    at,
  ]);
}

/**
 * Pays the loan out: the disbursal and the schedule the borrower now owes, in the caller's
 * transaction, so an order is never disbursed without its instalments.
 */
export async function disburseOrder(
  tx: Queryable,
  orderId: number,
  at: Date,
  schedule: readonly { periodNo: number; dueDate: string; principal: number; interest: number }[],
): Promise<void> {
  await tx.query('update orders set disbursed_at = $2 where id = $1', [orderId, at]);
  for (const i of schedule) {
    await tx.query(
      'insert into instalments (order_id, period_no, due_date, principal, interest, fee) values ($1, $2, $3, $4, $5, 0)',
      [orderId, i.periodNo, i.dueDate, i.principal, i.interest],
    );
  }
}

export async function orderDecision(
  tx: Queryable,
  orderId: number,
): Promise<{ decision: string; disbursed_at: Date | null } | null> {
  const [row] = await tx.query<{ decision: string; disbursed_at: Date | null }>(
    'select decision, disbursed_at from orders where id = $1',
    [orderId],
  );
  return row ?? null;
}
