import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl } from './support-api.ts';

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

// Chunks and sheets are named by their hash alone (decisions 059 and 119): the build's manifest
// says which is which.
const manifest = JSON.parse(
  readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string; css?: string[] }>;
const LOAN_DETAILS = manifest['src/features/loan-details/loan-details-page.tsx'];
const LOAN_DETAILS_FILE = LOAN_DETAILS?.file ?? '';
const LOAN_DETAILS_CHUNK = {
  test: (url: string) => LOAN_DETAILS_FILE !== '' && url.endsWith(`/${LOAN_DETAILS_FILE}`),
};
const LOAN_DETAILS_SHEET_FILE = LOAN_DETAILS?.css?.[0] ?? '';
const LOAN_DETAILS_SHEET = {
  test: (url: string) =>
    LOAN_DETAILS_SHEET_FILE !== '' && url.endsWith(`/${LOAN_DETAILS_SHEET_FILE}`),
};

/**
 * The phone's connection as the Network Information API reports it. The page notes when it has
 * read it (`window.connectionRead`): what the phone answers there is what decides whether the page
 * may spend data fetching ahead.
 */
async function connectionIs(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  await page.addInitScript((c) => {
    const read = () => ((window as unknown as { connectionRead: boolean }).connectionRead = true);
    const reported = {
      get saveData() {
        read();
        return c.saveData;
      },
      get effectiveType() {
        read();
        return c.effectiveType;
      },
    };
    Object.defineProperty(navigator, 'connection', { value: reported, configurable: true });
  }, connection);
}

/**
 * Checks that the page fetched nothing ahead, at the moment it would have started: when it asks
 * the phone whether it may spend data, once the screen has settled and the phone is idle. Allowed,
 * it would ask for the build's list of each route's files in that same moment, then the files
 * themselves; told to save data, or that the network is 2G, it asks for neither.
 */
async function nothingFetchedAhead(page: Page, asked: string[]) {
  await page.waitForFunction(
    () => (window as unknown as { connectionRead?: boolean }).connectionRead === true,
  );
  expect(asked.filter((u) => new URL(u).pathname === '/route-assets.json')).toEqual([]);
  expect(asked.filter((u) => LOAN_DETAILS_CHUNK.test(u))).toEqual([]);
}

/**
 * Keeps the page from hearing that the connection came back, so that only the Retry button can
 * bring the screen: set `window.hushOnline` to true. The page then notes each `online` event it did
 * not hear (`window.onlineHushed`).
 */
async function canHushOnline(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('online', (event) => {
      const w = window as unknown as { hushOnline?: boolean; onlineHushed?: number };
      if (w.hushOnline) {
        event.stopImmediatePropagation();
        w.onlineHushed = (w.onlineHushed ?? 0) + 1;
      }
    });
  });
}

/**
 * The borrower's loans, once the app has hydrated them. Returns every address the page asks for
 * and every one that arrived, from the start.
 */
async function orders(page: Page, id: 'demo-in' | 'demo-id') {
  const asked: string[] = [];
  const arrived: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  page.on('requestfinished', (r) => arrived.push(r.url()));
  await page.goto(`${baseUrl}/orders?${session(id)}`);
  await page.getByTestId('order-row').first().waitFor();
  // The server drew the list; it answers taps once the app has hydrated it, which takes idle
  // moments of its own (decision 075).
  await page.waitForFunction(() => !('tenoraTaps' in window));
  return { asked, arrived };
}

/**
 * Fetched ahead, before any tap (a busy phone may take a moment to be idle): the loan screen's
 * chunk, once, and its sheet, both arrived before the connection drops.
 */
async function fetchedAhead({ asked, arrived }: { asked: string[]; arrived: string[] }) {
  await expect
    .poll(() => asked.filter((u) => LOAN_DETAILS_CHUNK.test(u)).length, { timeout: 10_000 })
    .toBe(1);
  await expect
    .poll(
      () =>
        arrived.some((u) => LOAN_DETAILS_CHUNK.test(u)) &&
        arrived.some((u) => LOAN_DETAILS_SHEET.test(u)),
      { timeout: 10_000 },
    )
    .toBe(true);
}

describe.each(MARKETS)('offline, $market', (m) => {
  it('tapping a loan whose screen never arrived says you are offline, and Retry brings it', async ({
    phone: { context, page },
  }) => {
    await connectionIs(page, m.connection);
    await canHushOnline(page);
    const { asked } = await orders(page, m.id);
    await nothingFetchedAhead(page, asked);

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
    // The connection's return is the only thing that brings the screen by itself: once the page
    // has been told of it (and not heard), the screen still saying offline is the Retry's to fix.
    await page.waitForFunction(
      () => ((window as unknown as { onlineHushed?: number }).onlineHushed ?? 0) > 0,
    );
    expect(await page.getByRole('heading', { name: m.offline }).isVisible()).toBe(true);
    await page.getByRole('button', { name: m.retry }).click();
    await page.getByTestId('status-headline').waitFor();
    expect(await page.getByTestId('detail-rows').isVisible()).toBe(true);
    // The screen's own stylesheet, which failed with the script, arrived on the retry.
    const styled = await page.evaluate(
      (sheet) => [...document.styleSheets].some((s) => s.href?.endsWith(`/${sheet}`) === true),
      LOAN_DETAILS_SHEET_FILE,
    );
    expect(styled).toBe(true);
  });

  it.for([
    ['the screen never arrived', false],
    ['the screen was fetched ahead but its data did not come', true],
  ] as const)(
    'comes back by itself when the connection does: %s',
    async ([, ahead], { phone: { context, page } }) => {
      if (!ahead) await connectionIs(page, m.connection);
      const trace = await orders(page, m.id);
      if (ahead) await fetchedAhead(trace);
      else await nothingFetchedAhead(page, trace.asked);
      await context.setOffline(true);
      await page.getByTestId('order-row').first().click();
      await page.getByRole('heading', { name: m.offline }).waitFor();
      await context.setOffline(false);
      await page.getByTestId('status-headline').waitFor();
    },
  );

  it('fetches the loan screen ahead while the phone is idle, so a tap offline opens it', async ({
    phone: { context, page, problems },
  }) => {
    await canHushOnline(page);
    const failedChunks: string[] = [];
    page.on('requestfailed', (r) => {
      if (LOAN_DETAILS_CHUNK.test(r.url())) failedChunks.push(r.url());
    });
    await fetchedAhead(await orders(page, m.id));

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
  });
});
