import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { RazorpayPaymentProvider } from '../src/platform/payments-razorpay.ts';
import type {
  DebitAsk,
  MandateAsk,
  MandateRef,
  ProviderEvent,
  WebhookReading,
} from '../src/platform/payments.ts';
import { razorpayExample, RazorpayStandIn, type Delivery } from './stand-ins/razorpay.ts';

/**
 * UPI AutoPay through the Razorpay adapter, against its stand-in (stand-ins/razorpay.ts), which
 * plays Razorpay's published examples (razorpay-fixtures/autopay-*.json) and the borrower's UPI
 * app. The adapter is driven directly: the autopay module that calls it is not part of this file.
 */

const HOUR = 3_600_000;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

let now: Date;
let razorpay: RazorpayStandIn;
let adapter: RazorpayPaymentProvider;

beforeEach(async () => {
  now = new Date('2026-12-01T04:30:00Z');
  razorpay = await RazorpayStandIn.start(() => now);
  const settings = loadConfig(razorpay.env()).razorpay;
  if (!settings) throw new Error('no Razorpay settings');
  // Razorpay's calls wait 300 ms here, so that a lost answer is over quickly.
  adapter = new RazorpayPaymentProvider(settings, 300);
});
afterEach(() => razorpay.close());

const ask = (over: Partial<MandateAsk> = {}): MandateAsk => ({
  reference: 'mnd_7Hq2xK9pLm4n',
  market: 'IN',
  maxAmount: 1_500_000,
  endsAt: new Date('2027-12-01T00:00:00Z'),
  bank: null,
  card: null,
  description: 'Tenora loan TL-1042',
  returnUrl: 'https://tenora.example/autopay',
  payer: {
    name: 'Asha Verma',
    phone: '+919812345678',
    email: 'asha@example.com',
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0',
  },
  ...over,
});

/** A mandate set up at Razorpay, as the autopay module would keep it (no token yet). */
async function setUp(over: Partial<MandateAsk> = {}): Promise<MandateRef> {
  const asked = ask(over);
  const made = await adapter.setUpMandate(asked);
  if (!made.ok) throw new Error('the mandate was not set up');
  return {
    reference: asked.reference,
    market: 'IN',
    providerId: made.providerId,
    customerId: made.customerId,
    tokenId: made.tokenId,
  };
}

/** A mandate the borrower approved in their UPI app, its token kept. */
async function activeMandate(): Promise<MandateRef> {
  const mandate = await setUp();
  const { tokenId } = razorpay.approveMandate(mandate.reference, 'asha@okaxis');
  return { ...mandate, tokenId };
}

const debit = (mandate: MandateRef, over: Partial<DebitAsk> = {}): DebitAsk => ({
  reference: 'adb_TL1042_2',
  market: 'IN',
  amount: 250_000,
  mandate,
  debitAt: new Date(now.getTime() + 26 * HOUR),
  description: 'Tenora loan TL-1042, instalment 2 of 3',
  idempotencyKey: 'debit-adb_TL1042_2',
  payer: { phone: '+919812345678', email: 'asha@example.com' },
  ...over,
});

/** A debit noticed, its notice delivered, and its time come. */
async function noticed(mandate: MandateRef, over: Partial<DebitAsk> = {}) {
  const ask = debit(mandate, over);
  const notice = await adapter.noticeDebit(ask);
  if (!notice.ok || !notice.providerId) throw new Error('the debit was not noticed');
  razorpay.notice(notice.providerId, 'delivered');
  now = new Date(ask.debitAt.getTime() + 60_000);
  return { ...ask, providerId: notice.providerId };
}

const events = (d: Delivery): ProviderEvent[] | null => {
  const reading: WebhookReading = adapter.readWebhook(d.raw, d.headers);
  if (!reading.verified) throw new Error('the delivery was not verified');
  return reading.events;
};
const entityOf = (d: Delivery, key: string) =>
  (JSON.parse(d.raw) as { payload: Record<string, { entity: Record<string, unknown> }> }).payload[
    key
  ]?.entity ?? {};
const occurredAt = () => new Date(unix(now) * 1000).toISOString();
const charges = () => razorpay.callsTo('/v1/payments/create/recurring');

/**
 * Every field sent is one the published example sends, or one `documented` on its page; and
 * every field of the example that is not `optional` is sent.
 */
function likeExample(
  sent: Record<string, unknown> | undefined,
  example: string,
  { documented = [], optional = [] }: { documented?: string[]; optional?: string[] } = {},
) {
  const published = Object.keys(razorpayExample(example).request?.body ?? {});
  const keys = Object.keys(sent ?? {});
  expect(keys.filter((k) => !published.includes(k) && !documented.includes(k))).toEqual([]);
  expect(published.filter((k) => !keys.includes(k) && !optional.includes(k))).toEqual([]);
}

describe('UPI AutoPay through Razorpay (its stand-in)', () => {
  it('offers UPI AutoPay in India only', () => {
    expect(adapter.autopay).toEqual({ IN: 'upi_autopay' });
  });

  it('sets up a mandate as Razorpay’s examples do, and answers the upi://mandate link', async () => {
    const asked = ask();
    const made = await adapter.setUpMandate(asked);
    expect(made).toEqual({
      ok: true,
      next: { kind: 'url', url: expect.stringMatching(/^upi:\/\/mandate\?/) },
      providerId: expect.stringMatching(/^order_/),
      customerId: expect.stringMatching(/^cust_/),
      tokenId: null,
    });
    if (!made.ok || made.next.kind !== 'url') return;
    expect(razorpay.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/orders',
      'POST /v1/payments/create/upi',
    ]);
    const [customer, order, auth] = razorpay.calls.map((c) => c.body);

    expect(customer).toEqual({
      name: 'Asha Verma',
      contact: '+919812345678',
      email: 'asha@example.com',
      fail_existing: '0',
    });
    likeExample(customer, 'autopay-upi-customer-create', { optional: ['notes'] });

    expect(order).toEqual({
      amount: 100,
      currency: 'INR',
      customer_id: made.customerId,
      method: 'upi',
      receipt: asked.reference,
      notes: { mandate: asked.reference },
      token: {
        max_amount: 1_500_000,
        expire_at: unix(asked.endsAt),
        frequency: 'as_presented',
      },
    });
    likeExample(order, 'autopay-upi-order-create-auth');
    // A mandate presented as each instalment falls due has no fixed day in a cycle.
    const publishedToken = razorpayExample('autopay-upi-order-create-auth').request?.body
      ?.token as Record<string, unknown>;
    expect(Object.keys(order?.token as object)).toEqual(
      Object.keys(publishedToken).filter((k) => !k.startsWith('recurring_')),
    );

    expect(auth).toEqual({
      amount: 100,
      currency: 'INR',
      order_id: made.providerId,
      customer_id: made.customerId,
      recurring: '1',
      method: 'upi',
      upi: { flow: 'intent' },
      contact: '+919812345678',
      email: 'asha@example.com',
      ip: '203.0.113.9',
      user_agent: 'Mozilla/5.0',
      description: 'Tenora loan TL-1042',
      notes: { mandate: asked.reference },
    });
    // The payer's fields are the server-to-server UPI page's.
    likeExample(auth, 'autopay-upi-auth-payment-s2s-intent', {
      documented: Object.keys(razorpayExample('upi-s2s-intent').request?.body ?? {}),
    });
    // The link is the one Razorpay answered: a mandate for at most the maximum, not a payment.
    const link = new URL(made.next.url);
    expect(link.searchParams.get('txnType')).toBe('CREATE');
    expect(link.searchParams.get('am')).toBe('15000.00');

    // Without an e-mail, an address or a browser, none is sent.
    const bare = await adapter.setUpMandate(
      ask({ reference: 'mnd_second00001', payer: { name: 'Ravi Rao', phone: '+919800000001' } }),
    );
    expect(bare.ok).toBe(true);
    const [bareCustomer, , bareAuth] = razorpay.calls.slice(3).map((c) => c.body);
    expect(bareCustomer).toEqual({
      name: 'Ravi Rao',
      contact: '+919800000001',
      fail_existing: '0',
    });
    expect(Object.keys(bareAuth ?? {})).not.toContain('email');
    expect(Object.keys(bareAuth ?? {})).not.toContain('ip');
    expect(Object.keys(bareAuth ?? {})).not.toContain('user_agent');
  });

  it('answers ok: false when Razorpay sets nothing up: no answer, a refusal, or a link that takes money', async () => {
    razorpay.stallNext();
    expect(await adapter.setUpMandate(ask())).toEqual({ ok: false });

    razorpay.answerNextTo('/v1/orders', {
      status: 503,
      body: { error: { code: 'SERVER_ERROR', description: 'down' } },
    });
    expect(await adapter.setUpMandate(ask())).toEqual({ ok: false });

    // Razorpay refuses a maximum under ₹1.
    expect(await adapter.setUpMandate(ask({ maxAmount: 50 }))).toEqual({ ok: false });
    expect(razorpay.callsTo('/v1/payments/create/upi')).toHaveLength(0);

    razorpay.answerNextTo('/v1/payments/create/upi', {
      status: 200,
      body: { razorpay_payment_id: 'pay_X', link: 'upi://pay?pa=someone@bank&am=1.00&cu=INR' },
    });
    expect(await adapter.setUpMandate(ask())).toEqual({ ok: false });
    // And a working one still answers.
    expect((await adapter.setUpMandate(ask())).ok).toBe(true);
  });

  it('says approving until the borrower approves in their UPI app, then active with their UPI id', async () => {
    const mandate = await setUp();
    expect(await adapter.mandateStatus(mandate)).toEqual({ status: 'approving' });
    expect(razorpay.callsTo(`/v1/orders/${mandate.providerId}/payments`)).toHaveLength(1);
    // No code to type: a UPI mandate is approved with the PIN in the UPI app.
    expect(await adapter.confirmMandate(mandate, '123456')).toBe('unknown');

    const { tokenId } = razorpay.approveMandate(mandate.reference, 'asha@okaxis');
    // The token is found on the authorisation order's payment (the dummy one), then in the
    // customer's tokens.
    expect(await adapter.mandateStatus(mandate)).toEqual({
      status: 'active',
      tokenId,
      account: 'asha@okaxis',
    });
    expect(razorpay.callsTo(`/v1/customers/${mandate.customerId}/tokens`)).toHaveLength(1);

    // Once the token is kept, the customer's tokens alone are read.
    const reads = razorpay.callsTo('/v1/orders/').length;
    expect(await adapter.mandateStatus({ ...mandate, tokenId })).toMatchObject({
      status: 'active',
    });
    expect(razorpay.callsTo('/v1/orders/')).toHaveLength(reads);

    razorpay.mandateChanged(tokenId, 'paused');
    expect(await adapter.mandateStatus({ ...mandate, tokenId })).toMatchObject({
      status: 'paused',
      account: 'asha@okaxis',
    });

    // A token Razorpay no longer lists is not known to be ended.
    razorpay.unlistToken(tokenId);
    expect(await adapter.mandateStatus({ ...mandate, tokenId })).toBe('unknown');
    razorpay.stallNext();
    expect(await adapter.mandateStatus(mandate)).toBe('unknown');
  });

  it('says refused once the borrower declines it, by the payment or by the token', async () => {
    const mandate = await setUp();
    const { tokenId } = razorpay.declineMandate(mandate.reference, 'Rejected by bank');
    // The authorisation payment failed for real: refused, in its words.
    expect(await adapter.mandateStatus(mandate)).toEqual({
      status: 'refused',
      tokenId,
      reason: 'Payment failed',
    });
    // The token says so too, in its own.
    expect(await adapter.mandateStatus({ ...mandate, tokenId })).toEqual({
      status: 'refused',
      tokenId,
      account: 'gaurav.kumar@upi',
      reason: 'Rejected by bank',
    });
    // Unlisted, the failed authorisation still says it.
    razorpay.unlistToken(tokenId);
    expect(await adapter.mandateStatus({ ...mandate, tokenId })).toMatchObject({
      status: 'refused',
    });
  });

  it('maps the mandate’s webhooks: token.confirmed and the dummy authorisation payment are active', async () => {
    const mandate = await setUp();
    const approved = razorpay.approveMandate(mandate.reference, 'asha@okaxis');
    expect(events(approved.token)).toEqual([
      {
        eventId: `token.confirmed:${approved.tokenId}:${unix(now)}`,
        type: 'mandate.active',
        reference: approved.tokenId,
        providerObjectId: approved.tokenId,
        account: 'asha@okaxis',
        amount: 0,
        occurredAt: occurredAt(),
      },
    ]);
    // Razorpay's "failed" registration payment: a dummy, nothing taken, the mandate stands.
    const auth = entityOf(approved.payment, 'payment');
    expect(auth).toMatchObject({ status: 'failed', error_reason: 'upi_dummy_payment' });
    expect(events(approved.payment)).toEqual([
      {
        eventId: `payment.failed:${String(auth.id)}`,
        type: 'mandate.active',
        reference: mandate.reference,
        providerObjectId: approved.tokenId,
        account: 'asha@okaxis',
        amount: 0,
        occurredAt: occurredAt(),
      },
    ]);
    // The published samples themselves: token.confirmed, and an authorisation authorised.
    const sample = razorpayExample('autopay-webhook-token-confirmed-upi').payload ?? {};
    expect(events(razorpay.signed(sample))).toMatchObject([
      {
        type: 'mandate.active',
        reference: 'token_FHhm0XTtJg9zqb',
        account: 'gaurav.kumar@upi',
      },
    ]);
    const authorized = structuredClone(
      razorpayExample('autopay-webhook-payment-authorized-upi').payload ?? {},
    );
    (
      authorized as { payload: { payment: { entity: { notes: unknown } } } }
    ).payload.payment.entity.notes = { mandate: mandate.reference };
    expect(events(razorpay.signed(authorized))).toMatchObject([
      {
        type: 'mandate.active',
        reference: mandate.reference,
        providerObjectId: 'token_FHhm0XTtJg9zqb',
      },
    ]);
    // Were the authorisation order paid, it is the mandate's, never money for a loan.
    const paid = structuredClone(razorpayExample('webhook-order-paid').payload ?? {});
    const entities = (paid as { payload: Record<string, { entity: Record<string, unknown> }> })
      .payload;
    Object.assign(entities.order?.entity ?? {}, {
      receipt: mandate.reference,
      notes: { mandate: mandate.reference },
    });
    Object.assign(entities.payment?.entity ?? {}, {
      token_id: approved.tokenId,
      notes: { mandate: mandate.reference },
    });
    expect(events(razorpay.signed(paid))).toMatchObject([
      { type: 'mandate.active', reference: mandate.reference, amount: 0 },
    ]);
  });

  it('maps a decline, a pause and a cancel in the UPI app; refuses a forged webhook', async () => {
    const mandate = await setUp();
    const declined = razorpay.declineMandate(mandate.reference, 'Rejected by bank');
    expect(events(declined.token)).toEqual([
      {
        eventId: `token.rejected:${declined.tokenId}:${unix(now)}`,
        type: 'mandate.refused',
        reference: declined.tokenId,
        providerObjectId: declined.tokenId,
        account: 'gaurav.kumar@upi',
        reason: 'Rejected by bank',
        amount: 0,
        occurredAt: occurredAt(),
      },
    ]);
    expect(events(declined.payment)).toMatchObject([
      {
        type: 'mandate.refused',
        reference: mandate.reference,
        providerObjectId: declined.tokenId,
        reason: 'Payment failed',
      },
    ]);

    const other = await setUp({ reference: 'mnd_other000001' });
    const { tokenId } = razorpay.approveMandate(other.reference, 'asha@okaxis');
    const paused = razorpay.mandateChanged(tokenId, 'paused');
    const [pause] = events(paused) ?? [];
    expect(pause).toMatchObject({
      type: 'mandate.paused',
      reference: tokenId,
      providerObjectId: tokenId,
      account: 'asha@okaxis',
      amount: 0,
    });
    // Delivered again, the same event; paused again another day, another.
    expect(events(paused)?.[0]?.eventId).toBe(pause?.eventId);
    now = new Date(now.getTime() + 24 * HOUR);
    expect(events(razorpay.mandateChanged(tokenId, 'paused'))?.[0]?.eventId).not.toBe(
      pause?.eventId,
    );
    expect(events(razorpay.mandateChanged(tokenId, 'cancelled'))).toMatchObject([
      { type: 'mandate.cancelled', reference: tokenId, providerObjectId: tokenId },
    ]);

    const genuine = razorpay.approveMandate(
      (await setUp({ reference: 'mnd_third000001' })).reference,
    ).token;
    const forged = razorpay.signed(JSON.parse(genuine.raw), 'not-the-webhook-secret-at-all');
    const altered = { ...genuine, raw: genuine.raw.replace('"confirmed"', '"cancelled"') };
    expect(altered.raw).not.toBe(genuine.raw);
    for (const d of [forged, altered])
      expect(adapter.readWebhook(d.raw, d.headers)).toEqual({ verified: false });
  });

  it('notices a debit by an order carrying its notification, and presents it once the notice is delivered, once', async () => {
    const mandate = await activeMandate();
    const ask = debit(mandate);
    const notice = await adapter.noticeDebit(ask);
    expect(notice).toEqual({ ok: true, providerId: expect.stringMatching(/^order_/) });
    if (!notice.ok || !notice.providerId) return;
    const orderId = notice.providerId;
    const order = razorpay.callsTo('/v1/orders').at(-1)?.body;
    expect(order).toEqual({
      amount: 250_000,
      currency: 'INR',
      receipt: ask.reference,
      payment_capture: true,
      notes: { reference: ask.reference },
      notification: { token_id: mandate.tokenId, payment_after: unix(ask.debitAt) },
    });
    likeExample(order, 'autopay-upi-order-create-subsequent');
    expect(typeof order?.payment_capture).toBe(
      typeof razorpayExample('autopay-upi-order-create-subsequent').request?.body?.payment_capture,
    );

    const present = { ...ask, providerId: orderId };
    // Not yet delivered: nothing is presented.
    expect(await adapter.presentDebit(present)).toEqual({
      status: 'pending',
      providerPaymentId: null,
    });
    expect(charges()).toHaveLength(0);

    // The notice's webhook is answered and left: presenting reads the order itself.
    expect(events(razorpay.notice(orderId, 'delivered'))).toEqual([]);
    now = new Date(ask.debitAt.getTime() + 60_000);
    const presented = await adapter.presentDebit(present);
    expect(presented).toEqual({
      status: 'pending',
      providerPaymentId: expect.stringMatching(/^pay_/),
    });
    if (presented.status !== 'pending' || !presented.providerPaymentId) return;
    const paymentId = presented.providerPaymentId;
    expect(charges()).toHaveLength(1);
    const charge = charges()[0]?.body;
    expect(charge).toEqual({
      email: 'asha@example.com',
      contact: '+919812345678',
      amount: 250_000,
      currency: 'INR',
      order_id: orderId,
      customer_id: mandate.customerId,
      token: mandate.tokenId,
      recurring: true,
      description: ask.description,
      notes: { reference: ask.reference },
    });
    likeExample(charge, 'autopay-upi-payment-create-recurring');

    // Presented again (a retry, another worker): the same payment, no second charge.
    expect(await adapter.presentDebit(present)).toEqual(presented);
    expect(charges()).toHaveLength(1);
    expect(await adapter.debitStatus({ ...present, providerPaymentId: null })).toEqual({
      status: 'pending',
      providerPaymentId: paymentId,
    });

    const paid = razorpay.debitFinished(orderId, 'captured');
    expect(events(paid)).toEqual([
      {
        eventId: `order.paid:${paymentId}`,
        type: 'payment.succeeded',
        reference: ask.reference,
        amount: 250_000,
        method: 'upi',
        providerPaymentId: paymentId,
        occurredAt: occurredAt(),
      },
    ]);
    expect(await adapter.debitStatus({ ...present, providerPaymentId: paymentId })).toEqual({
      status: 'taken',
      providerPaymentId: paymentId,
    });
    expect(await adapter.presentDebit(present)).toEqual({
      status: 'taken',
      providerPaymentId: paymentId,
    });
    expect(charges()).toHaveLength(1);
  });

  it('never debits without a delivered notice: a failed notice fails the debit', async () => {
    const mandate = await activeMandate();
    const ask = debit(mandate);
    const notice = await adapter.noticeDebit(ask);
    if (!notice.ok || !notice.providerId) throw new Error('not noticed');
    expect(events(razorpay.notice(notice.providerId, 'failed'))).toEqual([]);
    now = new Date(ask.debitAt.getTime() + 60_000);
    expect(await adapter.presentDebit({ ...ask, providerId: notice.providerId })).toEqual({
      status: 'failed',
      failureCode: 'notice_failed',
      failureMessage: expect.stringContaining('pre-debit notice'),
    });
    expect(charges()).toHaveLength(0);
    // A mandate without a token has nothing to notice: nothing is asked of Razorpay.
    const orders = razorpay.callsTo('/v1/orders').length;
    expect(await adapter.noticeDebit(debit({ ...mandate, tokenId: null }))).toEqual({ ok: false });
    expect(razorpay.callsTo('/v1/orders')).toHaveLength(orders);
  });

  it('answers Razorpay’s refusal with its code and words, and a charge not answered as pending, made once when asked again', async () => {
    const mandate = await activeMandate();
    // More than the mandate's maximum (₹15,000): the page's failure response.
    const over = await noticed(mandate, { reference: 'adb_over', amount: 2_000_000 });
    expect(await adapter.presentDebit(over)).toEqual({
      status: 'failed',
      failureCode: 'BAD_REQUEST_ERROR',
      failureMessage: 'Amount exceeds maximum amount allowed',
    });

    // Razorpay made the payment, and its answer was lost.
    const lost = await noticed(mandate, { reference: 'adb_lost' });
    razorpay.answerNextTo('/v1/payments/create/recurring', 'lost');
    expect(await adapter.presentDebit(lost)).toEqual({
      status: 'pending',
      providerPaymentId: null,
    });
    const made = [...razorpay.autopayPayments.values()].filter(
      (p) => p.order_id === lost.providerId,
    );
    expect(made).toHaveLength(1);
    const before = charges().length;
    // Asked again: the order's payment is the debit; nothing is charged twice.
    expect(await adapter.presentDebit(lost)).toEqual({
      status: 'pending',
      providerPaymentId: made[0]?.id,
    });
    expect(charges()).toHaveLength(before);

    // Razorpay down: nothing made, and the next try makes it.
    const down = await noticed(mandate, { reference: 'adb_down' });
    razorpay.answerNextTo('/v1/payments/create/recurring', {
      status: 503,
      body: { error: { code: 'SERVER_ERROR', description: 'down' } },
    });
    expect(await adapter.presentDebit(down)).toEqual({
      status: 'pending',
      providerPaymentId: null,
    });
    expect(await adapter.presentDebit(down)).toEqual({
      status: 'pending',
      providerPaymentId: expect.stringMatching(/^pay_/),
    });
    expect(
      [...razorpay.autopayPayments.values()].filter((p) => p.order_id === down.providerId),
    ).toHaveLength(1);

    // The order unread: nothing is charged blind.
    const unread = await noticed(mandate, { reference: 'adb_unread' });
    razorpay.stallNext();
    const charged = charges().length;
    expect(await adapter.presentDebit(unread)).toEqual({
      status: 'pending',
      providerPaymentId: null,
    });
    expect(charges()).toHaveLength(charged);
  });

  it('tells a failed debit by payment.failed on our reference and by its status; a paused mandate is not debited', async () => {
    const mandate = await activeMandate();
    const ask = await noticed(mandate);
    const presented = await adapter.presentDebit(ask);
    if (presented.status !== 'pending' || !presented.providerPaymentId) throw new Error('no debit');
    const failed = razorpay.debitFinished(ask.providerId, 'failed', {
      reason: 'insufficient_funds',
      description: 'Payment failed',
    });
    expect(events(failed)).toEqual([
      {
        eventId: `payment.failed:${presented.providerPaymentId}`,
        type: 'payment.failed',
        reference: ask.reference,
        amount: 250_000,
        method: 'upi',
        providerPaymentId: presented.providerPaymentId,
        reason: 'Payment failed',
        occurredAt: occurredAt(),
      },
    ]);
    const why = {
      status: 'failed',
      failureCode: 'insufficient_funds',
      failureMessage: 'Payment failed',
    };
    expect(await adapter.debitStatus({ ...ask, providerPaymentId: null })).toEqual(why);
    // Presented again, the failure stands: Razorpay retries nothing, and neither do we here.
    expect(await adapter.presentDebit(ask)).toEqual(why);
    expect(charges()).toHaveLength(1);

    // A UPI intent payment's failure (no token) is still left: its order can be paid again.
    const intent = structuredClone(razorpayExample('webhook-payment-failed').payload ?? {});
    (
      intent as { payload: { payment: { entity: { notes: unknown } } } }
    ).payload.payment.entity.notes = { reference: ask.reference };
    expect(events(razorpay.signed(intent))).toEqual([]);

    razorpay.stallNext();
    expect(await adapter.debitStatus({ ...ask, providerPaymentId: null })).toBe('unknown');

    // The borrower paused the mandate in their UPI app: Razorpay refuses the debit.
    if (!mandate.tokenId) throw new Error('no token');
    razorpay.mandateChanged(mandate.tokenId, 'paused');
    const next = await noticed(mandate, { reference: 'adb_TL1042_3' });
    expect(await adapter.presentDebit(next)).toMatchObject({
      status: 'failed',
      failureCode: 'BAD_REQUEST_ERROR',
    });
  });

  it('cancels a mandate by Razorpay’s token cancel; one with no token, or already ended, counts as cancelled', async () => {
    const mandate = await activeMandate();
    const calls = razorpay.calls.length;
    expect(await adapter.cancelMandate({ ...mandate, tokenId: null })).toEqual({ ok: true });
    expect(razorpay.calls).toHaveLength(calls);

    razorpay.answerNext({
      status: 503,
      body: { error: { code: 'SERVER_ERROR', description: 'down' } },
    });
    expect(await adapter.cancelMandate(mandate)).toEqual({ ok: false });

    expect(await adapter.cancelMandate(mandate)).toEqual({ ok: true });
    const cancel = razorpay.calls.at(-1);
    expect(`${cancel?.method} ${cancel?.path}`).toBe(
      `PUT /v1/customers/${mandate.customerId}/tokens/${mandate.tokenId}/cancel`,
    );
    if (!mandate.tokenId) return;
    // NPCI ends it: token.cancelled, and the token says so.
    expect(events(razorpay.mandateChanged(mandate.tokenId, 'cancelled'))).toMatchObject([
      { type: 'mandate.cancelled', reference: mandate.tokenId },
    ]);
    expect(await adapter.mandateStatus(mandate)).toMatchObject({ status: 'cancelled' });
    // Asked again: Razorpay refuses a token already cancelled, which is what was asked.
    expect(await adapter.cancelMandate(mandate)).toEqual({ ok: true });
    // Its words are enough once the token is no longer listed.
    razorpay.unlistToken(mandate.tokenId);
    expect(await adapter.cancelMandate(mandate)).toEqual({ ok: true });

    // A declined mandate's token was never in force: ended, by the token list's word.
    const declined = await setUp({ reference: 'mnd_declined001' });
    const { tokenId } = razorpay.declineMandate(declined.reference);
    expect(await adapter.cancelMandate({ ...declined, tokenId })).toEqual({ ok: true });
    expect(razorpay.callsTo(`/v1/customers/${declined.customerId}/tokens`).at(-1)?.method).toBe(
      'GET',
    );
  });
});
