import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XenditPaymentProvider } from '../src/platform/payments-xendit.ts';
import type { DebitAsk, MandateAsk, MandateRef, ProviderEvent } from '../src/platform/payments.ts';
import { LINK_OTP, XenditStandIn } from './stand-ins/xendit.ts';

// Autopay through Xendit's direct debit, the adapter against its stand-in (no network): the
// autopay module that drives it is written elsewhere, so the adapter is called directly here.

const NOW = new Date('2026-03-02T03:00:00.000Z');
const CALLBACK_URL = 'https://tenora.example/pay/webhooks/xendit';

let xendit: XenditStandIn;
let adapter: XenditPaymentProvider;

beforeEach(async () => {
  xendit = await XenditStandIn.start(() => NOW);
  adapter = new XenditPaymentProvider(
    {
      apiUrl: xendit.url,
      secretKey: XenditStandIn.SECRET_KEY,
      callbackToken: XenditStandIn.CALLBACK_TOKEN,
    },
    { now: () => NOW },
    300,
    CALLBACK_URL,
  );
});
afterEach(() => xendit.close());

const ask = (changes: Partial<MandateAsk> = {}): MandateAsk => ({
  reference: 'mnd_0000000001',
  market: 'ID',
  maxAmount: 2_000_000_00,
  endsAt: new Date('2026-06-01T00:00:00.000Z'),
  bank: 'BRI',
  card: { lastFour: '8888', expiry: '06/29' },
  description: 'Tenora pinjaman 1001',
  returnUrl: 'https://tenora.example/autopay',
  payer: { name: 'Siti Rahayu', phone: '+6281234567890', email: 'siti@example.co.id' },
  ...changes,
});

/** A mandate as set up, before its code. */
async function setUp(changes: Partial<MandateAsk> = {}): Promise<MandateRef> {
  const set = await adapter.setUpMandate(ask(changes));
  if (!set.ok) throw new Error('not set up');
  return { reference: ask(changes).reference, market: 'ID', ...set };
}

/** A mandate linked: set up, and the right code typed. */
async function linked(): Promise<MandateRef> {
  const mandate = await setUp();
  const state = await adapter.confirmMandate(mandate, LINK_OTP);
  if (state === 'unknown' || state.status !== 'active') throw new Error('not linked');
  return { ...mandate, tokenId: state.tokenId ?? null };
}

const debit = (
  mandate: MandateRef,
  changes: Partial<DebitAsk> = {},
): DebitAsk & { providerId: null } => ({
  reference: 'pay_dd_0000000001',
  market: 'ID',
  amount: 150_000_00,
  mandate,
  debitAt: NOW,
  description: 'Cicilan 1 pinjaman 1001',
  idempotencyKey: 'debit-pay_dd_0000000001',
  payer: { phone: '+6281234567890' },
  providerId: null,
  ...changes,
});

const read = (c: { raw: string; headers: Record<string, string> }) =>
  adapter.readWebhook(c.raw, c.headers);
const eventOf = (c: { raw: string; headers: Record<string, string> }): ProviderEvent => {
  const reading = read(c);
  if (!reading.verified || reading.events?.length !== 1 || !reading.events[0])
    throw new Error(`no event: ${JSON.stringify(reading)}`);
  return reading.events[0];
};

describe('linking a BRI debit card for direct debit', () => {
  it('offers direct debit in Indonesia, from BRI only', () => {
    expect(adapter.autopay).toEqual({ ID: 'direct_debit' });
    expect(adapter.autopayBanks).toEqual(['BRI']);
  });

  it('makes the customer and the link as documented, takes the right code after a wrong one, and makes the card’s account the payment method', async () => {
    const set = await adapter.setUpMandate(ask());
    const customer = [...xendit.customers.values()][0];
    expect(set).toEqual({
      ok: true,
      next: { kind: 'otp' },
      providerId: expect.stringMatching(/^lat-/),
      customerId: customer?.id,
      tokenId: null,
    });
    const [made, ...moreCustomers] = xendit.callsTo('/customers');
    expect(moreCustomers).toEqual([]);
    expect(made?.method).toBe('POST');
    expect(made?.headers['api-version']).toBe('2020-05-19');
    expect(made?.body).toEqual({
      reference_id: 'mnd_0000000001',
      given_names: 'Siti Rahayu',
      mobile_number: '+6281234567890',
      email: 'siti@example.co.id',
    });
    expect(xendit.callsTo('/linked_account_tokens/auth').map((c) => c.body)).toEqual([
      {
        customer_id: customer?.id,
        channel_code: 'DC_BRI',
        properties: {
          account_mobile_number: '+6281234567890',
          card_last_four: '8888',
          card_expiry: '06/29',
          account_email: 'siti@example.co.id',
        },
      },
    ]);
    if (!set.ok) return;
    const mandate: MandateRef = { reference: 'mnd_0000000001', market: 'ID', ...set };
    expect(await adapter.mandateStatus(mandate)).toEqual({ status: 'approving' });

    // A wrong code: Xendit's words, and the borrower types it again.
    expect(await adapter.confirmMandate(mandate, '123456')).toEqual({
      status: 'approving',
      reason: 'The OTP provided is invalid.',
    });
    // Nothing more is asked on a wrong code: no account read, no payment method.
    expect(xendit.callsTo(`/linked_account_tokens/${set.providerId}/accounts`)).toEqual([]);
    expect(xendit.callsTo('/payment_methods')).toEqual([]);
    const state = await adapter.confirmMandate(mandate, ` ${LINK_OTP} `);
    expect(xendit.callsTo(`/linked_account_tokens/${set.providerId}/validate_otp`)).toHaveLength(2);
    expect(
      xendit.callsTo(`/linked_account_tokens/${set.providerId}/validate_otp`)[1]?.body,
    ).toEqual({ otp_code: LINK_OTP });
    const account = xendit.linkTokens.get(String(set.providerId))?.account;
    expect(account?.id).toMatch(/^la-/);
    const created = xendit.calls.filter(
      (c) => c.method === 'POST' && c.path === '/payment_methods',
    );
    expect(created.map((c) => c.body)).toEqual([
      { customer_id: customer?.id, type: 'DEBIT_CARD', properties: { id: account?.id } },
    ]);
    const [method] = xendit.paymentMethods.values();
    expect(state).toEqual({
      status: 'active',
      tokenId: method?.id,
      account: 'BRI •••• 8888',
      reason: null,
    });
    expect(method?.id).toMatch(/^pm-/);
    expect(await adapter.mandateStatus({ ...mandate, tokenId: String(method?.id) })).toEqual({
      status: 'active',
      tokenId: method?.id,
      account: 'BRI •••• 8888',
    });

    // Asked again (its answer lost): the same payment method, not a second one.
    expect(await adapter.confirmMandate(mandate, LINK_OTP)).toEqual(state);
    expect(xendit.paymentMethods.size).toBe(1);
  });

  it('refuses a bank, a card or a phone it cannot link without asking Xendit, and a link Xendit refuses', async () => {
    for (const wrong of [
      { bank: 'BCA' },
      { bank: null },
      { card: null },
      { card: { lastFour: '88', expiry: '06/29' } },
      { card: { lastFour: '8888', expiry: '2029-06' } },
      { market: 'IN' as const },
      { payer: { name: 'Siti Rahayu', phone: '+15551234567' } },
      { payer: { name: '  ', phone: '+6281234567890' } },
    ])
      expect(await adapter.setUpMandate(ask(wrong)), JSON.stringify(wrong)).toEqual({ ok: false });
    expect(xendit.calls).toEqual([]);
    // Xendit's test card 0011: BRI could not text its code.
    expect(
      await adapter.setUpMandate(ask({ card: { lastFour: '0011', expiry: '06/29' } })),
    ).toEqual({ ok: false });
    expect(xendit.callsTo('/linked_account_tokens/auth')).toHaveLength(1);
  });

  it('sends the phone as Xendit links by it (+628…), and no e-mail the borrower did not give', async () => {
    await setUp({ reference: 'mnd_0000000002', payer: { name: 'Budi', phone: '0812-3456-7890' } });
    expect(xendit.callsTo('/customers')[0]?.body).toEqual({
      reference_id: 'mnd_0000000002',
      given_names: 'Budi',
      mobile_number: '+6281234567890',
    });
    expect(xendit.callsTo('/linked_account_tokens/auth')[0]?.body.properties).toEqual({
      account_mobile_number: '+6281234567890',
      card_last_four: '8888',
      card_expiry: '06/29',
    });
  });

  it('finds the customer made by an earlier try of the same mandate, rather than a second', async () => {
    const first = await setUp();
    const again = await adapter.setUpMandate(ask());
    expect(again).toMatchObject({ ok: true, customerId: first.customerId });
    expect(xendit.customers.size).toBe(1);
    expect(xendit.callsTo('/customers').filter((c) => c.method === 'POST')).toHaveLength(2);
    const [lookUp, ...more] = xendit.callsTo('/customers?reference_id=mnd_0000000001');
    expect(more).toEqual([]);
    expect(lookUp?.headers['api-version']).toBe('2020-05-19');
    expect(xendit.linkTokens.size).toBe(2);
  });

  it('ends the link on an expired code or too many tries, and says unknown when Xendit does not answer', async () => {
    const mandate = await setUp();
    xendit.answerNextOf('POST', {
      status: 400,
      body: { error_code: 'EXPIRED_OTP_ERROR', message: 'OTP has expired' },
    });
    expect(await adapter.confirmMandate(mandate, '111111')).toEqual({
      status: 'refused',
      reason: 'OTP has expired',
    });
    xendit.answerNextOf('POST', {
      status: 400,
      body: { error_code: 'MAX_OTP_ATTEMPTS_ERROR', message: 'Too many attempts' },
    });
    expect(await adapter.confirmMandate(mandate, '111111')).toEqual({
      status: 'refused',
      reason: 'Too many attempts',
    });
    xendit.answerNextOf('POST', { status: 503, body: { error_code: 'SERVER_ERROR' } });
    expect(await adapter.confirmMandate(mandate, LINK_OTP)).toBe('unknown');
    expect(xendit.paymentMethods.size).toBe(0);
    expect(await adapter.confirmMandate({ ...mandate, providerId: null }, LINK_OTP)).toMatchObject({
      status: 'refused',
    });
    xendit.answerNextOf('GET', { status: 500, body: {} });
    expect(await adapter.mandateStatus({ ...mandate, tokenId: 'pm-x' })).toBe('unknown');
  });

  it('cancels by unbinding the linked account token, and a second cancel is still done', async () => {
    const mandate = await linked();
    expect(await adapter.cancelMandate(mandate)).toEqual({ ok: true });
    const [unbind, ...more] = xendit.calls.filter((c) => c.method === 'DELETE');
    expect(more).toEqual([]);
    expect(unbind?.path).toBe(`/linked_account_tokens/${mandate.providerId}`);
    expect(xendit.linkTokens.get(String(mandate.providerId))?.deleted).toBe(true);
    expect(await adapter.mandateStatus(mandate)).toMatchObject({ status: 'cancelled' });
    // Xendit no longer knows it (404 DATA_NOT_FOUND_ERROR): already ended.
    expect(await adapter.cancelMandate(mandate)).toEqual({ ok: true });
    expect(xendit.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
    const calls = xendit.calls.length;
    expect(await adapter.cancelMandate({ ...mandate, providerId: null })).toEqual({ ok: true });
    expect(xendit.calls).toHaveLength(calls);
  });

  it('asks a cancel again when Xendit does not take it', async () => {
    const mandate = await linked();
    xendit.answerNextOf('DELETE', { status: 503, body: { error_code: 'SERVER_ERROR' } });
    expect(await adapter.cancelMandate(mandate)).toEqual({ ok: false });
    expect(xendit.linkTokens.get(String(mandate.providerId))?.deleted).toBe(false);
    expect(await adapter.mandateStatus(mandate)).toMatchObject({ status: 'active' });
  });
});

describe('direct debits on a linked card', () => {
  it('sends no notice of its own: our SMS is the notice', async () => {
    const mandate = await linked();
    const calls = xendit.calls.length;
    expect(await adapter.noticeDebit(debit(mandate))).toEqual({ ok: true, providerId: null });
    expect(xendit.calls).toHaveLength(calls);
  });

  it('presents a debit in whole rupiah under our key, once at Xendit however often it is sent, and reads it taken', async () => {
    const mandate = await linked();
    const first = await adapter.presentDebit(debit(mandate));
    const made = xendit.debitOf('pay_dd_0000000001');
    expect(first).toEqual({ status: 'pending', providerPaymentId: made?.id });
    expect(made?.id).toMatch(/^ddpy-/);
    const [call] = xendit.callsTo('/direct_debits');
    expect(call?.headers['idempotency-key']).toBe('debit-pay_dd_0000000001');
    expect(call?.body).toEqual({
      reference_id: 'pay_dd_0000000001',
      payment_method_id: mandate.tokenId,
      currency: 'IDR',
      // Xendit speaks whole rupiah; we keep sen.
      amount: 150_000,
      callback_url: CALLBACK_URL,
      enable_otp: false,
      description: 'Cicilan 1 pinjaman 1001',
    });
    // Sent again under the same key (its answer lost): the same debit.
    expect(await adapter.presentDebit(debit(mandate))).toEqual(first);
    expect(xendit.callsTo('/direct_debits')).toHaveLength(2);
    expect(xendit.directDebits.size).toBe(1);

    const id = String(made?.id);
    const ask = { reference: 'pay_dd_0000000001', market: 'ID' as const, providerId: null };
    expect(await adapter.debitStatus({ ...ask, providerPaymentId: id })).toEqual(first);
    xendit.finishDebit(id, 'COMPLETED');
    const taken = { status: 'taken', providerPaymentId: id };
    expect(await adapter.debitStatus({ ...ask, providerPaymentId: id })).toEqual(taken);
    expect(xendit.callsTo(`/direct_debits/${id}/`)).toHaveLength(2);
    // Its id never reached us: by our reference.
    expect(await adapter.debitStatus({ ...ask, providerPaymentId: null })).toEqual(taken);
    expect(xendit.callsTo('/direct_debits?reference_id=pay_dd_0000000001')).toHaveLength(1);
    // Taken by then, the same key answers so.
    expect(await adapter.presentDebit(debit(mandate))).toEqual(taken);
  });

  it('takes whole rupiah only, and asks nothing of Xendit for sen', async () => {
    const mandate = await linked();
    await expect(adapter.presentDebit(debit(mandate, { amount: 150_000_50 }))).rejects.toThrow(
      RangeError,
    );
    expect(xendit.callsTo('/direct_debits')).toEqual([]);
  });

  it('fails on a test amount with Xendit’s failure code, and on a payment method no longer active', async () => {
    const mandate = await linked();
    const forced = debit(mandate, {
      reference: 'pay_dd_0000000002',
      idempotencyKey: 'debit-pay_dd_0000000002',
      // 11002: the borrower's balance is insufficient (Xendit's payment scenarios).
      amount: 11_002_00,
    });
    const answered = await adapter.presentDebit(forced);
    expect(answered).toMatchObject({ status: 'pending' });
    expect(xendit.callsTo('/direct_debits')[0]?.body.amount).toBe(11_002);
    expect(
      await adapter.debitStatus({ ...forced, providerPaymentId: null, providerId: null }),
    ).toEqual({
      status: 'failed',
      failureCode: 'INSUFFICIENT_BALANCE',
      failureMessage: 'Xendit: insufficient balance',
    });

    await adapter.cancelMandate(mandate);
    expect(
      await adapter.presentDebit(
        debit(mandate, { reference: 'pay_dd_0000000003', idempotencyKey: 'debit-3' }),
      ),
    ).toEqual({
      status: 'failed',
      failureCode: 'INVALID_PAYMENT_METHOD_ERROR',
      failureMessage: 'The payment method is not active.',
    });
    expect(
      await adapter.presentDebit({ ...debit({ ...mandate, tokenId: null }), idempotencyKey: 'k' }),
    ).toMatchObject({ status: 'failed', failureCode: 'NO_PAYMENT_METHOD' });
  });

  it('leaves a debit pending when the channel is down or Xendit does not answer, and asks again under the same key', async () => {
    const mandate = await linked();
    // 11000: the channel is down (503): nothing was made.
    const down = debit(mandate, { amount: 11_000_00 });
    expect(await adapter.presentDebit(down)).toEqual({
      status: 'pending',
      providerPaymentId: null,
    });
    expect(xendit.directDebits.size).toBe(0);
    expect(await adapter.debitStatus({ ...down, providerPaymentId: null })).toEqual({
      status: 'failed',
      failureCode: 'NOT_FOUND',
      failureMessage: 'Xendit has no debit for this reference.',
    });
    xendit.answerNextOf('GET', { status: 502, body: {} });
    expect(await adapter.debitStatus({ ...down, providerPaymentId: null })).toBe('unknown');

    // Made at Xendit, its answer lost: asked again under the same key, still one debit.
    const lost = debit(mandate, { reference: 'pay_dd_0000000004', idempotencyKey: 'debit-4' });
    xendit.answerNextOf('POST', { status: 500, body: { error_code: 'SERVER_ERROR' } });
    expect(await adapter.presentDebit(lost)).toEqual({
      status: 'pending',
      providerPaymentId: null,
    });
    const again = await adapter.presentDebit(lost);
    expect(again).toMatchObject({
      status: 'pending',
      providerPaymentId: expect.stringMatching(/^ddpy-/),
    });
    expect(await adapter.presentDebit(lost)).toEqual(again);
    expect(xendit.directDebits.size).toBe(1);
  });
});

describe('a direct debit’s callback', () => {
  let mandate: MandateRef | undefined;
  beforeEach(() => {
    mandate = undefined;
  });
  /** A debit presented on the card, linked once a test. */
  async function presented(reference: string, amount = 150_000_00) {
    mandate ??= await linked();
    const answer = await adapter.presentDebit(
      debit(mandate, { reference, amount, idempotencyKey: `debit-${reference}` }),
    );
    if (answer.status !== 'pending' || !answer.providerPaymentId) throw new Error('not presented');
    return answer.providerPaymentId;
  }

  it('brings the debit taken, stable over Xendit’s retries, booked only once Xendit’s API says so', async () => {
    const id = await presented('pay_dd_0000000001');
    const callback = xendit.finishDebit(id, 'COMPLETED');
    const event = eventOf(callback);
    expect(event).toEqual({
      eventId: `dd:${id}:taken`,
      type: 'payment.succeeded',
      reference: 'pay_dd_0000000001',
      amount: 150_000_00,
      occurredAt: NOW.toISOString(),
      providerPaymentId: id,
    });
    expect(eventOf(callback).eventId).toBe(event.eventId);
    const reads = xendit.callsTo(`/direct_debits/${id}/`).length;
    expect(await adapter.confirmPayment(event)).toBe('yes');
    expect(xendit.callsTo(`/direct_debits/${id}/`)).toHaveLength(reads + 1);
    // Xendit's API not answering: not booked now, Xendit sends it again.
    xendit.answerNextOf('GET', { status: 503, body: {} });
    expect(await adapter.confirmPayment(event)).toBe('unknown');
  });

  it('refuses a callback without the Dashboard’s token', async () => {
    const id = await presented('pay_dd_0000000001');
    const paid = xendit.finishDebit(id, 'COMPLETED');
    expect(read(xendit.debitCallback(id, {}, 'not-the-callback-token'))).toEqual({
      verified: false,
    });
    expect(read({ raw: paid.raw, headers: { 'content-type': 'application/json' } })).toEqual({
      verified: false,
    });
  });

  it('does not book a success the API does not say: a failed debit, another amount, another reference, an unknown debit', async () => {
    const failed = await presented('pay_dd_0000000002', 11_002_00);
    expect(xendit.directDebits.get(failed)?.status).toBe('FAILED');
    // With the token, claiming success for the debit BRI refused.
    const claimed = eventOf(
      xendit.debitCallback(failed, { status: 'COMPLETED', failure_code: null }),
    );
    expect(claimed).toMatchObject({ type: 'payment.succeeded', reference: 'pay_dd_0000000002' });
    expect(await adapter.confirmPayment(claimed)).toBe('no');

    const taken = await presented('pay_dd_0000000003');
    xendit.finishDebit(taken, 'COMPLETED');
    const more = eventOf(xendit.debitCallback(taken, { amount: 1_500_000 }));
    expect(more.amount).toBe(1_500_000_00);
    expect(await adapter.confirmPayment(more)).toBe('no');
    const elsewhere = eventOf(xendit.debitCallback(taken, { reference_id: 'pay_dd_0000000002' }));
    expect(await adapter.confirmPayment(elsewhere)).toBe('no');
    const invented = eventOf(
      xendit.debitCallback(taken, { id: 'ddpy-00000000-0000-4000-8000-000000000000' }),
    );
    expect(await adapter.confirmPayment(invented)).toBe('no');
    // A failure claimed for the debit that was taken is no truer.
    const unfailed = eventOf(xendit.debitCallback(taken, { status: 'FAILED' }));
    expect(unfailed.type).toBe('payment.failed');
    expect(await adapter.confirmPayment(unfailed)).toBe('no');
    // The true ones stand.
    expect(await adapter.confirmPayment(eventOf(xendit.debitCallback(taken)))).toBe('yes');
  });

  it('brings a failed debit with Xendit’s code, confirmed by the API too', async () => {
    const id = await presented('pay_dd_0000000002', 11_002_00);
    const event = eventOf(xendit.debitCallback(id));
    expect(event).toEqual({
      eventId: `dd:${id}:failed`,
      type: 'payment.failed',
      reference: 'pay_dd_0000000002',
      amount: 11_002_00,
      occurredAt: NOW.toISOString(),
      providerPaymentId: id,
      reason: 'INSUFFICIENT_BALANCE',
    });
    expect(await adapter.confirmPayment(event)).toBe('yes');
  });

  it('reads a callback that names no debit id by our reference, and leaves a pending one alone', async () => {
    const id = await presented('pay_dd_0000000001');
    expect(read(xendit.debitCallback(id))).toEqual({ verified: true, events: [] });
    xendit.finishDebit(id, 'COMPLETED');
    const event = eventOf(xendit.debitCallback(id, { id: undefined }));
    expect(event).toMatchObject({
      eventId: 'dd:ref-pay_dd_0000000001:taken',
      type: 'payment.succeeded',
    });
    expect(event.providerPaymentId).toBeUndefined();
    expect(await adapter.confirmPayment(event)).toBe('yes');
    expect(xendit.callsTo('/direct_debits?reference_id=pay_dd_0000000001')).toHaveLength(1);
  });
});
