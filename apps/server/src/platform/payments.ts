import type { ProviderMethod } from '@tenora/contract/repayment';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { localeOf, MARKETS, type Market } from '@tenora/domain/market';
import type { PaymentMethod } from '@tenora/domain/payment-methods';
import { upiIntentLink } from '@tenora/domain/upi';
import { translator, type Translate } from './messages.ts';

/**
 * The words we hand a payment provider or a bank (a UPI note, a mandate's description, a payer's
 * name): in the market's own language, never the borrower's choice. Providers and banks may
 * refuse Devanagari or garble it on a statement, so a Hindi reader's note is India's English
 * (docs/decisions/118-hindi-for-india.md).
 */
export const providerWords = (market: Market): Translate => translator(localeOf(market));

/**
 * Every payment goes through a provider (docs/payments.md). The sandbox provider makes every flow
 * work on one machine; a real adapter (Razorpay for India, `payments-razorpay.ts`) implements the
 * same interface for its market. In production the sandbox is refused
 * (docs/decisions/023-payments-in-production.md).
 */
export interface PaymentProvider {
  readonly name: string;
  /** The markets whose borrowers it takes money from. */
  readonly markets: readonly Market[];
  /** Whether it sends UPI collect requests (NPCI ended them for most merchants in 2026). */
  readonly upiCollect: boolean;
  /** The ways to pay it takes; Repay's others are refused in its markets while it is chosen. */
  readonly methods: readonly PaymentMethod[];
  /**
   * How a card is paid: on Repay's own form (`form`: the number goes to `tokenizeCard` once), or
   * on the provider's page (`page`: its checkout takes the number and runs the issuer's check,
   * and we never see it).
   */
  readonly cardEntry: 'form' | 'page';
  /** The hosts of its pages the borrower is sent to, which the app is let open (https only). */
  readonly pageHosts: readonly string[];
  /** Where its webhooks arrive, under `/pay/webhooks/`; the adapter's name. */
  readonly webhookPath: string;
  /**
   * Reads one webhook delivery: `verified: false` unless it carries this provider's proof over
   * exactly this body (its signature, or its callback token), and then the events it brings, in
   * our shape. An event of a kind we do not act on is answered and left out.
   */
  readWebhook(rawBody: string, headers: WebhookHeaders): WebhookReading;
  /**
   * For a provider whose webhook proof is a bearer token rather than a signature over the body:
   * asks the provider's API whether a payment event is so (`yes`), is not (`no`: not booked), or
   * cannot be told now (`unknown`: the delivery is refused, and the provider sends it again).
   */
  confirmPayment?(event: ProviderEvent): Promise<'yes' | 'no' | 'unknown'>;
  /**
   * Hands the card number to the provider once; what comes back is all we keep: a token to
   * charge, and a keyed fingerprint that is the same for the same number.
   */
  tokenizeCard(digits: string): { token: string; fingerprint: string; last4: string };
  /**
   * Charges a tokenised card. `idempotencyKey` is ours: the same key is the same charge, however
   * often it is sent, so a retry after a timeout never charges twice.
   */
  chargeCard(
    token: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<{ ok: true; providerReference: string } | { ok: false }>;
  /**
   * Gives back the whole of the charge made under `idempotencyKey`, when we could not book it.
   * Idempotent too; `ok: false` means the provider knows no such charge.
   */
  reverseCharge(idempotencyKey: string): Promise<{ ok: boolean }>;
  /**
   * Opens a payment for our reference at the provider, and says where the borrower pays it: a UPI
   * intent link (which the QR code draws too), or the provider's hosted page for net banking, an
   * e-wallet, or a checkout offering `methods`. Its result comes back through the webhook, never
   * through a page's redirect. `ok: false` when the provider did not open it, or no answer came:
   * nothing is stored, and anything the provider made meanwhile is never shown.
   */
  openPayment(input: OpenPayment): Promise<Opened>;
  /**
   * Issues a number to pay by bank transfer (`va`: a closed, single-use virtual account for
   * exactly `amount` at the bank `place`) or a store's payment code (`store`: at the store
   * `place`), for our reference, until `expiresAt`. Answers the number or code the borrower pays
   * and the provider's id of it; `ok: false` when the provider did not issue it.
   */
  issueCode(input: IssueCode): Promise<Issued>;
  /**
   * UPI: asks the payer's UPI app, by their UPI id, to approve the payment opened for our
   * reference. The approval (or a decline, or nothing) comes back through the webhook; `ok: false`
   * when the provider would not send the request.
   */
  requestUpiCollect(input: {
    reference: string;
    providerId: string | null;
    vpa: string;
    amount: number;
  }): Promise<{ ok: boolean }>;
  /**
   * Gives the payer back the money of the payment with our `reference` (Razorpay's
   * `POST /v1/payments/:id/refund` on `providerPaymentId`, Xendit's `POST /refunds`).
   * `idempotencyKey` is ours and names one try: sent again, it is the same refund, answered as it
   * stands now; a new try after a failure comes with a new key. A provider that finishes later
   * answers `pending`.
   */
  refundPayment(input: RefundAsk): Promise<RefundAnswer>;
  /**
   * Withdraws an open payment of ours, so that it takes no more money: a virtual account or a
   * store code that no longer asks for what the loan owes (Xendit's `PATCH` of the virtual
   * account's or the retail outlet code's `expiration_date` to now), a hosted page (Razorpay's
   * payment link cancel). Sent again, it is the same withdrawal. `ok: false` when the provider did
   * not take it: it is asked again. Money already on its way may still arrive; the webhook applies
   * or sets it aside (docs/decisions/093-a-code-is-for-one-amount.md).
   */
  withdrawPayment(input: {
    reference: string;
    method: ProviderMethod;
    providerId: string | null;
  }): Promise<{ ok: boolean }>;
  /**
   * Checks a borrower's bank account before money is paid into it (docs/payments.md#payouts):
   * Razorpay's account validation, a penny sent and the holder's name read back. Answers at once
   * when it can, or `verifying` with the rest to come by webhook (`account.verified`,
   * `account.invalid`); `review` when the provider offers no check we can call, so the lender's
   * staff check it; `unavailable` when no answer came, and the borrower is asked to try again.
   */
  validateAccount(input: PayeeAccount): Promise<AccountCheck>;
  /**
   * Pays an approved loan's money into the borrower's checked account. `idempotencyKey` names the
   * try: sent again, it is the same payout, answered as it stands. `sending` when the provider
   * finishes later, by webhook (`payout.sent`, `payout.failed`), or when no answer came (the
   * payout is asked again under the same key).
   */
  sendPayout(input: PayoutAsk): Promise<PayoutAnswer>;
  /**
   * What the provider says it took in and paid out for the market's day, from its own books
   * (Razorpay's settlement recon and payouts, Xendit's transactions), for the daily
   * reconciliation (docs/payments.md#reconciliation). Null when it did not answer: the day is
   * asked again at the next run.
   */
  listSettled(window: SettlementWindow): Promise<SettledItem[] | null>;
  /**
   * How many days after a payment the provider lists it (Razorpay settles two working days
   * later; others list it the day it is made): ours missing from its books is looked for then.
   */
  readonly settlementLagDays: number;
  /**
   * Autopay (docs/payments.md#autopay): the mandate it sets up in each market, none where it
   * offers none. India's is a UPI AutoPay mandate the borrower approves in their UPI app;
   * Indonesia's a direct debit from a bank account the borrower links at their bank.
   */
  readonly autopay: Partial<Record<Market, AutopayKind>>;
  /** Indonesia: the banks whose accounts its direct debit links, by our code (`BRI`). */
  readonly autopayBanks?: readonly string[];
  /**
   * Asks the provider for a mandate: answers where the borrower approves it (a `upi://mandate`
   * link, or the bank's page) or, for a bank that sends its own code by SMS (`otp`), that the
   * borrower types it next (`confirmMandate`). `ok: false` when the provider did not take it.
   * The approval, or a refusal, comes by webhook or by `mandateStatus`.
   */
  setUpMandate(input: MandateAsk): Promise<MandateSetUp>;
  /** The code the bank sent the borrower to link their account, for a mandate that asks one. */
  confirmMandate(mandate: MandateRef, otp: string): Promise<MandateState | 'unknown'>;
  /** Where the mandate stands at the provider now; `unknown` when no answer came. */
  mandateStatus(mandate: MandateRef): Promise<MandateState | 'unknown'>;
  /**
   * Ends the mandate at the provider (Razorpay's token cancel, which NPCI finishes; Xendit's
   * linked account unbound). Idempotent; `ok: false` when the provider did not take it, and it is
   * asked again.
   */
  cancelMandate(mandate: MandateRef): Promise<{ ok: boolean }>;
  /**
   * The pre-debit notice of one debit, at least 24 hours before it (the RBI's e-mandate rules):
   * Razorpay opens the debit's order with its `notification`, and the borrower's UPI app shows
   * it; a provider that sends none answers `ok: true` with no id, and our own message is the
   * notice. `ok: false` when the provider did not take it: the debit is not made.
   */
  noticeDebit(input: DebitAsk): Promise<{ ok: true; providerId: string | null } | { ok: false }>;
  /**
   * Takes the noticed debit, once its notice is old enough. `idempotencyKey` names it: sent
   * again, it is the same debit. The result comes by webhook (`payment.succeeded`,
   * `payment.failed` on `reference`) unless it is answered at once.
   */
  presentDebit(input: DebitAsk & { providerId: string | null }): Promise<DebitAnswer>;
  /**
   * Where a presented debit stands at the provider, for one whose word has not come (a lost
   * webhook, or Xendit's direct-debit callback, which is read from its API rather than trusted):
   * `unknown` when no answer came.
   */
  debitStatus(input: {
    reference: string;
    market: Market;
    providerId: string | null;
    providerPaymentId: string | null;
  }): Promise<DebitAnswer | 'unknown'>;
}

/** How a market's autopay works at its provider. */
export type AutopayKind = 'upi_autopay' | 'direct_debit';

/** A mandate as an adapter is handed it. */
export interface MandateRef {
  /** Ours (`mnd_…`). */
  reference: string;
  market: Market;
  /** The provider's id of the registration (Razorpay's authorisation order, Xendit's linked account token). */
  providerId: string | null;
  /** The provider's customer the mandate belongs to. */
  customerId: string | null;
  /** The provider's id of what is debited (Razorpay's token, Xendit's payment method). */
  tokenId: string | null;
}

export interface MandateAsk {
  reference: string;
  market: Market;
  /** The most one debit may take, minor units: the borrower approves it at their bank. */
  maxAmount: number;
  /** When the mandate ends at the latest. */
  endsAt: Date;
  /** Indonesia: the bank whose debit card's account is linked (`BRI`). */
  bank: string | null;
  /**
   * Indonesia: the debit card the bank links by (Xendit's `DC_BRI` asks its last four digits and
   * its expiry, `MM/YY`); the bank texts the borrower a code to confirm it. Null in India.
   */
  card: { lastFour: string; expiry: string } | null;
  /** What the borrower's UPI app or bank shows: the lender and the loan. */
  description: string;
  /** Where the bank's page sends the borrower back. */
  returnUrl: string;
  payer: { name: string; phone: string; email?: string; ip?: string; userAgent?: string };
}

export type MandateSetUp =
  | {
      ok: true;
      /** `url`: open it (a UPI app's mandate link, a bank's page); `otp`: the bank texted a code. */
      next: { kind: 'url'; url: string } | { kind: 'otp' };
      providerId: string | null;
      customerId: string | null;
      tokenId: string | null;
    }
  | { ok: false };

/**
 * approving: asked, not yet approved; active: debits may be taken; paused: the borrower paused it
 * in their UPI app; refused: the borrower or the bank declined it; cancelled: ended.
 */
export type MandateState = {
  status: 'approving' | 'active' | 'paused' | 'refused' | 'cancelled';
  tokenId?: string | null;
  /** The account it debits as the borrower knows it: a UPI id, or the bank and last digits. */
  account?: string | null;
  /** The provider's words for a refusal. */
  reason?: string | null;
};

export interface DebitAsk {
  /** The debit's payment reference, ours. */
  reference: string;
  market: Market;
  /** Minor units: exactly what its notice said. */
  amount: number;
  mandate: MandateRef;
  /**
   * `noticeDebit`: when the debit is taken, at the earliest. `presentDebit`: now, when it is
   * taken; a provider whose notice reached the borrower less than 24 hours before waits.
   */
  debitAt: Date;
  description: string;
  idempotencyKey: string;
  payer: { phone: string; email?: string };
}

export type DebitAnswer =
  | { status: 'taken'; providerPaymentId: string }
  | { status: 'pending'; providerPaymentId: string | null }
  | { status: 'failed'; failureCode: string; failureMessage: string };

/** A market's day, as the instants it runs between. */
export interface SettlementWindow {
  market: Market;
  /** YYYY-MM-DD in the market's time zone. */
  day: string;
  from: Date;
  to: Date;
}

/** One item of a provider's books: money it took for a payment of ours, or paid out for us. */
export interface SettledItem {
  /** The provider's id of the item (unique in its books). */
  providerItemId: string;
  kind: 'payment' | 'payout';
  /** Ours, when the provider carries it (the order's receipt, a reference id). */
  reference: string | null;
  /** The provider's id of the payment that paid it, as its events name it. */
  providerPaymentId: string | null;
  /** Minor units. */
  amount: number;
  at: Date;
}

/** A borrower's bank account as a provider is sent it. */
export interface PayeeAccount {
  /** Ours for the account: the provider's validation names it back. */
  reference: string;
  market: Market;
  holderName: string;
  accountNumber: string;
  /** India: the IFSC; Indonesia: our bank code (`BCA`). */
  bankCode: string;
  /** The borrower's phone, E.164, which Razorpay keeps on the contact. */
  phone: string;
  /** The provider's id of the account, from its validation (Razorpay's fund account). */
  providerAccountId: string | null;
}

export type AccountCheck =
  | { status: 'verified'; registeredName: string | null; providerAccountId: string | null }
  | { status: 'verifying'; providerAccountId: string | null }
  /**
   * For the lender's staff to check: no check we can call (Xendit), or the bank's name for the
   * holder is not the one the borrower gave (`registeredName`).
   */
  | { status: 'review'; registeredName?: string | null; providerAccountId?: string | null }
  | { status: 'invalid'; reason: string; providerAccountId: string | null }
  | { status: 'unavailable' };

export interface PayoutAsk {
  reference: string;
  market: Market;
  /** Minor units; the adapter converts (Xendit writes whole rupiah). */
  amount: number;
  account: PayeeAccount;
  /** What the borrower's bank statement shows: the lender and the loan. */
  narration: string;
  idempotencyKey: string;
}

export type PayoutAnswer =
  | { status: 'sent'; providerPayoutId: string }
  | { status: 'sending'; providerPayoutId: string | null }
  | { status: 'failed'; failureCode: string; failureMessage: string };

/** A webhook delivery's headers, names in lower case as Node gives them. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * `events: null` when the delivery is the provider's but not one we can read. `unread` names an
 * event of a kind we act on whose fields we could not read: answered, so the provider does not
 * retry it forever, and logged, so that its money is looked for.
 */
export type WebhookReading =
  { verified: false } | { verified: true; events: ProviderEvent[] | null; unread?: string };

/** What is asked of the provider when a payment opens. */
export interface OpenPayment {
  reference: string;
  amount: number;
  market: Market;
  /** A UPI request, or a hosted page for one way to pay or (`checkout`) a choice of `methods`. */
  kind: 'upi' | 'netbanking' | 'wallet' | 'card' | 'checkout';
  methods: readonly PaymentMethod[];
  /** What the payer's bank or app shows beside the amount, in the borrower's language. */
  description: string;
  /** Until when it may be paid; the provider closes it then as well. */
  expiresAt: Date;
  /** Where the provider's page sends the borrower back: our result screen for this payment. */
  returnUrl: string;
  /**
   * Who pays, as a provider's risk checks ask (Razorpay's server-to-server UPI): the borrower's
   * phone, their e-mail when they gave one, and the address and browser they asked from.
   */
  payer: { phone: string; email?: string; ip?: string; userAgent?: string };
}

export type Opened = { ok: true; providerId: string | null; url: string } | { ok: false };

/** What is asked of the provider when a number or a store code is issued. */
export interface IssueCode {
  reference: string;
  amount: number;
  market: Market;
  kind: 'va' | 'store';
  /** The bank's code (`BCA`) or the store's name (`ALFAMART`). */
  place: string;
  /** The name the bank or the till shows the payer: the lender's. */
  payeeName: string;
  expiresAt: Date;
}

export type Issued =
  | {
      ok: true;
      providerId: string | null;
      number: string;
      /** India: the IFSC of the provider's bank the number is at, when it is not the bank chosen. */
      ifsc?: string;
    }
  | { ok: false };

/** A refund asked of the provider that took the payment. */
export interface RefundAsk {
  reference: string;
  /** How it was paid, and the provider's id of what it opened (a Xendit invoice refunds by it). */
  method: ProviderMethod;
  providerId: string | null;
  /** The provider's id of the payment that paid it (Razorpay's `pay_…`). */
  providerPaymentId: string | null;
  amount: number;
  idempotencyKey: string;
}

/** What a provider says of a refund: done, still on its way, or refused with its own reason. */
export type RefundAnswer =
  | { status: 'refunded'; providerRefundId: string }
  | { status: 'pending'; providerRefundId: string }
  | { status: 'failed'; failureCode: string; failureMessage: string };

/**
 * What a provider tells us, in our own shape: each adapter maps its provider's events to it. The
 * sandbox's webhook carries it as it is.
 */
export const ProviderEvent = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(128)),
  /**
   * A payment paid, failed or closed; or a refund of one, asked earlier, now made or refused by
   * the provider (`reference` is then the refunded payment's).
   */
  type: z.enum([
    'payment.succeeded',
    'payment.failed',
    'payment.cancelled',
    'refund.succeeded',
    'refund.failed',
    // A payout of ours made or failed (`reference` is the payout's), or a bank account's check
    // finished (`reference` is the account's; `amount` 0).
    'payout.sent',
    'payout.failed',
    'account.verified',
    'account.review',
    'account.invalid',
    // A mandate approved at the bank, paused or refused by the borrower, or ended (`reference`
    // is the mandate's when the provider carries it, else the provider's id of it, which is
    // `providerObjectId` too; `amount` 0).
    'mandate.active',
    'mandate.paused',
    'mandate.refused',
    'mandate.cancelled',
  ]),
  reference: z.string().check(z.minLength(1), z.maxLength(64)),
  amount: z.int(),
  occurredAt: z.string(),
  /** The way the borrower chose on a hosted checkout, when the provider says. */
  method: z.optional(z.enum(['upi', 'card', 'netbanking', 'va', 'market', 'wallet'])),
  /** The provider's id of the payment that paid (a refund names it). */
  providerPaymentId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** A refund event's: the provider's id of the refund. */
  providerRefundId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** A payout or account event's: the provider's id of the payout or of the account. */
  providerObjectId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** A failed payout's or an invalid account's reason, in the provider's words. */
  reason: z.optional(z.string().check(z.maxLength(500))),
  /** An account event's: the holder's name as the bank has it. */
  registeredName: z.optional(z.string().check(z.maxLength(200))),
  /** A mandate event's: the account it debits as the borrower knows it (a UPI id). */
  account: z.optional(z.string().check(z.maxLength(100))),
});
export type ProviderEvent = z.output<typeof ProviderEvent>;

/**
 * The provider of each market, and every configured provider by name: a payment's refund and its
 * withdrawal go to the provider that opened it, whichever now takes new payments.
 */
export class PaymentRails {
  private readonly byMarket: Record<Market, PaymentProvider>;

  constructor(readonly providers: readonly PaymentProvider[]) {
    const serving = (market: Market) => {
      // A real adapter takes its market; the sandbox takes any market left.
      const real = providers.filter((p) => p.name !== SANDBOX && p.markets.includes(market));
      if (real.length > 1) {
        throw new Error(
          `Invalid configuration:\n  PAYMENT_PROVIDER: ${real.map((p) => p.name).join(' and ')} both take ${market}'s payments; name one`,
        );
      }
      const chosen = real[0] ?? providers.find((p) => p.markets.includes(market));
      if (!chosen) {
        throw new Error(
          `Invalid configuration:\n  PAYMENT_PROVIDER: no adapter takes ${market === 'IN' ? 'India' : 'Indonesia'}'s payments (${ADAPTERS_BY_MARKET}; see docs/payments.md)`,
        );
      }
      return chosen;
    };
    this.byMarket = { IN: serving('IN'), ID: serving('ID') };
  }

  /** The provider that takes the market's new payments. */
  of(market: Market): PaymentProvider {
    return this.byMarket[market];
  }

  /** The provider that opened a payment, by the name the payment keeps; none once unconfigured. */
  named(name: string): PaymentProvider | undefined {
    return this.providers.find((p) => p.name === name);
  }

  /** The sandbox, while it is one of the providers (its own pages exist only then). */
  sandbox(): SandboxPaymentProvider | undefined {
    const found = this.named(SANDBOX);
    return found instanceof SandboxPaymentProvider ? found : undefined;
  }
}

const SANDBOX = 'sandbox';
/** The header the sandbox signs its webhook's body in. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** A webhook's body as JSON, or undefined: a body that is not JSON brings no event. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
/** The adapters a build has, for the messages that name them. */
export const ADAPTERS_BY_MARKET =
  'this build has: sandbox for both markets, razorpay for India, xendit for Indonesia';

/**
 * The last word before the app takes a request: the providers are the ones configured, and the
 * sandbox never serves a production that has not asked for the support API.
 */
export function assertProviderAllowed(
  config: { env: string; devApi: boolean; paymentProviders: readonly string[] },
  rails: PaymentRails,
): void {
  const names = rails.providers.map((p) => p.name);
  if (names.join(',') !== config.paymentProviders.join(',')) {
    throw new Error(
      `Payment providers "${names.join(',')}" are not the configured PAYMENT_PROVIDER "${config.paymentProviders.join(',')}"`,
    );
  }
  if (names.includes(SANDBOX) && config.env === 'production' && !config.devApi) {
    throw new Error('The sandbox payment provider takes no real money: not in production');
  }
}

/** The sandbox's own UPI account, which its UPI app (`/film/sandbox/upi`) stands behind. */
export const SANDBOX_UPI_PAYEE = { vpa: 'tenora.sandbox@sbxupi', name: 'Tenora Sandbox' };

/**
 * Where the sandbox's borrower pays: its pages (modules/provider-payments/routes.ts), or a UPI
 * intent link to its own account. A pure function of the payment, so a payment opened before
 * migration 046, which kept no address, finds it again.
 */
export function sandboxPayUrl(p: {
  reference: string;
  amount: number;
  kind: OpenPayment['kind'];
  methods?: readonly PaymentMethod[];
  description?: string;
}): string {
  const reference = encodeURIComponent(p.reference);
  switch (p.kind) {
    case 'upi':
      return upiIntentLink({
        payee: SANDBOX_UPI_PAYEE.vpa,
        payeeName: SANDBOX_UPI_PAYEE.name,
        amount: p.amount,
        reference: p.reference,
        note: p.description ?? '',
      });
    case 'wallet':
      return `/film/sandbox/wallet?reference=${reference}`;
    case 'netbanking':
      return `/film/sandbox/netbanking?reference=${reference}`;
    // The sandbox takes cards on Repay's form; a card page is its checkout, cards only.
    case 'card':
      return `/film/sandbox/checkout?reference=${reference}&methods=card`;
    case 'checkout':
      return `/film/sandbox/checkout?reference=${reference}&methods=${(p.methods ?? []).join(',')}`;
  }
}

/** What the sandbox bank did, so that tests and support can see every charge, reversal and refund. */
export interface SandboxEntry {
  kind: 'charge' | 'reversal' | 'refund' | 'payout';
  idempotencyKey: string;
  amount: number;
  providerReference: string;
}

/** How the sandbox answers a new refund: see `answerRefunds`. */
/** How the sandbox answers a new payout: see `answerPayouts`. */
export type SandboxPayoutMood =
  'sent' | 'sending' | { failureCode: string; failureMessage: string };

/**
 * Account numbers the sandbox's bank does not know: any ending in 0000, so a demo or a test can
 * show an account refused (docs/payments.md#the-sandbox).
 */
export const SANDBOX_UNKNOWN_ACCOUNT = /0000$/;

/**
 * The sandbox UPI app's mandate screen, a page of the web app's sandbox pages: it names the
 * mandate, and the loan Repay goes back to (the return address's `orderId` and `productId`).
 */
export function sandboxMandateUrl(reference: string, returnUrl: string): string {
  const back = new URL(returnUrl, 'http://sandbox.invalid').searchParams;
  const query = new URLSearchParams({ mandate: reference });
  for (const key of ['orderId', 'productId']) {
    const value = back.get(key);
    if (value !== null) query.set(key, value);
  }
  return `/alipayrepayment?${query.toString()}`;
}

/** How the sandbox answers a debit: see `answerDebits`. */
export type SandboxDebitMood =
  'taken' | 'pending' | { failureCode: string; failureMessage: string };

/** The code the sandbox's bank texts to link an Indonesian account, as Xendit's test mode does. */
export const SANDBOX_MANDATE_CODE = '333000';

interface SandboxMandate {
  status: MandateState['status'];
  market: Market;
  maxAmount: number;
  tokenId: string | null;
  account: string | null;
}

export type SandboxRefundMood =
  'refund' | 'pending' | { failureCode: string; failureMessage: string };

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX;
  readonly markets = MARKETS;
  // Its UPI app shows every pending payment: a collect request is played there.
  readonly upiCollect = true;
  readonly methods: readonly PaymentMethod[] = [
    'upi',
    'card',
    'netbanking',
    'va',
    'store',
    'wallet',
  ];
  readonly cardEntry = 'form';
  // Its pages are ours.
  readonly pageHosts = [];
  readonly webhookPath = SANDBOX;
  private readonly entries: SandboxEntry[] = [];
  private readonly refunds = new Map<
    string,
    { reference: string; amount: number; answer: RefundAnswer }
  >();
  private refundMood: SandboxRefundMood = 'refund';
  private readonly withdrawn = new Set<string>();
  private withdrawalsTaken = true;
  private payoutMood: SandboxPayoutMood = 'sent';
  /** What the sandbox's bank took and paid out, as its books would list it. */
  private readonly books = new Map<string, SettledItem>();
  readonly settlementLagDays = 0;
  private readonly payouts = new Map<string, { reference: string; answer: PayoutAnswer }>();

  constructor(
    private readonly secret: string,
    /** Tests slow the bank down to hold a charge open while something else happens. */
    private readonly delay: () => Promise<void> = async () => undefined,
    /** The server's clock, which dates what its books list (the support API moves it). */
    private readonly now: () => Date = () => new Date(),
  ) {
    if (secret.length < 32)
      throw new Error('The sandbox webhook secret must have at least 32 characters');
  }

  /** Signs an event's body as the sandbox's webhook expects it (`x-sandbox-signature`). */
  sign(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  readWebhook(rawBody: string, headers: WebhookHeaders): WebhookReading {
    const signature = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature))
      return { verified: false };
    const expected = Buffer.from(this.sign(rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { verified: false };
    const event = ProviderEvent.safeParse(parseJson(rawBody));
    if (event.success) this.book(event.data);
    return { verified: true, events: event.success ? [event.data] : null };
  }

  /** The money an event it signed says it took or paid out goes into its books, once. */
  private book(event: ProviderEvent) {
    if (event.type !== 'payment.succeeded' && event.type !== 'payout.sent') return;
    const providerItemId = event.providerPaymentId ?? event.providerObjectId ?? event.eventId;
    this.enter({
      providerItemId,
      kind: event.type === 'payout.sent' ? 'payout' : 'payment',
      reference: event.reference,
      providerPaymentId: event.providerPaymentId ?? providerItemId,
      amount: event.amount,
      at: new Date(event.occurredAt),
    });
  }

  /**
   * Money the sandbox's bank took for a reference of ours without telling us (the webhook lost, or
   * the server stopped between the two): only its books show it, as a provider's would.
   */
  takeSilently(item: { reference: string; amount: number; at: Date; providerPaymentId?: string }) {
    const providerPaymentId = item.providerPaymentId ?? `sbxpay_${randomBytes(8).toString('hex')}`;
    this.enter({
      providerItemId: providerPaymentId,
      kind: 'payment',
      reference: item.reference,
      providerPaymentId,
      amount: item.amount,
      at: item.at,
    });
  }

  /** Its books lose an item of ours: a test of what the reconciliation finds missing there. */
  dropFromBooks(reference: string) {
    for (const [id, item] of this.books) if (item.reference === reference) this.books.delete(id);
  }

  /**
   * A payout left on its way is made, and the word of it never reaches us: only the books show
   * it. Answers whether one was waiting.
   */
  payOutSilently(reference: string, amount: number): boolean {
    for (const [key, payout] of this.payouts) {
      if (payout.reference !== reference || payout.answer.status !== 'sending') continue;
      const providerPayoutId = payout.answer.providerPayoutId ?? key;
      this.payouts.set(key, { reference, answer: { status: 'sent', providerPayoutId } });
      this.enter({
        providerItemId: providerPayoutId,
        kind: 'payout',
        reference,
        providerPaymentId: null,
        amount,
        at: this.now(),
      });
      return true;
    }
    return false;
  }

  private enter(item: SettledItem) {
    if (this.books.has(item.providerItemId)) return;
    this.books.set(item.providerItemId, item);
    if (this.books.size > 200_000) {
      const oldest = this.books.keys().next().value;
      if (oldest !== undefined) this.books.delete(oldest);
    }
  }

  async listSettled(window: SettlementWindow): Promise<SettledItem[]> {
    return [...this.books.values()].filter(
      (i) => i.at.getTime() >= window.from.getTime() && i.at.getTime() < window.to.getTime(),
    );
  }

  tokenizeCard(digits: string) {
    return {
      token: `tok_${randomBytes(16).toString('hex')}`,
      fingerprint: createHmac('sha256', this.secret).update(`card:${digits}`).digest('hex'),
      last4: digits.slice(-4),
    };
  }

  /** The sandbox bank approves every charge on a token it issued. */
  async chargeCard(token: string, amount: number, idempotencyKey: string) {
    await this.delay();
    if (!token.startsWith('tok_')) return { ok: false as const };
    const earlier = this.find('charge', idempotencyKey);
    if (earlier) return { ok: true as const, providerReference: earlier.providerReference };
    const providerReference = `sbx_${createHmac('sha256', this.secret).update(idempotencyKey).digest('hex').slice(0, 24)}`;
    this.record({ kind: 'charge', idempotencyKey, amount, providerReference });
    return { ok: true as const, providerReference };
  }

  async reverseCharge(idempotencyKey: string) {
    const charge = this.find('charge', idempotencyKey);
    if (!charge) return { ok: false };
    if (!this.find('reversal', idempotencyKey)) this.record({ ...charge, kind: 'reversal' });
    return { ok: true };
  }

  async openPayment(input: OpenPayment): Promise<Opened> {
    return { ok: true, providerId: null, url: sandboxPayUrl(input) };
  }

  /** The sandbox's numbers and codes are our references themselves, paid by its dev call. */
  async issueCode(input: IssueCode): Promise<Issued> {
    return { ok: true, providerId: null, number: input.reference };
  }

  /**
   * The sandbox's UPI app (`/film/sandbox/upi`) shows every pending UPI payment, so a collect
   * request needs nothing sent: the payer opens the app and approves it there.
   */
  async requestUpiCollect() {
    return { ok: true };
  }

  /**
   * How the sandbox bank answers refunds from now on, as a real one may: refund at once, leave
   * them pending, or refuse them with a reason of its own. A refund left pending gets the answer
   * in force when its key is sent again, as a provider's refund finishes later; a finished one
   * keeps its answer.
   */
  answerRefunds(mood: SandboxRefundMood): void {
    this.refundMood = mood;
  }

  async refundPayment(input: { reference: string; amount: number; idempotencyKey: string }) {
    await this.delay();
    const earlier = this.refunds.get(input.idempotencyKey);
    if (earlier && (earlier.reference !== input.reference || earlier.amount !== input.amount)) {
      // As Razorpay answers a key sent again with another body.
      return {
        status: 'failed' as const,
        failureCode: 'BAD_REQUEST_ERROR',
        failureMessage:
          'Different request with the same idempotency key has already been processed.',
      };
    }
    if (earlier && earlier.answer.status !== 'pending') return earlier.answer;
    const providerRefundId =
      earlier?.answer.status === 'pending'
        ? earlier.answer.providerRefundId
        : `rfnd_${createHmac('sha256', this.secret).update(input.idempotencyKey).digest('hex').slice(0, 20)}`;
    const mood = this.refundMood;
    const answer: RefundAnswer =
      mood === 'refund'
        ? { status: 'refunded', providerRefundId }
        : mood === 'pending'
          ? { status: 'pending', providerRefundId }
          : { status: 'failed', ...mood };
    this.refunds.set(input.idempotencyKey, { ...input, answer });
    if (this.refunds.size > 10_000) {
      const oldest = this.refunds.keys().next().value;
      if (oldest !== undefined) this.refunds.delete(oldest);
    }
    if (answer.status === 'refunded')
      this.record({
        kind: 'refund',
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        providerReference: providerRefundId,
      });
    return answer;
  }

  /**
   * Whether the sandbox takes withdrawals from now on; a provider that is down does not, and the
   * server asks again later.
   */
  takeWithdrawals(taken: boolean): void {
    this.withdrawalsTaken = taken;
  }

  async withdrawPayment(input: { reference: string }) {
    await this.delay();
    if (!this.withdrawalsTaken) return { ok: false };
    this.withdrawn.add(input.reference);
    if (this.withdrawn.size > 10_000) {
      const oldest = this.withdrawn.values().next().value;
      if (oldest !== undefined) this.withdrawn.delete(oldest);
    }
    return { ok: true };
  }

  /**
   * True once the number, code or page was withdrawn here: its bank, till or page refuses to be
   * paid, as an expired Xendit virtual account or store code is refused.
   */
  isWithdrawn(reference: string): boolean {
    return this.withdrawn.has(reference);
  }

  /**
   * The sandbox's bank knows every account but those ending in 0000, and reads the holder's name
   * back as the borrower typed it, in capitals, as banks keep it.
   */
  async validateAccount(input: PayeeAccount): Promise<AccountCheck> {
    await this.delay();
    if (SANDBOX_UNKNOWN_ACCOUNT.test(input.accountNumber))
      return {
        status: 'invalid',
        reason: 'No account with this number at this bank.',
        providerAccountId: null,
      };
    return {
      status: 'verified',
      registeredName: input.holderName.toUpperCase(),
      providerAccountId: null,
    };
  }

  /**
   * How the sandbox pays out from now on: at once (`sent`), later (`sending`, finished by an
   * event the tests deliver), or refused with a reason of its own. A key sent again answers as
   * its payout stands.
   */
  answerPayouts(mood: SandboxPayoutMood): void {
    this.payoutMood = mood;
  }

  async sendPayout(input: PayoutAsk): Promise<PayoutAnswer> {
    await this.delay();
    const earlier = this.payouts.get(input.idempotencyKey);
    if (earlier) return earlier.answer;
    const providerPayoutId = `sbxpout_${createHmac('sha256', this.secret).update(input.idempotencyKey).digest('hex').slice(0, 16)}`;
    const mood = this.payoutMood;
    const answer: PayoutAnswer =
      mood === 'sent'
        ? { status: 'sent', providerPayoutId }
        : mood === 'sending'
          ? { status: 'sending', providerPayoutId }
          : { status: 'failed', ...mood };
    this.payouts.set(input.idempotencyKey, { reference: input.reference, answer });
    if (answer.status === 'sent')
      this.enter({
        providerItemId: providerPayoutId,
        kind: 'payout',
        reference: input.reference,
        providerPaymentId: null,
        amount: input.amount,
        at: this.now(),
      });
    if (answer.status === 'sent')
      this.record({
        kind: 'payout',
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        providerReference: providerPayoutId,
      });
    return answer;
  }

  readonly autopay: Partial<Record<Market, AutopayKind>> = {
    IN: 'upi_autopay',
    ID: 'direct_debit',
  };
  readonly autopayBanks = ['BRI'];
  private readonly mandates = new Map<string, SandboxMandate>();
  private readonly debits = new Map<string, { reference: string; answer: DebitAnswer }>();
  private debitMood: SandboxDebitMood = 'taken';

  /**
   * India: its UPI app's mandate screen (`sandboxMandateUrl`) approves or declines it.
   * Indonesia: its bank texts a code, which is `333000` as in Xendit's test mode.
   */
  async setUpMandate(input: MandateAsk): Promise<MandateSetUp> {
    await this.delay();
    if (
      input.market === 'ID' &&
      (!input.bank || !this.autopayBanks.includes(input.bank) || !input.card)
    )
      return { ok: false };
    this.mandates.set(input.reference, {
      status: 'approving',
      market: input.market,
      maxAmount: input.maxAmount,
      tokenId: null,
      account:
        input.market === 'ID' && input.card ? `${input.bank} •••• ${input.card.lastFour}` : null,
    });
    return {
      ok: true,
      next:
        input.market === 'IN'
          ? { kind: 'url', url: sandboxMandateUrl(input.reference, input.returnUrl) }
          : { kind: 'otp' },
      providerId: `sbxmnd_${input.reference}`,
      customerId: null,
      tokenId: null,
    };
  }

  async confirmMandate(mandate: MandateRef, otp: string): Promise<MandateState | 'unknown'> {
    const m = this.mandates.get(mandate.reference);
    if (!m) return 'unknown';
    if (m.status !== 'approving') return this.stateOf(m);
    if (otp !== SANDBOX_MANDATE_CODE)
      return { status: 'approving', reason: 'The OTP code is invalid.' };
    m.status = 'active';
    m.tokenId = `sbxtok_${mandate.reference}`;
    return this.stateOf(m);
  }

  async mandateStatus(mandate: MandateRef): Promise<MandateState | 'unknown'> {
    const m = this.mandates.get(mandate.reference);
    return m ? this.stateOf(m) : 'unknown';
  }

  /**
   * The borrower approves or declines in the sandbox's UPI app, or pauses or ends it there later:
   * the event its webhook would bring, for the caller to deliver. Null for a mandate it never saw.
   */
  answerMandate(
    reference: string,
    answer: 'approve' | 'decline' | 'pause' | 'cancel',
    occurredAt: Date,
  ): ProviderEvent | null {
    const m = this.mandates.get(reference);
    if (!m) return null;
    m.status =
      answer === 'approve'
        ? 'active'
        : answer === 'decline'
          ? 'refused'
          : answer === 'pause'
            ? 'paused'
            : 'cancelled';
    if (answer === 'approve') {
      m.tokenId = `sbxtok_${reference}`;
      m.account ??= 'borrower@sbxupi';
    }
    return {
      eventId: `sbxmnd_${randomBytes(8).toString('hex')}`,
      type:
        answer === 'approve'
          ? 'mandate.active'
          : answer === 'decline'
            ? 'mandate.refused'
            : answer === 'pause'
              ? 'mandate.paused'
              : 'mandate.cancelled',
      reference,
      amount: 0,
      occurredAt: occurredAt.toISOString(),
      ...(m.tokenId ? { providerObjectId: m.tokenId } : {}),
      ...(m.account ? { account: m.account } : {}),
      ...(answer === 'decline' ? { reason: 'Declined in the UPI app.' } : {}),
    };
  }

  /** What the sandbox's mandate page shows. */
  mandateShown(reference: string): { status: string; maxAmount: number; market: Market } | null {
    const m = this.mandates.get(reference);
    return m ? { status: m.status, maxAmount: m.maxAmount, market: m.market } : null;
  }

  async cancelMandate(mandate: MandateRef): Promise<{ ok: boolean }> {
    await this.delay();
    if (!this.withdrawalsTaken) return { ok: false };
    const m = this.mandates.get(mandate.reference);
    if (m) m.status = 'cancelled';
    return { ok: true };
  }

  /** The sandbox sends no notice of its own: our message is the notice. */
  async noticeDebit(): Promise<{ ok: true; providerId: null }> {
    return { ok: true, providerId: null };
  }

  /**
   * How the sandbox's bank answers debits from now on: taken at once, left pending (ended by an
   * event the tests deliver), or refused with a reason, as a bank refuses for want of funds.
   */
  answerDebits(mood: SandboxDebitMood): void {
    this.debitMood = mood;
  }

  async presentDebit(input: DebitAsk & { providerId: string | null }): Promise<DebitAnswer> {
    await this.delay();
    const earlier = this.debits.get(input.idempotencyKey);
    if (earlier) return earlier.answer;
    const m = this.mandates.get(input.mandate.reference);
    const providerPaymentId = `sbxdd_${createHmac('sha256', this.secret).update(input.idempotencyKey).digest('hex').slice(0, 16)}`;
    const mood = this.debitMood;
    const answer: DebitAnswer =
      !m || m.status !== 'active'
        ? {
            status: 'failed',
            failureCode: 'MANDATE_INACTIVE',
            failureMessage: 'The mandate is not active.',
          }
        : input.amount > m.maxAmount
          ? {
              status: 'failed',
              failureCode: 'AMOUNT_EXCEEDS_MANDATE',
              failureMessage: 'Amount exceeds maximum amount allowed',
            }
          : mood === 'taken'
            ? { status: 'taken', providerPaymentId }
            : mood === 'pending'
              ? { status: 'pending', providerPaymentId }
              : { status: 'failed', ...mood };
    this.debits.set(input.idempotencyKey, { reference: input.reference, answer });
    if (answer.status === 'taken')
      this.enter({
        providerItemId: providerPaymentId,
        kind: 'payment',
        reference: input.reference,
        providerPaymentId,
        amount: input.amount,
        at: this.now(),
      });
    return answer;
  }

  async debitStatus(input: { reference: string }): Promise<DebitAnswer | 'unknown'> {
    for (const debit of this.debits.values())
      if (debit.reference === input.reference) return debit.answer;
    return 'unknown';
  }

  private stateOf(m: SandboxMandate): MandateState {
    return { status: m.status, tokenId: m.tokenId, account: m.account };
  }

  /** Every charge, reversal, refund and payout so far, oldest first. */
  journal(): readonly SandboxEntry[] {
    return [...this.entries];
  }

  // A long-running staging server keeps the recent past; keys older than that charge anew.
  private record(entry: SandboxEntry) {
    this.entries.push(entry);
    if (this.entries.length > 10_000) this.entries.splice(0, 1_000);
  }

  private find(kind: SandboxEntry['kind'], idempotencyKey: string) {
    return this.entries.find((e) => e.kind === kind && e.idempotencyKey === idempotencyKey);
  }
}
