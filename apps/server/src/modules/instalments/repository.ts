import type { Queryable } from '../../platform/db.ts';

export async function productNameOfOrder(db: Queryable, orderId: number): Promise<string> {
  const rows = await db.query<{ name: string }>(
    'select p.name from orders o join products p on p.id = o.product_id where o.id = $1',
    [orderId],
  );
  return rows[0]?.name ?? '';
}
