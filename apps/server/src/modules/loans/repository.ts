import type { KeyFacts, LoanDocument } from '@tenora/contract/loans';
import type { BorrowerScope } from '../../platform/auth.ts';

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
