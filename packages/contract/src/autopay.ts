import * as z from 'zod/mini';
import { calendarDate, instant } from './date-fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { id, moneyMarket, optionalText, text } from './fields.ts';

/**
 * Autopay on a loan (docs/product.md#autopay, docs/payments.md#autopay): India's UPI AutoPay
 * mandate, approved in the borrower's UPI app, and Indonesia's direct debit from a linked bank
 * account. Each debit is told 24 hours before it is taken, and never takes more than is due.
 */

/**
 * none: never set up, or set up again after one ended; approving: asked, waiting for the
 * borrower's approval in their UPI app or bank (or the code their bank texted); active: debits
 * are taken; paused: paused by the borrower in their UPI app; refused: declined by the borrower
 * or the bank; cancelling: asked to end, the bank not yet done; cancelled: ended.
 */
export const MANDATE_STATUSES = [
  'approving',
  'active',
  'paused',
  'refused',
  'cancelling',
  'cancelled',
] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const AutopayKindName = z.enum(['upi_autopay', 'direct_debit']);
export type AutopayKindName = z.output<typeof AutopayKindName>;

/**
 * One debit: planned (the next instalment, to be told the day before its due date, with today's
 * figures), noticed (told, to be taken), presented (asked of the bank), paid, failed (the
 * reminders take over), or withdrawn (not taken: the loan owed less, or autopay ended).
 */
export const AutopayDebitData = z.object({
  amount: z.int(),
  /** The market's day it is taken on, at the earliest. */
  on: calendarDate(),
  /** When it is taken at the earliest, once told; null while planned. */
  debitAfter: z.nullable(instant()),
  /** When the borrower was told; null while planned. */
  noticedAt: z.nullable(instant()),
  status: z.enum(['planned', 'noticed', 'presented', 'paid', 'failed', 'withdrawn']),
});
export type AutopayDebit = z.output<typeof AutopayDebitData>;

export const AutopayData = z.object({
  /** False where the market's provider offers none, or the loan owes nothing more. */
  available: z.boolean(),
  kind: z.nullable(AutopayKindName),
  /** Indonesia: the banks whose accounts can be linked, by code. */
  banks: z.array(z.object({ code: z.string(), name: z.string() })),
  mandate: z.nullable(
    z.object({
      reference: z.string(),
      status: z.enum(MANDATE_STATUSES),
      /** The most one debit may take, as the borrower approved it. */
      maxAmount: z.int(),
      /** The account debited as the borrower knows it: a UPI id, or the bank and last digits. */
      account: z.nullable(z.string()),
      bank: z.nullable(z.string()),
      /** Where the borrower approves it while approving: a UPI mandate link or the bank's page. */
      approveUrl: z.nullable(z.string()),
      /** True while the bank waits for the code it texted the borrower. */
      awaitsCode: z.boolean(),
      /** In the borrower's language: why it was refused or ended. */
      problem: z.nullable(z.string()),
      updatedAt: instant(),
    }),
  ),
  /** The next debit told or to be told, and the last one when it failed. */
  nextDebit: z.nullable(AutopayDebitData),
  lastFailed: z.nullable(AutopayDebitData),
  market: moneyMarket(),
});
export type Autopay = z.output<typeof AutopayData>;

/** Where autopay stands on one of the borrower's loans. */
export const autopayView = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/autopay',
  body: 'json',
  access: 'borrower',
  safe: true,
  request: z.object({ orderId: id() }),
  response: AutopayData,
});

/**
 * Sets autopay up on a loan: the answer's mandate is `approving`, with the link the UPI app opens
 * (or the bank's page), or waiting for the code the bank texted. Indonesia names the bank.
 */
export const autopayStart = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/autopay-start',
  body: 'json',
  access: 'borrower',
  request: z.object({
    orderId: id(),
    bank: optionalText(20),
    /** Indonesia: the debit card's last four digits and its expiry, `MM/YY`. */
    cardLastFour: optionalText(8),
    cardExpiry: optionalText(8),
  }),
  response: AutopayData,
});

/** The code the borrower's bank texted them to link their account. */
export const autopayCode = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/autopay-code',
  body: 'json',
  access: 'borrower',
  request: z.object({ orderId: id(), code: text(12, 4) }),
  response: AutopayData,
});

/** Ends autopay on a loan, at any time: no debit is taken after it. */
export const autopayCancel = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/autopay-cancel',
  body: 'json',
  access: 'borrower',
  request: z.object({ orderId: id() }),
  response: AutopayData,
});

/** The sandbox's UPI app or bank approving or declining a mandate (support API only). */
export const devMandateAnswer = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/dev/mandates/answer',
  body: 'json',
  access: 'dev',
  request: z.object({
    reference: text(64, 1),
    outcome: z.enum(['approve', 'decline']),
  }),
  response: z.object({ reference: z.string(), status: z.string() }),
});

/** What the sandbox's mandate page shows: what the borrower is asked to approve. */
export const devMandate = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/dev/mandates/show',
  body: 'json',
  access: 'dev',
  safe: true,
  request: z.object({ reference: text(64, 1) }),
  response: z.object({
    reference: z.string(),
    status: z.string(),
    maxAmount: z.int(),
    kind: AutopayKindName,
    market: moneyMarket(),
  }),
});
