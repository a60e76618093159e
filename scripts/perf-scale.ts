// The scale part of `npm run bench` (scripts/bench.mjs, `--only scale`), also runnable alone as
// `node --import tsx scripts/perf-scale.ts`: the borrower's read path and the console's lists on a
// database the size of a grown lender's (docs/performance.md#at-scale): 1,000,000 borrowers and
// over 10,000,000 rows in the ledger's tables, with the messages, complaints, payments at the
// provider and audit log such a book has.
//
// A fresh database of its own (DATABASE_URL, else 127.0.0.1:5432), dropped at the end: migrated
// with the demo catalogue, then loaded in bulk SQL (generate_series), each loan quoted by its
// product's pricing, and analysed. The built server then answers, workers off (the schedules would
// otherwise remind the whole book while it is measured):
// - loan details and My loans for borrowers taken across the book, at their top rate (autocannon)
//   and at half of it sent evenly, for the p99 (perf-api's sender);
// - each console list, signed in as a member with every role: 30 requests one after another,
//   after 3 to warm up; the median is held to the goal, and the slowest shown.
// PERF_SCALE_BORROWERS sets the number of borrowers (default 1,000,000), for a shorter trial run;
// PERF_API_SECONDS the length of each load (default 10 s); PERF_SCALE_KEEP=1 keeps the database
// for a look afterwards (its address is printed; drop it by hand).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, localDate } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { parsePricingConfig, quoteLoan } from '@tenora/domain/pricing';
import { BUILT_SERVER_ARGS, assertServerBuilt } from './built-server.mjs';
import { freePort, pacedP99, postgresDatabase, secondsFromEnv, startChild } from './perf-api.mjs';

/** The requirement's budgets: the borrower's two reads at the benchmark's rate, and the console. */
export const SCALE_GOALS = { borrowerP99Ms: 20, consoleMs: 100 };
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
/** Borrowers signed in for the load, spread over the whole book. */
const SAMPLED = 20_000;
const CONSOLE_RUNS = 30;
const CONSOLE_WARM_UP = 3;
const FIRST_USER = 1_000_000;
const FIRST_ORDER = 10_000_000;
/** The loans' products in the demo catalogue: three instalments over 91 days in each market. */
const LOANS: Record<Market, { productId: number; pendingProductId: number; principal: number }> = {
  IN: { productId: 1, pendingProductId: 2, principal: 1_000_000 },
  ID: { productId: 5, pendingProductId: 4, principal: 300_000_000 },
};
const TERM_DAYS = 91;
const ADMIN = { email: 'admin@tenora.dev', password: 'tenora-admin-dev-only' };

export function borrowersFromEnv(): number {
  const text = process.env.PERF_SCALE_BORROWERS;
  if (text === undefined || text === '') return 1_000_000;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1000 || n > 10_000_000) {
    throw new Error(`PERF_SCALE_BORROWERS must be a whole number from 1,000; it is "${text}"`);
  }
  return n;
}

type Log = (line: string) => void;

/** One market's loan as its product prices it: days from disbursal and amounts per instalment. */
interface Plan {
  processing_fee: number;
  fee_tax: number;
  net_disbursed: number;
  apr_bps: number;
  instalments: { period_no: number; days: number; principal: number; interest: number }[];
}

async function planOf(c: pg.Client, market: Market, today: string): Promise<Plan> {
  const { productId, principal } = LOANS[market];
  const { rows } = await c.query<{ pricing: unknown }>(
    'select pricing from products where id = $1',
    [productId],
  );
  const pricing = parsePricingConfig(rows[0]?.pricing);
  if (!pricing) throw new Error(`perf:scale: product ${productId} has no pricing`);
  const quoted = quoteLoan(
    { market, principal, termDays: TERM_DAYS, startDate: today, pricing },
    { min: 1, max: Number.MAX_SAFE_INTEGER },
  );
  if (!quoted.ok)
    throw new Error(`perf:scale: ${market}'s loan cannot be quoted (${quoted.reason})`);
  const { quote } = quoted;
  return {
    processing_fee: quote.processingFee,
    fee_tax: quote.feeTax,
    net_disbursed: quote.netDisbursed,
    apr_bps: quote.aprBps,
    instalments: quote.instalments.map((i) => ({
      period_no: i.periodNo,
      days: Math.round(
        (Date.parse(`${i.dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
      ),
      principal: i.principal,
      interest: i.interest,
    })),
  };
}

/**
 * The book, in statements of a few million rows each. Borrower g (0 … n-1) is Indian when g is
 * even, Indonesian when odd, and has:
 * - a loan repaid in full 200 to 350 days ago (order FIRST_ORDER + 2g): three instalments, one
 *   payment, three allocations;
 * - a current loan disbursed g mod 120 days ago (order FIRST_ORDER + 2g + 1), so that across the
 *   book every instalment is to come, due today or late by up to 89 days; three borrowers in four
 *   paid each instalment on its due date (one payment, an allocation per instalment), the fourth
 *   paid nothing;
 * - one in 50 an application under review, one in 200 an approved loan waiting for disbursal;
 * - a message (the reminder before their current loan's first instalment) sent by SMS;
 * - one in 20 a complaint about the current loan, answered but for those of the last 10 days and
 *   one in 37 older ones;
 * - the console's audit entries of their loans' approvals and disbursals;
 * - the jobs of a morning's reminders to one in 10 borrowers, completed and not yet archived;
 * - a payment at the provider for each ledger payment, one in 1,000 of them money to refund, half
 *   of that refunded.
 * No documents as issued: the loans read their cooling-off days from the app config, as old loans
 * do. Triggers and foreign keys are off while loading, as in a restore.
 */
function bookStatements(n: number, today: string, adminId: number) {
  const day = (sql: string) => `('${today}'::date - (${sql}))`;
  // 10:00 on a local day, in the borrower's market.
  const at = (daySql: string) =>
    `((${daySql})::timestamp + interval '10 hours') at time zone (case when g % 2 = 0 then 'Asia/Kolkata' else 'Asia/Jakarta' end)`;
  const series = `generate_series(0, ${n - 1}) g`;
  const market = `(case when g % 2 = 0 then 'IN' else 'ID' end)`;
  const plan = (field: string) => `(case when g % 2 = 0 then p_in.${field} else p_id.${field} end)`;
  const plans = `cross join plan p_in cross join plan_id p_id`;
  const repaidStart = day('200 + g % 150');
  const currentAge = 'g % 120';
  const currentStart = day(currentAge);
  // The current loan's instalments already due before today, when the borrower pays.
  const paysCurrent = `g % 4 <> 0`;
  const pending = 'g % 100 < 2';
  // A complaint of the last 10 days is open, and one in 37 older ones was never answered.
  const answered = `((g / 40) % 365 >= 10 and (g / 40) % 37 <> 0)`;
  return [
    {
      label: 'borrowers',
      sql: `insert into users (id, market, phone, created_at)
            select ${FIRST_USER} + g, ${market},
                   case when g % 2 = 0 then '+9171' else '+62811' end || lpad(g::text, 8, '0'),
                   ${at(day('400 + g % 300'))}
              from ${series}`,
    },
    {
      label: 'repaid loans',
      sql: `insert into orders (id, user_id, product_id, principal, term_days, created_at, decision,
                                decided_at, disbursed_at, processing_fee, fee_tax, net_disbursed,
                                apr_bps, quoted_on)
            select ${FIRST_ORDER} + 2 * g, ${FIRST_USER} + g,
                   case when g % 2 = 0 then ${LOANS.IN.productId} else ${LOANS.ID.productId} end,
                   case when g % 2 = 0 then ${LOANS.IN.principal} else ${LOANS.ID.principal} end,
                   ${TERM_DAYS}, ${at(`${repaidStart} - 1`)}, 'approved', ${at(`${repaidStart} - 1`)},
                   ${at(repaidStart)}, ${plan('processing_fee')}, ${plan('fee_tax')},
                   ${plan('net_disbursed')}, ${plan('apr_bps')}, ${repaidStart} - 1
              from ${series} ${plans}`,
    },
    {
      label: 'current loans',
      sql: `insert into orders (id, user_id, product_id, principal, term_days, created_at, decision,
                                decided_at, disbursed_at, processing_fee, fee_tax, net_disbursed,
                                apr_bps, quoted_on)
            select ${FIRST_ORDER} + 2 * g + 1, ${FIRST_USER} + g,
                   case when g % 2 = 0 then ${LOANS.IN.productId} else ${LOANS.ID.productId} end,
                   case when g % 2 = 0 then ${LOANS.IN.principal} else ${LOANS.ID.principal} end,
                   ${TERM_DAYS}, ${at(`${currentStart} - 1`)}, 'approved', ${at(`${currentStart} - 1`)},
                   ${at(currentStart)}, ${plan('processing_fee')}, ${plan('fee_tax')},
                   ${plan('net_disbursed')}, ${plan('apr_bps')}, ${currentStart} - 1
              from ${series} ${plans}`,
    },
    {
      label: 'applications under review and approved',
      sql: `insert into orders (id, user_id, product_id, principal, term_days, created_at, decision,
                                decided_at, processing_fee, fee_tax, net_disbursed, apr_bps, quoted_on)
            select ${FIRST_ORDER} + 2 * ${n} + g, ${FIRST_USER} + g,
                   case when g % 2 = 0 then ${LOANS.IN.pendingProductId} else ${LOANS.ID.pendingProductId} end,
                   case when g % 2 = 0 then ${LOANS.IN.principal} else ${LOANS.ID.principal} end,
                   ${TERM_DAYS}, ${at(day('g % 7'))},
                   case when ${pending} then 'pending' else 'approved' end,
                   case when ${pending} then null else ${at(day('g % 7'))} end,
                   ${plan('processing_fee')}, ${plan('fee_tax')}, ${plan('net_disbursed')},
                   ${plan('apr_bps')}, ${day('g % 7')}
              from ${series} ${plans}
             where ${pending} or g % 400 in (2, 3)`,
    },
    {
      label: 'instalments',
      sql: `insert into instalments (order_id, period_no, due_date, principal, interest, fee)
            select ${FIRST_ORDER} + 2 * g + k, i.period_no,
                   case when k = 0 then ${repaidStart} else ${currentStart} end + i.days,
                   i.principal, i.interest, 0
              from ${series} cross join (values (0), (1)) loans(k)
             cross join lateral (select * from plan_instalments x
                                  where x.market = ${market}) i`,
    },
    {
      label: 'payments',
      sql: `insert into payments (id, order_id, amount, paid_at, reference, method, kind)
            select ${FIRST_ORDER} + 2 * g, ${FIRST_ORDER} + 2 * g, sum(i.principal + i.interest),
                   ${at(`${repaidStart} + max(i.days)`)}, 'bench-' || (${FIRST_ORDER} + 2 * g),
                   case when g % 2 = 0 then 'upi' else 'va' end, 'repayment'
              from ${series} join plan_instalments i on i.market = ${market}
             group by g
            union all
            select ${FIRST_ORDER} + 2 * g + 1, ${FIRST_ORDER} + 2 * g + 1, sum(i.principal + i.interest),
                   ${at(`${currentStart} + max(i.days)`)}, 'bench-' || (${FIRST_ORDER} + 2 * g + 1),
                   case when g % 2 = 0 then 'upi' else 'va' end, 'repayment'
              from ${series} join plan_instalments i on i.market = ${market}
             where ${paysCurrent} and i.days < ${currentAge}
             group by g`,
    },
    {
      label: 'payment allocations',
      sql: `insert into payment_allocations (payment_id, order_id, period_no, interest, principal)
            select ${FIRST_ORDER} + 2 * g + k, ${FIRST_ORDER} + 2 * g + k, i.period_no, i.interest,
                   i.principal
              from ${series} cross join (values (0), (1)) loans(k)
              join plan_instalments i on i.market = ${market}
             where k = 0 or (${paysCurrent} and i.days < ${currentAge})`,
    },
    {
      label: 'payments at the provider',
      sql: `insert into provider_payments (reference, user_id, order_id, method, amount, status,
                                           created_at, settled_at)
            select p.reference, o.user_id, p.order_id, p.method, p.amount,
                   case when p.id % 1000 = 7 then 'refund_due' else 'paid' end,
                   p.paid_at - interval '2 minutes', p.paid_at
              from payments p join orders o on o.id = p.order_id
             where p.id >= ${FIRST_ORDER}`,
    },
    {
      label: 'refunds',
      sql: `insert into refunds (payment_reference, amount, status, reason, attempt,
                                 provider_refund_id, requested_by, requested_at, settled_at)
            select reference, amount, 'refunded', 'Paid twice', 1, 'rf-' || reference, ${adminId},
                   settled_at + interval '1 day', settled_at + interval '2 days'
              from provider_payments where status = 'refund_due' and (order_id / 1000) % 2 = 0`,
    },
    {
      label: 'messages',
      sql: `with sent as (
              insert into notifications (id, user_id, market, template, title, body, order_id,
                                         period_no, amount, collection, cause, created_at, read_at)
              select ${FIRST_USER} + g, ${FIRST_USER} + g, ${market}, 'reminder.before',
                     'Payment due in 1 day', 'Your instalment is due tomorrow.',
                     ${FIRST_ORDER} + 2 * g + 1, 1, 100000, true,
                     'reminder:' || (${FIRST_ORDER} + 2 * g + 1) || ':' || (${currentStart} + 29),
                     ${at(`${currentStart} + 29`)} - interval '2 hours',
                     case when g % 3 = 0 then null else ${at(`${currentStart} + 29`)} end
                from ${series}
              returning id, created_at)
            insert into notification_deliveries (notification_id, channel, status, attempts,
                                                 deliver_after, sent_at)
            select id, 'sms', 'sent', 1, created_at, created_at + interval '5 seconds' from sent`,
    },
    {
      label: 'complaints',
      sql: `insert into complaints (id, user_id, market, order_id, problem_type, detail, created_at,
                                   due_date, answer, answered_at, answered_by)
            select ${FIRST_USER} + g, ${FIRST_USER} + g, ${market}, ${FIRST_ORDER} + 2 * g + 1,
                   1 + (g / 40) % 7, 'The amount I was charged is not what I expected.',
                   ${at(day('(g / 40) % 365'))}, ${day('(g / 40) % 365')} + 30,
                   case when ${answered} then 'We checked your loan and explained the charges.' end,
                   case when ${answered} then ${at(day('(g / 40) % 365 - 5'))} end,
                   case when ${answered} then ${adminId} end
              from ${series} where g % 40 < 2`,
    },
    {
      label: 'audit log',
      sql: `insert into audit_log (at, staff_id, action, object_type, object_id, before, after)
            select case when a.action = 'order.approve' then o.decided_at else o.disbursed_at end,
                   ${adminId}, a.action, 'order', o.id::text,
                   json_build_object('decision', case when a.action = 'order.approve' then 'pending' else 'approved' end),
                   json_build_object('decision', 'approved', 'disbursed', a.action = 'order.disburse')
              from orders o cross join (values ('order.approve'), ('order.disburse')) a(action)
             where o.id >= ${FIRST_ORDER} and o.disbursed_at is not null
             order by 1`,
    },
    {
      label: 'contact messages',
      sql: `insert into site_messages (market, name, telephone, email, message, created_at, handled_at,
                                      handled_by)
            select ${market}, 'Visitor ' || g, '0800' || lpad(g::text, 6, '0'), 'visitor' || g || '@example.com',
                   'Do you lend to the self-employed?', ${at(day('(g / 50) % 365'))},
                   case when g % 1000 <> 0 then ${at(day('(g / 50) % 365'))} + interval '1 day' end,
                   case when g % 1000 <> 0 then ${adminId} end
              from ${series} where g % 50 = 0`,
    },
    {
      // pg-boss keeps a completed job 12 hours before it archives it: the morning's reminders.
      label: 'jobs of the day',
      sql: `insert into pgboss.job (name, data, state, retry_limit, started_on, completed_on)
            select j.name, json_build_object('n', g), 'completed', 3, now() - interval '3 hours',
                   now() - interval '3 hours'
              from generate_series(0, ${Math.floor(n / 10) - 1}) g
             cross join (values ('remind-loan'), ('deliver-message')) j(name)`,
    },
    {
      label: 'landing page events',
      sql: `insert into promotion_events (template_id, stage, utm_tag, local_day, at)
            select 1 + g % 2, (array['visit', 'visit', 'visit', 'captcha', 'sms', 'click', 'register', 'download'])[1 + g % 8],
                   'campaign-' || (g / 8) % 20, ${day('(g / 8) % 365')}, ${at(day('(g / 8) % 365'))}
              from ${series}`,
    },
  ];
}

/** The tables the ledger module owns, the rows of which the requirement counts. */
const LEDGER_TABLES = ['orders', 'instalments', 'payments', 'payment_allocations'] as const;
const OTHER_TABLES = [
  'users',
  'notifications',
  'notification_deliveries',
  'complaints',
  'provider_payments',
  'refunds',
  'audit_log',
  'site_messages',
  'promotion_events',
] as const;

interface Seeded {
  seconds: number;
  steps: { label: string; seconds: number }[];
  rows: Record<string, number>;
  ledgerRows: number;
}

async function seedBook(url: string, n: number, log: Log): Promise<Seeded> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const started = performance.now();
  const steps: Seeded['steps'] = [];
  try {
    await c.query('set session_replication_role = replica');
    await c.query('set synchronous_commit = off');
    await c.query(`set maintenance_work_mem = '512MB'`);
    await c.query(`set work_mem = '256MB'`);
    const today = localDate(new Date(), 'IN');
    const [inPlan, idPlan] = [await planOf(c, 'IN', today), await planOf(c, 'ID', today)];
    const plan = (name: string, p: Plan) =>
      `create temporary table ${name} as select ${p.processing_fee}::bigint as processing_fee,
         ${p.fee_tax}::bigint as fee_tax, ${p.net_disbursed}::bigint as net_disbursed,
         ${p.apr_bps}::int as apr_bps`;
    await c.query(plan('plan', inPlan));
    await c.query(plan('plan_id', idPlan));
    await c.query(
      `create temporary table plan_instalments as
       select market, period_no, days, principal, interest
         from json_to_recordset($1::json)
           as x(market text, period_no int, days int, principal bigint, interest bigint)`,
      [
        JSON.stringify([
          ...inPlan.instalments.map((i) => ({ market: 'IN', ...i })),
          ...idPlan.instalments.map((i) => ({ market: 'ID', ...i })),
        ]),
      ],
    );
    const { rows: admins } = await c.query<{ id: number }>(
      'select id from staff where lower(email) = $1',
      [ADMIN.email],
    );
    const adminId = admins[0]?.id;
    if (adminId === undefined) throw new Error('perf:scale: the development admin is missing');
    for (const step of bookStatements(n, today, adminId)) {
      const t = performance.now();
      await c.query(step.sql);
      const seconds = (performance.now() - t) / 1000;
      steps.push({ label: step.label, seconds });
      log(`perf:scale: ${step.label}: ${seconds.toFixed(0)} s`);
    }
    await c.query('set session_replication_role = origin');
    for (const table of ['users', 'orders', 'payments', 'notifications', 'complaints']) {
      await c.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    const t = performance.now();
    await c.query('vacuum analyze');
    steps.push({ label: 'vacuum analyze', seconds: (performance.now() - t) / 1000 });
    log(`perf:scale: vacuum analyze: ${((performance.now() - t) / 1000).toFixed(0)} s`);
    const rows: Record<string, number> = {};
    for (const table of [...LEDGER_TABLES, ...OTHER_TABLES]) {
      const { rows: r } = await c.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      rows[table] = r[0]?.n ?? 0;
    }
    return {
      seconds: (performance.now() - started) / 1000,
      steps,
      rows,
      ledgerRows: LEDGER_TABLES.reduce((s, table) => s + (rows[table] ?? 0), 0),
    };
  } finally {
    await c.end();
  }
}

interface Sample {
  q: string;
  userId: number;
  orderId: number;
  phone: string;
}

/** Sessions for borrowers spread evenly over the book, as the support API makes them. */
async function signInBorrowers(url: string, n: number): Promise<Sample[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const step = Math.max(1, Math.floor(n / SAMPLED));
    const { rows } = await c.query<{ id: number; market: Market; phone: string }>(
      `with signed as (
         insert into sessions (token_hash, user_id, created_at, expires_at)
         select encode(sha256(convert_to('bench-' || u.id, 'UTF8')), 'hex'), u.id, now(),
                now() + interval '1 day'
           from users u where u.id >= $1 and (u.id - $1) % $2 = 0
         returning user_id)
       select u.id, u.market, u.phone from signed s join users u on u.id = s.user_id order by u.id`,
      [FIRST_USER, step],
    );
    return rows.map((r) => ({
      q: `sessionId=bench-${r.id}&userId=${r.id}&appName=tenora-${r.market.toLowerCase()}`,
      userId: Number(r.id),
      orderId: FIRST_ORDER + 2 * (Number(r.id) - FIRST_USER) + 1,
      phone: r.phone,
    }));
  } finally {
    await c.end();
  }
}

/** Each family's success code: 0, or "00" for the loan calls (docs/api.md). */
const succeeded = (code: unknown) => Number(code) === 0;

interface Call {
  path: string;
  body: string;
}

/** Requests a second at full load over many borrowers, as perf-api measures one. */
function topRate(
  base: string,
  pick: (i: number) => Call,
  seconds: number,
): Promise<{ rps: number; p99: number }> {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const call = pick(i++);
              return {
                ...req,
                path: call.path,
                body: call.body,
                headers: { 'content-type': 'application/json' },
              };
            },
          },
        ],
      },
      (err, r) => {
        if (err) return reject(err);
        if (r.non2xx > 0 || r.errors > 0) {
          return reject(
            new Error(`perf:scale: ${r.non2xx} answers not 2xx and ${r.errors} errors under load`),
          );
        }
        resolve({ rps: Math.round(r.requests.average), p99: r.latency.p99 });
      },
    );
  });
}

interface BorrowerRead {
  name: string;
  rps: number;
  p99AtFull: number;
  rate: number;
  p99: number;
}

async function borrowerReads(base: string, samples: Sample[], seconds: number, log: Log) {
  const calls: Record<string, (s: Sample) => Call> = {
    'loan-details': (s) => ({
      path: `/v3/loan-details/loan-details?${s.q}`,
      body: JSON.stringify({ orderId: s.orderId }),
    }),
    'order/list': (s) => ({ path: `/film/order/list?${s.q}`, body: '{}' }),
  };
  // Each answers as it should before it is timed: a loan, and the borrower's orders.
  const first = samples[0];
  if (!first) throw new Error('perf:scale: no borrowers signed in');
  for (const [name, call] of Object.entries(calls)) {
    const { path: p, body } = call(first);
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const json = (await res.json()) as {
      code?: unknown;
      data?: { orders?: unknown[]; orderId?: number };
    };
    const found =
      name === 'order/list'
        ? (json.data?.orders?.length ?? 0) >= 2
        : json.data?.orderId === first.orderId;
    if (!res.ok || !succeeded(json.code) || !found) {
      throw new Error(
        `perf:scale: ${name} answered ${res.status} ${JSON.stringify(json).slice(0, 300)}`,
      );
    }
  }
  const reads: BorrowerRead[] = [];
  for (const [name, call] of Object.entries(calls)) {
    // Borrowers taken in a stride across the sample, so that neighbours in time are far apart.
    const pick = (i: number) => call(samples[(i * 7919) % samples.length] as Sample);
    log(`perf:scale: ${name}: top rate`);
    await topRate(base, pick, WARM_UP_SECONDS);
    const full = await topRate(base, pick, seconds);
    const rate = Math.max(1, Math.floor(full.rps / 2));
    log(`perf:scale: ${name}: p99 at ${rate} req/s, sent evenly`);
    const paced = (i: number) => {
      const c = pick(i + 1_000_003);
      return { url: `${base}${c.path}`, body: c.body };
    };
    await pacedP99({ rate, seconds: WARM_UP_SECONDS, pick: paced });
    const { p99 } = await pacedP99({ rate, seconds, pick: paced });
    reads.push({ name, rps: full.rps, p99AtFull: full.p99, rate, p99 });
  }
  return reads;
}

interface ConsoleList {
  name: string;
  medianMs: number;
  slowestMs: number;
  rows: number | null;
  total: number | null;
  /** The list counted its total up to a cap, and more match (decision 109). */
  capped: boolean;
}

async function consoleLists(
  base: string,
  url: string,
  samples: Sample[],
  log: Log,
): Promise<ConsoleList[]> {
  const signIn = await fetch(`${base}/film/ops/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!signIn.ok || !cookie) throw new Error(`perf:scale: sign-in answered ${signIn.status}`);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  let complaint = 0;
  let staffId = 0;
  try {
    complaint =
      (await c.query<{ id: number }>('select max(id)::int as id from complaints')).rows[0]?.id ?? 0;
    staffId =
      (await c.query<{ id: number }>('select min(staff_id)::int as id from audit_log')).rows[0]
        ?.id ?? 0;
  } finally {
    await c.end();
  }
  const someone = samples[Math.floor(samples.length / 2)] as Sample;
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = addDays(today, -30);
  const lists: [string, string][] = [
    ['staff', 'staff'],
    ['complaints (open, the queue)', 'complaints'],
    ['complaints, all', 'complaints?status=all'],
    ['complaints, answered, Indonesia', 'complaints?status=answered&market=ID'],
    ['complaints, overdue', 'complaints?status=overdue'],
    ['complaints, due soon', 'complaints?status=dueSoon'],
    ['complaints, no one assigned', 'complaints?assignee=none'],
    ['complaints, by reference', `complaints?status=all&reference=${complaint}`],
    ['complaints, by type', 'complaints?status=all&type=3'],
    ['complaints, summary', 'complaints/summary'],
    ['chatbot tree', 'chatbot?market=IN'],
    ['loan applications under review', 'loans/applications?state=review'],
    ['loan applications approved', 'loans/applications?state=approved'],
    ['loan applications under review, Indonesia', 'loans/applications?state=review&market=ID'],
    ['borrower by phone', `borrowers/lookup?phone=${encodeURIComponent(someone.phone)}`],
    ['borrower by order', `borrowers/lookup?orderId=${someone.orderId}`],
    ['borrower, not found', 'borrowers/lookup?phone=%2B919999999999'],
    ['borrower communications', `borrowers/communications?userId=${someone.userId}`],
    ['refunds (open)', 'refunds'],
    ['refunds, refunded', 'refunds?state=refunded'],
    ['refunds, all', 'refunds?state=all'],
    ['landing templates', 'templates'],
    ['landing funnel, 30 days', `funnel?from=${monthAgo}&to=${today}`],
    ['contact inbox (open)', 'contact'],
    ['contact inbox, all', 'contact?state=all'],
    ['audit log', 'audit'],
    ['audit log, by action', 'audit?action=order.disburse'],
    ['audit log, by object', `audit?objectType=order&objectId=${someone.orderId}`],
    ['audit log, by member', `audit?staffId=${staffId}`],
    ['audit log, one day', `audit?from=${monthAgo}&to=${monthAgo}`],
    ['job queues', 'jobs'],
  ];
  const results: ConsoleList[] = [];
  for (const [name, query] of lists) {
    const times: number[] = [];
    let rows: number | null = null;
    let total: number | null = null;
    let capped = false;
    for (let i = 0; i < CONSOLE_WARM_UP + CONSOLE_RUNS; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/film/ops/${query}`, { headers: { cookie } });
      const json = (await res.json()) as { code?: unknown; data?: Record<string, unknown> };
      const ms = performance.now() - t;
      if (!res.ok || !succeeded(json.code)) {
        throw new Error(
          `perf:scale: ${query} answered ${res.status} ${JSON.stringify(json).slice(0, 300)}`,
        );
      }
      if (i >= CONSOLE_WARM_UP) times.push(ms);
      const data = json.data ?? {};
      const list = Object.values(data).find(Array.isArray);
      rows = Array.isArray(list) ? list.length : data.borrower ? 1 : 0;
      total = typeof data.total === 'number' ? data.total : null;
      capped = data.totalCapped === true;
    }
    times.sort((a, b) => a - b);
    const medianMs = times[Math.floor(times.length / 2)] ?? 0;
    const slowestMs = times.at(-1) ?? 0;
    log(
      `perf:scale: console ${name}: median ${medianMs.toFixed(1)} ms, slowest ${slowestMs.toFixed(1)} ms`,
    );
    results.push({
      name: `${name} (\`${query.split('?')[0]}\`)`,
      medianMs,
      slowestMs,
      rows,
      total,
      capped,
    });
  }
  return results;
}

export async function benchScale({
  borrowers = borrowersFromEnv(),
  seconds = secondsFromEnv(),
  log = (line: string) => console.error(line),
} = {}) {
  assertServerBuilt('perf:scale');
  const postgres = await postgresDatabase();
  if (!postgres) {
    throw new Error(
      `perf:scale: no PostgreSQL answered (${process.env.DATABASE_URL ? 'DATABASE_URL' : '127.0.0.1:5432'})`,
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-scale-'));
  const env = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url,
    // The schedules would remind the whole book, and their jobs compete with what is measured.
    JOB_WORKERS: 'off',
  };
  const start = async () => {
    const port = await freePort();
    const { stop } = await startChild(BUILT_SERVER_ARGS, { ...env, PORT: String(port) }, (out) =>
      out.includes('Press Ctrl-C to stop.'),
    );
    return { base: `http://127.0.0.1:${port}`, stop };
  };
  try {
    // A first start migrates, loads the demo catalogue and makes the console's accounts.
    log('perf:scale: migrating');
    await (await start()).stop();
    log(`perf:scale: seeding ${borrowers.toLocaleString('en-US')} borrowers`);
    const seeded = await seedBook(postgres.url, borrowers, log);
    const samples = await signInBorrowers(postgres.url, borrowers);
    const server = await start();
    try {
      const reads = await borrowerReads(server.base, samples, seconds, log);
      const lists = await consoleLists(server.base, postgres.url, samples, log);
      const figures = {
        borrowers,
        seconds,
        postgres: postgres.version,
        seeded,
        reads,
        lists,
        goals: SCALE_GOALS,
        readsMet: reads.every((r) => r.p99 <= SCALE_GOALS.borrowerP99Ms),
        listsMet: lists.every((l) => l.medianMs <= SCALE_GOALS.consoleMs),
      };
      return { ...figures, complete: true, markdown: scaleMarkdown(figures) };
    } finally {
      await server.stop();
    }
  } finally {
    if (process.env.PERF_SCALE_KEEP === '1') log(`perf:scale: kept ${postgres.url}`);
    else await postgres.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const thousands = (n: number) => n.toLocaleString('en-US');

export function scaleMarkdown(f: {
  borrowers: number;
  seconds: number;
  postgres: string;
  seeded: Seeded;
  reads: BorrowerRead[];
  lists: ConsoleList[];
}): string {
  const mark = (met: boolean) => (met ? 'met' : '**misses**');
  const r = f.seeded.rows;
  const count = (t: string) => thousands(r[t] ?? 0);
  const lines = [
    `PostgreSQL ${f.postgres}. ${thousands(f.borrowers)} borrowers and ${thousands(f.seeded.ledgerRows)} rows in the ledger's tables (orders ${count('orders')}, instalments ${count('instalments')}, payments ${count('payments')}, payment allocations ${count('payment_allocations')}); besides them notifications ${count('notifications')} with as many deliveries, complaints ${count('complaints')}, payments at the provider ${count('provider_payments')} (refunds ${count('refunds')}), audit log ${count('audit_log')}, contact messages ${count('site_messages')}, landing page events ${count('promotion_events')}. Loaded in ${thousands(Math.round(f.seeded.seconds))} s (${f.seeded.steps.map((s) => `${s.label} ${Math.round(s.seconds)} s`).join(', ')}).`,
    '',
    `The borrower's reads, for ${thousands(SAMPLED)} borrowers signed in across the book, each request another's: autocannon, ${CONNECTIONS} connections, ${f.seconds} s after a ${WARM_UP_SECONDS} s warm-up; then the p99 at half that rate, sent evenly (the API benchmark's sender).`,
    '',
    '| Call | req/s | p99 at full load | rate sent evenly | p99 there | Goal |',
    '|---|---|---|---|---|---|',
    ...f.reads.map(
      (x) =>
        `| \`${x.name}\` | ${thousands(x.rps)} | ${x.p99AtFull} ms | ${thousands(x.rate)} req/s | ${x.p99} ms | ≤ ${SCALE_GOALS.borrowerP99Ms} ms: ${mark(x.p99 <= SCALE_GOALS.borrowerP99Ms)} |`,
    ),
    '',
    `The console's lists, signed in as a member with every role: ${CONSOLE_RUNS} requests one after another after ${CONSOLE_WARM_UP} to warm up; the goal is on the median.`,
    '',
    '| List | median | slowest | rows (of total) | Goal |',
    '|---|---|---|---|---|',
    ...f.lists.map(
      (l) =>
        `| ${l.name} | ${l.medianMs.toFixed(1)} ms | ${l.slowestMs.toFixed(1)} ms | ${l.rows ?? '—'}${l.total === null ? '' : ` of ${thousands(l.total)}${l.capped ? '+' : ''}`} | ≤ ${SCALE_GOALS.consoleMs} ms: ${mark(l.medianMs <= SCALE_GOALS.consoleMs)} |`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { markdown } = await benchScale();
    console.log(`\n${markdown}`);
  } catch (err) {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  }
}
