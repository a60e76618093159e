import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { DbTimeouts } from '../src/config.ts';
import { seedDemo } from '../src/db/seed.ts';
import { openPostgres, PGLITE_PARSERS, wrapPglite, type Db } from '../src/platform/db.ts';
import { migrate } from '../src/platform/migrate.ts';

/**
 * The integration tests' databases. Migrating and seeding costs seconds on PGlite (its initdb) and
 * on PostgreSQL (23 migrations), so `test/global-setup.ts` does it once per run into templates, and
 * each test gets a database of its own as the template left it: on PostgreSQL a database created
 * from the template database; on PGlite, whose start alone takes a second or more, an instance
 * loaded from the template's dump, or one a finished test gave back, its rows put back as the
 * template had them (`PgliteTemplate.reset`).
 */
export type DbKind = 'pglite' | 'postgres';

/** A fixed instant so statuses and dates never depend on when the suite runs. */
export const TEST_NOW = new Date('2026-11-21T06:00:00Z');

export type Template = 'seeded' | 'empty';

export interface PgliteTemplate {
  /** The dump of a migrated (and maybe seeded) PGlite, with a copy of its rows (`SNAPSHOT`). */
  file: string;
  /** Statements that put every row and sequence back as the template had them. */
  reset: string;
  /** The template's schema, as `SCHEMA_PRINT` reads it: a test that changed it gives back nothing. */
  print: string;
}

export interface Templates {
  /** The process id of the run that made them: test databases are named by it too. */
  owner: number;
  pglite: Record<Template, PgliteTemplate>;
  /** The template database per template, when the run has a PostgreSQL. */
  postgres?: Record<Template, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Templates;
  }
}

/** Migrated, and seeded with the demo data unless `empty`: what a template holds. */
export async function fill(db: Db, template: Template): Promise<void> {
  await migrate(db);
  if (template === 'seeded') await seedDemo(db, { now: () => TEST_NOW });
}

/** Where a PGlite template keeps a copy of its rows, to put them back between tests. */
const SNAPSHOT = 'tenora_test_snapshot';

/**
 * What a test could change beyond rows: relations, triggers and functions. A PGlite whose print
 * differs from its template's after a test is closed rather than reused.
 */
const SCHEMA_PRINT = `
  select md5(string_agg(item, ',' order by item)) as print from (
    select concat('r', c.oid, c.relname, c.relkind, c.relnatts) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select concat('t', oid, tgname, tgenabled) from pg_trigger
    union all select concat('f', p.oid, md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
  ) items`;

/**
 * Makes a migrated PGlite, seeded or not, with a copy of its rows beside them, and returns its data
 * directory as a dump, the statements that restore the rows, and its schema's print.
 */
export async function pgliteTemplate(
  template: Template,
): Promise<Omit<PgliteTemplate, 'file'> & { dump: Blob }> {
  const pg = await PGlite.create({ parsers: PGLITE_PARSERS });
  const db = wrapPglite(pg);
  await fill(db, template);
  const tables = (
    await db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    )
  ).map((t) => t.name);
  const columns = await db.query<{ name: string; table: string }>(
    `select table_name as table, column_name as name from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const sequences = [];
  for (const { name } of await db.query<{ name: string }>(
    "select sequencename as name from pg_sequences where schemaname = 'public' order by 1",
  )) {
    // Read from the sequence itself: pg_sequences' last_value reads null on PGlite.
    const [at] = await db.query<{ last: number; called: boolean }>(
      `select last_value as last, is_called as called from public."${name}"`,
    );
    if (at) sequences.push({ name, ...at });
  }
  await db.exec(`create schema ${SNAPSHOT}`);
  for (const table of tables) {
    await db.exec(`create table ${SNAPSHOT}."${table}" as table public."${table}"`);
  }
  const listed = (table: string) =>
    columns
      .filter((c) => c.table === table)
      .map((c) => `"${c.name}"`)
      .join(', ');
  // Replica mode holds back every trigger, the append-only tables' guards and the foreign keys'
  // checks included, while the rows are put back as they were.
  const reset = [
    'set session_replication_role = replica',
    `truncate ${tables.map((t) => `public."${t}"`).join(', ')}`,
    ...tables.map(
      (t) => `insert into public."${t}" (${listed(t)}) select ${listed(t)} from ${SNAPSHOT}."${t}"`,
    ),
    ...sequences.map((q) => `select setval('public."${q.name}"', ${q.last}, ${q.called})`),
    'set session_replication_role = default',
  ].join(';\n');
  const [{ print } = { print: '' }] = await db.query<{ print: string }>(SCHEMA_PRINT);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  return { dump, reset, print };
}

/** The URL of `database` on the server of `url`. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Names carry the run's process id, so a run never touches another's databases, and the set-up of
 * a later run can drop what a killed one left (`dropAbandoned`).
 */
export const databaseName = (kind: 'tpl' | 't', pid: number) =>
  `tenora_${kind}_${pid}_${randomBytes(4).toString('hex')}`;

export async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Drops the databases of runs whose process is gone (killed before their teardown). */
export async function dropAbandoned(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname ~ '^tenora_(tpl|t)_[0-9]+_'",
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (isAlive(pid)) continue;
    await admin.query(`alter database ${datname} is_template false`);
    await admin.query(`drop database if exists ${datname} with (force)`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface TestDb {
  db: Db;
  /** On PostgreSQL, the test database's URL, for a second client of its own. */
  url?: string;
  dispose(): Promise<void>;
}

const dumps = new Map<Template, Promise<Blob>>();

function dumpOf(template: Template): Promise<Blob> {
  let dump = dumps.get(template);
  if (!dump) {
    dump = readFile(inject('databaseTemplates').pglite[template].file).then((b) => new Blob([b]));
    dumps.set(template, dump);
  }
  return dump;
}

/** PGlites that finished tests gave back, their rows already put back as the template had them. */
const idle: Record<Template, PGlite[]> = { seeded: [], empty: [] };

async function checkOut(template: Template): Promise<PGlite> {
  return (
    idle[template].pop() ??
    PGlite.create({ parsers: PGLITE_PARSERS, loadDataDir: await dumpOf(template) })
  );
}

/** Kept for the next test if the test left the schema as it found it; closed otherwise. */
async function giveBack(pg: PGlite, template: Template): Promise<void> {
  if (pg.closed) return;
  const { reset, print } = inject('databaseTemplates').pglite[template];
  try {
    const [now] = (await pg.query<{ print: string }>(SCHEMA_PRINT)).rows;
    if (now?.print === print && idle[template].length === 0) {
      await pg.exec(reset);
      idle[template].push(pg);
      return;
    }
  } catch {
    // A database the test left in a state we cannot read is not given to another test.
  }
  await pg.close().catch(() => undefined);
}

/**
 * A database of the test's own, as the template left it, waiting on it as `timeouts` say
 * (production's defaults unless a test says otherwise).
 */
export async function openTestDb(
  kind: DbKind,
  seeded = true,
  opts: { timeouts?: DbTimeouts; poolSize?: number } = {},
): Promise<TestDb> {
  const template: Template = seeded ? 'seeded' : 'empty';
  if (kind === 'pglite') {
    const pg = await checkOut(template);
    return { db: wrapPglite(pg, opts.timeouts?.waitMs), dispose: () => giveBack(pg, template) };
  }
  const { postgres, owner } = inject('databaseTemplates');
  const serverUrl = process.env.TENORA_TEST_PG_URL;
  if (!postgres || !serverUrl) throw new Error('no PostgreSQL for this test run');
  const name = databaseName('t', owner);
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database ${name} template ${postgres[template]}`),
  );
  const url = databaseUrl(serverUrl, name);
  const db = await openPostgres(url, {
    max: opts.poolSize ?? 25,
    ...(opts.timeouts ? { timeouts: opts.timeouts } : {}),
  });
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database ${name} with (force)`));
    },
  };
}
