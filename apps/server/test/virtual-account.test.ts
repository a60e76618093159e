import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, disbursedLoan, LOAN, makeTestApp, raceIt, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('virtual accounts and payment codes on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  async function loan() {
    const { b, orderId } = await disbursedLoan(t, 'ID', LOAN.ID, { query: 'appName=tenora-id' });
    // What closes the loan today is the payoff (docs/decisions/029-early-repayment.md).
    const owed = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data.payoff
      .amount as number;
    return { b, orderId, owed };
  }

  it('offers banks with their channels, or the stores', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await loan();
    const banks = (
      await post(`/v3/loan-details/init-pay-type?${b}`, { orderId, pay_type: 1 })
    ).json();
    expect(banks.code).toBe('00');
    expect(banks.data.banks[0]).toEqual({
      bankName: 'Bank Central Asia (BCA)',
      payCode: 'BCA',
      method: ['ATM', 'Mobile banking', 'Internet banking'],
    });
    const markets = (
      await post(`/v3/loan-details/init-pay-type?${b}`, { orderId, pay_type: 2 })
    ).json().data;
    expect(markets).toEqual({
      banks: [],
      markets: ['ALFAMART', 'INDOMARET'],
      market: 'ID',
      payTypes: [1, 2],
    });
  });

  it('issues a virtual account with its steps, shows the same one again, and is paid through the webhook', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, owed } = await loan();
    const request = {
      orderId,
      amount: owed,
      payCode: 'BCA',
      pay_type: 1,
      specific_num: 2,
      is_default: 0,
    };
    const va = (await post(`/v3/loan-details/generate-vcode?${b}`, request)).json().data;
    expect(va.vcode).toMatch(/^8808\d{12}$/);
    expect(va).toMatchObject({
      amount: owed,
      payType: 1,
      payCode: 'BCA',
      specificNum: 2,
      billNo: String(orderId),
      telephone: '+62 21 5091 2200',
    });
    expect(va.payStep).toHaveLength(1);
    expect(va.payStep[0].name).toBe('Mobile banking');
    expect(va.payStep[0].step).toContain(`Masukkan nomor virtual account ${va.vcode}.`);
    expect(va.expireAt).toBe('2026-11-22T06:00:00.000Z');

    expect((await post(`/v3/loan-details/generate-vcode?${b}`, request)).json().data.vcode).toBe(
      va.vcode,
    );

    expect(
      (await post('/film/dev/payments/complete', { reference: va.vcode, outcome: 'paid' })).json()
        .data.status,
    ).toBe('paid');
    expect(
      (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data.orderStatus,
    ).toBe(200);
    expect(
      await t.db.query('select amount, method from payments where order_id = $1', [orderId]),
    ).toEqual([{ amount: owed, method: 'va' }]);
  });

  it('shows a paid number as paid and issues no second number for the same amount', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '240' } });
    const { b, orderId } = await loan();
    const request = { orderId, amount: 100_000_00, payCode: 'BCA', pay_type: 1, specific_num: 1 };
    const first = (await post(`/v3/loan-details/generate-vcode?${b}`, request)).json();
    expect(first.message).toBe('');
    const va = first.data;
    expect(va.status).toBe('open');
    await post('/film/dev/payments/complete', { reference: va.vcode, outcome: 'paid' });

    // The loan still owes more, and the same amount asked again is the paid number, as paid.
    const again = (await post(`/v3/loan-details/generate-vcode?${b}`, request)).json().data;
    expect(again).toMatchObject({ vcode: va.vcode, status: 'paid', amount: 100_000_00 });
    expect(
      await t.db.query(
        "select count(*)::int as n from provider_payments where order_id = $1 and method = 'va'",
        [orderId],
      ),
    ).toEqual([{ n: 1 }]);

    // Once it would have expired, the same amount gets a new number.
    t.clock.advanceMinutes(24 * 60 + 1);
    const later = (await post(`/v3/loan-details/generate-vcode?${b}`, request)).json().data;
    expect(later.status).toBe('open');
    expect(later.vcode).not.toBe(va.vcode);
  });

  it('issues a mini-market code with the store steps', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await loan();
    const code = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: 100_000_00,
        payCode: 'ALFAMART',
        pay_type: 2,
      })
    ).json().data;
    expect(code.vcode).toMatch(/^TNR\d{10}$/);
    expect(code.payStep[0]).toBe('Datangi kasir ALFAMART mana saja.');
    expect(code.payStep).toContain('Bayar tunai tepat Rp\u00a0100.000.');
  });

  it('explains how to pay an issued code, with its rules and the support contact', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, owed } = await loan();
    const code = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: owed,
        payCode: 'INDOMARET',
        pay_type: 2,
      })
    ).json().data;
    const info = (
      await post(`/pay/loan/payment-instructions?${b}`, { reference: code.vcode })
    ).json();
    expect(info.code).toBe('00');
    expect(info.data).toMatchObject({
      reference: code.vcode,
      amount: owed,
      place: 'INDOMARET',
      supportPhone: '+62 21 5091 2200',
      supportEmail: 'halo@tenora.co.id',
    });
    expect(info.data.rules).toEqual([
      expect.stringMatching(/^Bayar tepat Rp/),
      'Nomor ini hanya berlaku untuk satu kali pembayaran.',
      'Setelah kedaluwarsa, minta nomor baru di aplikasi.',
    ]);
    const other = await loan();
    expect(
      (await post(`/pay/loan/payment-instructions?${other.b}`, { reference: code.vcode }))
        .statusCode,
    ).toBe(404);
  });

  it('asks for what is missing, and keeps other borrowers out', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, owed } = await loan();
    const noChannel = await post(`/v3/loan-details/generate-vcode?${b}`, {
      orderId,
      amount: owed,
      payCode: 'BCA',
      pay_type: 1,
    });
    expect(noChannel.json()).toEqual({
      code: '400',
      data: null,
      message: 'Silakan pilih bank dan cara pembayaran.',
    });
    const noStore = await post(`/v3/loan-details/generate-vcode?${b}`, {
      orderId,
      amount: owed,
      payCode: 'X',
      pay_type: 2,
    });
    expect(noStore.json().message).toBe('Silakan pilih toko.');
    const other = await loan();
    expect(
      (
        await post(`/v3/loan-details/generate-vcode?${other.b}`, {
          orderId,
          amount: 1_000,
          payCode: 'BCA',
          pay_type: 1,
          specific_num: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  raceIt(kind)(
    'issues one number to thirty simultaneous requests for one loan and amount',
    async () => {
      t = await makeTestApp(kind);
      const { b, orderId, owed } = await loan();
      const at = (payCode: string, pay_type: number) =>
        post(`/v3/loan-details/generate-vcode?${b}`, {
          orderId,
          amount: owed,
          payCode,
          pay_type,
          specific_num: 1,
        }).then((r) => r.json());
      const open = () =>
        t.db.query<{ reference: string }>(
          "select reference from provider_payments where order_id = $1 and status = 'pending'",
          [orderId],
        );

      const answers = await Promise.all(Array.from({ length: 30 }, () => at('BCA', 1)));
      expect(answers.every((a) => a.code === '00')).toBe(true);
      const numbers = new Set(answers.map((a) => a.data.vcode));
      expect(numbers.size).toBe(1);
      expect(await open()).toEqual([{ reference: [...numbers][0] }]);

      // A store and a bank asked at once for the same amount: one place keeps the one open number,
      // and every answer is a number the borrower can pay or one later closed, never two open.
      const mixed = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? at('ALFAMART', 2) : at('BNI', 1))),
      );
      expect(mixed.every((a) => a.code === '00')).toBe(true);
      expect(await open()).toHaveLength(1);
    },
  );
});
