import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, makeTestApp, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('joint-login failure on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const form = (url: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  it("offers the app's market's loans without a session, a closed one not clickable", async () => {
    t = await makeTestApp(kind);
    const res = await form(
      '/indah/stand/targeted?appName=tenora-id&utm_source=partner',
      'allow=abc123',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('0');
    expect(body.data.title).toBe('Kami tidak dapat memproses masuk Anda');
    expect(
      body.data.products.map((p: { name: string; clickable: number }) => [p.name, p.clickable]),
    ).toEqual([
      ['Tenora Kilat', 1],
      ['Tenora Cicil', 1],
      ['Tenora Plus', 0],
    ]);
    expect(body.data.products[0]).toMatchObject({
      rangeText: 'Rp\u00a01.000.000 – Rp\u00a05.000.000',
      entryId: 0,
    });
  });

  it('records the tap and answers where to apply; a closed product says why', async () => {
    t = await makeTestApp(kind);
    expect(
      (
        await form('/indah/stand/necessity?appName=tenora-in', 'approaches=18&movement=1&allow=abc')
      ).json(),
    ).toEqual({
      code: '0',
      data: null,
      message: '',
    });
    expect(await t.db.query('select allow, approaches, movement from joint_events')).toEqual([
      { allow: 'abc', approaches: 18, movement: 1 },
    ]);
    // No session here: the visitor registers on the market's landing page first.
    expect((await form('/indah/stand/joint?appName=tenora-in', 'allow=2')).json().data).toEqual({
      url: '/registerTemplate?id=1&productId=2',
    });
    expect((await form('/indah/stand/joint?appName=tenora-id', 'allow=5')).json().data).toEqual({
      url: '/registerTemplate?id=2&productId=5',
    });
    const closed = (await form('/indah/stand/joint?appName=tenora-in', 'allow=3')).json();
    expect(closed).toEqual({
      code: '1',
      data: null,
      message: 'Applications for this product are full today. Please try again tomorrow.',
    });
    expect((await form('/indah/stand/joint?appName=tenora-in', 'allow=4')).json().code).toBe('404');
  });
});
