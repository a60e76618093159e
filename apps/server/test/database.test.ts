import { afterEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed.ts';
import { openPostgres } from '../src/platform/db.ts';
import { migrate } from '../src/platform/migrate.ts';
import { DB_KINDS, IN, ID, makeTestApp, PG_URL, type TestApp } from './helper.ts';

describe.each(DB_KINDS)('database on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('migrates once: a second run applies nothing and keeps the data', async () => {
    t = await makeTestApp(kind);
    expect(await migrate(t.db)).toEqual([]);
    const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from orders');
    expect(row?.n).toBe(20);
  });

  it('seeds once: a second start does not duplicate the demo data', async () => {
    t = await makeTestApp(kind);
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          'select (select count(*) from users) + (select count(*) from orders) + (select count(*) from products) + (select count(*) from sessions) as n',
        )
      )[0]?.n;
    const before = await count();
    expect(await seedDemo(t.db, t.clock)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('gives each demo borrower an order in every status', async () => {
    t = await makeTestApp(kind);
    for (const params of [IN, ID]) {
      const res = await t.app.inject({ method: 'POST', url: `/film/order/list?${params}` });
      const statuses = res
        .json()
        .data.orders.map((o: { status: number }) => o.status)
        .sort((a: number, b: number) => a - b);
      expect(statuses).toEqual([3, 4, 5, 21, 110, 151, 170, 174, 180, 200]);
    }
  });

  it('continues ids after the seeded ones', async () => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: '/film/dev/sessions',
      payload: { market: 'IN' },
    });
    expect(res.json().data.userId).toBe(5);
  });
});

describe.runIf(PG_URL)('PostgreSQL connections', () => {
  it('parse each statement once, however often it runs (decision 042)', async () => {
    const db = await openPostgres(PG_URL ?? '', { max: 1 });
    try {
      for (const n of [1, 2, 3])
        expect(await db.query('select $1::int as n', [n])).toEqual([{ n }]);
      const prepared = await db.query<{ statements: number }>(
        "select count(*)::int as statements from pg_prepared_statements where statement = 'select $1::int as n'",
      );
      expect(prepared).toEqual([{ statements: 1 }]);
    } finally {
      await db.close();
    }
  });
});
