import { expect } from 'vitest';
import type { TestApp } from './helper.ts';

/**
 * A borrower paying as the app does: by debit card (the card bound, the code sent by SMS entered),
 * or by bank transfer to a virtual account the sandbox's bank then pays. Each answers the
 * message of a refusal, '' when the payment was booked. And an extension's fee, paid.
 */
export function paying(t: () => TestApp) {
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t().app.inject({ method: 'POST', url, payload });

  async function byCard(
    market: 'IN' | 'ID',
    loan: { b: string; orderId: number; phone: string },
    amount: number,
  ): Promise<string> {
    const { b, orderId, phone } = loan;
    const card = (
      await post(`/pay/loan/bind-card?${b}`, {
        bankCode: market === 'IN' ? 'HDFC' : 'BCA',
        cardNo: '4111 1111 1111 1111',
        holderName: 'Asha Rao',
      })
    ).json().data;
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    const commit = { orderId, amount, cardId: card.id, repayToken: way.repayToken, sendMsg: 1 };
    const committed = (await post(`/pay/loan/repayment-commit?${b}`, commit)).json();
    if (!committed.data) return String(committed.message);
    const sms = (
      await t().app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })
    ).json().data[0];
    const confirmed = (
      await post(`/pay/loan/repayment-confirm?${b}`, {
        orderId,
        verifyCode: sms.code,
        repaymentRecordId: committed.data.repayRecordId,
      })
    ).json();
    return String(confirmed.message);
  }

  async function byVirtualAccount(
    b: string,
    orderId: number,
    amount: number,
    bank: string,
  ): Promise<string> {
    const va = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount,
        payCode: bank,
        pay_type: 1,
        specific_num: 2,
        is_default: 0,
      })
    ).json();
    if (!va.data) return String(va.message);
    const paid = await post('/film/dev/payments/complete', {
      reference: va.data.vcode,
      outcome: 'paid',
    });
    expect(paid.statusCode).toBe(200);
    return '';
  }

  /** Extends the loan, its fee paid through the sandbox, when the loan may be extended. */
  async function extension(b: string, orderId: number): Promise<void> {
    const started = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json();
    if (!started.data?.reference) return;
    await post('/film/dev/payments/complete', {
      reference: started.data.reference,
      outcome: 'paid',
    });
  }

  return { byCard, byVirtualAccount, extension };
}
