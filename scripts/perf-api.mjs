#!/usr/bin/env node
// `npm run perf:api`: the borrower read path under load, as shares of a bare Fastify measured in
// the same run on the same machine (docs/performance.md). On PostgreSQL (DATABASE_URL, or the
// server on 127.0.0.1:5432) it checks the budget; on the embedded database it prints the figures.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { borrowerWithLoan } from './support-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.PERF_API_SECONDS ?? 10);
const CONNECTIONS = 50;
/** The budget (issue 14): loan-details at least this share of bare Fastify, and its p99 at half its own top rate. */
const MIN_SHARE = 0.15;
const MAX_P99_MS = 25;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

async function startTenora(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.on('exit', resolve), child.kill('SIGTERM'))),
  };
}

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * Warm up, then measure: requests a second (mean), the p99 latency, and the requests that timed
 * out. A wrong answer always fails the run; a timeout fails it only where the budget is checked
 * (`timeoutsFail`): the embedded database serves one query at a time, and its figures are printed.
 */
async function measure(opts, timeoutsFail = true) {
  await load({ ...opts, duration: 2 });
  const r = await load(opts);
  const otherErrors = r.errors - r.timeouts;
  if (r.non2xx > 0 || otherErrors > 0 || (timeoutsFail && r.timeouts > 0)) {
    throw new Error(`${opts.url}: ${r.non2xx} answers not 2xx and ${r.errors} errors under load`);
  }
  return { rps: r.requests.average, p99: r.latency.p99, timeouts: r.timeouts };
}

/**
 * The p99 at a given rate, sent evenly: one request every 1/rate s over up to 50 kept-alive
 * connections, whatever the answers' pace (an open loop). autocannon's `overallRate` sends each
 * second's quota as a burst at the start of the second, on every connection at once, so its p99
 * at half the top rate is the p99 of a full-load burst. Latency counts from when a request was due,
 * not when it left, so a generator that fell behind cannot hide a slow server.
 */
async function pacedP99({ url, body, rate, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(url);
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
  const latencies = [];
  let failures = 0;
  const one = (due) =>
    new Promise((resolve) => {
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          headers,
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
      req.end(body);
    });
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const sent = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
    sent.push(one(due));
  }
  await Promise.all(sent);
  agent.destroy();
  if (failures > 0) throw new Error(`${url}: ${failures} of ${total} paced requests failed`);
  latencies.sort((a, b) => a - b);
  return { p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] * 10) / 10 };
}

async function bareFastify() {
  const app = Fastify();
  app.post('/', async () => ({ code: 0, data: { hello: 'world' }, message: '' }));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

async function postgresUrl() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `tenora_perf_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

async function run(label, env, timeoutsFail) {
  const tenora = await startTenora(env);
  const bare = await bareFastify();
  try {
    const { q, orderId } = await borrowerWithLoan(tenora.base, 'IN');
    const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
    const baseline = await measure({ url: bare.base, ...json, body: '{}' });
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
    for (const [name, call] of Object.entries(calls))
      rows[name] = await measure({ ...json, ...call }, timeoutsFail);
    const half = Math.max(1, Math.floor(rows['loan-details'].rps / 2));
    const paced = { ...calls['loan-details'], rate: half };
    await pacedP99({ ...paced, seconds: 2 });
    const steady = await pacedP99({ ...paced, seconds: SECONDS });
    const late = (r) => (r.timeouts > 0 ? `  (${r.timeouts} timed out)` : '');

    console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each after a 2 s warm-up`);
    console.log(`  bare Fastify                 ${baseline.rps.toFixed(0).padStart(7)} req/s`);
    for (const [name, r] of Object.entries(rows)) {
      const share = r.rps / baseline.rps;
      console.log(
        `  ${name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s  ${(share * 100).toFixed(1).padStart(5)}%  p99 ${r.p99} ms${late(r)}`,
      );
    }
    console.log(
      `  loan-details p99 at ${half} req/s (half its top rate, sent evenly): ${steady.p99} ms`,
    );
    return { share: rows['loan-details'].rps / baseline.rps, p99: steady.p99 };
  } finally {
    await bare.stop();
    await tenora.stop();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-perf-'));
let failed = false;
try {
  await run('Embedded database (PGlite)', { DATA_DIR: dataDir }, false);
  const database = await postgresUrl();
  if (!database) {
    console.log('\nperf:api: no PostgreSQL answered; the budget is checked on PostgreSQL only.');
  } else {
    try {
      const pgResult = await run(
        'PostgreSQL',
        { DATA_DIR: dataDir, DATABASE_URL: database.url },
        true,
      );
      if (pgResult.share < MIN_SHARE) {
        console.error(
          `perf:api: loan-details is ${(pgResult.share * 100).toFixed(1)}% of bare Fastify; the budget is ${MIN_SHARE * 100}%.`,
        );
        failed = true;
      }
      if (pgResult.p99 > MAX_P99_MS) {
        console.error(
          `perf:api: loan-details p99 at half its rate is ${pgResult.p99} ms; the budget is ${MAX_P99_MS} ms.`,
        );
        failed = true;
      }
    } finally {
      await database.drop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
