// The reminders part of `npm run bench` (scripts/bench.mjs, `--only reminders`), also runnable
// alone as `node --import tsx scripts/perf-reminders.ts`: the day's "1 day before" reminders of
// 100,000 loans due tomorrow, written and handed to the outbox SMS gateway by two worker processes
// on PostgreSQL, one of them killed with SIGKILL a third of the way through
// (docs/performance.md#reminders-at-scale, docs/scaling.md#jobs-and-workers).
//
// A fresh database of its own (DATABASE_URL, else 127.0.0.1:5432), dropped at the end: migrated,
// the demo catalogue, then the borrowers and their loans in a few statements. The workers are the
// built ones (`npm run worker`), their clocks started at 08:00 IST on the day before the loans'
// due date (DEV_CLOCK_AT), when the contact hours open. The bench sends the hour's scan to its
// queue as pg-boss's schedule does, and counts from then.
// PERF_REMINDER_LOANS sets the number of loans (default 100,000), for a shorter trial run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { addDays, localDate, localMidnight } from '@tenora/domain/dates';
import { parsePricingConfig, quoteLoan } from '@tenora/domain/pricing';
import { seedDemo } from '../apps/server/src/db/seed.ts';
import { loanAccount } from '../apps/server/src/modules/ledger/index.ts';
import { BorrowerScope } from '../apps/server/src/platform/auth.ts';
import { openPostgres } from '../apps/server/src/platform/db.ts';
import { JOB_SCHEMA } from '../apps/server/src/platform/jobs.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { assertServerBuilt } from './built-server.mjs';
import { postgresDatabase } from './perf-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKER_ARGS = ['--enable-source-maps', path.join(root, 'apps/server/dist/worker.js')];

/** The requirement: every reminder delivered within 30 minutes of the window opening. */
export const REMINDER_GOAL_SECONDS = 1800;
/** Past twice the goal the run stops waiting and reports what it counted. */
const GIVE_UP_SECONDS = 2 * REMINDER_GOAL_SECONDS;
const MARKET = 'IN';
/** Tenora Salary Advance (the demo catalogue), ₹10,000 over 91 days in three instalments. */
const PRODUCT_ID = 2;
const PRINCIPAL = 1_000_000;
const TERM_DAYS = 91;
/** Far above the demo data's ids; the bench's borrowers and their loans share the numbers. */
const FIRST_ID = 1_000_001;
/** +91 70 and eight digits: apart from the demo borrowers' numbers, one per borrower. */
const PHONE_PREFIX = '+9170';
/** The scan is the market's hourly task; pg-boss's schedule sends it to this queue. */
const SCAN_QUEUE = `reminders-${MARKET}`;

export function loansFromEnv(): number {
  const text = process.env.PERF_REMINDER_LOANS;
  if (text === undefined || text === '') return 100_000;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 10 || n > 10_000_000) {
    throw new Error(`PERF_REMINDER_LOANS must be a whole number from 10; it is "${text}"`);
  }
  return n;
}

interface Figures {
  loans: number;
  seedSeconds: number;
  /** From the scan's start (08:00 on the workers' clocks) to the last job it queued. */
  scanSeconds: number | null;
  writtenSeconds: number | null;
  deliveredSeconds: number | null;
  killedAt: { seconds: number; delivered: number } | null;
  notifications: number;
  notifiedLoans: number;
  sms: number;
  smsPhones: number;
  duplicates: number;
  lost: number;
  /** Jobs run again once the killed worker's hold on them expired. */
  deliveriesRetried: number;
  remindJobsRetried: number;
  failedJobs: number;
  /** Scans run in all: more than one when pg-boss's own schedule fired on the hour meanwhile. */
  scans: number;
  goalMet: boolean;
}

interface Worker {
  child: ChildProcess;
  output: () => string;
}

/** A built worker, its clock at `clockAt`; resolves once it says it is running. */
async function startWorker(env: Record<string, string>, clockAt: Date): Promise<Worker> {
  const child = spawn(process.execPath, WORKER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...env,
      DEV_CLOCK_AT: clockAt.toISOString(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const deadline = Date.now() + 180_000;
  while (!out.includes('Tenora worker running')) {
    if (child.exitCode !== null) throw new Error(`perf:reminders: a worker exited:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`perf:reminders: a worker did not start within 3 minutes:\n${out}`);
    }
    await sleep(100);
  }
  return { child, output: () => out };
}

function stopWorker(w: Worker, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (w.child.exitCode !== null || w.child.signalCode !== null) return resolve();
    w.child.on('exit', () => resolve());
    w.child.kill(signal);
  });
}

/**
 * The borrowers, each with a ₹10,000 loan of 91 days disbursed 29 days before the window's day,
 * its first instalment due tomorrow: the rows the confirm, approve and disburse calls write (no
 * documents: the cooling-off days then come from the market's app config, as for old loans),
 * quoted by the pricing the product has. Triggers and foreign keys are off while loading, as in a
 * restore; orders keep version 1.
 */
async function seedLoans(url: string, n: number, windowDay: string) {
  const db = await openPostgres(url);
  try {
    await migrate(db);
    // The catalogue, the demo borrowers and the console's accounts, dated the window's day.
    const opening = windowOpening(windowDay);
    await seedDemo(db, { now: () => opening });
    const [product] = await db.query<{ pricing: unknown }>(
      'select pricing from products where id = $1',
      [PRODUCT_ID],
    );
    const pricing = parsePricingConfig(product?.pricing);
    if (!pricing) throw new Error(`perf:reminders: product ${PRODUCT_ID} has no pricing`);
    const startDate = addDays(windowDay, -29);
    const quoted = quoteLoan(
      { market: MARKET, principal: PRINCIPAL, termDays: TERM_DAYS, startDate, pricing },
      { min: 1, max: Number.MAX_SAFE_INTEGER },
    );
    if (!quoted.ok) throw new Error(`perf:reminders: the loan cannot be quoted (${quoted.reason})`);
    const { quote } = quoted;
    const dueDate = addDays(windowDay, 1);
    const first = quote.instalments[0];
    if (first?.dueDate !== dueDate) {
      throw new Error(
        `perf:reminders: the first instalment falls on ${first?.dueDate}, not ${dueDate}`,
      );
    }
    // Disbursed at 10:00 local time on the start day, applied for and approved an hour before.
    const disbursedAt = new Date(localMidnight(startDate, MARKET).getTime() + 10 * 3_600_000);
    const appliedAt = new Date(disbursedAt.getTime() - 3_600_000);
    const bulk = new pg.Client({ connectionString: url });
    await bulk.connect();
    try {
      await bulk.query('set session_replication_role = replica');
      await bulk.query(
        `insert into users (id, market, phone, created_at)
         select $1::bigint + g, $2, $3 || lpad(g::text, 8, '0'), $5
           from generate_series(0, $4::int - 1) g`,
        [FIRST_ID, MARKET, PHONE_PREFIX, n, appliedAt],
      );
      await bulk.query(
        `insert into orders (id, user_id, product_id, principal, term_days, created_at, decision,
                             decided_at, disbursed_at, processing_fee, fee_tax, net_disbursed,
                             apr_bps, quoted_on)
         select $1::bigint + g, $1::bigint + g, $3, $4, $5, $6, 'approved', $6, $7, $8, $9, $10,
                $11, $12
           from generate_series(0, $2::int - 1) g`,
        [
          FIRST_ID,
          n,
          PRODUCT_ID,
          PRINCIPAL,
          TERM_DAYS,
          appliedAt,
          disbursedAt,
          quote.processingFee,
          quote.feeTax,
          quote.netDisbursed,
          quote.aprBps,
          startDate,
        ],
      );
      await bulk.query(
        `insert into instalments (order_id, period_no, due_date, principal, interest, fee)
         select $1::bigint + g, i.period_no, i.due_date, i.principal, i.interest, 0
           from generate_series(0, $2::int - 1) g
          cross join json_to_recordset($3::json)
                  as i(period_no int, due_date date, principal bigint, interest bigint)`,
        [
          FIRST_ID,
          n,
          JSON.stringify(
            quote.instalments.map((i) => ({
              period_no: i.periodNo,
              due_date: i.dueDate,
              principal: i.principal,
              interest: i.interest,
            })),
          ),
        ],
      );
      await bulk.query('set session_replication_role = origin');
      for (const table of ['users', 'orders']) {
        await bulk.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
      await bulk.query('vacuum analyze users, orders, instalments');
    } finally {
      await bulk.end();
    }
    // The loans read as the reminder will read them: due tomorrow, the first instalment.
    const expected = first.principal + first.interest;
    const clock = { now: () => opening };
    for (const k of [0, Math.floor(n / 2), n - 1]) {
      const id = FIRST_ID + k;
      const borrower = BorrowerScope.forMessages(
        id,
        MARKET,
        `${PHONE_PREFIX}${String(k).padStart(8, '0')}`,
        db,
      );
      const account = await loanAccount(clock, borrower, id);
      if (
        account?.due.amount !== expected ||
        account.due.date !== dueDate ||
        account.due.kind !== 'next' ||
        account.payoff?.coolingOff
      ) {
        throw new Error(
          `perf:reminders: seeded loan ${id} reads as ${JSON.stringify(account?.due)}, not ${expected} due ${dueDate}`,
        );
      }
    }
  } finally {
    await db.close();
  }
}

/** 08:00 in the market's time on that day: the contact hours open, and the day's scan runs. */
function windowOpening(day: string): Date {
  return new Date(localMidnight(day, MARKET).getTime() + 8 * 3_600_000);
}

async function counts(c: pg.Client, n: number) {
  const { rows } = await c.query<{ written: number; delivered: number }>(
    `select (select count(*)::int from notifications
              where template = 'reminder.before' and order_id between $1 and $2) as written,
            (select count(*)::int from sms_outbox where to_phone like $3) as delivered`,
    [FIRST_ID, FIRST_ID + n - 1, `${PHONE_PREFIX}%`],
  );
  return rows[0] ?? { written: 0, delivered: 0 };
}

export async function benchReminders({
  loans = loansFromEnv(),
  log = (line: string) => console.error(line),
} = {}): Promise<Figures & { markdown: string; complete: boolean }> {
  assertServerBuilt('perf:reminders');
  const postgres = await postgresDatabase();
  if (!postgres) {
    throw new Error(
      `perf:reminders: no PostgreSQL answered (${process.env.DATABASE_URL ? 'DATABASE_URL' : '127.0.0.1:5432'}); the workers share one`,
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-reminders-'));
  const workers: Worker[] = [];
  try {
    // Today in India, whatever the hour: the window opens at its 08:00, past or to come.
    const windowDay = localDate(new Date(), MARKET);
    const opening = windowOpening(windowDay);
    log(
      `perf:reminders: seeding ${loans.toLocaleString('en-US')} loans due ${addDays(windowDay, 1)}`,
    );
    const seedStart = performance.now();
    await seedLoans(postgres.url, loans, windowDay);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const env = { DATABASE_URL: postgres.url, DATA_DIR: dataDir };
    // The workers' clocks run from the window's opening at the real pace; a worker started later
    // is set to the same timeline.
    const started = Date.now();
    const onTimeline = () => new Date(opening.getTime() + (Date.now() - started));
    log('perf:reminders: starting two workers at 08:00 IST');
    const watch = new pg.Client({ connectionString: postgres.url });
    await watch.connect();
    // pg-boss's schedules follow the real hour, which would run the scan again on the workers'
    // 08:xx; the bench plays the schedule instead, so each worker's is removed once it starts.
    const start = async (at: Date) => {
      const worker = await startWorker(env, at);
      await watch.query(`delete from ${JOB_SCHEMA}.schedule`);
      return worker;
    };
    try {
      // Both at once, as a deployment starts them on a new database: they take turns creating
      // pg-boss's queues (docs/scaling.md#jobs-and-workers).
      const both = await Promise.allSettled([start(onTimeline()), start(onTimeline())]);
      for (const s of both) if (s.status === 'fulfilled') workers.push(s.value);
      for (const s of both) if (s.status === 'rejected') throw s.reason;
      const boss = new PgBoss({
        connectionString: postgres.url,
        schema: JOB_SCHEMA,
        migrate: false,
        supervise: false,
        schedule: false,
      });
      await boss.start();
      const t0 = performance.now();
      const elapsed = () => (performance.now() - t0) / 1000;
      await boss.send(SCAN_QUEUE, {});
      await boss.stop({ graceful: false, close: true });
      log(`perf:reminders: the hour's scan sent at ${onTimeline().toISOString()}`);

      let scanSeconds: number | null = null;
      let writtenSeconds: number | null = null;
      let deliveredSeconds: number | null = null;
      let killedAt: Figures['killedAt'] = null;
      let lastLog = 0;
      while (elapsed() < GIVE_UP_SECONDS) {
        await sleep(500);
        const { written, delivered } = await counts(watch, loans);
        if (scanSeconds === null) {
          const { rows } = await watch.query<{ state: string }>(
            `select state::text from ${JOB_SCHEMA}.job where name = $1 order by created_on limit 1`,
            [SCAN_QUEUE],
          );
          if (rows[0]?.state === 'completed') scanSeconds = elapsed();
        }
        if (writtenSeconds === null && written >= loans) writtenSeconds = elapsed();
        if (!killedAt && delivered >= loans / 3) {
          // Mid-run: it holds reminders it is writing and messages it is sending.
          const [first] = workers;
          if (first) await stopWorker(first, 'SIGKILL');
          killedAt = { seconds: elapsed(), delivered };
          log(
            `perf:reminders: worker killed with SIGKILL at ${delivered.toLocaleString('en-US')} SMS; starting another`,
          );
          workers.push(await start(onTimeline()));
        }
        if (delivered >= loans) {
          deliveredSeconds = elapsed();
          break;
        }
        if (elapsed() - lastLog >= 30) {
          lastLog = elapsed();
          log(
            `perf:reminders: ${Math.round(elapsed())} s: ${written.toLocaleString('en-US')} written, ${delivered.toLocaleString('en-US')} delivered`,
          );
        }
      }
      // Anything sent twice would arrive late: the workers go on a while before they are counted.
      await sleep(deliveredSeconds === null ? 0 : 20_000);
      await Promise.all(workers.map((w) => stopWorker(w)));
      // What made a job run again besides the kill (a timeout on a busy machine) is in the logs.
      for (const [i, w] of workers.entries()) {
        const errors = w
          .output()
          .split('\n')
          .filter((l) => /"level":(50|60)/.test(l));
        if (errors.length > 0) {
          log(
            `perf:reminders: worker ${i + 1} logged ${errors.length} errors, first: ${errors[0]}`,
          );
        }
      }

      const one = async <T>(sql: string, params: unknown[] = []) =>
        (await watch.query(sql, params)).rows[0] as T;
      const told = await one<{ n: number; loans: number }>(
        `select count(*)::int as n, count(distinct order_id)::int as loans from notifications
          where template = 'reminder.before' and order_id between $1 and $2`,
        [FIRST_ID, FIRST_ID + loans - 1],
      );
      const sms = await one<{ n: number; phones: number }>(
        `select count(*)::int as n, count(distinct to_phone)::int as phones from sms_outbox
          where to_phone like $1`,
        [`${PHONE_PREFIX}%`],
      );
      const jobs = await one<{ remind: number; deliver: number; failed: number; scans: number }>(
        `select count(*) filter (where name = 'remind-loan' and retry_count > 0)::int as remind,
                count(*) filter (where name = 'deliver-message' and retry_count > 0)::int as deliver,
                count(*) filter (where state = 'failed')::int as failed,
                count(*) filter (where name = $1)::int as scans
           from ${JOB_SCHEMA}.job`,
        [SCAN_QUEUE],
      );
      const duplicates = told.n - told.loans + (sms.n - sms.phones);
      const lost = loans - Math.min(told.loans, sms.phones);
      const figures: Figures = {
        loans,
        seedSeconds,
        scanSeconds,
        writtenSeconds,
        deliveredSeconds,
        killedAt,
        notifications: told.n,
        notifiedLoans: told.loans,
        sms: sms.n,
        smsPhones: sms.phones,
        duplicates,
        lost,
        deliveriesRetried: jobs.deliver,
        remindJobsRetried: jobs.remind,
        failedJobs: jobs.failed,
        scans: jobs.scans,
        goalMet:
          deliveredSeconds !== null &&
          deliveredSeconds <= REMINDER_GOAL_SECONDS &&
          duplicates === 0 &&
          lost === 0,
      };
      return { ...figures, complete: true, markdown: remindersMarkdown(figures) };
    } finally {
      await watch.end();
    }
  } catch (err) {
    for (const w of workers) if (w.child.exitCode === null) log(w.output().slice(-2000));
    throw err;
  } finally {
    await Promise.all(workers.map((w) => stopWorker(w, 'SIGKILL')));
    await postgres.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const thousands = (n: number) => n.toLocaleString('en-US');
const secs = (s: number | null) => (s === null ? 'not reached' : `${thousands(Math.round(s))} s`);

export function remindersMarkdown(f: Figures): string {
  const mark = (met: boolean) => (met ? 'met' : '**misses**');
  const rate = f.deliveredSeconds ? Math.round(f.loans / f.deliveredSeconds) : null;
  const lines = [
    `${thousands(f.loans)} Indian borrowers, each with a disbursed ₹10,000 loan whose first instalment is due tomorrow, seeded in ${Math.round(f.seedSeconds)} s. Two built worker processes (\`npm run worker\`, pool of ${process.env.DATABASE_POOL_SIZE ?? 4} each), their clocks at 08:00 IST (\`DEV_CLOCK_AT\`); the hour's scan sent to its queue as the schedule does, and times counted from then. One worker killed with SIGKILL at a third of the SMS, and another started.`,
    '',
    '| Figure | Value | Goal |',
    '|---|---|---|',
    `| The scan: every \`remind-loan\` job queued | ${secs(f.scanSeconds)} | |`,
    `| All reminders written (notifications) | ${secs(f.writtenSeconds)} | |`,
    `| All delivered to the outbox SMS gateway (\`sms_outbox\`) | ${secs(f.deliveredSeconds)}${rate ? ` (${thousands(rate)} a second)` : ''} | ≤ ${thousands(REMINDER_GOAL_SECONDS)} s: ${mark(f.deliveredSeconds !== null && f.deliveredSeconds <= REMINDER_GOAL_SECONDS)} |`,
    `| Worker killed (SIGKILL) | ${f.killedAt ? `at ${secs(f.killedAt.seconds)}, ${thousands(f.killedAt.delivered)} SMS written` : 'not reached'} | |`,
    `| Notifications, loans told | ${thousands(f.notifications)}, ${thousands(f.notifiedLoans)} | ${thousands(f.loans)} |`,
    `| SMS in the outbox, phones reached | ${thousands(f.sms)}, ${thousands(f.smsPhones)} | ${thousands(f.loans)} |`,
    `| Duplicates | ${f.duplicates} | 0: ${mark(f.duplicates === 0)} |`,
    `| Lost | ${f.lost} | 0: ${mark(f.lost === 0)} |`,
    `| Jobs the killed worker held, run again: \`remind-loan\`, \`deliver-message\` | ${thousands(f.remindJobsRetried)}, ${thousands(f.deliveriesRetried)} | |`,
    `| Jobs failed for good | ${f.failedJobs} | 0 |`,
  ];
  if (f.scans > 1) {
    lines.push(
      '',
      `pg-boss's own schedule also ran the scan on a real hour during the run (${f.scans} scans in all); the reminders it queued again found theirs written.`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { markdown } = await benchReminders();
    console.log(`\n${markdown}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
