import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';

export async function isRated(borrower: BorrowerScope, orderId: number): Promise<boolean> {
  const rows = await borrower.query(
    'select 1 from order_ratings where user_id = $1 and order_id = $2',
    [orderId],
  );
  return rows.length > 0;
}

/** The caller has made sure the order is the borrower's own. */
export async function saveRating(
  borrower: BorrowerScope,
  clock: Clock,
  orderId: number,
  score: number,
): Promise<void> {
  await borrower.query(
    `insert into order_ratings (user_id, order_id, score, rated_at) values ($1, $2, $3, $4)
     on conflict (order_id) do update set score = excluded.score, rated_at = excluded.rated_at`,
    [orderId, score, clock.now()],
  );
}
