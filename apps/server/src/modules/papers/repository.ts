import type { Market } from '@tenora/domain/market';
import type { PaperKind } from '@tenora/contract/papers';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import type { PaperLayout } from '../../platform/pdf.ts';

export interface PaperRow {
  id: number;
  kind: PaperKind;
  number: string;
  order_id: number;
  issued_at: Date;
  layout: PaperLayout;
}

export interface NewPaper {
  kind: PaperKind;
  /** The number's beginning, e.g. `RCPT-IN-2026-`; the row's id, six digits at least, ends it. */
  prefix: string;
  userId: number;
  orderId: number;
  paymentId: number | null;
  /** A refund receipt's refunded payment, our reference: one receipt for each. */
  refundReference?: string;
  market: Market;
  locale: string;
  issuedAt: Date;
  facts: Record<string, unknown>;
  /** The layout, given the number the row was given. */
  layout: (number: string) => PaperLayout;
}

/**
 * Writes a paper once: a second receipt for the same payment, or a second certificate for the
 * same loan, is not written (null then). The number is taken from the row's own id, so it is
 * unique without a counter of its own.
 */
export async function insertPaper(
  tx: Queryable,
  p: NewPaper,
): Promise<{ id: number; number: string } | null> {
  const taken = await tx.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('papers', 'id'))::bigint as id`,
  );
  const id = taken[0]?.id;
  if (id === undefined) return null;
  const number = `${p.prefix}${String(id).padStart(6, '0')}`;
  const rows = await tx.query<{ id: number }>(
    `insert into papers
       (id, kind, number, user_id, order_id, payment_id, market, locale, issued_at, facts, layout,
        refund_reference)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict do nothing returning id`,
    [
      id,
      p.kind,
      number,
      p.userId,
      p.orderId,
      p.paymentId,
      p.market,
      p.locale,
      p.issuedAt,
      JSON.stringify(p.facts),
      JSON.stringify(p.layout(number)),
      p.refundReference ?? null,
    ],
  );
  return rows[0] ? { id, number } : null;
}

/** The borrower's papers, newest first. */
export function papersOf(
  borrower: BorrowerScope,
): Promise<(Omit<PaperRow, 'layout'> & { title: string })[]> {
  return borrower.query(
    `select id, kind, number, order_id, issued_at, layout ->> 'title' as title from papers
      where user_id = $1 order by issued_at desc, id desc`,
  );
}

/** One of the borrower's papers, to draw; null when it is not theirs. */
export async function paperOf(borrower: BorrowerScope, id: number): Promise<PaperRow | null> {
  const rows = await borrower.query<PaperRow>(
    `select id, kind, number, order_id, issued_at, layout from papers
      where user_id = $1 and id = $2`,
    [id],
  );
  return rows[0] ?? null;
}

/** Any paper, for staff: to draw, or to tell its borrower of again. */
export async function paperById(
  db: Queryable,
  id: number,
): Promise<(PaperRow & { user_id: number; market: Market }) | null> {
  const rows = await db.query<PaperRow & { user_id: number; market: Market }>(
    `select id, kind, number, order_id, issued_at, layout, user_id, market from papers
      where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The loan's latest statement of these days, with what it stated, or null. */
export async function latestStatement(
  db: Queryable,
  orderId: number,
  range: { from: string; to: string },
): Promise<(Omit<PaperRow, 'layout'> & { title: string; facts: unknown }) | null> {
  const rows = await db.query<Omit<PaperRow, 'layout'> & { title: string; facts: unknown }>(
    `select id, kind, number, order_id, issued_at, layout ->> 'title' as title, facts from papers
      where order_id = $1 and kind = 'statement' and facts ->> 'from' = $2 and facts ->> 'to' = $3
      order by id desc limit 1`,
    [orderId, range.from, range.to],
  );
  return rows[0] ?? null;
}
