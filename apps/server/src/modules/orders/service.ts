import type { OrderSummary } from '@tenora/contract/film';
import { firstUnpaidInstalment, outstanding } from '@tenora/domain/ledger';
import { deriveOrderStatus } from '@tenora/domain/order-status';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { listOrders, type OrderRow } from './repository.ts';

/**
 * The status is derived at read time from disbursal, payments and due dates
 * (docs/product.md#order-statuses).
 */
export function statusOf(row: OrderRow, borrower: BorrowerScope, clock: Clock) {
  return deriveOrderStatus(
    {
      decision: row.decision,
      disbursedAt: row.disbursed_at,
      // A disbursed loan whose schedule is not written yet still owes its principal.
      outstandingMinor:
        row.instalments.length === 0 ? row.principal : outstanding(row.instalments, row.paid),
      nextDueDate: firstUnpaidInstalment(row.instalments, row.paid)?.dueDate ?? null,
      origin: row.origin,
    },
    clock.now(),
    borrower.market,
  );
}

export async function borrowerOrders(
  borrower: BorrowerScope,
  clock: Clock,
): Promise<OrderSummary[]> {
  const rows = await listOrders(borrower);
  return rows.map((row) => ({
    orderId: row.id,
    productId: row.product_id,
    productName: row.product_name,
    productLogo: row.product_logo,
    amount: row.principal,
    market: borrower.market,
    status: statusOf(row, borrower, clock),
    createdAt: row.created_at.toISOString(),
  }));
}
