import { createHash, timingSafeEqual } from 'node:crypto';
import { MINOR_PER_MAJOR } from '@tenora/domain/money';
import type { PaymentMethod } from '@tenora/domain/payment-methods';
import type { XenditSettings } from '../config.ts';
import type { Clock } from './clock.ts';
import {
  type AccountCheck,
  type IssueCode,
  type Issued,
  type OpenPayment,
  type Opened,
  parseJson,
  ProviderEvent,
  type PaymentProvider,
  type PayoutAnswer,
  type PayoutAsk,
  type SettledItem,
  type SettlementWindow,
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
 * Xendit speaks whole rupiah; we keep sen (`MINOR_PER_MAJOR`), and charge whole rupiah only
 * (`CHARGE_UNIT`), so every amount converts exactly both ways.
 */
function rupiah(amountInSen: number): number {
  if (amountInSen % MINOR_PER_MAJOR.ID !== 0)
    throw new RangeError(`Xendit takes whole rupiah; ${amountInSen} sen is not`);
  return amountInSen / MINOR_PER_MAJOR.ID;
}
/** An amount Xendit wrote, in sen; not a number stays so, and the event is refused. */
const sen = (rupiahAmount: unknown): unknown =>
  typeof rupiahAmount === 'number' ? rupiahAmount * MINOR_PER_MAJOR.ID : rupiahAmount;

const TRANSACTIONS_PAGE = 50;

/** Xendit's e-wallets in Indonesia, as its invoices name them. */
const EWALLETS = ['OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA'];
/** What an invoice offers for each of our ways to pay. */
const INVOICE_METHODS: Partial<Record<PaymentMethod, readonly string[]>> = {
  va: ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA'],
  store: ['ALFAMART', 'INDOMARET'],
  wallet: EWALLETS,
  card: ['CREDIT_CARD'],
};
/** An invoice's `payment_method`, as our way to pay. */
const METHOD_OF: Record<string, ProviderEvent['method']> = {
  BANK_TRANSFER: 'va',
  RETAIL_OUTLET: 'market',
  EWALLET: 'wallet',
  CREDIT_CARD: 'card',
};

/**
 * Indonesia's payments through Xendit's API (developers.xendit.co/api-reference), by its
 * documented HTTP calls with HTTP Basic authentication by the secret key and an empty password
 * (docs/payments.md#xendit-indonesia):
 *
 * - Virtual accounts per bank: a closed, single-use fixed virtual account for exactly the amount
 *   (`POST /callback_virtual_accounts`, `external_id` our reference), withdrawn by setting its
 *   `expiration_date` to now (`PATCH`).
 * - Alfamart and Indomaret: a single-use fixed payment code (`POST /fixed_payment_code`),
 *   withdrawn the same way.
 * - E-wallets, and the extension fee's checkout: an invoice (`POST /v2/invoices`) offering the
 *   e-wallets (or every way offered), expiring with our payment; withdrawn by `expire!`.
 * - Refunds: `POST /refunds` by the invoice, for what Xendit refunds (e-wallets and cards). A bank
 *   transfer or a store payment cannot be refunded through Xendit.
 * - Callbacks: `x-callback-token` must be the Dashboard's verification token. A virtual account's
 *   or a store code's payment, an invoice paid or expired, and a refund finished, are our events; Xendit says to tell
 *   repeats by its `payment_id`, which our event id is made of.
 *
 * - Cards: an invoice for cards only, whose page takes the number and runs 3-D Secure; Repay's
 *   card form is not used, and the number never reaches us.
 */
export class XenditPaymentProvider implements PaymentProvider {
  readonly name = 'xendit';
  readonly markets = ['ID'] as const;
  readonly upiCollect = false;
  readonly methods: readonly PaymentMethod[] = ['va', 'store', 'wallet', 'card'];
  /** Cards on an invoice for cards only: Xendit's page takes the number and runs 3-D Secure. */
  readonly cardEntry = 'page';
  /** Invoices' pages (`invoice_url`); staging for a development key. */
  readonly pageHosts = ['checkout.xendit.co', 'checkout-staging.xendit.co'];
  readonly webhookPath = 'xendit';
  /** Xendit lists a transaction the moment it is made. */
  readonly settlementLagDays = 0;

  constructor(
    private readonly settings: XenditSettings,
    private readonly clock: Clock,
    private readonly timeoutMs = PROVIDER_CALL_TIMEOUT_MS,
  ) {}

  readWebhook(rawBody: string, headers: WebhookHeaders): WebhookReading {
    const token = headers['x-callback-token'];
    if (typeof token !== 'string') return { verified: false };
    // Compared as digests, so that neither the length nor the bytes leak through the time taken.
    const digest = (s: string) => createHash('sha256').update(s).digest();
    if (!timingSafeEqual(digest(token), digest(this.settings.callbackToken)))
      return { verified: false };
    const body = parseJson(rawBody);
    if (!isRecord(body)) return { verified: true, events: null };
    const event = eventOf(body);
    if (event === null) return { verified: true, events: [] };
    const parsed = ProviderEvent.safeParse(event);
    // Xendit retries what is not answered 2xx: one that is not ours is answered and left.
    if (!parsed.success)
      return {
        verified: true,
        events: [],
        unread: text(body.event) ?? text(body.status) ?? 'callback',
      };
    return { verified: true, events: [parsed.data] };
  }

  /** Never called: cards are taken on Xendit's page (`cardEntry`). */
  /**
   * The callback token is a bearer secret, so a payment is booked only once Xendit's API says it
   * too: a virtual account's payment read by its `payment_id`, an invoice by its id, each for our
   * reference and amount. A store code's payment has no such read in Xendit's documentation; its
   * callback stands on the token.
   */
  async confirmPayment(event: ProviderEvent): Promise<'yes' | 'no' | 'unknown'> {
    const [kind, id] = event.eventId.split(':');
    // A payout made disburses a loan, a failed one may be sent again: only once Xendit's API says
    // so, for our reference.
    if (kind === 'payout' && id) {
      const read = await this.call('GET', `/v2/payouts/${encodeURIComponent(id)}`, undefined);
      if (read.status === 404) return 'no';
      if (!read.ok) return 'unknown';
      // A failure lets staff send the money again: it must be as true as a success.
      const expected =
        event.type === 'payout.sent' ? ['SUCCEEDED'] : ['FAILED', 'CANCELLED', 'REVERSED'];
      const status = text(read.body.status) ?? '';
      return expected.includes(status) && read.body.reference_id === event.reference ? 'yes' : 'no';
    }
    const read =
      kind === 'va' && id
        ? await this.call(
            'GET',
            `/callback_virtual_account_payments/payment_id=${encodeURIComponent(id)}`,
            undefined,
          )
        : kind === 'invoice' && id
          ? await this.call('GET', `/v2/invoices/${encodeURIComponent(id)}`, undefined)
          : undefined;
    if (read === undefined) return 'yes';
    if (read.status === 404) return 'no';
    if (!read.ok) return 'unknown';
    const paid = kind === 'va' ? read.body.amount : read.body.paid_amount;
    const status = text(read.body.status);
    const settled = kind === 'va' || status === 'PAID' || status === 'SETTLED';
    return settled && read.body.external_id === event.reference && sen(paid) === event.amount
      ? 'yes'
      : 'no';
  }

  tokenizeCard(): never {
    throw new Error('Xendit takes the card number on its own page, never from our form');
  }

  async chargeCard() {
    return { ok: false as const };
  }

  async reverseCharge() {
    return { ok: false };
  }

  /** An invoice: the e-wallets for a wallet payment, every way offered for a checkout. */
  async openPayment(input: OpenPayment): Promise<Opened> {
    if (input.kind === 'upi' || input.kind === 'netbanking') return { ok: false };
    const ways = input.kind === 'checkout' ? input.methods : [input.kind];
    const seconds = Math.floor((input.expiresAt.getTime() - this.clock.now().getTime()) / 1000);
    const answer = await this.call('POST', '/v2/invoices', {
      external_id: input.reference,
      amount: rupiah(input.amount),
      description: input.description,
      invoice_duration: Math.max(seconds, 60),
      currency: 'IDR',
      payment_methods: ways.flatMap((m) => INVOICE_METHODS[m] ?? []),
      // Back to our result screen, which asks us (never the address) how the payment went.
      success_redirect_url: input.returnUrl,
      failure_redirect_url: input.returnUrl,
    });
    const id = answer.ok ? text(answer.body.id) : undefined;
    const url = answer.ok ? text(answer.body.invoice_url) : undefined;
    if (!id || !isPageOn(url, this.pageHosts)) return { ok: false };
    return { ok: true, providerId: id, url };
  }

  async issueCode(input: IssueCode): Promise<Issued> {
    const common = {
      external_id: input.reference,
      // Xendit takes letters and spaces only in the name the bank or the till shows.
      name:
        input.payeeName
          .replace(/[^A-Za-z ]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim() || 'Tenora',
      expected_amount: rupiah(input.amount),
      is_single_use: true,
      expiration_date: input.expiresAt.toISOString(),
    };
    const answer =
      input.kind === 'va'
        ? await this.call('POST', '/callback_virtual_accounts', {
            ...common,
            bank_code: input.place,
            // Closed: the bank takes exactly the amount, never another.
            is_closed: true,
          })
        : await this.call('POST', '/fixed_payment_code', {
            ...common,
            retail_outlet_name: input.place,
          });
    const id = answer.ok ? text(answer.body.id) : undefined;
    const number = answer.ok
      ? text(input.kind === 'va' ? answer.body.account_number : answer.body.payment_code)
      : undefined;
    if (!id || !number) return { ok: false };
    return { ok: true, providerId: id, number };
  }

  /** Indonesia has no UPI. */
  async requestUpiCollect() {
    return { ok: false };
  }

  async refundPayment(input: RefundAsk): Promise<RefundAnswer> {
    if (input.method === 'va' || input.method === 'market' || input.providerId === null) {
      return {
        status: 'failed',
        failureCode: 'NOT_REFUNDABLE',
        failureMessage:
          'Xendit refunds e-wallet and card payments only: pay this back to the borrower by bank transfer.',
      };
    }
    const answer = await this.call(
      'POST',
      '/refunds',
      {
        invoice_id: input.providerId,
        reference_id: input.idempotencyKey,
        currency: 'IDR',
        amount: rupiah(input.amount),
        reason: 'DUPLICATE',
      },
      { 'idempotency-key': input.idempotencyKey },
    );
    if (answer.status === 0 || answer.status >= 500)
      throw new Error(`Xendit did not answer the refund (HTTP ${answer.status})`);
    const code = text(answer.body.error_code);
    // The same key again, or a refund of it already on its way: the first one stands.
    // Its id is not in this answer: the refund's callback settles it (matched by our key).
    if (answer.status === 409 || code === 'REFUND_IN_PROGRESS')
      return { status: 'pending', providerRefundId: '' };
    if (!answer.ok) {
      return {
        status: 'failed',
        failureCode: code ?? `HTTP_${answer.status}`,
        failureMessage: text(answer.body.message) ?? 'Xendit refused the refund.',
      };
    }
    const id = text(answer.body.id) ?? input.idempotencyKey;
    const status = answer.body.status;
    if (status === 'SUCCEEDED') return { status: 'refunded', providerRefundId: id };
    if (status === 'FAILED' || status === 'CANCELLED') {
      return {
        status: 'failed',
        failureCode: text(answer.body.failure_code) ?? 'REFUND_FAILED',
        failureMessage: 'Xendit could not refund it.',
      };
    }
    return { status: 'pending', providerRefundId: id };
  }

  /**
   * A number or a store code ends now (its `expiration_date`); an invoice is expired. Asked
   * again, the same: Xendit answers the account or code as it now stands.
   */
  async withdrawPayment(input: { reference: string; method: string; providerId: string | null }) {
    if (input.providerId === null) return { ok: true };
    const id = encodeURIComponent(input.providerId);
    const now = { expiration_date: this.clock.now().toISOString() };
    const answer =
      input.method === 'va'
        ? await this.call('PATCH', `/callback_virtual_accounts/${id}`, now)
        : input.method === 'market'
          ? await this.call('PATCH', `/fixed_payment_code/${id}`, now)
          : await this.call('POST', `/invoices/${id}/expire!`, undefined);
    if (answer.ok || answer.status === 0 || answer.status >= 500) return { ok: answer.ok };
    // Refused: one already paid, expired or closed takes no more money, which counts as taken.
    const path =
      input.method === 'va'
        ? `/callback_virtual_accounts/${id}`
        : input.method === 'market'
          ? `/fixed_payment_code/${id}`
          : `/v2/invoices/${id}`;
    const standing = await this.call('GET', path, undefined);
    const status = text(standing.body.status);
    return { ok: standing.ok && status !== undefined && !['PENDING', 'ACTIVE'].includes(status) };
  }

  /**
   * Xendit's name validation (its Bank Account Data product) has no API reference published, so
   * no call is made here: the account is held for the lender's staff to check
   * (docs/payments.md#payouts), and a wrong one still fails its payout, which comes back.
   */
  async validateAccount(): Promise<AccountCheck> {
    return { status: 'review' };
  }

  /**
   * `POST /v2/payouts` to the account's bank (`ID_<bank>`), in whole rupiah, under
   * `Idempotency-key`: Xendit answers ACCEPTED and tells the end by callback (`payout.succeeded`,
   * `payout.failed`, `payout.reversed`). A 409 says the key was used: the payout exists, and its
   * callback comes.
   */
  async sendPayout(input: PayoutAsk): Promise<PayoutAnswer> {
    const answer = await this.call(
      'POST',
      '/v2/payouts',
      {
        reference_id: input.reference,
        channel_code: `ID_${input.account.bankCode}`,
        channel_properties: {
          account_holder_name: input.account.holderName,
          account_number: input.account.accountNumber,
        },
        amount: rupiah(input.amount),
        currency: 'IDR',
        description: input.narration,
      },
      { 'idempotency-key': input.idempotencyKey },
    );
    if (answer.status === 0 || answer.status === 409 || answer.status >= 500)
      return { status: 'sending', providerPayoutId: null };
    if (!answer.ok)
      return {
        status: 'failed',
        failureCode: text(answer.body.error_code) ?? `HTTP_${answer.status}`,
        failureMessage: text(answer.body.message) ?? 'Xendit refused the payout.',
      };
    const id = text(answer.body.id) ?? null;
    const status = text(answer.body.status);
    if (status === 'SUCCEEDED' && id) return { status: 'sent', providerPayoutId: id };
    if (status && ['FAILED', 'CANCELLED', 'REVERSED', 'COMPLIANCE_REJECTED'].includes(status))
      return {
        status: 'failed',
        failureCode: text(answer.body.failure_code) ?? status,
        failureMessage: `Xendit: ${status.toLowerCase().replace(/_/g, ' ')}`,
      };
    return { status: 'sending', providerPayoutId: id };
  }

  /**
   * The day's books: Xendit's successful transactions made in it (`GET /transactions`, by
   * `created`, 50 a page, following `after_id` while `has_more`): money in is a payment of ours by
   * its `reference_id`, money out a payout. Refunds and fees are not matched.
   */
  async listSettled(window: SettlementWindow): Promise<SettledItem[] | null> {
    const items: SettledItem[] = [];
    const base = `/transactions?statuses=SUCCESS&limit=${TRANSACTIONS_PAGE}&created[gte]=${encodeURIComponent(window.from.toISOString())}&created[lte]=${encodeURIComponent(new Date(window.to.getTime() - 1).toISOString())}`;
    let after: string | null = null;
    for (;;) {
      const page = await this.call(
        'GET',
        after ? `${base}&after_id=${encodeURIComponent(after)}` : base,
        undefined,
      );
      if (!page.ok || !Array.isArray(page.body.data)) return null;
      const data = page.body.data as unknown[];
      for (const t of data) {
        if (!isRecord(t) || typeof t.amount !== 'number') continue;
        const id = text(t.id);
        const type = text(t.type);
        if (!id || type === 'REFUND' || type === 'FEE') continue;
        const out = t.cashflow === 'MONEY_OUT';
        items.push({
          providerItemId: id,
          kind: out ? 'payout' : 'payment',
          reference: text(t.reference_id) ?? null,
          providerPaymentId: null,
          amount: Math.round(t.amount * MINOR_PER_MAJOR.ID),
          at: new Date(text(t.created) ?? 0),
        });
      }
      const last = data.at(-1);
      if (page.body.has_more !== true || !isRecord(last) || !text(last.id)) break;
      after = text(last.id) ?? null;
    }
    return items;
  }

  private call(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body: Record<string, unknown> | undefined,
    headers: Record<string, string> = {},
  ): Promise<ProviderReply> {
    return callProvider({
      url: `${this.settings.apiUrl}${path}`,
      method,
      authorization: basicAuth(this.settings.secretKey, ''),
      body,
      headers,
      timeoutMs: this.timeoutMs,
    });
  }
}

/**
 * One Xendit callback in our shape, or null for one we do not act on (a virtual account created
 * or changed). Each product's callback has its own shape, told apart by its fields.
 */
function eventOf(body: Record<string, unknown>): unknown {
  const at = text(body.transaction_timestamp) ?? text(body.paid_at) ?? text(body.updated) ?? '';
  // A refund asked earlier, finished: our key (`refund-<reference>-<try>`) names the payment.
  const event = text(body.event);
  if ((event === 'refund.succeeded' || event === 'refund.failed') && isRecord(body.data)) {
    const refund = body.data;
    const key = /^refund-(.+)-\d+$/.exec(text(refund.reference_id) ?? '');
    return {
      eventId: `${event}:${text(refund.id) ?? ''}`,
      type: event,
      reference: key?.[1],
      amount: sen(Number(refund.amount)),
      occurredAt: text(refund.updated) ?? text(body.created) ?? '',
      providerRefundId: refund.id,
    };
  }
  // A payout of ours made, failed, or given back by the bank after it was made.
  if (
    (event === 'payout.succeeded' || event === 'payout.failed' || event === 'payout.reversed') &&
    isRecord(body.data)
  ) {
    const payout = body.data;
    return {
      eventId: `payout:${text(payout.id) ?? ''}:${event}`,
      type: event === 'payout.succeeded' ? 'payout.sent' : 'payout.failed',
      reference: payout.reference_id,
      amount: sen(payout.amount),
      occurredAt: text(payout.updated) ?? text(body.created) ?? '',
      providerObjectId: payout.id,
      ...(event !== 'payout.succeeded'
        ? { reason: text(payout.failure_code) ?? event.replace('payout.', 'payout ') }
        : {}),
    };
  }
  // A payment into a fixed virtual account.
  if (body.callback_virtual_account_id !== undefined && body.payment_id !== undefined) {
    return {
      eventId: `va:${text(body.payment_id) ?? ''}`,
      type: 'payment.succeeded',
      reference: body.external_id,
      amount: sen(body.amount),
      occurredAt: at,
      method: 'va',
      providerPaymentId: body.payment_id,
    };
  }
  // A payment of a fixed payment code at a store.
  if (body.fixed_payment_code_id !== undefined && body.payment_id !== undefined) {
    return {
      eventId: `store:${text(body.payment_id) ?? ''}`,
      type: 'payment.succeeded',
      reference: body.external_id,
      amount: sen(body.amount),
      occurredAt: at,
      method: 'market',
      providerPaymentId: body.payment_id,
    };
  }
  // An invoice paid (PAID, then SETTLED once the money is ours) or expired.
  const status = text(body.status);
  if (body.invoice_url !== undefined || body.paid_amount !== undefined || status === 'EXPIRED') {
    if (status === 'PAID' || status === 'SETTLED') {
      return {
        eventId: `invoice:${text(body.id) ?? ''}:paid`,
        type: 'payment.succeeded',
        reference: body.external_id,
        amount: sen(body.paid_amount ?? body.amount),
        occurredAt: at,
        method: METHOD_OF[text(body.payment_method) ?? ''],
        ...(typeof body.payment_id === 'string' ? { providerPaymentId: body.payment_id } : {}),
      };
    }
    if (status === 'EXPIRED') {
      return {
        eventId: `invoice:${text(body.id) ?? ''}:expired`,
        type: 'payment.cancelled',
        reference: body.external_id,
        amount: sen(body.amount),
        occurredAt: at,
      };
    }
  }
  return null;
}
