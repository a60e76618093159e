import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, injectPush, makeTestApp, raceIt, type TestApp } from './helper.ts';

/** A limit and an amount (docs/product.md#credit-limit). */
describe.each(DB_KINDS)('credit limits on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const borrower = async (creditLimit?: number) => {
    const s = (await post('/film/dev/sessions', { market: 'IN', creditLimit })).json().data;
    return `sessionId=${s.sessionId}`;
  };
  const confirm = (b: string, terms: Record<string, unknown>) =>
    post(`/v3/loan-confirm/loan-detail-confirm?${b}`, terms);
  const push = (b: string, terms: Record<string, unknown>) =>
    injectPush(t, b, { periods: 91, ...terms });

  it("offers a new borrower the product's first-loan limit, in steps, and re-prices each amount", async () => {
    t = await makeTestApp(kind);
    const b = await borrower();
    const offer = (await confirm(b, { productId: 2 })).json().data;
    expect(offer.amount).toBe(2_000_000);
    expect(offer.amountChoice).toEqual({
      min: 500_000,
      max: 2_000_000,
      step: 50_000,
      limit: 2_000_000,
      available: 2_000_000,
    });
    const smaller = (await confirm(b, { productId: 2, amount: 1_050_000 })).json().data;
    expect(smaller.amount).toBe(1_050_000);
    expect(smaller.repay_plans.reduce((n: number, p: { amount: number }) => n + p.amount, 0)).toBe(
      smaller.keyFacts.totalRepayable,
    );
    expect(smaller.keyFacts.totalRepayable).toBeLessThan(offer.keyFacts.totalRepayable);

    for (const amount of [2_050_000, 1_025_000]) {
      expect((await confirm(b, { productId: 2, amount })).json()).toEqual({
        code: '400',
        data: null,
        message: 'Please choose an amount from ₹5,000 to ₹20,000, in steps of ₹500.',
      });
      expect((await push(b, { productId: 2, amount })).code).toBe('400');
    }
  });

  it('counts open loans against the limit, and says so when too little is left', async () => {
    t = await makeTestApp(kind);
    const b = await borrower(3_000_000);
    expect((await push(b, { productId: 2, amount: 2_000_000 })).code).toBe('00');
    // Confirming the same product again lands on the application under review.
    expect((await confirm(b, { productId: 2 })).json().data.amountChoice.available).toBe(3_000_000);

    const flexi = (await confirm(b, { productId: 1 })).json().data;
    expect(flexi.amountChoice).toMatchObject({ max: 1_000_000, available: 1_000_000 });
    expect((await push(b, { productId: 1, amount: 1_000_000 })).code).toBe('00');

    // Each product's own application is what confirming it again lands on; the other one counts.
    const salary = (await confirm(b, { productId: 2 })).json().data;
    expect(salary.amountChoice).toMatchObject({ available: 2_000_000, max: 2_000_000 });
  });

  it('refuses a product whose minimum is more than the limit leaves', async () => {
    t = await makeTestApp(kind);
    const b = await borrower(600_000);
    expect((await push(b, { productId: 2, amount: 500_000 })).code).toBe('00');
    expect((await confirm(b, { productId: 1 })).json()).toEqual({
      code: '800101',
      data: null,
      message:
        'Your available limit is ₹1,000, and this loan starts at ₹2,000. Repay your open loans to borrow again.',
    });
    // Exactly the minimum left: one amount, said as one.
    const tight = await borrower(700_000);
    expect((await push(tight, { productId: 2, amount: 500_000 })).code).toBe('00');
    expect(await push(tight, { productId: 1, amount: 250_000 })).toEqual({
      code: '400',
      data: null,
      message: 'The only amount you can choose now is ₹2,000.',
    });
    // A limit below the minimum with nothing open: repaying would not help, so it is not said.
    const low = await borrower(100_000);
    expect((await confirm(low, { productId: 1 })).json()).toEqual({
      code: '800101',
      data: null,
      message: 'Your limit is ₹1,000, and this loan starts at ₹2,000.',
    });
    expect((await push(low, { productId: 1, amount: 200_000 })).code).toBe('800101');
  });

  raceIt(kind)('lets only one of two simultaneous confirmations spend the same limit', async () => {
    t = await makeTestApp(kind);
    const b = await borrower(2_500_000);
    const answers = await Promise.all([
      push(b, { productId: 1, amount: 2_000_000 }),
      push(b, { productId: 2, amount: 2_000_000 }),
    ]);
    // Whichever comes second is refused, before its transaction or inside it, naming what is left.
    expect(answers.filter((r) => r.code === '00')).toHaveLength(1);
    expect(answers.map((r) => r.message).join(' ')).toMatch(
      /Please choose an amount from ₹2,000 to ₹5,000, in steps of ₹500\.|The only amount you can choose now is ₹5,000\./,
    );
    expect(
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from orders o join users u on u.id = o.user_id where u.credit_limit = 2500000',
      ),
    ).toEqual([{ n: 1 }]);
  });
});
