import { formatMoney } from '@tenora/domain/money';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, disbursedLoan, ID, IN, LOAN, makeTestApp, type TestApp } from './helper.ts';
import { ops, staffSession } from './ops-helper.ts';

const PROBLEMS = '/h5-api/v3/user-problem';

/** The console's money: borrowers' limits, a complaint's loan, and the queue's share in time. */
describe.each(DB_KINDS)('the console’s money on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  let complaints = 0;
  async function complaint(session: string, orderNo?: number) {
    complaints += 1;
    const saved = await post(`${PROBLEMS}/problem-save?${session}`, {
      problemType: 2,
      // Each its own text: the same text sent twice is one complaint.
      problemDetail: `My payment ${complaints} does not show.`,
      ...(orderNo ? { orderNo } : {}),
    });
    expect(saved.json().code, saved.body).toBe('00');
    return saved.json().data.problemId as number;
  }

  it.each([
    ['IN', 'rupees', 2_500_050],
    ['ID', 'rupiah', 300_000_001],
  ] as const)(
    'sets a %s limit only in whole %s, with a reason, and audits old and new',
    async (market, word, withCents) => {
      t = await makeTestApp(kind);
      const { phone } = await disbursedLoan(t, market, LOAN[market], { disburse: false });
      const credit = await staffSession(t, ['credit']);
      const admin = await staffSession(t, ['admin']);
      const lookup = async () =>
        (
          await ops(
            t,
            credit,
            'GET',
            `/film/ops/borrowers/lookup?phone=${encodeURIComponent(phone)}`,
          )
        ).json().data.borrower;
      const { userId } = await lookup();
      const setLimit = (body: Record<string, unknown>) =>
        ops(t, credit, 'POST', '/film/ops/borrowers/limit', { userId, ...body });

      const refusals = [
        [
          { creditLimit: withCents, reason: 'Raised after review.' },
          `Enter the limit in whole ${word}.`,
        ],
        [{ creditLimit: -100, reason: 'Raised after review.' }, 'creditLimit must be at least 0.'],
        [{ creditLimit: 3_000_000 }, 'Please fill in reason.'],
        [{ creditLimit: 3_000_000, reason: '   ' }, 'Please fill in reason.'],
        [{ creditLimit: null }, 'Please fill in reason.'],
      ] as const;
      for (const [body, message] of refusals) {
        const res = await setLimit(body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ data: null, message });
      }
      expect((await lookup()).creditLimit).toBeNull();

      const set = await setLimit({ creditLimit: 3_000_000, reason: 'Raised after review.' });
      expect(set.json(), set.body).toMatchObject({
        code: 0,
        data: { borrower: { creditLimit: 3_000_000 } },
      });
      // The limit the borrower has already is no change, and writes no entry.
      const same = await setLimit({ creditLimit: 3_000_000, reason: 'Again.' });
      expect(same.json().message).toBe(
        `This borrower's limit is ${formatMoney(3_000_000, market)} already.`,
      );
      const cleared = await setLimit({ creditLimit: null, reason: 'Back to the product limit.' });
      expect(cleared.json().data.borrower.creditLimit).toBeNull();

      const entries = (
        await ops(t, admin, 'GET', `/film/ops/audit?action=borrower.setLimit`)
      ).json().data.rows;
      expect(entries).toMatchObject([
        {
          staffId: credit.id,
          before: { creditLimit: 3_000_000 },
          after: { creditLimit: null, reason: 'Back to the product limit.' },
        },
        {
          staffId: credit.id,
          before: { creditLimit: null },
          after: { creditLimit: 3_000_000, reason: 'Raised after review.' },
        },
      ]);
    },
  );

  it("shows an Indian complaint's loan as the borrower's loan details tell it: owed, late charges, payments, extension", async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId } = await disbursedLoan(t, 'IN', LOAN.IN, { query: 'appName=tenora-in' });
    const problemId = await complaint(b, orderId);
    // Three days late on the first instalment, then an extension paid.
    t.clock.advanceMinutes(33 * 24 * 60);
    const { reference } = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json().data;
    await post('/film/dev/payments/complete', { reference, outcome: 'paid' });

    const rows = (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data
      .userOrderDetail.detail as { text: string; value: string }[];
    const row = (text: string) => rows.find((r) => r.text === text)?.value;

    const agent = await staffSession(t, ['agent']);
    const detail = (
      await ops(t, agent, 'GET', `/film/ops/complaints/detail?complaintId=${problemId}`)
    ).json();
    expect(detail.code, JSON.stringify(detail)).toBe(0);
    const { loan } = detail.data;
    expect(formatMoney(loan.outstanding, 'IN')).toBe(row('Outstanding'));
    expect(loan.lateCharges.owed).toBeGreaterThan(0);
    expect(formatMoney(loan.lateCharges.owed, 'IN')).toBe(row('Late charges'));
    expect(loan).toMatchObject({
      orderId,
      market: 'IN',
      nextDueDate: '2026-12-31',
      daysLate: 0,
      payments: [
        { reference: expect.stringContaining(reference), amount: 50_000, purpose: 'extension' },
      ],
      extensions: [
        { reference: expect.stringContaining(reference), fee: 50_000, dueDate: '2026-12-31' },
      ],
    });
    expect(loan.payments[0].method).not.toBe('seed');
  });

  it("shows an Indonesian complaint's loan with each payment's method and reference", async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId } = await disbursedLoan(t, 'ID');
    const va = (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: 100_000_00,
        payCode: 'BCA',
        pay_type: 1,
        specific_num: 1,
      })
    ).json().data;
    await post('/film/dev/payments/complete', { reference: va.vcode, outcome: 'paid' });
    const problemId = await complaint(b, orderId);
    const before = (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data;

    const agent = await staffSession(t, ['agent']);
    const { loan } = (
      await ops(t, agent, 'GET', `/film/ops/complaints/detail?complaintId=${problemId}`)
    ).json().data;
    expect(loan).toMatchObject({
      market: 'ID',
      lateCharges: { charged: 0, owed: 0 },
      extensions: [],
      payments: [{ method: 'va', amount: 100_000_00, purpose: 'repayment' }],
    });
    expect(loan.payments[0].reference).toEqual(expect.any(String));
    const outstanding = before.userOrderDetail.detail.find(
      (r: { text: string }) => r.text === 'Sisa tagihan',
    );
    expect(formatMoney(loan.outstanding, 'ID')).toBe(outstanding.value);
  });

  it('counts an open complaint past its due date as not answered in time, in each market', async () => {
    t = await makeTestApp(kind);
    const agent = await staffSession(t, ['agent']);
    for (const session of [IN, ID]) {
      const answered = await complaint(session);
      await complaint(session);
      const reply = await ops(t, agent, 'POST', '/film/ops/complaints/reply', {
        complaintId: answered,
        text: 'We found your payment and applied it.',
      });
      expect(reply.json().code, reply.body).toBe(0);
    }
    // Past both markets' due dates (30 days; 10 working days): the unanswered two are overdue.
    t.clock.advanceMinutes(31 * 24 * 60);
    await complaint(IN);
    await complaint(ID);

    // A staff session ends after 30 idle minutes: the next day's member signs in afresh.
    const later = await staffSession(t, ['agent']);
    const summary = await ops(t, later, 'GET', '/film/ops/complaints/summary');
    expect(summary.json().code, summary.body).toBe(0);
    const { markets } = summary.json().data;
    for (const market of ['IN', 'ID']) {
      expect(markets.find((m: { market: string }) => m.market === market)).toEqual({
        market,
        open: 2,
        overdue: 1,
        // The other open one was made today: not due within two working days.
        dueSoon: 0,
        answered: 1,
        answeredWithinDue: 1,
        answeredOrOverdue: 2,
        shareAnsweredWithinDue: 0.5,
      });
    }
  });
});
