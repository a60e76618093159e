import { afterEach, describe, expect, it } from 'vitest';
import { applyPayment } from '../src/modules/ledger/index.ts';
import { DB_KINDS, disbursedLoan, injectPush, LOAN, makeTestApp, type TestApp } from './helper.ts';

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

interface Card {
  id: number;
  buttonStatus: number;
  buttonText: string;
  amountRange: string;
}

/**
 * One application under review per borrower and product (docs/product.md#pricing): its offers say
 * so, and no loan beyond the borrower's limit is offered as "Apply now" without a word.
 */
describe.each(DB_KINDS)('offers of a product already applied for, on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  const cases = {
    IN: {
      pending: LOAN.IN,
      underReview: 'Application under review',
      // A ₹30,000 limit with ₹10,000 applied for leaves ₹20,000: Flexi (₹2,000 to ₹80,000) up to
      // it, Plus (from ₹10,000) fits, Salary Advance is the application.
      creditLimit: 3_000_000,
      capped: { id: 1, range: '₹2,000 – ₹20,000 (your available limit)' },
    },
    ID: {
      pending: LOAN.ID,
      underReview: 'Pengajuan sedang ditinjau',
      // Rp 4.000.000 with Rp 2.000.000 applied for leaves Rp 2.000.000: Cicil (from Rp 2.000.000)
      // up to it.
      creditLimit: 400_000_000,
      capped: { id: 5, range: 'Rp 2.000.000 – Rp 2.000.000 (limit tersedia Anda)' },
    },
  } as const;

  it.each(['IN', 'ID'] as const)(
    '%s: the confirm screen and Recommend say there is an application under review',
    async (market) => {
      t = await makeTestApp(kind);
      const c = cases[market];
      const s = (await post('/film/dev/sessions', { market, creditLimit: c.creditLimit })).json()
        .data;
      const b = `sessionId=${s.sessionId}`;
      const pushed = (await injectPush(t, b, { periods: 91, ...c.pending })).data;

      const offer = (
        await post(`/v3/loan-confirm/loan-detail-confirm?${b}`, { productId: c.pending.productId })
      ).json().data;
      expect(offer.underReview).toEqual({
        orderId: pushed.orderId,
        amount: c.pending.amount,
        periods: 91,
      });

      const cards = (await post(`/indah/v3/product/recommend-product-list?${b}`)).json()
        .data as Card[];
      const applied = cards.find((card) => card.id === c.pending.productId);
      expect(applied?.buttonText).toBe(c.underReview);
      expect(cards.find((card) => card.id === c.capped.id)?.amountRange.replace(/\s/g, ' ')).toBe(
        c.capped.range,
      );
      // No other product is confirmed as under review.
      const other = (
        await post(`/v3/loan-confirm/loan-detail-confirm?${b}`, { productId: c.capped.id })
      ).json().data;
      expect(other.underReview).toBeNull();
    },
  );

  it.each([
    ['IN', 150_000, 2, 'Above your available limit'],
    ['ID', 150_000_000, 5, 'Di atas limit tersedia Anda'],
  ] as const)(
    '%s: a loan beyond the borrower limit is shown closed, saying why',
    async (market, creditLimit, productId, text) => {
      t = await makeTestApp(kind);
      const s = (await post('/film/dev/sessions', { market, creditLimit })).json().data;
      const cards = (
        await post(`/indah/v3/product/recommend-product-list?sessionId=${s.sessionId}`)
      ).json().data as Card[];
      expect(cards.find((card) => card.id === productId)).toMatchObject({
        buttonStatus: 0,
        buttonText: text,
        // Under the card, why: the limit, not the lender closed for the day.
        closedWhy:
          market === 'IN'
            ? expect.stringMatching(/^Your available limit is below/)
            : expect.stringMatching(/^Limit tersedia Anda di bawah/),
      });
    },
  );
});

/**
 * The extension fee is paid on the provider's checkout, by every way to pay of the market
 * (docs/product.md#extensions), not by net banking alone (India) or the e-wallet alone (Indonesia).
 */
describe.each(DB_KINDS)('the extension fee by every way to pay, on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const form = (url: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it.each([
    ['IN', ['upi', 'card', 'netbanking', 'va'], 'card', 'card'],
    ['IN', ['upi', 'card', 'netbanking', 'va'], 'upi', 'upi'],
    ['ID', ['va', 'store', 'wallet', 'card'], 'va', 'va'],
    ['ID', ['va', 'store', 'wallet', 'card'], 'store', 'market'],
  ] as const)(
    '%s: offers %j, and a fee paid by %s extends the loan',
    async (market, methods, way, booked) => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
      const { b, orderId } = await disbursedLoan(t, market, LOAN[market]);
      const before = (await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json().data;
      const started = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json().data;
      expect(started.url).toBe(
        `/film/sandbox/checkout?reference=${started.reference}&methods=${methods.join(',')}`,
      );
      const page = (await t.app.inject({ url: started.url })).body;
      for (const m of methods) expect(page).toContain(`value="${m}"`);
      for (const other of ['upi', 'netbanking', 'store', 'wallet'].filter(
        (m) => !(methods as readonly string[]).includes(m),
      )) {
        expect(page).not.toContain(`value="${other}"`);
      }

      const paid = await form(
        '/film/sandbox/checkout',
        `reference=${started.reference}&outcome=pay&method=${way}`,
      );
      expect(paid.statusCode).toBe(303);
      const status = (
        await post(`/pay/loan/payment-status?${b}`, { reference: started.reference })
      ).json().data;
      expect(status).toMatchObject({ status: 'paid', purpose: 'extension', method: booked });
      expect(
        await t.db.query<{ amount: number; method: string }>(
          "select amount, method from payments where order_id = $1 and kind = 'extension_fee'",
          [orderId],
        ),
      ).toEqual([{ amount: before.delayShouldPayAmount, method: booked }]);
      const after = (await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json().data;
      expect(after.refused).toMatchObject({ reason: 'wait', until: before.delayExpiryTime });
    },
  );
});
