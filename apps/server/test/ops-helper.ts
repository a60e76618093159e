import type { StaffRole } from '@tenora/contract/endpoint';
import { createStaffMember } from '../src/modules/staff/index.ts';
import type { TestApp } from './helper.ts';

/** A signed-in staff member as the console holds them: the cookie and the CSRF token. */
export interface StaffSession {
  id: number;
  cookie: string;
  csrf: string;
}

export const STAFF_PASSWORD = 'correct horse battery';

let counter = 0;

/** A new staff member with these roles, created as ops:create-admin would (no actor). */
export async function staffWith(t: TestApp, roles: StaffRole[], email?: string) {
  counter += 1;
  return createStaffMember(
    t.db,
    t.clock,
    {
      email: email ?? `${roles.join('-')}-${counter}@staff.test`,
      name: `Test ${roles.join(' ')}`,
      roles,
      password: STAFF_PASSWORD,
    },
    null,
  );
}

export function cookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = header?.split(';')[0];
  if (!pair) throw new Error('no cookie was set');
  return pair;
}

export async function signIn(t: TestApp, email: string, password = STAFF_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/film/ops/sign-in',
    payload: { email, password },
  });
  if (res.json().code !== 0) throw new Error(`sign-in failed: ${res.body}`);
  return {
    id: res.json().data.staff.id as number,
    cookie: cookieOf(res.headers['set-cookie']),
    csrf: res.json().data.csrfToken as string,
  } satisfies StaffSession;
}

export async function staffSession(t: TestApp, roles: StaffRole[]): Promise<StaffSession> {
  const member = await staffWith(t, roles);
  return signIn(t, member.email);
}

/** A console call: the cookie always, the CSRF header on POST. */
export function ops(
  t: TestApp,
  s: StaffSession | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(s ? { cookie: s.cookie } : {}),
      ...(s && method === 'POST' ? { 'x-csrf-token': s.csrf } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
