import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { BUILT_CREATE_ADMIN_ARGS } from '../scripts/built-server.mjs';
import { it } from './fixtures.ts';
import { startServer } from './server.ts';

/**
 * What the build itself promises (docs/decisions/086-server-runs-as-built-javascript.md); the
 * other files use the built server through e2e/server.ts.
 */
describe('the built server', () => {
  it('names the TypeScript, not the bundle, in the stack trace of an error it throws', async () => {
    // A web build whose manifest cannot be read stops the start with a stack trace.
    const web = await mkdtemp(path.join(tmpdir(), 'tenora-broken-web-'));
    const webDist = path.join(web, 'dist');
    await mkdir(path.join(webDist, '.vite'), { recursive: true });
    await mkdir(path.join(web, 'dist-ssr'));
    await writeFile(path.join(web, 'dist-ssr', 'server.js'), 'export {};');
    await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{');
    const started = startServer({ env: { WEB_DIST: webDist } });
    await expect(started).rejects.toThrow(/at .*apps\/server\/src\/platform\/pages\.ts:\d+:\d+/);
  });

  it('creates an admin with its ops:create-admin entry point, started from another folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-admin-'));
    // Its own embedded database, and the password from stdin.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
    delete env.DATABASE_URL;
    delete env.TENORA_ADMIN_PASSWORD;
    const child = spawn(
      process.execPath,
      [...BUILT_CREATE_ADMIN_ARGS, '--email', 'boss@lender.test', '--name', 'The Boss'],
      { cwd: tmpdir(), env },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.stdin.end('a long admin password\n');
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(output).toContain('Created admin boss@lender.test');
    expect(code).toBe(0);
  });
});
