import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_DB_TIMEOUTS, DEFAULT_POOL_SIZE, type DbTimeouts } from '../config.ts';
import { DatabaseBusy } from './errors.ts';

/**
 * The one database port. Both drivers speak PostgreSQL's dialect and return the same JS types:
 * int8 as number (money in minor units stays far below 2^53), date as 'YYYY-MM-DD' text
 * (a calendar date has no time zone), timestamptz as Date.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters: migrations. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;

/** Both drivers must return the same types; see the note at the top. */
export const PGLITE_PARSERS = {
  [pgliteTypes.INT8]: (v: string) => Number(v),
  [pgliteTypes.DATE]: (v: string) => v,
};

/** PostgreSQL's codes for a statement cancelled (by statement_timeout) and a lock not granted. */
const CANCELLED = '57014';
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * What pg-pool says, with no code, when no connection came free in time, and what pg says when a
 * new connection took too long to open.
 */
const NO_CONNECTION_IN_TIME = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/** A driver's error, as `DatabaseBusy` when the database did not answer in time. */
function busyOr(err: unknown): unknown {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : '';
  if (code === CANCELLED) return new DatabaseBusy('statement', { cause: err });
  if (code === LOCK_NOT_AVAILABLE) return new DatabaseBusy('lock', { cause: err });
  if (err instanceof Error && NO_CONNECTION_IN_TIME.has(err.message)) {
    return new DatabaseBusy('wait', { cause: err });
  }
  return err;
}

async function inTime<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw busyOr(err);
  }
}

/**
 * PGlite's one connection, taken in turn, first come first served. A caller whose turn has not
 * come within `waitMs` gives up without running anything, so a transaction held open (awaiting
 * something between its statements) makes the calls behind it answer 503 rather than wait with
 * it. A statement itself cannot be cut short: PGlite runs it on this thread, and PostgreSQL's
 * timers, statement_timeout among them, do not fire in it.
 */
export class Turns {
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly waitMs: number) {}

  async take<T>(work: () => Promise<T>): Promise<T> {
    const before = this.last;
    let done!: () => void;
    this.last = new Promise((resolve) => (done = resolve));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.waitMs);
    });
    const first = await Promise.race([before.then(() => 'turn' as const), late]);
    clearTimeout(timer);
    if (first === 'late') {
      // The place in line passes on as soon as the caller before it is done.
      void before.then(done);
      throw new DatabaseBusy('wait');
    }
    try {
      return await work();
    } finally {
      done();
    }
  }
}

export async function openPglite(
  dataDir: string | undefined,
  waitMs: number = DEFAULT_DB_TIMEOUTS.waitMs,
): Promise<Db> {
  return wrapPglite(
    await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: PGLITE_PARSERS }),
    waitMs,
  );
}

export function wrapPglite(db: PGlite, waitMs: number = DEFAULT_DB_TIMEOUTS.waitMs): Db {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, [...params]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const direct = wrap(db);
  // PGlite has one connection: a transaction holds it, and everything else waits its turn.
  const turns = new Turns(waitMs);
  return {
    kind: 'pglite',
    query: (sql, params) => turns.take(() => direct.query(sql, params)),
    exec: (sql) => turns.take(() => direct.exec(sql)),
    transaction: (fn) => turns.take(() => db.transaction((tx) => fn(wrap(tx)))),
    close: () => db.close(),
  };
}

export interface PostgresOptions {
  max?: number;
  timeouts?: DbTimeouts;
}

/**
 * Distinct statements prepared on each connection at most. Our SQL is fixed text with parameters,
 * so the count stays small; the bound keeps a statement built from values (a mistake) from
 * growing every connection without end. Past it, statements run unprepared.
 */
const MAX_PREPARED = 500;

/**
 * Names for prepared statements: the same SQL text gets the same name on every connection of the
 * pool, so PostgreSQL parses and plans it once per connection, not once per query.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_PREPARED) {}

  of(sql: string): string | undefined {
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < this.max) {
      name = `tenora_${this.names.size + 1}`;
      this.names.set(sql, name);
    }
    return name;
  }
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Db> {
  const typeParsers = {
    getTypeParser: ((oid: number, format?: string) => {
      if (oid === INT8) return (v: string) => Number(v);
      if (oid === DATE) return (v: string) => v;
      return pg.types.getTypeParser(oid, format as 'text');
    }) as typeof pg.types.getTypeParser,
  };
  const timeouts = opts.timeouts ?? DEFAULT_DB_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? DEFAULT_POOL_SIZE,
    types: typeParsers,
    // Set on every connection as it opens; PostgreSQL cancels what runs or waits past them.
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    // How long a call waits for a free connection, or for a new one to open.
    connectionTimeoutMillis: timeouts.waitMs,
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const names = new StatementNames();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const name = names.of(sql);
      const res = await inTime(
        q.query({ text: sql, values: [...params], ...(name ? { name } : {}) }),
      );
      return res.rows as T[];
    },
    async exec(sql: string) {
      await inTime(q.query(sql));
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await inTime(pool.connect());
      try {
        await inTime(client.query('begin'));
        const result = await fn(wrap(client));
        await inTime(client.query('commit'));
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDb(opts: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseTimeouts: DbTimeouts;
  dataDir: string;
}): Promise<Db> {
  if (opts.databaseUrl) {
    return openPostgres(opts.databaseUrl, {
      max: opts.databasePoolSize,
      timeouts: opts.databaseTimeouts,
    });
  }
  return openPglite(`${opts.dataDir}/pglite`, opts.databaseTimeouts.waitMs);
}

/**
 * A write refused by a unique constraint, on PostgreSQL and PGlite alike: the row another request
 * wrote first, which the caller may read back instead.
 */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
