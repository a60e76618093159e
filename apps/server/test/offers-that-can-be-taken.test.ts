import { afterEach, describe, expect, it } from 'vitest';
import { applyPayment } from '../src/modules/ledger/index.ts';
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

/** States are shown as states (docs/product.md#screen-rules), not as failures to load. */
describe.each(DB_KINDS)('states shown as states, on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  it.each(['IN', 'ID'] as const)(
    '%s: a repaid loan answers Repay as repaid, with nothing to pay',
    async (market) => {
      t = await makeTestApp(kind);
      const { b, orderId } = await disbursedLoan(t, market, LOAN[market]);
      const way = async () =>
        (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json();
      const open = (await way()).data;
      expect(open.state).toBe('open');
      const payoff = open.payoff.amount as number;
      const paid = await t.db.transaction((tx) =>
        applyPayment(tx, t.clock, { orderId, amount: payoff, reference: 'off', method: 'card' }),
      );
      expect(paid.ok).toBe(true);

      const repaid = await way();
      expect(repaid.code).toBe('00');
      expect(repaid.data).toMatchObject({
        state: 'repaid',
        amount: 0,
        dueNow: 0,
        methods: [],
        payoff: null,
      });
    },
  );

  it.each(['IN', 'ID'] as const)(
    '%s: an extension already in place is the loan state, with the date it runs to',
    async (market) => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
      const { b, orderId } = await disbursedLoan(t, market, LOAN[market]);
      t.clock.advanceMinutes(33 * DAY);
      const { reference } = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json()
        .data;
      await post('/film/dev/payments/complete', { reference, outcome: 'paid' });

      const detail = (await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json();
      expect(detail.code).toBe('00');
      expect(detail.data.refused).toMatchObject({ reason: 'wait' });
      expect(detail.data.refused.message).toMatch(
        market === 'IN' ? /^This loan is already extended to / : /^Pinjaman ini sudah diperpanjang/,
      );
      expect(detail.data.refused.until).toBe(detail.data.comparison.currentDueDate);
    },
  );
});
