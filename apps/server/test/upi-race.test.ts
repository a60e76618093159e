import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, disbursedLoan, makeTestApp, type TestApp } from './helper.ts';

/**
 * One open UPI payment per order and amount (docs/decisions/031-upi-intent-qr-collect.md), even
 * when starts race: on PostgreSQL only, since PGlite's one connection runs them one at a time.
 */
describe.each(DB_KINDS.filter((k) => k === 'postgres'))('UPI starts at once on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('issues one reference to twenty simultaneous starts', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await disbursedLoan(t, 'IN');
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, payload });
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`, {})).json().data;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow }),
      ),
    );
    const references = new Set(answers.map((a) => a.json().data?.reference));
    expect(references.size).toBe(1);
    expect([...references][0]).toMatch(/^upi/);
    expect(
      await t.db.query(
        "select count(*)::int as n from provider_payments where order_id = $1 and method = 'upi'",
        [orderId],
      ),
    ).toEqual([{ n: 1 }]);
  });
});
