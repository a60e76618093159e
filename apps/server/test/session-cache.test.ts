import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helper.ts';

/**
 * A session found in the database is trusted for a few seconds without asking again
 * (docs/decisions/041-session-cache.md): its expiry still holds at once, and a session removed from
 * the database stops working within that time.
 */
describe('sessions held for a few seconds', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  async function orders(session: string) {
    return (
      await t.app.inject({
        method: 'POST',
        url: `/film/order/list?sessionId=${session}`,
        payload: {},
      })
    ).statusCode;
  }

  it('stops a session removed from the database within the time it is held', async () => {
    t = await makeTestApp('pglite', { env: { SESSION_CACHE_SECONDS: '1' } });
    const s = (
      await t.app.inject({ method: 'POST', url: '/film/dev/sessions', payload: { market: 'IN' } })
    ).json().data;
    expect(await orders(s.sessionId)).toBe(200);
    await t.db.query('delete from sessions where user_id = $1', [s.userId]);
    // Held: the next call within the second does not ask the database.
    expect(await orders(s.sessionId)).toBe(200);
    await sleep(1_100);
    expect(await orders(s.sessionId)).toBe(401);
  });

  it('refuses an expired session at once, held or not', async () => {
    t = await makeTestApp('pglite', { env: { SESSION_TTL_HOURS: '1' } });
    const s = (
      await t.app.inject({ method: 'POST', url: '/film/dev/sessions', payload: { market: 'ID' } })
    ).json().data;
    expect(await orders(s.sessionId)).toBe(200);
    t.clock.advanceMinutes(61);
    expect(await orders(s.sessionId)).toBe(401);
  });

  it('asks the database every time when holding is off', async () => {
    t = await makeTestApp('pglite', { env: { SESSION_CACHE_SECONDS: '0' } });
    const s = (
      await t.app.inject({ method: 'POST', url: '/film/dev/sessions', payload: { market: 'IN' } })
    ).json().data;
    expect(await orders(s.sessionId)).toBe(200);
    await t.db.query('delete from sessions where user_id = $1', [s.userId]);
    expect(await orders(s.sessionId)).toBe(401);
  });
});
