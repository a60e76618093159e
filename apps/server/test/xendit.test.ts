import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createSession } from '../src/platform/auth.ts';
import { paymentRailsFor } from '../src/platform/payment-adapters.ts';
import { RazorpayPaymentProvider } from '../src/platform/payments-razorpay.ts';
import { XenditPaymentProvider } from '../src/platform/payments-xendit.ts';
import { SandboxPaymentProvider } from '../src/platform/payments.ts';
import {
  DB_KINDS,
  disbursedLoan,
  LOAN,
  makeTestApp,
  raceIt,
  TEST_PAYMENTS_SECRET,
  type TestApp,
} from './helper.ts';
import { ops, staffSession } from './ops-helper.ts';
import { XenditStandIn, type Callback } from './stand-ins/xendit.ts';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEfGh123456',
  RAZORPAY_KEY_SECRET: 'a-key-secret-of-sixteen',
  RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret-of-16',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  XENDIT_SECRET_KEY: 'xnd_production_AbCdEfGhIjKlMnOpQrSt',
  XENDIT_CALLBACK_TOKEN: 'a-callback-token-of-16',
};
const PRODUCTION = { NODE_ENV: 'production', SMS_PROVIDER_IN: 'outbox', SMS_PROVIDER_ID: 'outbox' };

describe('choosing Xendit', () => {
  it('needs its key and token, a live key in production; with Razorpay, production has both markets', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox,xendit' })).toThrow(
      /XENDIT_SECRET_KEY: needed[\s\S]*XENDIT_CALLBACK_TOKEN: needed/,
    );
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        ...KEYS,
        PAYMENT_PROVIDER: 'razorpay,xendit',
        XENDIT_SECRET_KEY: 'xnd_development_AbCdEfGhIjKlMnOpQrSt',
      }),
    ).toThrow(/test-mode key \(xnd_development_…\) takes no real money/);
    const config = loadConfig({ ...PRODUCTION, ...KEYS, PAYMENT_PROVIDER: 'razorpay,xendit' });
    const rails = paymentRailsFor(config, () => TEST_PAYMENTS_SECRET);
    expect(rails.of('IN')).toBeInstanceOf(RazorpayPaymentProvider);
    expect(rails.of('ID')).toBeInstanceOf(XenditPaymentProvider);
    expect(rails.sandbox()).toBeUndefined();
  });
});

describe('production on Razorpay and Xendit', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('starts with both real adapters, offers each market what its provider takes, and has no sandbox', async () => {
    const env = { ...PRODUCTION, ...KEYS, PAYMENT_PROVIDER: 'razorpay,xendit' };
    const rails = paymentRailsFor(loadConfig(env), () => TEST_PAYMENTS_SECRET);
    t = await makeTestApp('pglite', { env, payments: [...rails.providers] });
    const app = t.app;
    const db = t.db;
    const clock = t.clock;
    // Production has no support API: each market's demo borrower signs in, on a loan to repay.
    const methodsOf = async (market: 'IN' | 'ID') => {
      const loans = await db.query<{ user_id: number; id: number }>(
        `select o.user_id, o.id from orders o join users u on u.id = o.user_id
          where u.market = $1 and o.disbursed_at is not null order by o.id`,
        [market],
      );
      for (const loan of loans) {
        const { sessionId } = await createSession(db, clock, Number(loan.user_id), 1);
        const url = `/pay/loan/repayment-way?sessionId=${sessionId}&orderId=${loan.id}`;
        const way = (await app.inject({ method: 'POST', url })).json().data;
        if (way?.state === 'open') return way.methods as string[];
      }
      throw new Error(`no ${market} loan to repay`);
    };
    expect(await methodsOf('IN')).toEqual(['upi', 'card', 'netbanking', 'va']);
    expect(await methodsOf('ID')).toEqual(['va', 'store', 'wallet', 'card']);
    expect((await app.inject({ url: '/film/sandbox/wallet?reference=x' })).statusCode).toBe(404);
  });
});

describe.each(DB_KINDS)('Indonesia through Xendit (its stand-in) on %s', (kind) => {
  let t: TestApp;
  let xendit: XenditStandIn;
  beforeEach(async () => {
    xendit = await XenditStandIn.start(() => t.clock.now());
  });
  afterEach(async () => {
    await t?.close();
    await xendit.close();
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const deliver = (c: Callback) =>
    t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/xendit',
      headers: c.headers,
      payload: c.raw,
    });
  const owedOn = async (b: string, orderId: number) =>
    (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data.amount as number;

  const open = async () => {
    const env = xendit.env();
    const settings = loadConfig(env).xendit;
    if (!settings) throw new Error('no Xendit settings');
    t = await makeTestApp(kind, {
      env,
      payments: [
        new SandboxPaymentProvider(TEST_PAYMENTS_SECRET),
        new XenditPaymentProvider(settings, { now: () => t.clock.now() }, 300),
      ],
    });
    const loan = await disbursedLoan(t, 'ID', LOAN.ID, { query: 'appName=tenora-id' });
    const way = (await post(`/pay/loan/repayment-way?${loan.b}&orderId=${loan.orderId}`)).json()
      .data;
    // What closes the loan today is the payoff (docs/decisions/029-early-repayment.md).
    return {
      ...loan,
      owed: way.payoff.amount as number,
      total: way.amount as number,
      payoff: way.payoff.amount as number,
      methods: way.methods as string[],
    };
  };
  const bankTransfer = (orderId: number, amount: number, payCode = 'BCA') => ({
    orderId,
    amount,
    payCode,
    pay_type: 1,
    specific_num: 1,
    is_default: 0,
  });

  it('issues a closed virtual account at the bank chosen, shows Xendit’s number, and books its callback once', async () => {
    const { b, orderId, owed, methods } = await open();
    expect(methods).toEqual(['va', 'store', 'wallet', 'card']);
    const va = (
      await post(`/v3/loan-details/generate-vcode?${b}`, bankTransfer(orderId, owed))
    ).json().data;
    const [create, ...more] = xendit.callsTo('/callback_virtual_accounts');
    expect(more).toEqual([]);
    expect(create?.body).toMatchObject({
      bank_code: 'BCA',
      // Xendit speaks whole rupiah; we keep sen.
      expected_amount: owed / 100,
      is_closed: true,
      is_single_use: true,
      expiration_date: expect.any(String),
    });
    expect(create?.body.name).toMatch(/^[A-Za-z ]+$/);
    const issued = xendit.of(String(create?.body.external_id));
    expect(va.vcode).toBe(issued.number);
    expect(JSON.stringify(va.payStep)).toContain(issued.number);
    // The same again: Xendit is not asked twice.
    const again = (
      await post(`/v3/loan-details/generate-vcode?${b}`, bankTransfer(orderId, owed))
    ).json().data;
    expect(again.vcode).toBe(va.vcode);
    expect(xendit.callsTo('/callback_virtual_accounts')).toHaveLength(1);
    // The instructions screen asks by the number it was shown.
    const how = (await post(`/pay/loan/payment-instructions?${b}`, { reference: va.vcode })).json();
    expect(how.data.reference, how.message).toBe(issued.number);

    const paid = xendit.pay(String(create?.body.external_id));
    expect((await deliver(paid)).json().data).toEqual({ outcome: 'applied' });
    expect((await deliver(paid)).json().data).toEqual({ outcome: 'duplicate' });
    expect(await owedOn(b, orderId)).toBe(0);
  });

  it('refuses a callback without the Dashboard’s token, and logs it without its body', async () => {
    const { b, orderId, owed, total } = await open();
    await post(`/v3/loan-details/generate-vcode?${b}`, bankTransfer(orderId, owed));
    const reference = String(xendit.callsTo('/callback_virtual_accounts')[0]?.body.external_id);
    const paid = xendit.pay(reference);
    for (const forged of [
      xendit.callback(JSON.parse(paid.raw), 'not-the-callback-token'),
      { raw: paid.raw, headers: { 'content-type': 'application/json' } },
    ]) {
      expect((await deliver(forged)).statusCode).toBe(401);
    }
    expect(await owedOn(b, orderId)).toBe(total);
    expect(t.logs()).toContain("webhook refused: not the provider's");
    expect(t.logs()).not.toContain(reference);
    // With the token, but for a payment Xendit's API does not know: not booked.
    const invented = xendit.callback({ ...JSON.parse(paid.raw), payment_id: 'f'.repeat(24) });
    expect((await deliver(invented)).json().data).toEqual({ outcome: 'unknown' });
    expect(t.logs()).toContain('provider event not confirmed by its API');
    expect(await owedOn(b, orderId)).toBe(total);
    // Xendit's API not answering: the callback is refused, so that Xendit sends it again.
    xendit.answerNext({ status: 503, body: { error_code: 'SERVER_ERROR', message: 'busy' } });
    expect((await deliver(paid)).statusCode).toBe(503);
    expect((await deliver(paid)).json().data).toEqual({ outcome: 'applied' });
  });

  it('issues an Alfamart code, and books the store’s callback', async () => {
    const { b, orderId, owed } = await open();
    const code = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: owed,
        payCode: 'ALFAMART',
        pay_type: 2,
        is_default: 0,
      })
    ).json().data;
    const [create] = xendit.callsTo('/fixed_payment_code');
    expect(create?.body).toMatchObject({
      retail_outlet_name: 'ALFAMART',
      expected_amount: owed / 100,
      is_single_use: true,
    });
    expect(code.vcode).toBe(xendit.of(String(create?.body.external_id)).number);
    expect((await deliver(xendit.pay(String(create?.body.external_id)))).json().data).toEqual({
      outcome: 'applied',
    });
    expect(await owedOn(b, orderId)).toBe(0);
  });

  it('pays by e-wallet on Xendit’s invoice, and an invoice expiring after it was paid changes nothing', async () => {
    const { b, orderId, owed } = await open();
    const started = (
      await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount: owed })
    ).json().data;
    const [invoice] = xendit.callsTo('/v2/invoices');
    expect(invoice?.body).toMatchObject({
      external_id: started.reference,
      amount: owed / 100,
      currency: 'IDR',
      invoice_duration: 30 * 60,
      payment_methods: ['OVO', 'DANA', 'SHOPEEPAY', 'LINKAJA'],
    });
    expect(started.url).toMatch(/^https:\/\/checkout-staging\.xendit\.co\/v2\/[0-9a-f]{24}$/);
    const config = (await t.app.inject({ url: '/film/app/config?appName=tenora-id' })).json().data;
    expect(config.allowedHosts).toContain('checkout-staging.xendit.co');

    expect((await deliver(xendit.pay(started.reference, 'DANA'))).json().data).toEqual({
      outcome: 'applied',
    });
    expect((await deliver(xendit.invoiceExpired(started.reference))).json().data).toEqual({
      outcome: 'ignored',
    });
    expect(await owedOn(b, orderId)).toBe(0);
    const status = (
      await post(`/pay/loan/payment-status?${b}`, { reference: started.reference })
    ).json().data;
    expect(status).toMatchObject({ status: 'paid', method: 'wallet' });
  });

  it('takes a card on Xendit’s own page, and books it as a card', async () => {
    const { b, orderId, owed } = await open();
    const started = (await post(`/pay/loan/card-page-start?${b}`, { orderId, amount: owed })).json()
      .data;
    const [invoice] = xendit.callsTo('/v2/invoices');
    expect(invoice?.body).toMatchObject({
      external_id: started.reference,
      payment_methods: ['CREDIT_CARD'],
      success_redirect_url: `${t.config.publicUrl}/alipayrepayment?reference=${started.reference}`,
    });
    const paid = JSON.parse(xendit.pay(started.reference).raw) as Record<string, unknown>;
    const byCard = xendit.callback({
      ...paid,
      payment_method: 'CREDIT_CARD',
      payment_channel: 'CREDIT_CARD',
    });
    expect((await deliver(byCard)).json().data).toEqual({ outcome: 'applied' });
    const [booked] = await t.db.query<{ method: string }>(
      'select method from payments where order_id = $1',
      [orderId],
    );
    expect(booked?.method).toBe('card');
  });

  it('withdraws the virtual account at Xendit when the loan is paid another way', async () => {
    const { b, orderId, owed } = await open();
    await post(`/v3/loan-details/generate-vcode?${b}`, bankTransfer(orderId, owed));
    const va = xendit.callsTo('/callback_virtual_accounts')[0]?.body.external_id as string;
    const wallet = (
      await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount: owed })
    ).json().data;
    expect((await deliver(xendit.pay(wallet.reference))).json().data).toEqual({
      outcome: 'applied',
    });
    const issued = xendit.of(va);
    const [patch] = xendit.calls.filter((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(`/callback_virtual_accounts/${issued.id}`);
    expect(patch?.body).toEqual({ expiration_date: t.clock.now().toISOString() });
    expect(issued.status).toBe('EXPIRED');
  });

  it('asks again later when Xendit refuses a withdrawal of a number still open, and not when it is closed', async () => {
    const { b, orderId, owed } = await open();
    await post(`/v3/loan-details/generate-vcode?${b}`, bankTransfer(orderId, owed));
    const va = xendit.of(String(xendit.callsTo('/callback_virtual_accounts')[0]?.body.external_id));
    const wallet = (
      await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount: owed })
    ).json().data;
    xendit.answerNextOf('PATCH', {
      status: 400,
      body: { error_code: 'API_VALIDATION_ERROR', message: 'no' },
    });
    expect((await deliver(xendit.pay(wallet.reference))).json().data).toEqual({
      outcome: 'applied',
    });
    // Refused, then read: still open, so it stays to be asked again at the next sweep.
    const reads = xendit.calls.filter((c) => c.method === 'GET').map((c) => c.path);
    expect(reads).toContain(`/callback_virtual_accounts/${va.id}`);
    const [row] = await t.db.query<{ withdrawal_sent_at: Date | null }>(
      'select withdrawal_sent_at from provider_payments where reference = $1',
      [va.externalId],
    );
    expect(row?.withdrawal_sent_at ?? null).toBeNull();
  });

  it('tells the borrower in Bahasa Indonesia when Xendit does not answer, and stores nothing', async () => {
    const { b, orderId, owed } = await open();
    xendit.answerNext({ status: 500, body: { error_code: 'SERVER_ERROR', message: 'down' } });
    const down = await post(`/v3/loan-details/generate-vcode?${b}`, bankTransfer(orderId, owed));
    expect(down.json().message).toBe(
      'Layanan pembayaran tidak menjawab, dan tidak ada dana yang ditarik. Silakan coba lagi sebentar lagi.',
    );
    expect(await t.db.query("select reference from provider_payments where method = 'va'")).toEqual(
      [],
    );
  });

  it('refunds an e-wallet payment that came when nothing was owed; a bank transfer it cannot', async () => {
    const { b, orderId, payoff } = await open();
    const wallet = (
      await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount: payoff })
    ).json().data;
    await post(`/v3/loan-details/generate-vcode?${b}`, bankTransfer(orderId, payoff));
    const va = xendit.callsTo('/callback_virtual_accounts')[0]?.body.external_id as string;
    // The bank transfer closes the loan first; the wallet's money then has nothing to pay.
    expect((await deliver(xendit.pay(va))).json().data).toEqual({ outcome: 'applied' });
    expect((await deliver(xendit.pay(wallet.reference))).json().data).toEqual({
      outcome: 'refund_due',
    });
    const credit = await staffSession(t, ['credit']);
    const res = await ops(t, credit, 'POST', '/film/ops/refunds/refund', {
      reference: wallet.reference,
      reason: 'Paid twice',
    });
    expect(res.json().code, res.body).toBe(0);
    const [call] = xendit.callsTo('/refunds');
    expect(call?.body).toMatchObject({
      invoice_id: xendit.of(wallet.reference).id,
      amount: payoff / 100,
      currency: 'IDR',
    });
    const [row] = await t.db.query<{ status: string }>(
      'select status from refunds where payment_reference = $1',
      [wallet.reference],
    );
    expect(row?.status).toBe('refunded');
  });

  it('settles a refund Xendit left pending when its callback says it failed, for staff to try again', async () => {
    const { b, orderId, payoff } = await open();
    const wallet = (
      await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount: payoff })
    ).json().data;
    await post(`/v3/loan-details/generate-vcode?${b}`, bankTransfer(orderId, payoff));
    const va = xendit.callsTo('/callback_virtual_accounts')[0]?.body.external_id as string;
    await deliver(xendit.pay(va));
    expect((await deliver(xendit.pay(wallet.reference))).json().data).toEqual({
      outcome: 'refund_due',
    });
    xendit.refundStatus = 'PENDING';
    const credit = await staffSession(t, ['credit']);
    const asked = await ops(t, credit, 'POST', '/film/ops/refunds/refund', {
      reference: wallet.reference,
      reason: 'Paid twice',
    });
    expect(asked.json().data.refund.state, asked.body).toBe('requested');
    const refundId = String(xendit.refunds[0]?.id);
    expect((await deliver(xendit.refundFinished(refundId, 'FAILED'))).json().data).toEqual({
      outcome: 'closed',
    });
    const [row] = await t.db.query<{ status: string; failure_code: string }>(
      'select status, failure_code from refunds where payment_reference = $1',
      [wallet.reference],
    );
    expect(row).toEqual({ status: 'failed', failure_code: 'PROVIDER_REFUND_FAILED' });
  });

  raceIt(kind)(
    'books a virtual account’s payment once when Xendit calls back many times at once',
    async () => {
      const { b, orderId, owed } = await open();
      await post(`/v3/loan-details/generate-vcode?${b}`, bankTransfer(orderId, owed));
      const reference = String(xendit.callsTo('/callback_virtual_accounts')[0]?.body.external_id);
      const paid = xendit.pay(reference);
      const outcomes = (await Promise.all([1, 2, 3, 4, 5].map(() => deliver(paid)))).map(
        (r) => r.json().data.outcome as string,
      );
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(await owedOn(b, orderId)).toBe(0);
    },
  );
});
