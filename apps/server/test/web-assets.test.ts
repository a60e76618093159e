import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helper.ts';

/** A built web app as `vite build` lays it out, with the .br/.gz files the build writes. */
async function fakeDist(): Promise<{ dir: string; script: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tenora-dist-'));
  await mkdir(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('tenora '.repeat(200))});`;
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Tenora</title></head><body><div id="root"></div></body></html>',
  );
  // What scripts/route-assets.mjs writes: what each route loads after the entry.
  await writeFile(
    path.join(dir, 'route-assets.json'),
    JSON.stringify({
      catalogues: { 'en-IN': ['/assets/en-IN-1.js'], 'id-ID': ['/assets/id-ID-1.js'] },
      routes: {
        '/orders': {
          js: ['/assets/orders-page-1.js'],
          css: ['/assets/orders-page-1.css'],
          words: { 'en-IN': [], 'id-ID': [] },
        },
      },
    }),
  );
  await writeFile(path.join(dir, 'assets/index-AbC123.js'), script);
  await writeFile(path.join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dir, 'assets/index-AbC123.js.gz'), gzipSync(script));
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What scripts/prerender.mjs writes: a page per language, and which style each may inline.
  for (const locale of ['en-IN', 'id-ID']) {
    await mkdir(path.join(dir, 'prerendered', locale), { recursive: true });
    await writeFile(
      path.join(dir, 'prerendered', locale, 'privacyPolicy.html'),
      `<!doctype html><html lang="${locale}"><h1>policy ${locale}</h1>`,
    );
  }
  await writeFile(
    path.join(dir, 'prerendered/manifest.json'),
    JSON.stringify({
      pages: { '/privacyPolicy': 'privacyPolicy.html' },
      dynamicQuery: { '/privacyPolicy': ['reason'] },
      styleHashes: { 'en-IN': ['sha256-app', 'sha256-in'], 'id-ID': ['sha256-app', 'sha256-id'] },
      scriptHashes: ['sha256-loader'],
    }),
  );
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

  it('serves index.html for every app route, never cached without revalidation', async () => {
    for (const url of ['/orders', '/borrowDetail', '/']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    const br = await t.app.inject({ url: '/orders', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
  });

  it('sends a borrower’s screen with its first answers in it, for that borrower only, kept nowhere', async () => {
    const res = await t.app.inject({
      url: '/orders?sessionId=demo-in&appName=tenora-in',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const json = /<script type="application\/json" id="tenora-answers">(.*?)<\/script>/.exec(
      res.body,
    )?.[1];
    const embedded = JSON.parse(json ?? '{}') as {
      sessionId: string;
      answers: { key: string; status: number; body: string }[];
    };
    expect(embedded.sessionId).toBe('demo-in');
    expect(embedded.answers.map((a) => [a.key, a.status])).toEqual([
      ['/film/app/config {"appName":"tenora-in"}', 200],
      ['/film/order/list {}', 200],
    ]);
    expect(res.body).toContain('<html lang="en-IN">');
    // Its code and words are fetched beside the entry, in the borrower's language.
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/orders-page-1.js">',
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-IN-1.js">');
    expect(res.body).not.toContain('id-ID-1.js');
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/orders-page-1.css">',
    );
    // The same answer the API gives that session.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/film/order/list?sessionId=demo-in&appName=tenora-in',
      payload: {},
    });
    expect(JSON.parse(embedded.answers[1]?.body ?? '{}')).toEqual(direct.json());

    // Without a session, nothing of a borrower's is asked or sent.
    const anonymous = await t.app.inject({ url: '/orders' });
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.body).not.toContain('/film/order/list');
  });

  it('keeps API paths out of the app fallback', async () => {
    const res = await t.app.inject({ url: '/film/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('sends a pre-rendered page in the language the request asks for, with its style and loader allowed', async () => {
    const page = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: `/privacyPolicy${query}`, headers });
    const english = await page('');
    expect(english.body).toContain('<h1>policy en-IN</h1>');
    expect(english.headers['content-security-policy']).toContain(
      "style-src 'self' 'sha256-app' 'sha256-in'",
    );
    // The one inline script, the app's loader, by its hash only: nothing else inline runs.
    expect(english.headers['content-security-policy']).toContain(
      "script-src 'self' 'sha256-loader';",
    );
    expect(english.headers['cache-control']).toBe('no-cache');
    expect((await page('?lang=id-ID')).body).toContain('<h1>policy id-ID</h1>');
    expect((await page('?appName=tenora-id')).body).toContain('<h1>policy id-ID</h1>');
    const byDevice = await page('', { 'accept-language': 'id-ID,id;q=0.9' });
    expect(byDevice.body).toContain('<h1>policy id-ID</h1>');
    expect(byDevice.headers['content-security-policy']).toContain("'sha256-id'");
    // A query that changes what the page says gets the app shell, which renders that variant.
    expect((await page('?reason=session')).body).toContain('<div id="root"></div>');
    // Other app routes still get the app shell, with the strict policy.
    const shell = await t.app.inject({ url: '/orders' });
    expect(shell.body).toContain('<div id="root"></div>');
    expect(shell.headers['content-security-policy']).toContain("style-src 'self';");
    expect(shell.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
