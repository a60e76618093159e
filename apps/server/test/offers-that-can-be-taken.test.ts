import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, disbursedLoan, LOAN, makeTestApp, type TestApp } from './helper.ts';

const DAY = 24 * 60;

interface PlanItem {
  periodNo: number;
  totalAmount: number;
  canClick: number;
  repayDes: string;
}

/**
 * Nothing is offered that a way to pay then refuses (docs/product.md#screen-rules): the
 * instalments screen offers only what the rules allow today and says when the rest opens.
 */
describe.each(DB_KINDS)('offers that can be taken, on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const plan = async (b: string, orderId: number) =>
    (await post(`/v3/installment/loan-play-detail?${b}`, { orderId })).json().data as {
      opensOn: string | null;
      repayPlanDetail: { repayWaitDetail: PlanItem[] };
    };
  const vaFor = (b: string, orderId: number, amount: number) =>
    post(`/v3/loan-details/generate-vcode?${b}`, {
      orderId,
      amount,
      payCode: 'HDFC',
      pay_type: 1,
      specific_num: 2,
      is_default: 0,
    });

  it('India: before half the term the last instalment waits, and says from when', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId } = await disbursedLoan(t, 'IN', LOAN.IN);
    // Past cooling-off, before the window (day 46 of 91).
    t.clock.advanceMinutes(10 * DAY);
    const before = await plan(b, orderId);
    const [first, second, last] = before.repayPlanDetail.repayWaitDetail as [
      PlanItem,
      PlanItem,
      PlanItem,
    ];
    expect([first, second, last].map((i) => i.canClick)).toEqual([1, 1, 0]);
    expect(before.opensOn).toBe('2027-01-06');
    expect(last.repayDes).toMatch(/^Due .+\. You can pay it from 6 Jan 2027, when early/);

    // What is offered is taken by a way to pay; what is not would have been refused.
    const offered = first.totalAmount + second.totalAmount;
    expect((await vaFor(b, orderId, offered)).json().data.amount).toBe(offered);
    const all = offered + last.totalAmount;
    expect((await vaFor(b, orderId, all)).json().message).toMatch(/from 6 Jan 2027/);

    // Once the window opens, every instalment may be chosen.
    t.clock.advanceMinutes(40 * DAY);
    const after = await plan(b, orderId);
    expect(after.repayPlanDetail.repayWaitDetail.map((i) => i.canClick)).toEqual([1, 1, 1]);
    expect(after.opensOn).toBeNull();
  });

  it('Indonesia: paying off is open any time, so every instalment may be chosen', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId } = await disbursedLoan(t, 'ID', { productId: 5, amount: 300_000_000 });
    t.clock.advanceMinutes(10 * DAY);
    const now = await plan(b, orderId);
    const items = now.repayPlanDetail.repayWaitDetail;
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((i) => i.canClick === 1)).toBe(true);
    expect(now.opensOn).toBeNull();
  });
});
