import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, moneyMarket } from './fields.ts';
import { calendarDate } from './date-fields.ts';

/** Extension (delay) repayment (docs/product.md#extensions): family '00'. */

export const delayDetail = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/loan-details/delay-detail',
  body: 'form',
  // A read: the page is drawn with it (a refusal is data, not a failure).
  safe: true,
  access: 'borrower',
  request: z.object({ productId: z.optional(id()), orderId: id() }),
  response: z.object({
    productName: z.string(),
    productLogo: z.string(),
    /** The extension fee, minor units. */
    delayShouldPayAmount: z.int(),
    market: moneyMarket(),
    /** The next due date once the fee is paid. */
    delayExpiryTime: calendarDate(),
    delayDays: z.int(),
    orderDetail: z.object({ detail: z.array(z.object({ text: z.string(), value: z.string() })) }),
    telephone: z.string(),
    /**
     * Our addition: why the loan cannot be extended now, when it cannot (one already in place
     * until `until`, the most a loan may have, or the cost ceiling), in the borrower's words. The
     * screen shows it as the loan's state, with repaying as the way on; the fee is then not
     * payable. Null or absent when the extension is offered.
     */
    refused: z.optional(
      z.nullable(
        z.object({
          reason: z.enum(['wait', 'limit', 'cap']),
          message: z.string(),
          until: z.nullable(calendarDate()),
        }),
      ),
    ),
    /** Beyond the old app: what each choice costs, so the borrower decides knowingly. */
    comparison: z.object({
      /** The amount due now, late charges included: the figure Repay asks for. */
      payNowTotal: z.int(),
      /** What will be due on the new date once extended, late charges included. */
      dueThen: z.int(),
      /** The fee and `dueThen`. */
      extendTotal: z.int(),
      currentDueDate: calendarDate(),
      /** Late charges inside both totals; while late, paying now costs more each day. */
      lateCharges: z.int(),
      late: z.boolean(),
      /**
       * Whether the late charges will be higher tomorrow if nothing is paid: false once they
       * reach their ceiling, when no text may say they grow.
       */
      lateChargesGrow: z.boolean(),
    }),
  }),
});

/** Our addition: pays the extension fee through the wallet; the webhook applies it. */
export const delayPay = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/loan-details/delay-pay',
  body: 'form',
  access: 'borrower',
  request: z.object({ orderId: id() }),
  response: z.object({ url: z.string(), reference: z.string() }),
});
