import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import type { StaffRole } from '@tenora/contract/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';
import type { Db, Queryable } from './db.ts';
import { writeAudit } from './audit.ts';
import { AppError } from './errors.ts';
import { hashToken } from './auth.ts';
import { attemptSucceeded, beginAttempt, type Attempt } from './staff-sign-in-guard.ts';

/**
 * Staff sign-in and sessions for the operator console (decision 060): argon2id passwords, an
 * opaque session token in an httpOnly SameSite=Strict cookie (only its SHA-256 stored), a
 * per-session CSRF token every POST must echo in `x-csrf-token`, limits on failed sign-ins
 * (`staff-sign-in-guard.ts`, decision 088), idle and absolute expiry. Time comes from the
 * server's clock so tests can move it.
 */

export const STAFF_COOKIE = 'tenora_staff';
export const CSRF_HEADER = 'x-csrf-token';
/** A session ends after this long without a call, and in any case after the absolute limit. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 12;

const WRONG_CREDENTIALS = 'Wrong e-mail or password.';
/**
 * A refused sign-in answers this long after it arrived, never sooner. Unknown e-mails and wrong
 * passwords do the same work up to the answer, but a member's failure is written to the audit
 * log and an unknown e-mail's is not (anyone could fill the log with them), and that write alone
 * would tell the two apart. The wait is well above the work, so the database's time never shows.
 */
const FAILED_SIGN_IN_MS = 100;

/** argon2id with the library's defaults (19 MiB, 2 passes), the PHC string stored whole. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;
/**
 * What an unknown e-mail's password is verified against, so that its answer takes as long as a
 * wrong password's. Made when the server starts, so the first unknown e-mail costs no more.
 */
export const dummyPasswordHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));

export interface StaffPrincipal {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly roles: readonly StaffRole[];
  readonly csrfToken: string;
  /** The session's row, so sign-out can end it. */
  readonly sessionHash: string;
}

interface StaffRow {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  password_hash: string;
  disabled: boolean;
}

/**
 * Checks e-mail and password and opens a session. The attempt is counted before the password is
 * checked, and refused (429, saying for how long) when a limit of decision 088 is reached, even
 * for the right password. Unknown e-mail, wrong password and a disabled account answer the same
 * 401, after the same work.
 */
export async function signIn(
  deps: { db: Db; clock: Clock },
  ip: string,
  email: string,
  password: string,
): Promise<{ staff: StaffPrincipal; token: string; expiresAt: Date }> {
  const started = performance.now();
  const now = deps.clock.now();
  const attempt = await beginAttempt(deps.db, now, email, ip);
  const [row] = await deps.db.query<StaffRow>(
    `select id, email, name, roles, password_hash, disabled
       from staff where lower(email) = lower($1)`,
    [attempt.email],
  );
  const ok = await verify(row?.password_hash ?? (await dummyPasswordHash()), password).catch(
    () => false,
  );
  if (!row || !ok || row.disabled) {
    if (row) await auditFailure(deps, row, attempt, ok);
    await sleep(Math.max(0, started + FAILED_SIGN_IN_MS - performance.now()));
    throw new AppError('unauthenticated', WRONG_CREDENTIALS);
  }

  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  const sessionHash = hashToken(token);
  await deps.db.transaction(async (tx) => {
    await attemptSucceeded(tx, now, attempt);
    await tx.query('update staff set last_sign_in_at = $2 where id = $1', [row.id, now]);
    // The member's ended sessions go when they sign in again; no sweep is needed.
    await tx.query(
      'delete from staff_sessions where staff_id = $1 and (expires_at <= $2 or last_seen_at <= $3)',
      [row.id, now, new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000)],
    );
    await tx.query(
      `insert into staff_sessions (token_hash, staff_id, csrf_token, created_at, last_seen_at, expires_at)
       values ($1, $2, $3, $4, $4, $5)`,
      [sessionHash, row.id, csrfToken, now, expiresAt],
    );
    await writeAudit(tx, deps.clock, {
      staffId: row.id,
      action: 'staff.signIn',
      objectType: 'staff',
      objectId: row.id,
      before: null,
      after: { email: row.email },
    });
  });
  return {
    staff: {
      id: row.id,
      email: row.email,
      name: row.name,
      roles: row.roles,
      csrfToken,
      sessionHash,
    },
    token,
    expiresAt,
  };
}

/**
 * A failure on a member's account, and any limit it set off. Nobody is known to have made the
 * attempt, so no staff member is the entries' actor; the password is never written.
 */
async function auditFailure(
  deps: { db: Db; clock: Clock },
  row: StaffRow,
  attempt: Attempt,
  rightPassword: boolean,
): Promise<void> {
  const locks = [
    { scope: 'address', until: attempt.fillsPairUntil },
    { scope: 'account', until: attempt.beginsBackOffUntil },
  ];
  await deps.db.transaction(async (tx) => {
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'staff.signInFailed',
      objectType: 'staff',
      objectId: row.id,
      before: null,
      after: rightPassword ? { email: row.email, disabled: true } : { email: row.email },
    });
    for (const { scope, until } of locks) {
      if (until)
        await writeAudit(tx, deps.clock, {
          staffId: null,
          action: 'staff.locked',
          objectType: 'staff',
          objectId: row.id,
          before: null,
          after: { email: row.email, scope, lockedUntil: until.toISOString() },
        });
    }
  });
}

function cookieValue(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Secure when the request came over TLS (as the trusted proxy says) or config insists. */
function secure(config: Config, req: FastifyRequest): boolean {
  return config.staffCookieSecure || req.protocol === 'https';
}

export function setStaffCookie(
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  const attributes = [
    `${STAFF_COOKIE}=${token}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/',
    `Max-Age=${maxAge}`,
    ...(secure(config, req) ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

export function clearStaffCookie(config: Config, req: FastifyRequest, reply: FastifyReply): void {
  const attributes = [
    `${STAFF_COOKIE}=`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/',
    'Max-Age=0',
    ...(secure(config, req) ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

const sameDigest = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

interface SessionRow {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  csrf_token: string;
  last_seen_at: Date;
}

/**
 * The signed-in staff member of a staff call: 401 without a live session (the cookie only; a
 * borrower's sessionId opens nothing), 403 without one of the call's roles (empty: any member),
 * 403 on a POST whose `x-csrf-token` is not the session's.
 */
export async function authenticateStaff(
  db: Queryable,
  clock: Clock,
  req: FastifyRequest,
  roles: readonly StaffRole[],
): Promise<StaffPrincipal> {
  const token = cookieValue(req, STAFF_COOKIE);
  if (!token || token.length > 200) throw new AppError('unauthenticated');
  const now = clock.now();
  const sessionHash = hashToken(token);
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  const [row] = await db.query<SessionRow>(
    `select s.id, s.email, s.name, s.roles, ss.csrf_token, ss.last_seen_at
       from staff_sessions ss join staff s on s.id = ss.staff_id
      where ss.token_hash = $1 and ss.expires_at > $2 and ss.last_seen_at > $3 and not s.disabled`,
    [sessionHash, now, idleSince],
  );
  if (!row) throw new AppError('unauthenticated');
  if (req.method === 'POST') {
    const given = req.headers[CSRF_HEADER];
    if (typeof given !== 'string' || !sameDigest(given, row.csrf_token)) {
      throw new AppError('forbidden', 'This request lacks the session’s CSRF token.');
    }
  }
  if (roles.length > 0 && !roles.some((r) => row.roles.includes(r))) {
    throw new AppError('forbidden', `This needs the role ${roles.join(' or ')}.`);
  }
  // A minute's precision is plenty for the idle limit and saves a write on most calls.
  if (now.getTime() - row.last_seen_at.getTime() > 60_000) {
    await db.query('update staff_sessions set last_seen_at = $2 where token_hash = $1', [
      sessionHash,
      now,
    ]);
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles,
    csrfToken: row.csrf_token,
    sessionHash,
  };
}

export async function endStaffSession(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  clock: Clock,
  staff: StaffPrincipal,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from staff_sessions where token_hash = $1', [staff.sessionHash]);
    await writeAudit(tx, clock, {
      staffId: staff.id,
      action: 'staff.signOut',
      objectType: 'staff',
      objectId: staff.id,
      before: null,
      after: { email: staff.email },
    });
  });
}

// The members' accounts, kept by the console's admins and ops:create-admin. Sign-in reads the
// same rows, and platform code cannot import a module, so their SQL lives here.

export interface StaffMemberRow {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  disabled: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}

const STAFF_COLUMNS = 'id, email, name, roles, disabled, created_at, last_sign_in_at';

export function allStaff(db: Queryable): Promise<StaffMemberRow[]> {
  return db.query<StaffMemberRow>(`select ${STAFF_COLUMNS} from staff order by lower(email), id`);
}

export async function staffMember(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<StaffMemberRow | null> {
  const rows = await db.query<StaffMemberRow>(
    `select ${STAFF_COLUMNS} from staff where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The new member's id, or null when the e-mail is taken (in any case). */
export async function insertStaff(
  db: Queryable,
  s: { email: string; name: string; roles: readonly StaffRole[]; passwordHash: string; at: Date },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `insert into staff (email, name, roles, password_hash, created_at)
     values ($1, $2, $3::text[], $4, $5)
     on conflict (lower(email)) do nothing returning id`,
    [s.email, s.name, s.roles, s.passwordHash, s.at],
  );
  return rows[0]?.id ?? null;
}

export async function staffIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    'select id from staff where lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id ?? null;
}

export async function setRoles(db: Queryable, id: number, roles: readonly StaffRole[]) {
  await db.query('update staff set roles = $2::text[] where id = $1', [id, roles]);
}

export async function lockActiveAdmins(db: Queryable): Promise<void> {
  await db.query(
    `select id from staff where 'admin' = any(roles) and not disabled order by id for update`,
  );
}

export async function activeAdminCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from staff where 'admin' = any(roles) and not disabled`,
  );
  return row?.n ?? 0;
}

/** Disabling ends every session of the member at once. */
export async function setDisabled(db: Queryable, id: number, disabled: boolean) {
  await db.query('update staff set disabled = $2 where id = $1', [id, disabled]);
  if (disabled) await db.query('delete from staff_sessions where staff_id = $1', [id]);
}

/** The active accounts with one of these e-mails (any case), locked for the caller's change. */
export function lockActiveStaffByEmail(
  tx: Queryable,
  emails: readonly string[],
): Promise<StaffMemberRow[]> {
  return tx.query<StaffMemberRow>(
    `select ${STAFF_COLUMNS} from staff
      where lower(email) = any($1::text[]) and not disabled for update`,
    [emails.map((e) => e.toLowerCase())],
  );
}

/** The members not disabled who hold the role, by name: those a task may be given to. */
export function activeStaffWithRole(
  db: Queryable,
  role: StaffRole,
): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>(
    'select id, name from staff where not disabled and $1 = any(roles) order by name, id',
    [role],
  );
}

/** Who the members are, by id, for the console's lists that name them. */
export async function staffByIds(
  db: Queryable,
  ids: readonly (number | null)[],
): Promise<Map<number, { email: string; name: string }>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.query<{ id: number; email: string; name: string }>(
    'select id, email, name from staff where id = any($1::bigint[])',
    [wanted],
  );
  return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
}
