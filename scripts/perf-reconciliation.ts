// The reconciliation part of `npm run bench` (scripts/bench.mjs, `--only reconciliation`), also
// runnable alone as `node --import tsx scripts/perf-reconciliation.ts`: the daily reconciliation
// of a day of 100,000 payments in India on PostgreSQL, the server's own `reconcileDay` on the
// sandbox provider's books (docs/performance.md#reconciliation-at-scale, docs/payments.md#reconciliation).
//
// A fresh database of its own (DATABASE_URL, else 127.0.0.1:5432), dropped at the end: migrated,
// the demo catalogue, then the borrowers, their disbursed loans and one payment at the provider
// each (a virtual account number, paid on day D) in a few statements. The app is built in this
// process on that database (`buildApp`, its jobs not worked: its queues exist, as in production),
// and the sandbox provider's books of day D are filled: every payment of ours except a few left
// out, some for another amount, some for nobody's reference, some a second payment of a reference
// paid, and some for payments of ours still pending (their webhook lost), which the run books to
// their loans through the webhook's own path. Then `reconcileDay` runs for the day at 06:00 IST
// the next morning, as the market's job does, and again; then the reconciliation's tables are
// analysed (autovacuum's work, where it runs) and the day runs once more. Every run after the one
// that completed the day must add nothing. Each run's statements are timed, and the first run's
// slowest call is explained as the app's driver runs it (a prepared statement).
// PERF_RECON_PAYMENTS sets the number of payments (default 100,000), for a shorter trial run;
// PERF_RECON_WARM=1 gives the reconciliation's tables the day before's items, analysed.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { addDays, localDate, localMidnight } from '@tenora/domain/dates';
import { parsePricingConfig, quoteLoan } from '@tenora/domain/pricing';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemo } from '../apps/server/src/db/seed.ts';
import { reconcileDay, type DaySummary } from '../apps/server/src/modules/reconciliation/index.ts';
import { AppDirectory } from '../apps/server/src/platform/app-directory.ts';
import { AdjustableClock, systemClock } from '../apps/server/src/platform/clock.ts';
import { openDb, type Db, type Queryable } from '../apps/server/src/platform/db.ts';
import { OutboxEmailGateway } from '../apps/server/src/platform/email.ts';
import { Jobs } from '../apps/server/src/platform/jobs.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { OwedChanges } from '../apps/server/src/platform/owed-changes.ts';
import { paymentRailsFor } from '../apps/server/src/platform/payment-adapters.ts';
import type { AppDeps, AppPorts } from '../apps/server/src/platform/ports.ts';
import { MemoryRateLimitStore } from '../apps/server/src/platform/rate-limit.ts';
import { SessionCache } from '../apps/server/src/platform/session-cache.ts';
import { configuredSmsGateway } from '../apps/server/src/platform/sms-markets.ts';
import { OutboxSmsGateway } from '../apps/server/src/platform/sms.ts';
import { DiskFileStorage } from '../apps/server/src/platform/storage.ts';
import { postgresDatabase } from './perf-api.mjs';

/** The requirement: the day of 100,000 payments reconciled within 10 minutes. */
export const RECON_GOAL_SECONDS = 600;
const MARKET = 'IN';
/** Tenora Salary Advance (the demo catalogue), ₹10,000 over 91 days in three instalments. */
const PRODUCT_ID = 2;
const PRINCIPAL = 1_000_000;
const TERM_DAYS = 91;
/** Far above the demo data's ids; the bench's borrowers and their loans share the numbers. */
const FIRST_ID = 1_000_001;
const PHONE_PREFIX = '+9171';
/** India's virtual account references: TNR and ten digits (modules/virtual-account). */
const REF_PREFIX = 'TNR';
/** The reconciliation job's hour, local time (modules/reconciliation/index.ts). */
const RUN_HOUR = 6;
/** What a virtual account number is open for (modules/virtual-account/service.ts). */
const CODE_TTL_MS = 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
/** A payment booked for ₹1 less than the provider took. */
const SHORT_BY = 100;

/**
 * PERF_RECON_WARM=1: the reconciliation's tables hold the day before's items, analysed, as on a
 * deployment that ran the job yesterday. Unset, they are new and empty, as on its first day.
 */
export function warmFromEnv(): boolean {
  const text = process.env.PERF_RECON_WARM ?? '';
  if (text !== '' && text !== '0' && text !== '1') {
    throw new Error(`PERF_RECON_WARM must be 1 or 0; it is "${text}"`);
  }
  return text === '1';
}

export function paymentsFromEnv(): number {
  const text = process.env.PERF_RECON_PAYMENTS;
  if (text === undefined || text === '') return 100_000;
  const n = Number(text);
  // The sandbox's books hold 200,000 items at most.
  if (!Number.isInteger(n) || n < 1000 || n > 190_000) {
    throw new Error(
      `PERF_RECON_PAYMENTS must be a whole number from 1,000 to 190,000; it is "${text}"`,
    );
  }
  return n;
}

/** The day's mix, in the proportions of 100,000: 100 late, 50 short, 20 missing, 25 and 25. */
function mixOf(n: number) {
  const per = (rate: number) => Math.max(1, Math.round(n * rate));
  const late = per(1 / 1000);
  const mix = {
    /** Ours still pending, taken by the provider: booked late by the run. */
    late,
    /** Ours paid, the provider's books another amount. */
    differs: per(1 / 2000),
    /** Ours paid on the day, not in the provider's books. */
    missing: per(1 / 5000),
    /** In the books for a reference of nobody's. */
    nobody: per(1 / 4000),
    /** A second payment in the books for a reference of ours paid. */
    duplicates: per(1 / 4000),
    /** Each kind's payments are spread across the day, one in each `stride`. */
    stride: Math.floor(n / late),
  };
  return {
    ...mix,
    matched: n - mix.late - mix.differs - mix.missing,
    bookItems: n - mix.missing + mix.nobody + mix.duplicates,
  };
}
type Mix = ReturnType<typeof mixOf>;

const KINDS = [
  'booked_late',
  'amount_differs',
  'missing_at_provider',
  'missing_in_ledger',
  'duplicate',
] as const;
type Kind = (typeof KINDS)[number];

function expectedQueue(mix: Mix): Record<Kind, number> {
  return {
    booked_late: mix.late,
    amount_differs: mix.differs,
    missing_at_provider: mix.missing,
    missing_in_ledger: mix.nobody,
    duplicate: mix.duplicates,
  };
}

interface Statement {
  sql: string;
  calls: number;
  ms: number;
  slowestMs: number;
}

/** Rows of the day that a run added. */
interface Added {
  /** recon_items of the day. */
  items: number;
  /** Ledger payments of the bench's loans. */
  payments: number;
  /** Items of the books seen (recon_seen). */
  seen: number;
}

interface Run {
  what: string;
  seconds: number;
  /** Null when the run failed: `error` says why, `failedIn` in which statement. */
  summary: DaySummary | null;
  error: string | null;
  failedIn: string | null;
  added: Added;
  /** Its statements, by their SQL's first words: the slowest in all. */
  statements: Statement[];
  statementMs: number;
}

/** EXPLAIN ANALYZE of a prepared statement, as the plan cache runs it. */
interface Plan {
  /** pg's plan after the fifth call, when no cheaper custom plan is expected: the parameters' values unknown. */
  generic: { ms: number | null; lines: string[] };
  /** The plan made for the call's own values. */
  custom: { ms: number | null; lines: string[] };
}

interface Figures {
  payments: number;
  day: string;
  postgres: string;
  /** The server's `autovacuum` setting, which decides whether the new rows are analysed. */
  autovacuum: string;
  /** The reconciliation's tables held the day before's items, analysed (PERF_RECON_WARM). */
  warm: boolean;
  statementTimeoutMs: number;
  seedSeconds: number;
  mix: Mix;
  /** In order: the day, the same day again, then (analysed) once more, and again if needed. */
  runs: Run[];
  /** The index of the run that completed the day (the first that did not fail). */
  completedBy: number | null;
  itemsPerSecond: number | null;
  /** recon_items of the day once it was complete, by kind (and how many resolved). */
  queue: Record<Kind, { total: number; resolved: number }>;
  expected: Record<Kind, number>;
  seen: number;
  countsExact: boolean;
  /** What the late bookings left: ledger payments, and ours paid now. */
  lateLedgerPayments: number;
  latePaid: number;
  /** Every run after the one that completed the day completed, and added nothing. */
  idempotent: boolean;
  /** The first run's slowest statement, before and after `analyze`, with that call's values. */
  slowest: { sql: string; before: Plan; after: Plan } | null;
  loggedErrors: number;
  firstLoggedError: string | null;
  goalMet: boolean;
}

/**
 * The app's Db with each statement timed by its SQL (a few microseconds a statement), keeping
 * the parameters of each statement's slowest call to explain it afterwards.
 */
function timedDb(db: Db) {
  const stats = new Map<
    string,
    Statement & { text: string; params: readonly unknown[] | undefined }
  >();
  let failedIn: string | null = null;
  const label = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 90);
  const wrap = (q: Queryable): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const t = performance.now();
      try {
        return await q.query<T>(sql, params);
      } catch (err) {
        failedIn ??= label(sql);
        throw err;
      } finally {
        const ms = performance.now() - t;
        const key = label(sql);
        const s = stats.get(key) ?? {
          sql: key,
          calls: 0,
          ms: 0,
          slowestMs: 0,
          text: sql,
          params,
        };
        s.calls += 1;
        s.ms += ms;
        if (ms >= s.slowestMs) Object.assign(s, { slowestMs: ms, params });
        stats.set(key, s);
      }
    },
    exec: (sql: string) => q.exec(sql),
  });
  const timed: Db = {
    kind: db.kind,
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
  return {
    db: timed,
    /** What was timed since the last take, and the statement that failed, if one did. */
    take() {
      const all = [...stats.values()].sort((a, b) => b.ms - a.ms);
      const failed = failedIn;
      stats.clear();
      failedIn = null;
      return { all, failed };
    },
  };
}

/**
 * The borrowers, each with a ₹10,000 loan of 91 days disbursed 29 days before day D (its first
 * instalment due the day after), and a virtual account number issued for that instalment and paid
 * on day D, spread evenly across the day: the rows the app writes (perf-reminders.ts's loans), no
 * ledger payments for those booked (the run reads the payments at the provider, not the ledger).
 * Those whose webhook was lost are left pending. Triggers and foreign keys are off while loading,
 * as in a restore.
 */
async function seedPayments(db: Db, url: string, n: number, day: string, mix: Mix, warm: boolean) {
  await migrate(db);
  const dayStart = localMidnight(day, MARKET);
  await seedDemo(db, { now: () => dayStart });
  const [product] = await db.query<{ pricing: unknown }>(
    'select pricing from products where id = $1',
    [PRODUCT_ID],
  );
  const pricing = parsePricingConfig(product?.pricing);
  if (!pricing) throw new Error(`perf:reconciliation: product ${PRODUCT_ID} has no pricing`);
  const startDate = addDays(day, -29);
  const quoted = quoteLoan(
    { market: MARKET, principal: PRINCIPAL, termDays: TERM_DAYS, startDate, pricing },
    { min: 1, max: Number.MAX_SAFE_INTEGER },
  );
  if (!quoted.ok) {
    throw new Error(`perf:reconciliation: the loan cannot be quoted (${quoted.reason})`);
  }
  const { quote } = quoted;
  const first = quote.instalments[0];
  if (first?.dueDate !== addDays(day, 1)) {
    throw new Error(`perf:reconciliation: the first instalment falls on ${first?.dueDate}`);
  }
  const amount = first.principal + first.interest;
  const disbursedAt = new Date(localMidnight(startDate, MARKET).getTime() + 10 * 3_600_000);
  const appliedAt = new Date(disbursedAt.getTime() - 3_600_000);
  const late = Array.from({ length: mix.late }, (_, k) => k * mix.stride);
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
    // Paid at paidAt(g), the number issued 10 minutes before; the late ones never heard of.
    await bulk.query(
      `insert into provider_payments (reference, user_id, order_id, method, amount, status,
                                      created_at, settled_at, pay_code, specific_num, expires_at,
                                      purpose, provider)
       select $3 || lpad(g::text, 10, '0'), $1::bigint + g, $1::bigint + g, 'va', $4,
              case when late then 'pending' else 'paid' end,
              paid_at - interval '10 minutes', case when late then null else paid_at end,
              'HDFC', 2, paid_at - interval '10 minutes' + $8 * interval '1 millisecond',
              'repayment', 'sandbox'
         from generate_series(0, $2::int - 1) g,
              lateral (select $5::timestamptz + ((g + 0.5) * $6::float8) * interval '1 millisecond'
                                as paid_at,
                              g = any($7::int[]) as late) x`,
      [FIRST_ID, n, REF_PREFIX, amount, dayStart, DAY_MS / n, late, CODE_TTL_MS],
    );
    await bulk.query('set session_replication_role = origin');
    for (const table of ['users', 'orders']) {
      await bulk.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    await bulk.query('vacuum analyze users, orders, instalments, provider_payments');
    if (warm) {
      // The day before, reconciled: its items seen, its run recorded, the tables analysed, as on
      // a deployment that ran the job yesterday (and whose autovacuum has been by since).
      const before = addDays(day, -1);
      await bulk.query(
        `insert into recon_seen (provider, provider_item_id, kind, reference, amount, day)
         select 'sandbox', 'sbxpay_before_' || g, 'payment', 'TNP' || lpad(g::text, 10, '0'), $2,
                $3::date
           from generate_series(0, $1::int - 1) g`,
        [n, amount, before],
      );
      await bulk.query(
        `insert into recon_runs (provider, market, day, ran_at, provider_items, matched, flagged, booked)
         values ('sandbox', $1, $2, $3, $4, $4, 0, 0)`,
        [MARKET, before, localMidnight(day, MARKET), n],
      );
      await bulk.query('analyze recon_seen, recon_items, recon_runs');
    }
  } finally {
    await bulk.end();
  }
  return { amount, late };
}

const reference = (g: number) => `${REF_PREFIX}${String(g).padStart(10, '0')}`;

/** The sandbox's books of day D, in the order it took the money. */
function booksOf(n: number, day: string, mix: Mix, amount: number) {
  const dayStart = localMidnight(day, MARKET).getTime();
  const paidAt = (g: number) => new Date(dayStart + (g + 0.5) * (DAY_MS / n));
  const at = (k: number, offset: number) => k * mix.stride + offset;
  const differs = new Set(Array.from({ length: mix.differs }, (_, k) => at(k, 1)));
  const missing = new Set(Array.from({ length: mix.missing }, (_, k) => at(k, 2)));
  const items: { reference: string; amount: number; at: Date; providerPaymentId: string }[] = [];
  for (let g = 0; g < n; g++) {
    if (missing.has(g)) continue;
    items.push({
      reference: reference(g),
      amount: differs.has(g) ? amount - SHORT_BY : amount,
      at: paidAt(g),
      providerPaymentId: `sbxpay_${g}`,
    });
  }
  for (let k = 0; k < mix.duplicates; k++) {
    // A second payment of a number paid and matched, five minutes after the first.
    const g = at(k, 3);
    items.push({
      reference: reference(g),
      amount,
      at: new Date(paidAt(g).getTime() + 5 * 60_000),
      providerPaymentId: `sbxpay_again_${g}`,
    });
  }
  for (let k = 0; k < mix.nobody; k++) {
    items.push({
      reference: `${REF_PREFIX}9${String(k).padStart(9, '0')}`,
      amount,
      at: new Date(paidAt(at(k, 4)).getTime() + 1000),
      providerPaymentId: `sbxpay_nobody_${k}`,
    });
  }
  return items.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** A parameter as a literal for EXECUTE, which casts it to the prepared statement's type. */
function literal(c: pg.Client, v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return c.escapeLiteral(v.toISOString());
  if (Array.isArray(v)) {
    const items = v.map((x) =>
      x === null ? 'NULL' : `"${String(x).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    );
    return c.escapeLiteral(`{${items.join(',')}}`);
  }
  return c.escapeLiteral(String(v));
}

/**
 * EXPLAIN ANALYZE of a statement prepared as the app's driver prepares it (a named statement,
 * platform/db.ts), with one call's values: its generic plan, which PostgreSQL keeps after the
 * fifth call unless the custom plans are expected to be cheaper, and the custom one. On a client
 * of its own, with no statement timeout.
 */
async function explainPrepared(
  url: string,
  call: { text: string; params: readonly unknown[] | undefined },
): Promise<Plan> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`prepare explained as ${call.text}`);
    const args = (call.params ?? []).map((v) => literal(c, v)).join(', ');
    const run = async (mode: string) => {
      await c.query(`set plan_cache_mode = ${mode}`);
      const { rows } = await c.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) execute explained${args ? `(${args})` : ''}`,
      );
      // A slice's thousand references, written out in a custom plan, are left out.
      const lines = rows.map((r) =>
        r['QUERY PLAN'].replace(
          /'\{[^}]{40,}\}'/g,
          (list) => `'{…${list.split(',').length} values…}'`,
        ),
      );
      const ms = lines.map((l) => /^Execution Time: ([\d.]+) ms/.exec(l)?.[1]).find(Boolean);
      return { ms: ms ? Number(ms) : null, lines };
    };
    return { generic: await run('force_generic_plan'), custom: await run('force_custom_plan') };
  } finally {
    await c.end();
  }
}

export async function benchReconciliation({
  payments = paymentsFromEnv(),
  warm = warmFromEnv(),
  log = (line: string) => console.error(line),
} = {}): Promise<Figures & { markdown: string; complete: boolean }> {
  const postgres = await postgresDatabase();
  if (!postgres) {
    throw new Error(
      `perf:reconciliation: no PostgreSQL answered (${process.env.DATABASE_URL ? 'DATABASE_URL' : '127.0.0.1:5432'})`,
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-recon-'));
  let db: Db | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let jobs: Jobs | undefined;
  try {
    // Yesterday in India: the day this morning's job reconciles.
    const day = addDays(localDate(new Date(), MARKET), -1);
    const runAt = new Date(localMidnight(addDays(day, 1), MARKET).getTime() + RUN_HOUR * 3_600_000);
    const mix = mixOf(payments);
    const config = loadConfig({
      NODE_ENV: 'development',
      // Its note that the web app is not built (this process serves no page) says nothing here.
      LOG_LEVEL: 'error',
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      JOB_WORKERS: 'off',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENTS_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      CONSOLE_DIST: path.join(dataDir, 'no-console-dist'),
      ...(process.env.DATABASE_POOL_SIZE
        ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
        : {}),
    });
    db = await openDb(config);
    log(
      `perf:reconciliation: seeding ${payments.toLocaleString('en-US')} payments of ${day} (PostgreSQL ${postgres.version})`,
    );
    const seedStart = performance.now();
    const { amount, late } = await seedPayments(db, postgres.url, payments, day, mix, warm);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    // The app as a process runs it: its clock at 06:00 IST the next morning, running on.
    const clock = new AdjustableClock(systemClock);
    clock.set(runAt);
    const rails = paymentRailsFor(config, () => config.paymentsSecret ?? '', clock);
    const ports: AppPorts = {
      config,
      db,
      clock,
      devClock: clock,
      sms: configuredSmsGateway(config.sms, new OutboxSmsGateway(db, clock)),
      email: new OutboxEmailGateway(db, clock),
      payments: rails,
      storage: new DiskFileStorage(path.join(dataDir, 'files')),
      limits: new MemoryRateLimitStore(),
    };
    // Built once so that every module declares its queues, as the worker's start does.
    app = await buildApp(ports);
    await app.ready();
    const sandbox = rails.sandbox();
    if (!sandbox) throw new Error('perf:reconciliation: the sandbox provider is not configured');
    const books = booksOf(payments, day, mix, amount);
    for (const item of books) sandbox.takeSilently(item);
    const listed = await sandbox.listSettled({
      market: MARKET,
      day,
      from: localMidnight(day, MARKET),
      to: localMidnight(addDays(day, 1), MARKET),
    });
    if (listed.length !== mix.bookItems) {
      throw new Error(
        `perf:reconciliation: the sandbox lists ${listed.length} items for ${day}, not ${mix.bookItems}`,
      );
    }

    // The deps the app builds for its modules (app.ts), on a timed handle of the same pool.
    const timed = timedDb(db);
    jobs = new Jobs(timed.db, clock, { work: false }, (err, where) =>
      log(`perf:reconciliation: jobs (${where}): ${String(err)}`),
    );
    const deps: AppDeps = {
      ...ports,
      db: timed.db,
      apps: new AppDirectory(timed.db, (market) => rails.of(market).pageHosts),
      sessions: new SessionCache(config.sessionCacheSeconds * 1000),
      bindings: new Map(),
      owedChanges: new OwedChanges(),
      jobs,
    };
    const errors: string[] = [];
    const runLog = {
      error: (obj: unknown, msg?: string) => errors.push(`${msg ?? ''} ${JSON.stringify(obj)}`),
    } as unknown as Parameters<typeof reconcileDay>[1];
    // pg-boss connects on its first job, which the first late booking would otherwise pay for.
    await jobs.start();
    const open = db;
    const one = async <T>(sql: string, params: unknown[] = []) =>
      (await open.query<T>(sql, params))[0] as T;
    const autovacuum = (await one<{ autovacuum: string }>('show autovacuum')).autovacuum;

    const watch = () =>
      one<Added>(
        `select (select count(*)::int from recon_items where day = $1) as items,
                (select count(*)::int from payments where order_id >= $2) as payments,
                (select count(*)::int from recon_seen where day = $1) as seen`,
        [day, FIRST_ID],
      );
    let slowestCall: { text: string; params: readonly unknown[] | undefined } | null = null;
    const runs: Run[] = [];
    const once = async (what: string): Promise<Run> => {
      const before = await watch();
      timed.take();
      const t0 = performance.now();
      let summary: DaySummary | null = null;
      let error: string | null = null;
      try {
        summary = await reconcileDay(deps, runLog, sandbox, MARKET, day);
        if (!summary) error = 'the sandbox did not answer';
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      const seconds = (performance.now() - t0) / 1000;
      const { all, failed } = timed.take();
      const after = await watch();
      if (runs.length === 0) {
        const slowest = [...all].sort((a, b) => b.slowestMs - a.slowestMs)[0];
        if (slowest) slowestCall = { text: slowest.text, params: slowest.params };
      }
      log(
        `perf:reconciliation: ${what}: ${seconds.toFixed(1)} s${error ? `, failed: ${error}${failed ? ` (in ${failed})` : ''}` : ''}`,
      );
      const run: Run = {
        what,
        seconds,
        summary,
        error,
        failedIn: error ? failed : null,
        added: {
          items: after.items - before.items,
          payments: after.payments - before.payments,
          seen: after.seen - before.seen,
        },
        statements: all.slice(0, 8).map(({ sql, calls, ms, slowestMs }) => ({
          sql,
          calls,
          ms,
          slowestMs,
        })),
        statementMs: all.reduce((sum, st) => sum + st.ms, 0),
      };
      runs.push(run);
      return run;
    };
    const completed = () => runs.findIndex((r) => r.summary !== null);

    log(`perf:reconciliation: reconciling ${day} (${mix.bookItems.toLocaleString('en-US')} items)`);
    // As the job runs it on this server; a run that fails is what the next morning's job retries.
    await once('the day');
    await once(completed() === 0 ? 'the same day again' : 'the day again (its run failed)');
    // The slowest call, explained on the tables as the runs left them, then as autovacuum leaves
    // them on a server that runs it; and the day once more.
    const explain = () => (slowestCall ? explainPrepared(postgres.url, slowestCall) : null);
    const before = await explain();
    await db.query('analyze recon_seen, recon_items, recon_runs');
    const after = await explain();
    await once('the same day, its tables analysed');
    // A day completed only now is run once more, for what a run after it adds.
    if (completed() === runs.length - 1) await once('the same day again, analysed');

    const done = completed();
    const rows = await db.query<{ kind: Kind; total: number; resolved: number }>(
      `select kind, count(*)::int as total, count(*) filter (where status = 'resolved')::int as resolved
         from recon_items where day = $1 group by kind`,
      [day],
    );
    const queue = Object.fromEntries(
      KINDS.map((k) => {
        const r = rows.find((x) => x.kind === k);
        return [k, { total: r?.total ?? 0, resolved: r?.resolved ?? 0 }];
      }),
    ) as Figures['queue'];
    const expected = expectedQueue(mix);
    const lateRow = await one<{ ledger: number; paid: number }>(
      `select (select count(*)::int from payments p
                where p.order_id = any($1::bigint[]) and p.method = 'va') as ledger,
              (select count(*)::int from provider_payments pp
                where pp.order_id = any($1::bigint[]) and pp.status = 'paid') as paid`,
      [late.map((g) => FIRST_ID + g)],
    );
    const { seen } = await watch();
    // What the day's run counted, when one run did it all; a day completed by a retry is
    // counted by what it left.
    const whole = runs[0]?.summary;
    const countsExact =
      done >= 0 &&
      KINDS.every((k) => queue[k].total === expected[k]) &&
      queue.booked_late.resolved === mix.late &&
      KINDS.filter((k) => k !== 'booked_late').every((k) => queue[k].resolved === 0) &&
      seen === mix.bookItems &&
      lateRow.ledger === mix.late &&
      lateRow.paid === mix.late &&
      (!whole ||
        (whole.providerItems === mix.bookItems &&
          whole.matched === mix.matched &&
          whole.booked === mix.late &&
          whole.flagged === mix.differs + mix.missing + mix.nobody + mix.duplicates));
    const later = done >= 0 ? runs.slice(done + 1) : [];
    const idempotent =
      later.length > 0 &&
      later.every(
        (r) =>
          r.summary !== null &&
          r.summary.providerItems === 0 &&
          r.summary.matched === 0 &&
          r.summary.flagged === 0 &&
          r.summary.booked === 0 &&
          Object.values(r.added).every((v) => v === 0),
      );
    const first = runs[0] as Run;
    const slowestSql = (slowestCall as { text: string } | null)?.text;
    const figures: Figures = {
      payments,
      day,
      postgres: postgres.version,
      autovacuum,
      warm,
      statementTimeoutMs: config.databaseTimeouts.statementMs,
      seedSeconds,
      mix,
      runs,
      completedBy: done >= 0 ? done : null,
      itemsPerSecond: first.summary ? first.summary.providerItems / first.seconds : null,
      queue,
      expected,
      seen,
      countsExact,
      lateLedgerPayments: lateRow.ledger,
      latePaid: lateRow.paid,
      idempotent,
      slowest:
        slowestSql && before && after
          ? { sql: slowestSql.replace(/\s+/g, ' ').trim(), before, after }
          : null,
      loggedErrors: errors.length,
      firstLoggedError: errors[0] ?? null,
      goalMet:
        first.summary !== null && first.seconds <= RECON_GOAL_SECONDS && countsExact && idempotent,
    };
    // A wrong count is a failed measurement: the figures are printed, and the bench says so. A
    // run that fails, or a run again that adds something, misses its goal.
    return {
      ...figures,
      complete: countsExact,
      markdown: reconciliationMarkdown(figures),
    };
  } finally {
    await jobs?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    await postgres.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const thousands = (n: number) => n.toLocaleString('en-US');
const secs = (s: number) => (s < 10 ? `${s.toFixed(2)} s` : `${thousands(Math.round(s))} s`);

export function reconciliationMarkdown(f: Figures): string {
  const mark = (met: boolean) => (met ? 'met' : '**misses**');
  const exact = (met: boolean) => (met ? 'exact' : '**wrong**');
  const m = f.mix;
  const flagged = m.differs + m.missing + m.nobody + m.duplicates;
  const code = (sql: string) => `\`${sql.replace(/\|/g, '\\|')}…\``;
  const [first] = f.runs;
  const ran = (r: Run) =>
    r.summary
      ? `${secs(r.seconds)}: ${thousands(r.summary.providerItems)} items, ${thousands(r.summary.matched)} matched, ${thousands(r.summary.flagged)} flagged, ${thousands(r.summary.booked)} booked`
      : `**failed** after ${secs(r.seconds)}: ${r.error}${r.failedIn ? ` (in ${code(r.failedIn)})` : ''}`;
  const added = (a: Added) =>
    `added ${thousands(a.items)} queue items, ${thousands(a.payments)} ledger payments, ${thousands(a.seen)} items seen`;
  const addedNothing = (r: Run) =>
    r.summary !== null &&
    r.summary.providerItems + r.summary.matched + r.summary.flagged + r.summary.booked === 0 &&
    Object.values(r.added).every((v) => v === 0);
  const kindRow = (k: Kind, what: string) =>
    `| Queue: \`${k}\` (${what}) | ${thousands(f.queue[k].total)}${f.queue[k].resolved ? ` (${thousands(f.queue[k].resolved)} resolved)` : ''} | ${thousands(f.expected[k])}: ${exact(f.queue[k].total === f.expected[k])} |`;
  const lines = [
    `${thousands(f.payments)} Indian borrowers, each with a disbursed ₹10,000 loan and one virtual account payment of its first instalment at the sandbox provider on ${f.day} (IST), seeded in ${Math.round(f.seedSeconds)} s on PostgreSQL ${f.postgres} (autovacuum ${f.autovacuum}), ${f.warm ? `the reconciliation's tables holding the day before's ${thousands(f.payments)} items, analysed (\`PERF_RECON_WARM=1\`)` : "the reconciliation's tables new and empty"}: ${thousands(f.payments - m.late)} booked paid, ${thousands(m.late)} still pending (their webhook lost). The provider's books of the day list ${thousands(m.bookItems)} items: ${thousands(m.matched)} that match, ${thousands(m.differs)} for another amount, ${thousands(m.late)} for the pending ones, ${thousands(m.nobody)} for nobody's reference, ${thousands(m.duplicates)} second payments of a reference paid; ${thousands(m.missing)} of ours paid that day are not in them. The server's \`reconcileDay\` for the day, in this process, on the app's pool (${process.env.DATABASE_POOL_SIZE ?? 4} connections, statement timeout ${thousands(f.statementTimeoutMs)} ms), its clock at ${String(RUN_HOUR).padStart(2, '0')}:00 IST the next morning; then the same day again; then \`analyze\` of the reconciliation's three tables (autovacuum's work, where it runs), and the day once more.`,
    '',
    '| Figure | Value | Goal |',
    '|---|---|---|',
    `| The day in one run (\`reconcileDay\`) | ${first ? ran(first) : 'not run'}${f.itemsPerSecond ? ` (${thousands(Math.round(f.itemsPerSecond))} items a second)` : ''} | ≤ ${thousands(RECON_GOAL_SECONDS)} s: ${mark(!!first?.summary && first.seconds <= RECON_GOAL_SECONDS)} |`,
    ...f.runs
      .slice(1)
      .map(
        (r, i) =>
          `| Run ${i + 2}, ${r.what} | ${ran(r)}; ${added(r.added)} | ${f.completedBy !== null && i + 1 > f.completedBy ? `nothing: ${mark(addedNothing(r))}` : ''} |`,
      ),
    `| The day complete after run | ${f.completedBy === null ? 'none' : f.completedBy + 1} | 1 |`,
    `| Expected of the day's run: items, matched, flagged, booked | ${thousands(m.bookItems)}, ${thousands(m.matched)}, ${thousands(flagged)}, ${thousands(m.late)} | |`,
    kindRow('booked_late', 'booked by the run'),
    kindRow('amount_differs', 'another amount'),
    kindRow('missing_at_provider', 'ours not in the books'),
    kindRow('missing_in_ledger', "nobody's reference"),
    kindRow('duplicate', 'second payments'),
    `| Items of the books seen (\`recon_seen\`) | ${thousands(f.seen)} | ${thousands(m.bookItems)}: ${exact(f.seen === m.bookItems)} |`,
    `| Late bookings in the ledger, their payments now paid | ${thousands(f.lateLedgerPayments)}, ${thousands(f.latePaid)} | ${thousands(m.late)}: ${exact(f.lateLedgerPayments === m.late && f.latePaid === m.late)} |`,
    `| Every run after the day was complete: completed, added nothing | ${f.idempotent ? 'yes' : 'no'} | ${mark(f.idempotent)} |`,
    `| Errors logged by the runs | ${f.loggedErrors} | 0 |`,
  ];
  if (f.firstLoggedError) lines.push('', `First error logged: \`${f.firstLoggedError}\``);
  const statements = (r: Run, n: number) => [
    '',
    `Run ${n} (${r.what}): ${thousands(Math.round(r.statementMs / 1000))} s of its ${thousands(Math.round(r.seconds))} s in statements, the slowest in all below (the rest is the process's own work and the transactions' begin and commit).`,
    '',
    '| Statement | Calls | Total | Slowest call |',
    '|---|---|---|---|',
    ...r.statements.map(
      (st) =>
        `| ${code(st.sql)} | ${thousands(st.calls)} | ${thousands(Math.round(st.ms))} ms | ${thousands(Math.round(st.slowestMs))} ms |`,
    ),
  ];
  f.runs.forEach((r, i) => {
    if (i === 0 || r.seconds >= 30 || !r.summary) lines.push(...statements(r, i + 1));
  });
  if (f.slowest) {
    const ms = (x: { ms: number | null }) =>
      x.ms === null ? 'unknown' : `${x.ms < 10 ? x.ms.toFixed(1) : thousands(Math.round(x.ms))} ms`;
    const { before, after } = f.slowest;
    lines.push(
      '',
      `Run 1's slowest call, \`${f.slowest.sql}\`, prepared as the app's driver prepares it and explained (\`EXPLAIN ANALYZE EXECUTE\`) with that call's values:`,
      '',
      '| Tables | Generic plan (kept after the fifth call) | Custom plan |',
      '|---|---|---|',
      `| As the runs left them | ${ms(before.generic)} | ${ms(before.custom)} |`,
      `| After \`analyze\` | ${ms(after.generic)} | ${ms(after.custom)} |`,
      '',
      'The generic plan before `analyze`:',
      '',
      '```',
      ...before.generic.lines,
      '```',
      '',
      'After it:',
      '',
      '```',
      ...after.generic.lines,
      '```',
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { markdown, complete } = await benchReconciliation();
    console.log(`\n${markdown}`);
    if (!complete) process.exitCode = 1;
  } catch (err) {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  }
}
