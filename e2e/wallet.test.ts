import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phone } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function json(path: string, body: unknown, query = '') {
  return fetch(`${baseUrl}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());
}

async function disbursed(market: 'IN' | 'ID') {
  const s = (await json('/film/dev/sessions', { market })).data;
  const b = `sessionId=${s.sessionId}&userId=${s.userId}&appName=tenora-${market.toLowerCase()}`;
  const productId = market === 'IN' ? 2 : 4;
  const amount = market === 'IN' ? 1_000_000 : 200_000_000;
  const { orderId } = (
    await json('/v3/loan-confirm/loan-detail-push', { productId, amount, periods: 91 }, `?${b}`)
  ).data;
  await json('/film/dev/orders/state', { orderId, action: 'approve' });
  await json('/film/dev/orders/state', { orderId, action: 'disburse' });
  return { b, orderId, productId };
}

describe('wallet repayment', () => {
  it('goes to the wallet, pays, and comes back to a repaid loan', async () => {
    const { context, page, problems } = await phone(browser);
    const loan = await disbursed('ID');
    await page.goto(
      `${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
    );
    await page.getByTestId('wallet-link').click();
    await page.waitForURL(/\/alipayrepayment\?/);
    await page.getByTestId('wallet-start').waitFor();
    expect(await page.getByTestId('wallet-start').innerText()).toContain(
      'Bayar dengan dompet digital',
    );
    await page.getByRole('button', { name: 'Lanjut ke dompet digital' }).click();
    await page.waitForURL(/\/film\/sandbox\/wallet\?/);
    expect(page.url()).not.toContain('sessionId');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/alipayrepayment\?reference=.*result=pay/);
    await page.getByRole('heading', { name: 'Pembayaran diterima' }).waitFor();
    await page.getByRole('button', { name: 'Kembali ke pinjaman saya' }).click();
    await page.waitForURL(/\/borrowDetail\?/);
    await page.getByTestId('status-headline').waitFor();
    expect(await page.getByTestId('status-headline').innerText()).toBe('Lunas');
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(
      new URLSearchParams(loan.b).get('sessionId'),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cancels at the wallet and offers another try', async () => {
    const { context, page } = await phone(browser);
    const loan = await disbursed('IN');
    await page.goto(
      `${baseUrl}/alipayrepayment?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
    );
    await page.getByRole('button', { name: 'Continue to wallet' }).click();
    await page.waitForURL(/\/film\/sandbox\/wallet\?/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('wallet-start').waitFor();
    const details = await json(
      '/v3/loan-details/loan-details',
      { orderId: loan.orderId },
      `?${loan.b}`,
    );
    expect(details.data.orderStatus).toBe(170);
    await context.close();
  });
});
