import { chargedFor } from '@tenora/domain/amount-due';
import {
  providerPaymentStatus,
  repaymentHuichao,
  repaymentWay,
  type ProviderMethod,
  type ProviderPurpose,
  type ProviderStatus,
} from '@tenora/contract/repayment';
import type { Market } from '@tenora/domain/market';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';

/**
 * The wallet redirect's calls (docs/product.md#payments). The wire keeps the old app's names
 * (`repayment-huichao` for the redirect).
 */

export type WalletStatus = ProviderStatus;

interface Payment {
  orderId: number;
  productId: number;
  /** Minor units of `market`, the payment's currency (decision 027). */
  amount: number;
  market: Market;
}

/** Before the wallet: what will be paid. After it: what the wallet's webhook told us. */
export type WalletVisit =
  | ({ kind: 'start' } & Payment)
  | ({
      kind: 'result';
      status: WalletStatus;
      method: PaidAway;
      /** What the payment pays: a retry goes back where it started (docs/product.md#extension-fee-result). */
      purpose: ProviderPurpose;
      /** Money held for refund: the day it was refunded, or null while it is still to be. */
      refundedOn?: string | null | undefined;
      /** Expired or withdrawn: the server's words for when and why (docs/product.md#payments). */
      withdrawn?: boolean | undefined;
      notice?: string | undefined;
    } & Payment);

/** How a payment away from us was made: the result screen names the wallet or the bank. */
export type PaidAway = ProviderMethod;

/**
 * The amount chosen on Repay (`amount`, minor units), about to be paid through the wallet; with
 * none, or more than is owed, what is due now (docs/product.md#payments).
 */
export async function fetchWalletStart(
  orderId: number,
  productId: number,
  amount: number | undefined,
  signal: AbortSignal,
): Promise<ApiResult<WalletVisit>> {
  const result = await call(repaymentWay, { orderId }, { signal, quiet: true });
  return mapData(result, (way) => ({
    kind: 'start',
    orderId,
    productId,
    // What the ledger will charge for it: from the payoff up, the payoff (decision 092).
    amount:
      amount !== undefined && amount <= way.amount ? chargedFor(amount, way.payoff) : way.dueNow,
    market: way.market,
  }));
}

/** Where the payment with this reference stands, back from the wallet. */
export async function fetchWalletResult(
  reference: string,
  signal: AbortSignal,
): Promise<ApiResult<WalletVisit>> {
  const result = await call(providerPaymentStatus, { reference }, { signal, quiet: true });
  return mapData(result, (payment) => ({
    kind: 'result',
    ...payment,
    method: payment.method ?? 'wallet',
    purpose: payment.purpose ?? 'repayment',
  }));
}

/** Starts the wallet payment; the answer is the wallet's page. */
export async function walletUrl(orderId: number, amount: number): Promise<ApiResult<string>> {
  return mapData(await call(repaymentHuichao, { orderId, amount }), (d) => d.url);
}
