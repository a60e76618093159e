#!/usr/bin/env node
// `npm run perf:lighthouse`: Lighthouse mobile (its defaults: simulated slow 4G, 4× CPU slowdown)
// on the public pages and on the borrower's data screens in both markets, seven runs each taken
// round by round, medians checked against the budget (docs/performance.md), beside a page with no
// script that shows the machine's baseline (decision 079). Starts the server as `npm start` does,
// on the built web app (run `npm run build` first), in Debian's Chromium, and makes its borrowers
// through the support API. Pass names to measure only some:
// `npm run perf:lighthouse -- /orders /aboutUs` (a name that is not one of ours is measured as a
// path).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { borrowerWithLoan, complaintAbout, newBorrower } from './support-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Seven, not three or five: on this shared 2-core machine a page with no script at all scored
// anywhere from 0.95 to 1.0 from one run to the next, so a median needs runs to spare
// (decision 079).
const RUNS = 7;
/**
 * Every page measured paints from its HTML: the public pages are rendered at build time, the
 * borrower's data screens by the server with their data (decision 045).
 */
const BUDGET = { performance: 0.95, accessibility: 1, lcpMs: 1500 };
/**
 * The complaint screens are drawn in the browser (they are not among decision 045's first
 * screens): their accessibility is checked, once, as it does not vary from run to run.
 */
const ACCESSIBILITY_ONLY = { performance: 0, accessibility: 1, lcpMs: Infinity, runs: 1 };
/**
 * Runs in which Lighthouse could not measure (no LCP on a loaded machine) are run again, and so are
 * runs taken while the machine itself was slow: Lighthouse times a fixed piece of JavaScript before
 * each page (`benchmarkIndex`), and on this shared 2-core machine that index swings from about 1,400
 * to 2,800 between one minute and the next. Total Blocking Time follows it, on pages that have not
 * changed (docs/performance.md). A run below SLOW_MACHINE is kept only if too few faster runs come.
 */
const SLOW_MACHINE = 2000;
/**
 * A page with a heading, a paragraph and nothing else, served by this script, measured in the same
 * rounds as ours: its figures are this machine's baseline at that hour, printed beside ours and
 * held to no budget (decision 079).
 */
const BASELINE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><h1>Small loans on your phone</h1><p>Every cost shown up front, before you borrow.</p></body></html>`;
const BASELINE = { performance: 0, accessibility: 0, lcpMs: Infinity };
const MAX_ATTEMPTS = RUNS + 5;
const PUBLIC_PAGES = ['/', '/privacyPolicy', '/loanTerms'];
/**
 * The company home, pre-rendered, is held to 1.0 s: a page of text with nothing to fetch before it
 * paints (decision 081) measures within a few hundredths of the page with no script below.
 */
const HOME = { ...BUDGET, lcpMs: 1000 };

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('perf:lighthouse: no build found; run `npm run build` first.');
  process.exit(1);
}

function startBaselineServer() {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(BASELINE_PAGE);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tenora-lighthouse-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('perf:lighthouse: the server did not start');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The borrower's screens of one market, opened as the native shell opens them. */
async function dataPages(base, market) {
  const { q: b, orderId, productId } = await borrowerWithLoan(base, market);
  // Confirming a loan is a newcomer's screen: the borrower above has spent their limit.
  const newcomer = await newBorrower(base, market);
  return [
    { name: '/orders', url: `/orders?${b}` },
    { name: '/borrowDetail', url: `/borrowDetail?orderId=${orderId}&${b}` },
    { name: '/repay', url: `/repay?orderId=${orderId}&productId=${productId}&${b}` },
    { name: '/loanConfirm', url: `/loanConfirm?productId=${productId}&${newcomer}` },
    { name: '/recommend', url: `/recommend?${b}` },
    {
      name: '/registerTemplate',
      url: `/registerTemplate?id=${market === 'IN' ? 1 : 2}&utm_tag=perf`,
    },
  ].map((p) => ({ ...p, name: `${p.name} (${market})` }));
}

async function complaintPages(base, market) {
  const { q: b, orderId } = await borrowerWithLoan(base, market);
  const problemId = await complaintAbout(base, b, orderId);
  return [
    { name: '/complaint', url: `/complaint?orderNo=${orderId}&${b}` },
    { name: '/complainPageNext', url: `/complainPageNext?problemType=4&orderNo=${orderId}&${b}` },
    { name: '/complainDetails', url: `/complainDetails?problemId=${problemId}&${b}` },
  ].map((p) => ({ ...p, name: `${p.name} (${market})`, budget: ACCESSIBILITY_ONLY }));
}

/** One Lighthouse run of a page, or null when Lighthouse could not measure it (no LCP). */
async function measureOnce(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const measured =
    !lhr.runtimeError &&
    typeof lhr.categories.performance.score === 'number' &&
    Number.isFinite(lhr.audits['largest-contentful-paint'].numericValue);
  if (!measured) return null;
  return {
    benchmark: lhr.environment.benchmarkIndex,
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    failedA11y: Object.values(lhr.audits)
      .filter(
        (a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id),
  };
}

const { base, child } = await startServer();
const baselineServer = await startBaselineServer();
let chrome;
const rows = [];
try {
  const all = [
    ...PUBLIC_PAGES.map((path) => ({
      name: path,
      url: path,
      ...(path === '/' ? { budget: HOME } : {}),
    })),
    ...(await dataPages(base, 'IN')),
    ...(await dataPages(base, 'ID')),
    ...(await complaintPages(base, 'IN')),
    ...(await complaintPages(base, 'ID')),
  ];
  const asked = process.argv.slice(2);
  const pages = asked.length
    ? asked.flatMap((a) => {
        const ours = all.filter((p) => p.name === a || p.name.startsWith(`${a} (`));
        return ours.length ? ours : [{ name: a, url: a }];
      })
    : all;
  pages.push({
    name: 'a page with no script (the baseline)',
    href: `http://127.0.0.1:${baselineServer.address().port}/`,
    budget: BASELINE,
  });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const measures = pages.map((page) => ({ page, runs: [], slowRuns: [], attempts: 0 }));
  const wanted = (m) => m.page.budget?.runs ?? RUNS;
  const open = (m) => m.runs.length < wanted(m) && m.attempts < MAX_ATTEMPTS;
  // Round by round, one run of each page that still needs one: a slow minute on this shared
  // machine then costs each page at most a run or two, not every run of the page it fell on.
  for (let round = 1; measures.some(open); round++) {
    for (const m of measures.filter(open)) {
      m.attempts++;
      const run = await measureOnce(chrome, m.page.href ?? `${base}${m.page.url}`);
      if (!run) {
        console.log(`${m.page.name}: Lighthouse could not measure one run; running it again`);
        continue;
      }
      // The complaint screens' one run checks accessibility only, which the machine's speed does
      // not change.
      const slow = run.benchmark < SLOW_MACHINE && m.page.budget !== ACCESSIBILITY_ONLY;
      (slow ? m.slowRuns : m.runs).push(run);
    }
    const left = measures.filter(open).length;
    if (left) console.log(`round ${round}: ${left} page(s) still need runs`);
  }
  for (const m of measures) {
    const { page, runs, slowRuns } = m;
    const want = wanted(m);
    if (slowRuns.length) {
      console.log(
        `${page.name}: ${slowRuns.length} run(s) taken on a slow machine (benchmark index ${slowRuns.map((r) => Math.round(r.benchmark)).join(', ')} < ${SLOW_MACHINE})` +
          (runs.length < want
            ? '; too few faster runs, so the fastest of them count'
            : '; run again'),
      );
      runs.push(...slowRuns.sort((a, b) => b.benchmark - a.benchmark).slice(0, want - runs.length));
    }
    if (runs.length < want) {
      throw new Error(`perf:lighthouse: ${page.name} could not be measured ${want} times`);
    }
    const row = {
      page: page.name,
      budget: page.budget ?? BUDGET,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
      fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
      tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
      cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      benchmark: Math.round(median(runs.map((r) => r.benchmark))),
      failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
    };
    rows.push(row);
    console.log(
      `${page.name}: performance ${row.performance} (runs: ${runs.map((r) => r.performance).join(', ')}), accessibility ${row.accessibility}, LCP ${row.lcpMs} ms, benchmark index ${row.benchmark}` +
        (row.failedA11y.length
          ? ` (accessibility audits failing: ${row.failedA11y.join(', ')})`
          : ''),
    );
  }
} finally {
  // Also when Chromium failed to start: the server must not outlive the script.
  await chrome?.kill();
  child.kill('SIGTERM');
  baselineServer.close();
}

console.log(`\nMedian of ${RUNS} runs, Lighthouse mobile (simulated slow 4G, 4× CPU):\n`);
console.log('| Page | Performance | Accessibility | LCP | FCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${(r.lcpMs / 1000).toFixed(2)} s | ${(r.fcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} |`,
  );
}
if (rows.some((r) => r.budget === BASELINE)) {
  console.log(
    '\nThe baseline is a page with a heading and a paragraph, and no script or style, served by this script: the best any page could score on this machine in these minutes.',
  );
}
if (rows.some((r) => r.budget === ACCESSIBILITY_ONLY)) {
  console.log(
    '\nThe complaint screens (market in brackets) are drawn in the browser: one run each, accessibility checked only.',
  );
}
mkdirSync(path.join(root, '.tmp'), { recursive: true });
writeFileSync(
  path.join(root, '.tmp/lighthouse.json'),
  JSON.stringify(
    rows.map(({ budget: _, ...r }) => r),
    null,
    2,
  ),
);

const failures = rows.flatMap(({ budget, ...r }) => [
  ...(r.performance < budget.performance
    ? [`${r.page}: performance ${r.performance} < ${budget.performance}`]
    : []),
  ...(r.accessibility < budget.accessibility
    ? [`${r.page}: accessibility ${r.accessibility} < ${budget.accessibility}`]
    : []),
  ...(r.lcpMs > budget.lcpMs ? [`${r.page}: LCP ${r.lcpMs} ms > ${budget.lcpMs} ms`] : []),
]);
if (failures.length) {
  console.error(`\nperf:lighthouse: over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nperf:lighthouse: within budget.');
