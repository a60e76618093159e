#!/usr/bin/env node
// First-load JavaScript per route, gzipped, against the budget. Reads the Vite manifest of
// apps/web/dist and the route table in apps/web/src/app/routes.ts; run after `npm run build`.
// Then the operator console's first load, from apps/console/dist's manifest.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { catalogueKeys, closure as closureOf, readRoutes, sectionKeys } from './route-table.mjs';

// Issue 14: a route's first load within 96 KB, the entry every route starts with within 78 KB.
const ROUTE_BUDGET_BYTES = 96_000;
const ENTRY_BUDGET_BYTES = 78_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('perf:budget: no build found; run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzCache = new Map();
function gz(file) {
  if (!gzCache.has(file))
    gzCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
}

const closure = (key, seen) => closureOf(manifest, key, seen);
const jsBytes = (keys) =>
  [...keys]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gz(f), 0);

// The app's entry; `src/late.ts` is a second entry that only loads it later.
const entryKey = Object.keys(manifest).find((k) => k === 'index.html' && manifest[k].isEntry);
if (!entryKey) throw new Error('perf:budget: no entry chunk in the manifest');

// Every screen loads one catalogue before it renders; count the larger one.
const catalogues = Object.values(catalogueKeys(manifest));
const worstCatalogue = Math.max(...catalogues.map((c) => jsBytes(closure(c))));

const routes = readRoutes(root);

/** A section of the catalogue a route loads beside its chunk, in its larger language. */
const sectionBytes = (name) =>
  Math.max(...Object.values(sectionKeys(manifest, name)).map((k) => jsBytes(closure(k))));

let failed = false;
const rows = [];
for (const { route, key, sections } of routes) {
  if (!manifest[key]) throw new Error(`perf:budget: route ${route} (${key}) is not its own chunk`);
  const keys = closure(entryKey);
  closure(key, keys);
  const total =
    jsBytes(keys) + worstCatalogue + sections.reduce((n, name) => n + sectionBytes(name), 0);
  const over = total > ROUTE_BUDGET_BYTES;
  failed ||= over;
  rows.push({ route, total, over });
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const entryBytes = jsBytes(closure(entryKey));
const entryOver = entryBytes > ENTRY_BUDGET_BYTES;
console.log(
  `First-load JavaScript per route (gzip), budgets ${kb(ROUTE_BUDGET_BYTES)} a route, ${kb(ENTRY_BUDGET_BYTES)} the entry:`,
);
console.log(
  `  shared entry: ${kb(entryBytes)} (${entryBytes} bytes)  ${entryOver ? 'OVER BUDGET' : 'ok'}`,
);
for (const { route, total, over } of rows) {
  console.log(
    `  ${route.padEnd(28)} ${kb(total).padStart(9)} (${String(total).padStart(6)} bytes)  ${over ? 'OVER BUDGET' : 'ok'}`,
  );
}
if (entryOver) console.error('perf:budget: the shared entry is over budget.');
if (failed) console.error('perf:budget: a route is over budget.');

// The operator console (apps/console), a separate build: its first load is the entry, what it
// imports, the page's chunk and the CSS of them all, within 250 KB of gzip (issue 16).
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
