import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../src/platform/payments.ts';
import { boundCard, codeCalls, DB_KINDS, makeTestApp, type TestApp } from './helper.ts';

/**
 * Numbers, codes, UPI requests, payment pages and card codes end when their time is up, by a
 * sweep, whether or not anyone reads them (docs/decisions/106-expiry-by-a-sweep.md): each is
 * withdrawn here and at the provider, its screen says it expired, money that still reaches it is
 * handled as on a withdrawn one, and a provider that did not take a withdrawal is asked again.
 * The clock moves through the support API, which runs the sweeps as a worker would; nothing is
 * read between.
 */
describe.each(DB_KINDS)('payments that expire on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const bank = () => t.payments as SandboxPaymentProvider;
  const open = () =>
    makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } }).then((app) => (t = app));
  /** The support API's clock, which runs the schedules it passes. */
  const advance = async (minutes: number) =>
    expect((await post('/film/dev/clock', { advanceMinutes: minutes })).json().code).toBe(0);

  const { loan, code, instructions, complete } = codeCalls(() => t);
  const status = async (b: string, reference: string) =>
    (await post(`/pay/loan/payment-status?${b}`, { reference })).json().data;
  /** India's UPI request for what is due now. */
  const upiFor = async ({ b, orderId, way }: Awaited<ReturnType<typeof loan>>) =>
    (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: way.dueNow })).json().data as {
      reference: string;
    };
  const rows = (references: string[]) =>
    t.db.query<{
      reference: string;
      status: string;
      withdrawn_reason: string | null;
      at_expiry: boolean;
      sent: boolean;
    }>(
      `select reference, status, withdrawn_reason, withdrawn_at = expires_at as at_expiry,
              withdrawal_sent_at is not null as sent
         from provider_payments where reference = any($1) order by reference`,
      [references],
    );
  const expiredRow = (reference: string) => ({
    reference,
    status: 'cancelled',
    withdrawn_reason: 'expired',
    at_expiry: true,
    sent: true,
  });
  const attempt = async (id: number) =>
    (
      await t.db.query<{ status: string }>('select status from repayment_attempts where id = $1', [
        id,
      ])
    )[0]?.status;
  const latestCode = async (phone: string) =>
    (
      (
        await t.app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })
      ).json().data as { code: string }[]
    )[0]?.code ?? '';

  it('ends a virtual account, a store code, a wallet page, a UPI request and a card code on time, here and at the provider, without anyone reading them', async () => {
    await open();
    // Indonesia: a virtual account for one loan, a store code and a wallet page for another.
    const va = await loan('ID');
    const bca = await code(va.b, {
      orderId: va.orderId,
      amount: 100_000_00,
      payCode: 'BCA',
      pay_type: 1,
      specific_num: 2,
    });
    const store = await loan('ID');
    const alfamart = await code(store.b, {
      orderId: store.orderId,
      amount: 100_000_00,
      payCode: 'ALFAMART',
      pay_type: 2,
    });
    const wallet = (
      await post(`/pay/loan/repayment-huichao?${store.b}`, {
        orderId: store.orderId,
        amount: 50_000_00,
      })
    ).json().data as { reference: string };
    // India: a UPI request, and a card payment waiting for its SMS code.
    const india = await loan('IN');
    const upi = await upiFor(india);
    const card = await boundCard(t, india.b, 'IN');
    const visit = {
      orderId: india.orderId,
      amount: india.way.dueNow,
      cardId: card.id,
      repayToken: india.way.repayToken,
      sendMsg: 1,
    };
    const { repayRecordId } = (await post(`/pay/loan/repayment-commit?${india.b}`, visit)).json()
      .data;
    const firstCode = await latestCode(india.phone);
    const all = [bca.vcode, alfamart.vcode, wallet.reference, upi.reference];
    expect(all.filter((r) => bank().isWithdrawn(r))).toEqual([]);

    // Half an hour on: the UPI request and the wallet page are over, and the card's code.
    await advance(31);
    expect(bank().isWithdrawn(upi.reference)).toBe(true);
    expect(bank().isWithdrawn(wallet.reference)).toBe(true);
    expect(bank().isWithdrawn(bca.vcode)).toBe(false);
    expect(bank().isWithdrawn(alfamart.vcode)).toBe(false);
    // Staff see the card payment ended.
    expect(await attempt(repayRecordId)).toBe('expired');

    // A day on: the number and the store code too. Each was withdrawn at its own expiry.
    await advance(24 * 60);
    expect(all.filter((r) => !bank().isWithdrawn(r))).toEqual([]);
    expect(await rows(all)).toEqual([...all].sort().map(expiredRow));

    // Each screen says it expired, and when, in the borrower's language.
    expect(await status(india.b, upi.reference)).toMatchObject({
      status: 'cancelled',
      withdrawn: true,
      notice: 'This expired on 21 Nov 2026, 12:00 pm. Do not pay it: ask for a new one on Repay.',
    });
    expect(await status(store.b, wallet.reference)).toMatchObject({
      status: 'cancelled',
      withdrawn: true,
      notice:
        'Nomor ini kedaluwarsa pada 21 Nov 2026, 13.30. Jangan dibayar: minta yang baru di layar Bayar.',
    });
    expect(await instructions(va.b, bca.vcode)).toMatchObject({
      withdrawn: true,
      notice:
        'Nomor ini kedaluwarsa pada 22 Nov 2026, 13.00. Jangan dibayar: minta yang baru di layar Bayar.',
    });
    expect((await instructions(store.b, alfamart.vcode)).withdrawn).toBe(true);
    // The bank and the till refuse them.
    expect((await complete(bca.vcode)).json().message).toContain('withdrawn');
    expect((await complete(alfamart.vcode)).json().message).toContain('withdrawn');

    // Repay does not return to the card's dead code step, and the old code does not pay.
    const way = (await post(`/pay/loan/repayment-way?${india.b}&orderId=${india.orderId}`)).json()
      .data;
    expect(way.pendingCard).toBeNull();
    const stale = await post(`/pay/loan/repayment-confirm?${india.b}`, {
      orderId: india.orderId,
      verifyCode: firstCode,
      repaymentRecordId: repayRecordId,
    });
    expect(stale.json().message).toBe('This code has expired. Please request a new one.');
    // Asking for a new code on the same screen carries on with the same payment, which pays.
    const resent = (await post(`/pay/loan/repayment-commit?${india.b}`, visit)).json();
    expect(resent).toMatchObject({ code: '00', data: { repayRecordId } });
    const paid = await post(`/pay/loan/repayment-confirm?${india.b}`, {
      orderId: india.orderId,
      verifyCode: await latestCode(india.phone),
      repaymentRecordId: repayRecordId,
    });
    expect(paid.json().code).toBe('00');
    expect(await attempt(repayRecordId)).toBe('confirmed');
  });

  it('lets a payment started on a new visit past a card code the sweep ended, which then stays ended', async () => {
    await open();
    const india = await loan('IN');
    const card = await boundCard(t, india.b, 'IN');
    const visitOf = (way: { repayToken: string; dueNow: number }) => ({
      orderId: india.orderId,
      amount: way.dueNow,
      cardId: card.id,
      repayToken: way.repayToken,
      sendMsg: 1,
    });
    const first = visitOf(india.way);
    const { repayRecordId } = (await post(`/pay/loan/repayment-commit?${india.b}`, first)).json()
      .data;
    await advance(10);
    expect(await attempt(repayRecordId)).toBe('expired');

    // Repay opened again: a new payment, with its own code, which pays.
    const way = (await post(`/pay/loan/repayment-way?${india.b}&orderId=${india.orderId}`)).json()
      .data;
    const second = (await post(`/pay/loan/repayment-commit?${india.b}`, visitOf(way))).json();
    expect(second.code).toBe('00');
    expect(second.data.repayRecordId).not.toBe(repayRecordId);
    // The first screen's Resend no longer opens the ended one.
    expect((await post(`/pay/loan/repayment-commit?${india.b}`, first)).json()).toMatchObject({
      code: '800005',
    });
    expect(await attempt(repayRecordId)).toBe('void');
    const paid = await post(`/pay/loan/repayment-confirm?${india.b}`, {
      orderId: india.orderId,
      verifyCode: await latestCode(india.phone),
      repaymentRecordId: second.data.repayRecordId,
    });
    expect(paid.json().code).toBe('00');
  });

  it('says a payment expired from the minute its time is up, before the sweep tells the provider', async () => {
    await open();
    const india = await loan('IN');
    const upi = await upiFor(india);
    // The clock alone, with no schedule run.
    t.clock.advanceMinutes(30);
    expect(await status(india.b, upi.reference)).toMatchObject({
      status: 'cancelled',
      withdrawn: true,
      notice: 'This expired on 21 Nov 2026, 12:00 pm. Do not pay it: ask for a new one on Repay.',
    });
    expect(bank().isWithdrawn(upi.reference)).toBe(false);
    await advance(5);
    expect(bank().isWithdrawn(upi.reference)).toBe(true);
    expect(await rows([upi.reference])).toEqual([expiredRow(upi.reference)]);
  });

  it('applies money that still reaches an expired number, or holds it for refund, and tells the borrower', async () => {
    await open();
    const { b, orderId } = await loan('ID');
    const details = async () =>
      (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data as {
        orderStatus: number;
        userOrderDetail: { detail: { text: string; value: string }[] };
      };
    const ledger = () =>
      t.db.query<{ amount: number; method: string }>(
        'select amount, method from payments where order_id = $1 order by id',
        [orderId],
      );

    const bca = await code(b, {
      orderId,
      amount: 100_000_00,
      payCode: 'BCA',
      pay_type: 1,
      specific_num: 1,
    });
    await advance(24 * 60 + 5);
    // A transfer the bank took before the withdrawal reached it: the loan owes more, so it counts.
    expect((await complete(bca.vcode, true)).json().data.status).toBe('paid');
    expect(await ledger()).toEqual([{ amount: 100_000_00, method: 'va' }]);
    expect((await instructions(b, bca.vcode)).notice).toBe(
      'Rp\u00a0100.000 kami terima ke nomor ini setelah kedaluwarsa. Jumlahnya sesuai dengan pinjaman Anda dan sudah masuk ke pinjaman.',
    );
    expect((await details()).userOrderDetail.detail).toContainEqual({
      text: 'Dibayar pada 22 Nov 2026 ke nomor atau kode yang sudah kedaluwarsa, dan masuk ke pinjaman ini',
      value: 'Rp\u00a0100.000',
    });

    // A store code expires; the loan is then paid off another way; cash the till took before
    // the withdrawal reached it is the borrower's, and is set aside for refund.
    const indomaret = await code(b, {
      orderId,
      amount: 50_000_00,
      payCode: 'INDOMARET',
      pay_type: 2,
    });
    await advance(24 * 60 + 5);
    expect(bank().isWithdrawn(indomaret.vcode)).toBe(true);
    const payoff = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data
      .payoff.amount as number;
    const { reference } = (
      await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount: payoff })
    ).json().data;
    expect((await complete(reference)).json().data.status).toBe('paid');
    expect((await complete(indomaret.vcode, true)).json().data.status).toBe('refund_due');
    expect((await ledger()).map((p) => p.method)).toEqual(['va', 'wallet']);
    expect((await instructions(b, indomaret.vcode)).notice).toBe(
      'Rp\u00a050.000 kami terima ke nomor ini setelah kedaluwarsa. Pinjaman Anda sudah tidak memiliki tagihan sebesar itu, jadi dana sedang dikembalikan kepada Anda.',
    );
    const after = await details();
    expect(after.orderStatus).toBe(200);
    expect(after.userOrderDetail.detail).toContainEqual({
      text: 'Sedang dikembalikan kepada Anda',
      value: 'Rp\u00a050.000',
    });
  });

  it('asks a provider that did not take a withdrawal again at the next run, whatever withdrew it', async () => {
    await open();
    const { b, orderId } = await loan('ID');
    bank().takeWithdrawals(false);
    const bca = await code(b, {
      orderId,
      amount: 100_000_00,
      payCode: 'BCA',
      pay_type: 1,
      specific_num: 1,
    });
    // Another bank's number replaces it; then that one expires. The provider takes neither.
    const bri = await code(b, {
      orderId,
      amount: 100_000_00,
      payCode: 'BRI',
      pay_type: 1,
      specific_num: 1,
    });
    await advance(24 * 60 + 5);
    expect(bank().isWithdrawn(bca.vcode)).toBe(false);
    expect(bank().isWithdrawn(bri.vcode)).toBe(false);
    expect((await rows([bri.vcode]))[0]).toMatchObject({
      withdrawn_reason: 'expired',
      sent: false,
    });
    // Ended here all the same: the screen says so.
    expect((await instructions(b, bri.vcode)).withdrawn).toBe(true);

    // Still down at the next run; then it takes them at the one after.
    await advance(5);
    expect(bank().isWithdrawn(bri.vcode)).toBe(false);
    bank().takeWithdrawals(true);
    await advance(5);
    expect(bank().isWithdrawn(bca.vcode)).toBe(true);
    expect(bank().isWithdrawn(bri.vcode)).toBe(true);
    const reasons = Object.fromEntries(
      (await rows([bca.vcode, bri.vcode])).map((r) => [r.reference, [r.withdrawn_reason, r.sent]]),
    );
    expect(reasons).toEqual({ [bca.vcode]: ['replaced', true], [bri.vcode]: ['expired', true] });
  });
});
