#!/usr/bin/env node
// `npm test`: everything CI runs, in one command, and only what gives the same answer every run:
// typecheck, lint, unit, integration (PGlite, and PostgreSQL and Redis when they answer), build,
// the JavaScript budget, end-to-end tests in Chromium (accessibility, first paint and layout shift
// included). Lighthouse, whose scores move with the machine, is a benchmark: `npm run bench`.
// Steps that do not need each other run side by side where that keeps both cores busy; each prints
// its time, and a table of them ends the run.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const timings = [];

/**
 * Runs a step. `buffered` steps run beside another, so their output is held and printed whole when
 * they end, rather than interleaved line by line with the other's.
 */
function run(name, command, args, { env = {}, buffered = false } = {}) {
  const started = performance.now();
  console.log(`\n▶ ${name}${buffered ? ' (its output follows when it ends)' : ''}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ name, seconds, ok: code === 0 });
      if (buffered) console.log(`\n── ${name} ──\n${out.trimEnd()}`);
      console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds.toFixed(1)}s)`);
      resolve(code === 0);
    });
  });
}

function quiet(command, args) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ ok: code === 0, out }));
  });
}

function answers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL the integration tests use, if one answers: DATABASE_URL, else a local one. */
async function postgresUrl() {
  const url = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  let host = '';
  let port = 5432;
  try {
    const parsed = new URL(url);
    host = parsed.hostname;
    port = Number(parsed.port) || 5432;
  } catch {
    // Not a URL we can probe: the tests will say what is wrong with it.
  }
  // A socket path or an unreadable URL cannot be probed here; it is used as given.
  if (!host) return url;
  return (await answers(host, port)) ? url : undefined;
}

async function redisUrl() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await answers('127.0.0.1', 6379)) return 'redis://127.0.0.1:6379';
  return undefined;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's file, name and first line of error: CI keeps only the end of the output. */
const failedTests = [];
function tally(reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        failedTests.push(`${where} > ${test.fullName}: ${why.slice(0, 300)}`);
      }
      // A file that failed to load has no tests to name.
      if (file.status === 'failed' && !(file.assertionResults ?? []).length)
        failedTests.push(
          `${where}: ${String(file.message ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
    }
  } catch {
    counts.failed += 1;
  }
}

function vitest(name, projects, opts = {}) {
  const report = path.join(tmp, `vitest-${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  return run(name, 'npx', args, opts).then((ok) => (tally(report), ok));
}

const failures = [];
const step = async (name, promise) => {
  if (!(await promise)) failures.push(name);
};

// CI must prove every change on PostgreSQL too (docs/decisions/009-tests-on-real-databases.md):
// there a missing server fails the run at once, before minutes of other steps hide the skip.
const inCi = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI.toLowerCase());
const pg = await postgresUrl();
const redis = await redisUrl();
if (!pg && inCi) {
  console.error(
    `\nPostgreSQL: ${process.env.DATABASE_URL ? 'nothing answers at DATABASE_URL' : 'none set in DATABASE_URL and none answers on 127.0.0.1:5432'}. CI=${process.env.CI}: the PostgreSQL integration tests may not be skipped in CI. Start PostgreSQL or set DATABASE_URL.`,
  );
  process.exit(1);
}

const runStarted = performance.now();
// Installing Chromium can take a minute; it runs while the checks that don't need it do. Poppler,
// which the integration tests read PDFs with, comes first: two installs at once would contend for
// the package manager's lock.
const poppler = quiet('bash', ['scripts/ensure-poppler.sh']);
const chromium = poppler.then(() => quiet('bash', ['scripts/ensure-chromium.sh']));

await Promise.all([
  step('typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { buffered: true })),
  step('lint', run('lint', 'npm', ['run', '--silent', 'lint:code'], { buffered: true })),
  step('format', run('format', 'npm', ['run', '--silent', 'lint:format'], { buffered: true })),
]);
// After them, not beside them: all four at once took 110 s, against 56 s and 42 s one after the
// other (docs/performance.md).
await step('unit tests', vitest('unit tests', ['domain', 'contract', 'web', 'console']));

const serverEnv = {
  ...(pg ? { TENORA_TEST_PG_URL: pg } : {}),
  ...(redis ? { TENORA_TEST_REDIS_URL: redis } : {}),
};
if (!pg) {
  console.log(
    `\nPostgreSQL: ${process.env.DATABASE_URL ? 'nothing answers at DATABASE_URL' : 'none set in DATABASE_URL and none answers on 127.0.0.1:5432'} — skipped the PostgreSQL integration tests (PGlite ones still run).`,
  );
}
if (!redis) {
  console.log(
    '\nRedis: none set in REDIS_URL and none answers on 127.0.0.1:6379 — skipped the Redis rate-limit tests (the in-memory store is still tested).',
  );
}
const pdfTools = await poppler;
if (!pdfTools.ok) {
  console.log(pdfTools.out);
  failures.push('install poppler');
}
// The integration tests wait on their databases much of the time; the build uses that time. The
// end-to-end tests come after: side by side with the integration tests, both ran slower than one
// after the other on two cores, and timed out.
const [, built] = await Promise.all([
  step(
    'integration tests',
    vitest(
      `integration tests (PGlite${pg ? ', PostgreSQL' : ''}${redis ? ', Redis' : ''})`,
      ['server'],
      { env: serverEnv, buffered: true },
    ),
  ),
  (async () => {
    const ok = await run('build', 'npm', ['run', '--silent', 'build'], { buffered: true });
    if (!ok) failures.push('build');
    await step(
      'performance budget',
      ok && run('performance budget', 'node', ['scripts/perf-budget.mjs'], { buffered: true }),
    );
    return ok;
  })(),
]);

const browser = await chromium;
if (!browser.ok) {
  console.log(browser.out);
  failures.push('install chromium');
} else if (built) {
  await step('end-to-end tests', vitest('end-to-end tests (Chromium)', ['e2e']));
}

const total = (performance.now() - runStarted) / 1000;
console.log('\n| Step | Time |\n|---|---|');
for (const t of timings)
  console.log(`| ${t.ok ? '' : '✘ '}${t.name} | ${t.seconds.toFixed(0)} s |`);
console.log(`| **all of \`npm test\`** | **${total.toFixed(0)} s** |`);
console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
for (const test of failedTests) console.log(`✘ ${test}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 || counts.failed > 0 ? 1 : 0);
