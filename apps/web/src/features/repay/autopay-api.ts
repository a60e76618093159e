import {
  autopayCancel,
  autopayCode,
  autopayStart,
  autopayView,
  type Autopay,
} from '@tenora/contract/autopay';
import { call, type ApiResult } from '../../platform/api-client.ts';

/**
 * Autopay's calls (autopay-card.tsx, docs/product.md#autopay). Apart from the payway's own
 * (repay-api.ts): they come with the ways to pay's chunk, never in the route's first load.
 */

export type { Autopay };
export type Mandate = NonNullable<Autopay['mandate']>;
export type AutopayDebit = NonNullable<Autopay['nextDebit']>;

/** Read quietly: the card says itself that it could not be read, with a retry. */
export function fetchAutopay(orderId: number, signal: AbortSignal): Promise<ApiResult<Autopay>> {
  return call(autopayView, { orderId }, { signal, quiet: true, loading: false });
}

/**
 * Sets autopay up. Quiet: a refusal naming a field of the form is said on that field, any other
 * is toasted by the card.
 */
export function startAutopay(input: {
  orderId: number;
  bank?: string;
  cardLastFour?: string;
  cardExpiry?: string;
}): Promise<ApiResult<Autopay>> {
  return call(autopayStart, input, { quiet: true });
}

/** The code the bank texted. Quiet: a wrong code is said on the code's field. */
export function sendAutopayCode(orderId: number, code: string): Promise<ApiResult<Autopay>> {
  return call(autopayCode, { orderId, code }, { quiet: true });
}

/** Ends autopay; a refusal toasts the server's own words. */
export function cancelAutopay(orderId: number): Promise<ApiResult<Autopay>> {
  return call(autopayCancel, { orderId });
}
