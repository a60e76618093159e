import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, disbursedLoan, makeTestApp, raceIt, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('card repayment on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  /** A fresh IN borrower with a disbursed ₹10,000 loan, and a bound card. */
  async function borrowerWithLoan(market: 'IN' | 'ID' = 'IN') {
    const productId = market === 'IN' ? 2 : 5;
    const amount = market === 'IN' ? 1_000_000 : 300_000_000;
    const { b, orderId, phone } = await disbursedLoan(t, market, { productId, amount });
    const bankCode = market === 'IN' ? 'HDFC' : 'BCA';
    const card = (
      await post(`/pay/loan/bind-card?${b}`, {
        bankCode,
        cardNo: '4111 1111 1111 1111',
        holderName: 'Asha Rao',
      })
    ).json().data;
    return { b, orderId, card, phone };
  }
  const codesTo = async (phone: string) =>
    (await t.app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })).json()
      .data as { code: string; text: string }[];
  /** What the app's Pay sends on a new visit to Repay, with the card chosen. */
  async function payCommit(b: string, orderId: number, cardId: number) {
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    return { orderId, amount: way.amount, cardId, repayToken: way.repayToken, sendMsg: 1 };
  }
  const latestCode = async (phone: string) => (await codesTo(phone))[0] ?? { code: '', text: '' };

  it('lists the banks of the market', async () => {
    t = await makeTestApp(kind);
    const { b } = await borrowerWithLoan('ID');
    const banks = (await post(`/pay/loan/bank-list?${b}`)).json();
    expect(banks.code).toBe('00');
    expect(banks.data[0]).toEqual({ bankCode: 'BCA', bankName: 'Bank Central Asia (BCA)' });
  });

  it('binds a card keeping only a token, the last four digits and the bank', async () => {
    t = await makeTestApp(kind);
    const { b, card } = await borrowerWithLoan();
    expect(card).toEqual({
      id: expect.any(Number),
      bankName: 'HDFC Bank',
      cardNo: '•••• 1111',
      bankCode: 'HDFC',
    });
    const bad = await post(`/pay/loan/bind-card?${b}`, {
      bankCode: 'HDFC',
      cardNo: '4111 1111 1111 1112',
      holderName: 'Asha Rao',
    });
    expect(bad.json()).toEqual({
      code: '01',
      data: null,
      message: 'Please check the card number.',
    });
    const again = (
      await post(`/pay/loan/bind-card?${b}`, {
        bankCode: 'HDFC',
        cardNo: '4111111111111111',
        holderName: 'Asha Rao',
      })
    ).json();
    expect(again.data.id).toBe(card.id);
    const stored = JSON.stringify(await t.db.query('select * from cards'));
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('4111 1111 1111 1111');
    expect(t.logs()).not.toContain('41111111');
  });

  it('pays with the SMS code: wrong code counted, right code repays, a second confirm is a duplicate', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, card, phone } = await borrowerWithLoan();
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    // An Indian borrower: no e-wallet, UPI first (docs/product.md#payments).
    expect(way).toMatchObject({
      alipay: 0,
      methods: ['upi', 'card', 'netbanking', 'va'],
      partial: true,
      bankCards: [card],
    });
    expect(way.repayToken).toMatch(/^[\w-]{22}$/);

    const noCard = await post(`/pay/loan/repayment-commit?${b}`, {
      orderId,
      amount: way.amount,
      repayToken: way.repayToken,
    });
    expect(noCard.json()).toEqual({
      code: '01',
      data: null,
      message: 'Please choose a bank card first.',
    });

    const commit = {
      orderId,
      amount: way.amount,
      cardId: card.id,
      repayToken: way.repayToken,
      sendMsg: 1,
    };
    const first = (await post(`/pay/loan/repayment-commit?${b}`, commit)).json();
    expect(first.data).toEqual({ needValid: 1, repayRecordId: expect.any(Number) });
    // A double tap is the same payment, and does not send a second code.
    const tapTwice = (
      await post(`/pay/loan/repayment-commit?${b}`, { ...commit, sendMsg: 0 })
    ).json();
    expect(tapTwice.data.repayRecordId).toBe(first.data.repayRecordId);
    const sms = await latestCode(phone);
    expect(sms.text).toMatch(
      /^\d{6} is your Tenora code to pay ₹[\d,.]+\. It expires in 5 minutes\. Never share it\.$/,
    );

    const confirm = (verifyCode: string) =>
      post(`/pay/loan/repayment-confirm?${b}`, {
        orderId,
        verifyCode,
        repaymentRecordId: first.data.repayRecordId,
      });
    const wrong = sms.code === '000000' ? '000001' : '000000';
    expect((await confirm(wrong)).json()).toEqual({
      code: '800006',
      data: null,
      message: 'Incorrect code. 4 tries left.',
    });
    expect((await confirm(sms.code)).json()).toEqual({ code: '00', data: null, message: '' });
    expect((await confirm(sms.code)).json()).toMatchObject({
      code: '800005',
      message: 'This payment was already submitted.',
    });

    const details = (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data;
    expect(details.orderStatus).toBe(200);
    // Everything, on the day of disbursal, is the cooling-off payoff: the principal
    // (docs/decisions/029-early-repayment.md).
    expect(way.payoff).toEqual({
      amount: 1_000_000,
      allowed: true,
      opensOn: null,
      coolingOff: true,
    });
    expect(
      await t.db.query('select amount, method from payments where order_id = $1', [orderId]),
    ).toEqual([{ amount: way.payoff.amount, method: 'card' }]);
  });

  it('voids a code after five wrong tries', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, card, phone } = await borrowerWithLoan();
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    const { repayRecordId } = (
      await post(`/pay/loan/repayment-commit?${b}`, {
        orderId,
        amount: way.amount,
        cardId: card.id,
        repayToken: way.repayToken,
        sendMsg: 1,
      })
    ).json().data;
    const code = (await latestCode(phone)).code as string;
    const wrong = code === '111111' ? '222222' : '111111';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (
          await post(`/pay/loan/repayment-confirm?${b}`, {
            orderId,
            verifyCode: wrong,
            repaymentRecordId: repayRecordId,
          })
        ).json().message,
      );
    }
    expect(messages.at(-1)).toBe(
      'Incorrect code. This code no longer works: please request a new one.',
    );
    const late = await post(`/pay/loan/repayment-confirm?${b}`, {
      orderId,
      verifyCode: code,
      repaymentRecordId: repayRecordId,
    });
    expect(late.json()).toEqual({
      code: '800006',
      data: null,
      message: 'Incorrect code. This code no longer works: please request a new one.',
    });
    expect(await t.db.query('select id from payments where order_id = $1', [orderId])).toEqual([]);
  });

  it('answers a double tap on Pay with the same record and no second code', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, card, phone } = await borrowerWithLoan();
    const commit = await payCommit(b, orderId, card.id);
    const first = (await post(`/pay/loan/repayment-commit?${b}`, commit)).json();
    // The app's Pay sends the same request again: a second tap, or a retry of a lost answer.
    const again = await post(`/pay/loan/repayment-commit?${b}`, commit);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    t.clock.advanceMinutes(0.9);
    expect((await post(`/pay/loan/repayment-commit?${b}`, commit)).json()).toEqual(first);
    expect((await codesTo(phone)).length).toBe(1);
    const { code } = await latestCode(phone);
    expect(
      (
        await post(`/pay/loan/repayment-confirm?${b}`, {
          orderId,
          verifyCode: code,
          repaymentRecordId: first.data.repayRecordId,
        })
      ).json().code,
    ).toBe('00');
    // Pay tapped again once it has gone through: the same payment, already submitted.
    expect((await post(`/pay/loan/repayment-commit?${b}`, commit)).json()).toMatchObject({
      code: '800005',
      message: 'This payment was already submitted.',
    });
  });

  it.for(['IN', 'ID'] as const)(
    '%s: Repay opened again while a code waits returns to that payment, with no new code',
    async (market, { expect }) => {
      t = await makeTestApp(kind);
      const { b, orderId, card, phone } = await borrowerWithLoan(market);
      const way = async () =>
        (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
      expect((await way()).pendingCard).toBeNull();
      const commit = await payCommit(b, orderId, card.id);
      const { repayRecordId } = (await post(`/pay/loan/repayment-commit?${b}`, commit)).json().data;

      // A reload 3 s later: the payment waiting for its code, and the 57 s left before another.
      t.clock.advanceMinutes(0.05);
      const reopened = await way();
      expect(reopened.repayToken).not.toBe(commit.repayToken);
      expect(reopened.pendingCard).toEqual({
        repayRecordId,
        repayToken: commit.repayToken,
        cardId: card.id,
        // What the code was sent for: everything owed is taken as the payoff (decision 029).
        amount: expect.any(Number),
        resendIn: 57,
      });
      // Its commit again is the same payment: no second code, the first one still pays.
      const resumed = { ...commit, repayToken: reopened.pendingCard.repayToken };
      expect((await post(`/pay/loan/repayment-commit?${b}`, resumed)).json().data).toEqual({
        needValid: 1,
        repayRecordId,
      });
      expect((await codesTo(phone)).length).toBe(1);
      const paid = await post(`/pay/loan/repayment-confirm?${b}`, {
        orderId,
        verifyCode: (await latestCode(phone)).code,
        repaymentRecordId: repayRecordId,
      });
      expect(paid.json().code).toBe('00');
    },
  );

  it('offers no code step once the code has expired, been used up or paid', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, card, phone } = await borrowerWithLoan();
    const pendingCard = async () =>
      (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data.pendingCard;
    await post(`/pay/loan/repayment-commit?${b}`, await payCommit(b, orderId, card.id));
    expect((await pendingCard()).resendIn).toBe(60);
    t.clock.advanceMinutes(1.5);
    // Past the minute the code may be asked for again at once.
    expect((await pendingCard()).resendIn).toBe(0);
    t.clock.advanceMinutes(4);
    expect(await pendingCard()).toBeNull();

    // Five wrong codes end it too.
    const commit = await payCommit(b, orderId, card.id);
    const { repayRecordId } = (await post(`/pay/loan/repayment-commit?${b}`, commit)).json().data;
    const right = (await latestCode(phone)).code;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await post(`/pay/loan/repayment-confirm?${b}`, {
        orderId,
        verifyCode: wrong,
        repaymentRecordId: repayRecordId,
      });
    }
    expect(await pendingCard()).toBeNull();
  });

  it('resends a code once a minute at most, three in ten minutes, each replacing the last', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, card, phone } = await borrowerWithLoan();
    const commit = await payCommit(b, orderId, card.id);
    const { repayRecordId } = (await post(`/pay/loan/repayment-commit?${b}`, commit)).json().data;
    const old = (await latestCode(phone)).code;
    t.clock.advanceMinutes(1);
    expect((await post(`/pay/loan/repayment-commit?${b}`, commit)).json().data.repayRecordId).toBe(
      repayRecordId,
    );
    expect((await codesTo(phone)).length).toBe(2);
    const fresh = (await latestCode(phone)).code;
    if (fresh !== old) {
      const stale = await post(`/pay/loan/repayment-confirm?${b}`, {
        orderId,
        verifyCode: old,
        repaymentRecordId: repayRecordId,
      });
      expect(stale.json().code).toBe('800006');
    }
    t.clock.advanceMinutes(1);
    expect((await post(`/pay/loan/repayment-commit?${b}`, commit)).json().code).toBe('00');
    // A fourth code within ten minutes is refused, saying how long to wait.
    t.clock.advanceMinutes(1);
    const fourth = await post(`/pay/loan/repayment-commit?${b}`, commit);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^Please wait \d+ seconds before asking for another code\.$/,
    );
    expect((await codesTo(phone)).length).toBe(3);
    expect(
      (
        await post(`/pay/loan/repayment-confirm?${b}`, {
          orderId,
          verifyCode: (await latestCode(phone)).code,
          repaymentRecordId: repayRecordId,
        })
      ).json().code,
    ).toBe('00');
  });

  it('pays part of the loan, and refuses more than is owed', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, card, phone } = await borrowerWithLoan();
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    const tooMuch = await post(`/pay/loan/repayment-commit?${b}`, {
      orderId,
      amount: way.amount + 1,
      cardId: card.id,
      repayToken: 'x1',
      sendMsg: 1,
    });
    expect(tooMuch.json().code).toBe('01');
    expect(tooMuch.json().message).toMatch(/^You can pay at most ₹/);
    const { repayRecordId } = (
      await post(`/pay/loan/repayment-commit?${b}`, {
        orderId,
        amount: 100_000,
        cardId: card.id,
        repayToken: 'part-1',
        sendMsg: 1,
      })
    ).json().data;
    const code = (await latestCode(phone)).code;
    expect(
      (
        await post(`/pay/loan/repayment-confirm?${b}`, {
          orderId,
          verifyCode: code,
          repaymentRecordId: repayRecordId,
        })
      ).json().code,
    ).toBe('00');
    const after = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    expect(after.amount).toBe(way.amount - 100_000);
  });

  it("refuses another borrower's order and card", async () => {
    t = await makeTestApp(kind);
    const mine = await borrowerWithLoan();
    const theirs = await borrowerWithLoan();
    expect(
      (await post(`/pay/loan/repayment-way?${mine.b}&orderId=${theirs.orderId}`)).statusCode,
    ).toBe(404);
    const useTheirCard = await post(`/pay/loan/repayment-commit?${mine.b}`, {
      orderId: mine.orderId,
      amount: 1_000,
      cardId: theirs.card.id,
      repayToken: 'steal',
    });
    expect(useTheirCard.json().message).toBe('Please choose a bank card first.');
  });

  raceIt(kind)(
    'lets one of 20 simultaneous visits send a code; the others are told how long to wait',
    async () => {
      t = await makeTestApp(kind);
      const { b, orderId, card } = await borrowerWithLoan();
      const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(`/pay/loan/repayment-commit?${b}`, {
            orderId,
            amount: way.amount,
            cardId: card.id,
            repayToken: `race-${i}`,
            sendMsg: 1,
          }),
        ),
      );
      expect(results.filter((r) => r.json().code === '00')).toHaveLength(1);
      const refused = results.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(19);
      for (const r of refused) expect(r.json().message).toMatch(/^Please wait \d+ seconds/);
      expect(
        await t.db.query(
          "select count(*)::int as n from repayment_attempts where order_id = $1 and status = 'pending'",
          [orderId],
        ),
      ).toEqual([{ n: 1 }]);
    },
  );

  /** A visit to Repay (a new token) and its commit, with the first card. */
  async function visit(b: string, orderId: number, cardId: number, amount?: number) {
    const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    return post(`/pay/loan/repayment-commit?${b}`, {
      orderId,
      amount: amount ?? way.amount,
      cardId,
      repayToken: way.repayToken,
      sendMsg: 1,
    });
  }
  const pendingOf = async (orderId: number) =>
    t.db.query<{ status: string; has_code: boolean }>(
      "select status, otp_hash is not null as has_code from repayment_attempts where order_id = $1 and status = 'pending'",
      [orderId],
    );

  it('never blocks card repayment: a refused code leaves nothing pending, and after the wait a new visit pays', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '240' } });
    const { b, orderId, card, phone } = await borrowerWithLoan();
    const first = (await visit(b, orderId, card.id, 100_000)).json().data;
    const pay = async (repaymentRecordId: number) =>
      (
        await post(`/pay/loan/repayment-confirm?${b}`, {
          orderId,
          verifyCode: (await latestCode(phone)).code,
          repaymentRecordId,
        })
      ).json();
    expect((await pay(first.repayRecordId)).code).toBe('00');

    // Within the minute, a new visit is told how long to wait, and nothing is left waiting.
    const tooSoon = await visit(b, orderId, card.id, 100_000);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(
      /^Please wait (\d+) seconds before asking for another code\.$/,
    );
    expect(await pendingOf(orderId)).toEqual([]);

    // After the wait, a new visit pays; and so does one a day later.
    const seconds = Number(/(\d+) seconds/.exec(tooSoon.json().message)?.[1]);
    t.clock.advanceMinutes(Math.ceil(seconds / 60));
    const second = (await visit(b, orderId, card.id, 100_000)).json();
    expect(second.code).toBe('00');
    expect((await pay(second.data.repayRecordId)).code).toBe('00');
    t.clock.advanceMinutes(24 * 60);
    const later = (await visit(b, orderId, card.id, 100_000)).json();
    expect(later.code).toBe('00');
    expect((await pay(later.data.repayRecordId)).code).toBe('00');
    expect(
      await t.db.query('select count(*)::int as n from payments where order_id = $1', [orderId]),
    ).toEqual([{ n: 3 }]);
  });

  it('ends a waiting payment when its code expires, or when the borrower starts again', async () => {
    t = await makeTestApp(kind);
    const { b, orderId, card, phone } = await borrowerWithLoan();
    const abandoned = (await visit(b, orderId, card.id)).json().data;
    const abandonedCode = (await latestCode(phone)).code;
    t.clock.advanceMinutes(6);
    const expired = await post(`/pay/loan/repayment-confirm?${b}`, {
      orderId,
      verifyCode: abandonedCode,
      repaymentRecordId: abandoned.repayRecordId,
    });
    expect(expired.json().message).toBe('This code has expired. Please request a new one.');
    expect(await pendingOf(orderId)).toEqual([]);

    // A code still valid does not hold the order either: a new visit replaces it.
    const waiting = (await visit(b, orderId, card.id)).json().data;
    const waitingCode = (await latestCode(phone)).code;
    t.clock.advanceMinutes(1);
    const again = (await visit(b, orderId, card.id)).json();
    expect(again.code).toBe('00');
    expect(again.data.repayRecordId).not.toBe(waiting.repayRecordId);
    expect(await pendingOf(orderId)).toEqual([{ status: 'pending', has_code: true }]);
    const replaced = await post(`/pay/loan/repayment-confirm?${b}`, {
      orderId,
      verifyCode: waitingCode,
      repaymentRecordId: waiting.repayRecordId,
    });
    expect(replaced.json().code).not.toBe('00');
  });

  it('asks first for what is due now, not the whole loan', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId } = await borrowerWithLoan();
    const way = async () =>
      (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
    const schedule = await t.db.query<{ total: number; due_date: string }>(
      'select principal + interest + fee as total, due_date from instalments where order_id = $1 order by period_no',
      [orderId],
    );
    const [first, second] = schedule;
    // Before anything falls due: the next instalment, by its date; the whole loan is the second choice.
    const early = await way();
    expect(early).toMatchObject({ dueNow: first?.total, dueDate: first?.due_date });
    expect(early.amount).toBeGreaterThan(early.dueNow);

    // Late: the instalment due and its late charges, which loan details shows as due now too.
    t.clock.advanceMinutes(35 * 24 * 60);
    const late = await way();
    expect(late.dueNow).toBeGreaterThan(first?.total ?? 0);
    expect(late.dueNow).toBeLessThan((first?.total ?? 0) + (second?.total ?? 0));
    const details = (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data;
    const shown = (n: number) =>
      `₹${(n / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(details.noticeDesText).toContain(shown(late.dueNow));
  });
});
