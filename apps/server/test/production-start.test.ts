import { describe, expect, it } from 'vitest';
import { DEMO_SESSION_IDS } from '../src/db/seed.ts';
import { appsClosedAfterEach, DB_KINDS, PRODUCTION_ENV, type TestApp } from './helper.ts';

/** What a production server does at start to a database first seeded in development. */
describe.each(DB_KINDS)('a production start on %s', (kind) => {
  const open = appsClosedAfterEach();
  const orders = (t: TestApp, sessionId: string) =>
    t.app.inject({ method: 'POST', url: `/film/order/list?sessionId=${sessionId}` });

  it('ends the demo borrowers’ sessions, which the README prints, and says so', async () => {
    const dev = await open(kind);
    const own = (
      await dev.app.inject({ method: 'POST', url: '/film/dev/sessions', payload: { market: 'ID' } })
    ).json().data;
    expect(DEMO_SESSION_IDS).toEqual(['demo-in', 'demo-id', 'demo-in-new', 'demo-id-new']);
    for (const id of DEMO_SESSION_IDS) expect((await orders(dev, id)).statusCode).toBe(200);

    const prod = await open(kind, { env: PRODUCTION_ENV, db: dev.db });
    for (const id of DEMO_SESSION_IDS) {
      const res = await orders(prod, id);
      expect(res.statusCode, id).toBe(401);
    }
    // A borrower's own session is no demo: it goes on working.
    expect((await orders(prod, own.sessionId)).statusCode).toBe(200);
    expect(prod.logs()).toContain('demo borrower sessions ended');
    const audit = await prod.db.query<{ staff_id: number | null; object_id: string }>(
      `select staff_id, object_id from audit_log where action = 'borrower.demoSessionEnded'
        order by object_id`,
    );
    expect(audit).toEqual(['1', '2', '3', '4'].map((id) => ({ staff_id: null, object_id: id })));

    // The next start finds none left, and has nothing to say.
    const again = await open(kind, { env: PRODUCTION_ENV, db: dev.db });
    expect(again.logs()).not.toContain('demo borrower sessions ended');
  });
});
