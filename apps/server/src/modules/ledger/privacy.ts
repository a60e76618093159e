import { formatMoney } from '@tenora/domain/money';
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

// The borrower's payments for the privacy centre (docs/product.md#privacy): the law keeps them
// after an erasure, so there is nothing here to erase.

/** How many payments reached the borrower's loans, the newest, and its amounts. */
export async function paymentsHeld(borrower: BorrowerScope): Promise<HeldSummary> {
  const [row] = await borrower.query<HeldRow>(
    `select ${heldColumns('p.paid_at', 'p.amount')}
       from payments p join orders o on o.id = p.order_id
      where o.user_id = $1`,
  );
  return heldOf(row, (amount) => formatMoney(Number(amount), borrower.market));
}

/** Every payment on the borrower's loans, oldest first. */
export async function paymentRecords(borrower: BorrowerScope): Promise<HeldRecord[]> {
  const rows = await borrower.query<{
    order_id: number;
    amount: number;
    paid_at: Date;
    reference: string;
    method: string;
    kind: string;
  }>(
    `select p.order_id, p.amount, p.paid_at, p.reference, p.method, p.kind
       from payments p join orders o on o.id = p.order_id
      where o.user_id = $1 order by p.paid_at, p.id`,
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    amount: r.amount,
    paidAt: isoOf(r.paid_at),
    method: r.method,
    kind: r.kind,
    reference: r.reference,
  }));
}

/**
 * Whether the borrower ever had an order, in any state: the law keeps its records, so an erasure
 * closes their account rather than forgetting them (docs/product.md#privacy).
 */
export async function hasOrders(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>(
    'select exists (select 1 from orders where user_id = $1) as any',
    [userId],
  );
  return row?.any ?? false;
}
