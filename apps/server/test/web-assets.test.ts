import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helper.ts';

/**
 * The files of a built web app as `vite build` lays them out, with the .br/.gz files the build
 * writes, without the server's page bundle: the pages themselves are tested end to end.
 */
async function fakeDist(): Promise<{ dir: string; script: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tenora-dist-'));
  await mkdir(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('tenora '.repeat(200))});`;
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Tenora</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets/index-AbC123.js'), script);
  await writeFile(path.join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dir, 'assets/index-AbC123.js.gz'), gzipSync(script));
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, script };
}

describe('web assets', () => {
  let t: TestApp;
  let script: string;
  beforeAll(async () => {
    const dist = await fakeDist();
    script = dist.script;
    t = await makeTestApp('pglite', { webDist: dist.dir });
  });
  afterAll(() => t.close());

  it('serves hashed files brotli-compressed and cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps API paths out of the app fallback', async () => {
    const res = await t.app.inject({ url: '/film/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('without a build of the pages, says so on a page and still answers the API', async () => {
    const res = await t.app.inject({ url: '/orders' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm start');
    // Vite's own files are not served: pages are drawn (docs/architecture.md#pages).
    expect((await t.app.inject({ url: '/index.html' })).statusCode).not.toBe(200);
  });
});
