import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../src/platform/payments.ts';
import { DB_KINDS, disbursedLoan, makeTestApp, raceIt, type TestApp } from './helper.ts';

/**
 * Card money against the ledger (docs/decisions/023-payments-in-production.md): the ledger
 * accepts before the card is charged, a charge the ledger could not book is reversed, and the
 * code's five tries hold under concurrency. What races is proven on PostgreSQL only: PGlite has
 * one connection, so nothing can race there.
 */
describe.each(DB_KINDS)('card money on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const bank = () => t.payments as SandboxPaymentProvider;

  /** A fresh Indonesian borrower with a disbursed loan, a bound card and a code waiting. */
  async function waitingCardPayment() {
    const { b, orderId, phone } = await disbursedLoan(t, 'ID');
    const card = (
      await post(`/pay/loan/bind-card?${b}`, {
        bankCode: 'BCA',
        cardNo: '4111 1111 1111 1111',
        holderName: 'Sari Dewi',
      })
    ).json().data;
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    const commit = {
      orderId,
      amount: way.amount,
      cardId: card.id,
      repayToken: way.repayToken,
      sendMsg: 1,
    };
    const { repayRecordId } = (await post(`/pay/loan/repayment-commit?${b}`, commit)).json().data;
    const sms = (
      await t.app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })
    ).json().data[0];
    const confirm = (verifyCode: string = sms.code) =>
      post(`/pay/loan/repayment-confirm?${b}`, {
        orderId,
        verifyCode,
        repaymentRecordId: repayRecordId,
      });
    const wrong = sms.code === '000000' ? '000001' : '000000';
    // What closes the loan today is the payoff (docs/decisions/029-early-repayment.md).
    const owed = way.payoff.amount as number;
    return { b, orderId, owed, commit, repayRecordId, confirm, wrong };
  }

  /** The same loan paid in full through a virtual account, as the bank would. */
  async function payByVirtualAccount(b: string, orderId: number, owed: number) {
    const va = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: owed,
        payCode: 'BCA',
        pay_type: 1,
        specific_num: 2,
        is_default: 0,
      })
    ).json().data;
    return () => post('/film/dev/payments/complete', { reference: va.vcode, outcome: 'paid' });
  }

  /** Every charge the sandbox bank made is booked in the ledger or was given back. */
  async function expectNoChargeUnbooked() {
    const entries = bank().journal();
    const reversed = new Set(
      entries.filter((e) => e.kind === 'reversal').map((e) => e.idempotencyKey),
    );
    for (const charge of entries.filter((e) => e.kind === 'charge')) {
      const booked = await t.db.query('select 1 from payments where reference = $1', [
        charge.idempotencyKey,
      ]);
      expect(booked.length + (reversed.has(charge.idempotencyKey) ? 1 : 0)).toBe(1);
    }
  }

  it('checks the ledger before charging: a loan paid meanwhile is not charged again', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, owed, confirm } = await waitingCardPayment();
    const viaBank = await payByVirtualAccount(b, orderId, owed);
    expect((await viaBank()).json().data.status).toBe('paid');

    const late = (await confirm()).json();
    expect(late).toMatchObject({ code: '01', message: 'Tidak ada tagihan untuk pinjaman ini.' });
    expect(bank().journal()).toEqual([]);
    expect(
      await t.db.query('select method, amount from payments where order_id = $1', [orderId]),
    ).toEqual([{ method: 'va', amount: owed }]);
  });

  it('reverses a charge the ledger could not book, and records both', async () => {
    t = await makeTestApp(kind);
    const { orderId, repayRecordId, confirm } = await waitingCardPayment();
    // The database refuses the booking after the charge: a fault the ledger cannot foresee.
    await t.db.exec(`
      create function refuse_payment() returns trigger language plpgsql as $$
        begin raise exception 'booking refused for the test'; end $$;
      create trigger refuse_payment before insert on payments
        for each row execute function refuse_payment();`);

    const answer = (await confirm()).json();
    expect(answer.code).toBe('01');
    expect(answer.message).toMatch(/dibatalkan: tidak ada dana yang diambil/);
    expect(
      bank()
        .journal()
        .map((e) => [e.kind, e.idempotencyKey]),
    ).toEqual([
      ['charge', `card-${repayRecordId}`],
      ['reversal', `card-${repayRecordId}`],
    ]);
    expect(
      await t.db.query<{ status: string; has_ref: boolean }>(
        'select status, provider_reference is not null as has_ref from repayment_attempts where id = $1',
        [repayRecordId],
      ),
    ).toEqual([{ status: 'reversed', has_ref: true }]);
    expect(await t.db.query('select 1 from payments where order_id = $1', [orderId])).toEqual([]);
    await expectNoChargeUnbooked();
  });

  raceIt(kind)(
    'counts exactly five of 100 concurrent wrong codes, and the right code no longer pays',
    async () => {
      t = await makeTestApp(kind);
      const { orderId, repayRecordId, confirm, wrong } = await waitingCardPayment();
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => confirm(wrong).then((r) => r.json())),
      );
      expect(answers.every((a) => a.code === '800006')).toBe(true);
      const triesLeft = answers.filter((a) => /tries left|Sisa \d+ kali/.test(a.message));
      expect(triesLeft.map((a) => a.message).sort()).toEqual([
        'Kode salah. Sisa 1 kali percobaan.',
        'Kode salah. Sisa 2 kali percobaan.',
        'Kode salah. Sisa 3 kali percobaan.',
        'Kode salah. Sisa 4 kali percobaan.',
      ]);
      expect(
        await t.db.query('select otp_tries, status from repayment_attempts where id = $1', [
          repayRecordId,
        ]),
      ).toEqual([{ otp_tries: 5, status: 'void' }]);
      expect((await confirm()).json().code).toBe('800006');
      expect(await t.db.query('select 1 from payments where order_id = $1', [orderId])).toEqual([]);
    },
  );

  raceIt(kind)(
    'answers 20 concurrent commits of one visit with the same record and one code',
    async () => {
      t = await makeTestApp(kind);
      const { b, commit, repayRecordId } = await waitingCardPayment();
      const sent = async () =>
        (await t.db.query<{ n: number }>('select count(*)::int as n from sms_outbox'))[0]?.n ?? 0;
      const before = await sent();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          post(`/pay/loan/repayment-commit?${b}`, { ...commit, sendMsg: 0 }).then((r) => r.json()),
        ),
      );
      for (const a of answers)
        expect(a).toEqual({ code: '00', data: { needValid: 1, repayRecordId }, message: '' });
      expect(await sent()).toBe(before);

      // A first commit raced by its own double taps, each asking for the code as the app's Pay
      // does: one record, one code, and never a 429.
      t.clock.advanceMinutes(2);
      const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${commit.orderId}`)).json()
        .data;
      const fresh = { ...commit, repayToken: way.repayToken };
      const all = (body: Record<string, unknown>) =>
        Promise.all(
          Array.from({ length: 20 }, () =>
            post(`/pay/loan/repayment-commit?${b}`, body).then((r) => r.json()),
          ),
        );
      const raced = await all(fresh);
      const id = raced[0]?.data?.repayRecordId;
      for (const a of raced)
        expect(a).toEqual({ code: '00', data: { needValid: 1, repayRecordId: id }, message: '' });
      expect(await sent()).toBe(before + 1);

      // A minute on, twenty taps of Resend at once send one new code.
      t.clock.advanceMinutes(1);
      for (const a of await all(fresh))
        expect(a).toEqual({ code: '00', data: { needValid: 1, repayRecordId: id }, message: '' });
      expect(await sent()).toBe(before + 2);
    },
  );

  raceIt(kind)(
    'never leaves a charge unbooked when a virtual-account payment lands during a card confirm',
    async () => {
      t = await makeTestApp(kind);
      const { b, orderId, owed, confirm } = await waitingCardPayment();
      const viaBank = await payByVirtualAccount(b, orderId, owed);
      // Hold the order's row so both payments queue behind it: the bank's first, then the card.
      const holder = new pg.Client({ connectionString: t.dbUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from orders where id = $1 for update', [orderId]);
        const bankDone = viaBank();
        await new Promise((r) => setTimeout(r, 300));
        const cardDone = confirm();
        await new Promise((r) => setTimeout(r, 300));
        await holder.query('commit');
        const [bankAnswer, cardAnswer] = await Promise.all([bankDone, cardDone]);
        expect(bankAnswer.json().data.status).toBe('paid');
        expect(cardAnswer.json().code).not.toBe('00');
      } finally {
        await holder.end();
      }
      await expectNoChargeUnbooked();
      expect(
        bank()
          .journal()
          .filter((e) => e.kind === 'charge'),
      ).toEqual([]);
      const [{ paid } = { paid: 0 }] = await t.db.query<{ paid: number }>(
        'select coalesce(sum(amount), 0)::bigint as paid from payments where order_id = $1',
        [orderId],
      );
      expect(paid).toBe(owed);
    },
  );
});
