import type { ProviderMethod } from '@tenora/contract/repayment';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '@tenora/domain/payment-methods';
import type { RazorpaySettings } from '../config.ts';
import {
  type AccountCheck,
  type IssueCode,
  type Issued,
  type SettledItem,
  type SettlementWindow,
  type OpenPayment,
  type Opened,
  parseJson,
  ProviderEvent,
  type PayeeAccount,
  type PaymentProvider,
  type PayoutAnswer,
  type PayoutAsk,
  type RefundAnswer,
  type RefundAsk,
  type WebhookHeaders,
  type WebhookReading,
} from './payments.ts';
import {
  basicAuth,
  callProvider,
  isPageOn,
  isRecord,
  PROVIDER_CALL_TIMEOUT_MS,
  type ProviderReply,
  text,
} from './provider-http.ts';

/**
 * India's payments through Razorpay's REST API (razorpay.com/docs/api), by its documented HTTP
 * calls with HTTP Basic authentication by the key id and secret (docs/payments.md#razorpay-india):
 *
 * - UPI: an order whose `receipt` is our reference (`POST /v1/orders`), then the intent link of a
 *   server-to-server UPI payment on it (`POST /v1/payments/create/upi`, `flow: intent`), which the
 *   button opens and the QR code draws. Collect requests are not sent: NPCI ended UPI collect for
 *   payments like ours on 28 February 2026, so the screen points to the UPI app instead.
 * - Net banking, cards and the extension fee's checkout: a payment link (`POST /v1/payment_links`) whose
 *   `reference_id` is our reference, restricted to the ways offered (`options.checkout.method`),
 *   expiring with our payment; withdrawn by its cancel call.
 * - Refunds: `POST /v1/payments/:id/refund` under `X-Refund-Idempotency`, our key for the try.
 * - Webhooks: `X-Razorpay-Signature`, the HMAC-SHA256 (hex) of the raw body under the webhook
 *   secret; an event is known again by its name and its entity's id, which the signature covers. `order.paid` (the
 *   order's receipt) and `payment_link.paid` (the link's reference) are a payment; a link
 *   cancelled or expired closes one; `refund.processed` or `refund.failed` settles a refund still
 *   on its way. Every other event is answered and left.
 *
 * - Cards: a payment link for cards only, whose page takes the number and runs 3-D Secure;
 *   Repay's card form is not used, and the number never reaches us.
 *
 * Bank transfers to a virtual account are not yet taken through Razorpay (Smart Collect).
 */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay';
  readonly markets = ['IN'] as const;
  readonly upiCollect = false;
  readonly webhookPath = 'razorpay';
  /** Payment links' short addresses (`short_url`). */
  readonly pageHosts = ['rzp.io'];
  /** What it takes; Repay's other ways are refused in India while it is the provider. */
  readonly methods: readonly PaymentMethod[] = ['upi', 'card', 'netbanking', 'va'];
  /** Cards on a payment link for cards only: Razorpay's page takes the number and runs 3-D Secure. */
  readonly cardEntry = 'page';
  /** Razorpay settles a payment two working days after it (T+2): four days covers a weekend. */
  readonly settlementLagDays = 4;

  constructor(
    private readonly settings: RazorpaySettings,
    private readonly timeoutMs = PROVIDER_CALL_TIMEOUT_MS,
  ) {}

  readWebhook(rawBody: string, headers: WebhookHeaders): WebhookReading {
    const signature = headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature))
      return { verified: false };
    const given = Buffer.from(signature, 'hex');
    // The previous secret too while it is rotated: Razorpay retries older deliveries with it.
    const secrets = [this.settings.webhookSecret, this.settings.previousWebhookSecret];
    const signedBy = (secret: string | undefined) =>
      secret !== undefined &&
      timingSafeEqual(createHmac('sha256', secret).update(rawBody).digest(), given);
    if (!secrets.some(signedBy)) return { verified: false };
    const body = parseJson(rawBody);
    if (!isRecord(body)) return { verified: true, events: null };
    const event = eventOf(body);
    if (event === null) return { verified: true, events: [] };
    const parsed = ProviderEvent.safeParse(event);
    // Razorpay retries what is not answered 2xx and then turns the webhook off: an event that is
    // not one of ours (an order made elsewhere on the account) is answered and left.
    if (!parsed.success) return { verified: true, events: [], unread: text(body.event) ?? 'event' };
    return { verified: true, events: [parsed.data] };
  }

  /** Never called: cards are taken on Razorpay's page (`cardEntry`). */
  tokenizeCard(): never {
    throw new Error('Razorpay takes the card number on its own page, never from our form');
  }

  async chargeCard() {
    return { ok: false as const };
  }

  async reverseCharge() {
    return { ok: false };
  }

  async openPayment(input: OpenPayment): Promise<Opened> {
    if (input.kind === 'upi') return this.openUpi(input);
    if (input.kind === 'wallet') return { ok: false };
    const methods = input.kind === 'checkout' ? input.methods : [input.kind];
    const answer = await this.call('POST', '/v1/payment_links', {
      amount: input.amount,
      currency: 'INR',
      accept_partial: false,
      reference_id: input.reference,
      description: input.description,
      // Razorpay closes it with ours; it takes no expiry under 15 minutes ahead, nor do we ask one.
      expire_by: Math.floor(input.expiresAt.getTime() / 1000),
      // We tell the borrower ourselves (docs/product.md#messages).
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { reference: input.reference },
      // Back to our result screen, which asks us (never the address) how the payment went.
      callback_url: input.returnUrl,
      callback_method: 'get',
      options: {
        checkout: {
          method: {
            netbanking: methods.includes('netbanking'),
            card: methods.includes('card'),
            upi: methods.includes('upi'),
            wallet: methods.includes('wallet'),
          },
        },
      },
    });
    const id = answer.ok ? text(answer.body.id) : undefined;
    const url = answer.ok ? text(answer.body.short_url) : undefined;
    // The app opens only hosts it knows: an address elsewhere is not a page to send anyone to.
    if (!id?.startsWith('plink_') || !isPageOn(url, this.pageHosts)) return { ok: false };
    return { ok: true, providerId: id, url };
  }

  /**
   * Smart Collect: a virtual account of its own bank for our reference (`POST /v1/virtual_accounts`,
   * a bank account receiver), expecting the amount and closed by Razorpay at our expiry
   * (`close_by`). The borrower is shown its account number and its IFSC. Stores take no payment in
   * India.
   */
  async issueCode(input: IssueCode): Promise<Issued> {
    if (input.kind !== 'va') return { ok: false };
    const answer = await this.call('POST', '/v1/virtual_accounts', {
      receivers: { types: ['bank_account'] },
      description: `Tenora ${input.reference}`,
      amount_expected: input.amount,
      close_by: Math.floor(input.expiresAt.getTime() / 1000),
      notes: { reference: input.reference },
    });
    const id = answer.ok ? text(answer.body.id) : undefined;
    const receivers =
      answer.ok && Array.isArray(answer.body.receivers) ? answer.body.receivers : [];
    const bank = receivers.find(
      (r): r is Record<string, unknown> => isRecord(r) && r.entity === 'bank_account',
    );
    const number = text(bank?.account_number);
    const ifsc = text(bank?.ifsc);
    if (!id?.startsWith('va_') || !number || !ifsc) return { ok: false };
    return { ok: true, providerId: id, number, ifsc };
  }

  /** An order for our reference, and the intent link of a UPI payment on it. */
  private async openUpi(input: OpenPayment): Promise<Opened> {
    const order = await this.call('POST', '/v1/orders', {
      amount: input.amount,
      currency: 'INR',
      receipt: input.reference,
      notes: { reference: input.reference },
    });
    const orderId = order.ok ? text(order.body.id) : undefined;
    if (!orderId?.startsWith('order_')) return { ok: false };
    const intent = await this.call('POST', '/v1/payments/create/upi', {
      amount: input.amount,
      currency: 'INR',
      order_id: orderId,
      method: 'upi',
      contact: input.payer.phone,
      // Sent when the borrower gave one; the account asks Razorpay to make it optional.
      ...(input.payer.email ? { email: input.payer.email } : {}),
      ...(input.payer.ip ? { ip: input.payer.ip } : {}),
      ...(input.payer.userAgent ? { user_agent: input.payer.userAgent } : {}),
      description: input.description,
      notes: { reference: input.reference },
      upi: { flow: 'intent' },
    });
    const link = intent.ok ? text(intent.body.link) : undefined;
    if (!link?.startsWith('upi://')) return { ok: false };
    return { ok: true, providerId: orderId, url: link };
  }

  /**
   * NPCI ended UPI collect requests for merchants like a lender on 28 February 2026; Razorpay's
   * documentation says so beside its collect flow. The borrower pays by the link or the QR code.
   */
  async requestUpiCollect() {
    return { ok: false };
  }

  async refundPayment(input: RefundAsk): Promise<RefundAnswer> {
    if (input.providerPaymentId === null) {
      return {
        status: 'failed',
        failureCode: 'NO_PAYMENT_ID',
        failureMessage:
          'Razorpay never named the payment that paid this: refund it in the Dashboard.',
      };
    }
    const answer = await this.call(
      'POST',
      `/v1/payments/${encodeURIComponent(input.providerPaymentId)}/refund`,
      { amount: input.amount, speed: 'normal', notes: { reference: input.reference } },
      { 'x-refund-idempotency': input.idempotencyKey },
    );
    if (!answer.ok) {
      // Razorpay answers 409 while the same key is still being processed: asked again, later.
      if (answer.status === 409 || answer.status === 0 || answer.status >= 500)
        throw new Error(`Razorpay did not answer the refund (HTTP ${answer.status})`);
      const error = isRecord(answer.body.error) ? answer.body.error : {};
      return {
        status: 'failed',
        failureCode: text(error.code) ?? `HTTP_${answer.status}`,
        failureMessage: text(error.description) ?? 'Razorpay refused the refund.',
      };
    }
    const id = text(answer.body.id) ?? '';
    const status = answer.body.status;
    if (status === 'processed') return { status: 'refunded', providerRefundId: id };
    if (status === 'failed')
      return {
        status: 'failed',
        failureCode: 'REFUND_FAILED',
        failureMessage: 'Razorpay could not refund it.',
      };
    return { status: 'pending', providerRefundId: id };
  }

  /**
   * A payment link is cancelled; one already cancelled, expired or paid takes no more money, so
   * Razorpay's refusal of a second cancel counts as taken. A UPI order has no cancel: its intent
   * payment lapses, and money that still arrives is applied or set aside by the webhook.
   */
  async withdrawPayment(input: {
    reference: string;
    method: ProviderMethod;
    providerId: string | null;
  }) {
    if (input.providerId?.startsWith('va_')) return this.closeVirtualAccount(input.providerId);
    if (!input.providerId?.startsWith('plink_')) return { ok: true };
    const answer = await this.call(
      'POST',
      `/v1/payment_links/${encodeURIComponent(input.providerId)}/cancel`,
      undefined,
    );
    if (answer.ok) return { ok: true };
    if (answer.status !== 400) return { ok: false };
    const state = await this.call(
      'GET',
      `/v1/payment_links/${encodeURIComponent(input.providerId)}`,
      undefined,
    );
    const status = state.ok ? state.body.status : undefined;
    return { ok: status === 'cancelled' || status === 'expired' || status === 'paid' };
  }

  /**
   * A virtual account is closed (`POST /v1/virtual_accounts/:id/close`); one already closed takes
   * no more money, so Razorpay's refusal of a second close counts as taken once a read says so.
   */
  private async closeVirtualAccount(id: string) {
    const path = `/v1/virtual_accounts/${encodeURIComponent(id)}`;
    const answer = await this.call('POST', `${path}/close`, undefined);
    if (answer.ok) return { ok: true };
    if (answer.status !== 400) return { ok: false };
    const state = await this.call('GET', path, undefined);
    return { ok: state.ok && state.body.status === 'closed' };
  }

  /**
   * RazorpayX's composite account validation (`POST /v1/fund_accounts/validations`): the contact,
   * its fund account and the penny drop in one call, from the payout account. The fund account's
   * id is what payouts are sent to. Completed at once or later by `fund_account.validation.*`.
   */
  async validateAccount(input: PayeeAccount): Promise<AccountCheck> {
    const answer = await this.call('POST', '/v1/fund_accounts/validations', {
      source_account_number: this.settings.payoutAccountNumber,
      validation_type: 'optimized',
      reference_id: input.reference,
      notes: { reference: input.reference },
      fund_account: {
        account_type: 'bank_account',
        bank_account: {
          name: input.holderName,
          ifsc: input.bankCode,
          account_number: input.accountNumber,
        },
        contact: {
          name: input.holderName,
          contact: input.phone.replace(/^\+91/, ''),
          type: 'customer',
          reference_id: input.reference,
        },
      },
    });
    if (answer.status === 0 || answer.status >= 500) return { status: 'unavailable' };
    if (!answer.ok) {
      const error = isRecord(answer.body.error) ? answer.body.error : {};
      return {
        status: 'invalid',
        reason: text(error.description) ?? 'Razorpay refused the account.',
        providerAccountId: null,
      };
    }
    return accountCheckOf(answer.body);
  }

  /**
   * `POST /v1/payouts` to the validated fund account by IMPS, under `X-Payout-Idempotency`, our key
   * for the try. `processed` is made; `queued`, `pending` and `processing` finish by webhook.
   */
  async sendPayout(input: PayoutAsk): Promise<PayoutAnswer> {
    if (!input.account.providerAccountId)
      return {
        status: 'failed',
        failureCode: 'NO_FUND_ACCOUNT',
        failureMessage:
          'The account was never validated at Razorpay: ask the borrower to set it again.',
      };
    const answer = await this.call(
      'POST',
      '/v1/payouts',
      {
        account_number: this.settings.payoutAccountNumber,
        fund_account_id: input.account.providerAccountId,
        amount: input.amount,
        currency: 'INR',
        mode: 'IMPS',
        purpose: 'payout',
        queue_if_low_balance: true,
        reference_id: input.reference,
        narration: input.narration,
        notes: { reference: input.reference },
      },
      { 'x-payout-idempotency': input.idempotencyKey },
    );
    // Not answered, or the same key still at work: the payout may exist; asked again later.
    if (answer.status === 0 || answer.status === 409 || answer.status >= 500)
      return { status: 'sending', providerPayoutId: null };
    if (!answer.ok) {
      const error = isRecord(answer.body.error) ? answer.body.error : {};
      return {
        status: 'failed',
        failureCode: text(error.code) ?? `HTTP_${answer.status}`,
        failureMessage: text(error.description) ?? 'Razorpay refused the payout.',
      };
    }
    const id = text(answer.body.id) ?? null;
    const status = text(answer.body.status);
    if (status === 'processed' && id) return { status: 'sent', providerPayoutId: id };
    if (
      status === 'failed' ||
      status === 'reversed' ||
      status === 'rejected' ||
      status === 'cancelled'
    )
      return {
        status: 'failed',
        failureCode: status.toUpperCase(),
        failureMessage: payoutReason(answer.body) ?? `Razorpay: payout ${status}`,
      };
    return { status: 'sending', providerPayoutId: id };
  }

  /**
   * The day's books: the payments Razorpay settled that day (`GET /v1/settlements/recon/combined`,
   * by year, month and day, 1,000 a page), and the payouts RazorpayX made in it (`GET /v1/payouts`
   * from the payout account, 100 a page). Refunds, transfers and adjustments are not ours to match.
   */
  async listSettled(window: SettlementWindow): Promise<SettledItem[] | null> {
    const [year, month, day] = window.day.split('-');
    const items: SettledItem[] = [];
    for (let skip = 0; ; skip += RECON_PAGE) {
      const page = await this.call(
        'GET',
        `/v1/settlements/recon/combined?year=${year}&month=${month}&day=${day}&count=${RECON_PAGE}&skip=${skip}`,
        undefined,
      );
      if (!page.ok || !Array.isArray(page.body.items)) return null;
      for (const item of page.body.items as unknown[]) {
        if (!isRecord(item) || item.type !== 'payment' || typeof item.amount !== 'number') continue;
        const id = text(item.entity_id);
        if (!id) continue;
        items.push({
          providerItemId: id,
          kind: 'payment',
          reference: text(item.order_receipt) ?? null,
          providerPaymentId: id,
          amount: item.amount,
          at: seconds(item.settled_at ?? item.created_at),
        });
      }
      if (page.body.items.length < RECON_PAGE) break;
    }
    const from = Math.floor(window.from.getTime() / 1000);
    const to = Math.floor(window.to.getTime() / 1000) - 1;
    for (let skip = 0; ; skip += PAYOUTS_PAGE) {
      const page = await this.call(
        'GET',
        `/v1/payouts?account_number=${this.settings.payoutAccountNumber}&from=${from}&to=${to}&count=${PAYOUTS_PAGE}&skip=${skip}`,
        undefined,
      );
      if (!page.ok || !Array.isArray(page.body.items)) return null;
      for (const payout of page.body.items as unknown[]) {
        if (!isRecord(payout) || payout.status !== 'processed' || typeof payout.amount !== 'number')
          continue;
        const id = text(payout.id);
        if (!id) continue;
        items.push({
          providerItemId: id,
          kind: 'payout',
          reference: text(payout.reference_id) ?? null,
          providerPaymentId: null,
          amount: payout.amount,
          at: seconds(payout.created_at),
        });
      }
      if (page.body.items.length < PAYOUTS_PAGE) break;
    }
    return items;
  }

  private call(
    method: 'GET' | 'POST',
    path: string,
    body: Record<string, unknown> | undefined,
    headers: Record<string, string> = {},
  ): Promise<ProviderReply> {
    const { apiUrl, keyId, keySecret } = this.settings;
    return callProvider({
      url: `${apiUrl}${path}`,
      method,
      authorization: basicAuth(keyId, keySecret),
      body,
      headers,
      timeoutMs: this.timeoutMs,
    });
  }
}

const entityOf = (payload: unknown, key: string): Record<string, unknown> => {
  const holder = isRecord(payload) ? payload[key] : undefined;
  return isRecord(holder) && isRecord(holder.entity) ? holder.entity : {};
};

/** Razorpay's name match score (0–100) under which staff compare the names themselves. */
const NAME_MATCH_MIN = 80;
const RECON_PAGE = 1000;
const PAYOUTS_PAGE = 100;
const seconds = (v: unknown) => new Date(typeof v === 'number' ? v * 1000 : 0);

/** Why a payout did not go, as Razorpay words it (`status_details`, or the older `error`). */
function payoutReason(payout: Record<string, unknown>): string | undefined {
  const details = isRecord(payout.status_details) ? payout.status_details : {};
  const error = isRecord(payout.error) ? payout.error : {};
  return text(details.description) ?? text(error.description) ?? undefined;
}

/**
 * A validation as Razorpay answers it, composite (`validation_results`) or not (`results`):
 * `active` or `valid` is an account found, with the holder's name as the bank has it.
 */
function accountCheckOf(v: Record<string, unknown>): AccountCheck {
  const fundAccount = isRecord(v.fund_account) ? v.fund_account : {};
  const providerAccountId = text(fundAccount.id) ?? null;
  const results = isRecord(v.validation_results)
    ? v.validation_results
    : isRecord(v.results)
      ? v.results
      : {};
  const status = text(v.status);
  if (status === 'created') return { status: 'verifying', providerAccountId };
  const found = results.account_status === 'active' || results.account_status === 'valid';
  const registeredName = text(results.registered_name) || null;
  // The loan must reach the borrower's own account: a bank's name for the holder that does not
  // match the one given goes to staff rather than being paid into.
  const score = results.name_match_score;
  if (status === 'completed' && found && typeof score === 'number' && score < NAME_MATCH_MIN)
    return { status: 'review', registeredName, providerAccountId };
  if (status === 'completed' && found)
    return { status: 'verified', registeredName, providerAccountId };
  const details = isRecord(v.status_details) ? v.status_details : {};
  return {
    status: 'invalid',
    reason: text(results.details) || text(details.description) || 'The bank found no such account.',
    providerAccountId,
  };
}

/** Razorpay's payment methods, as our ways to pay (a card, a bank's page, UPI, a wallet). */
const METHOD_OF: Record<string, ProviderEvent['method']> = {
  upi: 'upi',
  card: 'card',
  netbanking: 'netbanking',
  wallet: 'wallet',
};

/**
 * One Razorpay event in our shape, or null for an event we do not act on. Its id is made of what
 * the signature covers (the event's name and its payment's, refund's or link's id), never of the
 * `x-razorpay-event-id` header, which is not signed: a body replayed under a new header is the
 * same event.
 */
function eventOf(body: Record<string, unknown>): unknown {
  const name = text(body.event);
  const payment = entityOf(body.payload, 'payment');
  const at = typeof body.created_at === 'number' ? new Date(body.created_at * 1000) : new Date(0);
  const base = (reference: unknown, subject: unknown) => ({
    eventId: `${name}:${text(subject) ?? ''}`,
    reference,
    occurredAt: at.toISOString(),
  });
  if (name === 'order.paid') {
    const order = entityOf(body.payload, 'order');
    return {
      ...base(order.receipt, payment.id),
      type: 'payment.succeeded',
      amount: payment.amount,
      method: METHOD_OF[text(payment.method) ?? ''],
      providerPaymentId: payment.id,
    };
  }
  if (name === 'payment_link.paid') {
    const link = entityOf(body.payload, 'payment_link');
    return {
      ...base(link.reference_id, payment.id),
      type: 'payment.succeeded',
      amount: payment.amount,
      method: METHOD_OF[text(payment.method) ?? ''],
      providerPaymentId: payment.id,
    };
  }
  // A refund asked under `X-Refund-Idempotency` finished later: its notes name our payment.
  if (name === 'refund.processed' || name === 'refund.failed') {
    const refund = entityOf(body.payload, 'refund');
    const notes = isRecord(refund.notes) ? refund.notes : {};
    return {
      ...base(notes.reference, refund.id),
      type: name === 'refund.processed' ? 'refund.succeeded' : 'refund.failed',
      amount: refund.amount,
      providerRefundId: refund.id,
    };
  }
  // A bank transfer into a virtual account of ours (Smart Collect): its notes name our reference.
  if (name === 'virtual_account.credited') {
    const account = entityOf(body.payload, 'virtual_account');
    const notes = isRecord(account.notes) ? account.notes : {};
    return {
      ...base(notes.reference, payment.id),
      type: 'payment.succeeded',
      amount: payment.amount,
      method: 'va',
      providerPaymentId: payment.id,
    };
  }
  // A payout of ours: made, or not (failed, rejected, or given back by the bank once made).
  if (
    name === 'payout.processed' ||
    name === 'payout.failed' ||
    name === 'payout.reversed' ||
    name === 'payout.rejected'
  ) {
    const payout = entityOf(body.payload, 'payout');
    const notes = isRecord(payout.notes) ? payout.notes : {};
    return {
      ...base(payout.reference_id ?? notes.reference, payout.id),
      type: name === 'payout.processed' ? 'payout.sent' : 'payout.failed',
      amount: payout.amount,
      providerObjectId: payout.id,
      ...(name !== 'payout.processed' ? { reason: payoutReason(payout) ?? name } : {}),
    };
  }
  // A bank account's validation finished.
  if (name === 'fund_account.validation.completed' || name === 'fund_account.validation.failed') {
    const validation = entityOf(body.payload, 'fund_account.validation');
    const notes = isRecord(validation.notes) ? validation.notes : {};
    const check = accountCheckOf(validation);
    return {
      ...base(validation.reference_id ?? notes.reference, validation.id),
      type:
        check.status === 'verified'
          ? 'account.verified'
          : check.status === 'review'
            ? 'account.review'
            : 'account.invalid',
      amount: 0,
      ...(check.status !== 'unavailable' && check.providerAccountId
        ? { providerObjectId: check.providerAccountId }
        : {}),
      ...((check.status === 'verified' || check.status === 'review') && check.registeredName
        ? { registeredName: check.registeredName }
        : {}),
      ...(check.status === 'invalid' ? { reason: check.reason } : {}),
    };
  }
  if (name === 'payment_link.cancelled' || name === 'payment_link.expired') {
    const link = entityOf(body.payload, 'payment_link');
    return {
      ...base(link.reference_id, link.id),
      type: 'payment.cancelled',
      amount: link.amount,
    };
  }
  return null;
}
