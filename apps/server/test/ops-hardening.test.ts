import { describe, expect, it } from 'vitest';
import { qaRecordsForOps } from '../src/modules/chatbot/index.ts';
import { DEV_STAFF } from '../src/modules/staff/index.ts';
import { PAIR_FAILURES, SIGN_IN_WINDOW_MINUTES } from '../src/platform/staff-sign-in-guard.ts';
import {
  appsClosedAfterEach,
  DB_KINDS,
  disbursedLoan,
  IN,
  PRODUCTION_ENV,
  raceIt,
  type TestApp,
} from './helper.ts';
import { ops, signIn, STAFF_PASSWORD, staffSession, staffWith } from './ops-helper.ts';

const signInWith = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/film/ops/sign-in', payload: { email, password } });

/** Findings of a security review of the console, each held by a test here (decisions 070–072). */
describe.each(DB_KINDS)('the console’s hardening on %s', (kind) => {
  const open = appsClosedAfterEach();

  it('disables the development accounts when production starts on a database holding them', async () => {
    const dev = await open(kind);
    const [admin] = DEV_STAFF;
    if (!admin) throw new Error('no development admin');
    const s = await signIn(dev, admin.email, admin.password);
    // In production the console lives on a host of its own (decision 073, on main).
    const prod = await open(kind, {
      env: { ...PRODUCTION_ENV, CONSOLE_HOST: 'localhost' },
      db: dev.db,
    });
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

  it('locks an unknown e-mail after repeated failures, as it locks an account', async () => {
    const t = await open(kind);
    const real = await staffWith(t, ['agent']);
    const answers = async (email: string) => {
      const out: { status: number; code: number; message: string }[] = [];
      for (let i = 0; i <= PAIR_FAILURES; i++) {
        const res = await signInWith(t, email, 'a wrong password');
        out.push({ status: res.statusCode, code: res.json().code, message: res.json().message });
      }
      return out;
    };
    const known = await answers(real.email);
    const unknown = await answers('Nobody@Staff.test');
    expect(unknown).toEqual(known);
    expect(unknown.at(-1)?.status).toBe(429);
    expect(unknown.at(-2)?.status).toBe(401);
    expect(unknown[0]?.status).toBe(401);
    // The e-mail is counted whatever its case, and the lock ends when an account's would.
    expect((await signInWith(t, 'nobody@staff.test', 'x')).statusCode).toBe(429);
    t.clock.advanceMinutes(SIGN_IN_WINDOW_MINUTES);
    expect((await signInWith(t, 'nobody@staff.test', 'x')).statusCode).toBe(401);
    expect((await signInWith(t, real.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('audits sign-in, failures, the lock and sign-out, never the password', async () => {
    const t = await open(kind);
    const admin = await staffSession(t, ['admin']);
    const agent = await staffWith(t, ['agent']);
    for (let i = 0; i < PAIR_FAILURES; i++)
      await signInWith(t, agent.email, 'a wrong password ' + String(i));
    const other = await staffSession(t, ['credit']);
    expect((await ops(t, other, 'POST', '/film/ops/sign-out', {})).json().code).toBe(0);
    const res = await ops(t, admin, 'GET', '/film/ops/audit?objectType=staff');
    expect(res.json().code, res.body).toBe(0);
    const rows = res.json().data.rows as {
      action: string;
      staffId: number | null;
      objectId: string;
      after: unknown;
    }[];
    const of = (id: number) =>
      rows
        .filter((r) => r.objectId === String(id))
        .map((r) => [r.action, r.staffId])
        .reverse();
    expect(of(admin.id)).toEqual([
      ['staff.create', null],
      ['staff.signIn', admin.id],
    ]);
    expect(of(agent.id)).toEqual([
      ['staff.create', null],
      ...Array.from({ length: PAIR_FAILURES }, () => ['staff.signInFailed', null]),
      ['staff.locked', null],
    ]);
    expect(of(other.id)).toEqual([
      ['staff.create', null],
      ['staff.signIn', other.id],
      ['staff.signOut', other.id],
    ]);
    expect(rows.find((r) => r.action === 'staff.signInFailed')?.after).toEqual({
      email: agent.email,
    });
    expect(JSON.stringify(rows)).not.toMatch(/wrong password|argon2|correct horse/);
  });

  raceIt(kind)(
    'keeps an admin when two admins take each other’s admin role, or disable each other, at once',
    async () => {
      const t = await open(kind);
      const moves: ((other: number) => { url: string; payload: Record<string, unknown> })[] = [
        (other) => ({
          url: '/film/ops/staff/roles',
          payload: { staffId: other, roles: ['agent'] },
        }),
        (other) => ({
          url: '/film/ops/staff/disabled',
          payload: { staffId: other, disabled: true },
        }),
      ];
      for (let round = 0; round < 6; round++) {
        const a = await staffSession(t, ['admin']);
        const b = await staffSession(t, ['admin']);
        await t.db.query('update staff set disabled = true where id <> all($1::int[])', [
          [a.id, b.id],
        ]);
        const move = moves[round % moves.length];
        if (!move) throw new Error('no move');
        const answers = await Promise.all(
          [
            { s: a, other: b.id },
            { s: b, other: a.id },
          ].map(({ s, other }) => {
            const { url, payload } = move(other);
            return ops(t, s, 'POST', url, payload);
          }),
        );
        const admins = await t.db.query<{ n: number }>(
          `select count(*)::int as n from staff where 'admin' = any(roles) and not disabled`,
        );
        expect(admins).toEqual([{ n: 1 }]);
        // The loser is refused by the new check, or, when the winner committed first, finds
        // itself no longer an admin, or, disabled, no longer signed in.
        const codes = answers.map((r) => r.json().code).sort();
        const disables = move(0).url.endsWith('/disabled');
        expect([[0, 1], [0, 403], ...(disables ? [[0, 401]] : [])]).toContainEqual(codes);
      }
    },
  );

  it('takes the console’s credentials from a JSON body only, and never logs a password', async () => {
    const t = await open(kind);
    const member = await staffWith(t, ['agent']);
    const secret = encodeURIComponent(STAFF_PASSWORD);
    const inQuery = await t.app.inject({
      method: 'POST',
      url: `/film/ops/sign-in?email=${encodeURIComponent(member.email)}&password=${secret}`,
    });
    expect(inQuery.statusCode, inQuery.body).toBe(400);
    const mixed = await t.app.inject({
      method: 'POST',
      url: `/film/ops/sign-in?password=${secret}&csrfToken=abc`,
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(mixed.statusCode, mixed.body).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/film/ops/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(member.email)}&password=${secret}`,
    });
    expect(form.statusCode, form.body).toBe(400);
    expect((await signInWith(t, member.email, STAFF_PASSWORD)).statusCode).toBe(200);
    const logs = t.logs();
    expect(logs).toContain('password=[redacted]');
    expect(logs).toContain('csrfToken=[redacted]');
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(STAFF_PASSWORD);
  });

  it('hides from borrowers every entry under a retired category, however deep; old records still name it', async () => {
    const t = await open(kind);
    const agent = await staffSession(t, ['agent']);
    const texts = (title: string, keywords: string) => ({
      'en-IN': { title, alias: title, answer: `${title}: yes.`, keywords },
      'id-ID': { title: `${title} (id)`, alias: title, answer: 'Ya.', keywords },
    });
    const add = async (pid: number, actionType: number, title: string, keywords = 'none') => {
      const res = await ops(t, agent, 'POST', '/film/ops/chatbot/add', {
        market: 'IN',
        pid,
        actionType,
        texts: texts(title, keywords),
      });
      expect(res.json().code, res.body).toBe(0);
      return res.json().data.id as number;
    };
    const category = await add(0, 1, 'Gift vouchers');
    const sub = await add(category, 1, 'Voucher codes');
    const answer = await add(sub, 2, 'Redeem a voucher', 'zygomorph voucher redeem');
    const qa = (query: string) =>
      t.app.inject({ method: 'GET', url: `/h5-api/v3/user-problem/get-qa-list?${IN}${query}` });
    const typed = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/h5-api/v3/user-problem/qa-record?${IN}`,
          payload: { type: 4, value: 'zygomorph voucher' },
        })
      ).json().data.matched as { id: number } | null;
    expect(
      (await qa(`&pid=${sub}`)).json().data.answerList.map((e: { id: number }) => e.id),
    ).toEqual([answer]);
    expect((await typed())?.id).toBe(answer);

    const retired = await ops(t, agent, 'POST', '/film/ops/chatbot/retire', {
      id: category,
      retired: true,
    });
    expect(retired.json().code, retired.body).toBe(0);
    expect((await qa(`&pid=${sub}`)).statusCode).toBe(404);
    expect((await qa(`&pid=${answer}`)).statusCode).toBe(404);
    const top = (await qa('')).json().data.answerList.map((e: { id: number }) => e.id);
    expect(top).not.toContain(category);
    expect(await typed()).toBeNull();

    const [record] = await t.db.query<{ user_id: number }>(
      'select user_id from qa_records where matched_id = $1',
      [answer],
    );
    if (!record) throw new Error('no record');
    const old = await qaRecordsForOps(t.db, record.user_id, null);
    expect(old.map((r) => r.matched_title)).toContain('Redeem a voucher');

    await ops(t, agent, 'POST', '/film/ops/chatbot/retire', { id: category, retired: false });
    expect((await typed())?.id).toBe(answer);
  });

  it('moves only Tenora’s own orders: a legacy one is not found, by the console or the support API', async () => {
    const t = await open(kind);
    const credit = await staffSession(t, ['credit']);
    const { orderId } = await disbursedLoan(t, 'IN', undefined, { disburse: false });
    const legacy = await disbursedLoan(t, 'IN', undefined, { disburse: false });
    await t.db.query(`update orders set origin = 'legacy' where id = $1`, [legacy.orderId]);
    for (const action of ['approve', 'reject', 'disburse']) {
      const res = await ops(t, credit, 'POST', `/film/ops/loans/${action}`, {
        orderId: legacy.orderId,
        ...(action === 'reject' ? { reason: 'Not ours.' } : {}),
      });
      expect(res.statusCode, res.body).toBe(404);
    }
    const dev = await t.app.inject({
      method: 'POST',
      url: '/film/dev/orders/state',
      payload: { orderId: legacy.orderId, action: 'approve' },
    });
    expect(dev.statusCode, dev.body).toBe(404);
    const [row] = await t.db.query<{ decision: string }>(
      'select decision from orders where id = $1',
      [legacy.orderId],
    );
    expect(row?.decision).toBe('pending');
    expect(await t.db.query(`select 1 from audit_log where object_type = 'order'`)).toEqual([]);
    const ours = await ops(t, credit, 'POST', '/film/ops/loans/approve', { orderId });
    expect(ours.json().code, ours.body).toBe(0);
  });
});
