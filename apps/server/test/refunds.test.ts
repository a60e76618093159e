import { formatDate, localDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import { afterEach, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../src/platform/payments.ts';
import {
  DB_KINDS,
  disbursedLoan,
  makeTestApp,
  raceIt,
  TEST_NOW,
  TEST_PAYMENTS_SECRET,
  type TestApp,
} from './helper.ts';
import { ops, staffSession, type StaffSession } from './ops-helper.ts';
import { pdfReader } from './pdf-text.ts';

const pdfs = pdfReader();

type Market = 'IN' | 'ID';

/** Money the product marks to refund has a way out: the console refunds it, once. */
describe.each(DB_KINDS)('refunds of money marked to refund on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const sandbox = () => t.payments as SandboxPaymentProvider;

  /**
   * A borrower who paid off their loan at the provider twice, as two tabs or two taps would: the
   * first withdraws the second (docs/decisions/093-a-code-is-for-one-amount.md), whose money was
   * already on its way; it arrives when nothing is owed, and is marked to refund.
   */
  async function paidTwice(market: Market) {
    const { b, orderId } = await disbursedLoan(t, market);
    const payoff = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data
      .payoff.amount as number;
    const start = market === 'IN' ? '/pay/loan/netbanking-start' : '/pay/loan/repayment-huichao';
    // A page is answered again for its half hour; the next one, started after it, replaces it.
    const references: string[] = [];
    while (references.length < 2) {
      references.push(
        (await post(`${start}?${b}`, { orderId, amount: payoff })).json().data.reference,
      );
      t.clock.advanceMinutes(31);
    }
    const statuses = [];
    for (const reference of references)
      statuses.push(
        (
          await post('/film/dev/payments/complete', { reference, outcome: 'paid', late: true })
        ).json().data.status,
      );
    expect(statuses).toEqual(['paid', 'refund_due']);
    return { b, orderId, market, reference: references[1] as string, amount: payoff };
  }
  type Due = Awaited<ReturnType<typeof paidTwice>>;

  const refund = (s: StaffSession, reference: string, reason = 'Paid twice; loan already repaid') =>
    ops(t, s, 'POST', '/film/ops/refunds/refund', { reference, reason });
  const list = async (s: StaffSession, query = '') => {
    const res = await ops(t, s, 'GET', `/film/ops/refunds${query}`);
    expect(res.json().code, res.body).toBe(0);
    return res.json().data as { rows: { reference: string; state: string }[]; total: number };
  };
  const refundLines = async (due: Due) =>
    (await post(`/v3/loan-details/loan-details?${due.b}`, { orderId: due.orderId })).json().data
      .userOrderDetail.detail as { text: string; value: string }[];
  // What the payment's result screen reads (the page the wallet or bank returns to).
  const resultOf = async (due: Due) =>
    (await post(`/pay/loan/payment-status?${due.b}`, { reference: due.reference })).json().data;
  const refundsSent = (reference: string) =>
    sandbox()
      .journal()
      .filter((e) => e.kind === 'refund' && e.idempotencyKey.startsWith(`refund-${reference}-`));
  const auditOf = async (admin: StaffSession, reference: string) => {
    const res = await ops(
      t,
      admin,
      'GET',
      `/film/ops/audit?objectType=payment&objectId=${reference}`,
    );
    return (res.json().data.rows as { action: string; staffId: number; after: unknown }[])
      .map((r) => ({ action: r.action, staffId: r.staffId, after: r.after }))
      .reverse();
  };

  it('lists the money to refund; credit staff refund it once; the borrower sees it in their language', async () => {
    t = await makeTestApp(kind);
    const india = await paidTwice('IN');
    const indonesia = await paidTwice('ID');
    const credit = await staffSession(t, ['credit']);
    const admin = await staffSession(t, ['admin']);

    // Before anyone acts, the borrower already sees the money as theirs, on the loan.
    expect(await refundLines(india)).toContainEqual({
      text: 'Being refunded to you',
      value: formatMoney(india.amount, 'IN'),
    });
    expect(await refundLines(indonesia)).toContainEqual({
      text: 'Sedang dikembalikan kepada Anda',
      value: formatMoney(indonesia.amount, 'ID'),
    });

    expect(await resultOf(india)).toMatchObject({ status: 'refund_due', refundedOn: null });

    const open = await list(credit);
    expect(open.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reference: india.reference,
          market: 'IN',
          orderId: india.orderId,
          method: 'netbanking',
          purpose: 'repayment',
          amount: india.amount,
          state: 'due',
          refund: null,
        }),
        expect.objectContaining({ reference: indonesia.reference, market: 'ID', state: 'due' }),
      ]),
    );
    expect((await list(credit, '?market=ID')).rows.map((r) => r.reference)).toEqual([
      indonesia.reference,
    ]);

    const done = await refund(credit, india.reference);
    expect(done.json().code, done.body).toBe(0);
    expect(done.json().data.refund).toMatchObject({
      reference: india.reference,
      amount: india.amount,
      state: 'refunded',
      refund: {
        reason: 'Paid twice; loan already repaid',
        attempt: 1,
        requestedBy: 'Test credit',
        failure: null,
        providerRefundId: expect.stringMatching(/^rfnd_/),
      },
    });
    // The provider gave back exactly what came in.
    expect(refundsSent(india.reference)).toEqual([
      expect.objectContaining({ amount: india.amount }),
    ]);

    // Asked again, it answers the same refund and sends nothing more.
    const again = await refund(credit, india.reference, 'Pressed again');
    expect(again.json().data.refund).toEqual(done.json().data.refund);
    expect(refundsSent(india.reference)).toHaveLength(1);

    expect(await auditOf(admin, india.reference)).toEqual([
      {
        action: 'refund.request',
        staffId: credit.id,
        after: expect.objectContaining({ status: 'requested', amount: india.amount, attempt: 1 }),
      },
      {
        action: 'refund.settle',
        staffId: credit.id,
        after: expect.objectContaining({ status: 'refunded' }),
      },
    ]);

    expect((await list(credit)).rows.map((r) => r.reference)).not.toContain(india.reference);
    expect((await list(credit, '?state=refunded')).rows.map((r) => r.reference)).toEqual([
      india.reference,
    ]);

    expect(await refundLines(india)).toContainEqual({
      text: `Refunded to you on ${formatDate(TEST_NOW, 'IN')}`,
      value: formatMoney(india.amount, 'IN'),
    });
    // The payment's own result screen says it too, with the day in the market.
    expect(await resultOf(india)).toMatchObject({
      status: 'refund_due',
      refundedOn: localDate(TEST_NOW, 'IN'),
    });
    expect((await refund(credit, indonesia.reference)).json().data.refund.state).toBe('refunded');
    expect(await refundLines(indonesia)).toContainEqual({
      text: `Dikembalikan kepada Anda pada ${formatDate(TEST_NOW, 'ID')}`,
      value: formatMoney(indonesia.amount, 'ID'),
    });
  });

  it('gives the borrower a refund receipt, in their language, told by a message', async () => {
    t = await makeTestApp(kind);
    const words = {
      IN: {
        title: 'Refund receipt',
        number: /^RFND-IN-\d{4}-\d{6,}$/,
        returned: 'Amount returned',
      },
      ID: {
        title: 'Bukti pengembalian dana',
        number: /^BPD-ID-\d{4}-\d{6,}$/,
        returned: 'Jumlah dikembalikan',
      },
    };
    for (const market of ['IN', 'ID'] as const) {
      const due = await paidTwice(market);
      // Signed in now: paying twice took an hour of the test's clock.
      const credit = await staffSession(t, ['credit']);
      const papersOf = async () =>
        (await post(`/film/papers/list?${due.b}`)).json().data as {
          id: number;
          kind: string;
          number: string;
          title: string;
        }[];
      expect((await papersOf()).filter((p) => p.kind === 'refund')).toEqual([]);
      const done = await refund(credit, due.reference);
      expect(done.json().data?.refund.state, done.body).toBe('refunded');
      // Asked again: the same refund, and still one receipt.
      await refund(credit, due.reference, 'Pressed again');
      const receipts = (await papersOf()).filter((p) => p.kind === 'refund');
      expect(receipts).toHaveLength(1);
      const receipt = receipts[0];
      expect(receipt?.title).toBe(words[market].title);
      expect(receipt?.number).toMatch(words[market].number);
      const pdf = await t.app.inject({ url: `/film/paper/file?${due.b}&id=${receipt?.id}` });
      const text = pdfs.text(pdf.rawPayload);
      expect(text).toContain(words[market].returned);
      expect(text).toContain(formatMoney(due.amount, market).replace(/[\u00a0\u202f]/g, ' '));
      expect(text).toContain(due.reference);
      const [told] = await t.db.query<{ body: string }>(
        "select body from notifications where template = 'paper.refund' and order_id = $1",
        [due.orderId],
      );
      expect(told?.body).toContain(String(receipt?.number));
    }
  });

  it('keeps a refused refund as failed with the provider’s reason, and tries it again', async () => {
    t = await makeTestApp(kind);
    const due = await paidTwice('ID');
    const credit = await staffSession(t, ['credit']);
    const admin = await staffSession(t, ['admin']);

    sandbox().answerRefunds({
      failureCode: 'INSUFFICIENT_BALANCE',
      failureMessage: 'The balance cannot cover this refund.',
    });
    const failed = (await refund(credit, due.reference)).json().data.refund;
    expect(failed).toMatchObject({
      state: 'failed',
      refund: {
        attempt: 1,
        failure: { code: 'INSUFFICIENT_BALANCE', message: 'The balance cannot cover this refund.' },
        providerRefundId: null,
      },
    });
    expect(refundsSent(due.reference)).toEqual([]);
    // Not refunded yet: still the borrower's money on its way back.
    expect(await refundLines(due)).toContainEqual({
      text: 'Sedang dikembalikan kepada Anda',
      value: formatMoney(due.amount, 'ID'),
    });
    expect((await list(credit)).rows.find((r) => r.reference === due.reference)?.state).toBe(
      'failed',
    );

    sandbox().answerRefunds('refund');
    const retried = (await refund(credit, due.reference, 'Balance topped up')).json().data.refund;
    expect(retried).toMatchObject({
      state: 'refunded',
      refund: { attempt: 2, reason: 'Balance topped up', failure: null },
    });
    // A new try is a new key at the provider: the failed one's answer is not read back.
    expect(refundsSent(due.reference).map((e) => e.idempotencyKey)).toEqual([
      `refund-${due.reference}-2`,
    ]);
    expect((await auditOf(admin, due.reference)).map((e) => e.action)).toEqual([
      'refund.request',
      'refund.settle',
      'refund.request',
      'refund.settle',
    ]);
  });

  it('keeps a refund the provider has not finished as requested, until asked again', async () => {
    t = await makeTestApp(kind);
    const due = await paidTwice('IN');
    const credit = await staffSession(t, ['credit']);

    sandbox().answerRefunds('pending');
    expect((await refund(credit, due.reference)).json().data.refund).toMatchObject({
      state: 'requested',
      refund: { attempt: 1, settledAt: null },
    });
    expect(await refundLines(due)).toContainEqual({
      text: 'Being refunded to you',
      value: formatMoney(due.amount, 'IN'),
    });

    sandbox().answerRefunds('refund');
    expect((await refund(credit, due.reference)).json().data.refund).toMatchObject({
      state: 'refunded',
      refund: { attempt: 1 },
    });
    expect(refundsSent(due.reference)).toHaveLength(1);
  });

  it('leaves a refund requested when the provider does not answer, and says to ask again', async () => {
    class Unreachable extends SandboxPaymentProvider {
      down = true;
      override async refundPayment(input: Parameters<SandboxPaymentProvider['refundPayment']>[0]) {
        if (this.down) throw new Error('connect ETIMEDOUT');
        return super.refundPayment(input);
      }
    }
    const provider = new Unreachable(TEST_PAYMENTS_SECRET);
    t = await makeTestApp(kind, { payments: provider });
    const due = await paidTwice('ID');
    const credit = await staffSession(t, ['credit']);

    const unanswered = await refund(credit, due.reference);
    expect(unanswered.statusCode).toBe(503);
    expect(unanswered.json().message).toBe(
      'The payment provider did not answer. The refund stays requested: refund again to ask once more.',
    );
    expect((await list(credit)).rows.find((r) => r.reference === due.reference)?.state).toBe(
      'requested',
    );
    // The log says what failed, never which payment.
    expect(t.logs()).toContain('refund call failed');
    expect(t.logs()).not.toContain(due.reference);

    provider.down = false;
    expect((await refund(credit, due.reference)).json().data.refund).toMatchObject({
      state: 'refunded',
      refund: { attempt: 1 },
    });
    expect(refundsSent(due.reference)).toHaveLength(1);
  });

  it('refuses money not marked to refund, other roles and bad input, in the console’s words', async () => {
    t = await makeTestApp(kind);
    const due = await paidTwice('IN');
    const credit = await staffSession(t, ['credit']);
    const agent = await staffSession(t, ['agent']);
    const paid = (
      await t.db.query<{ reference: string }>(
        `select reference from provider_payments where order_id = $1 and status = 'paid'`,
        [due.orderId],
      )
    )[0]?.reference as string;

    const notMarked = await refund(credit, paid);
    expect(notMarked.statusCode).toBe(200);
    expect(notMarked.json()).toMatchObject({
      code: 1,
      message: 'Only money marked to refund can be refunded.',
    });
    const unknown = await refund(credit, 'wal_nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This payment was not found.');
    const noReason = await refund(credit, due.reference, '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/i);
    expect((await refund(agent, due.reference)).statusCode).toBe(403);
    expect((await ops(t, agent, 'GET', '/film/ops/refunds')).statusCode).toBe(403);
    expect((await ops(t, undefined, 'GET', '/film/ops/refunds')).statusCode).toBe(401);
    expect(
      sandbox()
        .journal()
        .filter((e) => e.kind === 'refund'),
    ).toEqual([]);
    expect((await list(credit)).rows.find((r) => r.reference === due.reference)?.state).toBe('due');
  });

  raceIt(kind)('refunds once when many ask at the same moment', async () => {
    // A slow bank holds the first refund open while the others arrive.
    const slow = new SandboxPaymentProvider(
      TEST_PAYMENTS_SECRET,
      () => new Promise((resolve) => setTimeout(resolve, 150)),
    );
    t = await makeTestApp(kind, { payments: slow });
    const due = await paidTwice('IN');
    const members = [await staffSession(t, ['credit']), await staffSession(t, ['credit'])];
    const admin = await staffSession(t, ['admin']);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(members[i % 2] as StaffSession, due.reference)),
    );
    for (const a of answers) expect(a.json().data?.refund.state, a.body).toBe('refunded');
    expect(new Set(answers.map((a) => a.json().data.refund.refund.providerRefundId)).size).toBe(1);
    expect(refundsSent(due.reference)).toHaveLength(1);
    expect((await auditOf(admin, due.reference)).map((e) => e.action)).toEqual([
      'refund.request',
      'refund.settle',
    ]);
  });
});
