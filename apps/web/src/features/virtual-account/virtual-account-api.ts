import {
  generateVcode,
  initPayType,
  paymentInstructions,
  PAY_TYPE,
  type VirtualAccount,
} from '@tenora/contract/virtual-account';
import type { Market } from '@tenora/domain/market';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';
import type { PayType, StoredChoice } from './stored-choice.ts';

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
  /** The pay types the borrower's market offers: India has no stores. */
  payTypes: PayType[];
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
    payTypes: (o.payTypes ?? [PAY_TYPE.bank, PAY_TYPE.market]).filter(
      (p): p is PayType => p === PAY_TYPE.bank || p === PAY_TYPE.market,
    ),
  }));
}

/** The number to pay to: a virtual account number, or a mini-market payment code. */
export interface PaymentNumber {
  number: string;
  payType: number;
  /** Minor units of `market`. */
  amount: number;
  market: Market;
  steps: PaySteps;
  billNumber: string;
  /** India: the IFSC to send the transfer to. */
  ifsc: string | null;
  /** India: the name the account is held in, for the payee. */
  beneficiary: string | null;
  expireAt: string;
  /** Paid already: the screen says so and shows no number to pay again. */
  paid: boolean;
}

export async function issuePaymentNumber(
  input: {
    orderId: number;
    productId: number | undefined;
    amount: number;
    choice: StoredChoice;
    /** The address's `display=1`. */
    display: 0 | 1;
  },
  signal: AbortSignal,
): Promise<ApiResult<PaymentNumber>> {
  const { orderId, productId, amount, choice, display } = input;
  const result = await call(
    generateVcode,
    {
      orderId,
      productId,
      amount,
      pay_type: choice.payType,
      payCode: choice.payCode,
      specific_num: choice.payType === PAY_TYPE.bank ? choice.specificNum : undefined,
      is_default: choice.isDefault,
      is_display: display,
    },
    { signal, quiet: true },
  );
  return mapData(result, (va) => ({
    number: va.vcode,
    payType: va.payType,
    amount: va.amount,
    market: va.market,
    steps: va.payStep,
    billNumber: va.billNo,
    ifsc: va.ifsc ?? null,
    beneficiary: va.beneficiary ?? null,
    expireAt: va.expireAt,
    paid: va.status === 'paid',
  }));
}

export interface Instructions {
  reference: string;
  amount: number;
  market: Market;
  expireAt: string;
  place: string;
  /** India: the payee's IFSC and name. */
  ifsc?: string | null | undefined;
  beneficiary?: string | null | undefined;
  steps: PaySteps;
  rules: string[];
  supportPhone: string;
  supportEmail: string;
  /** Withdrawn: the screen says why and shows nothing to pay it with. */
  withdrawn: boolean;
  /** The server's words on a withdrawn number, and on money that still reached it. */
  notice: string;
}

export async function fetchInstructions(
  reference: string,
  signal: AbortSignal,
): Promise<ApiResult<Instructions>> {
  const result = await call(paymentInstructions, reference ? { reference } : {}, {
    signal,
    quiet: true,
  });
  return mapData(result, ({ payStep, withdrawn, notice, ...rest }) => ({
    ...rest,
    steps: payStep,
    withdrawn: withdrawn ?? false,
    notice: notice ?? '',
  }));
}
