import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, makeTestApp, type TestApp } from './helper.ts';

/**
 * Money is shown in the currency of the borrower it belongs to, whatever app the address names
 * (decision 027): the app config follows a signed-in borrower, and every answer that carries
 * money says its market.
 */
describe.each(DB_KINDS)("a borrower's market wins over the address's app on %s", (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const config = async (query: string) => {
    const res = await t.app.inject({ url: `/film/app/config?${query}` });
    return { status: res.statusCode, data: res.json().data };
  };
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  it("answers the signed-in borrower's app when the address names none, another market's or an unknown one", async () => {
    t = await makeTestApp(kind);
    const indonesian = {
      appName: 'tenora-id',
      market: 'ID',
      locale: 'id-ID',
      currency: 'IDR',
    };
    for (const app of ['', '&appName=tenora-in', '&appName=nope', '&market=IN', '&lang=en-IN']) {
      const res = await config(`sessionId=demo-id&userId=2${app}`);
      expect(res.status, app).toBe(200);
      expect(res.data, app).toMatchObject(indonesian);
    }
    expect((await config('sessionId=demo-in&userId=1&appName=tenora-id')).data).toMatchObject({
      appName: 'tenora-in',
      market: 'IN',
      currency: 'INR',
    });
    expect((await config('sessionId=demo-in&appName=tenora-in')).data.appName).toBe('tenora-in');
  });

  it('leaves the public page as it was without a valid session', async () => {
    t = await makeTestApp(kind);
    expect((await config('')).data.appName).toBe('tenora-in');
    expect((await config('appName=tenora-id')).data.appName).toBe('tenora-id');
    expect((await config('market=ID')).data.appName).toBe('tenora-id');
    // An unknown, expired or mismatched session is no borrower: the address decides.
    expect((await config('sessionId=nope&appName=tenora-id')).data.appName).toBe('tenora-id');
    expect((await config('sessionId=demo-id&userId=1&appName=tenora-in')).data.appName).toBe(
      'tenora-in',
    );
    expect((await config('sessionId=nope&appName=nope')).status).toBe(404);
  });

  it("says the borrower's market on every answer that carries money, whatever the app", async () => {
    t = await makeTestApp(kind);
    // The Indonesian borrower, opened through the Indian app.
    const b = 'sessionId=demo-id&userId=2&appName=tenora-in';
    const data = async (url: string, payload: Record<string, unknown> = {}) => {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.json().data;
    };

    const { orders } = await data(`/film/order/list?${b}`);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o: { market: string }) => o.market === 'ID')).toBe(true);

    const overdue = 2004;
    const details = await data(`/v3/loan-details/loan-details?${b}`, { orderId: overdue });
    expect(details.market).toBe('ID');
    expect(JSON.stringify(details.userOrderDetail)).toContain('Rp');
    expect(JSON.stringify(details.userOrderDetail)).not.toContain('₹');
    const fresh = (await post('/film/dev/sessions', { market: 'ID' })).json().data;
    const productPage = await data(
      `/v3/loan-details/loan-details?sessionId=${fresh.sessionId}&appName=tenora-in`,
      { productId: 5 },
    );
    expect(productPage).toMatchObject({ orderId: null, market: 'ID' });
    expect(JSON.stringify(productPage.userOrderDetail)).toContain('Rp');

    const way = await data(`/pay/loan/repayment-way?${b}`, { orderId: overdue });
    expect(way.market).toBe('ID');
    expect((await data(`/v3/installment/loan-play-detail?${b}`, { orderId: 2007 })).market).toBe(
      'ID',
    );
    expect((await data(`/v3/loan-details/delay-detail?${b}`, { orderId: overdue })).market).toBe(
      'ID',
    );
    expect(
      (await data(`/v3/loan-details/init-pay-type?${b}`, { orderId: overdue, pay_type: 2 })).market,
    ).toBe('ID');
    const code = await data(`/v3/loan-details/generate-vcode?${b}`, {
      orderId: overdue,
      amount: way.amount,
      pay_type: 2,
      payCode: 'ALFAMART',
    });
    expect(code.market).toBe('ID');
    const instructions = await data(`/pay/loan/payment-instructions?${b}`, {
      reference: code.vcode,
    });
    expect(instructions.market).toBe('ID');

    const wallet = await data(`/pay/loan/repayment-huichao?${b}`, {
      orderId: 2005,
      amount: 100_000,
    });
    expect(
      (await data(`/pay/loan/payment-status?${b}`, { reference: wallet.reference })).market,
    ).toBe('ID');

    const offer = await data(`/v3/loan-confirm/loan-detail-confirm?${b}`, { productId: 5 });
    expect(offer.keyFacts.market).toBe('ID');
    await data(`/v3/loan-confirm/loan-detail-push?${b}`, {
      productId: 5,
      amount: offer.amount,
      periods: offer.periods,
      consent: 1,
      documentsId: offer.documentsId,
    });
    const documents = await data(`/film/loan/documents?${b}`);
    expect(documents.length).toBe(1);
    expect(documents[0].market).toBe('ID');
  });
});
