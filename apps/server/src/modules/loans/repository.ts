import type { KeyFacts, LoanDocument } from '@tenora/contract/loans';
import type { Market } from '@tenora/domain/market';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

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
  locale: string;
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
): Promise<{ title: string; content: StoredDocument['content']; issued_at: Date } | null> {
  const rows = await borrower.query<{
    title: string;
    content: StoredDocument['content'];
    issued_at: Date;
  }>(
    `select d.title, d.content, d.issued_at
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
  docs: { kind: LoanDocument['kind']; title: string }[];
}

export function listDocuments(borrower: BorrowerScope): Promise<DocumentListRow[]> {
  return borrower.query<DocumentListRow>(
    `select o.id as order_id, p.name as product_name, o.principal, min(d.issued_at) as issued_at,
            json_agg(json_build_object('kind', d.kind, 'title', d.title) order by d.kind) as docs
       from orders o
       join products p on p.id = o.product_id
       join order_documents d on d.order_id = o.id
      where o.user_id = $1
      group by o.id, p.name, o.principal
      order by min(d.issued_at) desc, o.id desc
      limit 100`,
  );
}

/**
 * The borrower's credit limit for a product (their own, else the product's first-loan limit, else
 * its maximum) and the principal their open loans hold: applied for, or disbursed and not yet
 * repaid. An application of this same product is left out: confirming again lands on it. With
 * `forUpdate` the borrower's row is locked, so two confirmations at once cannot both spend the
 * same limit.
 */
export async function creditOf(
  borrower: BorrowerScope,
  product: { id: number; first_loan_limit: number | null; amount_max: number },
  forUpdate = false,
): Promise<{ limit: number; outstanding: number }> {
  const read = (lock: boolean) =>
    borrower.query<{ credit_limit: number | null; outstanding: number }>(
      `select u.credit_limit,
              coalesce((select sum(o.principal - coalesce((select sum(a.principal) from payment_allocations a
                                                            where a.order_id = o.id), 0))
                          from orders o where o.user_id = $1 and o.decision <> 'rejected'
                           and not (o.product_id = $2 and o.decision = 'pending')), 0)::bigint as outstanding
         from users u where u.id = $1${lock ? ' for update of u' : ''}`,
      [product.id],
    );
  // Read again once the lock is held: a statement that waited for a row lock keeps the snapshot it
  // started with, so its sum misses the order the lock's holder has just committed (READ
  // COMMITTED); the next statement sees it.
  if (forUpdate) await read(true);
  const rows = await read(false);
  const row = rows[0];
  return {
    limit: row?.credit_limit ?? product.first_loan_limit ?? product.amount_max,
    outstanding: row?.outstanding ?? 0,
  };
}

// The credit staff's side (the operator console): any borrower, any market.

export interface ApplicationRow {
  order_id: number;
  user_id: number;
  phone: string;
  market: Market;
}

export async function applicationsForOps(
  db: Queryable,
  f: { state: 'review' | 'approved'; market?: Market | undefined; limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where =
    f.state === 'review'
      ? "o.decision = 'pending'"
      : "o.decision = 'approved' and o.disbursed_at is null";
  const order = f.state === 'review' ? 'o.created_at, o.id' : 'o.decided_at, o.id';
  const params: unknown[] = [f.market ?? null];
  const filter = `${where} and ($1::text is null or u.market = $1) and o.origin = 'tenora'`;
  const rows = await db.query<ApplicationRow>(
    `select o.id as order_id, o.user_id, u.phone, u.market
       from orders o join users u on u.id = o.user_id
      where ${filter} order by ${order} limit ${f.limit} offset ${f.offset}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from orders o join users u on u.id = o.user_id where ${filter}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

export interface StaffBorrowerRow {
  id: number;
  market: Market;
  phone: string;
  created_at: Date;
  credit_limit: number | null;
  outstanding: number;
}

const BORROWER_COLUMNS = `u.id, u.market, u.phone, u.created_at, u.credit_limit,
  coalesce((select sum(o.principal - coalesce((select sum(a.principal) from payment_allocations a
                                                where a.order_id = o.id), 0))
              from orders o where o.user_id = u.id and o.decision <> 'rejected'), 0)::bigint as outstanding`;

export async function borrowerForOps(
  db: Queryable,
  by: { phones?: string[]; orderId?: number; userId?: number },
  forUpdate = false,
): Promise<StaffBorrowerRow | null> {
  const rows = await db.query<StaffBorrowerRow>(
    `select ${BORROWER_COLUMNS} from users u
      where ($1::text[] is null or u.phone = any($1::text[]))
        and ($2::bigint is null or u.id = (select o.user_id from orders o where o.id = $2))
        and ($3::bigint is null or u.id = $3)
      order by u.id limit 1${forUpdate ? ' for update of u' : ''}`,
    [by.phones ?? null, by.orderId ?? null, by.userId ?? null],
  );
  return rows[0] ?? null;
}

export async function setCreditLimit(
  tx: Queryable,
  userId: number,
  limit: number | null,
): Promise<void> {
  await tx.query('update users set credit_limit = $2 where id = $1', [userId, limit]);
}
