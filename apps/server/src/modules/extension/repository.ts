import type { Queryable } from '../../platform/db.ts';

export async function productOfOrder(db: Queryable, orderId: number) {
  const rows = await db.query<{ name: string; logo: string; pricing: unknown }>(
    'select p.name, p.logo, p.pricing from orders o join products p on p.id = o.product_id where o.id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}

/** The due dates this order's paid extensions moved to, oldest first. */
export async function extensionsOf(db: Queryable, orderId: number): Promise<(string | null)[]> {
  const rows = await db.query<{ extended_to: string | null }>(
    "select extended_to from payments where order_id = $1 and kind = 'extension_fee' order by paid_at, id",
    [orderId],
  );
  return rows.map((r) => r.extended_to);
}
