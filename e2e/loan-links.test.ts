import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan } from './support-api.ts';

const MARKETS = [
  {
    market: 'IN',
    inInstalments: { productId: 1, amount: 1_000_000 },
    inOne: null,
    instalments: 'Instalments',
    documents: 'Loan documents',
    myDocuments: 'My documents',
    all: 'All my documents',
    docTitle: 'My documents',
  },
  {
    market: 'ID',
    inInstalments: { productId: 5, amount: 300_000_000 },
    // Tenora Kilat is repaid in one go.
    inOne: { productId: 4, amount: 100_000_000 },
    instalments: 'Cicilan',
    documents: 'Dokumen pinjaman',
    myDocuments: 'Dokumen saya',
    all: 'Semua dokumen saya',
    docTitle: 'Dokumen saya',
  },
] as const;

/** A link the borrower can hit with a thumb: at least 44 px each way. */
async function tappable(link: Locator) {
  const box = await link.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
}

function query(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe.each(MARKETS)('links from a loan, $market', (m) => {
  it('loan details lead to the instalments and to that loan’s documents, with the session', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan(m.market, m.inInstalments);
    const sessionId = new URLSearchParams(loan.b).get('sessionId');
    await page.goto(
      `${baseUrl}/borrowDetail?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
    );
    const links = page.getByTestId('details-links');
    await links.waitFor();
    const instalments = links.getByRole('link', { name: m.instalments });
    const documents = links.getByRole('link', { name: m.documents });
    await tappable(instalments);
    await tappable(documents);
    await page.screenshot({ path: `.tmp/screens/loan-links-${m.market}.png`, fullPage: true });

    await instalments.click();
    await page.getByTestId('pending').waitFor();
    expect(query(page)).toMatchObject({
      path: '/repayPeriod',
      params: { orderId: String(loan.orderId), productId: String(loan.productId), sessionId },
    });
    expect(await page.getByTestId('instalment').count()).toBeGreaterThan(1);

    await page.goBack();
    await page.getByTestId('details-links').getByRole('link', { name: m.documents }).click();
    await page.getByTestId('document-loan').first().waitFor();
    expect(query(page)).toMatchObject({
      path: '/relevant',
      params: { orderId: String(loan.orderId), sessionId },
    });
    expect(await page.getByTestId('document-loan').count()).toBe(1);
    const all = page.getByRole('link', { name: m.all });
    await tappable(all);
    for (const link of await page.getByTestId('document-loan').getByRole('link').all()) {
      await tappable(link);
    }
    await page.screenshot({ path: `.tmp/screens/loan-documents-${m.market}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });

  it('"My loans" leads to the documents', async ({ phone: { page, problems } }) => {
    const loan = await disbursedLoan(m.market, m.inInstalments);
    await page.goto(`${baseUrl}/orders?${loan.b}`);
    const link = page.getByRole('link', { name: m.myDocuments });
    await link.waitFor();
    await tappable(link);
    await page.screenshot({
      path: `.tmp/screens/orders-documents-${m.market}.png`,
      fullPage: true,
    });
    await link.click();
    await page.getByRole('heading', { name: m.docTitle }).waitFor();
    await page.getByTestId('document-loan').first().waitFor();
    const { path, params } = query(page);
    expect(path).toBe('/relevant');
    expect(params.sessionId).toBe(new URLSearchParams(loan.b).get('sessionId'));
    expect(params.orderId).toBeUndefined();
    expect(await page.getByTestId('document-loan').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a loan repaid in one go, or not paid out yet, has no instalments link', async ({
    phone: { page },
  }) => {
    // The demo borrower's loan under review, and (in Indonesia) a paid-out one-payment loan.
    const demo = session(m.market === 'IN' ? 'demo-in' : 'demo-id');
    const orderId = m.market === 'IN' ? 1010 : 2010;
    await page.goto(`${baseUrl}/borrowDetail?orderId=${orderId}&${demo}`);
    await page.getByTestId('details-links').waitFor();
    expect(await page.getByRole('link', { name: m.instalments }).count()).toBe(0);
    expect(await page.getByRole('link', { name: m.documents }).count()).toBe(1);
    if (m.inOne) {
      const loan = await disbursedLoan(m.market, m.inOne);
      await page.goto(
        `${baseUrl}/borrowDetail?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
      );
      await page.getByTestId('details-links').waitFor();
      expect(await page.getByRole('link', { name: m.instalments }).count()).toBe(0);
    }
  });
});
