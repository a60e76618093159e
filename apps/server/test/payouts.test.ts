import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { RazorpayPaymentProvider } from '../src/platform/payments-razorpay.ts';
import { XenditPaymentProvider } from '../src/platform/payments-xendit.ts';
import { SandboxPaymentProvider } from '../src/platform/payments.ts';
import {
  DB_KINDS,
  disbursedLoan,
  LOAN,
  makeTestApp,
  raceIt,
  TEST_PAYMENTS_SECRET,
  type TestApp,
} from './helper.ts';
import { ops, staffSession, type StaffSession } from './ops-helper.ts';
import { RazorpayStandIn, type Delivery } from './stand-ins/razorpay.ts';
import { XenditStandIn } from './stand-ins/xendit.ts';

const ASHA = { holderName: 'Asha Rao', accountNumber: '1121 4311 2154', bankCode: 'hdfc0000053' };
const BUDI = { holderName: 'Budi Santoso', accountNumber: '8800123456', bankCode: 'BCA' };

interface Audit {
  staff_id: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * The bank account a loan is paid into, and disbursal by payout (docs/payments.md#payouts): what
 * the borrower sees, what credit staff see and do, and the money that moves only once.
 */
describe.each(DB_KINDS)('payouts through the sandbox on %s', (kind) => {
  let t: TestApp;
  let credit: StaffSession;
  // One app per test, made by its first loan.
  let running = false;
  afterEach(async () => {
    if (running) await t.close();
    running = false;
  });

  const sandbox = () => t.payments as SandboxPaymentProvider;
  const setAccount = (b: string, account: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/film/borrower/bank-account?${b}`, payload: account });
  const account = async (b: string) =>
    (await t.app.inject({ url: `/film/borrower/bank-account?${b}` })).json().data;
  const approved = async (market: 'IN' | 'ID' = 'IN') => {
    if (!running) {
      t = await makeTestApp(kind);
      credit = await staffSession(t, ['credit']);
      running = true;
    }
    const loan = await disbursedLoan(t, market, LOAN[market], {
      disburse: false,
      ...(market === 'ID' ? { query: 'appName=tenora-id' } : {}),
    });
    await t.app.inject({
      method: 'POST',
      url: '/film/dev/orders/state',
      payload: { orderId: loan.orderId, action: 'approve' },
    });
    return loan;
  };
  const disburse = async (orderId: number) =>
    (await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId })).json();
  const statusOf = async (b: string, orderId: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/v3/loan-details/loan-details?${b}`,
        payload: { orderId },
      })
    ).json().data.noticeStatusText as string;
  const audits = (action: string) =>
    t.db.query<Audit>(
      'select staff_id::int as staff_id, action, before, after from audit_log where action = $1 order by id',
      [action],
    );

  it('keeps the account the borrower gives, checked and masked, and says in their language what is wrong', async () => {
    const { b, userId } = await approved('IN');
    expect(await account(b)).toEqual({ account: null, changeable: true });

    const wrong = await setAccount(b, { ...ASHA, bankCode: 'HDFC1000053' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/IFSC/);
    const short = await setAccount(b, { ...ASHA, accountNumber: '1234' });
    expect(short.json().message).toMatch(/9 to 18 digits/);

    const saved = (await setAccount(b, ASHA)).json();
    expect(saved.data).toEqual({
      account: expect.objectContaining({
        bankCode: 'HDFC0000053',
        holderName: 'Asha Rao',
        accountMasked: '•••• 2154',
        status: 'verified',
        problem: null,
      }),
      changeable: true,
    });
    // The number never comes back whole, nor goes into the audit log.
    expect(JSON.stringify(await account(b))).not.toContain('112143112154');
    const [set] = await audits('bankAccount.set');
    expect(set).toMatchObject({
      staff_id: null,
      before: null,
      after: { account: '•••• 2154', status: 'verified', by: 'borrower' },
    });
    expect(JSON.stringify(set)).not.toContain('112143112154');

    // An account the bank does not know: the borrower reads why, and it is not paid into.
    const unknown = (await setAccount(b, { ...ASHA, accountNumber: '5010000000' })).json().data;
    expect(unknown.account).toMatchObject({ status: 'invalid', accountMasked: '•••• 0000' });
    expect(unknown.account.problem).toMatch(/could not confirm/);
    expect((await audits('bankAccount.set'))[1]?.before).toMatchObject({ account: '•••• 2154' });
    const rows = await t.db.query<{ replaced: boolean }>(
      'select replaced_at is not null as replaced from bank_accounts where user_id = $1 order by id',
      [userId],
    );
    expect(rows.map((r) => r.replaced)).toEqual([true, false]);
  });

  it('speaks Bahasa Indonesia in Indonesia, and takes only the banks of its list', async () => {
    const { b } = await approved('ID');
    const wrong = await setAccount(b, { ...BUDI, bankCode: 'HDFC0000053' });
    expect(wrong.json().message).toBe('Pilih bank rekening Anda dari daftar.');
    const saved = (await setAccount(b, BUDI)).json().data;
    expect(saved.account).toMatchObject({
      bankName: 'BCA',
      accountMasked: '•••• 3456',
      status: 'verified',
    });
  });

  it('disburses only into a verified account, once the payout is made, and audits each step', async () => {
    const { b, orderId } = await approved('IN');
    expect((await disburse(orderId)).message).toMatch(/has not given a bank account/);
    await setAccount(b, { ...ASHA, accountNumber: '5010000000' });
    expect((await disburse(orderId)).message).toMatch(/could not be confirmed/);
    await setAccount(b, ASHA);

    const paid = await disburse(orderId);
    expect(paid).toMatchObject({
      code: 0,
      data: {
        order: { statusText: 'Repayment pending' },
        payout: { status: 'sent', accountMasked: '•••• 2154', reason: null },
      },
    });
    // The net amount of the key facts went out, once.
    const [facts] = await t.db.query<{ net: number }>(
      "select (content -> 'keyFacts' ->> 'netDisbursed')::int as net from order_documents where order_id = $1 and kind = 'key_facts'",
      [orderId],
    );
    expect(paid.data.payout.amount).toBe(facts?.net);
    expect(
      sandbox()
        .journal()
        .filter((e) => e.kind === 'payout'),
    ).toEqual([expect.objectContaining({ amount: facts?.net })]);
    expect(await statusOf(b, orderId)).toBe('Repayment pending');
    // Asked again, it is refused: the loan is disbursed.
    expect((await disburse(orderId)).message).toMatch(/Only an approved loan/);
    expect((await audits('order.disburse'))[0]).toMatchObject({
      staff_id: credit.id,
      after: { account: '•••• 2154', amount: facts?.net },
    });
    expect((await audits('payout.sent'))[0]).toMatchObject({ staff_id: null });
    // The borrower is told, in their language, where the money went.
    const [told] = await t.db.query<{ body: string }>(
      "select body from notifications where template = 'loan.disbursed' and order_id = $1",
      [orderId],
    );
    expect(told?.body).toContain('was sent to your bank account •••• 2154');
    expect(told?.body).not.toContain('112143112154');
  });

  it('waits for the provider’s word: the loan stays "disbursing" and the account fixed until the payout is made', async () => {
    const { b, orderId } = await approved('IN');
    await setAccount(b, ASHA);
    sandbox().answerPayouts('sending');
    const sent = await disburse(orderId);
    expect(sent.data.payout).toMatchObject({ status: 'sending' });
    expect(sent.data.order.disbursedAt).toBeNull();
    expect(await statusOf(b, orderId)).not.toBe('Repayment pending');
    // The money is on its way to this account: it cannot be changed under it.
    expect(await account(b)).toMatchObject({ changeable: false });
    const locked = await setAccount(b, { ...ASHA, accountNumber: '998877665544' });
    expect(locked.json().message).toMatch(/cannot be changed until that is done/);
    // Asked again while on its way: the same payout, not a second.
    const again = await disburse(orderId);
    expect(again.data.payout.reference).toBe(sent.data.payout.reference);

    const event = {
      eventId: 'evt_payout_made_1',
      type: 'payout.sent',
      reference: sent.data.payout.reference,
      amount: sent.data.payout.amount,
      occurredAt: t.clock.now().toISOString(),
    };
    const deliver = (e: Record<string, unknown>) => {
      const raw = JSON.stringify(e);
      return t.app.inject({
        method: 'POST',
        url: '/pay/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': sandbox().sign(raw) },
        payload: raw,
      });
    };
    // Another amount than was sent is not a payout of ours made.
    expect(
      (await deliver({ ...event, eventId: 'evt_other', amount: event.amount + 100 })).json().data,
    ).toEqual({ outcome: 'ignored' });
    expect((await deliver(event)).json().data).toEqual({ outcome: 'applied' });
    expect((await deliver(event)).json().data).toEqual({ outcome: 'duplicate' });
    expect(await statusOf(b, orderId)).toBe('Repayment pending');
    // A late failure does not undo money that went out.
    expect(
      (await deliver({ ...event, eventId: 'evt_late', type: 'payout.failed' })).json().data,
    ).toEqual({ outcome: 'ignored' });
    const instalments = await t.db.query('select 1 from instalments where order_id = $1', [
      orderId,
    ]);
    expect(instalments).toHaveLength(3);
  });

  it('brings a failed payout back to the console with its reason, and sends a new one when asked again', async () => {
    const { b, orderId } = await approved('ID');
    await setAccount(b, BUDI);
    sandbox().answerPayouts({
      failureCode: 'INVALID_DESTINATION',
      failureMessage: 'The destination account is closed.',
    });
    const failed = await disburse(orderId);
    expect(failed.data.payout).toMatchObject({
      status: 'failed',
      reason: 'The destination account is closed.',
    });
    const list = (
      await ops(t, credit, 'GET', '/film/ops/loans/applications?state=approved&market=ID')
    ).json().data;
    const row = list.rows.find((r: { order: { orderId: number } }) => r.order.orderId === orderId);
    expect(row).toMatchObject({
      bankAccount: { bankName: 'BCA', accountMasked: '•••• 3456', status: 'verified' },
      payout: { status: 'failed', reason: 'The destination account is closed.' },
    });
    expect(await statusOf(b, orderId)).not.toBe('Pinjaman aktif');

    sandbox().answerPayouts('sent');
    const retried = await disburse(orderId);
    expect(retried.data.payout.status).toBe('sent');
    expect(retried.data.payout.reference).not.toBe(failed.data.payout.reference);
    expect(await audits('payout.failed')).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ code: 'INVALID_DESTINATION' }),
      }),
    ]);
  });

  it('checks a few accounts an hour per borrower, then says in their language how long to wait', async () => {
    const { b } = await approved('IN');
    for (let i = 0; i < 5; i++) {
      const saved = await setAccount(b, { ...ASHA, accountNumber: `11214311215${i}` });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const sixth = await setAccount(b, { ...ASHA, accountNumber: '112143112159' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/try again in \d+ min/);
  });

  it('keeps one borrower’s account from another', async () => {
    const asha = await approved('IN');
    const other = await approved('IN');
    await setAccount(asha.b, ASHA);
    expect(await account(other.b)).toEqual({ account: null, changeable: true });
  });

  raceIt(kind)('sends one payout when two staff disburse at once', async () => {
    const { b, orderId } = await approved('IN');
    await setAccount(b, ASHA);
    const both = await Promise.all([disburse(orderId), disburse(orderId)]);
    expect(both.filter((r) => r.code === 0).length).toBeGreaterThanOrEqual(1);
    expect(
      sandbox()
        .journal()
        .filter((e) => e.kind === 'payout'),
    ).toHaveLength(1);
    const payouts = await t.db.query('select 1 from payouts where order_id = $1', [orderId]);
    expect(payouts).toHaveLength(1);
  });
});

describe.each(DB_KINDS)('payouts through Razorpay (its stand-in) on %s', (kind) => {
  let t: TestApp;
  let razorpay: RazorpayStandIn;
  beforeEach(async () => {
    razorpay = await RazorpayStandIn.start(() => t.clock.now());
  });
  afterEach(async () => {
    await t?.close();
    await razorpay.close();
  });

  const open = async () => {
    const env = razorpay.env();
    const settings = loadConfig(env).razorpay;
    if (!settings) throw new Error('no Razorpay settings');
    t = await makeTestApp(kind, {
      env,
      payments: [
        new RazorpayPaymentProvider(settings, 300),
        new SandboxPaymentProvider(TEST_PAYMENTS_SECRET),
      ],
    });
    const loan = await disbursedLoan(t, 'IN', LOAN.IN, { disburse: false });
    await t.app.inject({
      method: 'POST',
      url: '/film/dev/orders/state',
      payload: { orderId: loan.orderId, action: 'approve' },
    });
    return { ...loan, credit: await staffSession(t, ['credit']) };
  };
  const deliver = (d: Delivery) =>
    t.app.inject({
      method: 'POST',
      url: '/pay/webhooks/razorpay',
      headers: d.headers,
      payload: d.raw,
    });
  const setAccount = (b: string, account: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/film/borrower/bank-account?${b}`, payload: account });

  it('validates the account by Razorpay’s composite validation, pays out by IMPS under its key, and disburses on payout.processed', async () => {
    const { b, orderId, phone, credit } = await open();
    razorpay.validationStatus = 'created';
    const saved = (await setAccount(b, ASHA)).json().data;
    expect(saved.account.status).toBe('verifying');
    const [validation] = razorpay.callsTo('/v1/fund_accounts/validations');
    expect(validation?.body).toMatchObject({
      source_account_number: RazorpayStandIn.PAYOUT_ACCOUNT,
      validation_type: 'optimized',
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Asha Rao', ifsc: 'HDFC0000053', account_number: '112143112154' },
        contact: { name: 'Asha Rao', contact: phone.replace('+91', ''), type: 'customer' },
      },
    });
    const reference = String(validation?.body.reference_id);
    // Still being checked: nothing is paid into it.
    const early = await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId });
    expect(early.json().message).toMatch(/still being checked/);
    // The bank's answer arrives by webhook, signed.
    expect((await deliver(razorpay.validationFinished(reference, true))).json().data).toEqual({
      outcome: 'applied',
    });
    const list = (
      await ops(t, credit, 'GET', '/film/ops/loans/applications?state=approved&market=IN')
    ).json().data;
    expect(
      list.rows.find((r: { order: { orderId: number } }) => r.order.orderId === orderId)
        .bankAccount,
    ).toMatchObject({ status: 'verified', registeredName: 'ASHA RAO' });

    razorpay.payoutStatus = 'processing';
    const sent = (await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId })).json();
    expect(sent.data.payout.status).toBe('sending');
    const [call] = razorpay.callsTo('/v1/payouts');
    const fundAccount = [...razorpay.validations.values()][0]?.fund_account as { id: string };
    expect(call?.body).toMatchObject({
      account_number: RazorpayStandIn.PAYOUT_ACCOUNT,
      fund_account_id: fundAccount.id,
      amount: sent.data.payout.amount,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      reference_id: sent.data.payout.reference,
    });
    expect(call?.headers['x-payout-idempotency']).toBe(`payout-${sent.data.payout.reference}`);

    const payoutId = String([...razorpay.payouts.values()][0]?.id);
    const processed = razorpay.payoutFinished(payoutId, 'processed');
    // Forged or altered, it is refused.
    const forged = await deliver({ ...processed, raw: processed.raw.replace('IMPS', 'NEFT') });
    expect(forged.statusCode).toBe(401);
    expect((await deliver(processed)).json().data).toEqual({ outcome: 'applied' });
    expect((await deliver(processed)).json().data).toEqual({ outcome: 'duplicate' });
    const [order] = await t.db.query<{ disbursed: boolean }>(
      'select disbursed_at is not null as disbursed from orders where id = $1',
      [orderId],
    );
    expect(order?.disbursed).toBe(true);
  });

  it('brings back payout.failed with Razorpay’s reason; an invalid account is never paid into', async () => {
    const { b, orderId, credit } = await open();
    const invalid = (await setAccount(b, { ...ASHA, accountNumber: '5010000000' })).json().data;
    expect(invalid.account.status).toBe('invalid');
    await setAccount(b, ASHA);
    razorpay.payoutStatus = 'processing';
    await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId });
    const payoutId = String([...razorpay.payouts.values()][0]?.id);
    expect((await deliver(razorpay.payoutFinished(payoutId, 'failed'))).json().data).toEqual({
      outcome: 'closed',
    });
    const list = (
      await ops(t, credit, 'GET', '/film/ops/loans/applications?state=approved&market=IN')
    ).json().data;
    expect(
      list.rows.find((r: { order: { orderId: number } }) => r.order.orderId === orderId).payout,
    ).toMatchObject({
      status: 'failed',
      reason:
        'Payout failed as the beneficiary account is closed. Please contact the beneficiary bank',
    });
  });

  it('holds an account whose holder the bank names otherwise for staff, and tells the borrower of every change', async () => {
    const { b, orderId, userId, credit } = await open();
    razorpay.nameMatchScore = 40;
    const held = (await setAccount(b, ASHA)).json().data;
    expect(held.account.status).toBe('review');
    const early = await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId });
    expect(early.json().message).toMatch(/waits for review/);
    const list = (
      await ops(t, credit, 'GET', '/film/ops/loans/applications?state=approved&market=IN')
    ).json().data;
    expect(
      list.rows.find((r: { order: { orderId: number } }) => r.order.orderId === orderId)
        .bankAccount,
    ).toMatchObject({ status: 'review', holderName: 'Asha Rao', registeredName: 'ASHA RAO' });
    const told = await t.db.query<{ body: string }>(
      "select body from notifications where template = 'bankAccount.changed' and user_id = $1",
      [userId],
    );
    expect(told.map((n) => n.body)).toEqual([
      expect.stringContaining(
        'paid into the bank account •••• 2154. If you did not make this change',
      ),
    ]);
  });

  it('tells the borrower, in their language, when Razorpay does not answer, and keeps the account before', async () => {
    const { b } = await open();
    await setAccount(b, ASHA);
    razorpay.stallNext();
    const down = await setAccount(b, { ...ASHA, accountNumber: '998877665544' });
    expect(down.json().message).toMatch(/could not check this account/);
    const kept = (await t.app.inject({ url: `/film/borrower/bank-account?${b}` })).json().data;
    expect(kept.account).toMatchObject({ accountMasked: '•••• 2154', status: 'verified' });
  });
});

describe.each(DB_KINDS)('payouts through Xendit (its stand-in) on %s', (kind) => {
  let t: TestApp;
  let xendit: XenditStandIn;
  beforeEach(async () => {
    xendit = await XenditStandIn.start(() => t.clock.now());
  });
  afterEach(async () => {
    await t?.close();
    await xendit.close();
  });

  it('holds the account for staff review, pays out in whole rupiah under its key, and disburses only on a payout Xendit confirms', async () => {
    const env = xendit.env();
    const settings = loadConfig(env).xendit;
    if (!settings) throw new Error('no Xendit settings');
    t = await makeTestApp(kind, {
      env,
      payments: [
        new SandboxPaymentProvider(TEST_PAYMENTS_SECRET),
        new XenditPaymentProvider(settings, { now: () => t.clock.now() }, 300),
      ],
    });
    const { b, orderId, userId } = await disbursedLoan(t, 'ID', LOAN.ID, {
      disburse: false,
      query: 'appName=tenora-id',
    });
    await t.app.inject({
      method: 'POST',
      url: '/film/dev/orders/state',
      payload: { orderId, action: 'approve' },
    });
    const credit = await staffSession(t, ['credit']);
    const saved = (
      await t.app.inject({ method: 'POST', url: `/film/borrower/bank-account?${b}`, payload: BUDI })
    ).json().data;
    expect(saved.account.status).toBe('review');
    const early = await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId });
    expect(early.json().message).toMatch(/waits for review/);
    const reviewed = await ops(t, credit, 'POST', '/film/ops/borrowers/bank-account/review', {
      userId,
      decision: 'verify',
      reason: 'Name matches the KTP.',
    });
    expect(reviewed.json().data.account).toMatchObject({ status: 'verified' });

    const sent = (await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId })).json();
    expect(sent.data.payout.status).toBe('sending');
    const [key, payout] = [...xendit.payouts.entries()][0] ?? [];
    expect(key).toBe(`payout-${sent.data.payout.reference}`);
    expect(payout).toMatchObject({
      reference_id: sent.data.payout.reference,
      channel_code: 'ID_BCA',
      channel_properties: { account_holder_name: 'Budi Santoso', account_number: '8800123456' },
      amount: sent.data.payout.amount / 100,
      currency: 'IDR',
    });
    const deliver = (raw: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/pay/webhooks/xendit', headers, payload: raw });
    // The token is a bearer secret: a "failed" the API does not confirm leaves the payout on its
    // way (staff could otherwise send the money twice) ...
    const saidFailed = xendit.payoutFinished(String(payout?.id), 'FAILED');
    if (payout) payout.status = 'ACCEPTED';
    expect((await deliver(saidFailed.raw, saidFailed.headers)).json().data).toEqual({
      outcome: 'unknown',
    });
    const waiting = (
      await ops(t, credit, 'GET', '/film/ops/loans/applications?state=approved&market=ID')
    )
      .json()
      .data.rows.find((r: { order: { orderId: number } }) => r.order.orderId === orderId);
    expect(waiting.payout.status).toBe('sending');
    // ... and a "succeeded" the API does not confirm disburses nothing.
    const claimed = xendit.payoutFinished(String(payout?.id), 'SUCCEEDED');
    if (payout) payout.status = 'ACCEPTED';
    expect((await deliver(claimed.raw, claimed.headers)).json().data).toEqual({
      outcome: 'unknown',
    });
    const made = xendit.payoutFinished(String(payout?.id), 'SUCCEEDED');
    expect((await deliver(made.raw, made.headers)).json().data).toEqual({ outcome: 'applied' });
    const noToken = await deliver(made.raw, { 'content-type': 'application/json' });
    expect(noToken.statusCode).toBe(401);
    const [order] = await t.db.query<{ disbursed: boolean }>(
      'select disbursed_at is not null as disbursed from orders where id = $1',
      [orderId],
    );
    expect(order?.disbursed).toBe(true);
    const [review] = await t.db.query<Audit>(
      "select staff_id::int as staff_id, action, before, after from audit_log where action = 'bankAccount.review'",
    );
    expect(review).toMatchObject({
      staff_id: credit.id,
      after: { status: 'verified', reason: 'Name matches the KTP.' },
    });
  });
});
