import type { PageLoad } from '../../platform/page-load.ts';
import { fetchAutopay } from './autopay-api.ts';
import { fetchPayway } from './repay-api.ts';
import { repayTarget } from './repay-rules.ts';

/**
 * Repay's first reads, made by the server before it draws the page (docs/architecture.md#pages):
 * the payway, and autopay beside it, so that the autopay card under the ways to pay is drawn with
 * the page and nothing moves when it comes. Apart from the page, whose chunk every visit loads:
 * only the server runs it.
 */
export const load: PageLoad = async (query, signal) => {
  const { orderId } = repayTarget(query);
  if (orderId !== undefined)
    await Promise.all([fetchPayway(orderId, signal), fetchAutopay(orderId, signal)]);
};
