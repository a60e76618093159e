#!/usr/bin/env node
// First-load JavaScript per route, gzipped, against the budget: the files the server names in each
// page (apps/web/src/server.tsx, `routeFiles`, from the Vite manifest by the route's module ids),
// in each of the page's languages. Run after `npm run build`. Then the operator console's first load,
// from apps/console/dist's manifest.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// A route's first load within 96 KB, the entry every route starts with within 78 KB; a page that
// only shows text within 10 KB (docs/performance.md). Hindi gets 1 KB more a route: each
// Devanagari letter is three bytes in UTF-8 where a Latin one is one, and its words, the same
// sentences, gzip about 40% larger (docs/decisions/118-hindi-for-india.md).
const ROUTE_BUDGET_BYTES = 96_000;
const LANGUAGE_ALLOWANCE_BYTES = { 'hi-IN': 1_000 };
const ENTRY_BUDGET_BYTES = 78_000;
const TEXT_BUDGET_BYTES = 10_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const bundle = path.join(root, 'apps/web/dist-ssr/server.js');
if (!existsSync(manifestPath) || !existsSync(bundle)) {
  console.error('perf:budget: no build found; run `npm run build` first.');
  process.exit(1);
}
const web = await import(pathToFileURL(bundle).href);
const files = web.routeFiles(JSON.parse(readFileSync(manifestPath, 'utf8')));

const gzCache = new Map();
function gz(href) {
  if (!gzCache.has(href))
    gzCache.set(href, gzipSync(readFileSync(path.join(dist, href)), { level: 9 }).length);
  return gzCache.get(href);
}
const jsBytes = (hrefs) => [...new Set(hrefs)].reduce((n, href) => n + gz(href), 0);

// Boot and the config's schema (about 10 KB) come beside every page too; like the measure before
// this one, they are not counted (docs/performance.md).
const entry = [files.entry.js, ...files.entry.imports];
const entryBytes = jsBytes(entry);
let failed = false;
const rows = [];
for (const route of files.routes) {
  const textOnly = web.TEXT_ONLY_PATHS.includes(route.path);
  // Each language against its own budget; the row shows the one with the least room left.
  const byLanguage = Object.entries(route.words).map(([locale, words]) => {
    const bytes = textOnly ? 0 : jsBytes([...entry, ...route.files.js, ...words]);
    const budget = textOnly
      ? TEXT_BUDGET_BYTES
      : ROUTE_BUDGET_BYTES + (LANGUAGE_ALLOWANCE_BYTES[locale] ?? 0);
    return { locale, bytes, budget, room: budget - bytes };
  });
  const tightest = byLanguage.reduce((a, b) => (b.room < a.room ? b : a));
  const over = tightest.room < 0;
  failed ||= over;
  rows.push({
    route: route.path,
    total: tightest.bytes,
    locale: tightest.locale,
    budget: tightest.budget,
    over,
    textOnly,
  });
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const entryOver = entryBytes > ENTRY_BUDGET_BYTES;
console.log(
  `First-load JavaScript per route (gzip), budgets ${kb(ROUTE_BUDGET_BYTES)} a route (Hindi ${kb(ROUTE_BUDGET_BYTES + LANGUAGE_ALLOWANCE_BYTES['hi-IN'])}), ${kb(ENTRY_BUDGET_BYTES)} the entry, ${kb(TEXT_BUDGET_BYTES)} a text-only page; each route in its language with the least room:`,
);
console.log(
  `  shared entry: ${kb(entryBytes)} (${entryBytes} bytes)  ${entryOver ? 'OVER BUDGET' : 'ok'}`,
);
for (const { route, total, locale, budget, over, textOnly } of rows) {
  console.log(
    `  ${route.padEnd(28)} ${kb(total).padStart(9)} (${String(total).padStart(6)} bytes, ${textOnly ? 'text only' : `${locale} of ${budget}`})  ${over ? 'OVER BUDGET' : textOnly ? 'ok (text only, no script)' : 'ok'}`,
  );
}
if (entryOver) console.error('perf:budget: the shared entry is over budget.');
if (failed) console.error('perf:budget: a route is over budget.');

/** A chunk and everything it imports statically: what must arrive before it runs. */
function closureOf(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closureOf(manifest, dep, seen);
  return seen;
}

// The operator console (apps/console), a separate build: its first load is the entry, what it
// imports, the page's chunk and the CSS of them all, within 250 KB of gzip (docs/performance.md).
const CONSOLE_BUDGET_BYTES = 250_000;
const CONSOLE_ROUTES = [
  { route: '/console/sign-in', key: 'src/pages/sign-in.tsx' },
  { route: '/console/complaints', key: 'src/pages/queue.tsx' },
];
const consoleDist = path.join(root, 'apps/console/dist');
const consoleManifestPath = path.join(consoleDist, '.vite/manifest.json');
let consoleOver = false;
if (!existsSync(consoleManifestPath)) {
  console.error('perf:budget: no console build found; run `npm run build` first.');
  consoleOver = true;
} else {
  const consoleManifest = JSON.parse(readFileSync(consoleManifestPath, 'utf8'));
  const consoleGz = (file) =>
    gzipSync(readFileSync(path.join(consoleDist, file)), { level: 9 }).length;
  const consoleEntry = Object.keys(consoleManifest).find(
    (k) => k === 'index.html' && consoleManifest[k].isEntry,
  );
  if (!consoleEntry) throw new Error('perf:budget: no entry chunk in the console manifest');
  console.log(`Console first load (gzip: JavaScript and CSS), budget ${kb(CONSOLE_BUDGET_BYTES)}:`);
  for (const { route, key } of CONSOLE_ROUTES) {
    if (!consoleManifest[key])
      throw new Error(`perf:budget: console route ${route} (${key}) is not its own chunk`);
    const keys = closureOf(consoleManifest, consoleEntry);
    closureOf(consoleManifest, key, keys);
    const files = new Set();
    for (const k of keys) {
      files.add(consoleManifest[k].file);
      for (const css of consoleManifest[k].css ?? []) files.add(css);
    }
    const total = [...files]
      .filter((f) => /\.(js|css)$/.test(f))
      .reduce((n, f) => n + consoleGz(f), 0);
    const over = total > CONSOLE_BUDGET_BYTES;
    consoleOver ||= over;
    console.log(
      `  ${route.padEnd(28)} ${kb(total).padStart(9)} (${String(total).padStart(6)} bytes)  ${over ? 'OVER BUDGET' : 'ok'}`,
    );
  }
  if (consoleOver) console.error('perf:budget: a console route is over budget.');
}

// None of the console's code reaches a borrower's phone: no borrower asset names a staff call.
const webAssets = path.join(root, 'apps/web/dist/assets');
const leaked = readdirSync(webAssets).filter(
  (f) => f.endsWith('.js') && readFileSync(path.join(webAssets, f), 'utf8').includes('/film/ops/'),
);
if (leaked.length > 0)
  console.error(`perf:budget: the borrower app carries console calls: ${leaked.join(', ')}`);
else console.log('Borrower app: no console calls in its assets.');

if (entryOver || failed || consoleOver || leaked.length > 0) process.exit(1);
