import {
  cardPageStart,
  netBankingStart,
  providerPaymentStatus,
  upiCollect,
  upiStart,
  type ProviderStatus,
} from '@tenora/contract/repayment';
import type { Market } from '@tenora/domain/market';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';

/** Calls of the ways to pay away from us (docs/product.md#payments): UPI and net banking. */

export type { ProviderStatus };

export interface UpiPayment {
  reference: string;
  /** The intent link, which is also the QR code's text. */
  link: string;
  /** Minor units of `market`: what the link asks. */
  amount: number;
  market: Market;
  status: ProviderStatus;
  expireAt: string;
  collectTo: string | null;
  /** Whether a collect request can be sent: not where the provider sends none. */
  collect: boolean;
}

/** The UPI payment of this amount: the same reference until it is paid or expires. */
export async function startUpi(
  orderId: number,
  amount: number,
  signal: AbortSignal,
): Promise<ApiResult<UpiPayment>> {
  const result = await call(upiStart, { orderId, amount }, { signal, quiet: true });
  return mapData(result, (d) => ({
    reference: d.reference,
    link: d.link,
    amount: d.amount,
    market: d.market,
    status: d.status,
    expireAt: d.expireAt,
    collectTo: d.collectTo,
    collect: d.collect ?? true,
  }));
}

/** Asks the borrower's UPI app, by their UPI id, to approve the payment. */
export async function sendUpiCollect(
  reference: string,
  vpa: string,
): Promise<ApiResult<{ collectTo: string }>> {
  const result = await call(upiCollect, { reference, vpa }, { quiet: true });
  return mapData(result, (d) => ({ collectTo: d.collectTo }));
}

/** Where a payment made away from us stands. */
export async function providerStatus(
  reference: string,
  signal: AbortSignal,
): Promise<ApiResult<ProviderStatus>> {
  const result = await call(providerPaymentStatus, { reference }, { signal, quiet: true });
  return mapData(result, (d) => d.status);
}

/** Starts net banking; the answer is the bank's page. */
/** The payment provider's own card page for this amount; the number never reaches us. */
export async function cardPageUrl(orderId: number, amount: number): Promise<ApiResult<string>> {
  return mapData(await call(cardPageStart, { orderId, amount }), (d) => d.url);
}

export async function netBankingUrl(orderId: number, amount: number): Promise<ApiResult<string>> {
  return mapData(await call(netBankingStart, { orderId, amount }), (d) => d.url);
}
