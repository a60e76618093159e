import type { OrderSummary } from '@tenora/contract/film';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Translate } from '../../platform/messages.ts';
import { statusTitle } from '../../platform/status-text.ts';
import { loanSummaries } from '../ledger/index.ts';

/** The borrower's loans, newest first, each with the status the ledger derives. */
export async function borrowerOrders(
  borrower: BorrowerScope,
  clock: Clock,
  t: Translate,
): Promise<OrderSummary[]> {
  return (await loanSummaries(borrower, clock)).map(({ order, status }) => ({
    orderId: order.id,
    productId: order.product_id,
    productName: order.product_name,
    productLogo: order.product_logo,
    amount: order.principal,
    market: order.market,
    status,
    statusText: statusTitle(status, t),
    createdAt: order.created_at.toISOString(),
  }));
}
