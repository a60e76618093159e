import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { SandboxPaymentProvider } from '../src/platform/payments.ts';
import { OutboxSmsGateway } from '../src/platform/sms.ts';
import { DiskFileStorage } from '../src/platform/storage.ts';
import { IN, makeTestApp, PRODUCTION_ENV, type TestApp } from './helper.ts';

describe('server platform', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('sends a CSP with no inline scripts and no plugins, and keeps the session out of referrers', async () => {
    t = await makeTestApp('pglite');
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never writes the session, the phone or a code into the logs', async () => {
    t = await makeTestApp('pglite');
    await t.app.inject({
      method: 'POST',
      url: `/film/order/list?${IN}&mobilePhone=9876543210&code=123456&deviceId=dev-1`,
    });
    const logs = t.logs();
    expect(logs).toContain('/film/order/list');
    expect(logs).toContain('deviceId=dev-1');
    expect(logs).toContain('sessionId=[redacted]');
    expect(logs).not.toContain('demo-in');
    expect(logs).not.toContain('9876543210');
    expect(logs).not.toContain('123456');
  });

  it('answers a fault with a generic 500 envelope, and logs it without the numbers in it', async () => {
    t = await makeTestApp('pglite');
    t.app.get('/film/test-fault', async () => {
      throw new Error('driver said: duplicate key (phone)=(+91 98765 43210)');
    });
    const res = await t.app.inject({ method: 'GET', url: '/film/test-fault' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      data: null,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toMatch(/stack|driver|at .*\.ts/);
    expect(t.logs()).toContain('duplicate key');
    expect(t.logs()).not.toContain('98765');
  });

  it('hides the support API in production, unless it is switched on', async () => {
    t = await makeTestApp('pglite', { env: PRODUCTION_ENV });
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/film/dev/sessions',
      payload: { market: 'IN' },
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe(404);
    await t.close();

    t = await makeTestApp('pglite', { env: { NODE_ENV: 'production', TENORA_DEV_API: '1' } });
    const shown = await t.app.inject({
      method: 'POST',
      url: '/film/dev/sessions',
      payload: { market: 'IN' },
    });
    expect(shown.statusCode).toBe(200);
  });

  it('moves the clock through the support API', async () => {
    t = await makeTestApp('pglite');
    const before = (await t.app.inject({ method: 'GET', url: '/film/dev/clock' })).json().data;
    const after = (
      await t.app.inject({
        method: 'POST',
        url: '/film/dev/clock',
        payload: { advanceMinutes: 90 },
      })
    ).json().data;
    expect(Date.parse(after.now) - Date.parse(before.now)).toBe(90 * 60_000);
    const set = (
      await t.app.inject({
        method: 'POST',
        url: '/film/dev/clock',
        // Only the clock: what the days skipped run is the messages' and the sweeps' tests' to show.
        payload: { now: '2027-01-01T00:00:00.000Z', schedules: false },
      })
    ).json().data;
    expect(set.now).toBe('2027-01-01T00:00:00.000Z');
  });

  it('delivers SMS to the outbox, newest first, readable by either spelling of the number', async () => {
    t = await makeTestApp('pglite');
    const sms = new OutboxSmsGateway(t.db, t.clock);
    await sms.send({
      to: '+919876543210',
      text: 'Your code is 111111',
      template: 'otp-register',
      purpose: 'test',
      code: '111111',
    });
    t.clock.advanceMinutes(1);
    await sms.send({
      to: '+919876543210',
      text: 'Your code is 222222',
      template: 'otp-register',
      purpose: 'test',
      code: '222222',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/film/dev/sms-outbox?phone=98765%2043210',
    });
    const messages = res.json().data;
    expect(messages.map((m: { code: string }) => m.code)).toEqual(['222222', '111111']);
    expect(messages[0]).toMatchObject({ to: '+919876543210', text: 'Your code is 222222' });
    await expect(
      sms.send({ to: '+15551234567', text: 'x', template: 'otp-register', purpose: 'test' }),
    ).rejects.toThrow();
  });
});

describe('ports', () => {
  it('the sandbox provider verifies only its own signature of the exact body', () => {
    const provider = new SandboxPaymentProvider('a-secret-that-is-long-enough-to-use!');
    const body = JSON.stringify({ eventId: 'e1', reference: 'VA-1', outcome: 'paid' });
    const signature = provider.sign(body);
    const verified = (p: SandboxPaymentProvider, raw: string, sig: string | undefined) =>
      p.readWebhook(raw, { 'x-sandbox-signature': sig }).verified;
    expect(verified(provider, body, signature)).toBe(true);
    expect(verified(provider, body.replace('paid', 'failed'), signature)).toBe(false);
    expect(verified(provider, body, undefined)).toBe(false);
    expect(verified(provider, body, 'zz')).toBe(false);
    const other = new SandboxPaymentProvider('another-secret-that-is-long-enough!!');
    expect(verified(other, body, signature)).toBe(false);
  });

  it('file storage keeps bytes and type, and refuses keys that escape its folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'tenora-storage-'));
    const storage = new DiskFileStorage(root);
    const favicon = await readFile(new URL('../../web/public/favicon.svg', import.meta.url));
    await storage.put('evidence/2026/a1.svg', { bytes: favicon, contentType: 'image/svg+xml' });
    const back = await storage.get('evidence/2026/a1.svg');
    expect(back?.contentType).toBe('image/svg+xml');
    expect(back?.bytes.equals(favicon)).toBe(true);
    expect(await storage.get('evidence/none.png')).toBeNull();
    await expect(
      storage.put('../outside.png', { bytes: favicon, contentType: 'image/png' }),
    ).rejects.toThrow();
    await expect(storage.get('/etc/passwd.txt')).rejects.toThrow();
  });

  it('config refuses bad values by name, and production turns off the seed and the support API', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    const prod = loadConfig(PRODUCTION_ENV);
    expect(prod.seedDemo).toBe(false);
    expect(prod.devApi).toBe(false);
    const dev = loadConfig({});
    expect(dev).toMatchObject({ port: 8080, seedDemo: true, devApi: true });
    expect(dev.dataDir).toBe(path.resolve('./data'));
    expect(dev.devClockAt).toBeUndefined();
    const at = loadConfig({ DEV_CLOCK_AT: '2026-12-01T08:00:00+05:30' }).devClockAt;
    expect(at?.toISOString()).toBe('2026-12-01T02:30:00.000Z');
    expect(() => loadConfig({ DEV_CLOCK_AT: '2026-12-01 08:00' })).toThrow(/DEV_CLOCK_AT/);
    expect(() => loadConfig({ DEV_CLOCK_AT: '2026-02-30T08:00:00Z' })).toThrow(/DEV_CLOCK_AT/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, DEV_CLOCK_AT: '2026-12-01T02:30:00Z' })).toThrow(
      /DEV_CLOCK_AT/,
    );
  });
});
