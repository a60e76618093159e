// The route table of the web app (apps/web/src/app/routes.ts) and what each route loads, read from
// the source and the Vite manifest of a build. Used by the build (route-assets, prerender) and by
// perf:budget, so the three agree on what a route is.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const LOCALES = ['en-IN', 'id-ID'];

/** Every route: its path, its chunk's manifest key, and the catalogue sections it loads beside it. */
export function readRoutes(root) {
  const source = readFileSync(path.join(root, 'apps/web/src/app/routes.ts'), 'utf8');
  const routes = [
    ...source.matchAll(
      /path: '([^']+)',\s*load:\s*(?:withWords\(\s*\[([^\]]*)\],\s*)?\(\) => import\('\.\.\/([^']+)'\)/g,
    ),
  ].map(([, route, sections, module]) => ({
    route,
    key: `src/${module}`,
    sections: [...(sections ?? '').matchAll(/'([^']+)'/g)].map(([, name]) => name),
  }));
  if (routes.length === 0) throw new Error('no routes found in apps/web/src/app/routes.ts');
  return routes;
}

/** A chunk and everything it imports statically: what must arrive before it runs. */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The manifest keys of the core catalogue, per language. */
export function catalogueKeys(manifest) {
  const keys = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.keys(manifest).find((k) => k.endsWith(`platform/i18n/${locale}.ts`)),
    ]),
  );
  if (LOCALES.some((l) => !keys[l])) throw new Error('expected the two catalogue chunks');
  return keys;
}

/** The manifest keys of a catalogue section, per language: `payMethods` is pay-methods-en-IN.ts. */
export function sectionKeys(manifest, name) {
  const file = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const keys = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.keys(manifest).find((k) => k.endsWith(`platform/i18n/${file}-${locale}.ts`)),
    ]),
  );
  if (LOCALES.some((l) => !keys[l])) throw new Error(`expected the two chunks of section ${name}`);
  return keys;
}
