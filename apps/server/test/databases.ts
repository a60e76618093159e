import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDemo } from '../src/db/seed.ts';
import { openPostgres, PGLITE_PARSERS, wrapPglite, type Db } from '../src/platform/db.ts';
import { migrate } from '../src/platform/migrate.ts';

/**
 * The integration tests' databases. Migrating and seeding costs seconds on PGlite (its initdb) and
 * on PostgreSQL (23 migrations), so `test/global-setup.ts` does it once per run into templates, and
 * each test gets a copy: a PGlite loaded from the template's dump, or a PostgreSQL database created
 * from the template database. A copy is a whole database of the test's own, as before, only cheaper.
 */
export type DbKind = 'pglite' | 'postgres';

/** A fixed instant so statuses and dates never depend on when the suite runs. */
export const TEST_NOW = new Date('2026-11-21T06:00:00Z');

export type Template = 'seeded' | 'empty';

export interface Templates {
  /** The process id of the run that made them: test databases are named by it too. */
  owner: number;
  /** The dump file of a migrated PGlite, per template. */
  pglite: Record<Template, string>;
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

/** Makes a migrated PGlite, seeded or not, and returns its data directory as a dump. */
export async function pgliteDump(template: Template): Promise<Blob> {
  const pg = await PGlite.create({ parsers: PGLITE_PARSERS });
  await fill(wrapPglite(pg), template);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  return dump;
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
    dump = readFile(inject('databaseTemplates').pglite[template]).then((b) => new Blob([b]));
    dumps.set(template, dump);
  }
  return dump;
}

/** A database of the test's own, as the template left it. */
export async function openTestDb(kind: DbKind, seeded = true): Promise<TestDb> {
  const template: Template = seeded ? 'seeded' : 'empty';
  if (kind === 'pglite') {
    const pg = await PGlite.create({
      parsers: PGLITE_PARSERS,
      loadDataDir: await dumpOf(template),
    });
    const db = wrapPglite(pg);
    return { db, dispose: () => db.close() };
  }
  const { postgres, owner } = inject('databaseTemplates');
  const serverUrl = process.env.TENORA_TEST_PG_URL;
  if (!postgres || !serverUrl) throw new Error('no PostgreSQL for this test run');
  const name = databaseName('t', owner);
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database ${name} template ${postgres[template]}`),
  );
  const url = databaseUrl(serverUrl, name);
  const db = await openPostgres(url, { max: 25 });
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database ${name} with (force)`));
    },
  };
}
