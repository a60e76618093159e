import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../config.ts';
import type { Db } from './db.ts';
import { installJobSchema } from './jobs.ts';

const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
// Any constant works; it only has to be the same for every process migrating one database.
const MIGRATION_LOCK = 7_202_611;

/**
 * Applies the checked-in `NNN-name.sql` files in order, each once, all in one transaction so a
 * failed migration leaves the schema as it was.
 * On PostgreSQL an advisory lock lets several API processes start at once safely.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      // Migrating runs before this process serves anyone: it may take as long as a table's
      // rewrite takes, and wait for another process migrating first (decision 089).
      await tx.exec('set local statement_timeout = 0; set local lock_timeout = 0');
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    }
    await tx.exec(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('insert into schema_migrations (id) values ($1)', [file]);
      applied.push(file);
    }
    // pg-boss's tables, by its own construction plan, under the same lock.
    await installJobSchema(tx);
  });
  return applied;
}
