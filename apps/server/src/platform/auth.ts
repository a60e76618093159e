import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { SESSION_PARAM_MAX_LENGTH } from '@tenora/contract/session-params';
import { localeIn, type Locale, type Market } from '@tenora/domain/market';
import type { Clock } from './clock.ts';
import type { Queryable } from './db.ts';
import { AppError } from './errors.ts';
import type { SessionCache, SessionRow } from './session-cache.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * An opaque random token of at least 128 bits; we use 256. Only its hash is stored
 * (docs/product.md#session).
 */
export async function createSession(
  db: Queryable,
  clock: Clock,
  userId: number,
  ttlHours: number,
  token: string = randomBytes(32).toString('base64url'),
): Promise<{ sessionId: string; expiresAt: Date }> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
  await db.query(
    'insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4) on conflict (token_hash) do nothing',
    [hashToken(token), userId, now, expiresAt],
  );
  // Signing in again opens an account closed at the borrower's request (docs/product.md#privacy).
  await db.query('update users set closed_at = null where id = $1 and closed_at is not null', [
    userId,
  ]);
  return { sessionId: token, expiresAt };
}

/** Ends the sessions of these tokens at once: whose they were, and when they would have ended. */
export function endSessions(
  db: Queryable,
  tokens: readonly string[],
): Promise<{ user_id: number; expires_at: Date }[]> {
  return db.query<{ user_id: number; expires_at: Date }>(
    'delete from sessions where token_hash = any($1::text[]) returning user_id, expires_at',
    [tokens.map(hashToken)],
  );
}

/**
 * A new borrower, or null when the phone is already someone's. Registration and the support API's
 * test borrowers make borrowers here, beside the sessions that resolve them.
 */
export async function createUser(
  db: Queryable,
  user: { market: Market; phone: string; at: Date; creditLimit?: number | null | undefined },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `insert into users (market, phone, created_at, credit_limit) values ($1, $2, $3, $4)
     on conflict (phone) do nothing returning id`,
    [user.market, user.phone, user.at, user.creditLimit ?? null],
  );
  return rows[0]?.id ?? null;
}

export interface UserRow {
  id: number;
  phone: string;
  market: Market;
  /** The language the borrower chose in the app; null until they choose. */
  locale: Locale | null;
}

export async function userByPhone(db: Queryable, phone: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    'select id, phone, market, locale from users where phone = $1',
    [phone],
  );
  return rows[0] ?? null;
}

export async function userById(db: Queryable, id: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    'select id, phone, market, locale from users where id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The language written to a borrower outside a request of theirs (a reminder, a staff member's
 * answer, a job's notice): the one they chose when their market speaks it, else their market's.
 * No `lang` flag reaches a job, so a borrower who never chose reads their market's language there
 * (docs/decisions/118-hindi-for-india.md).
 */
export function languageOf(user: Pick<UserRow, 'market' | 'locale'>): Locale {
  return localeIn(user.market, user.locale);
}

/** The same, for a borrower known by id only; their market's language if they are gone. */
export async function userLanguage(db: Queryable, userId: number, market: Market): Promise<Locale> {
  const rows = await db.query<{ locale: Locale | null }>('select locale from users where id = $1', [
    userId,
  ]);
  return localeIn(market, rows[0]?.locale ?? null);
}

/**
 * The borrower of `userIdSql` as columns `market` and `phone` under `alias`, for a statement that
 * must stay one: the loan account in one round trip (docs/decisions/042-one-round-trip-for-the-loan-account.md),
 * a page of orders filtered by the borrower's market. A row whose borrower is missing is not read,
 * as with an inner join.
 */
export function joinUser(alias: string, userIdSql: string): string {
  return `cross join lateral (select usr.market, usr.phone from users usr where usr.id = ${userIdSql}) ${alias}`;
}

/**
 * Whether the borrower of `userIdSql` began a session at `sinceSql` or later (their last visit
 * since), as a condition of a statement that must stay one (docs/product.md#retention).
 */
export function signedInSinceSql(userIdSql: string, sinceSql: string): string {
  return `exists (select 1 from sessions ses where ses.user_id = ${userIdSql} and ses.created_at >= ${sinceSql})`;
}

/**
 * Forgets who these borrowers were (docs/product.md#retention): their sessions end, their e-mail
 * address, limit and language go, and their phone number gives way to `forgotten:<id>`, which is
 * no number: it stays unique, no text can go to it, and the number is free to register again. The
 * row stays, so whatever points at it stays whole and points at no one.
 */
export async function forgetUsers(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.query('delete from sessions where user_id = any($1::bigint[])', [ids]);
  await tx.query(
    `update users set phone = 'forgotten:' || id, email = null, credit_limit = null, locale = null
      where id = any($1::bigint[])`,
    [ids],
  );
}

/**
 * Closes the account of a borrower whose loan records the law keeps (docs/product.md#privacy):
 * their sessions end and their e-mail address goes, while the number stays with the records; the
 * next sign-in opens the account again (`createSession`).
 */
export async function closeAccount(tx: Queryable, userId: number, at: Date): Promise<void> {
  await endUserSessions(tx, userId);
  await tx.query('update users set email = null, closed_at = $2 where id = $1', [userId, at]);
}

/** Ends every session of a borrower, whatever its token: they must sign in again. */
export async function endUserSessions(tx: Queryable, userId: number): Promise<void> {
  await tx.query('delete from sessions where user_id = $1', [userId]);
}

/** Whether the number is a forgotten borrower's placeholder, which is no one's number. */
export const isForgottenPhone = (phone: string) => phone.startsWith('forgotten:');

export interface UserAccountRow extends UserRow {
  created_at: Date;
  credit_limit: number | null;
}

/**
 * The first borrower with one of the phones and the id, whichever are given, as the console shows
 * them; with `forUpdate`, locked for the caller's change.
 */
export async function userForOps(
  db: Queryable,
  by: { phones?: string[] | undefined; userId?: number | undefined },
  forUpdate = false,
): Promise<UserAccountRow | null> {
  const rows = await db.query<UserAccountRow>(
    `select id, market, phone, created_at, credit_limit from users
      where ($1::text[] is null or phone = any($1::text[])) and ($2::bigint is null or id = $2)
      order by id limit 1${forUpdate ? ' for update' : ''}`,
    [by.phones ?? null, by.userId ?? null],
  );
  return rows[0] ?? null;
}

/** The lender's decision on a borrower's limit (docs/decisions/030-credit-limits.md). */
export async function setCreditLimit(
  tx: Queryable,
  userId: number,
  limit: number | null,
): Promise<void> {
  await tx.query('update users set credit_limit = $2 where id = $1', [userId, limit]);
}

/**
 * The e-mail address a borrower gave for their messages, or null (docs/product.md#e-mail-address):
 * for what sends them mail, outside any session of theirs.
 */
export async function userEmail(db: Queryable, userId: number): Promise<string | null> {
  const rows = await db.query<{ email: string | null }>('select email from users where id = $1', [
    userId,
  ]);
  return rows[0]?.email ?? null;
}

export interface AccountHeld {
  phone: string;
  email: string | null;
  created_at: Date;
  closed_at: Date | null;
  credit_limit: number | null;
}

const OWNER_FILTER = /\buser_id\s*=\s*\$1(?!\d)/;
// A row the borrower creates is theirs: its first column is user_id, bound to $1.
const OWNER_INSERT = /^\s*insert\s+into\s+\w+\s*\(\s*user_id\s*,[^)]*\)\s*values\s*\(\s*\$1\s*,/i;

/**
 * The signed-in borrower, and the only door to their data. Every borrower query goes through
 * `query`, which binds $1 to the session's user and refuses SQL that does not filter by it, so no
 * order, card or complaint is ever read by an id the session does not own
 * (docs/product.md#session).
 */
export class BorrowerScope {
  private constructor(
    readonly userId: number,
    readonly market: Market,
    /** E.164; where the borrower's codes go. */
    readonly phone: string,
    private readonly db: Queryable,
    /**
     * Which database the scope reads, as an identity for caches of what it read
     * (docs/decisions/074-loan-accounts-cached-by-version.md); null inside a transaction, whose
     * reads may still be rolled back.
     */
    readonly committedReads: object | null = db,
    /** users.locale when the session's lookup read it; undefined until read. */
    private chosen?: Locale | null,
  ) {}

  /** Only session resolution makes a scope. */
  static fromSession(
    userId: number,
    market: Market,
    phone: string,
    db: Queryable,
    chosen: Locale | null = null,
  ): BorrowerScope {
    return new BorrowerScope(userId, market, phone, db, db, chosen);
  }

  query<T = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    if (!OWNER_FILTER.test(sql) && !OWNER_INSERT.test(sql)) {
      throw new Error('A borrower query must filter by user_id = $1, or insert user_id as $1');
    }
    return this.db.query<T>(sql, [this.userId, ...params]);
  }

  /**
   * A borrower as the lender's staff see them (the operator console): the staff call's role was
   * checked by register.ts, and the same ownership rule keeps the reads to this one borrower.
   */
  static forStaff(userId: number, market: Market, phone: string, db: Queryable): BorrowerScope {
    return new BorrowerScope(userId, market, phone, db);
  }

  /**
   * The limit the lender set for this borrower, or null for none
   * (docs/decisions/030-credit-limits.md). With `forUpdate` their row stays locked until the
   * transaction ends, so two confirmations at once cannot both spend one limit.
   */
  async creditLimit(forUpdate = false): Promise<number | null> {
    const rows = await this.db.query<{ credit_limit: number | null }>(
      `select credit_limit from users where id = $1${forUpdate ? ' for update' : ''}`,
      [this.userId],
    );
    return rows[0]?.credit_limit ?? null;
  }

  /**
   * A borrower as the messages sent to them see them (a job, not a session): the same ownership
   * rule keeps a message's reads to the one borrower it is for.
   */
  static forMessages(userId: number, market: Market, phone: string, db: Queryable): BorrowerScope {
    return new BorrowerScope(userId, market, phone, db);
  }

  /**
   * The language the borrower chose in the app, when their market speaks it; null until they
   * choose (docs/product.md#markets). Read with the session, so a request pays nothing for it.
   */
  async chosenLocale(): Promise<Locale | null> {
    if (this.chosen === undefined) {
      const rows = await this.db.query<{ locale: Locale | null }>(
        'select locale from users where id = $1',
        [this.userId],
      );
      this.chosen = rows[0]?.locale ?? null;
    }
    return this.chosen !== null && localeIn(this.market, this.chosen) === this.chosen
      ? this.chosen
      : null;
  }

  /** What is written to the borrower outside a request of theirs speaks (`languageOf`). */
  async language(): Promise<Locale> {
    return (await this.chosenLocale()) ?? localeIn(this.market, null);
  }

  /** Remembers the language the borrower chose; the caller checked that their market speaks it. */
  async setLocale(locale: Locale): Promise<void> {
    await this.db.query('update users set locale = $2 where id = $1', [this.userId, locale]);
    this.chosen = locale;
  }

  /** The e-mail address the borrower gave, or null. */
  email(): Promise<string | null> {
    return userEmail(this.db, this.userId);
  }

  /**
   * Sets the borrower's e-mail address, one a code sent to it proved theirs
   * (docs/product.md#my-details), or removes it with null.
   */
  async setEmail(email: string | null): Promise<void> {
    await this.db.query('update users set email = $2 where id = $1', [this.userId, email]);
  }

  /**
   * Moves the borrower to a number codes proved theirs (docs/product.md#my-details): false, and
   * nothing changed, when the number is another borrower's (phones are unique). The scope keeps
   * the number it was made with; the next request's session reads the new one.
   */
  async setPhone(phone: string): Promise<boolean> {
    const rows = await this.db.query(
      `update users set phone = $2 where id = $1
          and not exists (select 1 from users other where other.phone = $2)
        returning id`,
      [this.userId, phone],
    );
    return rows.length === 1;
  }

  /**
   * Locks the borrower's row until the transaction ends, so that two requests of theirs at once
   * (a double tap) take turns and the second sees what the first did.
   */
  async lock(): Promise<void> {
    await this.db.query('select id from users where id = $1 for update', [this.userId]);
  }

  /** The account as the borrower's data export and privacy centre show it. */
  async account(): Promise<AccountHeld | null> {
    const rows = await this.db.query<AccountHeld>(
      'select phone, email, created_at, closed_at, credit_limit from users where id = $1',
      [this.userId],
    );
    return rows[0] ?? null;
  }

  /** The borrower's sign-ins still open: when each began and ends, never its token. */
  signIns(): Promise<{ created_at: Date; expires_at: Date }[]> {
    return this.db.query<{ created_at: Date; expires_at: Date }>(
      'select created_at, expires_at from sessions where user_id = $1 order by created_at desc',
      [this.userId],
    );
  }

  /** The same borrower inside a transaction. */
  within(tx: Queryable): BorrowerScope {
    return new BorrowerScope(this.userId, this.market, this.phone, tx, null, this.chosen);
  }
}

/**
 * Resolves `sessionId` from the common query parameters. Anonymous, unknown, expired or
 * mismatched (`userId` that is not the session's) all answer the same 401, so a caller learns
 * nothing about which it was.
 */
export async function authenticate(
  db: Queryable,
  clock: Clock,
  query: Record<string, unknown>,
  cache?: SessionCache,
): Promise<BorrowerScope> {
  const sessionId = query.sessionId;
  if (
    typeof sessionId !== 'string' ||
    sessionId.length === 0 ||
    sessionId.length > SESSION_PARAM_MAX_LENGTH
  ) {
    throw new AppError('unauthenticated');
  }
  const tokenHash = hashToken(sessionId);
  const now = clock.now();
  let row = cache?.get(tokenHash, now);
  if (!row) {
    // The borrower is looked up by key, under a LIMIT the planner cannot flatten into a join: as a
    // join, with one session to match, PostgreSQL chose a merge join that reads the borrowers' key
    // index from the first borrower to this one, 40 ms on a book of 200,000 and more on a larger
    // one, on every request the session cache misses (docs/performance.md#at-scale).
    const rows = await db.query<SessionRow>(
      `select s.user_id, u.market, u.phone, u.locale, s.expires_at
         from sessions s
         cross join lateral (select usr.market, usr.phone, usr.locale from users usr
                              where usr.id = s.user_id limit 1) u
        where s.token_hash = $1 and s.expires_at > $2`,
      [tokenHash, now],
    );
    row = rows[0];
    if (!row) throw new AppError('unauthenticated');
    cache?.set(tokenHash, row);
  }
  const claimed = query.userId;
  if (claimed !== undefined && claimed !== '' && String(claimed) !== String(row.user_id)) {
    throw new AppError('unauthenticated');
  }
  return BorrowerScope.fromSession(row.user_id, row.market, row.phone, db, row.locale);
}

/**
 * Operator endpoints take `Authorization: Bearer <OPERATOR_TOKEN>` and nothing else: a borrower's
 * session in the query opens nothing. Without a configured token they do not exist (404).
 */
export function authenticateOperator(config: Config, req: FastifyRequest): void {
  if (!config.operatorToken) throw new AppError('not_found');
  const header = req.headers.authorization;
  const given = typeof header === 'string' ? /^Bearer (.+)$/.exec(header)?.[1] : undefined;
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const digest = (v: string) => createHash('sha256').update(v).digest();
  if (!given || !timingSafeEqual(digest(given), digest(config.operatorToken))) {
    throw new AppError('unauthenticated');
  }
}
