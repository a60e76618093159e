import { googleScore, loanDetails } from '@tenora/contract/loan-details';
import { serviceEventSave } from '@tenora/contract/products';
import { call } from '../../platform/api-client.ts';

export function fetchDetails(input: { orderId?: number; productId?: number }, signal: AbortSignal) {
  return call(loanDetails, input, { signal, quiet: true });
}

export function submitScore(score: number, orderId: number) {
  return call(googleScore, { score, orderId });
}

/**
 * docs/product.md#screen-rules: "loan more" reports module 30, position 0 before the shell opens
 * the product.
 */
export function reportLoanMore(productId: number) {
  return call(
    serviceEventSave,
    { productId, moduleId: 30, positionId: 0 },
    { loading: false, quiet: true },
  );
}
