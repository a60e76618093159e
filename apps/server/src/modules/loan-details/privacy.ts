import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { isoOf } from '../../platform/held-data.ts';

// The borrower's ratings of their loans, for the privacy centre (docs/product.md#privacy): an
// opinion, no record the law keeps, so the export gives them with their loans and an erasure
// deletes them.

/** Each rated loan's score and when it was given, by the loan's id. */
export async function ratingsOf(
  borrower: BorrowerScope,
): Promise<Map<number, { score: number; ratedAt: string | null }>> {
  const rows = await borrower.query<{ order_id: number; score: number; rated_at: Date }>(
    'select order_id, score, rated_at from order_ratings where user_id = $1',
  );
  return new Map(rows.map((r) => [r.order_id, { score: r.score, ratedAt: isoOf(r.rated_at) }]));
}

/** Deletes the borrower's ratings (an erasure); answers how many went. */
export async function eraseRatings(tx: Queryable, userId: number): Promise<number> {
  const rows = await tx.query('delete from order_ratings where user_id = $1 returning order_id', [
    userId,
  ]);
  return rows.length;
}
