import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, moneyMarket, optionalText, text, wholeNumber } from './fields.ts';
import { calendarDate, instant } from './date-fields.ts';

/**
 * Card repayment (docs/product.md#payments). Family '00'. The provider's service path is `/pay`
 * (docs/product.md#calls). A full card number is sent once, to bind-card, and
 * never comes back: answers show the bank and the last four digits.
 */

/** Confirm-step codes (docs/product.md#payments): a wrong SMS code, a second submission. */
export const REPAY_CODES = { wrongCode: '800006', duplicate: '800005' } as const;

/**
 * How a code to pay at a counter is asked (`/individual`): 1 bank (a virtual account), 2 mini
 * market. Here, not with the virtual account's calls, because Repay's ways to pay link to
 * `/individual` with it: imported from there, it brought those calls into Repay (decision 119).
 */
export const PAY_TYPE = { bank: 1, market: 2 } as const;

/** The ways to pay (`PaymentMethod` in @tenora/domain/payment-methods). */
export const PaymentMethodName = z.enum(['upi', 'card', 'netbanking', 'va', 'store', 'wallet']);

/**
 * What the amount due now is (`DueKind` in packages/domain/amount-due): decided by the server from
 * the loan's dates, so a phone's clock never changes what Repay says.
 */
export const DueKindName = z.enum(['overdue', 'today', 'next', 'payoff', 'none']);

export const BankCardData = z.object({
  id: z.int(),
  bankName: z.string(),
  /** Masked: '•••• 1234'. */
  cardNo: z.string(),
  bankCode: z.string(),
});
export type BankCard = z.output<typeof BankCardData>;

export const bankList = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/bank-list',
  body: 'form',
  access: 'borrower',
  request: z.object({}),
  response: z.array(z.object({ bankCode: z.string(), bankName: z.string() })),
});

export const bindCard = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/bind-card',
  body: 'form',
  access: 'borrower',
  request: z.object({
    bankCode: text(16, 1),
    // Spaces and dashes as typed are allowed; the server keeps digits only.
    cardNo: text(32, 1),
    holderName: text(64, 1),
  }),
  response: BankCardData,
});

export const repaymentWay = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/repayment-way',
  body: 'form',
  safe: true,
  access: 'borrower',
  request: z.object({ orderId: id() }),
  response: z.object({
    /** 1 when the wallet redirect is offered. */
    alipay: z.int(),
    /**
     * Our addition: `repaid` when nothing is left to pay on the loan, so the screen says so; the
     * amounts are then zero and no way to pay is listed. Optional for older servers.
     */
    state: z.optional(z.enum(['open', 'repaid'])),
    /**
     * Every method of the borrower's market, in the order offered, the first the default
     * (docs/product.md#payments). Another market's method is never listed. Optional for clients
     * built before it.
     */
    methods: z.optional(z.array(PaymentMethodName)),
    /**
     * Our addition: `page` when the card is paid on the payment provider's own page (its checkout
     * takes the number and runs the issuer's check), `form` when Repay's card form is used.
     * Optional for older servers, which mean `form`.
     */
    cardEntry: z.optional(z.enum(['form', 'page'])),
    /** One per visit: a commit repeated with it is the same payment, not a second one. */
    repayToken: z.string(),
    bankCards: z.array(BankCardData),
    /** Everything owed now, late charges included, minor units. */
    amount: z.int(),
    /**
     * The amount due now, which Repay asks for first: the instalments due by today and the late
     * charges, or before the first falls due, the next instalment; the payoff instead when it
     * costs no more (docs/product.md#payments). Every way to pay charges exactly this.
     */
    dueNow: z.int(),
    /** The due date of the first instalment not yet paid. */
    dueDate: z.nullable(calendarDate()),
    dueKind: DueKindName,
    /** When `dueKind` is `payoff` because it is cheaper: what the instalments would have cost. */
    dueInstead: z.nullable(z.int()),
    market: moneyMarket(),
    /** Whether the borrower may pay less than everything. */
    partial: z.boolean(),
    /**
     * The most one payment takes today (`largestPayment` in the domain): the payoff while paying
     * off is allowed, else everything owed, or before the prepayment window opens everything but
     * the last charge unit. The keypad stops here. Optional for servers built before it.
     */
    largest: z.optional(z.int()),
    /**
     * Paying off the whole loan today (docs/product.md#early-repayment): interest to today only.
     * Everything offered from `amount` down to this is taken as this. When not `allowed`,
     * `opensOn` is the day early repayment opens. Null when the loan has no schedule; optional
     * for clients built before it.
     */
    payoff: z.optional(
      z.nullable(
        z.object({
          amount: z.int(),
          allowed: z.boolean(),
          opensOn: z.nullable(calendarDate()),
          /** Whether today is in cooling-off: an exit with principal and interest to date. */
          coolingOff: z.boolean(),
        }),
      ),
    ),
    /**
     * A card payment of this loan whose SMS code was sent and still works: Repay opens on its
     * code step again after a reload (docs/product.md#payments). Its `repayToken` is the one its
     * commits carry, so asking for the code again is the same payment, not a second one. Null
     * when none; optional for clients built before it.
     */
    pendingCard: z.optional(
      z.nullable(
        z.object({
          repayRecordId: z.int(),
          repayToken: z.string(),
          cardId: z.int(),
          amount: z.int(),
          /** Seconds until the code may be sent again; 0 when it may be now. */
          resendIn: z.int(),
        }),
      ),
    ),
  }),
});

export const repaymentCommit = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/repayment-commit',
  body: 'json',
  access: 'borrower',
  request: z.object({
    amount: wholeNumber({ min: 1 }),
    // Optional so a missing card gets its own message, not a generic one.
    cardId: z.optional(id()),
    orderId: id(),
    repayToken: text(64, 1),
    bankName: optionalText(64),
    cardNo: optionalText(32),
    bankCode: optionalText(16),
    couponId: z.optional(z.nullable(optionalText(32))),
    sendMsg: z.optional(wholeNumber({ max: 1 })),
  }),
  response: z.object({ needValid: z.int(), repayRecordId: z.int() }),
});

export const repaymentConfirm = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/repayment-confirm',
  body: 'json',
  access: 'borrower',
  request: z.object({ orderId: id(), verifyCode: text(6, 6), repaymentRecordId: id() }),
  response: z.null(),
});

/** The wallet redirect. The answer's url is the provider's page the borrower goes to. */
export const repaymentHuichao = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/repayment-huichao',
  body: 'json',
  access: 'borrower',
  request: z.object({ userId: optionalText(32), orderId: id(), amount: wholeNumber({ min: 1 }) }),
  response: z.object({ url: z.string(), reference: z.string() }),
});

/** Where a payment made away from us (UPI, net banking, wallet, a code) stands. */
const ProviderStatusName = z.enum(['pending', 'paid', 'failed', 'cancelled', 'refund_due']);
export type ProviderStatus = z.output<typeof ProviderStatusName>;

/**
 * How a payment made away from us was made: a mini-market code is `market`. `checkout` is the
 * provider's hosted checkout before the borrower has paid there (an extension fee); once paid, it
 * names the way chosen there, `card` among them.
 */
export const ProviderMethodName = z.enum([
  'wallet',
  'va',
  'market',
  'upi',
  'netbanking',
  'card',
  'checkout',
  'autopay',
]);
export type ProviderMethod = z.output<typeof ProviderMethodName>;

/** What a provider payment pays: the loan, or an extension's fee. */
export const ProviderPurposeName = z.enum(['repayment', 'extension']);
export type ProviderPurpose = z.output<typeof ProviderPurposeName>;

/**
 * A number, code or payment page withdrawn because what the loan owes changed, or because another
 * replaced it: the screen says so and invites no payment (docs/product.md#payments). `notice` is
 * the server's words for it, and for money that still reached it; empty otherwise.
 */
export const Withdrawal = z.object({
  withdrawn: z.optional(z.boolean()),
  notice: z.optional(z.string()),
});

/** Our addition: where a provider payment stands, for the page the wallet returns to. */
export const providerPaymentStatus = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/payment-status',
  body: 'json',
  access: 'borrower',
  request: z.object({ reference: text(64, 1) }),
  response: z.object({
    status: ProviderStatusName,
    /** How it was paid, so the result screen names it. Optional for older servers. */
    method: z.optional(ProviderMethodName),
    /** What it pays. A retry goes back to where it started. */
    purpose: z.optional(ProviderPurposeName),
    orderId: z.int(),
    productId: z.int(),
    amount: z.int(),
    market: moneyMarket(),
    ...Withdrawal.shape,
    /**
     * For money held for refund (`refund_due`): the day, in the market, the lender's staff
     * refunded it; null while it is still to be refunded. Optional for older servers.
     */
    refundedOn: z.optional(z.nullable(calendarDate())),
  }),
});

/**
 * Our addition: a UPI payment of an amount (docs/product.md#payments). The reference is issued
 * once per order and amount and answered again until it is paid or expires; once paid, the
 * answer says so. `link` is the NPCI intent link the borrower's UPI app opens, and the QR code's
 * text.
 */
export const upiStart = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/upi-start',
  body: 'json',
  access: 'borrower',
  request: z.object({ orderId: id(), amount: wholeNumber({ min: 1 }) }),
  response: z.object({
    reference: z.string(),
    link: z.string(),
    /** Paise: what the link asks, which may be less than asked when it is the payoff. */
    amount: z.int(),
    market: moneyMarket(),
    payee: z.string(),
    payeeName: z.string(),
    expireAt: instant(),
    status: ProviderStatusName,
    /** The UPI id a collect request was last sent to, if any. */
    collectTo: z.nullable(z.string()),
    /** Our addition: false where no collect request can be sent (NPCI ended them for most). */
    collect: z.optional(z.boolean()),
  }),
});

/** Our addition: a collect request for a UPI payment, to a UPI id the borrower types. */
export const upiCollect = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/upi-collect',
  body: 'json',
  access: 'borrower',
  request: z.object({ reference: text(64, 1), vpa: text(300, 1) }),
  response: z.object({ reference: z.string(), collectTo: z.string(), status: ProviderStatusName }),
});

/**
 * Our addition: a card payment on the payment provider's own page (docs/payments.md), when
 * `repayment-way` says `cardEntry: 'page'`; the answer's url is that page. The number never
 * reaches us.
 */
export const cardPageStart = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/card-page-start',
  body: 'json',
  access: 'borrower',
  request: z.object({ orderId: id(), amount: wholeNumber({ min: 1 }) }),
  response: z.object({ url: z.string(), reference: z.string() }),
});

/** Our addition: net banking; the answer's url is the bank's page the borrower goes to. */
export const netBankingStart = defineEndpoint({
  family: 'repayment',
  method: 'POST',
  path: '/pay/loan/netbanking-start',
  body: 'json',
  access: 'borrower',
  request: z.object({ orderId: id(), amount: wholeNumber({ min: 1 }) }),
  response: z.object({ url: z.string(), reference: z.string() }),
});
