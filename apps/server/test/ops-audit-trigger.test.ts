import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDb, TEST_NOW, type TestDb } from './helper.ts';

/** The audit log is append-only on both databases: the trigger refuses every other change. */
describe.each(DB_KINDS)('the audit log on %s', (kind) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.dispose();
    t = undefined;
  });

  it('takes inserts and refuses update, delete and truncate', async () => {
    t = await openTestDb(kind, false);
    const { db } = t;
    await db.query(
      `insert into audit_log (at, staff_id, action, object_type, object_id, before, after)
       values ($1, null, 'test.write', 'thing', '1', null, '{"a":1}'::jsonb)`,
      [TEST_NOW],
    );
    await expect(db.query(`update audit_log set action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(db.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(db.query('truncate audit_log')).rejects.toThrow(/append-only/);
    const rows = await db.query<{ action: string }>('select action from audit_log');
    expect(rows).toEqual([{ action: 'test.write' }]);
  });
});
