import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, IN, ID, makeTestApp, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('products on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  it("recommends the borrower's market's products, formatted in its currency", async () => {
    t = await makeTestApp(kind);
    const res = await post(`/indah/v3/product/recommend-product-list?${IN}`, { scene: 'home' });
    expect(res.json().code).toBe('00');
    const list = res.json().data;
    expect(list.map((p: { productName: string }) => p.productName)).toEqual([
      'Tenora Flexi',
      'Tenora Salary Advance',
      'Tenora Plus',
    ]);
    expect(list[0]).toEqual({
      id: 1,
      productLogo: '/products/flexi.svg',
      productName: 'Tenora Flexi',
      buttonStatus: 1,
      // The demo borrower's Flexi application is under review: the card says so.
      buttonText: 'Application under review',
      amountRange: '₹2,000 – ₹80,000',
      amountRangeDes: 'Loan amount',
      loan_rate: '24% a year, 3% processing fee',
      productDesc:
        'Credited in 1 to 3 days. Repay in 3 instalments spread over the term you choose.',
      productTags: ['No collateral', 'Instant decision'],
    });
    // A product closed for the day stays listed, not tappable, with a reason in the borrower's words.
    expect(list[1]).toMatchObject({ buttonStatus: 1, buttonText: 'Apply now' });
    expect(list[2]).toMatchObject({ buttonStatus: 0, buttonText: 'Full today' });

    const id = (await post(`/indah/v3/product/recommend-product-list?${ID}`)).json().data;
    expect(id[0]).toMatchObject({
      productName: 'Tenora Kilat',
      amountRange: 'Rp\u00a01.000.000 – Rp\u00a05.000.000',
    });
    expect(id[2]).toMatchObject({ buttonStatus: 0, buttonText: 'Kuota habis' });
  });

  it('answers an empty list for a placement with no products', async () => {
    t = await makeTestApp(kind);
    const res = await post(`/indah/v3/product/recommend-product-list?${IN}`, {
      scene: 'banner_fudai',
    });
    expect(res.json()).toEqual({ code: '00', data: [], message: '' });
  });

  it('applies: records the tap and answers our confirm page', async () => {
    t = await makeTestApp(kind);
    const res = await post(`/indah/v3/product/apply?${IN}`, {
      product_id: '2',
      module_id: '300',
      scene: 'home',
    });
    expect(res.json()).toEqual({
      code: '00',
      data: { url: '/loanConfirm?productId=2' },
      message: '',
    });
    const events = await t.db.query(
      'select user_id, product_id, source, module_id from product_events',
    );
    expect(events).toEqual([{ user_id: 1, product_id: 2, source: 'apply', module_id: 300 }]);
  });

  it("refuses a closed product and another market's product", async () => {
    t = await makeTestApp(kind);
    const closed = await post(`/indah/v3/product/apply?${IN}`, { product_id: 3, module_id: 300 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({
      code: '01',
      data: null,
      message: 'Applications for this product are full today. Please try again tomorrow.',
    });
    const foreign = await post(`/indah/v3/product/apply?${IN}`, { product_id: 4, module_id: 300 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      code: '404',
      data: null,
      message: 'This loan product is not available.',
    });
  });

  it('stores page and service events for the signed-in borrower', async () => {
    t = await makeTestApp(kind);
    expect(
      (
        await post(`/indah/pageEvent/save?${ID}`, { productId: 5, moduleId: 301, positionId: 1 })
      ).json(),
    ).toEqual({
      code: '00',
      data: null,
      message: '',
    });
    await post(`/service/event/save?${ID}`, { productId: 5, moduleId: 30, positionId: 0 });
    const events = await t.db.query(
      'select user_id, source, module_id, position_id from product_events order by id',
    );
    expect(events).toEqual([
      { user_id: 2, source: 'page', module_id: 301, position_id: 1 },
      { user_id: 2, source: 'service', module_id: 30, position_id: 0 },
    ]);
    const missing = await post(`/service/event/save?${ID}`, { productId: 5 });
    expect(missing.json()).toEqual({ code: '400', data: null, message: 'moduleId wajib diisi.' });
  });

  it('keeps answering old clients on /gopia/goya/define through the apply flow', async () => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: `/gopia/goya/define?${IN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'facilitating=1&onesided=301&believe=banner_jingzhun',
    });
    expect(res.json()).toEqual({ code: '00', data: '/loanConfirm?productId=1', message: '' });
    const undefinedValues = await t.app.inject({
      method: 'POST',
      url: `/gopia/goya/define?${IN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'facilitating=undefined&onesided=undefined',
    });
    expect(undefinedValues.json()).toEqual({
      code: '400',
      data: null,
      message: 'facilitating must be a whole number.',
    });
  });

  it('needs a session', async () => {
    t = await makeTestApp(kind);
    const res = await post('/indah/v3/product/recommend-product-list');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('401');
  });
});
