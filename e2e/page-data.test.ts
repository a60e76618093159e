import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { upiStart } from '@tenora/contract/repayment';
import { hydrated, networkQuiet } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan, newBorrower } from './support-api.ts';

/** The state a drawn page carries (docs/architecture.md#pages): its answers and its drawn parts. */
function pageState(html: string): { answers: { key: string }[]; drawn: string[] } {
  const json = /<script type="application\/json" id="tenora-page">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? '{"answers":[],"drawn":[]}') as {
    answers: { key: string }[];
    drawn: string[];
  };
}

/** Until a drawn screen has hydrated, it holds taps back (apps/web/src/platform/page-script.ts). */
export const tapsReleased = (page: Page) => page.waitForFunction(() => !('tenoraTaps' in window));

/**
 * Opens a screen and returns the API paths its page answered and those it asked over the network
 * until it was the app's. The app makes its first calls (boot's configuration, each part's data)
 * in the effects of the hydration that releases the taps: once they are released, whatever it
 * was going to ask first it has asked.
 */
async function open(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  const asked: string[] = [];
  const onRequest = (r: { url(): string; resourceType(): string }) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') {
      asked.push(new URL(r.url()).pathname);
    }
  };
  page.on('request', onRequest);
  const response = await page.goto(`${baseUrl}${url}`);
  const state = pageState((await response?.text()) ?? '');
  await ready(page);
  await hydrated(page);
  await tapsReleased(page);
  page.off('request', onRequest);
  const answered = state.answers.map((a) => a.key.split(' ')[0] ?? '');
  // A screen the page gave nothing to answer would make the check empty.
  expect(state.drawn, url).not.toEqual([]);
  return { answered, asked };
}

describe('data screens arrive with their first answers (docs/architecture.md#pages)', () => {
  for (const market of ['IN', 'ID'] as const) {
    const loan = {
      IN: { productId: 2, amount: 1_000_000 },
      ID: { productId: 4, amount: 200_000_000 },
    }[market];
    const words =
      market === 'IN'
        ? { orders: 'My loans', repay: /Pay now|Repay/ }
        : { orders: 'Pinjaman saya', repay: /Bayar/ };

    it(`draws the loans, a loan, repay, confirm and offers without asking for them (${market})`, async ({
      phone: { page, problems },
    }) => {
      const { b, orderId, productId } = await disbursedLoan(market, loan);
      // A borrower with no loan yet, whose limit leaves an amount to choose.
      const newcomer = (await newBorrower(market)).b;
      const screens: [string, (p: Page) => Promise<unknown>][] = [
        [`/orders?${b}`, (p) => p.getByRole('heading', { name: words.orders }).waitFor()],
        [
          `/borrowDetail?orderId=${orderId}&${b}`,
          (p) => p.getByRole('button', { name: words.repay }).first().waitFor(),
        ],
        [
          `/repay?orderId=${orderId}&productId=${productId}&${b}`,
          // India's first way to pay is UPI: drawn with the button that asks for its code, which
          // neither the server nor the hydrated screen asks for by itself (docs/decisions/087-a-get-never-writes.md).
          async (p) =>
            market === 'IN'
              ? (await p.getByTestId('upi-start').waitFor(), await networkQuiet(p))
              : p.getByTestId('amount-due').waitFor(),
        ],
        [
          `/loanConfirm?productId=${productId}&${newcomer}`,
          (p) => p.getByTestId('confirm-amount').waitFor(),
        ],
        [`/recommend?${b}`, (p) => p.getByTestId('product-card').first().waitFor()],
      ];
      for (const [url, ready] of screens) {
        const { answered, asked } = await open(page, url, ready);
        expect(answered, url).toContain('/film/app/config');
        expect(
          asked.filter((path) => answered.includes(path)),
          url,
        ).toEqual([]);
        expect(answered, url).not.toContain(upiStart.path);
        expect(asked, url).not.toContain(upiStart.path);
      }
      expect(problems).toEqual([]);
    });
  }

  it('draws a landing page without asking for its template', async ({ phone: { page } }) => {
    const url = '/registerTemplate?id=2&utm_tag=e2e';
    const { answered, asked } = await open(page, url, (p) =>
      p.locator('input[type="tel"]').waitFor(),
    );
    expect(asked.filter((path) => answered.includes(path))).toEqual([]);
  });

  it('keeps a borrower’s page out of every cache, and answers only for the session in it', async ({
    phone: { page },
  }) => {
    const mine = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const theirs = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const res = await fetch(`${baseUrl}/borrowDetail?orderId=${theirs.orderId}&${mine.b}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    // Their loan is refused to me inside the page exactly as the API refuses it.
    expect(html).not.toContain(`"orderId\\":${theirs.orderId},`);
    await page.goto(`${baseUrl}/borrowDetail?orderId=${theirs.orderId}&${mine.b}`);
    await page
      .getByRole('button', { name: /Try again|Back/ })
      .first()
      .waitFor();
  });
});

describe('data screens are drawn by the server with their data (docs/architecture.md#pages)', () => {
  for (const market of ['IN', 'ID'] as const) {
    const words =
      market === 'IN'
        ? { orders: 'My loans', status: 'Repayment pending', repay: 'Repay your loan' }
        : { orders: 'Pinjaman saya', status: 'Menunggu pembayaran', repay: 'Bayar pinjaman Anda' };

    it(`reads with JavaScript off, in the borrower's language (${market})`, async ({
      openPhone,
    }) => {
      const { b, orderId, productId } = await disbursedLoan(
        market,
        {
          IN: { productId: 2, amount: 1_000_000 },
          ID: { productId: 4, amount: 200_000_000 },
        }[market],
      );
      const { page } = await openPhone({ context: { javaScriptEnabled: false } });
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
      // UPI's button for its code is in the page itself; the code is not, nor is one made for it.
      expect(await page.getByTestId('upi-start').count()).toBe(market === 'IN' ? 1 : 0);
      expect(await page.getByTestId('upi-qr').count()).toBe(0);
      expect(await page.getByTestId('upi-qr-amount').count()).toBe(0);
      if (market === 'IN') {
        expect(await page.getByTestId('upi-start').textContent()).toMatch(/^Get UPI code for ₹/);
      }
    });
  }

  it('hydrates without a word of complaint and then works as the app', async ({
    phone: { page, problems },
  }) => {
    const { b, orderId } = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
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
  });

  it('fetches its scripts each once, and only in its language', async ({
    phone: { page, problems },
  }) => {
    const { b, orderId } = await disbursedLoan('ID', { productId: 4, amount: 200_000_000 });
    // Which files hold which language's words, as the build lists them for the app.
    const assets = (await (await fetch(`${baseUrl}/route-assets.json`)).json()) as {
      routes: Record<string, { js: string[]; words: Record<string, string[]> }>;
    };
    const route = assets.routes['/borrowDetail'];
    const [inEnglish, inIndonesian] = [route?.words['en-IN'], route?.words['id-ID']];
    if (!route || !inEnglish?.length || !inIndonesian?.length)
      throw new Error('route-assets.json lacks /borrowDetail or its words');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl}/borrowDetail?orderId=${orderId}&${b}`);
    await hydrated(page);
    // The screen answers taps: everything it needed to speak has arrived, so the words it has
    // fetched by now are all the words it fetches for itself.
    await tapsReleased(page);
    // The page speaks Indonesian: its route's chunk and the Indonesian words, never the English.
    for (const file of [...route.js, ...inIndonesian]) expect(scripts).toContain(file);
    for (const file of inEnglish) expect(scripts).not.toContain(file);
    // Named ahead and then imported, a file is still fetched only once.
    expect(scripts.filter((s, i) => scripts.indexOf(s) !== i)).toEqual([]);
    expect(problems).toEqual([]);
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
