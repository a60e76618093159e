import type { Queryable } from '../../platform/db.ts';

export async function productOfOrder(db: Queryable, orderId: number) {
  const rows = await db.query<{ name: string; logo: string; pricing: unknown }>(
    'select p.name, p.logo, p.pricing from orders o join products p on p.id = o.product_id where o.id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}
