import { delayDetail, delayPay } from '@tenora/contract/extension';
import type { Market } from '@tenora/domain/market';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';

/**
 * A paid extension, as `/repayDelay` shows it (docs/product.md#extensions). The wire keeps the old
 * app's names (`delayShouldPayAmount`, `delayExpiryTime`, `orderDetail.detail`).
 */
export interface ExtensionOffer {
  productLogo: string;
  /** How many days the due date moves. */
  days: number;
  /** The extension fee, minor units of `market`. */
  fee: number;
  /** The loan's currency, not the app's (decision 027). */
  market: Market;
  /** The due date once the fee is paid (market-local calendar date). */
  newDueDate: string;
  rows: { label: string; value: string }[];
  /** Why the loan cannot be extended now, in the borrower's words; null when it can. */
  refused: { reason: 'wait' | 'limit' | 'cap'; message: string } | null;
  /** What each choice costs, so the borrower decides knowingly. */
  comparison: {
    payNowTotal: number;
    /** What will be due on the new date once extended. */
    dueThen: number;
    extendTotal: number;
    currentDueDate: string;
    lateCharges: number;
    late: boolean;
    /** False once the late charges reach their ceiling. */
    lateChargesGrow: boolean;
  };
}

export async function fetchExtension(
  orderId: number,
  signal: AbortSignal,
): Promise<ApiResult<ExtensionOffer>> {
  const result = await call(delayDetail, { orderId }, { signal, quiet: true });
  return mapData(result, (d) => ({
    productLogo: d.productLogo,
    days: d.delayDays,
    fee: d.delayShouldPayAmount,
    market: d.market,
    newDueDate: d.delayExpiryTime,
    rows: d.orderDetail.detail.map((row) => ({ label: row.text, value: row.value })),
    comparison: d.comparison,
    refused: d.refused ? { reason: d.refused.reason, message: d.refused.message } : null,
  }));
}

/** Pays the fee through the wallet; the answer's url is the wallet's page. */
export function payExtensionFee(orderId: number) {
  return call(delayPay, { orderId });
}
