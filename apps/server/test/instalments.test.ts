import { afterEach, describe, expect, it } from 'vitest';
import { applyPayment } from '../src/modules/ledger/index.ts';
import { DB_KINDS, disbursedLoan, makeTestApp, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('instalment plan on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const pay = (orderId: number, amount: number, reference: string) =>
    t.db.transaction((tx) =>
      applyPayment(tx, t.clock, { orderId, amount, reference, method: 'card' }),
    );

  it('lists what is owed and what is paid, oldest first, with late charges on the first pending one', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId } = await disbursedLoan(t, 'IN', { productId: 2, amount: 1_200_000 });
    const plan = async () =>
      (await post(`/v3/installment/loan-play-detail?${b}`, { orderId })).json().data;

    const start = await plan();
    expect(start.productName).toBe('Tenora Salary Advance');
    expect(start.repayWaitCount).toBe(3);
    expect(
      start.repayPlanDetail.repayWaitDetail.map((i: { periodNo: number }) => i.periodNo),
    ).toEqual([1, 2, 3]);
    expect(start.repayPlanDetail.repayWaitDetail[0]).toMatchObject({
      canClick: 1,
      periodStatus: 0,
      repayDes: 'Due 21 Dec 2026',
      dueTime: '2026-12-21',
    });

    const first = start.repayPlanDetail.repayWaitDetail[0].totalAmount as number;
    await pay(orderId, first, 'p1');
    const after = await plan();
    expect(after.repayWaitCount).toBe(2);
    expect(after.repayPlanDetail.repayYetDetail).toEqual([
      expect.objectContaining({
        periodNo: 1,
        periodStatus: 1,
        repayDes: 'Paid, was due 21 Dec 2026',
      }),
    ]);

    t.clock.advanceMinutes(65 * 24 * 60);
    const late = await plan();
    const second = late.repayPlanDetail.repayWaitDetail[0];
    expect(second).toMatchObject({ periodNo: 2, periodStatus: 2 });
    expect(second.repayDes).toMatch(/^Overdue by \d+ days, late charges included$/);
    // Paying the shown amount settles it, late charges and all.
    await pay(orderId, second.totalAmount, 'p2');
    expect(
      (await plan()).repayPlanDetail.repayWaitDetail.map((i: { periodNo: number }) => i.periodNo),
    ).toEqual([3]);
  });

  it("refuses another borrower's order", async () => {
    t = await makeTestApp(kind);
    const s = (await post('/film/dev/sessions', { market: 'IN' })).json().data;
    expect(
      (await post(`/v3/installment/loan-play-detail?sessionId=${s.sessionId}`, { orderId: 1007 }))
        .statusCode,
    ).toBe(404);
  });
});
