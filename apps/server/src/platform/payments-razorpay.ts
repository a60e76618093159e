import type { ProviderMethod } from '@tenora/contract/repayment';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Market } from '@tenora/domain/market';
import type { PaymentMethod } from '@tenora/domain/payment-methods';
import type { RazorpaySettings } from '../config.ts';
import {
  type AccountCheck,
  type AutopayKind,
  type DebitAnswer,
  type DebitAsk,
  type IssueCode,
  type Issued,
  type MandateAsk,
  type MandateRef,
  type MandateSetUp,
  type MandateState,
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
 * - Autopay (UPI AutoPay, razorpay.com/docs/api/payments/recurring-payments/upi): a customer, an
 *   authorisation order carrying the mandate's `token` (its most per debit, its end, debits
 *   `as_presented`), and a recurring UPI intent payment on it, whose `upi://mandate` link the
 *   borrower approves in their UPI app. Registered, the payment comes back *failed* as a "dummy"
 *   (`upi_dummy_payment`, no money taken) carrying the token. Each debit is an order of its own
 *   whose `notification` makes Razorpay send the pre-debit notice, and which it does not debit by
 *   itself; once the notice is delivered and its `payment_after` has passed we charge the token on
 *   it (`POST /v1/payments/create/recurring`), at most once per order. `token.*` webhooks move the
 *   mandate (confirmed, rejected, paused or cancelled in the UPI app); a debit's `order.paid` and
 *   `payment.failed` settle it.
 *
 * Bank transfers to a virtual account are not yet taken through Razorpay (Smart Collect).
 */
/** At least this long between the borrower's pre-debit notice and the debit (the RBI's rule). */
const NOTICE_MS = 24 * 3_600_000;

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
  /** UPI AutoPay; Razorpay's e-NACH (bank account mandates) is not offered. */
  readonly autopay: Partial<Record<Market, AutopayKind>> = { IN: 'upi_autopay' };

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

  /**
   * UPI AutoPay's registration, server to server (Razorpay's create-authorization-transaction
   * page): the borrower's customer (`fail_existing: "0"` answers the one an earlier mandate made rather
   * than refusing it), an authorisation order for ₹1, Razorpay's least, carrying the mandate's
   * `token`, and a recurring UPI intent payment on it, whose `upi://mandate` link the borrower's
   * UPI app opens to approve the mandate with their PIN. The order and the payment are made at
   * once: Razorpay takes an authorisation only on the day its order was made. Our reference is
   * the order's receipt and both notes, so the authorisation payment's webhooks name it.
   */
  async setUpMandate(input: MandateAsk): Promise<MandateSetUp> {
    if (input.market !== 'IN') return { ok: false };
    const customer = await this.call('POST', '/v1/customers', {
      name: input.payer.name,
      contact: input.payer.phone,
      ...(input.payer.email ? { email: input.payer.email } : {}),
      fail_existing: '0',
    });
    const customerId = customer.ok ? text(customer.body.id) : undefined;
    if (!customerId?.startsWith('cust_')) return { ok: false };
    const order = await this.call('POST', '/v1/orders', {
      amount: MANDATE_AUTH_AMOUNT,
      currency: 'INR',
      customer_id: customerId,
      method: 'upi',
      receipt: input.reference,
      notes: { mandate: input.reference },
      token: {
        max_amount: input.maxAmount,
        expire_at: unix(input.endsAt),
        // Each instalment is presented when it falls due, for its own amount: no fixed cycle.
        frequency: 'as_presented',
      },
    });
    const orderId = order.ok ? text(order.body.id) : undefined;
    if (!orderId?.startsWith('order_')) return { ok: false };
    const auth = await this.call('POST', '/v1/payments/create/upi', {
      amount: MANDATE_AUTH_AMOUNT,
      currency: 'INR',
      order_id: orderId,
      customer_id: customerId,
      recurring: '1',
      method: 'upi',
      // Collect is closed to lenders since 28 February 2026, for mandates as for payments.
      upi: { flow: 'intent' },
      contact: input.payer.phone,
      ...(input.payer.email ? { email: input.payer.email } : {}),
      ...(input.payer.ip ? { ip: input.payer.ip } : {}),
      ...(input.payer.userAgent ? { user_agent: input.payer.userAgent } : {}),
      description: input.description,
      notes: { mandate: input.reference },
    });
    const link = auth.ok ? text(auth.body.link) : undefined;
    // A payment link (`upi://pay`) would take money rather than ask for a mandate.
    if (!link?.startsWith('upi://mandate')) return { ok: false };
    return {
      ok: true,
      next: { kind: 'url', url: link },
      providerId: orderId,
      customerId,
      tokenId: null,
    };
  }

  /** A UPI mandate is approved in the borrower's UPI app with their PIN: there is no code to type. */
  async confirmMandate(_mandate: MandateRef, _otp: string): Promise<'unknown'> {
    return 'unknown';
  }

  /**
   * The mandate's token (found on the authorisation order's payment until we keep it) as the
   * customer's token list has it (`recurring_details.status`). No token yet is a mandate still
   * being approved, unless the authorisation payment failed for real (declined, or never approved
   * in time): then it is refused.
   *
   * Razorpay's list leaves out expired and unused tokens, and every UPI token on an account
   * without its save_vpa feature: a token missing from it is not known to be ended, so it answers
   * `unknown` (and the `token.*` webhooks stay the word), unless the authorisation payment itself
   * failed.
   */
  async mandateStatus(mandate: MandateRef): Promise<MandateState | 'unknown'> {
    let tokenId = mandate.tokenId;
    let payments: Record<string, unknown>[] | null = null;
    if (!tokenId) {
      if (!mandate.providerId) return 'unknown';
      payments = (await this.orderPayments(mandate.providerId)).items;
      if (payments === null) return 'unknown';
      tokenId = payments.map((p) => text(p.token_id)).find(Boolean) ?? null;
      const refused = authorisationRefused(payments);
      if (refused) return refused;
      if (!tokenId) return { status: 'approving' };
    }
    if (!mandate.customerId) return 'unknown';
    const tokens = await this.call(
      'GET',
      `/v1/customers/${encodeURIComponent(mandate.customerId)}/tokens`,
      undefined,
    );
    if (!tokens.ok || !Array.isArray(tokens.body.items)) return 'unknown';
    const token = tokens.body.items.find(
      (t): t is Record<string, unknown> => isRecord(t) && t.id === tokenId,
    );
    if (!token) {
      if (payments === null && mandate.providerId)
        payments = (await this.orderPayments(mandate.providerId)).items;
      return (payments && authorisationRefused(payments)) ?? 'unknown';
    }
    const details = isRecord(token.recurring_details) ? token.recurring_details : {};
    const status = TOKEN_STATUS[text(details.status) ?? ''];
    if (!status) return 'unknown';
    return {
      status,
      tokenId,
      account: vpaOf(token.vpa),
      ...(status === 'refused'
        ? { reason: text(details.failure_reason) ?? 'The bank refused the mandate.' }
        : {}),
    };
  }

  /**
   * Razorpay's token cancel (`PUT /v1/customers/:id/tokens/:id/cancel`), which asks NPCI to end
   * the mandate; NPCI's word comes as `token.cancelled`. Deleting the token instead would leave
   * the mandate standing at NPCI. A mandate with no token never reached NPCI: nothing to end. A
   * token already cancelled, or rejected, counts as ended, once Razorpay's words or its token
   * list say so.
   */
  async cancelMandate(mandate: MandateRef): Promise<{ ok: boolean }> {
    if (!mandate.tokenId) return { ok: true };
    if (!mandate.customerId) return { ok: false };
    const customer = encodeURIComponent(mandate.customerId);
    const answer = await this.call(
      'PUT',
      `/v1/customers/${customer}/tokens/${encodeURIComponent(mandate.tokenId)}/cancel`,
      undefined,
    );
    if (answer.ok)
      return {
        ok: answer.body.status === 'cancellation_initiated' || answer.body.status === 'cancelled',
      };
    if (answer.status !== 400) return { ok: false };
    const error = isRecord(answer.body.error) ? answer.body.error : {};
    if (/already\b.*\bcancel/i.test(text(error.description) ?? '')) return { ok: true };
    const tokens = await this.call('GET', `/v1/customers/${customer}/tokens`, undefined);
    const items = tokens.ok && Array.isArray(tokens.body.items) ? tokens.body.items : [];
    const token = items.find(
      (t): t is Record<string, unknown> => isRecord(t) && t.id === mandate.tokenId,
    );
    const details = isRecord(token?.recurring_details) ? token.recurring_details : {};
    return { ok: details.status === 'cancelled' || details.status === 'rejected' };
  }

  /**
   * The debit's own order (a new one for every debit, as Razorpay asks), our reference its receipt,
   * with the `notification` object, which Razorpay's page offers "to control pre-debit
   * notifications and debits": Razorpay sends the notice for the order (its `notification.status`
   * says when it is delivered), and the debit is ours to present (`presentDebit`) after
   * `payment_after`; a failed one is never retried by Razorpay. Orders take no idempotency key: a lost answer is `ok: false`, and the notice asked
   * again is a second order (the first is never debited).
   */
  async noticeDebit(
    input: DebitAsk,
  ): Promise<{ ok: true; providerId: string | null } | { ok: false }> {
    if (!input.mandate.tokenId) return { ok: false };
    const order = await this.call('POST', '/v1/orders', {
      amount: input.amount,
      currency: 'INR',
      receipt: input.reference,
      payment_capture: true,
      notes: { reference: input.reference },
      notification: { token_id: input.mandate.tokenId, payment_after: unix(input.debitAt) },
    });
    const orderId = order.ok ? text(order.body.id) : undefined;
    if (!orderId?.startsWith('order_')) return { ok: false };
    return { ok: true, providerId: orderId };
  }

  /**
   * Charges the token on the debit's order (`POST /v1/payments/create/recurring`). Razorpay takes
   * no idempotency key for it, and asks that no debit be made until the one before has its
   * status: the order's payments are read first, and a payment there is the debit, answered as it
   * stands, whatever key it is asked under. Then the order's notice: one that failed forbids the
   * debit (the RBI's rule; Razorpay says to send the notice again, which is a new order), and one
   * not yet delivered waits. No answer is `pending` with no id: asked again, the order's payments
   * tell whether Razorpay made it.
   */
  async presentDebit(input: DebitAsk & { providerId: string | null }): Promise<DebitAnswer> {
    if (!input.providerId)
      return {
        status: 'failed',
        failureCode: 'NO_ORDER',
        failureMessage: 'The debit was never noticed at Razorpay.',
      };
    if (!input.mandate.tokenId || !input.mandate.customerId)
      return {
        status: 'failed',
        failureCode: 'NO_TOKEN',
        failureMessage: 'The mandate has no token at Razorpay to debit.',
      };
    const listed = await this.orderPayments(input.providerId);
    if (listed.items === null)
      return refusedOrWaiting(listed.reply, 'Razorpay could not read the order.');
    const earlier = debitOf(listed.items);
    if (earlier) return earlier;
    const order = await this.call(
      'GET',
      `/v1/orders/${encodeURIComponent(input.providerId)}`,
      undefined,
    );
    if (!order.ok) return refusedOrWaiting(order, 'Razorpay could not read the order.');
    const notification = isRecord(order.body.notification) ? order.body.notification : {};
    if (notification.status === 'failed')
      return {
        status: 'failed',
        failureCode: 'notice_failed',
        failureMessage:
          'Razorpay could not deliver the pre-debit notice: the debit is not made without one.',
      };
    if (notification.status !== 'delivered') return { status: 'pending', providerPaymentId: null };
    // The RBI's 24 hours run from when the borrower was told, not from when we asked Razorpay to
    // tell them: a notice delivered late waits.
    const deliveredAt =
      typeof notification.delivered_at === 'number' ? notification.delivered_at * 1000 : null;
    if (deliveredAt === null || deliveredAt + NOTICE_MS > input.debitAt.getTime())
      return { status: 'pending', providerPaymentId: null };
    const answer = await this.call('POST', '/v1/payments/create/recurring', {
      ...(input.payer.email ? { email: input.payer.email } : {}),
      contact: input.payer.phone,
      amount: input.amount,
      currency: 'INR',
      order_id: input.providerId,
      customer_id: input.mandate.customerId,
      token: input.mandate.tokenId,
      recurring: true,
      description: input.description,
      notes: { reference: input.reference },
    });
    if (!answer.ok) return refusedOrWaiting(answer, 'Razorpay refused the debit.');
    return { status: 'pending', providerPaymentId: text(answer.body.razorpay_payment_id) ?? null };
  }

  /** The debit as its order's payment stands; none yet is pending. */
  async debitStatus(
    input: Parameters<PaymentProvider['debitStatus']>[0],
  ): Promise<DebitAnswer | 'unknown'> {
    if (!input.providerId)
      return {
        status: 'failed',
        failureCode: 'NO_ORDER',
        failureMessage: 'The debit was never noticed at Razorpay.',
      };
    const { items } = await this.orderPayments(input.providerId);
    if (items === null) return 'unknown';
    return debitOf(items) ?? { status: 'pending', providerPaymentId: null };
  }

  /** An order's payments (`GET /v1/orders/:id/payments`), or null with the reply when unread. */
  private async orderPayments(
    orderId: string,
  ): Promise<{ items: Record<string, unknown>[] | null; reply: ProviderReply }> {
    const reply = await this.call(
      'GET',
      `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      undefined,
    );
    if (!reply.ok || !Array.isArray(reply.body.items)) return { items: null, reply };
    return { items: reply.body.items.filter(isRecord), reply };
  }

  private call(
    method: 'GET' | 'POST' | 'PUT',
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

/** A mandate's authorisation payment: ₹1, Razorpay's least; the registration takes nothing. */
const MANDATE_AUTH_AMOUNT = 100;
/**
 * The `error_reason` of a registered mandate's authorisation payment, which Razorpay answers
 * *failed* though the mandate stands ("a dummy payment for one time mandate registration").
 */
const UPI_DUMMY_PAYMENT = 'upi_dummy_payment';
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** A token's `recurring_details.status`, as our mandate's. */
const TOKEN_STATUS: Record<string, MandateState['status'] | undefined> = {
  initiated: 'approving',
  confirmed: 'active',
  rejected: 'refused',
  cancelled: 'cancelled',
  paused: 'paused',
};

/** Razorpay's token events, as our mandate's. */
const TOKEN_EVENT: Record<string, ProviderEvent['type'] | undefined> = {
  'token.confirmed': 'mandate.active',
  'token.rejected': 'mandate.refused',
  'token.cancelled': 'mandate.cancelled',
  'token.paused': 'mandate.paused',
};

/**
 * The UPI id a mandate debits, as the borrower knows it: a token's `vpa` (`{username, handle}`)
 * or a payment's (`name@handle`).
 */
function vpaOf(vpa: unknown): string | null {
  const id = isRecord(vpa)
    ? text(vpa.username) && text(vpa.handle)
      ? `${text(vpa.username)}@${text(vpa.handle)}`
      : undefined
    : text(vpa);
  return id?.includes('@') && id.length <= 100 ? id : null;
}

/**
 * The mandate refused, when its authorisation order's payments all failed for real (declined in
 * the UPI app, or never approved in time); null while one is on its way or registered it.
 */
function authorisationRefused(payments: Record<string, unknown>[]): MandateState | null {
  const [failed] = payments;
  if (!failed) return null;
  if (payments.some((p) => p.status !== 'failed' || p.error_reason === UPI_DUMMY_PAYMENT))
    return null;
  return {
    status: 'refused',
    tokenId: text(failed.token_id) ?? null,
    reason: text(failed.error_description) ?? 'The mandate was not approved.',
  };
}

/**
 * A debit as its order's payments stand, or null when it has none: captured (or refunded since)
 * is taken, one still on its way is pending, and failed carries Razorpay's `error_reason`
 * (`mandate_paused`, `insufficient_funds`, …), which says more than its `error_code`.
 */
function debitOf(payments: Record<string, unknown>[]): DebitAnswer | null {
  const taken = payments.find((p) => p.status === 'captured' || p.status === 'refunded');
  const takenId = text(taken?.id);
  if (takenId) return { status: 'taken', providerPaymentId: takenId };
  const open = payments.find((p) => p.status !== 'failed');
  if (open) return { status: 'pending', providerPaymentId: text(open.id) ?? null };
  const [failed] = payments;
  if (!failed) return null;
  return {
    status: 'failed',
    failureCode: text(failed.error_reason) ?? text(failed.error_code) ?? 'PAYMENT_FAILED',
    failureMessage: text(failed.error_description) ?? 'Razorpay could not take the debit.',
  };
}

/**
 * A debit's call not taken: no answer, too many calls or Razorpay's own failure leave it
 * pending, to be asked again (the order's payments then say whether it was made); any other
 * refusal fails it with Razorpay's code and words.
 */
function refusedOrWaiting(reply: ProviderReply, fallback: string): DebitAnswer {
  if (reply.status === 0 || reply.status === 429 || reply.status >= 500)
    return { status: 'pending', providerPaymentId: null };
  const error = isRecord(reply.body.error) ? reply.body.error : {};
  return {
    status: 'failed',
    failureCode: text(error.code) ?? `HTTP_${reply.status}`,
    failureMessage: text(error.description) ?? fallback,
  };
}

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
 * the signature covers (the event's name and its payment's, refund's or link's id; a token's id
 * and the event's time), never of the `x-razorpay-event-id` header, which is not signed: a body
 * replayed under a new header is the same event.
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
  const notes = isRecord(payment.notes) ? payment.notes : {};
  // UPI AutoPay: the mandate's token moved, at NPCI or in the borrower's UPI app. A token carries
  // no reference of ours: its id names the mandate. It can be paused, resumed and paused again,
  // so the event's time, which the signature covers and a retried delivery keeps, is in its id.
  const tokenMove = TOKEN_EVENT[name ?? ''];
  if (tokenMove) {
    const token = entityOf(body.payload, 'token');
    const details = isRecord(token.recurring_details) ? token.recurring_details : {};
    const account = vpaOf(token.vpa);
    return {
      eventId: `${name}:${text(token.id) ?? ''}:${typeof body.created_at === 'number' ? body.created_at : ''}`,
      type: tokenMove,
      reference: token.id,
      amount: 0,
      occurredAt: at.toISOString(),
      providerObjectId: token.id,
      ...(account ? { account } : {}),
      ...(tokenMove === 'mandate.refused'
        ? { reason: text(details.failure_reason) ?? 'The bank refused the mandate.' }
        : {}),
    };
  }
  // A mandate's authorisation payment (its notes name our mandate): registered, or not.
  if (
    text(notes.mandate) &&
    (name === 'payment.failed' || name === 'payment.authorized' || name === 'payment.captured')
  )
    return authorisationEvent(payment, base(notes.mandate, payment.id));
  // A debit of ours on a mandate's token failed. Razorpay does not try it again (its order
  // carries a notification): the debit is over. A UPI intent payment's failure stays unread, as
  // its order can still be paid by another try.
  if (name === 'payment.failed' && text(notes.reference) && text(payment.token_id))
    return {
      ...base(notes.reference, payment.id),
      type: 'payment.failed',
      amount: payment.amount,
      method: METHOD_OF[text(payment.method) ?? ''],
      providerPaymentId: payment.id,
      reason: text(payment.error_description) ?? text(payment.error_reason) ?? 'Payment failed',
    };
  // The pre-debit notice delivered or not (the table of Razorpay's webhooks calls them
  // `notification.*`, its samples `order.notification.*`): answered and left, as `presentDebit`
  // reads the order's `notification` itself before it debits.
  if (name?.endsWith('notification.delivered') || name?.endsWith('notification.failed'))
    return null;
  if (name === 'order.paid') {
    const order = entityOf(body.payload, 'order');
    const orderNotes = isRecord(order.notes) ? order.notes : {};
    // A mandate's authorisation order paid is its registration, never money for a loan.
    const mandate = text(notes.mandate) ?? text(orderNotes.mandate);
    if (mandate) return authorisationEvent(payment, base(mandate, payment.id));
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

/**
 * A mandate's authorisation payment, as the mandate's event: registered when it comes back as
 * Razorpay's dummy failure (`upi_dummy_payment`: registered, nothing taken) or authorised, with
 * its token; refused when it failed for real. Registered without a token is left for
 * `token.confirmed`, which names it.
 */
function authorisationEvent(
  payment: Record<string, unknown>,
  base: { eventId: string; reference: unknown; occurredAt: string },
): unknown {
  const upi = isRecord(payment.upi) ? payment.upi : {};
  const account = vpaOf(payment.vpa) ?? vpaOf(upi.vpa);
  const tokenId = text(payment.token_id);
  const registered =
    payment.error_reason === UPI_DUMMY_PAYMENT ||
    payment.status === 'authorized' ||
    payment.status === 'captured';
  if (registered && !tokenId) return null;
  return {
    ...base,
    type: registered ? 'mandate.active' : 'mandate.refused',
    amount: 0,
    ...(tokenId ? { providerObjectId: tokenId } : {}),
    ...(account ? { account } : {}),
    ...(registered
      ? {}
      : { reason: text(payment.error_description) ?? 'The mandate was not approved.' }),
  };
}
