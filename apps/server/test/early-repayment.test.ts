import { addDays } from '@tenora/domain/dates';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPayment } from '../src/modules/ledger/index.ts';
import { translator } from '../src/platform/messages.ts';
import { boundCard, DB_KINDS, disbursedLoan, LOAN, makeTestApp, type TestApp } from './helper.ts';

/**
 * Early repayment (docs/product.md#early-repayment, docs/decisions/029-early-repayment.md):
 * interest only to the day of payment; cooling-off exit for the principal and the days used;
 * India's window from half the term; Indonesia any time.
 */
describe.each(DB_KINDS)('early repayment on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const DAY = 24 * 60;
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  interface Instalment {
    period_no: number;
    due_date: string;
    principal: number;
    interest: number;
  }

  /** A fresh borrower with a disbursed 91-day loan in 3 instalments, and a bound card. */
  async function loanWithCard(market: 'IN' | 'ID') {
    const { b, orderId, phone } = await disbursedLoan(
      t,
      market,
      market === 'IN' ? LOAN.IN : { productId: 5, amount: 300_000_000 },
    );
    const card = await boundCard(t, b, market);
    const instalments = await t.db.query<Instalment>(
      `select period_no, to_char(due_date, 'YYYY-MM-DD') as due_date, principal, interest
         from instalments where order_id = $1 order by period_no`,
      [orderId],
    );
    return { b, orderId, card, phone, instalments };
  }

  const way = async (b: string, orderId: number) =>
    (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;

  /** Commit and confirm a card payment; answers the confirm's envelope, or the commit's refusal. */
  async function payByCard(
    loan: { b: string; orderId: number; card: { id: number }; phone: string },
    amount: number,
    lang = '',
  ) {
    const { repayToken } = await way(loan.b, loan.orderId);
    const commit = (
      await post(`/pay/loan/repayment-commit?${loan.b}${lang}`, {
        orderId: loan.orderId,
        amount,
        cardId: loan.card.id,
        repayToken,
        sendMsg: 1,
      })
    ).json();
    if (commit.code !== '00') return commit;
    const sms = (
      await t.app.inject({
        url: `/film/dev/sms-outbox?phone=${encodeURIComponent(loan.phone)}`,
      })
    ).json().data[0];
    return (
      await post(`/pay/loan/repayment-confirm?${loan.b}${lang}`, {
        orderId: loan.orderId,
        verifyCode: sms.code,
        repaymentRecordId: commit.data.repayRecordId,
      })
    ).json();
  }

  const status = async (b: string, orderId: number) =>
    (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data.orderStatus;
  const payments = (orderId: number) =>
    t.db.query<{ amount: number; method: string }>(
      'select amount, method from payments where order_id = $1 order by id',
      [orderId],
    );
  const allocations = (orderId: number, kind: 'paid' | 'waived') =>
    t.db.query<{
      period_no: number;
      penalty: number;
      fee: number;
      interest: number;
      principal: number;
    }>(
      `select period_no, penalty, fee, interest, principal from payment_allocations
        where order_id = $1 and kind = $2 order by payment_id, period_no`,
      [orderId, kind],
    );
  const sum = (rows: readonly Record<string, number>[], part: string) =>
    rows.reduce((n, r) => n + (r[part] ?? 0), 0);

  it('pays off on day 0, in cooling-off, for the principal only, and the loan is repaid', async () => {
    t = await makeTestApp(kind);
    const loan = await loanWithCard('IN');
    const scheduled = loan.instalments.reduce((n, i) => n + i.principal + i.interest, 0);
    const answer = await way(loan.b, loan.orderId);
    expect(answer.amount).toBe(scheduled);
    expect(answer.payoff).toEqual({
      amount: 1_000_000,
      allowed: true,
      opensOn: null,
      coolingOff: true,
    });

    // Everything the schedule asks is taken as the payoff: never more is charged.
    expect(await payByCard(loan, scheduled)).toMatchObject({ code: '00' });
    expect(await payments(loan.orderId)).toEqual([{ amount: 1_000_000, method: 'card' }]);
    expect(await status(loan.b, loan.orderId)).toBe(200);
    const paid = await allocations(loan.orderId, 'paid');
    const waived = await allocations(loan.orderId, 'waived');
    expect(sum(paid, 'principal')).toBe(1_000_000);
    expect(sum(paid, 'interest')).toBe(0);
    // The whole scheduled interest is waived, on the books.
    expect(sum(waived, 'interest')).toBe(loan.instalments.reduce((n, i) => n + i.interest, 0));
    expect(sum(waived, 'principal')).toBe(0);
  });

  it('refuses to pay off day 20 of a 91-day Indian loan, saying it opens on day 46, and takes what is due', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const loan = await loanWithCard('IN');
    t.clock.advanceMinutes(20 * DAY);
    const answer = await way(loan.b, loan.orderId);
    const opensOn = addDays('2026-11-21', 46);
    expect(answer.payoff).toMatchObject({ allowed: false, opensOn, coolingOff: false });

    expect(await payByCard(loan, answer.amount)).toEqual({
      code: '01',
      data: null,
      message:
        'You can repay the whole loan early from 6 Jan 2027. Until then, you can pay what is due now.',
    });
    // In the borrower's Hindi, its date too; a flag for Indonesia's language gives India's own.
    expect((await payByCard(loan, answer.amount, '&lang=hi')).message).toBe(
      translator('hi-IN')('repay.payoffOpens', '6 जन॰ 2027'),
    );
    expect((await payByCard(loan, answer.amount, '&lang=id-ID')).message).toMatch(
      /^You can repay the whole loan early from 6 Jan 2027\./,
    );
    // The ledger refuses the same under the order's lock, whatever the way in.
    expect(
      await t.db.transaction((tx) =>
        applyPayment(tx, t.clock, {
          orderId: loan.orderId,
          amount: answer.amount,
          reference: 'early-20',
          method: 'wallet',
        }),
      ),
    ).toEqual({ ok: false, reason: 'payoff_not_open', owed: answer.amount, opensOn });
    expect(await payments(loan.orderId)).toEqual([]);

    // What is due now (the next instalment) is still taken, as before.
    t.clock.advanceMinutes(2);
    expect(await payByCard(loan, answer.dueNow)).toMatchObject({ code: '00' });
    expect(await payments(loan.orderId)).toEqual([{ amount: answer.dueNow, method: 'card' }]);
    expect(await status(loan.b, loan.orderId)).toBe(170);
  });

  it('pays off on day 50 with interest to day 50 only, waives the rest, and the loan is repaid', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const loan = await loanWithCard('IN');
    const [first, second, third] = loan.instalments;
    if (!first || !second || !third) throw new Error('expected 3 instalments');
    expect([first.due_date, second.due_date, third.due_date]).toEqual([
      addDays('2026-11-21', 30),
      addDays('2026-11-21', 61),
      addDays('2026-11-21', 91),
    ]);
    // The first instalment is paid on its due date.
    t.clock.advanceMinutes(30 * DAY);
    expect(await payByCard(loan, first.principal + first.interest)).toMatchObject({ code: '00' });

    t.clock.advanceMinutes(20 * DAY);
    // Day 50: 20 of the second period's 31 days have passed; none of the third's.
    const earned = Math.round((second.interest * 20) / 31);
    const payoff = second.principal + third.principal + earned;
    const answer = await way(loan.b, loan.orderId);
    expect(answer.payoff).toEqual({
      amount: payoff,
      allowed: true,
      opensOn: null,
      coolingOff: false,
    });
    expect(answer.amount).toBe(
      second.principal + second.interest + third.principal + third.interest,
    );
    expect(payoff).toBeLessThan(answer.amount);

    // Exactly the payoff is accepted and closes the loan.
    expect(await payByCard(loan, payoff)).toMatchObject({ code: '00' });
    expect((await payments(loan.orderId)).map((p) => p.amount)).toEqual([
      first.principal + first.interest,
      payoff,
    ]);
    expect(await status(loan.b, loan.orderId)).toBe(200);
    const waived = await allocations(loan.orderId, 'waived');
    expect(waived).toEqual([
      { period_no: 2, penalty: 0, fee: 0, interest: second.interest - earned, principal: 0 },
      { period_no: 3, penalty: 0, fee: 0, interest: third.interest, principal: 0 },
    ]);
    // Nothing is left to pay: Repay says the loan is repaid.
    expect(
      (await post(`/pay/loan/repayment-way?${loan.b}&orderId=${loan.orderId}`)).json(),
    ).toMatchObject({ code: '00', data: { state: 'repaid', amount: 0, methods: [] } });
  });

  it('keeps a part payment above what is due but below the payoff a part payment', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const loan = await loanWithCard('IN');
    t.clock.advanceMinutes(50 * DAY);
    const answer = await way(loan.b, loan.orderId);
    const part = answer.payoff.amount - 100_000;
    expect(part).toBeGreaterThan(answer.dueNow);
    expect(await payByCard(loan, part)).toMatchObject({ code: '00' });
    expect(await payments(loan.orderId)).toEqual([{ amount: part, method: 'card' }]);
    expect(await allocations(loan.orderId, 'waived')).toEqual([]);
    expect(await status(loan.b, loan.orderId)).toBe(170);
  });

  it('lets an Indonesian loan be paid off any time, through the wallet, for interest to date', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const loan = await loanWithCard('ID');
    const [first] = loan.instalments;
    if (!first) throw new Error('expected an instalment');
    t.clock.advanceMinutes(10 * DAY);
    const answer = await way(loan.b, loan.orderId);
    // Day 10 of the first period's 30 days, in whole rupiah.
    const earned = Math.round((first.interest / 100) * (10 / 30)) * 100;
    expect(answer.payoff).toEqual({
      amount: 300_000_000 + earned,
      allowed: true,
      opensOn: null,
      coolingOff: false,
    });
    // The wallet is asked for the payoff, though everything was offered.
    const started = (
      await post(`/pay/loan/repayment-huichao?${loan.b}`, {
        orderId: loan.orderId,
        amount: answer.amount,
      })
    ).json().data;
    expect(
      (
        await post('/film/dev/payments/complete', { reference: started.reference, outcome: 'paid' })
      ).json().data.status,
    ).toBe('paid');
    expect(await payments(loan.orderId)).toEqual([
      { amount: answer.payoff.amount, method: 'wallet' },
    ]);
    expect(await status(loan.b, loan.orderId)).toBe(200);
  });

  it('refuses money that arrives for more than the payoff, whole', async () => {
    t = await makeTestApp(kind);
    const loan = await loanWithCard('ID');
    const answer = await way(loan.b, loan.orderId);
    const pay = (amount: number, reference: string) =>
      t.db.transaction((tx) =>
        applyPayment(tx, t.clock, { orderId: loan.orderId, amount, reference, method: 'va' }),
      );
    expect(await pay(answer.amount, 'va-all')).toEqual({
      ok: false,
      reason: 'overpayment',
      owed: answer.payoff.amount,
    });
    expect(await payments(loan.orderId)).toEqual([]);
    expect(await pay(answer.payoff.amount, 'va-payoff')).toMatchObject({ ok: true, owedAfter: 0 });
    expect(await status(loan.b, loan.orderId)).toBe(200);
  });

  it('states the rule in the key fact statement and the agreement, in both languages', async () => {
    t = await makeTestApp(kind);
    const s = (await post('/film/dev/sessions', { market: 'IN' })).json().data;
    const doc = async (kind: string, lang: string, market: 'IN' | 'ID' = 'IN') => {
      const session =
        market === 'IN'
          ? `sessionId=${s.sessionId}`
          : `sessionId=${(await post('/film/dev/sessions', { market: 'ID' })).json().data.sessionId}`;
      const res = await t.app.inject({
        url: `/film/loan/document?${session}${lang}&kind=${kind}&productId=${market === 'IN' ? 2 : 5}&amount=${market === 'IN' ? 1_000_000 : 300_000_000}&periods=91`,
      });
      return JSON.stringify(res.json().data.sections);
    };
    for (const kind of ['key_facts', 'agreement']) {
      const en = await doc(kind, '');
      expect(en).toContain(
        'You may repay the whole loan early from day 46 after disbursal (once 50% of the term has passed, and not before day 7). You then pay the principal, interest only up to the day you repay, and anything already due; there is no charge for repaying early.',
      );
      expect(en).toContain('You can cancel within 3 days of disbursal');
      const hi = await doc(kind, '&lang=hi');
      expect(hi).toContain(
        translator('hi-IN')('doc.prepayment', { opensDay: 46, termShare: '50%', minDay: 7 }),
      );
      // India's documents are never in Indonesia's language, whatever the flag says.
      expect(await doc(kind, '&lang=id-ID')).toBe(en);
      const idLoan = await doc(kind, '', 'ID');
      expect(idLoan).toContain('Anda dapat melunasi seluruh pinjaman lebih awal kapan saja.');
      expect(idLoan).toContain('dalam 2 hari setelah pencairan');
    }
  });
});
