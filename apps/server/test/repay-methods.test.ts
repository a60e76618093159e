import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, injectPush, makeTestApp, type TestApp } from './helper.ts';

/**
 * Repay offers every method of the borrower's market and never another's (docs/product.md#payments):
 * India pays by UPI (intent link, QR code, collect request), card, net banking and a virtual
 * account with IFSC; Indonesia by virtual account, store code, wallet and card. Each method asks
 * exactly the amount chosen, and its money lands through the signed webhook.
 */
describe.each(DB_KINDS)('ways to pay per market on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const form = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  async function disbursedLoan(market: 'IN' | 'ID') {
    const s = (await post('/film/dev/sessions', { market })).json().data;
    const b = `sessionId=${s.sessionId}`;
    const { orderId } = (
      await injectPush(t, b, {
        productId: market === 'IN' ? 2 : 5,
        amount: market === 'IN' ? 1_000_000 : 300_000_000,
        periods: 91,
      })
    ).data;
    await post('/film/dev/orders/state', { orderId, action: 'approve' });
    await post('/film/dev/orders/state', { orderId, action: 'disburse' });
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    return { b, orderId, way };
  }

  const paymentsFor = (orderId: number) =>
    t.db.query<{ amount: string | number; method: string }>(
      'select amount, method from payments where order_id = $1 and method <> $2',
      [orderId, 'seed'],
    );

  it("lists every method of the borrower's market and no other market's", async () => {
    t = await makeTestApp(kind);
    const india = await disbursedLoan('IN');
    expect(india.way.methods).toEqual(['upi', 'card', 'netbanking', 'va']);
    expect(india.way.alipay).toBe(0);
    const indonesia = await disbursedLoan('ID');
    expect(indonesia.way.methods).toEqual(['va', 'store', 'wallet', 'card']);
    expect(indonesia.way.alipay).toBe(1);
  });

  it('refuses India the stores, the wallet and Indonesian ATM steps, and shows its IFSC', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, way } = await disbursedLoan('IN');
    const stores = (
      await post(`/v3/loan-details/init-pay-type?${b}`, { orderId, pay_type: 2 })
    ).json();
    expect(stores.code).not.toBe('00');
    expect(stores.message).toContain('not offered');
    const code = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: way.dueNow,
        pay_type: 2,
        payCode: 'ALFAMART',
      })
    ).json();
    expect(code.code).not.toBe('00');
    expect(code.message).toContain('not offered');
    const wallet = (
      await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount: way.dueNow })
    ).json();
    expect(wallet.code).not.toBe('00');

    const banks = (
      await post(`/v3/loan-details/init-pay-type?${b}`, { orderId, pay_type: 1 })
    ).json().data;
    expect(banks.payTypes).toEqual([1]);
    expect(banks.banks.map((x: { payCode: string }) => x.payCode)).not.toContain('BCA');
    expect(banks.banks[0].method).not.toContain('ATM');
    const va = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: way.dueNow,
        pay_type: 1,
        payCode: 'SBI',
        specific_num: 1,
      })
    ).json().data;
    expect(va.ifsc).toBe('SBIN0007245');
    expect(va.amount).toBe(way.dueNow);
    const steps = JSON.stringify(va.payStep);
    expect(steps).toContain('IFSC SBIN0007245');
    expect(steps).not.toMatch(/ATM|Virtual account\./);
    // An Indonesian bank is not India's.
    const bca = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: way.dueNow,
        pay_type: 1,
        payCode: 'BCA',
        specific_num: 1,
      })
    ).json();
    expect(bca.code).not.toBe('00');
  });

  it('refuses Indonesia UPI and net banking', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, way } = await disbursedLoan('ID');
    for (const path of ['/pay/loan/upi-start', '/pay/loan/netbanking-start']) {
      const r = (await post(`${path}?${b}`, { orderId, amount: way.dueNow })).json();
      expect(r.code, path).not.toBe('00');
      expect(r.message).toContain('tidak tersedia');
    }
  });

  it('issues one UPI reference per order and amount, reused until paid, and books exactly it', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, way } = await disbursedLoan('IN');
    expect(way.dueNow).toBeLessThan(way.amount);
    const first = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow })).json()
      .data;
    expect(first).toMatchObject({ amount: way.dueNow, status: 'pending', collectTo: null });
    const rupees = (way.dueNow / 100).toFixed(2);
    expect(first.link).toBe(
      `upi://pay?pa=tenora.sandbox%40sbxupi&pn=Tenora%20Sandbox&am=${rupees}&tr=${first.reference}&tn=Tenora%20loan%20${orderId}&cu=INR`,
    );
    const again = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow })).json()
      .data;
    expect(again.reference).toBe(first.reference);

    // Another amount is another payment; the first link asks no more.
    const other = (
      await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow - 100 })
    ).json().data;
    expect(other.reference).not.toBe(first.reference);
    const back = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow })).json()
      .data;
    expect(back.reference).not.toBe(other.reference);

    // The sandbox UPI app approves it; the webhook books exactly the amount chosen.
    const app = await t.app.inject({ url: `/film/sandbox/upi?reference=${back.reference}` });
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain(rupees);
    const approved = await form('/film/sandbox/upi', `reference=${back.reference}&outcome=pay`);
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('Payment approved');
    expect(
      (await post(`/pay/loan/payment-status?${b}`, { reference: back.reference })).json().data,
    ).toMatchObject({ status: 'paid', method: 'upi', amount: way.dueNow });
    expect((await paymentsFor(orderId)).map((p) => [Number(p.amount), p.method])).toEqual([
      [way.dueNow, 'upi'],
    ]);
    // Paid: the same amount shows as paid and nothing new is issued.
    const paid = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow })).json()
      .data;
    expect(paid).toMatchObject({ reference: back.reference, status: 'paid' });
  });

  it('expires a UPI reference after half an hour and issues a new one', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, way } = await disbursedLoan('IN');
    const first = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow })).json()
      .data;
    t.clock.advanceMinutes(31);
    const later = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow })).json()
      .data;
    expect(later.reference).not.toBe(first.reference);
  });

  it('checks a collect UPI id for form, in the borrower language, then sends the request', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, way } = await disbursedLoan('IN');
    const { reference } = (
      await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow })
    ).json().data;
    for (const vpa of ['ravi', 'ravi@', 'ravi kumar@ybl', '@ybl', 'ravi@9bank']) {
      const bad = (await post(`/pay/loan/upi-collect?${b}`, { reference, vpa })).json();
      expect(bad.code, vpa).not.toBe('00');
      expect(bad.message).toBe('Please enter a UPI ID like name@bank, as shown in your UPI app.');
    }
    const good = (
      await post(`/pay/loan/upi-collect?${b}`, { reference, vpa: ' Ravi.K@OkHDFCBank ' })
    ).json().data;
    expect(good).toEqual({ reference, collectTo: 'Ravi.K@okhdfcbank', status: 'pending' });
    const page = await t.app.inject({ url: `/film/sandbox/upi?reference=${reference}` });
    expect(page.body).toContain('Ravi.K@okhdfcbank');
    // The support API plays the payer approving it in their UPI app.
    await post('/film/dev/payments/complete', { reference, outcome: 'paid' });
    expect((await paymentsFor(orderId)).map((p) => Number(p.amount))).toEqual([way.dueNow]);
  });

  it('pays by net banking at the sandbox bank page for exactly the amount chosen', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, way } = await disbursedLoan('IN');
    const started = (
      await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: way.dueNow })
    ).json().data;
    expect(started.url).toBe(`/film/sandbox/netbanking?reference=${started.reference}`);
    const page = await t.app.inject({ url: started.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('State Bank of India');
    expect(page.body).not.toContain('BCA');
    const cancelled = await form(
      '/film/sandbox/netbanking',
      `reference=${started.reference}&outcome=cancel&bank=SBI`,
    );
    expect(cancelled.headers.location).toBe(
      `/alipayrepayment?reference=${started.reference}&result=cancel`,
    );
    expect(await paymentsFor(orderId)).toEqual([]);
    const again = (
      await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: way.dueNow })
    ).json().data;
    const paid = await form(
      '/film/sandbox/netbanking',
      `reference=${again.reference}&outcome=pay&bank=HDFC`,
    );
    expect(paid.statusCode).toBe(303);
    expect((await paymentsFor(orderId)).map((p) => [Number(p.amount), p.method])).toEqual([
      [way.dueNow, 'netbanking'],
    ]);
  });

  it('charges the wallet exactly the amount chosen, not everything owed', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, way } = await disbursedLoan('ID');
    expect(way.dueNow).toBeLessThan(way.amount);
    const started = (
      await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount: way.dueNow })
    ).json().data;
    await form('/film/sandbox/wallet', `reference=${started.reference}&outcome=pay`);
    expect((await paymentsFor(orderId)).map((p) => [Number(p.amount), p.method])).toEqual([
      [way.dueNow, 'wallet'],
    ]);
  });
});
