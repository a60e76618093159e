import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, moneyMarket } from './fields.ts';
import { calendarDate } from './date-fields.ts';

/** Instalment repayment (`/repayPeriod`): family '00'. */

export const PERIOD_STATUS = { pending: 0, paid: 1, overdue: 2 } as const;

export const PlanItemData = z.object({
  periodNo: z.int(),
  /** What it takes to settle this instalment now, minor units (the first pending one includes late charges). */
  totalAmount: z.int(),
  /** The same amount, formatted for the market. */
  at: z.string(),
  /**
   * 1 when it may be chosen today, so that no way to pay refuses it (`choosableNow`); selection
   * rules are packages/domain/instalment-selection.
   */
  canClick: z.int(),
  periodStatus: z.int(),
  repayDes: z.string(),
  dueTime: calendarDate(),
});
export type PlanItem = z.output<typeof PlanItemData>;

export const loanPlayDetail = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/installment/loan-play-detail',
  body: 'form',
  access: 'borrower',
  request: z.object({ productId: z.optional(id()), orderId: id() }),
  response: z.object({
    productName: z.string(),
    market: moneyMarket(),
    repayWaitCount: z.int(),
    /**
     * How many pending instalments, oldest first, the amount due now settles: chosen when the
     * screen opens, so it asks what Repay asks (docs/decisions/092-one-figure-for-what-is-owed.md).
     */
    dueCount: z.int(),
    /**
     * Paying off the whole loan today, while it is allowed: any choice from this amount up is
     * charged this amount, and the screen says so before the tap. Null otherwise.
     */
    payoffAmount: z.nullable(z.int()),
    note: z.string(),
    /**
     * Our addition: the day the instalments not offered today may be chosen (paying the loan off
     * early opens then), or null when every one may be. Optional for older servers.
     */
    opensOn: z.optional(z.nullable(calendarDate())),
    /**
     * Our addition: the fewest instalments, from the first, a choice must hold (a product repaid
     * in full takes them together). Optional for older servers, which meant 1.
     */
    leastChosen: z.optional(z.int()),
    repayPlanDetail: z.object({
      repayWaitDetail: z.array(PlanItemData),
      repayYetDetail: z.array(PlanItemData),
    }),
  }),
});
