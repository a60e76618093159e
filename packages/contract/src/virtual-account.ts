import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, moneyMarket, optionalText, wholeNumber } from './fields.ts';
import { calendarDate, instant } from './date-fields.ts';
import { Withdrawal } from './repayment.ts';

/**
 * Virtual account and mini-market payment codes for `/individual` and `/that`
 * (docs/product.md#payments).
 * Family '00'. Payment types: 1 bank (a virtual account), 2 mini-market (a payment code).
 */
export { PAY_TYPE } from './repayment.ts';

export const initPayType = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/loan-details/init-pay-type',
  body: 'form',
  access: 'borrower',
  request: z.object({
    productId: z.optional(id()),
    orderId: id(),
    pay_type: wholeNumber({ min: 1, max: 2 }),
  }),
  response: z.object({
    /** Bank type: each bank with its channels; the chosen channel is stored 1-based. */
    banks: z.array(
      z.object({ bankName: z.string(), payCode: z.string(), method: z.array(z.string()) }),
    ),
    /** Mini-market type: the market codes. */
    markets: z.array(z.string()),
    /**
     * The pay types the borrower's market offers (India: bank transfer only). Optional for older
     * servers, which offered both.
     */
    payTypes: z.optional(z.array(z.int())),
    /** The currency of the amount the page shows (it comes in the address). */
    market: moneyMarket(),
  }),
});

const PayStepData = z.union([
  z.array(z.object({ name: z.string(), step: z.array(z.string()) })),
  z.array(z.string()),
]);

export const VirtualAccountData = z.object({
  amount: z.int(),
  market: moneyMarket(),
  /** The number to pay to: a virtual account number, or a mini-market payment code. */
  vcode: z.string(),
  cardNo: z.string(),
  payType: z.int(),
  payCode: z.string(),
  specificNum: z.int(),
  telephone: z.string(),
  payStep: PayStepData,
  billNo: z.string(),
  /** India: the IFSC to send a bank transfer to the virtual account; null elsewhere. */
  ifsc: z.optional(z.nullable(z.string())),
  /**
   * India: the name the account is held in (the lender), which a banking app asks for to add the
   * payee; null elsewhere.
   */
  beneficiary: z.optional(z.nullable(z.string())),
  expireAt: instant(),
  /** The market-local day it expires, for the screen. */
  expireDate: calendarDate(),
  /**
   * `paid` once the number was paid: the screen says so and nothing new is issued for the same
   * order and amount until the number would have expired (docs/product.md#payments).
   */
  status: z.enum(['open', 'paid']),
});
export type VirtualAccount = z.output<typeof VirtualAccountData>;

export const generateVcode = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  body: 'form',
  access: 'borrower',
  request: z.object({
    productId: z.optional(id()),
    orderId: id(),
    amount: wholeNumber({ min: 1 }),
    payCode: optionalText(32),
    pay_type: wholeNumber({ min: 1, max: 2 }),
    is_default: z.optional(wholeNumber({ max: 1 })),
    is_display: z.optional(wholeNumber({ max: 1 })),
    specific_num: z.optional(wholeNumber({ min: 1, max: 9 })),
  }),
  response: VirtualAccountData,
});

/** `/dragonpayPaymentInstructions`: how to pay an issued number or code, and the rules. */
export const paymentInstructions = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/payment-instructions',
  body: 'json',
  access: 'borrower',
  request: z.object({ reference: optionalText(64) }),
  response: z.object({
    reference: z.string(),
    amount: z.int(),
    market: moneyMarket(),
    expireAt: instant(),
    place: z.string(),
    /** India: the IFSC of the virtual account; null elsewhere. */
    ifsc: z.optional(z.nullable(z.string())),
    /** India: the name the account is held in; null elsewhere. */
    beneficiary: z.optional(z.nullable(z.string())),
    payStep: PayStepData,
    rules: z.array(z.string()),
    supportPhone: z.string(),
    supportEmail: z.string(),
    ...Withdrawal.shape,
  }),
});
