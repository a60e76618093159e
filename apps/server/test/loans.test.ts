import { irrAprBps } from '@tenora/domain/pricing';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, IN, ID, injectPush, makeTestApp, raceIt, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('loan confirmation on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const fresh = async (market: 'IN' | 'ID') => {
    const s = (await post('/film/dev/sessions', { market })).json().data;
    return `sessionId=${s.sessionId}&userId=${s.userId}`;
  };

  it("prices the product's offer from its pricing, with key facts that agree with the plan", async () => {
    t = await makeTestApp(kind);
    const res = await post(`/v3/loan-confirm/loan-detail-confirm?${IN}`, { productId: '1' });
    expect(res.json().code).toBe('00');
    const data = res.json().data;
    expect(data).toMatchObject({
      productId: 1,
      productName: 'Tenora Flexi',
      amount: 8_000_000,
      periods: 91,
      termUnit: 'day',
      termOptions: [91, 120, 180, 365],
      firstPayTime: '2026-12-21',
      firstPeriodDay: 30,
      pRateDsc: '24% a year',
      isPopType: 1,
      popAgreementUrl: '/loanAgreement?kind=agreement&productId=1&amount=8000000&periods=91',
    });
    const facts = data.keyFacts;
    // 3% fee and 18% GST on it, deducted at disbursal.
    expect(facts).toMatchObject({
      sanctioned: 8_000_000,
      processingFee: 240_000,
      feeTax: 43_200,
      netDisbursed: 7_716_800,
    });
    expect(data.repay_plans.map((p: { pay_time: string }) => p.pay_time)).toEqual([
      '2026-12-21',
      '2027-01-21',
      '2027-02-20',
    ]);
    const planTotal = data.repay_plans.reduce(
      (n: number, p: { amount: number }) => n + p.amount,
      0,
    );
    expect(planTotal).toBe(facts.totalRepayable);
    expect(facts.totalRepayable).toBe(facts.sanctioned + facts.totalInterest);
    // The APR is the IRR of what the borrower receives against what they repay, per instalment
    // period (91 days in 3 instalments: 30 days, the first due date's offset).
    expect(facts.aprBps).toBe(
      irrAprBps(
        facts.netDisbursed,
        '2026-11-21',
        facts.instalments.map((i: { dueDate: string; total: number }) => ({
          date: i.dueDate,
          amount: i.total,
        })),
        30,
      ),
    );
    expect(facts.aprBps).toBeGreaterThan(2400);
    expect(data.details).toContainEqual({ title: 'GST on fee (18%)', value: '₹432' });
    expect(data.details).toContainEqual({ title: 'Amount credited to you', value: '₹77,168' });
    // One fixed fee, the same for every borrower of the product.
    expect(facts.penalCharges[0]).toBe(
      'Penal charge of ₹800, the same for every borrower, once the instalment is overdue.',
    );
    // India's ceiling on penal charges, from the same constant that charges them.
    expect(facts.penalCharges).toContain(
      'Penal charges are simple: they are never charged on earlier penal charges, and together they never exceed 100% of the overdue principal (the principal of the overdue instalments still unpaid).',
    );
    expect(facts).toMatchObject({
      coolingOffDays: 3,
      grievanceOfficer: { email: 'grievance@tenora.in' },
    });
  });

  it('keeps an Indonesian loan inside the OJK caps and speaks Indonesian', async () => {
    t = await makeTestApp(kind);
    const data = (await post(`/v3/loan-confirm/loan-detail-confirm?${ID}`, { productId: 4 })).json()
      .data;
    const facts = data.keyFacts;
    expect(data).toMatchObject({ amount: 500_000_000, periods: 91, pRateDsc: '0,05% per hari' });
    expect(facts.cap).toEqual({
      costBpsPerDay: 10,
      lateFeeBpsPerDay: 10,
      totalCapBps: 10_000,
      effectiveFrom: '2026-01-01',
    });
    expect(facts.processingFee + facts.totalInterest).toBeLessThanOrEqual(
      (500_000_000 * 10 * 91) / 10_000,
    );
    expect(facts.feeTax).toBe(0);
    expect(data.details.map((r: { title: string }) => r.title)).not.toContain('GST on fee (18%)');
    expect(data.repay_plans).toHaveLength(1);
    expect(data.repay_plans[0].title).toBe('Cicilan 1 dari 1');
    expect(data.detail1).toBe('Rp\u00a04.900.000 akan masuk ke rekening bank Anda');
  });

  it('refuses amounts and terms the product does not offer, with the range in the message', async () => {
    t = await makeTestApp(kind);
    const low = await post(`/v3/loan-confirm/loan-detail-confirm?${IN}`, {
      productId: 1,
      amount: 100,
    });
    expect(low.json()).toEqual({
      code: '400',
      data: null,
      message: 'Please choose an amount from ₹2,000 to ₹80,000, in steps of ₹500.',
    });
    const term = await post(`/v3/loan-confirm/loan-detail-confirm?${IN}`, {
      productId: 1,
      periods: 30,
    });
    expect(term.json().message).toBe('That term is not offered for this loan.');
  });

  /** The borrower confirms ₹10,000 over 120 days, as the confirm screen sends it. */
  const confirm120Days = (borrower: string) =>
    injectPush(t, borrower, { productId: 2, amount: 1_000_000, periods: 120, termUnit: 'day' });

  it('creates one order under review however often it is confirmed, with its documents as issued', async () => {
    t = await makeTestApp(kind);
    const borrower = await fresh('IN');
    const push = () => confirm120Days(borrower);
    const first = (await push()).data;
    const { orderId } = first;
    expect(first.lendDetailsUrl).toBe(`/borrowDetail?orderId=${orderId}&productId=2`);
    expect((await push()).data.orderId).toBe(orderId);

    const orders = (await post(`/film/order/list?${borrower}`)).json().data.orders;
    expect(orders).toEqual([expect.objectContaining({ orderId, status: 21, amount: 1_000_000 })]);

    const doc = await t.app.inject({
      url: `/film/loan/document?${borrower}&kind=key_facts&orderId=${orderId}`,
    });
    const issued = doc.json().data;
    expect(issued.title).toBe('Key fact statement');
    expect(issued.issuedAt).toBeTruthy();
    expect(JSON.stringify(issued.sections)).toContain('₹10,000');

    // The database itself refuses to rewrite or drop what was issued.
    await expect(
      t.db.query(`update order_documents set title = 'changed' where order_id = $1`, [orderId]),
    ).rejects.toThrow(/kept as issued/);
    await expect(
      t.db.query('delete from order_documents where order_id = $1', [orderId]),
    ).rejects.toThrow(/kept as issued/);

    // What was agreed stays as issued, whatever the product's pricing becomes.
    await t.db.query(
      `update products set pricing = jsonb_set(pricing, '{processingFeeBps}', '500') where id = 2`,
    );
    const again = await t.app.inject({
      url: `/film/loan/document?${borrower}&kind=key_facts&orderId=${orderId}`,
    });
    expect(again.json().data).toEqual(issued);
  });

  raceIt(kind)('creates one order of five confirmations sent at once', async () => {
    t = await makeTestApp(kind);
    const borrower = await fresh('IN');
    const push = () => confirm120Days(borrower);
    const results = await Promise.all([push(), push(), push(), push(), push()]);
    const ids = new Set(results.map((r) => r.data.orderId));
    expect(ids.size).toBe(1);
    const orders = (await post(`/film/order/list?${borrower}`)).json().data.orders;
    expect(orders.map((o: { orderId: number }) => o.orderId)).toEqual([...ids]);
  });

  it("never shows another borrower's documents", async () => {
    t = await makeTestApp(kind);
    const borrower = await fresh('IN');
    const orderId = (await injectPush(t, borrower, { productId: 1, amount: 500_000, periods: 91 }))
      .data.orderId;
    const other = await t.app.inject({
      url: `/film/loan/document?${IN}&kind=agreement&orderId=${orderId}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      code: 404,
      data: null,
      message: 'We could not find that document.',
    });
  });

  it('lists the agreements of scene 3 and jumps to each, filled in with the loan', async () => {
    t = await makeTestApp(kind);
    const list = (await post(`/v3/contract/contract?${IN}`, { productId: 1, scene: 3 })).json()
      .data;
    expect(list).toEqual([
      { title: 'Loan agreement', position: 0 },
      { title: 'Key fact statement', position: 1 },
    ]);
    expect(
      (await post(`/v3/contract/contract?${IN}`, { productId: 1, scene: 1 })).json().data,
    ).toEqual([]);
    const jump = await post(`/v3/contract/contract-jump?${IN}`, {
      productId: 1,
      scene: 3,
      position: 1,
      amount: 500_000,
      periods: 91,
    });
    expect(jump.json().data).toEqual({
      contract_url: '/loanAgreement?kind=key_facts&productId=1&amount=500000&periods=91',
    });
    expect(
      (await post(`/v3/contract/contract-jump?${IN}`, { productId: 1, scene: 3, position: 7 }))
        .statusCode,
    ).toBe(404);

    const draft = (
      await t.app.inject({
        url: `/film/loan/document?${IN}&kind=agreement&productId=1&amount=500000&periods=91`,
      })
    ).json().data;
    expect(draft.title).toBe('Loan agreement');
    expect(draft.issuedAt).toBeUndefined();
    expect(JSON.stringify(draft.sections)).toContain('₹5,000');
  });
});

describe('the borrower’s documents', () => {
  it('lists what each confirmed loan issued and downloads it as a standalone file', async () => {
    const t = await makeTestApp('pglite');
    try {
      const s = (
        await t.app.inject({ method: 'POST', url: '/film/dev/sessions', payload: { market: 'ID' } })
      ).json().data;
      const b = `sessionId=${s.sessionId}`;
      const empty = await t.app.inject({ method: 'POST', url: `/film/loan/documents?${b}` });
      expect(empty.json().data).toEqual([]);
      const { orderId } = (
        await injectPush(t, b, { productId: 4, amount: 200_000_000, periods: 91 })
      ).data;

      const list = (await t.app.inject({ method: 'POST', url: `/film/loan/documents?${b}` })).json()
        .data;
      expect(list).toEqual([
        {
          orderId,
          productName: 'Tenora Kilat',
          amount: 200_000_000,
          market: 'ID',
          issuedAt: '2026-11-21T06:00:00.000Z',
          // Under review: not paid out, so no statement of account yet.
          disbursed: false,
          documents: [
            { kind: 'agreement', title: 'Perjanjian pinjaman' },
            { kind: 'key_facts', title: 'Ringkasan Informasi Produk dan Layanan (RIPLAY)' },
          ],
        },
      ]);

      const file = await t.app.inject({
        url: `/film/loan/document/file?${b}&kind=agreement&orderId=${orderId}`,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="tenora-${orderId}-loan-agreement.html"`,
      );
      expect(file.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(file.body).toContain('<title>Perjanjian pinjaman</title>');
      expect(file.body).toContain('Rp\u00a02.000.000');
      expect(file.body).toContain('Diterbitkan 21 Nov 2026');
      expect(file.body).not.toContain('<script');

      const other = await t.app.inject({
        url: `/film/loan/document/file?${IN}&kind=agreement&orderId=${orderId}`,
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe(404);
    } finally {
      await t.close();
    }
  });
});
