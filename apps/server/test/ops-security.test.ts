import { CATALOGUE } from '@tenora/contract/catalogue';
import type { StaffRole } from '@tenora/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_IDLE_MINUTES } from '../src/platform/staff-auth.ts';
import {
  ADDRESS_FAILURES,
  PAIR_FAILURES,
  SIGN_IN_WINDOW_MINUTES,
} from '../src/platform/staff-sign-in-guard.ts';
import { DB_KINDS, IN, makeTestApp, type TestApp } from './helper.ts';
import {
  ops,
  signIn,
  STAFF_PASSWORD,
  staffSession,
  staffWith,
  type StaffSession,
} from './ops-helper.ts';

/**
 * Every staff call of the contract against every kind of caller (decision 061): no session and a
 * borrower's session get 401, a member without the call's role 403, the right role gets through.
 * The list is the catalogue's, so a new call is in the matrix without an edit here.
 */
const STAFF_CALLS = CATALOGUE.filter((e) => e.endpoint.access === 'staff');
const CALLERS = ['none', 'borrower', 'agent', 'credit', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

describe.each(DB_KINDS)('the console’s security on %s', (kind) => {
  let t: TestApp;
  const sessions = {} as Record<Exclude<Caller, 'none' | 'borrower'>, StaffSession>;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    for (const role of ['agent', 'credit', 'admin'] as const)
      sessions[role] = await staffSession(t, [role]);
  });
  afterAll(() => t?.close());

  it('covers the console’s calls', () => {
    expect(STAFF_CALLS.length).toBeGreaterThan(30);
    expect(
      CATALOGUE.filter((e) => e.endpoint.family === 'ops').map((e) => e.endpoint.access),
    ).not.toContain('borrower');
  });

  it.each(STAFF_CALLS.flatMap((e) => CALLERS.map((c) => [e.name, c] as const)))(
    '%s as %s',
    async (name, caller) => {
      const entry = STAFF_CALLS.find((e) => e.name === name);
      if (!entry) throw new Error(name);
      const { endpoint } = entry;
      const shared = caller === 'none' || caller === 'borrower' ? undefined : sessions[caller];
      // Signing out ends the session: that call gets a session of its own.
      const session =
        shared && name === 'opsSignOut' ? await staffSession(t, [caller as StaffRole]) : shared;
      // A borrower's session in the query, as the web app sends it, opens nothing here.
      const url = caller === 'borrower' ? `${endpoint.path}?${IN}` : endpoint.path;
      const res = await ops(
        t,
        session,
        endpoint.method,
        url,
        endpoint.method === 'POST' ? {} : undefined,
      );
      const roles = endpoint.roles ?? [];
      if (caller === 'none' || caller === 'borrower') {
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json().code).toBe(401);
      } else if (roles.length === 0 || roles.includes(caller as StaffRole)) {
        expect([401, 403], res.body).not.toContain(res.statusCode);
        expect(res.statusCode, res.body).toBeLessThan(500);
      } else {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe(403);
      }
    },
  );

  it('refuses a POST without the session’s CSRF token, or with another session’s', async () => {
    const admin = sessions.admin;
    const other = await staffSession(t, ['admin']);
    const body = { staffId: other.id, disabled: true };
    const bare = await t.app.inject({
      method: 'POST',
      url: '/film/ops/staff/disabled',
      headers: { cookie: admin.cookie },
      payload: body,
    });
    expect(bare.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/film/ops/staff/disabled',
      headers: { cookie: admin.cookie, 'x-csrf-token': other.csrf },
      payload: body,
    });
    expect(wrong.statusCode).toBe(403);
    const list = (await ops(t, admin, 'GET', '/film/ops/staff')).json().data.staff;
    expect(list.find((m: { id: number }) => m.id === other.id).disabled).toBe(false);
  });

  it('sets an httpOnly, SameSite=Strict cookie, Secure behind TLS', async () => {
    const member = await staffWith(t, ['agent']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/film/ops/sign-in',
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^tenora_staff=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect(res.json().data).toMatchObject({ staff: { email: member.email, roles: ['agent'] } });
    expect(res.json().data.csrfToken).toMatch(/^[\w-]{40,}$/);

    const tls = await makeTestApp(kind, { env: { TRUST_PROXY: '1' } });
    try {
      const m = await staffWith(tls, ['agent']);
      const secured = await tls.app.inject({
        method: 'POST',
        url: '/film/ops/sign-in',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: m.email, password: STAFF_PASSWORD },
      });
      expect(String(secured.headers['set-cookie'])).toContain('Secure');
    } finally {
      await tls.close();
    }
  });

  it('gives the CSRF token again on me, and signing out ends the session on the server', async () => {
    const s = await staffSession(t, ['agent']);
    const again = await ops(t, s, 'GET', '/film/ops/me');
    expect(again.json().data.csrfToken).toBe(s.csrf);
    const out = await ops(t, s, 'POST', '/film/ops/sign-out', {});
    expect(out.json()).toMatchObject({ code: 0 });
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    // The old cookie, replayed, opens nothing: the session row is gone.
    expect((await ops(t, s, 'GET', '/film/ops/me')).statusCode).toBe(401);
  });

  it('stops an address after repeated failures on an account, even to the right password, for a time', async () => {
    const member = await staffWith(t, ['agent']);
    const attempt = (password: string, remoteAddress = '192.0.2.50') =>
      t.app.inject({
        method: 'POST',
        url: '/film/ops/sign-in',
        remoteAddress,
        payload: { email: member.email, password },
      });
    for (let i = 0; i < PAIR_FAILURES; i++) {
      const res = await attempt('wrong password!');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Wrong e-mail or password.');
    }
    const stopped = await attempt(STAFF_PASSWORD);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe(
      'Too many failed sign-ins to this account from here. Try again in 15 minutes.',
    );
    t.clock.advanceMinutes(SIGN_IN_WINDOW_MINUTES);
    try {
      expect((await attempt(STAFF_PASSWORD)).json()).toMatchObject({ code: 0 });
    } finally {
      // The other tests' sessions would be idle past their limit.
      t.clock.advanceMinutes(-SIGN_IN_WINDOW_MINUTES);
    }
  });

  it('answers an unknown e-mail and a disabled member like a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/film/ops/sign-in',
      payload: { email: 'nobody@staff.test', password: STAFF_PASSWORD },
    });
    expect(unknown.statusCode).toBe(401);
    const victim = await staffSession(t, ['agent']);
    const res = await ops(t, sessions.admin, 'POST', '/film/ops/staff/disabled', {
      staffId: victim.id,
      disabled: true,
    });
    expect(res.json()).toMatchObject({ code: 0, data: { disabled: true } });
    // Disabling ends the member's sessions at once.
    expect((await ops(t, victim, 'GET', '/film/ops/me')).statusCode).toBe(401);
    const list = (await ops(t, sessions.admin, 'GET', '/film/ops/staff')).json().data.staff;
    const email = list.find((m: { id: number }) => m.id === victim.id).email;
    const again = await t.app.inject({
      method: 'POST',
      url: '/film/ops/sign-in',
      payload: { email, password: STAFF_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });

  it('stops an address after 30 failed sign-ins, whatever the accounts, but not its members', async () => {
    const member = await staffWith(t, ['agent']);
    const newcomer = await staffWith(t, ['agent']);
    const from = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/film/ops/sign-in',
        remoteAddress: '203.0.113.9',
        payload: { email, password },
      });
    // Successes do not count.
    for (let i = 0; i < 3; i++)
      expect((await from(member.email, STAFF_PASSWORD)).json().code).toBe(0);
    for (let i = 0; i < ADDRESS_FAILURES; i++)
      expect((await from(`spray${i}@staff.test`, 'guess guess guess')).statusCode).toBe(401);
    const stopped = await from(newcomer.email, STAFF_PASSWORD);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/^Too many failed sign-ins from here\. Try again in/);
    // Someone spraying from the office's address does not keep out who signed in from there.
    expect((await from(member.email, STAFF_PASSWORD)).json().code).toBe(0);
  });

  it('ends a session left idle', async () => {
    const s = await staffSession(t, ['agent']);
    t.clock.advanceMinutes(STAFF_IDLE_MINUTES + 1);
    try {
      expect((await ops(t, s, 'GET', '/film/ops/me')).statusCode).toBe(401);
    } finally {
      t.clock.advanceMinutes(-(STAFF_IDLE_MINUTES + 1));
    }
  });

  it('seeds the development accounts outside production only', async () => {
    const dev = await signIn(t, 'admin@tenora.dev', 'tenora-admin-dev-only');
    expect(dev.csrf).toBeTruthy();
  });
});
