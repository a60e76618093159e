import type { ProviderMethod } from '@tenora/contract/repayment';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '@tenora/domain/payment-methods';

/**
 * Every payment goes through a provider (docs/payments.md). The sandbox provider makes every flow
 * work on one machine; real adapters (Razorpay or a UPI switch for India, Xendit for Indonesia)
 * implement the same interface. In production the sandbox is refused
 * (docs/decisions/023-payments-in-production.md).
 */
export interface PaymentProvider {
  readonly name: string;
  /** Signs a webhook body the way this provider does; the sandbox uses it to call us back. */
  sign(rawBody: string): string;
  /** True only when the signature is this provider's signature of exactly this body. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
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
   * Where the borrower approves a wallet payment: the provider's hosted page for our reference.
   * Its result comes back through the signed webhook, never through this page's redirect.
   */
  walletPageUrl(reference: string, amount: number): string;
  /**
   * Net banking: the page where the borrower picks their bank and approves our reference. As for
   * the wallet, the result comes back through the signed webhook.
   */
  netBankingPageUrl(reference: string, amount: number): string;
  /**
   * The provider's hosted checkout for our reference, offering exactly `methods` (Razorpay's
   * payment links, Xendit's invoices): the borrower chooses a way to pay there. The result, with
   * the way chosen, comes back through the signed webhook.
   */
  checkoutPageUrl(reference: string, amount: number, methods: readonly PaymentMethod[]): string;
  /** UPI: who the intent link and QR code pay (our collecting account's UPI id and name). */
  upiPayee(): { vpa: string; name: string };
  /**
   * UPI: asks the payer's UPI app, by their UPI id, to approve our reference. The approval (or a
   * decline, or nothing) comes back through the signed webhook; `ok: false` when the provider
   * would not send the request.
   */
  requestUpiCollect(reference: string, vpa: string, amount: number): Promise<{ ok: boolean }>;
  /**
   * Gives the payer back the money of the payment with our `reference` (Razorpay's
   * `POST /v1/payments/:id/refund`, Xendit's `POST /refunds`). `idempotencyKey` is ours and names
   * one try: sent again, it is the same refund, answered as it stands now; a new try after a
   * failure comes with a new key. A provider that finishes later answers `pending`.
   */
  refundPayment(input: {
    reference: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<RefundAnswer>;
  /**
   * Withdraws an open payment of ours, so that it takes no more money: a virtual account or a
   * store code that no longer asks for what the loan owes (Xendit's `PATCH` of the virtual
   * account's or the retail outlet code's `expiration_date` to now), a UPI request (Razorpay's
   * `POST /v1/payments/qr_codes/:id/close`), a hosted page (a payment link's cancel). Sent again,
   * it is the same withdrawal. `ok: false` when the provider did not take it: it is asked again.
   * Money already on its way may still arrive; the webhook applies or sets it aside
   * (docs/decisions/093-a-code-is-for-one-amount.md).
   */
  withdrawPayment(input: { reference: string; method: ProviderMethod }): Promise<{ ok: boolean }>;
}

/** What a provider says of a refund: done, still on its way, or refused with its own reason. */
export type RefundAnswer =
  | { status: 'refunded'; providerRefundId: string }
  | { status: 'pending'; providerRefundId: string }
  | { status: 'failed'; failureCode: string; failureMessage: string };

/** The adapters this build has, by the name PAYMENT_PROVIDER gives. */
export function paymentProviderNamed(name: string, secret: string): PaymentProvider {
  if (name === 'sandbox') return new SandboxPaymentProvider(secret);
  throw new Error(
    `Invalid configuration:\n  PAYMENT_PROVIDER: this build has no adapter named "${name}" (it has: sandbox; see docs/payments.md)`,
  );
}

/**
 * The last word before the app takes a request: the provider is the one configured, and the
 * sandbox never serves a production that has not asked for the support API.
 */
export function assertProviderAllowed(
  config: { env: string; devApi: boolean; paymentProvider: string },
  provider: PaymentProvider,
): void {
  if (provider.name !== config.paymentProvider) {
    throw new Error(
      `Payment provider "${provider.name}" is not the configured PAYMENT_PROVIDER "${config.paymentProvider}"`,
    );
  }
  if (provider.name === 'sandbox' && config.env === 'production' && !config.devApi) {
    throw new Error('The sandbox payment provider takes no real money: not in production');
  }
}

/** What the sandbox bank did, so that tests and support can see every charge, reversal and refund. */
export interface SandboxEntry {
  kind: 'charge' | 'reversal' | 'refund';
  idempotencyKey: string;
  amount: number;
  providerReference: string;
}

/** How the sandbox answers a new refund: see `answerRefunds`. */
export type SandboxRefundMood =
  'refund' | 'pending' | { failureCode: string; failureMessage: string };

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly entries: SandboxEntry[] = [];
  private readonly refunds = new Map<
    string,
    { reference: string; amount: number; answer: RefundAnswer }
  >();
  private refundMood: SandboxRefundMood = 'refund';
  private readonly withdrawn = new Set<string>();
  private withdrawalsTaken = true;

  constructor(
    private readonly secret: string,
    /** Tests slow the bank down to hold a charge open while something else happens. */
    private readonly delay: () => Promise<void> = async () => undefined,
  ) {
    if (secret.length < 32)
      throw new Error('The sandbox webhook secret must have at least 32 characters');
  }

  sign(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
    return timingSafeEqual(Buffer.from(this.sign(rawBody), 'hex'), Buffer.from(signature, 'hex'));
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

  /** The sandbox wallet's own page (modules/provider-payments/routes.ts). */
  walletPageUrl(reference: string): string {
    return `/film/sandbox/wallet?reference=${encodeURIComponent(reference)}`;
  }

  /** The sandbox bank's net banking page, where the borrower picks a bank (provider-payments). */
  netBankingPageUrl(reference: string): string {
    return `/film/sandbox/netbanking?reference=${encodeURIComponent(reference)}`;
  }

  /** The sandbox's checkout page, offering the methods named (provider-payments). */
  checkoutPageUrl(reference: string, _amount: number, methods: readonly PaymentMethod[]): string {
    return `/film/sandbox/checkout?reference=${encodeURIComponent(reference)}&methods=${methods.join(',')}`;
  }

  upiPayee() {
    return { vpa: 'tenora.sandbox@sbxupi', name: 'Tenora Sandbox' };
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

  /** Every charge, reversal and refund so far, oldest first. */
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
