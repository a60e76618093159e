#!/usr/bin/env node
// The API part of `npm run bench` (scripts/bench.mjs), also runnable alone as `npm run perf:api`:
// the borrower read path under load, as shares of two baselines measured in the same run on the
// same machine, once on the embedded database and once on PostgreSQL (docs/performance.md).
// - bare Fastify answering a small JSON: what the framework alone costs;
// - the one-query floor, Fastify answering one `SELECT 1` on a pg pool the size of the server's:
//   the least any read that asks PostgreSQL can cost.
// Each baseline and the server run in a process of their own (scripts/perf-api-baseline.mjs), and
// the load generator in this one: a baseline that shared the generator's event loop came out
// several times lower than it is, and made every share look larger.
// It reports against the goal below and never fails on it; it fails only when it could not
// measure: a wrong answer under load, or no PostgreSQL to measure the floor and the goal on.
// PERF_API_SECONDS sets the length of each measurement (default 10 s, after a 2 s warm-up).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { assertServerBuilt, BUILT_SERVER_ARGS } from './built-server.mjs';
import { borrowerWithLoan } from './support-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
/** The server's own pool size (DEFAULT_POOL_SIZE in apps/server/src/config.ts, or as set). */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 4);
/**
 * The goal, on PostgreSQL: loan-details at least half the one-query floor, which leaves the
 * server's own work no more than the query's, and its p99 at half its own top rate, sent evenly,
 * within 15 ms.
 */
export const API_GOALS = { minShareOfFloor: 0.5, maxP99Ms: 15 };

export function secondsFromEnv() {
  const text = process.env.PERF_API_SECONDS;
  if (text === undefined || text === '') return 10;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(
      `PERF_API_SECONDS must be a whole number of seconds, 1 or more; it is "${text}"`,
    );
  }
  return seconds;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A child process, up once its output says so; `stop` resolves when it has exited. Its output is
 * kept to be shown if it never comes up.
 */
export async function startChild(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.on('exit', resolve);
      child.kill('SIGTERM');
    });
  // Minutes, not seconds: a busy 2-core machine has taken over a minute to start a server.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const found = ready(output);
    if (found) return { found, stop };
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${args.join(' ')} did not start within 3 minutes:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startTenora(env) {
  const port = await freePort();
  // The built server, as production runs it: what is measured is what is deployed.
  const { stop } = await startChild(
    BUILT_SERVER_ARGS,
    { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    (out) => out.includes('Press Ctrl-C to stop.'),
  );
  return { base: `http://127.0.0.1:${port}`, stop };
}

async function startBaseline(mode, env = {}) {
  const { found, stop } = await startChild(
    ['scripts/perf-api-baseline.mjs', mode],
    env,
    (out) => /listening (\d+)/.exec(out)?.[1],
  );
  return { base: `http://127.0.0.1:${found}`, stop };
}

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * Warm up, then measure: requests a second (mean), the p99 latency, and the requests that timed
 * out (printed: the embedded database serves one query at a time). An answer that is not 2xx or a
 * failed connection means the figure is not of the call we meant, so the run fails.
 */
async function measure(opts, seconds) {
  await load({ ...opts, duration: WARM_UP_SECONDS });
  const r = await load({ ...opts, duration: seconds });
  const otherErrors = r.errors - r.timeouts;
  if (r.non2xx > 0 || otherErrors > 0) {
    throw new Error(
      `perf:api: ${opts.url}: ${r.non2xx} answers not 2xx and ${otherErrors} errors under load`,
    );
  }
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, timeouts: r.timeouts };
}

/** A baseline in its own process, measured and stopped before anything else runs. */
async function measureBaseline(mode, env, seconds) {
  const server = await startBaseline(mode, env);
  try {
    const figures = await measure(
      { url: server.base, method: 'POST', headers: JSON_HEADERS, body: '{}' },
      seconds,
    );
    // Every share is of this figure: without one there is nothing to read the calls against.
    if (figures.rps === 0) throw new Error(`perf:api: the ${mode} baseline answered nothing`);
    return figures;
  } finally {
    await server.stop();
  }
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * The p99 at a given rate, sent evenly: one request every 1/rate s over up to 50 kept-alive
 * connections, whatever the answers' pace (an open loop). autocannon's `overallRate` sends each
 * second's quota as a burst at the start of the second, on every connection at once, so its p99
 * at half the top rate is the p99 of a full-load burst. Latency counts from when a request was due,
 * not when it left, so a generator that fell behind cannot hide a slow server. `pick`, when given,
 * names the i-th request's `{ url, body }` instead (many borrowers, not one).
 */
export async function pacedP99({ url, body, rate, seconds, pick }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let failures = 0;
  const one = (due, i) =>
    new Promise((resolve) => {
      const call = pick ? pick(i) : { url, body };
      const target = new URL(call.url);
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          headers: { ...JSON_HEADERS, 'content-length': Buffer.byteLength(call.body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) failures++;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end(call.body);
    });
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const sent = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
    sent.push(one(due, i));
  }
  await Promise.all(sent);
  agent.destroy();
  if (failures > 0)
    throw new Error(
      `perf:api: ${url ?? pick(0).url}: ${failures} of ${total} paced requests failed`,
    );
  latencies.sort((a, b) => a - b);
  return { p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] * 10) / 10 };
}

/**
 * A database of this run's own on PostgreSQL (DATABASE_URL, else the server on 127.0.0.1:5432),
 * dropped at the end; null when none answers.
 */
export async function postgresDatabase() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `tenora_perf_${Date.now()}`;
  let version;
  try {
    version = (await admin.query('show server_version')).rows[0].server_version;
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    version,
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * One database's figures: both baselines (the floor on PostgreSQL whichever database the server
 * uses, so the embedded one can be read against it too), then the server's calls, then the paced
 * p99 of loan-details.
 */
async function measureDatabase(label, env, floorUrl, seconds, log) {
  log(`perf:api: ${label}: bare Fastify`);
  const bare = await measureBaseline('bare', {}, seconds);
  let floor = null;
  if (floorUrl) {
    log(`perf:api: ${label}: one-query floor`);
    floor = await measureBaseline(
      'select1',
      { DATABASE_URL: floorUrl, POOL_SIZE: String(POOL_SIZE) },
      seconds,
    );
  }
  const tenora = await startTenora(env);
  try {
    const { q, orderId } = await borrowerWithLoan(tenora.base, 'IN');
    const json = { method: 'POST', headers: JSON_HEADERS };
    const calls = {
      'loan-details': {
        url: `${tenora.base}/v3/loan-details/loan-details?${q}`,
        body: JSON.stringify({ orderId }),
      },
      'order/list': { url: `${tenora.base}/film/order/list?${q}`, body: '{}' },
      'repayment-way': {
        url: `${tenora.base}/pay/loan/repayment-way?${q}&orderId=${orderId}`,
        body: '{}',
      },
    };
    const rows = {};
    for (const [name, call] of Object.entries(calls)) {
      log(`perf:api: ${label}: ${name}`);
      rows[name] = await measure({ ...json, ...call }, seconds);
    }
    const rate = Math.max(1, Math.floor(rows['loan-details'].rps / 2));
    log(`perf:api: ${label}: loan-details at ${rate} req/s, sent evenly`);
    const paced = { ...calls['loan-details'], rate };
    await pacedP99({ ...paced, seconds: WARM_UP_SECONDS });
    const { p99 } = await pacedP99({ ...paced, seconds });
    return { label, bare, floor, calls: rows, paced: { rate, p99 } };
  } finally {
    await tenora.stop();
  }
}

/**
 * Measures the embedded database, then PostgreSQL; resolves to the figures and their Markdown.
 * Without PostgreSQL it still measures the embedded database, and says what it could not measure
 * (`complete: false`).
 */
export async function benchApi({
  seconds = secondsFromEnv(),
  log = (line) => console.error(line),
} = {}) {
  assertServerBuilt('perf:api');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-perf-'));
  const databases = [];
  let postgres = null;
  try {
    postgres = await postgresDatabase();
    try {
      databases.push(
        await measureDatabase(
          'Embedded database (PGlite)',
          { DATA_DIR: dataDir },
          postgres?.url,
          seconds,
          log,
        ),
      );
      if (postgres) {
        databases.push(
          await measureDatabase(
            `PostgreSQL ${postgres.version}`,
            { DATA_DIR: dataDir, DATABASE_URL: postgres.url },
            postgres.url,
            seconds,
            log,
          ),
        );
      }
    } finally {
      await postgres?.drop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const onPostgres = postgres ? databases[1] : null;
  const goals = onPostgres && {
    shareOfFloor: onPostgres.calls['loan-details'].rps / onPostgres.floor.rps,
    p99Ms: onPostgres.paced.p99,
  };
  if (goals) {
    goals.shareMet = goals.shareOfFloor >= API_GOALS.minShareOfFloor;
    goals.p99Met = goals.p99Ms <= API_GOALS.maxP99Ms;
  }
  const result = {
    seconds,
    connections: CONNECTIONS,
    poolSize: POOL_SIZE,
    complete: Boolean(postgres),
    goals: { ...API_GOALS, ...goals },
    databases,
  };
  return { ...result, markdown: apiMarkdown(result) };
}

const percent = (share) => `${(share * 100).toFixed(1)} %`;
const thousands = (n) => n.toLocaleString('en-US');

export function apiMarkdown({ seconds, connections, poolSize, complete, goals, databases }) {
  const lines = [
    `autocannon, ${connections} connections, ${seconds} s per figure after a ${WARM_UP_SECONDS} s warm-up, in the bench's process; each server in a process of its own. The one-query floor is Fastify answering one \`SELECT 1\` on PostgreSQL, pg pool of ${poolSize}, as the server's pool.`,
  ];
  for (const d of databases) {
    const ofFloor = (r) => (d.floor ? percent(r.rps / d.floor.rps) : '—');
    const late = (r) => (r.timeouts > 0 ? ` (${thousands(r.timeouts)} timed out)` : '');
    // With no answer inside the run, autocannon's p99 reads 0 ms.
    const p99 = (r) => (r.rps > 0 ? `${r.p99} ms` : `— (none answered within ${seconds} s)`);
    lines.push('', `**${d.label}**`, '');
    lines.push(
      '| Server or call | req/s | share of bare Fastify | share of one-query floor | p99 at full load |',
    );
    lines.push('|---|---|---|---|---|');
    lines.push(
      `| bare Fastify, small JSON | ${thousands(d.bare.rps)} | 100 % | — | ${d.bare.p99} ms |`,
    );
    if (d.floor) {
      lines.push(
        `| one-query floor (\`SELECT 1\`, PostgreSQL) | ${thousands(d.floor.rps)} | ${percent(d.floor.rps / d.bare.rps)} | 100 % | ${d.floor.p99} ms |`,
      );
    }
    for (const [name, r] of Object.entries(d.calls)) {
      lines.push(
        `| \`${name}\` | ${thousands(r.rps)} | ${percent(r.rps / d.bare.rps)} | ${ofFloor(r)} | ${p99(r)}${late(r)} |`,
      );
    }
    lines.push(
      '',
      `\`loan-details\` p99 at ${thousands(d.paced.rate)} req/s (half its top rate), sent evenly: ${d.paced.p99} ms.`,
    );
  }
  lines.push('');
  if (complete) {
    const mark = (met) => (met ? 'met' : '**misses**');
    lines.push(
      `Goal, on PostgreSQL: \`loan-details\` ≥ ${API_GOALS.minShareOfFloor * 100} % of the one-query floor: ${percent(goals.shareOfFloor)}, ${mark(goals.shareMet)}; its p99 ≤ ${API_GOALS.maxP99Ms} ms at half its top rate, sent evenly: ${goals.p99Ms} ms, ${mark(goals.p99Met)}.`,
    );
  } else {
    lines.push(
      `Not measured: no PostgreSQL answered (${process.env.DATABASE_URL ? 'DATABASE_URL' : '127.0.0.1:5432'}), so neither the one-query floor nor the goal, which are on PostgreSQL.`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const result = await benchApi();
    console.log(`\n${result.markdown}`);
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    // The figures without their Markdown, which was just printed.
    writeFileSync(
      path.join(root, '.tmp/api.json'),
      JSON.stringify({ ...result, markdown: undefined }, null, 2),
    );
    process.exitCode = result.complete ? 0 : 1;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
