import { formatDate } from '@tenora/domain/dates';
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../src/platform/payments.ts';
import { DB_KINDS, disbursedLoan, LOAN, makeTestApp, raceIt, type TestApp } from './helper.ts';

interface Audit {
  action: string;
  after: Record<string, unknown>;
}

/**
 * Autopay through the sandbox (docs/product.md#autopay): set up from Repay and approved in the
 * borrower's UPI app or with their bank's code, each debit told in the contact hours a day ahead
 * and taken 25 hours later for no more than is due, a failed one handed to the reminders, and
 * cancelled at any time.
 */
describe.each(DB_KINDS)('autopay through the sandbox on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  const sandbox = () => t.payments as SandboxPaymentProvider;
  const post = async (url: string, payload: Record<string, unknown> = {}) =>
    (await t.app.inject({ method: 'POST', url, payload })).json();
  /**
   * A session of the loan's borrower now: a moved clock ends the one before, as a day would.
   */
  const signedIn = async (loan: { phone: string }, market: 'IN' | 'ID' = 'IN') => {
    const s = (await post('/film/dev/sessions', { market, phone: loan.phone })).data;
    return `sessionId=${s.sessionId}${market === 'ID' ? '&appName=tenora-id' : ''}`;
  };
  const view = (b: string, orderId: number) => post(`/pay/loan/autopay?${b}`, { orderId });
  const viewNow = async (loan: { phone: string; orderId: number }) =>
    view(await signedIn(loan), loan.orderId);
  const start = (b: string, orderId: number, extra: Record<string, unknown> = {}) =>
    post(`/pay/loan/autopay-start?${b}`, { orderId, ...extra });
  const approve = (reference: string, outcome: 'approve' | 'decline' = 'approve') =>
    post('/film/dev/mandates/answer', { reference, outcome });
  /** Sets the clock to a market-local time, running the schedules in between. */
  const at = async (iso: string) => post('/film/dev/clock', { now: new Date(iso).toISOString() });
  /** Half an hour past a debit's time: the hourly run at its hour has taken it. */
  const past = (debitAfter: string) =>
    at(new Date(new Date(debitAfter).getTime() + 30 * 60_000).toISOString());
  /** The day before a due date, at an hour of India's clock. */
  const dayBeforeAt = (due: string, hour: number) =>
    new Date(
      new Date(`${due}T${String(hour).padStart(2, '0')}:00:00+05:30`).getTime() - 86_400_000,
    );
  const messages = (orderId: number, template: string) =>
    t.db.query<{ body: string; collection: boolean; created_at: Date }>(
      'select body, collection, created_at from notifications where order_id = $1 and template = $2 order by id',
      [orderId, template],
    );
  const payments = (orderId: number) =>
    t.db.query<{ amount: number; method: string }>(
      "select amount::int as amount, method from payments where order_id = $1 and kind = 'repayment' order by id",
      [orderId],
    );
  const audits = (orderId: number) =>
    t.db.query<Audit>(
      "select action, after from audit_log where object_type = 'order' and object_id = $1 and action like 'autopay.%' order by id",
      [String(orderId)],
    );

  /** A disbursed Indian loan with autopay approved in the sandbox's UPI app. */
  const indianLoanOnAutopay = async () => {
    t = await makeTestApp(kind);
    const loan = await disbursedLoan(t, 'IN', LOAN.IN);
    const started = await start(loan.b, loan.orderId);
    await approve(started.data.mandate.reference);
    return loan;
  };

  it('sets up UPI AutoPay from Repay: approved in the UPI app, audited and told', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await disbursedLoan(t, 'IN', LOAN.IN);

    const before = (await view(b, orderId)).data;
    expect(before).toMatchObject({ available: true, kind: 'upi_autopay', mandate: null });

    const started = (await start(b, orderId)).data;
    expect(started.mandate).toMatchObject({ status: 'approving', awaitsCode: false });
    expect(started.mandate.approveUrl).toBe(
      `/alipayrepayment?mandate=${started.mandate.reference}&orderId=${orderId}&productId=${LOAN.IN.productId}`,
    );
    // Everything the loan still owes fits one debit, in whole rupees.
    expect(started.mandate.maxAmount % 100).toBe(0);
    expect(started.mandate.maxAmount).toBeGreaterThan(LOAN.IN.amount);
    // Asked again while approving, it is the same mandate.
    expect((await start(b, orderId)).data.mandate.reference).toBe(started.mandate.reference);

    const answered = await approve(started.mandate.reference);
    expect(answered.data.status).toBe('active');
    const on = (await view(b, orderId)).data;
    expect(on.mandate).toMatchObject({
      status: 'active',
      account: 'borrower@sbxupi',
      approveUrl: null,
    });
    // The first instalment is planned, to be told the day before it falls due.
    expect(on.nextDebit).toMatchObject({ status: 'planned', noticedAt: null });
    expect(on.nextDebit.amount).toBeGreaterThan(0);

    const [told] = await messages(orderId, 'autopay.on');
    expect(told?.body).toContain('borrower@sbxupi');
    expect(told?.body).toContain('24 hours before');
    expect((await audits(orderId)).map((a) => a.action)).toEqual([
      'autopay.asked',
      'autopay.active',
    ]);
    // A second set-up while it stands is refused in the borrower's words.
    const again = await start(b, orderId);
    expect(again.message).toMatch(/already set up/);
  });

  it(
    'tells each debit in the contact hours a day ahead, and takes it 25 hours later, once',
    { timeout: 120_000 },
    async () => {
      const loan = await indianLoanOnAutopay();
      const { b, orderId } = loan;
      const planned = (await view(b, orderId)).data.nextDebit;
      const due: string = planned.on;

      // 06:00 IST the day before: outside the contact hours, nothing is told.
      const dayBefore = dayBeforeAt(due, 6);
      await at(dayBefore.toISOString());
      expect(await messages(orderId, 'autopay.notice')).toEqual([]);

      // From 08:00 IST it is.
      await at(new Date(dayBefore.getTime() + 2.5 * 3_600_000).toISOString());
      const [notice] = await messages(orderId, 'autopay.notice');
      expect(notice?.collection).toBe(false);
      const local = new Date((notice?.created_at.getTime() ?? 0) + 330 * 60_000);
      expect(local.getUTCHours()).toBeGreaterThanOrEqual(8);
      expect(notice?.body).toContain('borrower@sbxupi');
      const noticed = (await viewNow(loan)).data.nextDebit;
      expect(noticed).toMatchObject({ status: 'noticed', amount: planned.amount, on: due });
      expect(new Date(noticed.debitAfter).getTime() - new Date(noticed.noticedAt).getTime()).toBe(
        25 * 3_600_000,
      );

      // 24 hours later nothing is taken yet; at 25 hours it is.
      await at(new Date(new Date(noticed.noticedAt).getTime() + 24 * 3_600_000).toISOString());
      expect(await payments(orderId)).toEqual([]);
      await at(new Date(new Date(noticed.debitAfter).getTime() + 3_600_000).toISOString());
      expect(await payments(orderId)).toEqual([{ amount: planned.amount, method: 'autopay' }]);
      // The borrower gets the receipt a payment always brings.
      expect(await messages(orderId, 'paper.receipt')).toHaveLength(1);

      // The hours after take nothing more, and the instalment is not told again.
      await at(new Date(new Date(noticed.debitAfter).getTime() + 5 * 3_600_000).toISOString());
      expect(await payments(orderId)).toHaveLength(1);
      expect(await messages(orderId, 'autopay.notice')).toHaveLength(1);
      const after = (await viewNow(loan)).data;
      expect(after.lastFailed).toBeNull();
      // The next instalment is planned now.
      expect(after.nextDebit?.status).toBe('planned');
      expect(after.nextDebit?.on > due).toBe(true);
    },
  );

  it(
    'takes nothing when the loan was paid meanwhile: the debit is withdrawn',
    { timeout: 120_000 },
    async () => {
      const loan = await indianLoanOnAutopay();
      const { b, orderId } = loan;
      const due: string = (await view(b, orderId)).data.nextDebit.on;
      const noticeAt = dayBeforeAt(due, 10);
      await at(noticeAt.toISOString());
      const noticed = (await viewNow(loan)).data.nextDebit;
      expect(noticed.status).toBe('noticed');

      // The borrower pays the instalment by UPI before the debit.
      const upi = await post(`/pay/loan/upi-start?${await signedIn(loan)}`, {
        orderId,
        amount: noticed.amount,
      });
      await post('/film/dev/payments/complete', { reference: upi.data.reference, outcome: 'paid' });

      await past(noticed.debitAfter);
      expect((await payments(orderId)).map((p) => p.method)).toEqual(['upi']);
      const rows = await t.db.query<{ status: string; withdrawn_reason: string }>(
        'select status, withdrawn_reason from autopay_debits where order_id = $1',
        [orderId],
      );
      expect(rows).toEqual([{ status: 'withdrawn', withdrawn_reason: 'owed changed' }]);
    },
  );

  it(
    'hands a refused debit to the reminders, and tells the borrower to pay it by hand',
    { timeout: 120_000 },
    async () => {
      const loan = await indianLoanOnAutopay();
      const { b, orderId } = loan;
      sandbox().answerDebits({
        failureCode: 'insufficient_funds',
        failureMessage: 'Insufficient balance',
      });
      const due: string = (await view(b, orderId)).data.nextDebit.on;
      const noticeAt = dayBeforeAt(due, 10);
      await at(noticeAt.toISOString());
      await past(new Date(noticeAt.getTime() + 25 * 3_600_000).toISOString());

      expect(await payments(orderId)).toEqual([]);
      const [failed] = await messages(orderId, 'autopay.failed');
      expect(failed?.collection).toBe(true);
      expect(failed?.body).toMatch(/did not go through/);
      const v = (await viewNow(loan)).data;
      expect(v.lastFailed).toMatchObject({ status: 'failed', on: due });
      // Not tried again: the instalment is the reminders' now.
      sandbox().answerDebits('taken');
      await at(new Date(noticeAt.getTime() + 30 * 3_600_000).toISOString());
      expect(await payments(orderId)).toEqual([]);
      expect(await messages(orderId, 'autopay.notice')).toHaveLength(1);
    },
  );

  it(
    'cancels at any time: a debit told and not yet taken is withdrawn, and nothing is taken',
    { timeout: 120_000 },
    async () => {
      const loan = await indianLoanOnAutopay();
      const { b, orderId } = loan;
      const due: string = (await view(b, orderId)).data.nextDebit.on;
      const noticeAt = dayBeforeAt(due, 10);
      await at(noticeAt.toISOString());

      const cancelled = (
        await post(`/pay/loan/autopay-cancel?${await signedIn(loan)}`, { orderId })
      ).data;
      expect(cancelled.mandate.status).toBe('cancelled');
      expect(cancelled.mandate.problem).toBeNull();
      expect(cancelled.nextDebit).toBeNull();
      await past(new Date(noticeAt.getTime() + 25 * 3_600_000).toISOString());
      expect(await payments(orderId)).toEqual([]);
      const [off] = await messages(orderId, 'autopay.off');
      expect(off?.body).toMatch(/no new automatic debit will be taken/);
      expect((await audits(orderId)).map((a) => a.action)).toEqual([
        'autopay.asked',
        'autopay.active',
        'autopay.cancelling',
        'autopay.cancelled',
      ]);
      // Set up again afterwards, it is a new mandate.
      const again = (await start(await signedIn(loan), orderId)).data;
      expect(again.mandate.status).toBe('approving');
    },
  );

  raceIt(kind)('sets up one mandate however many taps arrive at once', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await disbursedLoan(t, 'IN', LOAN.IN);
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(b, orderId)));
    const references = new Set(answers.map((a) => a.data?.mandate?.reference));
    expect(references.size).toBe(1);
    expect(await t.db.query('select 1 from mandates where order_id = $1', [orderId])).toHaveLength(
      1,
    );
  });

  it('ends at the bank a mandate approved there after it was cancelled here', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await disbursedLoan(t, 'IN', LOAN.IN);
    const started = (await start(b, orderId)).data;
    const cancelled = (await post(`/pay/loan/autopay-cancel?${b}`, { orderId })).data;
    expect(cancelled.mandate.status).toBe('cancelled');
    // The UPI app's link, still open, is approved afterwards: the bank now holds a mandate.
    const late = await approve(started.mandate.reference);
    expect(late.data.status).toBe('cancelling');
    // The next hourly run ends it at the bank.
    await at('2026-11-21T07:00:00Z');
    expect(sandbox().mandateShown(started.mandate.reference)?.status).toBe('cancelled');
    expect((await view(b, orderId)).data.mandate.status).toBe('cancelled');
  });

  it('shows a mandate declined in the UPI app, and lets the borrower try again', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await disbursedLoan(t, 'IN', LOAN.IN);
    const started = (await start(b, orderId)).data;
    await approve(started.mandate.reference, 'decline');
    const v = (await view(b, orderId)).data;
    expect(v.mandate).toMatchObject({ status: 'refused' });
    expect(v.mandate.problem).toMatch(/declined/);
    expect(v.nextDebit).toBeNull();
    expect((await start(b, orderId)).data.mandate.status).toBe('approving');
  });

  it('links an Indonesian BRI debit card with the code the bank texts, in Bahasa Indonesia', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await disbursedLoan(t, 'ID', LOAN.ID, { query: 'appName=tenora-id' });
    const v = (await view(b, orderId)).data;
    expect(v).toMatchObject({ available: true, kind: 'direct_debit', banks: [{ code: 'BRI' }] });

    const noCard = await start(b, orderId, {
      bank: 'BRI',
      cardLastFour: '12',
      cardExpiry: '13/99',
    });
    expect(noCard.message).toBe('Masukkan 4 angka terakhir kartu debit Anda.');
    const expired = await start(b, orderId, {
      bank: 'BRI',
      cardLastFour: '8888',
      cardExpiry: '01/20',
    });
    expect(expired.message).toMatch(/masa berlaku/);

    const started = (
      await start(b, orderId, { bank: 'BRI', cardLastFour: '8888', cardExpiry: '11/29' })
    ).data;
    expect(started.mandate).toMatchObject({
      status: 'approving',
      awaitsCode: true,
      approveUrl: null,
    });
    const wrong = await post(`/pay/loan/autopay-code?${b}`, { orderId, code: '123456' });
    expect(wrong.message).toMatch(/tidak menerima kode/);
    const right = (await post(`/pay/loan/autopay-code?${b}`, { orderId, code: '333000' })).data;
    expect(right.mandate).toMatchObject({ status: 'active', account: 'BRI •••• 8888' });
    const [told] = await messages(orderId, 'autopay.on');
    expect(told?.body).toMatch(/^Debit otomatis aktif/);
  });

  it('is not offered on a loan not paid out, nor on one repaid in full only, nor to another borrower', async () => {
    t = await makeTestApp(kind);
    const pending = await disbursedLoan(t, 'IN', LOAN.IN, { disburse: false });
    expect((await view(pending.b, pending.orderId)).data.available).toBe(false);
    const refused = await start(pending.b, pending.orderId);
    expect(refused.message).toMatch(/paid out/);

    // Another borrower's loan, paid out, is not found for this one.
    const theirs = await disbursedLoan(t, 'IN', LOAN.IN);
    const asked = await start(pending.b, theirs.orderId);
    expect(asked.data ?? null).toBeNull();
    expect((await view(pending.b, theirs.orderId)).data ?? null).toBeNull();
    expect(await t.db.query('select 1 from mandates')).toEqual([]);

    // A product repaid in full only asks the payoff, which a debit told a day ahead cannot be.
    await t.db.query('update products set partial_repayment = false where id = $1', [
      LOAN.IN.productId,
    ]);
    const whole = await disbursedLoan(t, 'IN', LOAN.IN);
    expect((await view(whole.b, whole.orderId)).data.available).toBe(false);
    expect((await start(whole.b, whole.orderId)).message).toMatch(
      /nothing left to pay automatically/,
    );
  });

  it(
    'tells a debit the next morning when no run would take it on the day it would name',
    { timeout: 120_000 },
    async () => {
      t = await makeTestApp(kind);
      const loan = await disbursedLoan(t, 'IN', LOAN.IN);
      const due: string = (
        await (async () => {
          const started = await start(loan.b, loan.orderId);
          await approve(started.data.mandate.reference);
          return view(loan.b, loan.orderId);
        })()
      ).data.nextDebit.on;
      // The clock jumps past every run before 18:00 IST the day before: a notice then would
      // name a debit at 19:00 on the due date, after the day's last run.
      await post('/film/dev/clock', {
        now: dayBeforeAt(due, 17).toISOString(),
        schedules: false,
      });
      await at(dayBeforeAt(due, 18).toISOString());
      expect(await messages(loan.orderId, 'autopay.notice')).toEqual([]);
      // 08:00 on the due date tells it, for the next day.
      await at(new Date(dayBeforeAt(due, 8).getTime() + 86_400_000).toISOString());
      const [notice] = await messages(loan.orderId, 'autopay.notice');
      const next = (await viewNow(loan)).data.nextDebit;
      expect(next.status).toBe('noticed');
      expect(next.on > due).toBe(true);
      // The notice names the day it is taken.
      expect(notice?.body).toContain(formatDate(next.on, 'IN'));
    },
  );

  it(
    'asks again a debit the bank has not answered, and gives it up two days on',
    { timeout: 120_000 },
    async () => {
      const loan = await indianLoanOnAutopay();
      sandbox().answerDebits('pending');
      const due: string = (await view(loan.b, loan.orderId)).data.nextDebit.on;
      const noticeAt = dayBeforeAt(due, 10);
      await at(noticeAt.toISOString());
      await past(new Date(noticeAt.getTime() + 25 * 3_600_000).toISOString());
      expect((await viewNow(loan)).data.nextDebit.status).toBe('presented');
      expect(await messages(loan.orderId, 'autopay.failed')).toEqual([]);

      // Two days after its time, still no word: given up, and the borrower told to pay by hand.
      await at(new Date(noticeAt.getTime() + (25 + 49) * 3_600_000).toISOString());
      const v = (await viewNow(loan)).data;
      expect(v.lastFailed).toMatchObject({ status: 'failed', on: due });
      const [failed] = await messages(loan.orderId, 'autopay.failed');
      expect(failed?.body).toMatch(/did not go through/);
      expect(await payments(loan.orderId)).toEqual([]);
    },
  );
});
