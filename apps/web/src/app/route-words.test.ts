// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SECTION_NAMES } from '../platform/i18n/catalogues.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The route table as written: each path, the sections it loads, and its page module. */
function routeTable(): { route: string; sections: string[]; module: string }[] {
  const text = readFileSync(path.join(src, 'app/routes.ts'), 'utf8');
  return [
    ...text.matchAll(
      /path: '([^']+)',\s*load:\s*(?:withWords\(\s*\[([^\]]*)\],\s*)?\(\) => import\('\.\.\/([^']+)'\)/g,
    ),
  ].map(([, route, sections, module]) => ({
    route: route ?? '',
    sections: [...(sections ?? '').matchAll(/'([^']+)'/g)].map(([, name]) => name ?? ''),
    module: path.join(src, module ?? ''),
  }));
}

/** Every source file a page reaches through relative imports, static or lazy. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || file.includes(`${path.sep}i18n${path.sep}`)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.[^']+\.tsx?)'/g)) {
    if (spec && !spec.endsWith('.test.ts') && !spec.endsWith('.test.tsx')) {
      reachable(path.resolve(path.dirname(file), spec), seen);
    }
  }
  return seen;
}

// A section's words exist only once its route loaded them (docs/decisions/040-catalogue-sections.md):
// a screen that speaks a section must name it in app/routes.ts.
describe('the words each route loads', () => {
  it.each(routeTable().map((r) => [r.route, r] as const))(
    '%s loads every section its screen speaks',
    (_route, { sections, module }) => {
      const spoken = new Set<string>();
      // A part of the screen that arrives later may bring its own words: `withWords([…], …)`.
      const loaded = new Set(sections);
      for (const file of reachable(module)) {
        const text = readFileSync(file, 'utf8');
        for (const [, names] of text.matchAll(/withWords\(\s*\[([^\]]*)\]/g)) {
          for (const [, name] of (names ?? '').matchAll(/'([^']+)'/g)) loaded.add(name ?? '');
        }
        for (const name of SECTION_NAMES) {
          if (new RegExp(`\\bt\\.${name}\\.`).test(text)) spoken.add(name);
        }
      }
      expect([...spoken].filter((name) => !loaded.has(name))).toEqual([]);
    },
  );
});
