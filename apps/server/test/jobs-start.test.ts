import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../src/platform/clock.ts';
import { openPostgres, type Db } from '../src/platform/db.ts';
import { JOB_SCHEMA, Jobs } from '../src/platform/jobs.ts';
import { migrate } from '../src/platform/migrate.ts';
import { openTestDb, PG_URL } from './helper.ts';

/** As many queues as the app declares, so that two starts have as many chances to cross. */
const KINDS = Array.from({ length: 6 }, (_, i) => `kind-${i}`);
const TASKS = Array.from({ length: 8 }, (_, i) => `task-${i}`);

/** A worker's job engine, with what it reports going wrong. */
function workerJobs(db: Db, errors: unknown[]): Jobs {
  const jobs = new Jobs(db, systemClock, { work: true }, (err) => errors.push(err));
  for (const name of KINDS) {
    jobs.define({
      name,
      run: async () => undefined,
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireInSeconds: 30,
    });
  }
  for (const name of TASKS)
    jobs.every({ name, market: 'IN', hours: [8], run: async () => undefined });
  return jobs;
}

/**
 * Starts two workers at the same moment, each with a database pool of its own as two processes
 * have, `before` first in each; answers how each start went and what the database then holds.
 */
async function startTwo(url: string, before: (db: Db) => Promise<unknown> = async () => undefined) {
  const pools = [await openPostgres(url, { max: 4 }), await openPostgres(url, { max: 4 })];
  const errors: unknown[] = [];
  const engines = pools.map((db) => workerJobs(db, errors));
  try {
    const started = await Promise.allSettled(
      pools.map(async (db, i) => {
        await before(db);
        await engines[i]?.start();
      }),
    );
    const names = async (table: string) =>
      (
        await (pools[0] as Db).query<{ name: string }>(
          `select name from ${JOB_SCHEMA}.${table} where name not like '\\_\\_pgboss%' order by name`,
        )
      ).map((r) => r.name);
    return {
      started: started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started')),
      queues: await names('queue'),
      schedules: await names('schedule'),
      errors,
    };
  } finally {
    await Promise.all(engines.map((e) => e.stop()));
    await Promise.all(pools.map((p) => p.close()));
  }
}

const expected = {
  started: ['started', 'started'],
  queues: [...KINDS, ...TASKS].sort(),
  schedules: [...TASKS].sort(),
  errors: [],
};

/**
 * Two workers started at the same moment (docs/scaling.md#jobs-and-workers): both start, and
 * every queue and schedule is there once. PostgreSQL only: it is the database processes share.
 * Without the lock on their creation, one of the two deadlocked there in every round tried.
 */
describe.skipIf(!PG_URL)('two workers starting at once', () => {
  it('both declare their queues and schedules on a migrated database', async () => {
    for (let round = 0; round < 3; round++) {
      const fresh = await openTestDb('postgres', false);
      try {
        expect(await startTwo(fresh.url ?? '')).toEqual(expected);
      } finally {
        await fresh.dispose();
      }
    }
  }, 120_000);

  it('both migrate and start on a database with nothing in it', async () => {
    const name = `tenora_start_${randomBytes(4).toString('hex')}`;
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await admin(`create database ${name}`);
    try {
      const url = new URL(PG_URL ?? '');
      url.pathname = `/${name}`;
      expect(await startTwo(url.toString(), migrate)).toEqual(expected);
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  }, 120_000);
});
