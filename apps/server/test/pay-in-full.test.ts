import { afterEach, describe, expect, it } from 'vitest';
import { disbursedLoan, LOAN, makeTestApp, type TestApp } from './helper.ts';

/**
 * A product repaid in full (`partial_repayment` false) takes nothing less on any way to pay
 * (docs/product.md#payments): not by card, UPI, net banking or a virtual account.
 */
describe('a product repaid in full', () => {
  let t: TestApp;
  afterEach(() => t?.close());
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  it('refuses a part payment on every way to pay, and takes the payoff', async () => {
    t = await makeTestApp('pglite');
    await t.db.query('update products set partial_repayment = false where id = $1', [
      LOAN.IN.productId,
    ]);
    const { b, orderId } = await disbursedLoan(t, 'IN');
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    const part = 100_000;
    const refusal = `This loan is repaid in full: please pay ${'₹'}`;

    for (const url of ['/pay/loan/upi-start', '/pay/loan/netbanking-start']) {
      const refused = (await post(`${url}?${b}`, { orderId, amount: part })).json();
      expect(refused.data).toBeNull();
      expect(refused.message.startsWith(refusal)).toBe(true);
    }
    const va = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: part,
        payCode: 'HDFC',
        pay_type: 1,
        specific_num: 2,
        is_default: 0,
      })
    ).json();
    expect(va.message.startsWith(refusal)).toBe(true);

    // The whole loan, today's payoff, is taken.
    const whole = (
      await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: way.payoff.amount })
    ).json();
    expect(whole.data.reference).toBeTruthy();
  });
});
