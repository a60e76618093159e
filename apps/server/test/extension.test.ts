import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, makeTestApp, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('paid extension on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const rowOf = (
    d: { userOrderDetail: { detail: { text: string; value: string }[] } },
    text: string,
  ) => d.userOrderDetail.detail.find((r) => r.text === text)?.value;

  async function loan() {
    const s = (await post('/film/dev/sessions', { market: 'IN' })).json().data;
    const b = `sessionId=${s.sessionId}&appName=tenora-in`;
    const { orderId } = (
      await post(`/v3/loan-confirm/loan-detail-push?${b}`, {
        productId: 2,
        amount: 1_000_000,
        periods: 91,
      })
    ).json().data;
    await post('/film/dev/orders/state', { orderId, action: 'approve' });
    await post('/film/dev/orders/state', { orderId, action: 'disburse' });
    const details = async () =>
      (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data;
    return { b, orderId, details };
  }

  it('quotes the fee and the new due date next to the cost of paying now', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await loan();
    const d = (await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json().data;
    // 5% of the ₹10,000 still unpaid; 7 days after the first due date (30 days after disbursal).
    expect(d).toMatchObject({
      productName: 'Tenora Salary Advance',
      delayShouldPayAmount: 50_000,
      delayExpiryTime: '2026-12-28',
      delayDays: 7,
    });
    expect(d.comparison.extendTotal - d.comparison.payNowTotal).toBe(50_000);
    expect(d.comparison.currentDueDate).toBe('2026-12-21');
    expect(d.orderDetail.detail.map((r: { text: string }) => r.text)).toEqual([
      'Owed now',
      'Due date now',
      'Extension fee',
      'New due date',
    ]);
  });

  it('moves the due date once the fee is paid, keeping what was already owed', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId, details } = await loan();
    // 33 days on, the first instalment (due 21 Dec) is 3 days late: the extension runs from today, 24 Dec.
    t.clock.advanceMinutes(33 * 24 * 60);
    const late = await details();
    expect(late.orderStatus).toBe(180);
    const charges = rowOf(late, 'Late charges');
    const owedBefore = rowOf(late, 'Outstanding');

    const { reference } = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json().data;
    expect(
      (await post('/film/dev/payments/complete', { reference, outcome: 'paid' })).json().data
        .status,
    ).toBe('paid');
    // The same event again changes nothing.
    await post('/film/dev/payments/complete', { reference, outcome: 'paid' });

    const after = await details();
    expect(after.orderStatus).toBe(170);
    expect(rowOf(after, 'Next due date')).toBe('31 Dec 2026');
    expect(rowOf(after, 'Late charges')).toBe(charges);
    expect(rowOf(after, 'Outstanding')).toBe(owedBefore);
    expect(
      await t.db.query('select amount, kind from payments where order_id = $1', [orderId]),
    ).toEqual([{ amount: 50_000, kind: 'extension_fee' }]);
  });
  it('extends one at a time, waits for the extended date, and stops at two', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId, details } = await loan();
    t.clock.advanceMinutes(33 * 24 * 60);
    const start = async () => (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json();
    const pay = (reference: string) =>
      post('/film/dev/payments/complete', { reference, outcome: 'paid' });

    // Two fees started before either is paid: only the first extends; the second is for refund.
    const first = (await start()).data.reference;
    const second = (await start()).data.reference;
    expect((await pay(first)).json().data.status).toBe('paid');
    expect((await pay(second)).json().data.status).toBe('refund_due');
    expect(rowOf(await details(), 'Next due date')).toBe('31 Dec 2026');
    expect((await details()).isDelay).toBe('0');

    const refused = await start();
    expect(refused).toEqual({
      code: '01',
      data: null,
      message:
        'This loan is already extended to 31 Dec 2026. You can extend it again from that day.',
    });
    expect((await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json().message).toBe(
      refused.message,
    );

    // On the extended due date, a second extension is offered, and then no more.
    t.clock.advanceMinutes(7 * 24 * 60);
    expect((await details()).isDelay).toBe('1');
    expect((await pay((await start()).data.reference)).json().data.status).toBe('paid');
    expect(rowOf(await details(), 'Next due date')).toBe('7 Jan 2027');
    t.clock.advanceMinutes(7 * 24 * 60);
    expect((await details()).isDelay).toBe('0');
    expect((await start()).message).toBe(
      'This loan has had 2 extensions, the most it can have. Please repay it.',
    );
    expect(
      await t.db.query(
        "select count(*)::int as n from payments where order_id = $1 and kind = 'extension_fee'",
        [orderId],
      ),
    ).toEqual([{ n: 2 }]);
  });
});

describe('Indonesian caps after an extension', () => {
  it('keeps frozen and new late charges within 100% of the principal', async () => {
    const t = await makeTestApp('pglite', { env: { SESSION_TTL_HOURS: '99999' } });
    try {
      const post = (url: string, payload: Record<string, unknown> = {}) =>
        t.app.inject({ method: 'POST', url, payload });
      const s = (await post('/film/dev/sessions', { market: 'ID' })).json().data;
      const b = `sessionId=${s.sessionId}`;
      const { orderId } = (
        await post(`/v3/loan-confirm/loan-detail-push?${b}`, {
          productId: 4,
          amount: 100_000_000,
          periods: 91,
        })
      ).json().data;
      await post('/film/dev/orders/state', { orderId, action: 'approve' });
      await post('/film/dev/orders/state', { orderId, action: 'disburse' });
      // Years late: the cap, not the daily rate, decides.
      t.clock.advanceMinutes(3 * 365 * 24 * 60);
      const { reference } = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json()
        .data;
      await post('/film/dev/payments/complete', { reference, outcome: 'paid' });
      t.clock.advanceMinutes(3 * 365 * 24 * 60);
      const [order] = await t.db.query<{ principal: number; fees: number }>(
        'select principal, processing_fee + fee_tax as fees from orders where id = $1',
        [orderId],
      );
      const [interest] = await t.db.query<{ total: number }>(
        'select sum(interest)::bigint as total from instalments where order_id = $1',
        [orderId],
      );
      const details = (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data;
      const charges =
        details.userOrderDetail.detail.find(
          (r: { text: string }) => r.text === 'Denda keterlambatan',
        )?.value ?? '';
      const penalty = Number(charges.replace(/\D/g, '')) * 100;
      expect(penalty).toBe((order?.principal ?? 0) - (order?.fees ?? 0) - (interest?.total ?? 0));
    } finally {
      await t.close();
    }
  });
});
