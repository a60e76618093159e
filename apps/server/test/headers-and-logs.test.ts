import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_OPERATOR_TOKEN } from '../src/config.ts';
import { CONTENT_SECURITY_POLICY } from '../src/platform/security-headers.ts';
import { DB_KINDS, IN, injectPush, makeTestApp, type TestApp } from './helper.ts';

const OPERATOR = { authorization: `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}` };

/** A policy as a set of directives, so separators and order do not matter. */
const directives = (csp: unknown) =>
  new Set(
    String(csp)
      .split(';')
      .map((d) => d.trim().replace(/\s+/g, ' '))
      .filter(Boolean),
  );

describe.each(DB_KINDS)('response headers on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('sends the same policy and protections as before, through helmet', async () => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({ url: '/film/app/config?appName=tenora-in' });
    expect(res.statusCode).toBe(200);
    expect(directives(res.headers['content-security-policy'])).toEqual(
      directives(CONTENT_SECURITY_POLICY),
    );
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(self), geolocation=(self), microphone=()',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('never lets an API answer be cached, documents and failures included', async () => {
    t = await makeTestApp(kind);
    const config = await t.app.inject({ url: '/film/app/config?appName=tenora-in' });
    expect(config.headers['cache-control']).toBe('no-store');
    const unknown = await t.app.inject({ url: '/v3/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'POST', url: '/pay/loan/bank-list' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');

    const fresh = (
      await t.app.inject({ method: 'POST', url: '/film/dev/sessions', payload: { market: 'IN' } })
    ).json().data;
    const session = `sessionId=${fresh.sessionId}`;
    const push = await injectPush(t, session, { productId: 1, amount: 500_000, periods: 91 });
    const orderId = push.data.orderId as number;
    const file = await t.app.inject({
      url: `/film/loan/document/file?${session}&kind=agreement&orderId=${orderId}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    // The document keeps its own, stricter policy.
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it('sends HSTS only behind a TLS-terminating proxy', async () => {
    t = await makeTestApp(kind);
    const plain = await t.app.inject({ url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await t.close();

    t = await makeTestApp(kind, { env: { TRUST_PROXY: '1' } });
    const proxied = await t.app.inject({ url: '/healthz' });
    expect(proxied.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe.each(DB_KINDS)('logs on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('keep no captcha id and no payment reference', async () => {
    t = await makeTestApp(kind);
    t.app.get('/film/test-reference-fault', async () => {
      throw new Error('no payment wal_13572468abcdef0123456789 for order');
    });
    t.app.get('/film/test-upi-fault', async () => {
      throw new Error(
        'collect to asha@okhdfcbank failed for upi0123456789abcdef0123 and nb_00ff11ee22dd33cc',
      );
    });
    const sid = (await t.app.inject({ url: '/api/v2/loan/promotion/get-sid' })).json().data
      .sid as string;
    expect(sid.length).toBeGreaterThan(8);
    await t.app.inject({ url: `/api/v2/loan/promotion/get-captcha?sid=${sid}&t=1` });
    await t.app.inject({ url: `/film/dev/captcha?sid=${sid}` });
    await t.app.inject({ url: '/film/sandbox/wallet?reference=wal_0a1b2c3d4e5f60718293a4b5' });
    await t.app.inject({
      method: 'POST',
      url: `/pay/loan/payment-status?${IN}&reference=ext_feedfacecafe00112233`,
      payload: { reference: 'wal_99aa88bb77cc66dd55ee44ff' },
    });
    await t.app.inject({ url: '/film/test-reference-fault' });
    await t.app.inject({ url: '/film/test-upi-fault' });

    const logs = t.logs();
    expect(logs).toContain('/film/sandbox/wallet?reference=[redacted]');
    expect(logs).toContain('sid=[redacted]');
    expect(logs).toContain('no payment [redacted] for order');
    expect(logs).toContain('collect to [redacted] failed for [redacted] and [redacted]');
    for (const secret of [
      sid,
      'wal_0a1b2c3d4e5f60718293a4b5',
      'ext_feedfacecafe00112233',
      'wal_99aa88bb77cc66dd55ee44ff',
      'wal_13572468abcdef0123456789',
      'asha@okhdfcbank',
      'upi0123456789abcdef0123',
      'nb_00ff11ee22dd33cc',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe.each(DB_KINDS)('landing template links on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('refuses links with a user name or password, and paths that lead to another host', async () => {
    t = await makeTestApp(kind);
    const one = (
      await t.app.inject({ url: '/api/v2/loan/service/channel/channel-template?templateId=1' })
    ).json().data;
    const { images, offer, copy, downloads } = one;
    const input = { id: 5, appName: one.appName, images, offer, copy, downloads };
    const save = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/film/promotion/templates',
        payload: body,
        headers: OPERATOR,
      });
    const allowed = new URL(downloads.android as string);
    expect(allowed.protocol).toBe('https:');

    for (const android of [
      `https://user:pw@${allowed.host}${allowed.pathname}`,
      `https://user@${allowed.host}${allowed.pathname}`,
      `https://${allowed.host}@evil.example${allowed.pathname}`,
    ]) {
      const res = await save({ ...input, downloads: { ...downloads, android } });
      expect(res.statusCode, android).toBe(400);
      expect(res.json().message).toMatch(/^downloads\.android must be a path on this site/);
    }
    for (const hero of ['/\\evil.example/hero.png', '//evil.example/hero.png']) {
      const res = await save({ ...input, images: { ...images, hero } });
      expect(res.statusCode, hero).toBe(400);
    }
    expect((await save(input)).json()).toMatchObject({ code: 0, data: { id: 5 } });
  });
});
