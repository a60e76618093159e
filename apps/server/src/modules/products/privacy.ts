import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import {
  heldColumns,
  heldOf,
  isoOf,
  type HeldRecord,
  type HeldRow,
  type HeldSummary,
} from '../../platform/held-data.ts';

// The products the borrower looked at, as the app reported it, for the privacy centre
// (docs/product.md#privacy): no record the law keeps, so an erasure deletes them.

export async function productViewsHeld(borrower: BorrowerScope): Promise<HeldSummary> {
  const [row] = await borrower.query<HeldRow>(
    `select ${heldColumns('e.created_at', 'p.name')}
       from product_events e join products p on p.id = e.product_id
      where e.user_id = $1`,
  );
  return heldOf(row);
}

export async function productViewRecords(borrower: BorrowerScope): Promise<HeldRecord[]> {
  const rows = await borrower.query<{
    name: string;
    source: string;
    scene: string | null;
    created_at: Date;
  }>(
    `select p.name, e.source, e.scene, e.created_at
       from product_events e join products p on p.id = e.product_id
      where e.user_id = $1 order by e.created_at, e.id`,
  );
  return rows.map((r) => ({
    kind: 'productView',
    product: r.name,
    source: r.source,
    scene: r.scene,
    at: isoOf(r.created_at),
  }));
}

/** Deletes the borrower's product views (an erasure); answers how many went. */
export async function eraseProductViews(tx: Queryable, userId: number): Promise<number> {
  const rows = await tx.query('delete from product_events where user_id = $1 returning id', [
    userId,
  ]);
  return rows.length;
}
