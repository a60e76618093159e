import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, disbursedLoan, LOAN, makeTestApp, raceIt, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('paid extension on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const rowOf = (
    d: { userOrderDetail: { detail: { text: string; value: string }[] } },
    text: string,
  ) => d.userOrderDetail.detail.find((r) => r.text === text)?.value;

  async function loan() {
    const { b, orderId } = await disbursedLoan(t, 'IN', LOAN.IN, { query: 'appName=tenora-in' });
    const details = async () =>
      (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data;
    return { b, orderId, details };
  }

  it('quotes the fee and the new due date next to the cost of paying now', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await loan();
    const d = (await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json().data;
    // 5% of the ₹10,000 still unpaid; 7 days after the first due date (30 days after disbursal).
    expect(d).toMatchObject({
      productName: 'Tenora Salary Advance',
      delayShouldPayAmount: 50_000,
      delayExpiryTime: '2026-12-28',
      delayDays: 7,
    });
    expect(d.comparison.extendTotal - d.comparison.payNowTotal).toBe(50_000);
    expect(d.comparison.currentDueDate).toBe('2026-12-21');
    expect(d.orderDetail.detail.map((r: { text: string }) => r.text)).toEqual([
      'Due now',
      'Due date now',
      'Extension fee',
      'New due date',
    ]);
  });

  it('moves the due date once the fee is paid, keeping what was already owed', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId, details } = await loan();
    // 33 days on, the first instalment (due 21 Dec) is 3 days late: the extension runs from today, 24 Dec.
    t.clock.advanceMinutes(33 * 24 * 60);
    const late = await details();
    expect(late.orderStatus).toBe(180);
    const charges = rowOf(late, 'Late charges');
    const owedBefore = rowOf(late, 'Outstanding');

    const { reference } = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json().data;
    expect(
      (await post('/film/dev/payments/complete', { reference, outcome: 'paid' })).json().data
        .status,
    ).toBe('paid');
    // The same event again changes nothing.
    await post('/film/dev/payments/complete', { reference, outcome: 'paid' });

    const after = await details();
    expect(after.orderStatus).toBe(170);
    expect(rowOf(after, 'Next due date')).toBe('31 Dec 2026');
    expect(rowOf(after, 'Late charges')).toBe(charges);
    expect(rowOf(after, 'Outstanding')).toBe(owedBefore);
    expect(
      await t.db.query('select amount, kind from payments where order_id = $1', [orderId]),
    ).toEqual([{ amount: 50_000, kind: 'extension_fee' }]);
  });
  it('extends one at a time, waits for the extended date, and stops at two', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId, details } = await loan();
    t.clock.advanceMinutes(33 * 24 * 60);
    const start = async () => (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json();
    const pay = (reference: string, late?: boolean) =>
      post('/film/dev/payments/complete', {
        reference,
        outcome: 'paid',
        ...(late ? { late } : {}),
      });

    // A fee started again is the same payment until it is paid or its 30 minutes are over.
    const first = (await start()).data.reference;
    expect((await start()).data.reference).toBe(first);
    t.clock.advanceMinutes(30);
    // The new fee withdraws the first at the provider: its page takes nothing more.
    const second = (await start()).data.reference;
    expect(second).not.toBe(first);
    expect((await pay(first)).json().data).toBeNull();
    // Money taken on it before the withdrawal arrived still counts: the first fee paid extends,
    // and withdraws the second; money already on its way there is for refund.
    expect((await pay(first, true)).json().data.status).toBe('paid');
    expect((await pay(second, true)).json().data.status).toBe('refund_due');
    expect(rowOf(await details(), 'Next due date')).toBe('31 Dec 2026');
    expect((await details()).isDelay).toBe('0');

    const refused = await start();
    expect(refused).toEqual({
      code: '01',
      data: null,
      message:
        'This loan is already extended to 31 Dec 2026. You can extend it again from that day.',
    });
    // The extension page shows it as the loan's state, not as a failure to load.
    expect(
      (await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json().data.refused,
    ).toEqual({ reason: 'wait', message: refused.message, until: '2026-12-31' });

    // On the extended due date, a second extension is offered, and then no more.
    t.clock.advanceMinutes(7 * 24 * 60);
    expect((await details()).isDelay).toBe('1');
    expect((await pay((await start()).data.reference)).json().data.status).toBe('paid');
    expect(rowOf(await details(), 'Next due date')).toBe('7 Jan 2027');
    t.clock.advanceMinutes(7 * 24 * 60);
    expect((await details()).isDelay).toBe('0');
    expect((await start()).message).toBe(
      'This loan has had 2 extensions, the most it can have. Please repay it.',
    );
    expect(
      await t.db.query(
        "select count(*)::int as n from payments where order_id = $1 and kind = 'extension_fee'",
        [orderId],
      ),
    ).toEqual([{ n: 2 }]);
  });

  it('answers the fee’s open payment again, on the same page, until it is paid', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId } = await loan();
    t.clock.advanceMinutes(33 * 24 * 60);
    const start = async () => (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json();
    const first = await start();
    expect(first.data.url).toContain(first.data.reference);
    t.clock.advanceMinutes(29);
    expect(await start()).toEqual(first);
    // A fee cancelled on its page is not offered again: the next start is a new payment.
    await post('/film/dev/payments/complete', {
      reference: first.data.reference,
      outcome: 'failed',
    });
    const retried = (await start()).data.reference;
    expect(retried).not.toBe(first.data.reference);
    expect(
      (await post('/film/dev/payments/complete', { reference: retried, outcome: 'paid' })).json()
        .data.status,
    ).toBe('paid');
  });

  raceIt(kind)('opens one payment for twelve simultaneous starts of one fee', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId } = await loan();
    t.clock.advanceMinutes(33 * 24 * 60);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(`/v3/loan-details/delay-pay?${b}`, { orderId }).then((r) => r.json()),
      ),
    );
    expect(answers.every((a) => a.code === '00')).toBe(true);
    const references = new Set(answers.map((a) => a.data.reference));
    expect(references.size).toBe(1);
    expect(
      await t.db.query(
        "select reference, status from provider_payments where order_id = $1 and purpose = 'extension'",
        [orderId],
      ),
    ).toEqual([{ reference: [...references][0], status: 'pending' }]);
  });
});

describe.each(DB_KINDS)('Indonesian extensions under OJK’s ceilings on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  /** What the loan has cost so far, every cost counted, in minor units. */
  async function costOf(orderId: number, b: string): Promise<number> {
    const [row] = await t.db.query<{ charged: number; extensions: number }>(
      `select o.processing_fee + o.fee_tax
                + (select sum(i.interest) from instalments i where i.order_id = o.id) as charged,
              coalesce((select sum(p.amount) from payments p
                         where p.order_id = o.id and p.kind = 'extension_fee'), 0)::bigint as extensions
         from orders o where o.id = $1`,
      [orderId],
    );
    const details = (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data;
    const late = details.userOrderDetail.detail.find(
      (r: { text: string }) => r.text === 'Denda keterlambatan',
    )?.value;
    const lateCharges = late ? Number(String(late).replace(/\D/g, '')) * 100 : 0;
    return Number(row?.charged) + Number(row?.extensions) + lateCharges;
  }

  it('prices a 4% weekly fee down to 0.1% a day of the unpaid principal, and says so', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const { b, orderId } = await disbursedLoan(t, 'ID', LOAN.ID);
    const d = (await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json().data;
    // Rp2,000,000 unpaid × 0.1% × 7 days, not the product's 4% (Rp80,000).
    expect(d.delayShouldPayAmount).toBe(1_400_000);
    const { reference } = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json().data;
    await post('/film/dev/payments/complete', { reference, outcome: 'paid' });
    expect(
      await t.db.query(
        "select amount from payments where order_id = $1 and kind = 'extension_fee'",
        [orderId],
      ),
    ).toEqual([{ amount: 1_400_000 }]);
  });

  it('counts extension fees toward the 100% ceiling and refuses an extension once it is reached', async () => {
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '99999' } });
    const { b, orderId } = await disbursedLoan(t, 'ID', { productId: 4, amount: 100_000_000 });
    const [order] = await t.db.query<{ principal: number }>(
      'select principal from orders where id = $1',
      [orderId],
    );
    const principal = Number(order?.principal);
    // Late enough that the late charges nearly fill the ceiling: an extension is priced into
    // what is left, never past it.
    t.clock.advanceMinutes(400 * 24 * 60);
    const quoted = (await post(`/v3/loan-details/delay-detail?${b}`, { orderId })).json();
    const before = await costOf(orderId, b);
    expect(before).toBeLessThan(principal);
    expect(before + Number(quoted.data.delayShouldPayAmount)).toBeLessThanOrEqual(principal);
    const { reference } = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json().data;
    await post('/film/dev/payments/complete', { reference, outcome: 'paid' });
    expect(await costOf(orderId, b)).toBeLessThanOrEqual(principal);
    // Years later, nothing more may be charged, and extending is refused with the reason.
    t.clock.advanceMinutes(3 * 365 * 24 * 60);
    expect(await costOf(orderId, b)).toBe(principal);
    const refused = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json();
    expect(refused.message).toBe(
      'Pinjaman ini sudah mencapai batas biaya maksimum menurut ketentuan OJK, sehingga tidak dapat diperpanjang. Silakan lunasi pinjaman ini.',
    );
    expect(
      (await post(`/v3/loan-details/loan-details?${b}`, { orderId })).json().data.isDelay,
    ).toBe('0');
  });
});
