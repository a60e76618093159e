import { addDays, localDate, localMidnight } from '@tenora/domain/dates';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { RazorpayPaymentProvider } from '../src/platform/payments-razorpay.ts';
import { XenditPaymentProvider } from '../src/platform/payments-xendit.ts';
import { SandboxPaymentProvider } from '../src/platform/payments.ts';
import {
  DB_KINDS,
  disbursedLoan,
  LOAN,
  makeTestApp,
  TEST_PAYMENTS_SECRET,
  type TestApp,
} from './helper.ts';
import { ops, staffSession } from './ops-helper.ts';
import { RazorpayStandIn } from './stand-ins/razorpay.ts';
import { XenditStandIn } from './stand-ins/xendit.ts';

interface Item {
  id: number;
  kind: string;
  subject: string;
  reference: string | null;
  providerAmount: number | null;
  ourAmount: number | null;
  status: string;
  detail: string;
}

/**
 * The daily reconciliation (docs/payments.md#reconciliation): the sandbox's books of a day matched
 * to ours the next morning, by the job the clock runs; money taken and never booked is booked,
 * everything else waits for credit staff.
 */
describe.each(DB_KINDS)('the daily reconciliation on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const sandbox = () => t.payments as SandboxPaymentProvider;
  /** A virtual account number for part of what the loan owes, opened and left unpaid. */
  const openNumber = async (b: string, orderId: number, amount: number) =>
    (
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount,
        payCode: 'HDFC',
        pay_type: 1,
        specific_num: 2,
        is_default: 0,
      })
    ).json().data.vcode as string;
  const owed = async (b: string, orderId: number) => {
    const way = await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`);
    expect(way.json().data, way.body).not.toBeNull();
    return way.json().data.amount as number;
  };
  /** 06:10 of the market's next day, when the job has run (sessions still open). */
  const nextMorning = (market: 'IN' | 'ID') => {
    const now = t.clock.now();
    const morning =
      localMidnight(addDays(localDate(now, market), 1), market).getTime() + (6 * 60 + 10) * 60_000;
    return post('/film/dev/clock', {
      advanceMinutes: Math.ceil((morning - now.getTime()) / 60_000),
    });
  };

  it('matches the day’s money, books what the provider took and never told, and queues the rest for staff', async () => {
    t = await makeTestApp(kind);
    const loan = await disbursedLoan(t, 'IN');
    const { b, orderId } = loan;
    const before = await owed(b, orderId);

    // Paid as usual: the webhook booked it, the books list it.
    const paid = await openNumber(b, orderId, 50_000);
    await post('/film/dev/payments/complete', { reference: paid, outcome: 'paid' });
    // Taken by the bank, and the word of it lost.
    const silent = await openNumber(b, orderId, 60_000);
    sandbox().takeSilently({ reference: silent, amount: 60_000, at: t.clock.now() });
    // Money for a reference that is none of ours.
    sandbox().takeSilently({ reference: 'nobody-knows-this', amount: 12_300, at: t.clock.now() });
    // A second payment for the reference already paid.
    sandbox().takeSilently({
      reference: paid,
      amount: 50_000,
      at: t.clock.now(),
      providerPaymentId: 'sbxpay_second',
    });
    // Booked by us, and its books lose it.
    const lost = await openNumber(b, orderId, 10_000);
    await post('/film/dev/payments/complete', { reference: lost, outcome: 'paid' });
    sandbox().dropFromBooks(lost);
    expect(await owed(b, orderId)).toBe(before - 60_000);

    await nextMorning('IN');

    // The silent payment is booked: the loan owes less by it, and nothing was lost.
    expect(await owed(b, orderId)).toBe(before - 120_000);
    // Staff arrive in the morning.
    let credit = await staffSession(t, ['credit']);
    const queue = (await ops(t, credit, 'GET', '/film/ops/reconciliation?state=all')).json().data;
    const byRef = (ref: string, k: string) =>
      queue.rows.find((r: Item) => r.reference === ref && r.kind === k) as Item | undefined;
    expect(byRef(silent, 'booked_late')).toMatchObject({
      status: 'resolved',
      subject: 'payment',
      providerAmount: 60_000,
    });
    expect(byRef('nobody-knows-this', 'missing_in_ledger')).toMatchObject({
      status: 'open',
      providerAmount: 12_300,
      ourAmount: null,
    });
    expect(byRef(paid, 'duplicate')).toMatchObject({ status: 'open', providerAmount: 50_000 });
    expect(byRef(lost, 'missing_at_provider')).toMatchObject({
      status: 'open',
      ourAmount: 10_000,
      providerAmount: null,
    });
    // What matched is not queued.
    expect(queue.rows.filter((r: Item) => r.reference === paid)).toHaveLength(1);
    // The day's run: four items in the books, one matched, one booked, three for staff.
    const day = localDate(new Date(t.clock.now().getTime() - 24 * 3_600_000), 'IN');
    const run = queue.runs.find(
      (r: { market: string; day: string }) => r.market === 'IN' && r.day === day,
    );
    expect(run).toMatchObject({
      provider: 'sandbox',
      providerItems: 4,
      matched: 1,
      booked: 1,
      flagged: 3,
    });

    // Staff resolve one, with what they did; it is audited, and resolved only once.
    const open = byRef('nobody-knows-this', 'missing_in_ledger');
    const resolved = await ops(t, credit, 'POST', '/film/ops/reconciliation/resolve', {
      itemId: open?.id,
      reason: 'Sent back to the payer by the bank.',
    });
    expect(resolved.json().data.item).toMatchObject({
      status: 'resolved',
      resolution: 'Sent back to the payer by the bank.',
    });
    const twice = await ops(t, credit, 'POST', '/film/ops/reconciliation/resolve', {
      itemId: open?.id,
      reason: 'Again.',
    });
    expect(twice.json().message).toMatch(/resolved already/);
    const audit = await t.db.query<{ staff_id: number; object_id: string }>(
      "select staff_id::int as staff_id, object_id from audit_log where action = 'reconciliation.resolve'",
    );
    expect(audit).toEqual([{ staff_id: credit.id, object_id: String(open?.id) }]);

    // Another morning: the days done are not read again, and nothing is found twice.
    await nextMorning('IN');
    credit = await staffSession(t, ['credit']);
    const again = (await ops(t, credit, 'GET', '/film/ops/reconciliation?state=all')).json().data;
    expect(again.total).toBe(queue.total);
    const [booked] = await t.db.query<{ sum: number }>(
      'select sum(amount)::int as sum from payments where order_id = $1',
      [orderId],
    );
    expect(booked?.sum).toBe(120_000);
  });

  it('disburses a loan whose payout was made while its word was lost', async () => {
    t = await makeTestApp(kind);
    const credit = await staffSession(t, ['credit']);
    const { b, orderId } = await disbursedLoan(t, 'ID', undefined, {
      disburse: false,
      query: 'appName=tenora-id',
    });
    await post('/film/dev/orders/state', { orderId, action: 'approve' });
    await post(`/film/borrower/bank-account?${b}`, {
      holderName: 'Sari Dewi',
      accountNumber: '8800123456',
      bankCode: 'BCA',
    });
    sandbox().answerPayouts('sending');
    const sent = (await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId })).json()
      .data;
    expect(sent.payout.status).toBe('sending');
    expect(sandbox().payOutSilently(sent.payout.reference, sent.payout.amount)).toBe(true);

    await nextMorning('ID');
    const morning = await staffSession(t, ['credit']);

    const [order] = await t.db.query<{ disbursed: boolean }>(
      'select disbursed_at is not null as disbursed from orders where id = $1',
      [orderId],
    );
    expect(order?.disbursed).toBe(true);
    const queue = (await ops(t, morning, 'GET', '/film/ops/reconciliation?state=all')).json().data;
    expect(queue.rows).toEqual([
      expect.objectContaining({
        kind: 'booked_late',
        subject: 'payout',
        reference: sent.payout.reference,
        status: 'resolved',
      }),
    ]);
  });
});

/** 06:10 of the market's next day on the app's clock. */
const minutesToNextMorning = (now: Date, market: 'IN' | 'ID') =>
  Math.ceil(
    (localMidnight(addDays(localDate(now, market), 1), market).getTime() +
      (6 * 60 + 10) * 60_000 -
      now.getTime()) /
      60_000,
  );

describe.each(DB_KINDS)(
  'the daily reconciliation with the real adapters (stand-ins) on %s',
  (kind) => {
    let t: TestApp;
    let razorpay: RazorpayStandIn | undefined;
    let xendit: XenditStandIn | undefined;
    afterEach(async () => {
      await t?.close();
      await razorpay?.close();
      await xendit?.close();
      razorpay = undefined;
      xendit = undefined;
    });
    const post = (url: string, payload: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url, payload });
    const owed = async (b: string, orderId: number) =>
      (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data.amount as number;

    it("reads Razorpay's settlement recon and payouts of the day, and books a UPI payment whose webhook never came", async () => {
      razorpay = await RazorpayStandIn.start(() => t.clock.now());
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
      const { b, orderId } = await disbursedLoan(t, 'IN');
      const before = await owed(b, orderId);
      const upi = (await post(`/pay/loan/upi-start?${b}`, { orderId, amount: 100_000 })).json()
        .data;
      // The borrower pays in their UPI app; Razorpay's webhook never reaches us.
      razorpay.pay(upi.reference, 'upi');
      // A bank transfer into a Smart Collect account, told: its books name it by payment id alone.
      await post(`/v3/loan-details/generate-vcode?${b}`, {
        orderId,
        amount: 50_000,
        payCode: 'HDFC',
        pay_type: 1,
        specific_num: 1,
        is_default: 0,
      });
      const [opened] = razorpay.callsTo('/v1/virtual_accounts');
      const credited = razorpay.transfer((opened?.body.notes as { reference: string }).reference);
      await t.app.inject({
        method: 'POST',
        url: '/pay/webhooks/razorpay',
        headers: credited.headers,
        payload: credited.raw,
      });
      const day = localDate(t.clock.now(), 'IN');
      expect(await owed(b, orderId)).toBe(before - 50_000);

      await post('/film/dev/clock', { advanceMinutes: minutesToNextMorning(t.clock.now(), 'IN') });

      expect(await owed(b, orderId)).toBe(before - 150_000);
      const [year, month, dd] = day.split('-');
      const recon = razorpay.callsTo('/v1/settlements/recon/combined');
      expect(recon.map((c) => c.path)).toContain(
        `/v1/settlements/recon/combined?year=${year}&month=${month}&day=${dd}&count=1000&skip=0`,
      );
      expect(
        razorpay
          .callsTo('/v1/payouts?')
          .some((c) => c.path.includes(`account_number=${RazorpayStandIn.PAYOUT_ACCOUNT}`)),
      ).toBe(true);
      const credit = await staffSession(t, ['credit']);
      const queue = (await ops(t, credit, 'GET', '/film/ops/reconciliation?state=all')).json().data;
      expect(queue.rows).toEqual([
        expect.objectContaining({
          provider: 'razorpay',
          kind: 'booked_late',
          reference: upi.reference,
          providerAmount: 100_000,
        }),
      ]);
      expect(
        queue.runs.find(
          (r: { provider: string; day: string }) => r.provider === 'razorpay' && r.day === day,
        ),
      ).toMatchObject({ providerItems: 2, matched: 1, booked: 1, flagged: 0 });
    });

    it("reads Xendit's transactions page by page, and books a virtual account payment whose callback never came", async () => {
      xendit = await XenditStandIn.start(() => t.clock.now());
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
      const { b, orderId } = await disbursedLoan(t, 'ID', LOAN.ID, { query: 'appName=tenora-id' });
      const before = await owed(b, orderId);
      const number = (amount: number) =>
        post(`/v3/loan-details/generate-vcode?${b}`, {
          orderId,
          amount,
          payCode: 'BCA',
          pay_type: 1,
          specific_num: 1,
          is_default: 0,
        });
      await number(10_000_000);
      const first = String(xendit.callsTo('/callback_virtual_accounts')[0]?.body.external_id);
      // Paid and told.
      const told = xendit.pay(first);
      await t.app.inject({
        method: 'POST',
        url: '/pay/webhooks/xendit',
        headers: told.headers,
        payload: told.raw,
      });
      await number(20_000_000);
      const second = String(xendit.callsTo('/callback_virtual_accounts')[1]?.body.external_id);
      // Paid, and the callback lost.
      xendit.pay(second);
      xendit.transactionsPage = 1;

      await post('/film/dev/clock', { advanceMinutes: minutesToNextMorning(t.clock.now(), 'ID') });

      expect(await owed(b, orderId)).toBe(before - 30_000_000);
      // One transaction a page: the second read after the first's id.
      expect(xendit.callsTo('/transactions').some((c) => c.path.includes('after_id=txn_'))).toBe(
        true,
      );
      const credit = await staffSession(t, ['credit']);
      const queue = (await ops(t, credit, 'GET', '/film/ops/reconciliation?state=all')).json().data;
      expect(queue.rows).toEqual([
        expect.objectContaining({ provider: 'xendit', kind: 'booked_late', reference: second }),
      ]);
      const run = queue.runs.find(
        (r: { provider: string; market: string }) => r.provider === 'xendit' && r.market === 'ID',
      );
      expect(run).toMatchObject({ providerItems: 2, matched: 1, booked: 1, flagged: 0 });
    });
  },
);
