import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/platform/db.ts';
import { DatabaseBusy } from '../src/platform/errors.ts';
import { DB_KINDS, ID, IN, makeTestApp, type TestApp } from './helper.ts';

/** Short waits, so that a test sees them pass; production's are seconds (decision 089). */
const SHORT = {
  DATABASE_STATEMENT_TIMEOUT_MS: '1500',
  DATABASE_LOCK_TIMEOUT_MS: '500',
  DATABASE_WAIT_TIMEOUT_MS: '700',
};
const BUSY = {
  en: 'Tenora is busy right now. Please try again in a few seconds.',
  id: 'Tenora sedang sibuk. Silakan coba lagi dalam beberapa detik.',
};

/** How long a call took, with its answer. */
async function timed<T>(call: Promise<T>): Promise<{ ms: number; res: T }> {
  const start = performance.now();
  const res = await call;
  return { ms: performance.now() - start, res };
}

/** Something that holds the database until the test lets go, and then a while longer at most. */
function holder(maxMs: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, maxMs);
  });
  return { released, release };
}

describe.each(DB_KINDS)('a database that does not answer in time, on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('answers calls 503 with Retry-After within the wait while a transaction holds the only connection, and /healthz says the database is slow', async () => {
    // One connection, held by a transaction waiting on something else: calls queue behind it.
    t = await makeTestApp(kind, { env: { ...SHORT, DATABASE_POOL_SIZE: '1' } });
    const hold = holder(8000);
    let entered!: () => void;
    const holding = new Promise<void>((resolve) => (entered = resolve));
    const held = t.db.transaction(async (tx) => {
      await tx.query('select 1');
      entered();
      await hold.released;
    });
    await holding;
    try {
      const [orders, repay, health] = await Promise.all([
        timed(t.app.inject({ method: 'POST', url: `/film/order/list?${IN}` })),
        timed(t.app.inject({ method: 'POST', url: `/pay/loan/repayment-way?${ID}&lang=id-ID` })),
        timed(t.app.inject({ url: '/healthz' })),
      ]);
      expect(orders.res.statusCode, orders.res.body).toBe(503);
      expect(orders.res.headers['retry-after']).toBe('5');
      expect(orders.res.json()).toEqual({ code: 503, data: null, message: BUSY.en });
      expect(orders.ms).toBeLessThan(2500);
      expect(repay.res.statusCode).toBe(503);
      expect(repay.res.json()).toEqual({ code: '503', data: null, message: BUSY.id });
      expect(health.res.statusCode).toBe(200);
      expect(health.res.json()).toEqual({ status: 'slow' });
      expect(health.ms).toBeLessThan(2000);
    } finally {
      hold.release();
      await held;
    }
    // Once it is let go, the next call is served as ever.
    const after = await t.app.inject({ method: 'POST', url: `/film/order/list?${IN}` });
    expect(after.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect(t.logs()).toContain('database busy');
    expect(t.logs()).not.toContain('request failed');
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('PostgreSQL under a lock held elsewhere', () => {
  let t: TestApp;
  let other: pg.Client | undefined;
  afterEach(async () => {
    await other?.end().catch(() => undefined);
    other = undefined;
    await t?.close();
  });

  it('answers 503 with Retry-After within the lock timeout, and /healthz meanwhile', async () => {
    t = await makeTestApp('postgres', { env: { ...SHORT, DATABASE_POOL_SIZE: '4' } });
    // A second client, as a migration or an operator's console would be, locks the orders.
    other = new pg.Client({ connectionString: t.dbUrl });
    await other.connect();
    await other.query('begin');
    await other.query('lock table orders in access exclusive mode');
    const unlock = setTimeout(() => void other?.query('rollback'), 8000);
    try {
      // More calls than the pool has connections, and a health check among them.
      const [health, ...calls] = await Promise.all([
        timed(t.app.inject({ url: '/healthz' })),
        ...[...Array(6).keys()].map(() =>
          timed(t.app.inject({ method: 'POST', url: `/film/order/list?${IN}` })),
        ),
      ]);
      for (const { res, ms } of calls) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ code: 503, data: null, message: BUSY.en });
        expect(ms).toBeLessThan(3000);
      }
      // It answers within its second, whether or not a connection came free in that time.
      expect(health.res.statusCode).toBe(200);
      expect(['ok', 'slow']).toContain(health.res.json().status);
      expect(health.ms).toBeLessThan(1500);
      const meanwhile = await timed(t.app.inject({ url: '/healthz' }));
      expect(meanwhile.res.json()).toEqual({ status: 'ok' });
    } finally {
      clearTimeout(unlock);
      await other.query('rollback');
    }
    const after = await t.app.inject({ method: 'POST', url: `/film/order/list?${IN}` });
    expect(after.statusCode).toBe(200);
    expect(t.logs()).not.toContain('request failed');
  });

  it('cancels a statement past its limit, and gives up waiting for a connection', async () => {
    t = await makeTestApp('postgres');
    const db = await openPostgres(t.dbUrl ?? '', {
      max: 1,
      timeouts: { statementMs: 300, lockMs: 200, waitMs: 300 },
    });
    try {
      const slow = await timed(db.query('select pg_sleep(5)').catch((err: unknown) => err));
      expect(slow.res).toBeInstanceOf(DatabaseBusy);
      expect((slow.res as DatabaseBusy).reason).toBe('statement');
      expect(slow.ms).toBeLessThan(2000);

      const hold = holder(5000);
      const held = db.transaction(() => hold.released);
      const waited = await timed(db.query('select 1').catch((err: unknown) => err));
      hold.release();
      await held;
      expect(waited.res).toBeInstanceOf(DatabaseBusy);
      expect((waited.res as DatabaseBusy).reason).toBe('wait');
      expect(waited.ms).toBeLessThan(2000);
      // The connection the wait gave up on is whole: the next call is answered.
      expect(await db.query('select 1 as n')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });
});
