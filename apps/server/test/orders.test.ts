import { afterEach, describe, expect, it } from 'vitest';
import { applyPayment } from '../src/modules/ledger/index.ts';
import { DB_KINDS, IN, ID, makeTestApp, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('POST /film/order/list on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const list = (
    query: string,
    init: { payload?: string | object; headers?: Record<string, string> } = {},
  ) => t.app.inject({ method: 'POST', url: `/film/order/list?${query}`, ...init });

  it("shows a borrower their own orders only, newest first, with the product's name and logo", async () => {
    t = await makeTestApp(kind);
    const res = await list(IN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    const ids = body.data.orders.map((o: { orderId: number }) => o.orderId);
    expect(ids).toEqual([1010, 1009, 1008, 1007, 1006, 1005, 1004, 1003, 1002, 1001]);
    expect(body.data.orders[0]).toMatchObject({
      productName: 'Tenora Flexi',
      productLogo: '/products/flexi.svg',
      amount: 1_200_000,
      status: 21,
    });

    const other = (await list(ID)).json().data.orders.map((o: { orderId: number }) => o.orderId);
    expect(other.every((id: number) => id > 2000)).toBe(true);
  });

  it('answers an empty list for a fresh borrower', async () => {
    t = await makeTestApp(kind);
    const fresh = (
      await t.app.inject({ method: 'POST', url: '/film/dev/sessions', payload: { market: 'ID' } })
    ).json().data;
    const res = await list(`sessionId=${fresh.sessionId}&userId=${fresh.userId}`);
    expect(res.json()).toEqual({ code: 0, data: { orders: [], unread: 0 }, message: '' });
    expect(fresh.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh.phone).toMatch(/^\+62/);
  });

  it("counts the borrower's unread messages, none once they are read, and none of another's", async () => {
    t = await makeTestApp(kind);
    const unread = async (query: string) => (await list(query)).json().data.unread;
    expect(await unread(IN)).toBe(0);
    // A complaint is told back to its borrower as a message (docs/product.md#messages).
    const saved = await t.app.inject({
      method: 'POST',
      url: `/h5-api/v3/user-problem/problem-save?${IN}`,
      payload: { problemType: 3, problemDetail: 'The fee is not the one I agreed to.' },
    });
    expect(saved.json().code).toBe('00');
    expect(await unread(IN)).toBe(1);
    expect(await unread(ID)).toBe(0);
    await t.app.inject({ method: 'POST', url: `/film/messages/read?${IN}` });
    expect(await unread(IN)).toBe(0);
  });

  it.each([
    ['no session', 'appName=tenora-in'],
    ['an unknown session', 'sessionId=nope'],
    ["another borrower's userId", 'sessionId=demo-in&userId=2'],
  ])('rejects %s with a 401 envelope', async (_name, query) => {
    t = await makeTestApp(kind);
    const res = await list(query);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 401,
      data: null,
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it('speaks the market of the calling app when there is no session', async () => {
    t = await makeTestApp(kind);
    const res = await list('sessionId=nope&appName=tenora-id');
    expect(res.json().message).toBe('Sesi Anda telah berakhir. Silakan masuk kembali.');
  });

  it('rejects an expired session', async () => {
    t = await makeTestApp(kind);
    const fresh = (
      await t.app.inject({ method: 'POST', url: '/film/dev/sessions', payload: { market: 'IN' } })
    ).json().data;
    expect((await list(`sessionId=${fresh.sessionId}`)).statusCode).toBe(200);
    t.clock.advanceMinutes(t.config.sessionTtlHours * 60 + 1);
    expect((await list(`sessionId=${fresh.sessionId}`)).statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    t = await makeTestApp(kind);
    const fresh = (
      await t.app.inject({ method: 'POST', url: '/film/dev/sessions', payload: { market: 'IN' } })
    ).json().data;
    const rows = await t.db.query<{ token_hash: string }>(
      'select token_hash from sessions where user_id = $1',
      [fresh.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(fresh.sessionId);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts JSON and form bodies alike', async () => {
    t = await makeTestApp(kind);
    const json = await list(IN, { payload: {}, headers: { 'content-type': 'application/json' } });
    const form = await list(IN, {
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(json.json().data.orders).toHaveLength(10);
    expect(form.json().data.orders).toEqual(json.json().data.orders);
  });

  it('derives the status from the due dates at read time, as the clock moves', async () => {
    t = await makeTestApp(kind);
    const statusOf1007 = async () =>
      (await list(IN)).json().data.orders.find((o: { orderId: number }) => o.orderId === 1007)
        .status;
    // Order 1007's first instalment is due 20 days after the seed day.
    expect(await statusOf1007()).toBe(170);
    t.clock.advanceMinutes(20 * 24 * 60);
    expect(await statusOf1007()).toBe(174);
    t.clock.advanceMinutes(24 * 60);
    expect(await statusOf1007()).toBe(180);
  });

  it('moves a paid order to repaid without any stored status flag', async () => {
    t = await makeTestApp(kind);
    // Day 10 of order 1007's 91 days: paying it off early is not open yet, so its due dates
    // pass and it is paid off once the window opens, on day 46 (docs/product.md#early-repayment).
    t.clock.advanceMinutes(36 * 24 * 60);
    const way = await t.app.inject({
      method: 'POST',
      url: `/pay/loan/repayment-way?${IN}&orderId=1007`,
    });
    const paid = await t.db.transaction((tx) =>
      applyPayment(tx, t.clock, {
        orderId: 1007,
        amount: way.json().data.payoff.amount,
        reference: 'test-pay',
        method: 'card',
      }),
    );
    expect(paid.ok).toBe(true);
    const order = (await list(IN))
      .json()
      .data.orders.find((o: { orderId: number }) => o.orderId === 1007);
    expect(order.status).toBe(200);
  });
});
