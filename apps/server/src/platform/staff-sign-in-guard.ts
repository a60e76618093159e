import { createHash } from 'node:crypto';
import type { Db, Queryable } from './db.ts';
import { AppError } from './errors.ts';
import { minutesOf } from './rate-limit.ts';

/**
 * What stops password guessing on the console's sign-in without locking its members out
 * (decision 088). Every attempt is counted, in the database, before its password is checked, in
 * one short transaction that holds the rows it counts on: guesses sent side by side, to any of
 * the server's processes, are each counted, and none is checked once a limit is reached.
 *
 * - **E-mail and address**: 5 failures in 15 minutes from one address stop that address trying
 *   that e-mail until the 15 minutes are up. An attacker at one address stops only themself.
 * - **Address**: 30 failures in 15 minutes, whatever the e-mails, stop that address (spraying).
 * - **E-mail, from several addresses**: once 5 failures in a row come from more than one
 *   address, each further try waits, 1 minute, then twice as long each time, up to 15.
 *
 * An address a member signed in from in the last 30 days is trusted for that member: neither the
 * address's limit nor the e-mail's delay holds it back, so an attack from elsewhere, or from
 * someone sharing the office's address, does not keep the member out. A sign-in that succeeds
 * gives its count back and ends the e-mail's run of failures. An e-mail no member has is counted
 * the same way, so no answer tells which e-mails exist.
 */

export const SIGN_IN_WINDOW_MINUTES = 15;
export const PAIR_FAILURES = 5;
export const ADDRESS_FAILURES = 30;
export const BACK_OFF_AFTER = 5;
const BACK_OFF_FIRST_MINUTES = 1;
export const BACK_OFF_MAX_MINUTES = 15;
export const TRUSTED_DAYS = 30;
/** Rows of attempts that stopped mattering this long ago are deleted at the next sign-in. */
const FORGET_AFTER_MS = 24 * 3_600_000;

const MINUTE = 60_000;
const WINDOW_MS = SIGN_IN_WINDOW_MINUTES * MINUTE;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const digest = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex');

/** The key an e-mail's counts are kept under. */
export const emailKey = (email: string) => digest('staff-sign-in:email', normalizeEmail(email));

/** The wait after the `failures`-th failure in a row from several addresses. */
export function backOffMs(failures: number): number {
  if (failures < BACK_OFF_AFTER) return 0;
  const minutes = BACK_OFF_FIRST_MINUTES * 2 ** Math.min(failures - BACK_OFF_AFTER, 8);
  return Math.min(minutes, BACK_OFF_MAX_MINUTES) * MINUTE;
}

/** An attempt that may check its password: what it counted, to settle once the check is done. */
export interface Attempt {
  readonly email: string;
  readonly emailKey: string;
  readonly pairKey: string;
  readonly addressKey: string;
  /** This attempt filled its address's window for the e-mail: until when, if it fails. */
  readonly fillsPairUntil: Date | null;
  /** This attempt began the e-mail's delay: until when, if it fails. */
  readonly beginsBackOffUntil: Date | null;
}

interface WindowRow {
  failures: number;
  window_started_at: Date;
  trusted_until: Date | null;
}

interface AccountRow {
  failures: number;
  first_address_key: string;
  many_addresses: boolean;
  next_try_at: Date | null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function refused(message: string, until: Date, now: Date): AppError {
  const minutes = minutesOf((until.getTime() - now.getTime()) / 1000);
  return new AppError('too_many', `${message} Try again in ${plural(minutes, 'minute')}.`);
}

/** One more failure in the key's window, opening a new window when the last one has ended. */
async function countInWindow(
  tx: Queryable,
  key: string,
  ofEmail: string | null,
  now: Date,
): Promise<WindowRow> {
  const [row] = await tx.query<WindowRow>(
    `insert into staff_sign_in_windows as w (key, email_key, failures, window_started_at)
     values ($1, $2, 1, $3)
     on conflict (key) do update set
       failures = case when w.window_started_at <= $4 then 1 else w.failures + 1 end,
       window_started_at = case when w.window_started_at <= $4 then $3 else w.window_started_at end
     returning failures, window_started_at, trusted_until`,
    [key, ofEmail, now, new Date(now.getTime() - WINDOW_MS)],
  );
  if (!row) throw new Error('the sign-in window was not counted');
  return row;
}

const windowEnd = (row: WindowRow) => new Date(row.window_started_at.getTime() + WINDOW_MS);

/**
 * Counts an attempt before its password is checked, or refuses it (429) when a limit is reached.
 * A refused attempt counts nothing: the transaction that counted it is rolled back.
 */
export async function beginAttempt(
  db: Db,
  now: Date,
  typedEmail: string,
  ip: string,
): Promise<Attempt> {
  const email = normalizeEmail(typedEmail);
  const keys = {
    emailKey: emailKey(email),
    pairKey: digest('staff-sign-in:pair', email, ip),
    addressKey: digest('staff-sign-in:address', ip),
  };
  return db.transaction(async (tx) => {
    // Rows are taken pair, address, e-mail, in that order in every attempt, so two attempts never
    // wait on each other in a circle.
    const pair = await countInWindow(tx, keys.pairKey, keys.emailKey, now);
    if (pair.failures > PAIR_FAILURES)
      throw refused('Too many failed sign-ins to this account from here.', windowEnd(pair), now);
    const trusted = pair.trusted_until !== null && pair.trusted_until > now;
    const address = await countInWindow(tx, keys.addressKey, null, now);
    if (!trusted && address.failures > ADDRESS_FAILURES)
      throw refused('Too many failed sign-ins from here.', windowEnd(address), now);

    const [account] = await tx.query<AccountRow>(
      `insert into staff_sign_in_accounts as a
         (email_key, failures, first_address_key, many_addresses, updated_at)
       values ($1, 0, $2, false, $3)
       on conflict (email_key) do update set updated_at = excluded.updated_at
       returning failures, first_address_key, many_addresses, next_try_at`,
      [keys.emailKey, keys.addressKey, now],
    );
    if (!account) throw new Error('the sign-in was not counted');
    const waiting = account.next_try_at !== null && account.next_try_at > now;
    if (waiting && !trusted && account.next_try_at)
      throw refused('Too many failed sign-ins to this account.', account.next_try_at, now);
    const failures = account.failures + 1;
    const many = account.many_addresses || account.first_address_key !== keys.addressKey;
    const wait = many ? backOffMs(failures) : 0;
    const nextTryAt = wait > 0 ? new Date(now.getTime() + wait) : null;
    await tx.query(
      `update staff_sign_in_accounts set failures = $2, many_addresses = $3, next_try_at = $4
        where email_key = $1`,
      [keys.emailKey, failures, many, nextTryAt],
    );
    return {
      email,
      ...keys,
      fillsPairUntil: pair.failures === PAIR_FAILURES ? windowEnd(pair) : null,
      beginsBackOffUntil: nextTryAt && !waiting ? nextTryAt : null,
    };
  });
}

/**
 * The attempt signed in, in the sign-in's transaction: its counts are given back, its address is
 * trusted for the member, and the e-mail's run of failures ends.
 */
export async function attemptSucceeded(tx: Queryable, now: Date, attempt: Attempt): Promise<void> {
  await tx.query(
    `update staff_sign_in_windows
        set failures = greatest(failures - 1, 0),
            trusted_until = case when key = $1 then $3::timestamptz else trusted_until end
      where key in ($1, $2)`,
    [
      attempt.pairKey,
      attempt.addressKey,
      new Date(now.getTime() + TRUSTED_DAYS * 24 * 60 * MINUTE),
    ],
  );
  await tx.query('delete from staff_sign_in_accounts where email_key = $1', [attempt.emailKey]);
  const before = new Date(now.getTime() - FORGET_AFTER_MS);
  await tx.query(
    `delete from staff_sign_in_windows
      where window_started_at <= $1 and (trusted_until is null or trusted_until <= $2)`,
    [before, now],
  );
  await tx.query('delete from staff_sign_in_accounts where updated_at <= $1', [before]);
}

/** An admin's unlock: the e-mail's failures are forgotten, from every address; trust is kept. */
export async function clearFailures(tx: Queryable, email: string): Promise<void> {
  const key = emailKey(email);
  await tx.query('delete from staff_sign_in_accounts where email_key = $1', [key]);
  await tx.query('update staff_sign_in_windows set failures = 0 where email_key = $1', [key]);
}

export interface SignInState {
  /** Failed sign-ins in a row, from any address, since the last sign-in. */
  failures: number;
  /** Until when some address (or every untrusted one) is held back from trying. */
  heldBackUntil: Date | null;
}

/** Each e-mail's state, by the e-mail as given; an e-mail with no failures is not in the map. */
export async function signInStates(
  db: Queryable,
  emails: readonly string[],
  now: Date,
): Promise<Map<string, SignInState>> {
  const byKey = new Map(emails.map((e) => [emailKey(e), e]));
  if (byKey.size === 0) return new Map();
  const keys = [...byKey.keys()];
  const accounts = await db.query<{
    email_key: string;
    failures: number;
    next_try_at: Date | null;
  }>(
    `select email_key, failures, next_try_at from staff_sign_in_accounts
      where email_key = any($1::text[]) and failures > 0`,
    [keys],
  );
  const pairs = await db.query<{ email_key: string; started: Date }>(
    `select email_key, max(window_started_at) as started from staff_sign_in_windows
      where email_key = any($1::text[]) and failures >= $2 and window_started_at > $3
      group by email_key`,
    [keys, PAIR_FAILURES, new Date(now.getTime() - WINDOW_MS)],
  );
  const states = new Map<string, SignInState>();
  const stateOf = (key: string) => {
    const email = byKey.get(key) ?? '';
    const state = states.get(email) ?? { failures: 0, heldBackUntil: null };
    states.set(email, state);
    return state;
  };
  const later = (a: Date | null, b: Date) => (a && a > b ? a : b);
  for (const a of accounts) {
    const state = stateOf(a.email_key);
    state.failures = a.failures;
    if (a.next_try_at && a.next_try_at > now)
      state.heldBackUntil = later(state.heldBackUntil, a.next_try_at);
  }
  for (const p of pairs) {
    const state = stateOf(p.email_key);
    state.heldBackUntil = later(state.heldBackUntil, new Date(p.started.getTime() + WINDOW_MS));
  }
  return states;
}
