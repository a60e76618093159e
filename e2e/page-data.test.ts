import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appConfig, orderList } from '@tenora/contract/film';
import { loanDetails } from '@tenora/contract/loan-details';
import { contractList, loanDetailConfirm } from '@tenora/contract/loans';
import { recommendProductList } from '@tenora/contract/products';
import { channelTemplate } from '@tenora/contract/promotion';
import { repaymentWay, upiStart } from '@tenora/contract/repayment';
import { connectBrowser, hydrated, phone } from './browser.ts';
import { disbursedLoan, postJson } from './support-api.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** The first calls of each screen, which decision 044 answers inside the screen's HTML. */
const FIRST_CALLS = [
  appConfig,
  orderList,
  recommendProductList,
  loanDetails,
  loanDetailConfirm,
  contractList,
  repaymentWay,
  upiStart,
  channelTemplate,
].map((e) => e.path);

/** Opens a screen and returns the API paths it asked over the network while it drew itself. */
async function open(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') asked.push(path);
  });
  await page.goto(url);
  await ready(page);
  return asked;
}

describe('data screens arrive with their first answers (decision 044)', () => {
  for (const market of ['IN', 'ID'] as const) {
    const loan = {
      IN: { productId: 2, amount: 1_000_000 },
      ID: { productId: 4, amount: 200_000_000 },
    }[market];
    const words =
      market === 'IN'
        ? {
            orders: 'My loans',
            repay: /Pay now|Repay/,

            recommend: 'Loans for you',
          }
        : {
            orders: 'Pinjaman saya',
            repay: /Bayar/,

            recommend: 'Pinjaman untuk Anda',
          };

    it(`draws the loans, a loan, repay, confirm and offers without asking for them (${market})`, async () => {
      const { b, orderId, productId } = await disbursedLoan(market, loan);
      // A borrower with no loan yet, whose limit leaves an amount to choose.
      const s = (await postJson('/film/dev/sessions', { market })).data;
      const newcomer = `sessionId=${s.sessionId}&userId=${s.userId}&appName=tenora-${market.toLowerCase()}`;
      const { context, page, problems } = await phone(browser);
      const screens: [string, (p: Page) => Promise<unknown>][] = [
        [`/orders?${b}`, (p) => p.getByRole('heading', { name: words.orders }).waitFor()],
        [
          `/borrowDetail?orderId=${orderId}&${b}`,
          (p) => p.getByRole('button', { name: words.repay }).first().waitFor(),
        ],
        [
          `/repay?orderId=${orderId}&productId=${productId}&${b}`,
          // India's first way to pay is UPI: its payment and QR code come drawn too, and the
          // hydrated screen does not ask for them again.
          async (p) =>
            market === 'IN'
              ? (await p.getByTestId('upi-qr').waitFor(), await p.waitForLoadState('networkidle'))
              : p.getByTestId('amount-due').waitFor(),
        ],
        [
          `/loanConfirm?productId=${productId}&${newcomer}`,
          (p) => p.getByTestId('confirm-amount').waitFor(),
        ],
        [`/recommend?${b}`, (p) => p.getByTestId('product-card').first().waitFor()],
      ];
      for (const [url, ready] of screens) {
        const asked = await open(page, `${baseUrl}${url}`, ready);
        expect(
          asked.filter((path) => FIRST_CALLS.includes(path)),
          url,
        ).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('draws a landing page without asking for its template', async () => {
    const { context, page } = await phone(browser);
    const asked = await open(page, `${baseUrl}/registerTemplate?id=2&utm_tag=e2e`, (p) =>
      p.locator('input[type="tel"]').waitFor(),
    );
    expect(asked.filter((path) => FIRST_CALLS.includes(path))).toEqual([]);
    await context.close();
  });

  it('keeps a borrower’s page out of every cache, and answers only for the session in it', async () => {
    const mine = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const theirs = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const res = await fetch(`${baseUrl}/borrowDetail?orderId=${theirs.orderId}&${mine.b}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    // Their loan is refused to me inside the page exactly as the API refuses it.
    expect(html).not.toContain(`"orderId\\":${theirs.orderId},`);
    const { context, page } = await phone(browser);
    await page.goto(`${baseUrl}/borrowDetail?orderId=${theirs.orderId}&${mine.b}`);
    await page
      .getByRole('button', { name: /Try again|Back/ })
      .first()
      .waitFor();
    await context.close();
  });
});

describe('data screens are drawn by the server with their data (decision 045)', () => {
  for (const market of ['IN', 'ID'] as const) {
    const words =
      market === 'IN'
        ? { orders: 'My loans', status: 'Repayment pending', repay: 'Repay your loan' }
        : { orders: 'Pinjaman saya', status: 'Menunggu pembayaran', repay: 'Bayar pinjaman Anda' };

    it(`reads with JavaScript off, in the borrower's language (${market})`, async () => {
      const { b, orderId, productId } = await disbursedLoan(
        market,
        {
          IN: { productId: 2, amount: 1_000_000 },
          ID: { productId: 4, amount: 200_000_000 },
        }[market],
      );
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/orders?${b}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(
        market === 'IN' ? 'en-IN' : 'id-ID',
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.orders);
      expect(await page.getByTestId('order-row').first().textContent()).toContain(words.status);
      await page.goto(`${baseUrl}/repay?orderId=${orderId}&productId=${productId}&${b}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.repay);
      expect(await page.getByTestId('amount-due').textContent()).toMatch(
        market === 'IN' ? /₹/ : /Rp/,
      );
      // UPI's QR code and the reference to quote are in the page itself.
      expect(await page.getByTestId('upi-qr').count()).toBe(market === 'IN' ? 1 : 0);
      if (market === 'IN') {
        expect(await page.getByTestId('upi-qr-amount').textContent()).toMatch(/₹/);
      }
      await context.close();
    });
  }

  it('hydrates without a word of complaint and then works as the app', async () => {
    const { b, orderId } = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const { context, page, problems } = await phone(browser);
    await page.goto(`${baseUrl}/orders?${b}`);
    await hydrated(page);
    // A tap on the drawn row is the app's: it moves in the page, without loading a new one.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator(`a[href*="orderId=${orderId}"]`).first().click();
    await page.waitForURL(/\/borrowDetail/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fetches its route and words beside the app once painted, each file once (decision 076)', async () => {
    const { b, orderId } = await disbursedLoan('ID', { productId: 4, amount: 200_000_000 });
    const assets = (await (await fetch(`${baseUrl}/route-assets.json`)).json()) as {
      catalogues: Record<string, string[]>;
      routes: Record<string, { js: string[]; words: Record<string, string[]> }>;
    };
    const route = assets.routes['/borrowDetail'];
    const [inEnglish, inIndonesian] = [assets.catalogues['en-IN'], assets.catalogues['id-ID']];
    if (!route || !inEnglish || !inIndonesian)
      throw new Error('route-assets.json lacks /borrowDetail');
    const { context, page, problems } = await phone(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl}/borrowDetail?orderId=${orderId}&${b}`);
    await hydrated(page);
    await page.waitForSelector('#root:not([inert])');
    const late = page.locator('script[data-app]');
    const list = async (name: string) =>
      ((await late.getAttribute(name)) ?? '').split(' ').filter(Boolean);
    const named = await list('data-then');
    // The page speaks Indonesian: its route's chunk and the Indonesian words, never the English.
    for (const file of [...route.js, ...inIndonesian, ...(route.words['id-ID'] ?? [])]) {
      expect(named).toContain(file);
      expect(scripts).toContain(file);
    }
    for (const file of inEnglish) expect(named).not.toContain(file);
    // React is run before the app, from the list the page names.
    const first = await list('data-first');
    expect(first.length).toBeGreaterThan(0);
    for (const file of first) expect(scripts).toContain(file);
    // Named ahead and then imported, a file is still fetched only once.
    expect(scripts.filter((s, i) => scripts.indexOf(s) !== i)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('never draws one borrower’s loans into another’s page, however the requests interleave', async () => {
    const borrowers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        disbursedLoan(
          i % 2 ? 'ID' : 'IN',
          i % 2
            ? { productId: 4, amount: 200_000_000 }
            : {
                productId: 2,
                amount: 1_000_000,
              },
        ),
      ),
    );
    const pages = await Promise.all(
      borrowers.flatMap(({ b, orderId }) =>
        [`/orders?${b}`, `/borrowDetail?orderId=${orderId}&${b}`].map(async (url) => ({
          orderId,
          b,
          html: await (await fetch(`${baseUrl}${url}`)).text(),
        })),
      ),
    );
    for (const { orderId, b, html } of pages) {
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toContain(`orderId=${orderId}`);
      for (const other of borrowers.filter((o) => o.orderId !== orderId)) {
        expect(root).not.toContain(`orderId=${other.orderId}&`);
        expect(root).not.toContain(`sessionId=${new URLSearchParams(other.b).get('sessionId')}`);
      }
      expect(root).toContain(`sessionId=${new URLSearchParams(b).get('sessionId')}`);
    }
  });
});
