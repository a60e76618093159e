#!/usr/bin/env node
// A step of the web build: writes apps/web/dist/route-assets.json, what each route loads after the
// entry (its chunk and their sheets, its catalogue and sections per language), so the server can
// name them in the route's HTML and the browser fetches them beside the entry instead of after it
// (decision 044).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, catalogueKeys, closure, readRoutes, sectionKeys } from './route-table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const inEntry = closure(manifest, 'index.html');

/** The scripts and sheets of these chunks and their static imports, less what the entry has. */
function assets(keys) {
  const seen = new Set(inEntry);
  for (const key of keys) closure(manifest, key, seen);
  const chunks = [...seen].filter((k) => !inEntry.has(k));
  return {
    js: chunks.map((k) => `/${manifest[k].file}`),
    css: [...new Set(chunks.flatMap((k) => manifest[k].css ?? []))].map((f) => `/${f}`),
  };
}

const catalogues = catalogueKeys(manifest);
const out = { catalogues: {}, routes: {} };
for (const locale of LOCALES) out.catalogues[locale] = assets([catalogues[locale]]).js;
for (const { route, key, sections } of readRoutes(root)) {
  if (!manifest[key]) throw new Error(`route-assets: ${route} (${key}) is not a chunk`);
  const words = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      assets(sections.map((name) => sectionKeys(manifest, name)[locale])).js,
    ]),
  );
  out.routes[route] = { ...assets([key]), words };
}
writeFileSync(path.join(dist, 'route-assets.json'), JSON.stringify(out, null, 2));
console.log(`route-assets: ${Object.keys(out.routes).length} routes`);
