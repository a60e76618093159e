import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, PRODUCTION_ENV, type TestApp } from './helper.ts';

/** The console's build served at /console/ (decision 064): only the server's side of it. */
describe('serving the console', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function fakeBuild() {
    const dir = await mkdtemp(path.join(tmpdir(), 'tenora-console-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/console/assets/app-1a2b.js"></script></head></html>',
    );
    const js = 'console.log("console");'.repeat(20);
    await writeFile(path.join(dir, 'assets/app-1a2b.js'), js);
    await writeFile(path.join(dir, 'assets/app-1a2b.js.br'), brotliCompressSync(js));
    await writeFile(path.join(dir, 'assets/app-1a2b.css'), 'body{margin:0}');
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return dir;
  }

  it('serves the app, its hashed files immutable and pre-compressed, and its routes as the app', async () => {
    const app = await makeTestApp('pglite', { consoleDist: await fakeBuild() });
    t = app;
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.app.inject({ method: 'GET', url, headers });

    const bare = await get('/console');
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe('/console/');

    const index = await get('/console/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('/console/assets/app-1a2b.js');
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");

    const route = await get('/console/complaints/12?tab=open');
    expect(route.statusCode).toBe(200);
    expect(route.body).toBe(index.body);

    const js = await get('/console/assets/app-1a2b.js', { 'accept-encoding': 'gzip, br' });
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const plain = await get('/console/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
    expect((await get('/console/assets/app-1a2b.css')).headers['content-type']).toBe(
      'text/css; charset=utf-8',
    );

    // Nothing outside the build, however the path is spelled.
    for (const url of [
      '/console/..%2F..%2F..%2Fpackage.json',
      '/console/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/console/..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await get(url);
      expect(res.body).not.toMatch(/workspaces|root:/);
    }

    // The borrower's pages keep their own, stricter policy.
    const api = await get('/healthz');
    expect(String(api.headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it('says the console is not built when there is no build', async () => {
    t = await makeTestApp('pglite');
    const res = await t.app.inject({ method: 'GET', url: '/console/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/console is not built/);
  });

  it('serves the console and its calls on CONSOLE_HOST only, and nothing else there', async () => {
    const app = await makeTestApp('pglite', {
      consoleDist: await fakeBuild(),
      env: { CONSOLE_HOST: 'console.lender.test' },
    });
    t = app;
    const on = (host: string, url: string, method: 'GET' | 'POST' = 'GET') =>
      app.app.inject({
        method,
        url,
        headers: { host },
        ...(method === 'POST' ? { payload: { email: 'nobody@lender.test', password: 'x' } } : {}),
      });
    // The borrower's host: no console, no staff calls.
    expect((await on('app.lender.test', '/console/')).statusCode).toBe(404);
    expect((await on('app.lender.test', '/film/ops/sign-in', 'POST')).statusCode).toBe(404);
    expect((await on('app.lender.test', '/film/ops/me')).statusCode).toBe(404);
    // The console's host: the console and its calls (a wrong password is a 401, not a 404).
    expect((await on('console.lender.test', '/console/')).statusCode).toBe(200);
    expect((await on('Console.Lender.test:8443', '/console/complaints')).statusCode).toBe(200);
    expect((await on('console.lender.test', '/film/ops/sign-in', 'POST')).statusCode).toBe(401);
    expect((await on('console.lender.test', '/healthz')).statusCode).toBe(200);
    // ...and no borrower page, landing page or borrower call, which would share its origin.
    for (const url of ['/orders', '/registerTemplate?id=1', '/film/order/list', '/'])
      expect((await on('console.lender.test', url)).statusCode, url).toBe(404);
    expect((await on('app.lender.test', '/healthz')).statusCode).toBe(200);
  });

  it('has no console in production until CONSOLE_HOST names its host', async () => {
    t = await makeTestApp('pglite', { consoleDist: await fakeBuild(), env: PRODUCTION_ENV });
    for (const url of ['/console/', '/film/ops/me'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
