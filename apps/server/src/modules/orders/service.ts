import type { OrderSummary } from '@tenora/contract/film';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { loanSummaries } from '../ledger/index.ts';

/** The borrower's loans, newest first, each with the status the ledger derives. */
export async function borrowerOrders(
  borrower: BorrowerScope,
  clock: Clock,
): Promise<OrderSummary[]> {
  return (await loanSummaries(borrower, clock)).map(({ order, status }) => ({
    orderId: order.id,
    productId: order.product_id,
    productName: order.product_name,
    productLogo: order.product_logo,
    amount: order.principal,
    market: order.market,
    status,
    createdAt: order.created_at.toISOString(),
  }));
}
