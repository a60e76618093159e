import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { paymentRailsFor } from '../src/platform/payment-adapters.ts';
import { RazorpayPaymentProvider } from '../src/platform/payments-razorpay.ts';
import { SandboxPaymentProvider } from '../src/platform/payments.ts';
import {
  DB_KINDS,
  disbursedLoan,
  makeTestApp,
  raceIt,
  TEST_PAYMENTS_SECRET,
  type TestApp,
} from './helper.ts';
import { ops, staffSession } from './ops-helper.ts';
import { razorpayExample, RazorpayStandIn, type Delivery } from './stand-ins/razorpay.ts';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEfGh123456',
  RAZORPAY_KEY_SECRET: 'a-key-secret-of-sixteen',
  RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret-of-16',
  RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
};

describe('choosing Razorpay', () => {
  it('needs its keys, a live key and https in production, and a provider for every market', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay,sandbox' })).toThrow(
      /RAZORPAY_KEY_ID: needed[\s\S]*RAZORPAY_KEY_SECRET: needed[\s\S]*RAZORPAY_WEBHOOK_SECRET: needed/,
    );
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER_IN: 'outbox',
      SMS_PROVIDER_ID: 'outbox',
    };
    expect(() =>
      loadConfig({
        ...production,
        ...KEYS,
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_AbCdEfGh123456',
      }),
    ).toThrow(/test-mode key \(rzp_test_…\) takes no real money/);
    expect(() =>
      loadConfig({
        ...production,
        ...KEYS,
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_API_URL: 'http://api.razorpay.com',
      }),
    ).toThrow(/RAZORPAY_API_URL: must be https/);
    expect(() =>
      loadConfig({ ...KEYS, PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'key' }),
    ).toThrow(/RAZORPAY_KEY_ID/);

    const config = loadConfig({ ...production, ...KEYS, PAYMENT_PROVIDER: 'razorpay' });
    expect(config.razorpay).toMatchObject({
      apiUrl: 'https://api.razorpay.com',
      keyId: KEYS.RAZORPAY_KEY_ID,
    });
    // Razorpay takes India's payments only: Indonesia's borrowers would have none.
    expect(() => paymentRailsFor(config, () => TEST_PAYMENTS_SECRET)).toThrow(
      /no adapter takes Indonesia's payments/,
    );
    const both = paymentRailsFor(
      loadConfig({ ...KEYS, PAYMENT_PROVIDER: 'razorpay,sandbox' }),
      () => TEST_PAYMENTS_SECRET,
    );
    expect(both.of('IN')).toBeInstanceOf(RazorpayPaymentProvider);
    expect(both.of('ID')).toBeInstanceOf(SandboxPaymentProvider);
  });
});

describe('Razorpay webhook secrets', () => {
  it('takes deliveries signed with the previous secret while it is rotated, and no other', () => {
    const settings = {
      apiUrl: 'https://api.razorpay.com',
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: 'the-new-webhook-secret',
      previousWebhookSecret: 'the-old-webhook-secret',
      payoutAccountNumber: KEYS.RAZORPAYX_ACCOUNT_NUMBER,
    };
    const body = JSON.stringify(razorpayExample('webhook-order-paid').payload);
    const signedBy = (secret: string) => ({
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
    });
    const rotating = new RazorpayPaymentProvider(settings);
    const rotated = new RazorpayPaymentProvider({ ...settings, previousWebhookSecret: undefined });
    expect(rotating.readWebhook(body, signedBy('the-new-webhook-secret')).verified).toBe(true);
    expect(rotating.readWebhook(body, signedBy('the-old-webhook-secret')).verified).toBe(true);
    expect(rotated.readWebhook(body, signedBy('the-old-webhook-secret')).verified).toBe(false);
    expect(rotating.readWebhook(body, signedBy('some-other-secret-entirely')).verified).toBe(false);
    expect(
      loadConfig({
        ...KEYS,
        PAYMENT_PROVIDER: 'razorpay,sandbox',
        RAZORPAY_WEBHOOK_SECRET_PREVIOUS: 'the-old-webhook-secret',
      }).razorpay?.previousWebhookSecret,
    ).toBe('the-old-webhook-secret');
  });
});

describe.each(DB_KINDS)('India through Razorpay (its stand-in) on %s', (kind) => {
  let t: TestApp;
  let razorpay: RazorpayStandIn;
  beforeEach(async () => {
    razorpay = await RazorpayStandIn.start(() => t.clock.now());
  });
  afterEach(async () => {
    await t?.close();
    await razorpay.close();
  });

  const open = async () => {
    const env = razorpay.env();
    const settings = loadConfig(env).razorpay;
    if (!settings) throw new Error('no Razorpay settings');
    t = await makeTestApp(kind, {
      env,
      // Razorpay's calls wait 300 ms here, so that a lost answer is over quickly.
      payments: [
        new RazorpayPaymentProvider(settings, 300),
        new SandboxPaymentProvider(TEST_PAYMENTS_SECRET),
      ],
    });
    const loan = await disbursedLoan(t, 'IN');
    const way = (await post(`/pay/loan/repayment-way?${loan.b}&orderId=${loan.orderId}`)).json()
      .data;
    return {
      ...loan,
      owed: way.dueNow as number,
      total: way.amount as number,
      payoff: way.payoff.amount as number,
      methods: way.methods as string[],
    };
  };
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const deliver = (d: Delivery) =>
    t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/razorpay',
      headers: d.headers,
      payload: d.raw,
    });
  const owedOn = async (b: string, orderId: number) =>
    (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data.amount as number;
  const statusOf = async (b: string, reference: string) =>
    (await post(`/pay/loan/payment-status?${b}`, { reference })).json().data.status as string;

  it('issues a Smart Collect account for a bank transfer, shows its number and IFSC, books virtual_account.credited once, and closes it when the amount changes', async () => {
    const { b, orderId, owed, total } = await open();
    const number = async (amount: number) =>
      (
        await post(`/v3/loan-details/generate-vcode?${b}`, {
          orderId,
          amount,
          payCode: 'HDFC',
          pay_type: 1,
          specific_num: 1,
          is_default: 0,
        })
      ).json();
    const issued = await number(owed);
    expect(issued.code, JSON.stringify(issued)).toBe('00');
    const [create] = razorpay.callsTo('/v1/virtual_accounts');
    const reference = String((create?.body.notes as { reference: string }).reference);
    expect(create?.body).toMatchObject({
      receivers: { types: ['bank_account'] },
      amount_expected: owed,
    });
    const account = [...razorpay.virtualAccounts.values()][0] as {
      id: string;
      receivers: { account_number: string; ifsc: string }[];
    };
    // The borrower adds Razorpay's bank as the payee: its account number and its IFSC.
    expect(issued.data).toMatchObject({
      vcode: account.receivers[0]?.account_number,
      ifsc: 'RATN0VAAPIS',
    });
    const steps = JSON.stringify(issued.data.payStep);
    expect(steps).toContain('RATN0VAAPIS');
    const instructions = (
      await post(`/pay/loan/payment-instructions?${b}`, { reference: issued.data.vcode })
    ).json();
    expect(instructions.data).toMatchObject({ reference: issued.data.vcode, ifsc: 'RATN0VAAPIS' });

    const credited = razorpay.transfer(reference);
    expect((await deliver(credited)).json().data).toEqual({ outcome: 'applied' });
    expect((await deliver(credited)).json().data).toEqual({ outcome: 'duplicate' });
    expect(await owedOn(b, orderId)).toBe(total - owed);

    // A number for another amount: the one before is closed at Razorpay.
    const next = await number(10_000);
    expect(next.code).toBe('00');
    const third = await number(20_000);
    expect(third.code).toBe('00');
    const closes = razorpay
      .callsTo('/v1/virtual_accounts/')
      .filter((c) => c.path.endsWith('/close'));
    expect(closes.length).toBeGreaterThanOrEqual(1);
    expect(
      [...razorpay.virtualAccounts.values()].filter((a) => a.status === 'closed').length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('opens net banking as a payment link, once per amount, and books its signed webhook once', async () => {
    const { b, orderId, owed, total, methods } = await open();
    // Every way India pays, bank transfer to a Smart Collect account included.
    expect(methods).toEqual(['upi', 'card', 'netbanking', 'va']);
    const started = (
      await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed })
    ).json().data;
    const [create, ...more] = razorpay.callsTo('/v1/payment_links');
    expect(more).toEqual([]);
    expect(create?.body).toMatchObject({
      amount: owed,
      currency: 'INR',
      reference_id: started.reference,
      accept_partial: false,
      expire_by: Math.floor(t.clock.now().getTime() / 1000) + 30 * 60,
      options: {
        checkout: { method: { netbanking: true, card: false, upi: false, wallet: false } },
      },
    });
    const link = razorpay.links.get(String([...razorpay.links.keys()][0]));
    expect(started.url).toBe(link?.entity.short_url);
    // The app is let open Razorpay's pages in India only (a URL is checked before it is followed).
    const configOf = async (appName: string) =>
      (await t.app.inject({ url: `/film/app/config?appName=${appName}` })).json().data
        .allowedHosts as string[];
    expect(await configOf('tenora-in')).toContain(new URL(started.url).hostname);
    expect(await configOf('tenora-id')).not.toContain('rzp.io');
    // Started again while it lives: the same link, and Razorpay is not asked again.
    const again = (await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed })).json()
      .data;
    expect(again).toEqual(started);
    expect(razorpay.callsTo('/v1/payment_links')).toHaveLength(1);

    const [linkPaid, orderPaid] = razorpay.pay(started.reference, 'netbanking');
    const first = await deliver(linkPaid as Delivery);
    expect(first.json().data).toEqual({ outcome: 'applied' });
    expect(await owedOn(b, orderId)).toBe(total - owed);
    // The same delivery again, and the order's own event for the same money: booked once.
    expect((await deliver(linkPaid as Delivery)).json().data).toEqual({ outcome: 'duplicate' });
    expect((await deliver(orderPaid as Delivery)).json().data).toEqual({ outcome: 'ignored' });
    expect(await statusOf(b, started.reference)).toBe('paid');
    const booked = await t.db.query<{ amount: string }>(
      'select amount from payments where order_id = $1',
      [orderId],
    );
    expect(booked.map((p) => Number(p.amount))).toEqual([owed]);
    // A link expiring after it was paid changes nothing.
    expect((await deliver(razorpay.linkClosed(started.reference, 'expired'))).json().data).toEqual({
      outcome: 'ignored',
    });
    expect(await statusOf(b, started.reference)).toBe('paid');
  });

  it('takes a card on Razorpay’s own page: the number never reaches us, and the payment is booked as a card', async () => {
    const { b, orderId, owed, total } = await open();
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    expect(way).toMatchObject({ cardEntry: 'page', bankCards: [] });
    // Repay's own card form is refused: no number is taken here.
    const bind = await post(`/pay/loan/bind-card?${b}`, {
      bankCode: 'SBI',
      cardNo: '4111 1111 1111 1111',
      holderName: 'Asha Rao',
    });
    expect(bind.json().message).toBe(
      'This way to pay is not offered for your loan. Please choose another way on the Repay screen.',
    );
    expect(await t.db.query('select id from cards')).toEqual([]);

    const started = (await post(`/pay/loan/card-page-start?${b}`, { orderId, amount: owed })).json()
      .data;
    const [link] = razorpay.callsTo('/v1/payment_links');
    expect(link?.body).toMatchObject({
      amount: owed,
      reference_id: started.reference,
      options: {
        checkout: { method: { card: true, netbanking: false, upi: false, wallet: false } },
      },
    });
    expect(started.url).toMatch(/^https:\/\/rzp\.io\//);
    const [paid] = razorpay.pay(started.reference, 'card') as [Delivery];
    expect((await deliver(paid)).json().data).toEqual({ outcome: 'applied' });
    expect(await owedOn(b, orderId)).toBe(total - owed);
    const [booked] = await t.db.query<{ method: string }>(
      'select method from payments where order_id = $1',
      [orderId],
    );
    expect(booked?.method).toBe('card');
  });

  it('settles a refund Razorpay left pending when its webhook says it was made, with the receipt', async () => {
    const { b, orderId, payoff } = await open();
    const page = (await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: payoff })).json()
      .data;
    const upi = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: payoff })).json().data;
    await deliver(razorpay.pay(upi.reference, 'upi')[0] as Delivery);
    expect(
      (await deliver(razorpay.pay(page.reference, 'netbanking')[0] as Delivery)).json().data,
    ).toEqual({ outcome: 'refund_due' });
    razorpay.refundStatus = 'pending';
    const credit = await staffSession(t, ['credit']);
    const asked = await ops(t, credit, 'POST', '/film/ops/refunds/refund', {
      reference: page.reference,
      reason: 'Paid twice',
    });
    expect(asked.json().data.refund.state, asked.body).toBe('requested');
    const refundId = String([...razorpay.refunds.values()][0]?.refund.id);

    // A word on another refund of this payment (not the try that waits) settles nothing.
    const sample = razorpayExample('webhook-refund-processed').payload as Record<string, unknown>;
    const elsewhere = razorpay.signed({
      ...sample,
      payload: {
        refund: {
          entity: {
            id: 'rfnd_NotThisTry0001',
            amount: payoff,
            notes: { reference: page.reference },
          },
        },
      },
    });
    expect((await deliver(elsewhere)).json().data).toEqual({ outcome: 'ignored' });
    expect(t.logs()).toContain('provider refund not recorded');
    const made = razorpay.refundFinished(refundId, 'processed');
    expect((await deliver(made)).json().data).toEqual({ outcome: 'applied' });
    expect((await deliver(made)).json().data).toEqual({ outcome: 'duplicate' });
    const [row] = await t.db.query<{ status: string; provider_refund_id: string }>(
      'select status, provider_refund_id from refunds where payment_reference = $1',
      [page.reference],
    );
    expect(row).toEqual({ status: 'refunded', provider_refund_id: refundId });
    const papers = (await post(`/film/papers/list?${b}`)).json().data as { kind: string }[];
    expect(papers.filter((p) => p.kind === 'refund')).toHaveLength(1);
    const [audit] = await t.db.query<{ staff_id: number | null }>(
      "select staff_id from audit_log where action = 'refund.settle' and object_id = $1",
      [page.reference],
    );
    expect(audit).toEqual({ staff_id: null });
  });

  it("opens nothing at Razorpay for another borrower's loan", async () => {
    const { orderId, owed } = await open();
    const other = await disbursedLoan(t, 'IN');
    for (const path of ['card-page-start', 'netbanking-start', 'upi-start']) {
      const res = await post(`/pay/loan/${path}?${other.b}`, { orderId, amount: owed });
      expect(res.json().code, path).not.toBe('00');
      expect(res.json().message, path).toBe('We could not find that loan.');
    }
    expect(razorpay.calls).toEqual([]);
  });

  raceIt(kind)('books a payment once when Razorpay delivers it many times at once', async () => {
    const { b, orderId, owed, total } = await open();
    const started = (
      await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed })
    ).json().data;
    const [linkPaid, orderPaid] = razorpay.pay(started.reference, 'netbanking') as [
      Delivery,
      Delivery,
    ];
    // Razorpay retries a delivery it thinks failed, and sends the order's event beside the link's.
    const outcomes = (
      await Promise.all([linkPaid, linkPaid, orderPaid, linkPaid, orderPaid].map(deliver))
    ).map((r) => r.json().data.outcome as string);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(await owedOn(b, orderId)).toBe(total - owed);
  });

  it('refuses a forged or altered webhook, and logs it without its body', async () => {
    const { b, orderId, owed, total } = await open();
    const started = (
      await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed })
    ).json().data;
    const [paid] = razorpay.pay(started.reference, 'netbanking') as [Delivery];
    const altered = {
      ...paid,
      raw: paid.raw.replace(`"amount":${owed}`, `"amount":${owed + 100}`),
    };
    expect(altered.raw).not.toBe(paid.raw);
    const forged = razorpay.signed(JSON.parse(paid.raw), 'not-the-webhook-secret-at-all');
    const unsigned = { raw: paid.raw, headers: { 'content-type': 'application/json' } };
    for (const d of [altered, forged, unsigned]) {
      const res = await deliver(d);
      expect(res.statusCode).toBe(401);
    }
    // A body replayed under a new event id is the same event, once it was seen.
    const replayed = { ...paid, headers: { ...paid.headers, 'x-razorpay-event-id': 'another' } };
    expect(await statusOf(b, started.reference)).toBe('pending');
    expect(await owedOn(b, orderId)).toBe(total);
    expect(t.logs()).toContain("webhook refused: not the provider's");
    expect(t.logs()).not.toContain(started.reference);
    // The genuine one still books.
    expect((await deliver(paid)).json().data).toEqual({ outcome: 'applied' });
    expect((await deliver(replayed)).json().data).toEqual({ outcome: 'duplicate' });
  });

  it('books money on a link cancelled before its payment arrived, whatever the order of events', async () => {
    const { b, orderId, owed, total } = await open();
    const started = (
      await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed })
    ).json().data;
    const [paid] = razorpay.pay(started.reference, 'netbanking') as [Delivery];
    // The cancellation reached us first: the payment closes, and the money still lands.
    const cancelled = razorpay.signed({
      ...JSON.parse(razorpay.linkClosed(started.reference, 'cancelled').raw),
    });
    expect((await deliver(cancelled)).json().data).toEqual({ outcome: 'closed' });
    expect((await deliver(paid)).json().data).toEqual({ outcome: 'applied' });
    expect(await owedOn(b, orderId)).toBe(total - owed);
  });

  it('answers an event that is not ours, and one we do not act on, without booking anything', async () => {
    const { b, orderId, total } = await open();
    const refund = razorpay.signed({
      ...(await import('./stand-ins/razorpay.ts')).razorpayExample('webhook-refund-processed')
        .payload,
    });
    expect((await deliver(refund)).statusCode).toBe(200);
    // A refund's event that names none of our payments is answered, and logged to be looked at.
    expect(t.logs()).toContain('provider event unreadable');
    // An order made elsewhere on the lender's account: its receipt is none of our references.
    const other = razorpay.signed({
      ...(await import('./stand-ins/razorpay.ts')).razorpayExample('webhook-order-paid').payload,
    });
    expect((await deliver(other)).json().data).toEqual({ outcome: 'unknown' });
    expect(await owedOn(b, orderId)).toBe(total);
  });

  it('pays by UPI through an order and its intent link; a collect request points to the UPI app', async () => {
    const { b, orderId, owed, total, phone } = await open();
    const upi = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: owed })).json().data;
    const [order] = razorpay.callsTo('/v1/orders');
    expect(order?.body).toMatchObject({ amount: owed, currency: 'INR', receipt: upi.reference });
    const [intent] = razorpay.callsTo('/v1/payments/create/upi');
    expect(intent?.body).toMatchObject({
      amount: owed,
      method: 'upi',
      order_id: [...razorpay.orders.keys()][0],
      contact: phone,
      upi: { flow: 'intent' },
    });
    // The link is Razorpay's, and the screen names the payee it pays.
    expect(upi.link).toMatch(/^upi:\/\/pay\?pa=tenora\.lender@razorpay&pn=Tenora%20Lender&/);
    expect(upi).toMatchObject({
      // Razorpay sends no collect requests: the screen offers none.
      collect: false,
      payee: 'tenora.lender@razorpay',
      payeeName: 'Tenora Lender',
      amount: owed,
    });
    // Asked again: the same payment, nothing new at Razorpay.
    expect(
      (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: owed })).json().data.link,
    ).toBe(upi.link);
    expect(razorpay.callsTo('/v1/orders')).toHaveLength(1);

    const collect = (
      await post(`/pay/loan/upi-collect?${b}`, { reference: upi.reference, vpa: 'asha@okaxis' })
    ).json();
    expect(collect.message).toBe(
      'We could not send the request to that UPI ID. Please check it, or pay from your UPI app.',
    );

    const [paid] = razorpay.pay(upi.reference, 'upi') as [Delivery];
    expect((await deliver(paid)).json().data).toEqual({ outcome: 'applied' });
    expect(await statusOf(b, upi.reference)).toBe('paid');
    expect(await owedOn(b, orderId)).toBe(total - owed);
  });

  it('tells the borrower in their words when Razorpay does not answer, and asks nothing twice', async () => {
    const { b, orderId, owed } = await open();
    razorpay.answerNext({
      status: 503,
      body: { error: { code: 'SERVER_ERROR', description: 'down' } },
    });
    const down = await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed });
    expect(down.json().message).toBe(
      'The payment service did not answer, and nothing was taken. Please try again in a minute.',
    );
    expect(await t.db.query('select reference from provider_payments')).toEqual([]);
    const retried = (
      await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed })
    ).json().data;
    expect(retried.url).toMatch(/^https:\/\/rzp\.io\/i\//);
  });

  it('withdraws a link when what the loan owes changes, by Razorpay’s cancel', async () => {
    const { b, orderId, owed } = await open();
    const page = (await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed })).json()
      .data;
    const upi = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: owed })).json().data;
    const [paid] = razorpay.pay(upi.reference, 'upi') as [Delivery];
    expect((await deliver(paid)).json().data).toEqual({ outcome: 'applied' });
    const cancels = razorpay.calls.filter((c) => c.path.endsWith('/cancel'));
    expect(cancels).toHaveLength(1);
    const link = [...razorpay.links.values()].find((l) => l.entity.reference_id === page.reference);
    expect(link?.entity.status).toBe('cancelled');
    expect(cancels[0]?.path).toBe(`/v1/payment_links/${String(link?.entity.id)}/cancel`);
  });

  it('refunds money that came when nothing was owed, by the payment Razorpay named, once per try', async () => {
    const { b, orderId, payoff: owed } = await open();
    const page = (await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed })).json()
      .data;
    const upi = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: owed })).json().data;
    // Both paid: UPI first; the link's money arrives when nothing is owed.
    const [upiPaid] = razorpay.pay(upi.reference, 'upi') as [Delivery];
    const [linkPaid] = razorpay.pay(page.reference, 'netbanking') as [Delivery];
    expect((await deliver(upiPaid)).json().data).toEqual({ outcome: 'applied' });
    expect((await deliver(linkPaid)).json().data).toEqual({ outcome: 'refund_due' });
    const paymentId = [...razorpay.payments.values()].find((p) => p.method === 'netbanking')?.id;

    const credit = await staffSession(t, ['credit']);
    // Razorpay takes the refund, and its answer is lost on the way: the refund stays requested.
    razorpay.loseNextAnswer();
    const refund = () =>
      ops(t, credit, 'POST', '/film/ops/refunds/refund', {
        reference: page.reference,
        reason: 'Paid twice',
      });
    const lost = await refund();
    expect(lost.statusCode).toBe(503);
    // Asked again: the same key, so Razorpay answers the refund it made, and makes no second one.
    const again = await refund();
    expect(again.json().code, again.body).toBe(0);
    const calls = razorpay.callsTo(`/v1/payments/${String(paymentId)}/refund`);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers['x-refund-idempotency']).toBe(
      calls[1]?.headers['x-refund-idempotency'],
    );
    expect(calls[0]?.body).toEqual({
      amount: owed,
      speed: 'normal',
      notes: { reference: page.reference },
    });
    expect(razorpay.refunds.size).toBe(1);
    expect(razorpay.payments.get(String(paymentId))?.refunded).toBe(owed);
    const [row] = await t.db.query<{ status: string; provider_refund_id: string }>(
      'select status, provider_refund_id from refunds where payment_reference = $1',
      [page.reference],
    );
    expect(row?.status).toBe('refunded');
    expect(row?.provider_refund_id).toMatch(/^rfnd_/);
  });
});
