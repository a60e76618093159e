import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createSession } from '../src/platform/auth.ts';
import { SandboxPaymentProvider } from '../src/platform/payments.ts';
import { makeTestApp, PRODUCTION_ENV, TEST_PAYMENTS_SECRET, type TestApp } from './helper.ts';

/** Production never takes a free repayment (docs/decisions/023-payments-in-production.md). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('payments in production', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('needs a payment provider, and takes the sandbox only for staging', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /TENORA_DEV_API=1/,
    );
    expect(loadConfig({ NODE_ENV: 'production', TENORA_DEV_API: '1' }).paymentProviders).toEqual([
      'sandbox',
    ]);
    expect(loadConfig({}).paymentProviders).toEqual(['sandbox']);
  });

  it('does not start without a provider, and says which setting is missing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-prod-'));
    const missing = await start({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/PAYMENT_PROVIDER: production takes real payments/);
    expect(missing.stderr).not.toMatch(/\bat .*\.ts:\d+/);

    const unknown = await start({
      ...PRODUCTION_ENV,
      PAYMENT_PROVIDER: 'acme-pay',
      DATA_DIR: dataDir,
    });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no adapter named "acme-pay"/);
  });

  it('refuses the sandbox provider in a production app', async () => {
    await expect(
      makeTestApp('pglite', {
        env: PRODUCTION_ENV,
        payments: new SandboxPaymentProvider(TEST_PAYMENTS_SECRET),
      }),
    ).rejects.toThrow(/not the configured PAYMENT_PROVIDER/);
  });

  it('has no sandbox bank pages: a started net banking payment cannot be marked paid without money', async () => {
    t = await makeTestApp('pglite', { env: PRODUCTION_ENV });
    const app = t.app;
    // Production ends the demo sessions at start: the India demo borrower signs in as anyone would.
    const { sessionId } = await createSession(t.db, t.clock, 1, 1);
    const IN = `sessionId=${sessionId}&userId=1&appName=tenora-in`;
    const orderId = 1005;
    const owedBefore = (
      await app.inject({ method: 'POST', url: `/pay/loan/repayment-way?${IN}&orderId=${orderId}` })
    ).json().data.amount as number;
    expect(owedBefore).toBeGreaterThan(0);
    const started = (
      await app.inject({
        method: 'POST',
        url: `/pay/loan/netbanking-start?${IN}`,
        payload: { orderId, amount: owedBefore },
      })
    ).json().data;
    expect(started.url).toMatch(/^https:\/\/bank\.invalid\//);

    for (const path of ['/film/sandbox/upi', '/film/sandbox/wallet']) {
      const other = await app.inject({ url: `${path}?reference=${started.reference}` });
      expect(other.statusCode).toBe(404);
    }

    const page = await app.inject({
      url: `/film/sandbox/netbanking?reference=${started.reference}`,
    });
    expect(page.statusCode).toBe(404);
    const pay = await app.inject({
      method: 'POST',
      url: '/film/sandbox/netbanking',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reference=${started.reference}&outcome=pay`,
    });
    expect(pay.statusCode).toBe(404);
    const complete = await app.inject({
      method: 'POST',
      url: '/film/dev/payments/complete',
      payload: { reference: started.reference, outcome: 'paid' },
    });
    expect(complete.statusCode).toBe(404);

    const owedAfter = (
      await app.inject({ method: 'POST', url: `/pay/loan/repayment-way?${IN}&orderId=${orderId}` })
    ).json().data.amount;
    expect(owedAfter).toBe(owedBefore);
    expect(
      await t.db.query('select status from provider_payments where reference = $1', [
        started.reference,
      ]),
    ).toEqual([{ status: 'pending' }]);
  });
});
