import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@tenora/domain/money';
import { DB_KINDS, IN, ID, injectPush, makeTestApp, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('loan details on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const details = async (query: string, payload: Record<string, unknown>) =>
    (await post(`/v3/loan-details/loan-details?${query}`, payload)).json();
  const row = (
    data: { userOrderDetail: { detail: { text: string; value: string }[] } },
    text: string,
  ) => data.userOrderDetail.detail.find((r) => r.text === text)?.value;

  it('describes each status with its headline, image, buttons and recommendations', async () => {
    t = await makeTestApp(kind);
    const review = (await details(IN, { orderId: 1010 })).data;
    expect(review).toMatchObject({
      orderId: 1010,
      orderStatus: 21,
      noticeStatusText: 'Under review',
      statusImage: '/status/21.svg',
      isDelay: '0',
      isScore: '0',
      telephone: '+91 80 4719 2200',
    });
    expect(review.recProducts.length).toBeGreaterThan(0);

    const pending = (await details(IN, { orderId: 1007 })).data;
    expect(pending).toMatchObject({
      orderStatus: 170,
      statusImage: '/status/200.svg',
      h5Url: '/repay?orderId=1007&productId=1',
    });
    expect(pending.recProducts).toEqual([]);
    expect(row(pending, 'Next due date')).toBe('11 Dec 2026');

    const dueToday = (await details(IN, { orderId: 1005 })).data;
    expect(dueToday).toMatchObject({
      orderStatus: 174,
      noticeStatusText: 'Due today',
      isDelay: '1',
      statusImage: '/status/174.svg',
    });

    const overdue = (await details(IN, { orderId: 1004 })).data;
    expect(overdue).toMatchObject({ orderStatus: 180, noticeStatusText: 'Overdue', isDelay: '1' });
    expect(overdue.noticeDesText).toMatch(/^Your payment is 9 days late\./);
    expect(row(overdue, 'Late charges')).toMatch(/^₹[\d,.]+$/);

    const repaid = (await details(IN, { orderId: 1002 })).data;
    expect(repaid).toMatchObject({
      orderStatus: 200,
      noticeStatusText: 'Repaid',
      isScore: '1',
      statusImage: '/status/200.svg',
    });
    expect(repaid.recProducts).toEqual([]);

    const legacy = (await details(IN, { orderId: 1003 })).data;
    expect(legacy).toMatchObject({ orderStatus: 5, statusImage: '/status/200.svg', isDelay: '1' });

    const id = (await details(ID, { orderId: 2008 })).data;
    expect(id).toMatchObject({ orderStatus: 110, noticeStatusText: 'Tidak disetujui' });
  });

  it('urges paying to stop late charges growing only while they can still grow', async () => {
    t = await makeTestApp(kind);
    // The seeded overdue loans, 9 days late: far below the ceiling in both markets.
    const cases = [
      { query: IN, orderId: 1004, growing: 'to stop late charges growing' },
      { query: ID, orderId: 2004, growing: 'agar denda tidak bertambah' },
    ];
    for (const c of cases) {
      const below = (await details(c.query, { orderId: c.orderId })).data;
      expect(below.orderStatus).toBe(180);
      expect(below.noticeDesText).toContain(c.growing);
      expect(below.reyMsg).toContain(c.growing);
    }
    // Years later the penal charges stand at the ceiling (India: the overdue principal;
    // Indonesia: 100% of principal, every cost counted), and no text says they grow.
    await post('/film/dev/clock', { advanceMinutes: 1_200 * 24 * 60, schedules: false });
    for (const c of cases) {
      const atCap = (await details(c.query, { orderId: c.orderId })).data;
      expect(atCap.orderStatus).toBe(180);
      expect(row(atCap, c.query === IN ? 'Late charges' : 'Denda keterlambatan')).toBeTruthy();
      expect(atCap.noticeDesText).not.toContain(c.growing);
      expect(atCap.reyMsg).not.toContain(c.growing);
      expect(atCap.reyMsg).toBe(c.query === IN ? 'Please repay now.' : 'Silakan bayar sekarang.');
    }
  });

  it("refuses another borrower's order with a clear message and none of its data", async () => {
    t = await makeTestApp(kind);
    const res = await post(`/v3/loan-details/loan-details?${IN}`, { orderId: 2001 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: '404',
      data: null,
      message: 'We could not find that loan.',
    });
  });

  it('shows the latest order of a product, or the product page with an apply link', async () => {
    t = await makeTestApp(kind);
    expect((await details(IN, { productId: 1 })).data.orderId).toBe(1010);
    const s = (await post('/film/dev/sessions', { market: 'IN' })).json().data;
    const fresh = `sessionId=${s.sessionId}`;
    const page = (await details(fresh, { productId: 1 })).data;
    expect(page).toMatchObject({
      orderId: null,
      orderStatus: null,
      productName: 'Tenora Flexi',
      applyUrl: '/loanConfirm?productId=1',
    });
    expect((await details(fresh, { productId: 3 })).data.applyUrl).toBeUndefined();
  });

  it('says when the loan has instalments to link to: paid out and in more than one', async () => {
    t = await makeTestApp(kind);
    // The seeded loans: 1007 and 2007 in three instalments, the others in one.
    expect((await details(IN, { orderId: 1007 })).data.hasInstalments).toBe(true);
    expect((await details(ID, { orderId: 2007 })).data.hasInstalments).toBe(true);
    expect((await details(IN, { orderId: 1005 })).data.hasInstalments).toBe(false);
    expect((await details(ID, { orderId: 2004 })).data.hasInstalments).toBe(false);
    // A three-instalment product, but not paid out yet: no schedule to show.
    const s = (await post('/film/dev/sessions', { market: 'ID' })).json().data;
    const b = `sessionId=${s.sessionId}`;
    const { orderId } = (
      await injectPush(t, b, {
        productId: 5,
        amount: 300_000_000,
        periods: 91,
      })
    ).data;
    expect((await details(b, { orderId })).data.hasInstalments).toBe(false);
    await post('/film/dev/orders/state', { orderId, action: 'approve' });
    await post('/film/dev/orders/state', { orderId, action: 'disburse' });
    expect((await details(b, { orderId })).data.hasInstalments).toBe(true);
    // The product page has no loan.
    expect((await details(b, { productId: 4 })).data.hasInstalments).toBe(false);
  });

  it('shows the product page, not a repaid loan, so that "Loan more" leads to a new loan', async () => {
    t = await makeTestApp(kind);
    const s = (await post('/film/dev/sessions', { market: 'IN' })).json().data;
    const b = `sessionId=${s.sessionId}`;
    const { orderId } = (
      await injectPush(t, b, {
        productId: 2,
        amount: 1_000_000,
        periods: 91,
      })
    ).data;
    expect((await details(b, { productId: 2 })).data.orderId).toBe(orderId);
    await post('/film/dev/orders/state', { orderId, action: 'approve' });
    await post('/film/dev/orders/state', { orderId, action: 'disburse' });
    const owed = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data
      .amount as number;
    const { reference } = (
      await post(`/pay/loan/netbanking-start?${b}`, { orderId, amount: owed })
    ).json().data;
    await post('/film/dev/payments/complete', { reference, outcome: 'paid' });
    expect((await details(b, { orderId })).data.actions).toEqual(['loanMore']);

    const page = (await details(b, { productId: 2 })).data;
    expect(page).toMatchObject({ orderId: null, applyUrl: '/loanConfirm?productId=2' });
  });

  it.each([
    [
      'IN',
      2,
      1_000_000,
      91,
      ['Term', 'To be credited to your account', 'Total to repay'],
      '91 days',
    ],
    [
      'ID',
      5,
      300_000_000,
      120,
      ['Tenor', 'Dana yang akan diterima', 'Total yang harus dibayar'],
      '120 hari',
    ],
  ] as const)(
    'shows an application under review in %s with its term, the money to be credited and the total to repay, as confirmed',
    async (market, productId, amount, periods, labels, term) => {
      t = await makeTestApp(kind);
      const s = (await post('/film/dev/sessions', { market })).json().data;
      const b = `sessionId=${s.sessionId}`;
      const offer = (
        await post(`/v3/loan-confirm/loan-detail-confirm?${b}`, { productId, amount, periods })
      ).json().data.keyFacts;
      const { orderId } = (await injectPush(t, b, { productId, amount, periods })).data;
      const review = (await details(b, { orderId })).data;
      expect(review.orderStatus).toBe(21);
      const money = (n: number) => formatMoney(n, market);
      const [termLabel, creditLabel, repayLabel] = labels;
      expect(row(review, termLabel)).toBe(term);
      expect(row(review, creditLabel)).toBe(money(offer.netDisbursed));
      expect(row(review, repayLabel)).toBe(money(offer.totalRepayable));
      expect(offer.totalRepayable).toBeGreaterThan(amount);
    },
  );

  it('moves an order through every stage with the support API and the clock, penalty included', async () => {
    // Sessions last long enough for the weeks this test moves the clock through.
    t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
    const s = (await post('/film/dev/sessions', { market: 'IN' })).json().data;
    const b = `sessionId=${s.sessionId}`;
    const { orderId } = (
      await injectPush(t, b, {
        productId: 2,
        amount: 1_000_000,
        periods: 91,
      })
    ).data;
    const status = async () => (await details(b, { orderId })).data;

    expect((await status()).orderStatus).toBe(21);
    expect(
      (await post('/film/dev/orders/state', { orderId, action: 'disburse' })).json(),
    ).toMatchObject({ code: 1 });
    expect(
      (await post('/film/dev/orders/state', { orderId, action: 'approve' })).json().data.decision,
    ).toBe('approved');
    expect((await status()).orderStatus).toBe(151);
    expect((await post('/film/dev/orders/state', { orderId, action: 'approve' })).json()).toEqual({
      code: 1,
      data: null,
      message: `Order ${orderId} cannot be moved by "approve" in its current state.`,
    });

    await post('/film/dev/clock', { advanceMinutes: 2 * 24 * 60 });
    await post('/film/dev/orders/state', { orderId, action: 'disburse' });
    const disbursed = await status();
    expect(disbursed.orderStatus).toBe(170);
    // The agreed schedule moves with the disbursal: first instalment 30 days after it.
    expect(row(disbursed, 'Next due date')).toBe('23 Dec 2026');
    const [first] = await t.db.query<{ total: number }>(
      'select principal + interest as total from instalments where order_id = $1 and period_no = 1',
      [orderId],
    );
    const keyFacts = (
      await t.app.inject({ url: `/film/loan/document?${b}&kind=key_facts&orderId=${orderId}` })
    ).json().data;
    expect(JSON.stringify(keyFacts.sections)).toContain(
      `₹${((first?.total ?? 0) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );

    await post('/film/dev/clock', { advanceMinutes: 30 * 24 * 60 });
    expect((await status()).orderStatus).toBe(174);
    await post('/film/dev/clock', { advanceMinutes: 24 * 60 });
    const late = await status();
    expect(late).toMatchObject({ orderStatus: 180, isDelay: '1' });
    // One day late: the product's one fixed fee, ₹800 for every borrower, plus 5% of the unpaid
    // instalment.
    const expected = 80_000 + Math.round(((first?.total ?? 0) * 500) / 10_000);
    expect(row(late, 'Late charges')).toBe(
      `₹${(expected / 100).toLocaleString('en-IN', { minimumFractionDigits: expected % 100 ? 2 : 0 })}`,
    );
  });

  it.each([
    {
      market: 'IN',
      productId: 2,
      amount: 1_000_000,
      coolingOffDays: 3,
      text: 'Until 4 Dec 2026 you can cancel this loan with no penalty: repay ₹10,006.58 today, the ₹10,000 principal and ₹6.58 interest for the days used. The processing fee and its GST (₹354), deducted when the money was paid out, are one-time and are not refunded.',
    },
    {
      market: 'ID',
      productId: 4,
      amount: 200_000_000,
      coolingOffDays: 2,
      text: 'Sampai 3 Des 2026 Anda dapat membatalkan pinjaman ini tanpa denda: bayar Rp 2.001.000 hari ini, yaitu pokok Rp 2.000.000 dan bunga Rp 1.000 untuk hari yang digunakan. Biaya layanan (Rp 40.000), yang dipotong saat dana dicairkan, dikenakan satu kali dan tidak dikembalikan.',
    },
  ])(
    'offers Cancel this loan in the cooling-off days with its exact cost today and what it keeps ($market)',
    async ({ market, productId, amount, coolingOffDays, text }) => {
      // The session outlives the days this test moves the clock through.
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2400' } });
      const s = (await post('/film/dev/sessions', { market })).json().data;
      const b = `sessionId=${s.sessionId}`;
      const { orderId } = (await injectPush(t, b, { productId, amount, periods: 91 })).data;
      expect((await details(b, { orderId })).data.cancel).toBeUndefined();
      await post('/film/dev/orders/state', { orderId, action: 'approve' });
      await post('/film/dev/clock', { now: '2026-12-01T06:00:00Z' });
      await post('/film/dev/orders/state', { orderId, action: 'disburse' });
      await post('/film/dev/clock', { advanceMinutes: 24 * 60 });

      const cancel = (await details(b, { orderId })).data.cancel;
      expect({ ...cancel, text: cancel.text.replace(/\s/g, ' ') }).toEqual({
        amount: expect.any(Number),
        text,
        url: `/repay?orderId=${orderId}&productId=${productId}&amount=${cancel.amount}`,
      });
      // The amount is Repay's payoff of the day, to the paisa or rupiah.
      const way = (await post(`/pay/loan/repayment-way?${b}`, { orderId })).json().data;
      expect(way.payoff).toMatchObject({ amount: cancel.amount, coolingOff: true });

      await post('/film/dev/clock', { advanceMinutes: coolingOffDays * 24 * 60 });
      expect((await details(b, { orderId })).data.cancel).toBeUndefined();
    },
  );

  it('stores the stars chosen, once per order, for the borrower’s own orders only', async () => {
    t = await makeTestApp(kind);
    expect(
      (await post(`/v3/loan-details/google-score?${IN}`, { score: 3, orderId: 1002 })).json(),
    ).toEqual({ code: '00', data: null, message: '' });
    expect((await details(IN, { orderId: 1002 })).data.isScore).toBe('0');
    await post(`/v3/loan-details/google-score?${IN}`, { score: 5, orderId: 1002 });
    expect(await t.db.query('select score from order_ratings where order_id = 1002')).toEqual([
      { score: 5 },
    ]);
    expect(
      (await post(`/v3/loan-details/google-score?${IN}`, { score: 4, orderId: 2002 })).statusCode,
    ).toBe(404);
    expect(
      (await post(`/v3/loan-details/google-score?${IN}`, { score: 0, orderId: 1002 })).json()
        .message,
    ).toBe('score must be at least 1.');
  });
});
