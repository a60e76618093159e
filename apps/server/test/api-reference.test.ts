import { CATALOGUE } from '@tenora/contract/catalogue';
import type { OpenApiDocument } from '@tenora/contract/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, PRODUCTION_ENV, type TestApp } from './helper.ts';

describe('API reference, outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { seed: false });
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document of every contract endpoint', async () => {
    const res = await t.app.inject({ url: '/film/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Tenora API');
    expect(doc.paths['/pay/loan/repayment-confirm']?.post?.operationId).toBe('repaymentConfirm');
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(CATALOGUE.length);
  });

  it('documents only routes the server answers', () => {
    const missing = CATALOGUE.filter(
      ({ endpoint }) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    ).map((e) => e.name);
    expect(missing).toEqual([]);
  });

  it('serves the reference page from our own origin under our usual policy', async () => {
    const res = await t.app.inject({ url: '/film/api-reference' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    // Every script is a file of ours: no inline code, nothing from elsewhere.
    const scripts = [...res.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, code] of scripts) {
      expect(attrs).toMatch(/src="\/film\/api-reference\/[\w.-]+"/);
      expect(code?.trim()).toBe('');
    }
    expect(res.body).not.toMatch(/https?:\/\//);
    expect(res.body).not.toContain('<style');

    for (const asset of ['swagger-ui-bundle.js', 'init.js', 'swagger-ui.css']) {
      const file = await t.app.inject({ url: `/film/api-reference/${asset}` });
      expect(file.statusCode, asset).toBe(200);
      expect(file.headers['content-type'], asset).toMatch(/^text\/(javascript|css)/);
    }
    const init = await t.app.inject({ url: '/film/api-reference/init.js' });
    expect(init.body).toContain('"/film/openapi.json"');
  });
});

describe('API reference, in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { seed: false, env: PRODUCTION_ENV });
  });
  afterAll(() => t.close());

  it('still serves the document', async () => {
    const res = await t.app.inject({ url: '/film/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json<OpenApiDocument>().paths).toHaveProperty('/pay/loan/repayment-confirm');
  });

  it('has no reference page', async () => {
    for (const url of ['/film/api-reference', '/film/api-reference/swagger-ui-bundle.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
  });
});
