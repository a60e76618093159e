import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, moneyMarket, oneOf, wholeNumber } from './fields.ts';
import { RecommendedProductData } from './products.ts';

/** Loan details (V3) and the product page (docs/product.md#order-statuses). */

const Row = z.object({ text: z.string(), value: z.string() });

export const LoanDetailsData = z.object({
  productId: z.int(),
  /** The rows' amounts are formatted in this market's currency. */
  market: moneyMarket(),
  /** Null on the product page: the borrower has no order of this product yet. */
  orderId: z.nullable(z.int()),
  orderStatus: z.nullable(z.int()),
  /** The headline and the line under it, in the borrower's language. */
  noticeStatusText: z.string(),
  noticeDesText: z.string(),
  /** Picked by status; unknown statuses use the repaid image. */
  statusImage: z.string(),
  productName: z.string(),
  productLogo: z.string(),
  userOrderDetail: z.object({ detail: z.array(Row) }),
  /** Shown exactly when the order has no action button (docs/product.md#order-statuses). */
  recProducts: z.array(RecommendedProductData),
  inside: z.int(),
  /**
   * What the borrower may do now, decided by the server from the loan account; the app renders
   * exactly these buttons (docs/product.md#order-statuses). Empty on the product page.
   */
  actions: z.array(z.enum(['repay', 'extend', 'loanMore'])),
  /** Where Repay goes. */
  h5Url: z.string(),
  /**
   * True when the loan is repaid in more than one instalment and has been paid out: loan details
   * then links to its instalments (`/repayPeriod`, docs/product.md#screens). False on the product
   * page.
   */
  hasInstalments: z.boolean(),
  /** "1" when a paid extension is offered. */
  isDelay: z.enum(['0', '1']),
  delayUrl: z.string(),
  telephone: z.string(),
  /** "1" when the borrower is asked to rate us (docs/product.md#screen-rules). */
  isScore: z.enum(['0', '1']),
  playeduL: z.string(),
  reyMsg: z.string(),
  /** On the product page: what the apply button says, and where it goes. */
  applyUrl: z.optional(z.string()),
  /**
   * During the cooling-off days: cancelling the loan, what it costs today and what it keeps, in
   * the borrower's language, and Repay with that amount chosen (docs/product.md#disclosures).
   * Absent otherwise, and from servers built before it.
   */
  cancel: z.optional(z.object({ amount: z.int(), text: z.string(), url: z.string() })),
});
export type LoanDetails = z.output<typeof LoanDetailsData>;

export const loanDetails = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/loan-details/loan-details',
  body: 'form',
  safe: true,
  access: 'borrower',
  request: z.object({ productId: z.optional(id()), orderId: z.optional(id()) }),
  response: LoanDetailsData,
});

export const googleScore = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/loan-details/google-score',
  body: 'form',
  access: 'borrower',
  request: z.object({ score: wholeNumber({ min: 1, max: 5 }), orderId: z.optional(id()) }),
  response: z.null(),
});

/** docs/product.md#support-api: what an operator and the disbursing bank do. */
export const devOrderState = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/dev/orders/state',
  body: 'json',
  access: 'dev',
  request: z.object({ orderId: id(), action: oneOf(['approve', 'reject', 'disburse']) }),
  response: z.object({
    orderId: z.int(),
    decision: z.string(),
    disbursedAt: z.nullable(z.string()),
  }),
});
