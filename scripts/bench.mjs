#!/usr/bin/env node
// `npm run bench`: the Lighthouse benchmark (scripts/perf-lighthouse.mjs), the API benchmark
// (scripts/perf-api.mjs), the reminders at scale (scripts/perf-reminders.ts), the daily
// reconciliation of 100,000 payments (scripts/perf-reconciliation.ts) and the reads on a
// lender's whole book (scripts/perf-scale.ts) in one run, with the first-load byte budgets
// (scripts/perf-budget.mjs), printed as Markdown under the date and the machine they ran on, and
// written to .tmp/bench.md and .tmp/bench.json for docs/performance.md. Not part of
// `npm test`: on a shared machine these figures move by more than the distance to their goals, so
// they are read beside the machine's own baselines, never used to fail a merge. It exits non-zero
// only when it could not measure; a figure that misses its goal is marked "misses" in the tables.
//   npm run bench                         everything (needs a build: `npm run build`)
//   npm run bench -- --only lighthouse    one part: lighthouse, api, reminders, reconciliation or
//                                         scale (reconciliation alone needs no build)
//   npm run bench -- /orders /aboutUs     Lighthouse on those pages only (`/orders`: both markets)
// LIGHTHOUSE_RUNS (default 3) and PERF_API_SECONDS (default 10) shorten or lengthen the runs;
// PERF_REMINDER_LOANS (default 100,000), PERF_RECON_PAYMENTS (default 100,000) and
// PERF_SCALE_BORROWERS (default 1,000,000) shrink the parts on PostgreSQL for a trial
// (PERF_RECON_WARM=1 gives the reconciliation a day before it, analysed). The
// reminders and the scale take the better part of an hour together, most of it loading 10 million
// rows, and a few GB of disk while they run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertServerBuilt } from './built-server.mjs';
import { benchApi, secondsFromEnv } from './perf-api.mjs';
import { benchLighthouse, WEB_SERVER_BUNDLE, runsFromEnv } from './perf-lighthouse.mjs';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = ['lighthouse', 'api', 'reminders', 'reconciliation', 'scale'];

function parseArgs(argv) {
  const pages = [];
  let only;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--only') only = argv[++i];
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length);
    else if (arg.startsWith('--')) throw new Error(`bench: unknown option ${arg}`);
    else pages.push(arg);
  }
  if (only !== undefined && !PARTS.includes(only)) {
    throw new Error(`bench: --only takes ${PARTS.join(', ')}, not ${only ?? 'nothing'}`);
  }
  if (only !== undefined && only !== 'lighthouse' && pages.length) {
    throw new Error(
      `bench: page names (${pages.join(' ')}) are for Lighthouse, not --only ${only}`,
    );
  }
  return { parts: only ? [only] : PARTS, pages };
}

function osName() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release)?.[1];
    if (pretty) return `${pretty}, ${os.type()} ${os.release()}`;
  } catch {
    // not Linux, or no os-release: the kernel's name says enough
  }
  return `${os.type()} ${os.release()}`;
}

const utc = (date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** `2026-11-24 20:40–20:54 UTC`, the day repeated only when the span crosses midnight. */
const span = (from, to) => {
  const [a, b] = [utc(from), utc(to)];
  return a.slice(0, 10) === b.slice(0, 10) ? `${a.slice(0, 16)}–${b.slice(11)}` : `${a} to ${b}`;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    os: osName(),
  };
}

// The parts on PostgreSQL import the server's own code, which is TypeScript.
const tsPart = (file) => tsImport(`./${file}`, import.meta.url);

let args;
let reminders;
let reconciliation;
let scale;
try {
  args = parseArgs(process.argv.slice(2));
  // Read before anything starts, so a wrong value stops the run at once.
  if (args.parts.includes('lighthouse')) runsFromEnv();
  if (args.parts.some((p) => p === 'api' || p === 'scale')) secondsFromEnv();
  if (args.parts.includes('reminders')) {
    reminders = await tsPart('perf-reminders.ts');
    reminders.loansFromEnv();
  }
  if (args.parts.includes('reconciliation')) {
    reconciliation = await tsPart('perf-reconciliation.ts');
    reconciliation.paymentsFromEnv();
    reconciliation.warmFromEnv();
  }
  if (args.parts.includes('scale')) {
    scale = await tsPart('perf-scale.ts');
    scale.borrowersFromEnv();
  }
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
if (args.parts.includes('lighthouse') && !existsSync(WEB_SERVER_BUNDLE)) {
  console.error(
    `bench: no build found (${path.relative(root, WEB_SERVER_BUNDLE)}); run \`npm run build\` first.`,
  );
  process.exit(1);
}
// The parts but the reconciliation start the built server: found missing now, not after minutes
// of Lighthouse. The reconciliation runs the server's source in this process.
try {
  if (args.parts.some((p) => p !== 'reconciliation')) assertServerBuilt('bench');
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const started = new Date();
const host = machine();
const result = { date: started.toISOString(), machine: host, loadAverageAtStart: os.loadavg() };
const sections = [];
let measuredAll = true;
const log = (line) => console.error(line);

// Lighthouse first: its simulation still feels a busy CPU, and the API load leaves PostgreSQL
// busy for a while after it ends; the scale part, which loads the most, last.
const runners = {
  lighthouse: { title: 'Lighthouse', run: () => benchLighthouse({ asked: args.pages, log }) },
  api: { title: 'API: the borrower read path under load', run: () => benchApi({ log }) },
  reminders: {
    title: 'Reminders at scale',
    run: () => reminders.benchReminders({ log }),
  },
  reconciliation: {
    title: 'Reconciliation at scale',
    run: () => reconciliation.benchReconciliation({ log }),
  },
  scale: {
    title: 'At scale',
    run: () => scale.benchScale({ log }),
  },
};
for (const part of args.parts) {
  const { title, run } = runners[part];
  const from = new Date();
  // One part that could not measure still leaves the other's figures worth printing.
  try {
    const { markdown, ...figures } = await run();
    if (figures.complete === false) measuredAll = false;
    result[part] = { from: from.toISOString(), to: new Date().toISOString(), ...figures };
    sections.push(`## ${title}\n\nMeasured ${span(from, new Date())}.\n\n${markdown}`);
  } catch (err) {
    measuredAll = false;
    const message = err instanceof Error ? err.message : String(err);
    result[part] = { error: message };
    log(err instanceof Error && err.stack ? err.stack : message);
    sections.push(`## ${title}\n\nNot measured: ${message}`);
  }
}
result.loadAverageAtEnd = os.loadavg();

// The byte budgets, which `npm test` gates, printed beside the timings: every budget in one report.
const budget = spawnSync(process.execPath, [path.join(root, 'scripts/perf-budget.mjs')], {
  encoding: 'utf8',
});
sections.push(
  `## First-load JavaScript (gated by \`npm test\`)\n\n\`\`\`\n${(budget.stdout + budget.stderr).trim()}\n\`\`\``,
);
if (budget.status !== 0) measuredAll = false;

const markdown = [
  '# Tenora benchmark',
  '',
  `- Date: ${utc(started)}`,
  `- Machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB memory`,
  `- Node ${host.node}, ${host.os}`,
  `- Load average (1, 5, 15 min): ${result.loadAverageAtStart.map((n) => n.toFixed(2)).join(', ')} at the start, ${loadAverage()} at the end`,
  '',
  sections.join('\n\n'),
  '',
].join('\n');

console.log(`\n${markdown}`);
mkdirSync(path.join(root, '.tmp'), { recursive: true });
writeFileSync(path.join(root, '.tmp/bench.md'), markdown);
writeFileSync(path.join(root, '.tmp/bench.json'), `${JSON.stringify(result, null, 2)}\n`);
console.error(
  measuredAll
    ? 'bench: measured; written to .tmp/bench.md and .tmp/bench.json.'
    : 'bench: some figures could not be measured (see above); the rest are in .tmp/bench.md and .tmp/bench.json.',
);
// Lighthouse and autocannon can leave handles open a while after their work is done.
process.exit(measuredAll ? 0 : 1);
