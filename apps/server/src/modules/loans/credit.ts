import type { BorrowerScope } from '../../platform/auth.ts';
import { outstandingPrincipal } from '../ledger/index.ts';

/**
 * The borrower's credit limit for a product (their own, else the product's first-loan limit, else
 * its maximum) and the principal their open loans hold: applied for, or disbursed and not yet
 * repaid. An application of this same product is left out: confirming again lands on it. With
 * `forUpdate` the borrower's row is locked, so two confirmations at once cannot both spend the
 * same limit.
 */
export async function creditOf(
  borrower: BorrowerScope,
  product: { id: number; first_loan_limit: number | null; amount_max: number },
  forUpdate = false,
): Promise<{ limit: number; outstanding: number }> {
  const limit = await borrower.creditLimit(forUpdate);
  // Summed once the lock is held, in a statement of its own: a statement that waited for a row
  // lock keeps the snapshot it started with, so its sum would miss the order the lock's holder has
  // just committed (READ COMMITTED); the next statement sees it.
  const outstanding = await outstandingPrincipal(borrower, product.id);
  return { limit: limit ?? product.first_loan_limit ?? product.amount_max, outstanding };
}
