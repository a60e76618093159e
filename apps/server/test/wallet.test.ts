import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPayment } from '../src/modules/ledger/index.ts';
import { SandboxPaymentProvider } from '../src/platform/payments.ts';
import {
  DB_KINDS,
  disbursedLoan,
  makeTestApp,
  TEST_PAYMENTS_SECRET,
  type TestApp,
} from './helper.ts';

describe.each(DB_KINDS)('wallet payments and webhooks on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const provider = new SandboxPaymentProvider(TEST_PAYMENTS_SECRET);

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  async function loanWithWallet(share = 1) {
    const { b, orderId } = await disbursedLoan(t, 'ID');
    // What closes the loan today is the payoff (docs/decisions/029-early-repayment.md).
    const owed = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data.payoff
      .amount as number;
    const amount = Math.round((owed * share) / 100) * 100;
    const started = (await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount })).json()
      .data;
    return {
      b,
      orderId,
      owed,
      amount,
      reference: started.reference as string,
      url: started.url as string,
    };
  }

  const send = (event: Record<string, unknown>, signature?: string) => {
    const raw = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signature ?? provider.sign(raw),
      },
      payload: raw,
    });
  };
  const paymentsFor = (orderId: number) =>
    t.db.query('select amount, method from payments where order_id = $1', [orderId]);

  it('pays through the sandbox wallet page and comes back to the app', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, owed, reference, url } = await loanWithWallet();
    expect(url).toBe(`/film/sandbox/wallet?reference=${reference}`);
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox wallet');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/film/sandbox/wallet',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reference=${reference}&outcome=pay`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/alipayrepayment?reference=${reference}&result=pay`);
    expect((await post(`/pay/loan/payment-status?${b}`, { reference })).json().data).toMatchObject({
      status: 'paid',
      orderId,
      amount: owed,
    });
    expect(await paymentsFor(orderId)).toEqual([{ amount: owed, method: 'wallet' }]);
    expect(
      (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data.orderStatus,
    ).toBe(200);
  });

  it.each([
    ['ID', '/pay/loan/repayment-huichao'],
    ['IN', '/pay/loan/netbanking-start'],
  ] as const)(
    '%s: a page tapped again is the same payment; another amount withdraws it at the provider',
    async (market, start) => {
      t = await makeTestApp(kind);
      const { b, orderId } = await disbursedLoan(t, market);
      const page = async (amount: number) =>
        (await post(`${start}?${b}`, { orderId, amount })).json().data as {
          reference: string;
          url: string;
        };
      const first = await page(100_000);
      // A double tap, or Back and Pay again: the same payment and page, nothing new to pay twice.
      expect(await page(100_000)).toEqual(first);
      const other = await page(200_000);
      expect(other.reference).not.toBe(first.reference);
      const sandbox = t.payments as SandboxPaymentProvider;
      expect(sandbox.isWithdrawn(first.reference)).toBe(true);
      expect(sandbox.isWithdrawn(other.reference)).toBe(false);
      const status = (
        await post(`/pay/loan/payment-status?${b}`, { reference: first.reference })
      ).json().data;
      expect(status).toMatchObject({ status: 'cancelled', withdrawn: true });
      // Once its half hour is over, a new page is made for the same amount.
      t.clock.advanceMinutes(31);
      expect((await page(200_000)).reference).not.toBe(other.reference);
    },
  );

  it('cancels without moving money', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, reference } = await loanWithWallet();
    await t.app.inject({
      method: 'POST',
      url: '/film/sandbox/wallet',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reference=${reference}&outcome=cancel`,
    });
    expect((await post(`/pay/loan/payment-status?${b}`, { reference })).json().data.status).toBe(
      'cancelled',
    );
    expect(await paymentsFor(orderId)).toEqual([]);
  });

  it('applies each payment once however often and in whatever order its events arrive', async () => {
    t = await makeTestApp(kind);
    const { orderId, amount, reference } = await loanWithWallet(0.5);
    const events = [
      {
        eventId: 'e-ok',
        type: 'payment.succeeded',
        reference,
        amount,
        occurredAt: '2026-11-21T07:00:00Z',
      },
      {
        eventId: 'e-fail',
        type: 'payment.failed',
        reference,
        amount,
        occurredAt: '2026-11-21T06:59:00Z',
      },
      {
        eventId: 'e-ok-2',
        type: 'payment.succeeded',
        reference,
        amount,
        occurredAt: '2026-11-21T07:01:00Z',
      },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray([...events, ...events, ...events], { minLength: 9, maxLength: 9 }),
        async (stream) => {
          for (const e of stream) expect((await send(e)).statusCode).toBe(200);
          expect(await paymentsFor(orderId)).toEqual([{ amount, method: 'wallet' }]);
          // One receipt for the one payment, however often it was told (docs/product.md#papers).
          expect(
            await t.db.query(`select kind from papers where order_id = $1 and kind = 'receipt'`, [
              orderId,
            ]),
          ).toEqual([{ kind: 'receipt' }]);
        },
      ),
      { numRuns: 5 },
    );
    expect(
      (
        await t.db.query('select status from provider_payments where reference = $1', [reference])
      )[0],
    ).toEqual({ status: 'paid' });
  });

  it('refuses an event without our signature, or with a changed body', async () => {
    t = await makeTestApp(kind);
    const { orderId, amount, reference } = await loanWithWallet();
    const event = {
      eventId: 'e1',
      type: 'payment.succeeded',
      reference,
      amount,
      occurredAt: '2026-11-21T07:00:00Z',
    };
    expect((await send(event, 'f'.repeat(64))).statusCode).toBe(401);
    const signedForLess = provider.sign(JSON.stringify({ ...event, amount: 1 }));
    expect((await send(event, signedForLess)).statusCode).toBe(401);
    expect(await paymentsFor(orderId)).toEqual([]);
  });

  it('lets the support API complete a payment through the same webhook', async () => {
    t = await makeTestApp(kind);
    const { orderId, amount, reference } = await loanWithWallet(0.5);
    expect(
      (await post('/film/dev/payments/complete', { reference, outcome: 'paid' })).json().data,
    ).toEqual({ reference, status: 'paid' });
    expect(await paymentsFor(orderId)).toEqual([{ amount, method: 'wallet' }]);
    expect(
      (await post('/film/dev/payments/complete', { reference: 'nope', outcome: 'paid' }))
        .statusCode,
    ).toBe(404);
  });

  it('marks a wallet payment for refund when the loan was repaid meanwhile', async () => {
    t = await makeTestApp(kind);
    const { orderId, owed, reference, amount } = await loanWithWallet();
    await t.db.transaction((tx) =>
      applyPayment(tx, t.clock, { orderId, amount: owed, reference: 'card-first', method: 'card' }),
    );
    await send({
      eventId: 'late',
      type: 'payment.succeeded',
      reference,
      amount,
      occurredAt: '2026-11-21T07:00:00Z',
    });
    expect(
      (
        await t.db.query('select status from provider_payments where reference = $1', [reference])
      )[0],
    ).toEqual({ status: 'refund_due' });
    expect(await paymentsFor(orderId)).toEqual([{ amount: owed, method: 'card' }]);
  });

  it("keeps one borrower's payment status from another", async () => {
    t = await makeTestApp(kind);
    const { reference } = await loanWithWallet();
    const other = (await post('/film/dev/sessions', { market: 'ID' })).json().data;
    expect(
      (await post(`/pay/loan/payment-status?sessionId=${other.sessionId}`, { reference }))
        .statusCode,
    ).toBe(404);
  });
});
