import { formatMoney } from '@tenora/domain/money';
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../src/platform/payments.ts';
import { codeCalls, DB_KINDS, makeTestApp, type TestApp } from './helper.ts';

/**
 * A number, code or payment page is for one amount, and stays true to it
 * (docs/decisions/093-a-code-is-for-one-amount.md): when what the loan owes changes, or another
 * replaces it, it is withdrawn at the provider and its screen says so; money that still reaches
 * it is applied if it fits the loan, else set aside for refund, and the borrower is told.
 */
describe.each(DB_KINDS)('withdrawn numbers and codes on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const bank = () => t.payments as SandboxPaymentProvider;

  const calls = codeCalls(() => t);
  const { code, instructions, complete } = calls;
  const loan = (market: 'IN' | 'ID') =>
    calls.loan(market, `appName=tenora-${market.toLowerCase()}`);
  /** The e-wallet, paid at its page: a payment by another method, through the webhook. */
  async function payByWallet(b: string, orderId: number, amount: number) {
    const { reference } = (
      await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount })
    ).json().data;
    expect((await complete(reference)).json().data.status).toBe('paid');
  }
  const ledger = (orderId: number) =>
    t.db.query<{ amount: number; method: string }>(
      'select amount, method from payments where order_id = $1 order by id',
      [orderId],
    );
  const details = async (b: string, orderId: number) =>
    (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data as {
      orderStatus: number;
      userOrderDetail: { detail: { text: string; value: string }[] };
    };

  it('Indonesia: a payment by another method withdraws the open number at the provider, its screen say so, and money still sent on it is applied', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await loan('ID');
    const va = await code(b, {
      orderId,
      amount: 100_000_00,
      payCode: 'BCA',
      pay_type: 1,
      specific_num: 2,
    });
    expect((await instructions(b, va.vcode)).withdrawn).toBe(false);

    await payByWallet(b, orderId, 50_000_00);

    expect(bank().isWithdrawn(va.vcode)).toBe(true);
    const shown = await instructions(b, va.vcode);
    expect(shown).toMatchObject({
      withdrawn: true,
      notice:
        'Nomor ini ditarik karena jumlah tagihan Anda berubah. Jangan dibayar: minta yang baru di layar Bayar.',
    });
    // The bank refuses the number, so the old amount is not paid on top of the new one.
    const refused = (await complete(va.vcode)).json();
    expect(refused.code).not.toBe('0');
    expect(refused.message).toContain('withdrawn');
    expect(await ledger(orderId)).toEqual([{ amount: 50_000_00, method: 'wallet' }]);

    // A transfer the bank took before the withdrawal reached it still arrives. The loan owes more,
    // so it is applied, and the loan and the number's screen say where it went.
    expect((await complete(va.vcode, true)).json().data.status).toBe('paid');
    expect((await ledger(orderId)).map((p) => p.method)).toEqual(['wallet', 'va']);
    expect((await details(b, orderId)).userOrderDetail.detail).toContainEqual({
      text: expect.stringMatching(
        /^Dibayar pada .+ ke nomor atau kode yang sudah ditarik, dan masuk ke pinjaman ini$/,
      ),
      value: 'Rp\u00a0100.000',
    });
    expect((await instructions(b, va.vcode)).notice).toBe(
      'Rp\u00a0100.000 kami terima ke nomor ini setelah ditarik. Jumlahnya sesuai dengan pinjaman Anda dan sudah masuk ke pinjaman.',
    );

    // A new number asks for the amount now, and is open.
    const fresh = await code(b, {
      orderId,
      amount: 70_000_00,
      payCode: 'BCA',
      pay_type: 1,
      specific_num: 2,
    });
    expect(fresh.vcode).not.toBe(va.vcode);
    expect((await instructions(b, fresh.vcode)).withdrawn).toBe(false);
  });

  it('Indonesia: changing bank or store withdraws the previous number, so the same amount is paid once', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await loan('ID');
    const amount = 120_000_00;
    const bca = await code(b, { orderId, amount, payCode: 'BCA', pay_type: 1, specific_num: 1 });
    const bri = await code(b, { orderId, amount, payCode: 'BRI', pay_type: 1, specific_num: 1 });
    expect(bank().isWithdrawn(bca.vcode)).toBe(true);
    expect((await instructions(b, bca.vcode)).notice).toBe(
      'Nomor ini ditarik saat Anda meminta nomor atau kode lain. Jangan dibayar: bayar yang baru.',
    );
    // Another amount at a store replaces the bank's number too.
    const store = await code(b, {
      orderId,
      amount: amount - 100,
      payCode: 'ALFAMART',
      pay_type: 2,
    });
    expect(bank().isWithdrawn(bri.vcode)).toBe(true);

    expect((await complete(bca.vcode)).json().code).not.toBe('0');
    expect((await complete(bri.vcode)).json().code).not.toBe('0');
    expect((await complete(store.vcode)).json().data.status).toBe('paid');
    expect(await ledger(orderId)).toEqual([{ amount: amount - 100, method: 'market' }]);
  });

  it('Indonesia: cash that still reaches a withdrawn store code after the loan is repaid is held for refund, and the borrower is told', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, way } = await loan('ID');
    const owed = way.payoff.amount as number;
    const indomaret = await code(b, { orderId, amount: owed, payCode: 'INDOMARET', pay_type: 2 });
    await payByWallet(b, orderId, owed);
    expect(bank().isWithdrawn(indomaret.vcode)).toBe(true);

    // The till took the cash before the withdrawal reached it.
    expect((await complete(indomaret.vcode, true)).json().data.status).toBe('refund_due');
    expect(await ledger(orderId)).toEqual([{ amount: owed, method: 'wallet' }]);

    const loanNow = await details(b, orderId);
    expect(loanNow.orderStatus).toBe(200);
    const rupiah = formatMoney(owed, 'ID');
    expect(loanNow.userOrderDetail.detail).toContainEqual({
      text: 'Sedang dikembalikan kepada Anda',
      value: rupiah,
    });
    expect((await instructions(b, indomaret.vcode)).notice).toBe(
      `${rupiah} kami terima ke nomor ini setelah ditarik. Pinjaman Anda sudah tidak memiliki tagihan sebesar itu, jadi dana sedang dikembalikan kepada Anda.`,
    );
  });

  it('India: a card payment withdraws the open UPI request and bank transfer; money still sent on one is held for refund, and the borrower is told', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, phone, way } = await loan('IN');
    const upi = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.amount })).json()
      .data;
    const transfer = await code(b, {
      orderId,
      amount: way.amount,
      payCode: 'SBI',
      pay_type: 1,
      specific_num: 1,
    });
    expect(bank().isWithdrawn(upi.reference)).toBe(false);

    const card = (
      await post(`/pay/loan/bind-card?${b}`, {
        bankCode: 'HDFC',
        cardNo: '4111 1111 1111 1111',
        holderName: 'Asha Rao',
      })
    ).json().data;
    const commit = (
      await post(`/pay/loan/repayment-commit?${b}`, {
        orderId,
        amount: way.amount,
        cardId: card.id,
        repayToken: way.repayToken,
        sendMsg: 1,
      })
    ).json().data;
    const sms = (
      await t.app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })
    ).json().data[0];
    const paid = await post(`/pay/loan/repayment-confirm?${b}`, {
      orderId,
      verifyCode: sms.code,
      repaymentRecordId: commit.repayRecordId,
    });
    expect(paid.json().code).toBe('00');

    expect(bank().isWithdrawn(upi.reference)).toBe(true);
    expect(bank().isWithdrawn(transfer.vcode)).toBe(true);
    const status = (
      await post(`/pay/loan/payment-status?${b}`, { reference: upi.reference })
    ).json().data;
    expect(status).toMatchObject({
      status: 'cancelled',
      withdrawn: true,
      notice:
        'This was withdrawn because what you owe changed. Do not pay it: ask for a new one on Repay.',
    });
    // The UPI app refuses it.
    const app = await t.app.inject({ url: `/film/sandbox/upi?reference=${upi.reference}` });
    expect(app.body).toContain('withdrawn');
    const approve = await t.app.inject({
      method: 'POST',
      url: '/film/sandbox/upi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reference=${upi.reference}&outcome=pay`,
    });
    expect(approve.statusCode).toBe(409);

    // A transfer sent before the withdrawal reached the bank still arrives. The card paid the
    // loan off, so it is set aside for refund, and the loan and the transfer's screen say so.
    expect((await complete(transfer.vcode, true)).json().data.status).toBe('refund_due');
    expect((await ledger(orderId)).map((p) => p.method)).toEqual(['card']);
    const rupees = formatMoney(transfer.amount, 'IN');
    expect((await details(b, orderId)).userOrderDetail.detail).toContainEqual({
      text: 'Being refunded to you',
      value: rupees,
    });
    expect((await instructions(b, transfer.vcode)).notice).toBe(
      `${rupees} reached us on this after it was withdrawn. Your loan no longer owed it, so it is being refunded to you.`,
    );
  });

  it('asks the provider again for a withdrawal it did not take', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await loan('ID');
    const first = await code(b, {
      orderId,
      amount: 90_000_00,
      payCode: 'BCA',
      pay_type: 1,
      specific_num: 1,
    });
    bank().takeWithdrawals(false);
    await payByWallet(b, orderId, 10_000_00);
    expect(bank().isWithdrawn(first.vcode)).toBe(false);
    // Closed here all the same: the screen says so and invites no payment.
    expect((await instructions(b, first.vcode)).withdrawn).toBe(true);

    bank().takeWithdrawals(true);
    await code(b, { orderId, amount: 80_000_00, payCode: 'BNI', pay_type: 1, specific_num: 1 });
    expect(bank().isWithdrawn(first.vcode)).toBe(true);
  });
});
