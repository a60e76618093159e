#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the repository, checked by TypeScript 7, the
// compiler written in Go (docs/decisions/084-types-checked-by-typescript-7.md). The six projects
// differ in what they may use (no DOM in the domain, Node's types only on the server), so each is
// checked on its own. TypeScript 5.9 stays installed for the tools that read its JavaScript API
// (typescript-eslint, Vite's plugins), which TypeScript 7 no longer has.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = [
  'packages/domain',
  'packages/contract',
  'apps/server',
  'apps/web',
  'apps/console',
  '.',
];
// The package exports no path to its command; its folder is found from its package.json.
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ project, ok: code === 0, out }));
  });
}

// One after another: the compiler already spreads a project's checking over the cores.
let failed = 0;
for (const project of PROJECTS) {
  const { ok, out } = await check(project);
  if (!ok) {
    failed += 1;
    console.log(`✘ ${project}\n${out.trimEnd()}`);
  }
}
// Set, not exit(): the output above is written in full before the process ends.
if (failed > 0) process.exitCode = 1;
else console.log(`Types check in all ${PROJECTS.length} projects.`);
