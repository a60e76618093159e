import {
  initPayType,
  paymentInstructions,
  type VirtualAccount,
} from '@tenora/contract/virtual-account';
import type { Market } from '@tenora/domain/market';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';
import type { PayType } from './stored-choice.ts';

/**
 * Virtual accounts and mini-market codes (docs/product.md#payments). The wire keeps the old app's
 * names (`vcode`, `payStep`, `billNo`, `markets` for stores, `method` for a bank's channels,
 * `pay_type`, `specific_num`, `is_default`, `is_display`); the pages see the names below.
 */

/** Bank: each channel's name over its steps. Store: one list of steps. */
export type PaySteps = VirtualAccount['payStep'];

export interface PayOptions {
  /** Each bank and its channels; a chosen channel is stored 1-based. */
  banks: { name: string; code: string; channels: string[] }[];
  /** The mini-market stores' codes. */
  stores: string[];
  /** The currency of the amount the page shows (it comes in the address). */
  market: Market;
}

export async function fetchPayOptions(
  input: { orderId: number; productId: number | undefined; payType: PayType },
  signal: AbortSignal,
): Promise<ApiResult<PayOptions>> {
  const { orderId, productId, payType } = input;
  const result = await call(
    initPayType,
    { orderId, productId, pay_type: payType },
    { signal, quiet: true },
  );
  return mapData(result, (o) => ({
    banks: o.banks.map((b) => ({ name: b.bankName, code: b.payCode, channels: b.method })),
    stores: o.markets,
    market: o.market,
  }));
}

export interface Instructions {
  reference: string;
  amount: number;
  market: Market;
  expireAt: string;
  place: string;
  steps: PaySteps;
  rules: string[];
  supportPhone: string;
  supportEmail: string;
}

export async function fetchInstructions(
  reference: string,
  signal: AbortSignal,
): Promise<ApiResult<Instructions>> {
  const result = await call(paymentInstructions, reference ? { reference } : {}, {
    signal,
    quiet: true,
  });
  return mapData(result, ({ payStep, ...rest }) => ({ ...rest, steps: payStep }));
}
