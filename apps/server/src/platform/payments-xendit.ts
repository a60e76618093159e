import { createHash, timingSafeEqual } from 'node:crypto';
import type { Market } from '@tenora/domain/market';
import { MINOR_PER_MAJOR } from '@tenora/domain/money';
import type { PaymentMethod } from '@tenora/domain/payment-methods';
import type { XenditSettings } from '../config.ts';
import type { Clock } from './clock.ts';
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
 * The banks whose debit card links an account for direct debit, and Xendit's channel for each.
 * Only BRI's (`DC_BRI`) is documented for Indonesia with an example (direct-debit-supported-banks
 * in the stand-in's fixtures): another bank is not linked until its channel is.
 */
const DIRECT_DEBIT_CHANNELS: Readonly<Record<string, string>> = { BRI: 'DC_BRI' };
/**
 * The version of Xendit's Customer API whose body is `given_names`, `mobile_number`, `email`, as
 * the direct debit guide sends it; Xendit's help article on testing direct debit names it, and a
 * later version asks another shape (`type`, `individual_detail`).
 */
const CUSTOMER_API_VERSION = '2020-05-19';
/**
 * A direct debit's end, as its object says it: the legacy guide writes `SUCCESS` or `FAIL`, the
 * objects themselves (and the callbacks seen in integrations) `COMPLETED` or `FAILED`. Anything
 * else (`PENDING`) is still on its way.
 */
const DEBIT_TAKEN = ['COMPLETED', 'SUCCESS'];
const DEBIT_FAILED = ['FAILED', 'FAIL'];
/**
 * Xendit's words when the code a borrower typed to link their card is refused (`400`): a wrong
 * code may be typed again; an expired one, or one too many tries, needs a new link (and a new code
 * from the bank).
 */
const OTP_TRY_AGAIN = ['INVALID_OTP_ERROR'];
const OTP_START_AGAIN = ['EXPIRED_OTP_ERROR', 'MAX_OTP_ATTEMPTS_ERROR'];

/** An Indonesian mobile number as Xendit links by it (`+628…`), or null. */
function indonesianMobile(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '');
  const national = /^(?:\+62|62|0)(8\d{7,12})$/.exec(digits);
  return national ? `+62${national[1]}` : null;
}

/** A failure code as a sentence for staff: `INSUFFICIENT_BALANCE` → `Xendit: insufficient balance`. */
const inWords = (code: string) => `Xendit: ${code.toLowerCase().replace(/_/g, ' ')}`;

/**
 * The linked account as the borrower knows it, `BRI •••• 8888`: its bank by Xendit's channel, and
 * the card's last four digits from the payment method's properties (or the linked account's).
 */
function accountLabel(properties: unknown, account?: Record<string, unknown>): string {
  const props = isRecord(properties) ? properties : {};
  const linked = account && isRecord(account.properties) ? account.properties : {};
  const channel = text(props.channel_code) ?? text(account?.channel_code);
  const bank =
    Object.entries(DIRECT_DEBIT_CHANNELS).find(([, c]) => c === channel)?.[0] ??
    channel?.replace(/^DC_/, '') ??
    'BRI';
  const lastFour = text(props.card_last_four) ?? text(linked.card_last_four);
  return lastFour ? `${bank} •••• ${lastFour}` : bank;
}

/** What a direct debit object (`ddpy-…`) says of the debit: taken, failed, or on its way. */
function debitAnswerOf(debit: Record<string, unknown>): DebitAnswer {
  const id = text(debit.id) ?? null;
  const status = text(debit.status) ?? '';
  if (DEBIT_TAKEN.includes(status) && id) return { status: 'taken', providerPaymentId: id };
  if (DEBIT_FAILED.includes(status)) {
    const code = text(debit.failure_code) ?? status;
    return { status: 'failed', failureCode: code, failureMessage: inWords(code) };
  }
  // PENDING, also while a bank asks its own code (`is_otp_required`), which we never send: such a
  // debit stays pending until Xendit ends it, and `debitStatus` reads the end.
  return { status: 'pending', providerPaymentId: id };
}

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
 *   or a store code's payment, an invoice paid or expired, a refund finished, and a direct debit
 *   taken or failed, are our events; Xendit says to tell repeats by its `payment_id`, which our
 *   event id is made of (a direct debit's by its `ddpy-…` id).
 *
 * - Cards: an invoice for cards only, whose page takes the number and runs 3-D Secure; Repay's
 *   card form is not used, and the number never reaches us.
 *
 * - Autopay: direct debit (the legacy Direct Debit API) from a BRI account linked by its debit
 *   card (`DC_BRI`). A customer (`POST /customers`), a linked account token
 *   (`POST /linked_account_tokens/auth`) that BRI confirms by a code it texts the borrower
 *   (`…/validate_otp`), then the card's account made a payment method (`POST /payment_methods`),
 *   which each debit takes (`POST /direct_debits`, under `Idempotency-key`). Ended by unbinding
 *   the token (`DELETE /linked_account_tokens/:id`). Xendit sends no notice before a debit and no
 *   callback for the link (BRI's code is answered at once); a debit's callback is only a prompt,
 *   its money read from `GET /direct_debits/:id/` before it is booked (`confirmPayment`).
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
  readonly autopay: Partial<Record<Market, AutopayKind>> = { ID: 'direct_debit' };
  /** The banks whose accounts it links for autopay, by our code: BRI's debit card only. */
  readonly autopayBanks: readonly string[] = Object.keys(DIRECT_DEBIT_CHANNELS);

  constructor(
    private readonly settings: XenditSettings,
    private readonly clock: Clock,
    private readonly timeoutMs = PROVIDER_CALL_TIMEOUT_MS,
    /**
     * Where a direct debit's callback is sent (`callback_url`: our webhook,
     * `<PUBLIC_URL>/pay/webhooks/xendit`). The direct debit guide has Xendit post to the URL each
     * debit names, where its other callbacks are set in the Dashboard; its Go SDK leaves the field
     * out when unset, and what Xendit does then is not published. Without it none is sent, and
     * `debitStatus` reads the debit's end.
     */
    private readonly directDebitCallbackUrl: string | null = null,
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
    if (kind === 'dd') return this.confirmDebit(event);
    // A failure only closes a payment still open, which its expiry would close anyway; a direct
    // debit's failure is read above, because it tells the borrower their debit failed.
    if (event.type === 'payment.failed') return 'yes';
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

  /**
   * A direct debit's callback has no published example, so nothing in it is taken on its word:
   * the debit is read from Xendit's API (by its `ddpy-…` id, or by our reference when the callback
   * named none), and the event stands only if the debit is ours, for the amount the event says,
   * and ended as the event says (taken for `payment.succeeded`, failed for `payment.failed`).
   */
  private async confirmDebit(event: ProviderEvent): Promise<'yes' | 'no' | 'unknown'> {
    const expected = event.type === 'payment.succeeded' ? DEBIT_TAKEN : DEBIT_FAILED;
    let debit: Record<string, unknown> | undefined;
    if (event.providerPaymentId) {
      const read = await this.call(
        'GET',
        `/direct_debits/${encodeURIComponent(event.providerPaymentId)}/`,
        undefined,
      );
      if (read.status === 404) return 'no';
      if (!read.ok) return 'unknown';
      debit = read.body;
    } else {
      const listed = await this.list(
        `/direct_debits?reference_id=${encodeURIComponent(event.reference)}`,
      );
      if (listed.status === 404) return 'no';
      if (listed.items === null) return 'unknown';
      // One debit per reference (its key is ours too); the one that ended as the event says.
      debit = listed.items.find((d) => expected.includes(text(d.status) ?? '')) ?? listed.items[0];
      if (!debit) return 'no';
    }
    return expected.includes(text(debit.status) ?? '') &&
      debit.reference_id === event.reference &&
      (debit.currency === undefined || debit.currency === 'IDR') &&
      sen(debit.amount) === event.amount
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

  /**
   * Autopay's set-up: the borrower becomes a Xendit customer (our mandate reference as its
   * `reference_id`; one made already, by an earlier try whose answer was lost, is found by it),
   * and their BRI debit card is linked: BRI texts them a code, which `confirmMandate` takes.
   * Refused here, before any call, for a bank without a documented channel, a card not given as
   * four digits and `MM/YY`, or a phone that is not an Indonesian mobile (`+628…`).
   */
  async setUpMandate(input: MandateAsk): Promise<MandateSetUp> {
    const channel = input.bank === null ? undefined : DIRECT_DEBIT_CHANNELS[input.bank];
    const card = input.card;
    const mobile = indonesianMobile(input.payer.phone);
    const name = input.payer.name.trim();
    if (
      input.market !== 'ID' ||
      !channel ||
      !card ||
      !/^\d{4}$/.test(card.lastFour) ||
      !/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry) ||
      !mobile ||
      !name
    )
      return { ok: false };
    const email = input.payer.email?.trim() || undefined;
    const customerId = await this.customerFor(input.reference, {
      reference_id: input.reference,
      given_names: name,
      mobile_number: mobile,
      ...(email ? { email } : {}),
    });
    if (!customerId) return { ok: false };
    const answer = await this.call('POST', '/linked_account_tokens/auth', {
      customer_id: customerId,
      channel_code: channel,
      properties: {
        account_mobile_number: mobile,
        card_last_four: card.lastFour,
        card_expiry: card.expiry,
        // The guide calls it the customer's e-mail, and Xendit's Python SDK asks it of a card
        // link; whether Xendit refuses a link without it is not published. We never send an
        // address that is not the borrower's: without theirs none is sent, and a refusal is
        // `ok: false` like any other.
        ...(email ? { account_email: email } : {}),
      },
    });
    const id = answer.ok ? text(answer.body.id) : undefined;
    // DC_BRI answers PENDING: BRI has texted the code. Anything else (a bank's page to open) is
    // not a flow this adapter offers.
    if (!id?.startsWith('lat-') || text(answer.body.status) !== 'PENDING') return { ok: false };
    return {
      ok: true,
      next: { kind: 'otp' },
      providerId: id,
      customerId: text(answer.body.customer_id) ?? customerId,
      tokenId: null,
    };
  }

  /** The customer for our mandate reference: made now, or found when an earlier try made it. */
  private async customerFor(
    reference: string,
    body: Record<string, unknown>,
  ): Promise<string | undefined> {
    const version = { 'api-version': CUSTOMER_API_VERSION };
    const made = await this.call('POST', '/customers', body, version);
    if (made.ok) return text(made.body.id);
    const code = text(made.body.error_code) ?? '';
    if (made.status !== 409 && !code.includes('DUPLICATE')) return undefined;
    const found = await this.list(
      `/customers?reference_id=${encodeURIComponent(reference)}`,
      version,
    );
    return text(found.items?.find((c) => c.reference_id === reference)?.id);
  }

  /**
   * The code BRI texted the borrower: validated on the linked account token, then the card's
   * account (Xendit's `la-…`) becomes the payment method each debit takes (`pm-…`). A wrong code
   * may be typed again (`approving`, with Xendit's words); an expired one, or one too many tries,
   * ends this link (`refused`), and the borrower starts again. Asked again after a lost answer,
   * the token's account and its payment method are found rather than made twice.
   */
  async confirmMandate(mandate: MandateRef, otp: string): Promise<MandateState | 'unknown'> {
    const token = mandate.providerId;
    if (!token)
      return {
        status: 'refused',
        reason: 'No account link was asked of the bank for this mandate.',
      };
    const path = `/linked_account_tokens/${encodeURIComponent(token)}`;
    const validated = await this.call('POST', `${path}/validate_otp`, { otp_code: otp.trim() });
    if (validated.status === 0 || validated.status >= 500) return 'unknown';
    const code = text(validated.body.error_code) ?? '';
    const words = text(validated.body.message) ?? (code || `HTTP ${validated.status}`);
    if (OTP_TRY_AGAIN.includes(code)) return { status: 'approving', reason: words };
    if (OTP_START_AGAIN.includes(code) || validated.status === 404)
      return { status: 'refused', reason: words };
    if (validated.ok && text(validated.body.status) !== 'SUCCESS')
      return text(validated.body.status) === 'PENDING'
        ? { status: 'approving', reason: null }
        : { status: 'refused', reason: inWords(`link ${text(validated.body.status) ?? ''}`) };
    // SUCCESS; or another refusal, which a code sent again to a token already linked (its first
    // answer lost) may get: the accounts the token reaches say which.
    const accounts = await this.list(`${path}/accounts`);
    if (accounts.status === 0 || accounts.status >= 500) return 'unknown';
    const account = accounts.items?.find((a) => a.type === 'DEBIT_CARD' && text(a.id));
    const accountId = text(account?.id);
    if (!account || !accountId) {
      if (validated.ok) return { status: 'refused', reason: 'BRI linked no debit card account.' };
      // Not linked, and refused for a reason of its own (a code not in BRI's form is a 400):
      // the borrower may type it again; anything else ends this link.
      return { status: validated.status === 400 ? 'approving' : 'refused', reason: words };
    }
    const customerId = mandate.customerId ?? text(validated.body.customer_id);
    if (!customerId) return 'unknown';
    const methods = await this.paymentMethodsOf(customerId);
    if (methods === null) return 'unknown';
    let method = methods.find(
      (m) => isRecord(m.properties) && m.properties.id === accountId && m.status === 'ACTIVE',
    );
    if (!method) {
      const made = await this.call('POST', '/payment_methods', {
        customer_id: customerId,
        type: 'DEBIT_CARD',
        properties: { id: accountId },
      });
      if (made.status === 0 || made.status >= 500) return 'unknown';
      if (!made.ok)
        return { status: 'refused', reason: text(made.body.message) ?? 'Xendit refused the card.' };
      method = made.body;
    }
    const tokenId = text(method.id);
    if (method.status !== 'ACTIVE' || !tokenId)
      return { status: 'refused', reason: inWords(`payment method ${String(method.status)}`) };
    return {
      status: 'active',
      tokenId,
      account: accountLabel(method.properties, account),
      reason: null,
    };
  }

  /**
   * Where the link stands: its payment method as Xendit lists the customer's (`ACTIVE`: debits
   * may be taken; `INACTIVE` or `EXPIRED`, or no longer listed: ended). Before the code was
   * confirmed there is none, and the borrower is still approving.
   */
  async mandateStatus(mandate: MandateRef): Promise<MandateState | 'unknown'> {
    if (!mandate.tokenId) return { status: 'approving' };
    if (!mandate.customerId) return 'unknown';
    const methods = await this.paymentMethodsOf(mandate.customerId);
    if (methods === null) return 'unknown';
    const method = methods.find((m) => m.id === mandate.tokenId);
    const status = text(method?.status);
    if (!method)
      return { status: 'cancelled', reason: 'Xendit no longer lists the payment method.' };
    if (status === 'ACTIVE')
      return {
        status: 'active',
        tokenId: mandate.tokenId,
        account: accountLabel(method.properties),
      };
    if (status === 'INACTIVE' || status === 'EXPIRED')
      return { status: 'cancelled', reason: inWords(`payment method ${status}`) };
    return { status: 'approving' };
  }

  /**
   * Unbinds the linked account token (`DELETE /linked_account_tokens/:id`, answered
   * `{id, is_deleted: true}`): BRI's link ends, and no debit can be taken on it. A token Xendit no
   * longer knows (404 `DATA_NOT_FOUND_ERROR`, as an inactive one is answered) is already ended.
   */
  async cancelMandate(mandate: MandateRef): Promise<{ ok: boolean }> {
    if (!mandate.providerId) return { ok: true };
    const answer = await this.send(
      'DELETE',
      `/linked_account_tokens/${encodeURIComponent(mandate.providerId)}`,
    );
    if (answer.status === 404) return { ok: true };
    return { ok: answer.ok && isRecord(answer.body) && answer.body.is_deleted === true };
  }

  /**
   * Xendit sends the borrower no notice before a direct debit, and BRI none that we could ask
   * for: our own SMS, sent the day before, is the notice, and there is nothing to open here.
   */
  async noticeDebit(_input: DebitAsk): Promise<{ ok: true; providerId: null }> {
    return { ok: true, providerId: null };
  }

  /**
   * One debit from the linked account (`POST /direct_debits`), in whole rupiah, under our key as
   * `Idempotency-key`: sent again after a lost answer, Xendit answers the debit it made rather
   * than making a second. Without BRI's code (`enable_otp: false`): the borrower approved the
   * debits when they linked the card. PENDING until the bank ends it (by callback, or
   * `debitStatus`). Refused (4xx): failed with Xendit's code and words; no answer, or a 5xx (the
   * channel down): pending with no id, and asked again under the same key.
   */
  async presentDebit(input: DebitAsk & { providerId: string | null }): Promise<DebitAnswer> {
    if (!input.mandate.tokenId)
      return {
        status: 'failed',
        failureCode: 'NO_PAYMENT_METHOD',
        failureMessage: 'The mandate has no payment method at Xendit: the card was never linked.',
      };
    const answer = await this.call(
      'POST',
      '/direct_debits',
      {
        reference_id: input.reference,
        payment_method_id: input.mandate.tokenId,
        currency: 'IDR',
        amount: rupiah(input.amount),
        ...(this.directDebitCallbackUrl ? { callback_url: this.directDebitCallbackUrl } : {}),
        enable_otp: false,
        description: input.description,
      },
      { 'idempotency-key': input.idempotencyKey },
    );
    if (answer.status === 0 || answer.status === 409 || answer.status >= 500)
      return { status: 'pending', providerPaymentId: null };
    if (!answer.ok)
      return {
        status: 'failed',
        failureCode: text(answer.body.error_code) ?? `HTTP_${answer.status}`,
        failureMessage: text(answer.body.message) ?? 'Xendit refused the debit.',
      };
    return debitAnswerOf(answer.body);
  }

  /**
   * A debit as Xendit has it now: by its id (`GET /direct_debits/:id/`), or by our reference
   * (`GET /direct_debits?reference_id=`) when its id never reached us. None for the reference:
   * Xendit never made it, and it is failed, to be asked again.
   */
  async debitStatus(input: {
    reference: string;
    market: Market;
    providerId: string | null;
    providerPaymentId: string | null;
  }): Promise<DebitAnswer | 'unknown'> {
    if (input.providerPaymentId) {
      const read = await this.call(
        'GET',
        `/direct_debits/${encodeURIComponent(input.providerPaymentId)}/`,
        undefined,
      );
      if (read.ok) return debitAnswerOf(read.body);
      if (read.status !== 404) return 'unknown';
    }
    const listed = await this.list(
      `/direct_debits?reference_id=${encodeURIComponent(input.reference)}`,
    );
    if (listed.items === null && listed.status !== 404) return 'unknown';
    const debits = (listed.items ?? []).filter((d) => d.reference_id === input.reference);
    const ended =
      debits.find((d) => DEBIT_TAKEN.includes(text(d.status) ?? '')) ??
      debits.find((d) => !DEBIT_FAILED.includes(text(d.status) ?? '')) ??
      debits[0];
    if (!ended)
      return {
        status: 'failed',
        failureCode: 'NOT_FOUND',
        failureMessage: 'Xendit has no debit for this reference.',
      };
    return debitAnswerOf(ended);
  }

  /** The customer's payment methods (`GET /payment_methods?customer_id=`); null without an answer. */
  private async paymentMethodsOf(customerId: string) {
    const listed = await this.list(
      `/payment_methods?customer_id=${encodeURIComponent(customerId)}`,
    );
    return listed.items;
  }

  /** A list Xendit answers (an array of objects); `items` null when none came. */
  private async list(
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; items: Record<string, unknown>[] | null }> {
    const answer = await this.send('GET', path, headers);
    return {
      status: answer.status,
      items: answer.ok && Array.isArray(answer.body) ? answer.body.filter(isRecord) : null,
    };
  }

  /**
   * A call whose answer may be a list, or a DELETE: the shared `callProvider` keeps an object's
   * answer only, and sends GET, POST and PATCH. The same authorisation, headers and timeout.
   */
  private async send(
    method: 'GET' | 'DELETE',
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ ok: boolean; status: number; body: unknown }> {
    try {
      const res = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: basicAuth(this.settings.secretKey, ''),
          accept: 'application/json',
          ...headers,
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return { ok: res.ok, status: res.status, body: parseJson(await res.text()) };
    } catch {
      return { ok: false, status: 0, body: undefined };
    }
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
  // A direct debit of ours taken or failed. Xendit publishes no example of this callback: its shape
  // is assumed from the direct debit object it reports on (`id` `ddpy-…`, `reference_id`, `amount`
  // in rupiah, `status`, `failure_code`) with `event: 'direct_debit.payment'` and `timestamp`, as
  // integrations that receive it read it. So it is told apart by either mark, and it is only a
  // prompt: `confirmPayment` reads the debit from Xendit's API before anything is booked.
  const debitId = text(body.id);
  if (
    (event === 'direct_debit.payment' || debitId?.startsWith('ddpy-')) &&
    body.reference_id !== undefined
  ) {
    const status = text(body.status) ?? '';
    const taken = DEBIT_TAKEN.includes(status);
    if (!taken && !DEBIT_FAILED.includes(status)) return null;
    const reference = text(body.reference_id) ?? '';
    const amount =
      typeof body.amount === 'string' && /^\d+(\.\d+)?$/.test(body.amount)
        ? Number(body.amount)
        : body.amount;
    const failure = text(body.failure_code);
    return {
      // Stable per debit and end, so Xendit's retries are one event; without an id, by reference.
      eventId: `dd:${debitId ?? `ref-${reference}`}:${taken ? 'taken' : 'failed'}`,
      type: taken ? 'payment.succeeded' : 'payment.failed',
      reference: body.reference_id,
      amount: sen(amount),
      occurredAt: text(body.timestamp) ?? text(body.updated) ?? text(body.created) ?? '',
      ...(debitId ? { providerPaymentId: debitId } : {}),
      ...(!taken ? { reason: failure && failure !== 'null' ? failure : status } : {}),
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
