import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.ts';

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

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  return wrapPglite(
    await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: PGLITE_PARSERS }),
  );
}

export function wrapPglite(db: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, [...params]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    // PGlite has one connection: its transaction() queues other work until this one ends.
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

export interface PostgresOptions {
  max?: number;
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
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? DEFAULT_POOL_SIZE,
    types: typeParsers,
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const names = new StatementNames();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const name = names.of(sql);
      const res = await q.query({ text: sql, values: [...params], ...(name ? { name } : {}) });
      return res.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
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
  dataDir: string;
}): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, { max: opts.databasePoolSize });
  return openPglite(`${opts.dataDir}/pglite`);
}

/**
 * A write refused by a unique constraint, on PostgreSQL and PGlite alike: the row another request
 * wrote first, which the caller may read back instead.
 */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
