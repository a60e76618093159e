import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { chargedFor } from '@tenora/domain/amount-due';
import { initialSelection, selectedAmount } from '@tenora/domain/instalment-selection';
import { formatDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@tenora/domain/payment-methods';
import {
  DB_KINDS,
  disbursedLoan,
  LOAN,
  makeTestApp,
  type LoanTerms,
  type TestApp,
} from './helper.ts';

/**
 * One figure for what is owed (docs/decisions/092-one-figure-for-what-is-owed.md): at every step
 * of a loan, the amount due now read from loan details, Repay, the instalments, the extension, a
 * new virtual account, store code or UPI reference and the SMS code's text are the same.
 */
type Market = 'IN' | 'ID';
interface Loan {
  b: string;
  orderId: number;
  phone: string;
  market: Market;
  cardId: number;
  /** When each SMS code was sent, by the server's clock. */
  codes: number[];
}

const AMOUNT_DUE_LABEL: Record<Market, string> = { IN: 'Amount due', ID: 'Jumlah tagihan' };
const VA_BANK: Record<Market, string> = { IN: 'SBI', ID: 'BCA' };
const DAY = 24 * 60;

/** Loans in instalments: ₹10,000 over 91 days in 3 (IN), Rp2,000,000 over 91 days in 3 (ID). */
const INSTALMENTS: Record<Market, LoanTerms> = {
  IN: LOAN.IN,
  ID: { productId: 5, amount: 200_000_000 },
};

/** Loans of the seeded products each market offers a new borrower, in their steps and terms. */
const TERMS: Record<Market, fc.Arbitrary<LoanTerms>> = {
  IN: fc.record({
    productId: fc.constant(2),
    amount: fc.integer({ min: 0, max: 30 }).map((k) => 500_000 + 50_000 * k),
    periods: fc.constantFrom(91, 120),
  }),
  ID: fc.oneof(
    fc.record({
      productId: fc.constant(4),
      amount: fc.integer({ min: 0, max: 20 }).map((k) => 100_000_000 + 5_000_000 * k),
      periods: fc.constant(91),
    }),
    fc.record({
      productId: fc.constant(5),
      amount: fc.integer({ min: 0, max: 20 }).map((k) => 200_000_000 + 5_000_000 * k),
      periods: fc.constantFrom(91, 120),
    }),
  ),
};

describe.each(DB_KINDS)('one figure for what is owed on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  /** The answer's data, or the test fails with the whole answer. */
  async function data(url: string, payload: Record<string, unknown> = {}) {
    const body = (await post(url, payload)).json();
    if (body.data === undefined || body.data === null) {
      throw new Error(`${url}: ${JSON.stringify(body)}`);
    }
    return body.data;
  }
  const complete = async (reference: string) =>
    expect((await data('/film/dev/payments/complete', { reference, outcome: 'paid' })).status).toBe(
      'paid',
    );

  async function newLoan(market: Market, terms: LoanTerms = LOAN[market]): Promise<Loan> {
    const { b, orderId, phone } = await disbursedLoan(t, market, terms);
    const card = await data(`/pay/loan/bind-card?${b}`, {
      bankCode: VA_BANK[market],
      cardNo: '4111 1111 1111 1111',
      holderName: 'Asha Verma',
    });
    return { b, orderId, phone, market, cardId: card.id, codes: [] };
  }

  /**
   * Whether the borrower may ask for another code today: at most 10 a day
   * (docs/product.md#otp-and-captcha). A step past that checks the text on a later day.
   */
  const mayAskCode = (l: Loan) =>
    l.codes.filter((at) => at > t.clock.now().getTime() - DAY * 60_000).length < 10;

  /** What a way to pay issued for an amount, or its refusal in the borrower's words. */
  async function issued(
    url: string,
    payload: Record<string, unknown>,
  ): Promise<{ amount: number } | { refused: string }> {
    const body = (await post(url, payload)).json();
    return body.data ? { amount: body.data.amount } : { refused: body.message };
  }

  /** The SMS code for a card payment of `amount`, as the borrower's phone gets it, or the refusal. */
  async function smsFor(
    l: Loan,
    amount: number,
  ): Promise<{ text: string; code: string; recordId: number } | { refused: string }> {
    // At most 3 codes in 10 minutes: a few minutes apart, never a day.
    t.clock.advanceMinutes(6);
    const way = await data(`/pay/loan/repayment-way?${l.b}`, { orderId: l.orderId });
    const commit = (
      await post(`/pay/loan/repayment-commit?${l.b}`, {
        orderId: l.orderId,
        amount,
        cardId: l.cardId,
        repayToken: way.repayToken,
        sendMsg: 1,
      })
    ).json();
    if (!commit.data) return { refused: commit.message };
    l.codes.push(t.clock.now().getTime());
    const outbox = await t.app.inject({
      url: `/film/dev/sms-outbox?phone=${encodeURIComponent(l.phone)}`,
    });
    const sms = outbox.json().data[0] as { text: string; code: string };
    return { text: sms.text, code: sms.code, recordId: commit.data.repayRecordId };
  }

  /** Every figure the borrower is shown for what is due now, read as each screen reads it. */
  async function figures(l: Loan) {
    const { b, orderId, market } = l;
    const money = (n: number) => formatMoney(n, market);
    const details = await data(`/v3/loan-details/loan-details?${b}`, { orderId });
    const row = (details.userOrderDetail.detail as { text: string; value: string }[]).find(
      (r) => r.text === AMOUNT_DUE_LABEL[market],
    );
    if (!details.actions.includes('repay')) return { details, way: null, row };
    const way = await data(`/pay/loan/repayment-way?${b}`, { orderId });
    const due = way.dueNow as number;
    const plan = await data(`/v3/installment/loan-play-detail?${b}`, { orderId });
    const items = (
      plan.repayPlanDetail.repayWaitDetail as {
        periodNo: number;
        totalAmount: number;
        canClick: number;
      }[]
    ).map((i) => ({ periodNo: i.periodNo, total: i.totalAmount, canClick: i.canClick }));
    // What the instalments screen asks when it opens, as the screen works it out.
    const instalments = chargedFor(
      selectedAmount(initialSelection(items, plan.leastChosen, plan.dueCount)),
      plan.payoffAmount === null ? null : { amount: plan.payoffAmount, allowed: true },
    );
    const delay = (await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json();
    const code = (payload: Record<string, unknown>) =>
      issued(`/v3/loan-details/generate-vcode?${b}`, { orderId, amount: due, ...payload });
    const va = await code({ pay_type: 1, payCode: VA_BANK[market], specific_num: 1 });
    const other =
      market === 'IN'
        ? await issued(`/pay/loan/upi-start?${b}`, { orderId, amount: due })
        : await code({ pay_type: 2, payCode: 'INDOMARET' });
    const sms = mayAskCode(l) ? await smsFor(l, due) : null;

    expect(row?.value, 'loan details').toBe(money(due));
    expect(details.noticeDesText, 'loan details headline').toContain(money(due));
    if (delay.data) expect(delay.data.comparison.payNowTotal, 'extension').toBe(due);
    if (way.payoff && !way.payoff.allowed && due >= way.amount) {
      // Paying ahead the last instalment settles the loan, which opens only later: every way to
      // pay refuses it alike, with the day it opens, and none is issued for another amount. The
      // instalments screen offers none of it, and says from when.
      expect(instalments, 'instalments').toBe(0);
      expect(plan.opensOn, 'instalments open on').toBe(way.payoff.opensOn);
      const refusal = { refused: expect.stringContaining(formatDate(way.payoff.opensOn, market)) };
      for (const answer of [va, other, sms ?? refusal]) expect(answer).toEqual(refusal);
    } else {
      expect(instalments, 'instalments').toBe(due);
      expect(va, 'virtual account').toEqual({ amount: due });
      expect(other, market === 'IN' ? 'UPI' : 'store code').toEqual({ amount: due });
      if (sms) expect(sms, 'SMS code').toMatchObject({ text: expect.stringContaining(money(due)) });
    }
    // "Due" is the loan's state, decided by the server: the status says the same.
    const state = { 174: 'today', 180: 'overdue' }[details.orderStatus as number];
    if (state && way.dueKind !== 'payoff') expect(way.dueKind).toBe(state);
    return { details, way, row, delay: delay.data ?? null };
  }

  async function pay(l: Loan, method: PaymentMethod, amount: number) {
    const { b, orderId } = l;
    switch (method) {
      case 'card': {
        const sms = await smsFor(l, amount);
        if ('refused' in sms) throw new Error(sms.refused);
        const confirmed = await post(`/pay/loan/repayment-confirm?${b}`, {
          orderId,
          verifyCode: sms.code,
          repaymentRecordId: sms.recordId,
        });
        expect(confirmed.json()).toMatchObject({ code: '00' });
        return;
      }
      case 'upi':
        return complete((await data(`/pay/loan/upi-start?${b}`, { orderId, amount })).reference);
      case 'netbanking':
        return complete(
          (await data(`/pay/loan/netbanking-start?${b}`, { orderId, amount })).reference,
        );
      case 'wallet':
        return complete(
          (await data(`/pay/loan/repayment-huichao?${b}`, { orderId, amount })).reference,
        );
      case 'va':
      case 'store': {
        const code = await data(`/v3/loan-details/generate-vcode?${b}`, {
          orderId,
          amount,
          pay_type: method === 'va' ? 1 : 2,
          payCode: method === 'va' ? VA_BANK[l.market] : 'ALFAMART',
          specific_num: 1,
        });
        return complete(code.vcode);
      }
    }
  }

  async function extend(l: Loan) {
    const { reference } = await data(`/v3/loan-details/delay-pay?${l.b}`, { orderId: l.orderId });
    await complete(reference);
  }

  it.each(['IN', 'ID'] as const)(
    'after an extension is paid, every screen asks the amount the extension said for the new date (%s)',
    async (market) => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '24000' } });
      const loan = await newLoan(market, INSTALMENTS[market]);
      // The first instalment is three days late: late charges run.
      t.clock.advanceMinutes(33 * DAY);
      const before = await figures(loan);
      expect(before.way?.dueKind).toBe('overdue');
      const offer = before.delay;
      // "Pay the fee now, then this by the new date."
      const then = offer.comparison.extendTotal - offer.delayShouldPayAmount;
      await extend(loan);

      const after = await figures(loan);
      expect(after.way?.dueNow).toBe(then);
      expect(after.way?.dueDate).toBe(offer.delayExpiryTime);
      expect(after.way?.dueKind).toBe('next');
      // The frozen late charges are still owed, inside that figure, not asked for on their own.
      expect(after.details.noticeDesText).toMatch(market === 'IN' ? /late charges/ : /denda/);
    },
  );

  it.each(['IN', 'ID'] as const)(
    'asks for the payoff first where it costs less than the last instalment, on every way to pay (%s)',
    async (market) => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '24000' } });
      const loan = await newLoan(market, INSTALMENTS[market]);
      // The first two instalments paid on the second's due date.
      const plan = await data(`/v3/installment/loan-play-detail?${loan.b}`, {
        orderId: loan.orderId,
      });
      const [, second, last] = plan.repayPlanDetail.repayWaitDetail as { dueTime: string }[];
      const at = (date: string, daysBefore: number) =>
        t.clock.set(new Date(Date.parse(`${date}T06:00:00Z`) - daysBefore * DAY * 60_000));
      at(second?.dueTime ?? '', 0);
      const due = (await figures(loan)).way?.dueNow;
      await pay(loan, market === 'IN' ? 'netbanking' : 'wallet', due);
      // A week before the last is due, after half the term: paying off costs interest to today.
      at(last?.dueTime ?? '', 7);

      const { way, details } = await figures(loan);
      expect(way.dueKind).toBe('payoff');
      expect(way.dueNow).toBe(way.payoff.amount);
      expect(way.dueInstead).toBeGreaterThan(way.dueNow);
      expect(details.noticeDesText).toContain(formatMoney(way.dueNow, market));
      // Paid at that figure, the loan is closed.
      await pay(loan, market === 'IN' ? 'upi' : 'store', way.dueNow);
      expect(
        (await data(`/v3/loan-details/loan-details?${loan.b}`, { orderId: loan.orderId }))
          .orderStatus,
      ).toBe(200);
    },
  );

  it('says due today, then overdue, as the loan is: Repay from the same clock as loan details', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '24000' } });
    const loan = await newLoan('IN');
    const kindOf = async () => (await figures(loan)).way?.dueKind;
    expect(await kindOf()).toBe('next');
    t.clock.advanceMinutes(30 * DAY);
    expect(await kindOf()).toBe('today');
    t.clock.advanceMinutes(DAY);
    expect(await kindOf()).toBe('overdue');
  });

  type Step =
    | { kind: 'wait'; days: number }
    | { kind: 'pay'; method: number; what: 'due' | 'payoff' | 'part' }
    | { kind: 'extend' };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 40 }) }),
    fc.record({
      kind: fc.constant('pay' as const),
      method: fc.nat(3),
      what: fc.constantFrom('due' as const, 'payoff' as const, 'part' as const),
    }),
    fc.record({ kind: fc.constant('extend' as const) }),
  );

  it.each(['IN', 'ID'] as const)(
    'holds one figure through payments by every method, extensions, late days and the clock (%s)',
    { timeout: 600_000 },
    async (market) => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '24000' } });
      await fc.assert(
        fc.asyncProperty(
          TERMS[market],
          fc.array(step, { minLength: 3, maxLength: 8 }),
          async (terms, steps) => {
            const loan = await newLoan(market, terms);
            for (const s of steps) {
              const now = await figures(loan);
              if (!now.way) break;
              if (s.kind === 'wait') t.clock.advanceMinutes(s.days * DAY);
              else if (s.kind === 'extend') {
                // An extension the loan cannot have now is shown as refused, not offered.
                if (now.delay && !now.delay.refused) await extend(loan);
              } else {
                const way = now.way;
                const methods = PAYMENT_METHODS[market].filter(
                  (m) => m !== 'card' || mayAskCode(loan),
                );
                const method = methods[s.method % methods.length];
                const part = Math.floor(way.dueNow / 2 / 100) * 100;
                const amountToPay =
                  s.what === 'payoff' && way.payoff?.allowed
                    ? way.payoff.amount
                    : s.what === 'part' && way.partial && part > 0
                      ? part
                      : way.dueNow;
                // Settling everything before paying off opens is refused (checked above).
                const refused = way.payoff?.allowed === false && amountToPay >= way.amount;
                if (method && !refused) await pay(loan, method, amountToPay);
              }
            }
            await figures(loan);
          },
        ),
        { numRuns: 6 },
      );
    },
  );
});
