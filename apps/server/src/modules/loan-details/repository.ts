import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';

export async function isRated(borrower: BorrowerScope, orderId: number): Promise<boolean> {
  const rows = await borrower.query(
    'select 1 from order_ratings where user_id = $1 and order_id = $2',
    [orderId],
  );
  return rows.length > 0;
}

/** The borrower's own order, or null: a rating is only ever stored against one of theirs. */
export async function latestOrderId(borrower: BorrowerScope): Promise<number | null> {
  const rows = await borrower.query<{ id: number }>(
    'select id from orders where user_id = $1 order by created_at desc, id desc limit 1',
  );
  return rows[0]?.id ?? null;
}

export async function saveRating(
  borrower: BorrowerScope,
  clock: Clock,
  orderId: number,
  score: number,
): Promise<boolean> {
  const rows = await borrower.query(
    `insert into order_ratings (user_id, order_id, score, rated_at)
     select $1, o.id, $3, $4 from orders o where o.id = $2 and o.user_id = $1
     on conflict (order_id) do update set score = excluded.score, rated_at = excluded.rated_at
     returning order_id`,
    [orderId, score, clock.now()],
  );
  return rows.length > 0;
}
