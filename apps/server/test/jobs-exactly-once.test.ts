import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/index.ts';
import { DELIVER_JOB } from '../src/modules/notifications/service.ts';
import { createUser } from '../src/platform/auth.ts';
import { systemClock } from '../src/platform/clock.ts';
import { openPostgres, type Db } from '../src/platform/db.ts';
import { Jobs } from '../src/platform/jobs.ts';
import { migrate } from '../src/platform/migrate.ts';
import { PG_URL } from './helper.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MESSAGES = 600;

/**
 * Messages are delivered exactly once by workers in processes of their own (docs/scaling.md), one
 * of them killed with SIGKILL while it sends: none is lost and none is sent twice. PostgreSQL
 * only: it is the database several processes share.
 */
describe.skipIf(!PG_URL)('message delivery across worker processes', () => {
  const database = `tenora_jobs_${randomBytes(4).toString('hex')}`;
  let url = '';
  let dataDir = '';
  let db: Db;
  const workers: ChildProcess[] = [];

  const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
      cwd: REPO,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    workers.push(child);
    return child;
  };

  const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]?.n ?? 0;

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${database}`));
    const u = new URL(PG_URL ?? '');
    u.pathname = `/${database}`;
    url = u.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-jobs-'));
    db = await openPostgres(url);
    await migrate(db);
    // The messages and their delivery jobs, written as the events that cause them write them.
    const jobs = new Jobs(db, systemClock, { work: false }, () => undefined);
    jobs.define({
      name: DELIVER_JOB,
      run: async () => undefined,
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: 30,
    });
    await jobs.start();
    const at = new Date();
    for (let i = 0; i < MESSAGES; i++) {
      await db.transaction(async (tx) => {
        const userId = await createUser(tx, {
          market: 'IN',
          phone: `+9198${String(i).padStart(8, '0')}`,
          at,
        });
        await notify({ jobs }, tx, {
          userId: userId ?? 0,
          market: 'IN',
          template: 'complaint.received',
          title: 'Complaint received',
          body: `Message ${i}`,
          collection: false,
          cause: `test:${i}`,
          at,
        });
      });
    }
    await jobs.stop();
  }, 300_000);

  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await db?.close();
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends each message once with two workers, one of them killed mid-run', async () => {
    const first = startWorker();
    startWorker();
    // Killed once it has sent some and holds more.
    for (let sent = 0; sent < MESSAGES / 4;) {
      await sleep(200);
      sent = await count('select count(*)::int as n from sms_outbox');
    }
    first.kill('SIGKILL');
    startWorker();
    const deadline = Date.now() + 180_000;
    let sent = 0;
    while (Date.now() < deadline) {
      sent = await count(
        `select count(*)::int as n from notification_deliveries where status = 'sent'`,
      );
      if (sent === MESSAGES) break;
      await sleep(500);
    }
    expect(sent).toBe(MESSAGES);
    expect(await count('select count(*)::int as n from sms_outbox')).toBe(MESSAGES);
    expect(await count('select count(distinct body)::int as n from sms_outbox')).toBe(MESSAGES);
    // Each was tried once: a send cut short by the kill left no trace to count.
    expect(
      await count('select count(*)::int as n from notification_deliveries where attempts <> 1'),
    ).toBe(0);
  }, 300_000);
});
