import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, phone, session } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const MARKETS = [
  {
    market: 'IN',
    id: 'demo-in',
    title: 'My loans',
    offline: "You're offline",
    retry: 'Try again',
    home: 'Back to home',
    // India's borrower asked the phone to save data; Indonesia's is on 2G: no fetching ahead.
    connection: { saveData: true, effectiveType: '4g' },
  },
  {
    market: 'ID',
    id: 'demo-id',
    title: 'Pinjaman saya',
    offline: 'Anda sedang offline',
    retry: 'Coba lagi',
    home: 'Kembali ke beranda',
    connection: { saveData: false, effectiveType: '2g' },
  },
] as const;

// Chunks are named by their hash alone (decision 059): the build's manifest says which is which.
const manifest = JSON.parse(
  readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;
const LOAN_DETAILS_FILE = manifest['src/features/loan-details/loan-details-page.tsx']?.file ?? '';
const LOAN_DETAILS_CHUNK = {
  test: (url: string) => LOAN_DETAILS_FILE !== '' && url.endsWith(`/${LOAN_DETAILS_FILE}`),
};

/** The phone's connection as the Network Information API reports it. */
async function connectionIs(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  await page.addInitScript((c) => {
    Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
  }, connection);
}

/**
 * Keeps the page from hearing that the connection came back, so that only the Retry button can
 * bring the screen: set `window.hushOnline` to true.
 */
async function canHushOnline(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('online', (event) => {
      if ((window as unknown as { hushOnline?: boolean }).hushOnline) {
        event.stopImmediatePropagation();
      }
    });
  });
}

async function ordersThenOffline(page: Page, id: 'demo-in' | 'demo-id') {
  const chunks: string[] = [];
  page.on('request', (r) => chunks.push(r.url()));
  await page.goto(`${baseUrl}/orders?${session(id)}`);
  await page.getByTestId('order-row').first().waitFor();
  // The server drew the list; it answers taps once the app has hydrated it, which takes idle
  // moments of its own (decision 075).
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  // Time for an idle moment, when a prefetch would have happened.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3000 })));
  await page.waitForTimeout(300);
  return chunks;
}

describe.each(MARKETS)('offline, $market', (m) => {
  it('tapping a loan whose screen never arrived says you are offline, and Retry brings it', async () => {
    const { context, page } = await phone(browser);
    await connectionIs(page, m.connection);
    await canHushOnline(page);
    const requests = await ordersThenOffline(page, m.id);
    expect(requests.filter((u) => LOAN_DETAILS_CHUNK.test(u))).toEqual([]);

    await context.setOffline(true);
    await page.getByTestId('order-row').first().click();
    await page.getByRole('heading', { name: m.offline }).waitFor();
    expect(await page.getByRole('button', { name: m.retry }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: m.home }).isVisible()).toBe(true);
    await page.screenshot({ path: `.tmp/screens/offline-${m.market}.png` });
    // Back still works: the loans screen is there again, and says it is offline too.
    await page.goBack();
    await page.getByRole('heading', { name: m.title }).waitFor();
    await page.getByRole('heading', { name: m.offline }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: m.offline }).waitFor();

    // Retry while still offline keeps saying so.
    await page.getByRole('button', { name: m.retry }).click();
    await page.getByRole('heading', { name: m.offline }).waitFor();

    await page.evaluate(() => ((window as unknown as { hushOnline: boolean }).hushOnline = true));
    await context.setOffline(false);
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: m.offline }).isVisible()).toBe(true);
    await page.getByRole('button', { name: m.retry }).click();
    await page.getByTestId('status-headline').waitFor();
    expect(await page.getByTestId('detail-rows').isVisible()).toBe(true);
    // The screen's own stylesheet, which failed with the script, arrived on the retry.
    const styled = await page.evaluate(() =>
      [...document.styleSheets].some((s) => /\/loan-details-page-[\w-]+\.css$/.test(s.href ?? '')),
    );
    expect(styled).toBe(true);
    await context.close();
  });

  it.each([
    ['the screen never arrived', false],
    ['the screen was fetched ahead but its data did not come', true],
  ])('comes back by itself when the connection does: %s', async (_, ahead) => {
    const { context, page } = await phone(browser);
    if (!ahead) await connectionIs(page, m.connection);
    await ordersThenOffline(page, m.id);
    await context.setOffline(true);
    await page.getByTestId('order-row').first().click();
    await page.getByRole('heading', { name: m.offline }).waitFor();
    await context.setOffline(false);
    await page.getByTestId('status-headline').waitFor();
    await context.close();
  });

  it('fetches the loan screen ahead while the phone is idle, so a tap offline opens it', async () => {
    const { context, page, problems } = await phone(browser);
    await canHushOnline(page);
    const failedChunks: string[] = [];
    page.on('requestfailed', (r) => {
      if (LOAN_DETAILS_CHUNK.test(r.url())) failedChunks.push(r.url());
    });
    const arrived: string[] = [];
    page.on('requestfinished', (r) => arrived.push(r.url()));
    const requests = await ordersThenOffline(page, m.id);
    // Fetched ahead, before any tap (a busy phone may take a moment to be idle): the screen's
    // chunk, once, and its sheet, both arrived before the connection drops.
    await expect
      .poll(() => requests.filter((u) => LOAN_DETAILS_CHUNK.test(u)).length, { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(
        () =>
          arrived.some((u) => LOAN_DETAILS_CHUNK.test(u)) &&
          arrived.some((u) => /\/loan-details-page-[\w-]+\.css$/.test(u)),
        { timeout: 10_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.getByTestId('order-row').first().click();
    await page.waitForURL(/\/borrowDetail\?/);
    // The screen is there; only its data could not come.
    await page.getByRole('heading', { name: m.offline }).waitFor();
    expect(await page.getByRole('button', { name: m.retry }).isVisible()).toBe(true);

    await page.evaluate(() => ((window as unknown as { hushOnline: boolean }).hushOnline = true));
    await context.setOffline(false);
    await page.getByRole('button', { name: m.retry }).click();
    await page.getByTestId('status-headline').waitFor();
    // The chunk fetched ahead was run from the phone's cache when tapped offline: asking the
    // network for it then would have failed.
    expect(failedChunks).toEqual([]);
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load/.test(p))).toEqual([]);
    await context.close();
  });
});
