import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, makeTestApp, TEST_NOW, type TestApp } from './helper.ts';
import { ops, staffSession } from './ops-helper.ts';

/**
 * docs/api.md, loan confirmation: the documents' identity is the sha256, in hex, of the two
 * documents (agreement, then key fact statement) as `/film/loan/document` answers them, without
 * `issuedAt` and `orderId`, written as JSON with every object's keys in order.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
const idOf = (docs: Record<string, unknown>[]) =>
  createHash('sha256')
    .update(canonical(docs.map(({ issuedAt: _i, orderId: _o, ...content }) => content)))
    .digest('hex');

const MARKETS = {
  IN: {
    terms: { productId: 2, amount: 1_000_000, periods: 91 },
    loanNumber: (n: number) => `Loan account number: ${n}`,
    noNumberYet: 'Loan account number: given when you confirm the loan.',
    consentRequired:
      'Please read the key fact statement and the loan agreement, and tick that you agree to them, to take this loan.',
    documentsChanged:
      'The terms of this loan have changed since you read them. Please read the key fact statement and the loan agreement again before you confirm.',
  },
  ID: {
    terms: { productId: 4, amount: 200_000_000, periods: 91 },
    loanNumber: (n: number) => `Nomor pinjaman: ${n}`,
    noNumberYet: 'Nomor pinjaman: diberikan saat Anda mengonfirmasi pinjaman.',
    consentRequired:
      'Silakan baca RIPLAY dan perjanjian pinjaman, lalu centang bahwa Anda menyetujuinya, untuk mengambil pinjaman ini.',
    documentsChanged:
      'Ketentuan pinjaman ini telah berubah sejak Anda membacanya. Silakan baca kembali RIPLAY dan perjanjian pinjaman sebelum konfirmasi.',
  },
} as const;

describe.each(DB_KINDS)('consent to a loan on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}, headers = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const fresh = async (market: 'IN' | 'ID') => {
    const s = (await post('/film/dev/sessions', { market })).json().data;
    return `sessionId=${s.sessionId}&userId=${s.userId}&appName=tenora-${market.toLowerCase()}`;
  };
  const offerFor = async (b: string, terms: Record<string, unknown>) =>
    (await post(`/v3/loan-confirm/loan-detail-confirm?${b}`, terms)).json().data;
  const push = (b: string, payload: Record<string, unknown>, headers = {}) =>
    post(`/v3/loan-confirm/loan-detail-push?${b}`, payload, headers);
  const ordersOf = async (b: string) =>
    (await post(`/film/order/list?${b}`)).json().data.orders as unknown[];
  const consentRows = () =>
    t.db.query<Record<string, unknown>>('select * from loan_consents order by order_id');

  it.each(['IN', 'ID'] as const)(
    '%s: refuses a loan without consent to the documents read, in the borrower’s language, and makes no order',
    async (market) => {
      t = await makeTestApp(kind);
      const m = MARKETS[market];
      const b = await fresh(market);
      const { documentsId, amountChoice } = await offerFor(b, m.terms);
      // Other terms: the least the borrower may borrow, whose documents say another amount.
      expect(amountChoice.min).not.toBe(m.terms.amount);
      const other = await offerFor(b, { ...m.terms, amount: amountChoice.min });
      expect(documentsId).toMatch(/^[0-9a-f]{64}$/);
      expect(other.documentsId).not.toBe(documentsId);

      const refusals = [
        [{ ...m.terms, documentsId }, m.consentRequired],
        [{ ...m.terms, consent: 0, documentsId }, m.consentRequired],
        [{ ...m.terms, consent: 1 }, m.consentRequired],
        [{ ...m.terms, consent: 1, documentsId: '' }, m.consentRequired],
        // The documents of other terms, and an id no document has.
        [{ ...m.terms, consent: 1, documentsId: other.documentsId }, m.documentsChanged],
        [{ ...m.terms, consent: 1, documentsId: 'f'.repeat(64) }, m.documentsChanged],
      ] as const;
      for (const [payload, message] of refusals) {
        const res = await push(b, payload);
        expect(res.statusCode).toBe(200);
        expect(res.json(), JSON.stringify(payload)).toEqual({ code: '01', data: null, message });
      }
      expect(await ordersOf(b)).toEqual([]);
      expect(await consentRows()).toEqual([]);
    },
  );

  it('refuses documents read before the terms changed, and takes the ones shown now', async () => {
    t = await makeTestApp(kind);
    const m = MARKETS.IN;
    const b = await fresh('IN');
    const before = (await offerFor(b, m.terms)).documentsId;
    // The lender changes the product's fee while the borrower is on the confirm screen.
    await t.db.query(
      `update products set pricing = jsonb_set(pricing, '{processingFeeBps}', '500') where id = $1`,
      [m.terms.productId],
    );
    const stale = await push(b, { ...m.terms, consent: 1, documentsId: before });
    expect(stale.json().message).toBe(m.documentsChanged);
    expect(await ordersOf(b)).toEqual([]);

    const now = (await offerFor(b, m.terms)).documentsId;
    expect(now).not.toBe(before);
    expect((await push(b, { ...m.terms, consent: 1, documentsId: now })).json().code).toBe('00');
  });

  it.each(['IN', 'ID'] as const)(
    '%s: keeps the consent with the order: documents, server time, address, device and app version, which the console shows',
    async (market) => {
      t = await makeTestApp(kind);
      const m = MARKETS[market];
      // The native shell's session parameters ride in the address, as on every call.
      const b = `${await fresh(market)}&deviceId=pixel-8-a1b2&appVersion=3.4.1`;
      const { documentsId } = await offerFor(b, m.terms);
      const userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) TenoraApp/3.4.1';
      const res = await t.app.inject({
        method: 'POST',
        url: `/v3/loan-confirm/loan-detail-push?${b}`,
        payload: { ...m.terms, termUnit: 'day', consent: '1', documentsId },
        headers: { 'user-agent': userAgent },
        remoteAddress: '203.0.113.7',
      });
      expect(res.json().code).toBe('00');
      const { orderId } = res.json().data;

      const staff = await staffSession(t, ['credit']);
      const found = (
        await ops(t, staff, 'GET', `/film/ops/borrowers/lookup?orderId=${orderId}`)
      ).json().data.borrower;
      expect(found.orders).toEqual([
        expect.objectContaining({
          orderId,
          consent: {
            at: TEST_NOW.toISOString(),
            documentsId,
            address: '203.0.113.7',
            userAgent,
            deviceId: 'pixel-8-a1b2',
            appVersion: '3.4.1',
          },
        }),
      ]);
      // An order made before consent was kept says so, rather than inventing one.
      const seeded = (await ops(t, staff, 'GET', '/film/ops/borrowers/lookup?orderId=1001')).json()
        .data.borrower.orders;
      expect(seeded.find((o: { orderId: number }) => o.orderId === 1001).consent).toBeNull();

      // Confirmed again, the borrower lands on the same application, with its one consent.
      const again = await push(b, { ...m.terms, consent: 1, documentsId });
      expect(again.json().data.orderId).toBe(orderId);
      expect(await consentRows()).toHaveLength(1);
      // What was agreed to is kept as given.
      await expect(
        t.db.query(`update loan_consents set address = '0.0.0.0' where order_id = $1`, [orderId]),
      ).rejects.toThrow(/kept as given/);
    },
  );

  it.each(['IN', 'ID'] as const)(
    '%s: issues with the loan exactly the documents the borrower read and acknowledged',
    async (market) => {
      t = await makeTestApp(kind);
      const m = MARKETS[market];
      const b = await fresh(market);
      const { documentsId } = await offerFor(b, m.terms);
      const doc = async (query: string) =>
        (await t.app.inject({ url: `/film/loan/document?${b}&${query}` })).json().data;
      const terms = `productId=${m.terms.productId}&amount=${m.terms.amount}&periods=${m.terms.periods}`;
      const shown = [await doc(`kind=agreement&${terms}`), await doc(`kind=key_facts&${terms}`)];
      expect(idOf(shown)).toBe(documentsId);

      const pushed = await push(b, { ...m.terms, consent: 1, documentsId });
      const { orderId } = pushed.json().data;
      const issued = [
        await doc(`kind=agreement&orderId=${orderId}`),
        await doc(`kind=key_facts&orderId=${orderId}`),
      ];
      expect(issued.map((d) => d.issuedAt)).toEqual([
        TEST_NOW.toISOString(),
        TEST_NOW.toISOString(),
      ]);
      // Issued, they carry the loan's number where the documents read said it would come: that
      // line apart, they are word for word the documents acknowledged.
      const numbered = JSON.stringify(issued);
      expect(numbered).toContain(m.loanNumber(orderId));
      const unnumbered = JSON.parse(numbered.replaceAll(m.loanNumber(orderId), m.noNumberYet));
      expect(idOf(unnumbered)).toBe(documentsId);
      expect(idOf(issued)).not.toBe(documentsId);
      expect((await consentRows())[0]).toMatchObject({ documents_id: documentsId });
    },
  );

  it('refuses an app version longer than the app keeps, in words', async () => {
    t = await makeTestApp(kind);
    const m = MARKETS.IN;
    const b = await fresh('IN');
    const { documentsId } = await offerFor(b, m.terms);
    const res = await push(`${b}&appVersion=${'9'.repeat(300)}`, {
      ...m.terms,
      consent: 1,
      documentsId,
    });
    expect(res.json()).toMatchObject({
      code: '400',
      message: 'appVersion must be at most 256 characters.',
    });
    expect(await ordersOf(b)).toEqual([]);
  });
});
