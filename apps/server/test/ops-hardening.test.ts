import { afterEach, describe, expect, it } from 'vitest';
import { DEV_STAFF } from '../src/modules/staff/index.ts';
import { DB_KINDS, makeTestApp, PRODUCTION_ENV, type TestApp } from './helper.ts';
import { signIn } from './ops-helper.ts';

/** Findings of issue 16's security review, each held by a test here (decisions 070–072). */
describe.each(DB_KINDS)('the console’s hardening on %s', (kind) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const a of apps.splice(0).reverse()) await a.close();
  });
  const open = async (...args: Parameters<typeof makeTestApp>) => {
    const t = await makeTestApp(...args);
    apps.push(t);
    return t;
  };

  it('disables the development accounts when production starts on a database holding them', async () => {
    const dev = await open(kind);
    const [admin] = DEV_STAFF;
    if (!admin) throw new Error('no development admin');
    const s = await signIn(dev, admin.email, admin.password);
    const prod = await open(kind, { env: PRODUCTION_ENV, db: dev.db });
    const rows = await prod.db.query<{ email: string; disabled: boolean }>(
      'select email, disabled from staff where id = $1',
      [s.id],
    );
    expect(rows).toEqual([{ email: admin.email, disabled: true }]);
    expect(await prod.db.query('select 1 from staff_sessions where staff_id = $1', [s.id])).toEqual(
      [],
    );
    const again = await prod.app.inject({
      method: 'POST',
      url: '/film/ops/sign-in',
      payload: { email: admin.email, password: admin.password },
    });
    expect(again.statusCode).toBe(401);
    const audit = await prod.db.query<{ staff_id: number | null; object_id: string }>(
      `select staff_id, object_id from audit_log where action = 'staff.devAccountDisabled'`,
    );
    expect(audit).toHaveLength(DEV_STAFF.length);
    expect(audit).toContainEqual({ staff_id: null, object_id: String(s.id) });
    expect(prod.logs()).toContain('development staff account disabled');
  });
});
