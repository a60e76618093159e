import { afterEach, describe, expect, it } from 'vitest';
import { applyPayment, loanAccount } from '../src/modules/ledger/index.ts';
import { BorrowerScope } from '../src/platform/auth.ts';
import type { Queryable } from '../src/platform/db.ts';
import { DB_KINDS, disbursedLoan, makeTestApp, raceIt, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('ledger on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  /** A fresh IN borrower with a disbursed ₹10,000, 91-day loan in 3 instalments. */
  async function loanWithPlan() {
    const { b, orderId } = await disbursedLoan(t, 'IN');
    const instalments = await t.db.query<{ total: number }>(
      'select (principal + interest + fee)::bigint as total from instalments where order_id = $1 order by period_no',
      [orderId],
    );
    const status = async () =>
      (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data as {
        orderStatus: number;
        userOrderDetail: { detail: { text: string; value: string }[] };
      };
    /** What pays the loan off today (docs/decisions/029-early-repayment.md). */
    const payoffOf = async (id: number) =>
      (await post(`/pay/loan/repayment-way?${b}&orderId=${id}`)).json().data.payoff
        .amount as number;
    return { orderId, b, totals: instalments.map((i) => i.total), status, payoffOf };
  }

  const pay = (orderId: number, amount: number, reference: string) =>
    t.db.transaction((tx) =>
      applyPayment(tx, t.clock, { orderId, amount, reference, method: 'card' }),
    );

  it('applies payments oldest instalment first and repays the order when nothing is left', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { orderId, totals, status, payoffOf } = await loanWithPlan();
    expect(totals).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = totals;

    expect(await pay(orderId, first, 'p1')).toMatchObject({
      ok: true,
      duplicate: false,
      owedAfter: second + third,
    });
    const allocated = await t.db.query(
      'select period_no, principal + interest as amount from payment_allocations where order_id = $1',
      [orderId],
    );
    expect(allocated).toEqual([{ period_no: 1, amount: first }]);
    expect((await status()).orderStatus).toBe(170);

    // The rest, on the day of disbursal, is paid off for the principal: the interest paid ahead
    // on the first instalment is credited (docs/decisions/029-early-repayment.md).
    const payoff = await payoffOf(orderId);
    expect(payoff).toBeLessThan(second + third);
    expect(await pay(orderId, payoff, 'p2')).toMatchObject({ ok: true, owedAfter: 0 });
    expect((await status()).orderStatus).toBe(200);
    expect(await pay(orderId, 1, 'p3')).toEqual({ ok: false, reason: 'overpayment', owed: 0 });
  });

  it('refuses more than is owed, whole, and writes nothing', async () => {
    t = await makeTestApp(kind);
    const { orderId, totals } = await loanWithPlan();
    const owed = totals.reduce((n, x) => n + x, 0);
    // On the day of disbursal the most taken is the cooling-off payoff: the principal.
    expect(await pay(orderId, owed + 1, 'too-much')).toEqual({
      ok: false,
      reason: 'overpayment',
      owed: 1_000_000,
    });
    expect(await pay(orderId, 0, 'nothing')).toMatchObject({ ok: false, reason: 'invalid_amount' });
    expect(await t.db.query('select id from payments where order_id = $1', [orderId])).toEqual([]);
  });

  it('takes a retried payment once', async () => {
    t = await makeTestApp(kind);
    const { orderId } = await loanWithPlan();
    const first = await pay(orderId, 50_000, 'same-ref');
    const again = await pay(orderId, 50_000, 'same-ref');
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(again).toMatchObject({
      ok: true,
      duplicate: true,
      paymentId: first.ok ? first.paymentId : -1,
    });
    expect(await t.db.query('select amount from payments where order_id = $1', [orderId])).toEqual([
      { amount: 50_000 },
    ]);
  });

  it('settles late charges before the overdue instalment', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { orderId, status } = await loanWithPlan();
    t.clock.advanceMinutes(33 * 24 * 60);
    const late = await status();
    expect(late.orderStatus).toBe(180);
    const charges = late.userOrderDetail.detail.find((r) => r.text === 'Late charges')?.value ?? '';
    const penalty = Math.round(Number(charges.replace(/[^\d.]/g, '')) * 100);
    expect(penalty).toBeGreaterThan(100_000);
    await pay(orderId, penalty + 10, 'late-1');
    expect(
      await t.db.query(
        'select period_no, penalty, principal + interest + fee as rest from payment_allocations where order_id = $1 order by period_no',
        [orderId],
      ),
    ).toEqual([
      { period_no: 0, penalty, rest: 0 },
      { period_no: 1, penalty: 0, rest: 10 },
    ]);
    expect(
      (await status()).userOrderDetail.detail.find((r) => r.text === 'Late charges'),
    ).toBeUndefined();
  });

  it('holds India’s late charges to the overdue principal (docs/product.md#late-charges)', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { orderId, status } = await loanWithPlan();
    const [first] = await t.db.query<{ principal: number }>(
      'select principal from instalments where order_id = $1 and period_no = 1',
      [orderId],
    );
    const charges = async () => {
      const row = (await status()).userOrderDetail.detail.find((r) => r.text === 'Late charges');
      return Math.round(Number((row?.value ?? '').replace(/[^\d.]/g, '')) * 100);
    };
    // Day 50: the first instalment is 20 days late. ₹800 + 20 × 5% of it would pass its principal.
    t.clock.advanceMinutes(50 * 24 * 60);
    expect(await charges()).toBe(first?.principal);
    // More days late add nothing past it.
    t.clock.advanceMinutes(8 * 24 * 60);
    expect(await charges()).toBe(first?.principal);
  });

  raceIt(kind)('lets only one of 20 simultaneous full repayments through', async () => {
    t = await makeTestApp(kind);
    const { orderId, payoffOf } = await loanWithPlan();
    const owed = await payoffOf(orderId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(orderId, owed, `race-${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'overpayment')).toHaveLength(19);
    const [sum] = await t.db.query<{ total: number }>(
      'select coalesce(sum(amount), 0)::bigint as total from payments where order_id = $1',
      [orderId],
    );
    expect(sum?.total).toBe(owed);
  });

  it('reads a late, part-paid loan in one query (decision 042)', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { orderId, totals, status } = await loanWithPlan();
    await pay(orderId, 50_000, 'part');
    t.clock.advanceMinutes(33 * 24 * 60);
    const [owner] = await t.db.query<{ user_id: number }>(
      'select user_id from orders where id = $1',
      [orderId],
    );
    let queries = 0;
    const counted: Queryable = {
      query: (sql, params) => (queries++, t.db.query(sql, params)),
      exec: (sql) => t.db.exec(sql),
    };
    const borrower = BorrowerScope.fromSession(owner?.user_id ?? 0, 'IN', '', counted);
    const account = await loanAccount(t.clock, borrower, orderId);
    expect(queries).toBe(1);
    // Late charges come first; the instalments still owe all but the part payment.
    expect(account?.balance.penaltyOwed).toBeGreaterThan(0);
    expect(account?.balance.owed).toBe(
      totals.reduce((n, x) => n + x, 0) - 50_000 + (account?.balance.penaltyOwed ?? 0),
    );
    expect(account?.status).toBe((await status()).orderStatus);

    // Read again: one small query says the account worked out before is still current (decision 074).
    queries = 0;
    expect(await loanAccount(t.clock, borrower, orderId)).toEqual(account);
    expect(queries).toBe(1);
    // After a payment the version has moved: the account is read and worked out anew.
    await pay(orderId, 30_000, 'part-2');
    queries = 0;
    const after = await loanAccount(t.clock, borrower, orderId);
    expect(queries).toBe(2);
    expect(after?.balance.owed).toBe((account?.balance.owed ?? 0) - 30_000);
  });
});
