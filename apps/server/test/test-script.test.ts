import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `npm test`'s script until it exits, or stops it (and what it started) after `ms`. */
function runTestScript(env: Record<string, string>, ms: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/test.mjs'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const timer = setTimeout(() => {
      // The whole group: a script that did not stop would have started typecheck and lint.
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, ms);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('npm test', () => {
  it('fails at once in CI when no PostgreSQL answers, instead of skipping its tests', async () => {
    const { code, output } = await runTestScript(
      { CI: 'true', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' },
      10_000,
    );
    expect(output).toMatch(/PostgreSQL: nothing answers at DATABASE_URL/);
    expect(output).toMatch(/may not be skipped in CI/);
    expect(output).not.toContain('▶ typecheck');
    expect(code).toBe(1);
  });
});
