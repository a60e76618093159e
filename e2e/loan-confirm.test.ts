import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, phone } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

async function freshBorrower(market: 'IN' | 'ID'): Promise<string> {
  const created = await fetch(`${baseUrl}/film/dev/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ market }),
  }).then((r) => r.json());
  return `sessionId=${created.data.sessionId}&userId=${created.data.userId}&appName=tenora-${market.toLowerCase()}`;
}

/** Reads a formatted amount back as minor units: '₹27,753.78' → 2775378, 'Rp 5.155.000' → 515500000. */
function minor(text: string, market: 'IN' | 'ID'): number {
  const digits = market === 'IN' ? text.replace(/[^\d.]/g, '') : text.replace(/[^\d]/g, '');
  return Math.round(Number(digits) * 100);
}

async function rowValue(page: Page, container: string, label: string): Promise<string> {
  return page.locator(`${container} .row`, { hasText: label }).locator('dd').innerText();
}

describe('loan confirmation', () => {
  it('takes an Indian borrower from the recommended list to an order under review', async () => {
    const { context, page, problems } = await phone(browser);
    const borrower = await freshBorrower('IN');
    await page.goto(`${baseUrl}/recommend?${borrower}`);
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: 'Apply now' })
      .click();
    await page.waitForURL(/\/loanConfirm\?/);
    await page.getByTestId('confirm-amount').waitFor();
    // A new borrower is offered up to the product's first-loan limit, not its maximum.
    expect(await page.getByTestId('confirm-amount').innerText()).toBe('₹25,000');

    // Consent starts ticked; unticked, the confirm button is grey and inactive.
    const consent = page.getByTestId('consent');
    const confirm = page.getByRole('button', { name: 'Confirm loan' });
    expect(await consent.isChecked()).toBe(true);
    await consent.uncheck();
    expect(await confirm.isDisabled()).toBe(true);
    await consent.check();
    expect(await confirm.isEnabled()).toBe(true);

    // The key facts agree with the plan: instalments add up to the total to be repaid.
    const kfs = '[data-testid="key-facts"]';
    const total = minor(await rowValue(page, kfs, 'Total amount to be repaid'), 'IN');
    const planAmounts = await page
      .locator('[data-testid="repay-plan"] .plan-side strong')
      .allInnerTexts();
    expect(planAmounts).toHaveLength(3);
    expect(planAmounts.reduce((n, a) => n + minor(a, 'IN'), 0)).toBe(total);
    expect(minor(await rowValue(page, kfs, 'Net amount disbursed to you'), 'IN')).toBe(2_411_500);
    expect(await rowValue(page, kfs, 'GST on processing fee')).toBe('₹135');
    expect(await page.locator(kfs).innerText()).toContain('3 days from disbursal');

    // An agreement opens filled in with this loan, and back returns to the offer.
    await page.getByRole('button', { name: 'Loan agreement' }).click();
    await page.waitForURL(/\/loanAgreement\?/);
    await page.getByTestId('document').waitFor();
    expect(await page.getByTestId('document').innerText()).toContain('Loan amount: ₹25,000');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/loanConfirm\?/);

    // Confirm asks once more with the agreement at hand; a mask tap cancels.
    await page.getByRole('button', { name: 'Confirm loan' }).click();
    await page.getByRole('dialog', { name: 'Before you confirm' }).waitFor();
    await page.getByTestId('dialog-mask').click({ position: { x: 10, y: 10 } });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Confirm loan' }).click();
    await page.getByRole('button', { name: 'Agree and confirm' }).click();
    await page.waitForURL(/\/borrowDetail\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('productId')).toBe('1');
    expect(url.searchParams.get('sessionId')).toBe(new URLSearchParams(borrower).get('sessionId'));

    // The order is under review in the borrower's list.
    await page.goto(`${baseUrl}/orders?${borrower}`);
    const row = page.getByTestId('order-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.first().innerText()).toMatch(/Tenora Flexi[\s\S]*₹25,000[\s\S]*Under review/);

    // The details screen says so too.
    await row.first().click();
    await page.getByTestId('status-headline').waitFor();
    expect(await page.getByTestId('status-headline').innerText()).toBe('Under review');

    // What was agreed is kept: viewable as issued, and downloadable.
    await page.goto(`${baseUrl}/relevant?${borrower}`);
    const loan = page.getByTestId('document-loan');
    await loan.first().waitFor();
    expect(await loan.count()).toBe(1);
    const keyFacts = loan.locator('.doc-row', { hasText: 'Key fact statement' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      keyFacts.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tenora-\d+-key-facts\.html$/);
    await keyFacts.getByRole('link', { name: 'View' }).click();
    await page.getByTestId('document').waitFor();
    expect(await page.getByTestId('document').innerText()).toMatch(
      /Issued on \d{1,2} \w{3,4} \d{4}\. This is the copy you agreed to\./,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets an Indonesian borrower choose the term, within the OJK limits, and confirm', async () => {
    const { context, page, problems } = await phone(browser);
    const borrower = await freshBorrower('ID');
    await page.goto(`${baseUrl}/loanConfirm?productId=5&${borrower}`);
    await page.getByTestId('confirm-amount').waitFor();
    // A new borrower is offered up to the product's first-loan limit, not its maximum.
    expect(await page.getByTestId('confirm-amount').innerText()).toBe('Rp\u00a03.000.000');
    const kfs = '[data-testid="key-facts"]';
    const before = minor(await rowValue(page, kfs, 'Total yang harus dibayar'), 'ID');
    await page.getByRole('radio', { name: '120 hari' }).click();
    await page.waitForFunction(
      (prev) => {
        const row = [...document.querySelectorAll('[data-testid="key-facts"] .row')].find((r) =>
          r.textContent?.includes('Total yang harus dibayar'),
        );
        return row && !row.textContent?.includes(prev);
      },
      (before / 100).toLocaleString('id-ID'),
    );
    const after = minor(await rowValue(page, kfs, 'Total yang harus dibayar'), 'ID');
    expect(after).toBeGreaterThan(before);
    expect(await page.locator(kfs).innerText()).toContain(
      'Seluruh biaya paling banyak 100% dari pinjaman',
    );

    await page.getByRole('button', { name: 'Konfirmasi pinjaman' }).click();
    await page.getByRole('button', { name: 'Setuju dan konfirmasi' }).click();
    await page.waitForURL(/\/borrowDetail\?.*from=confirm/);
    await page.goto(`${baseUrl}/orders?${borrower}`);
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.getByTestId('order-row').first().innerText()).toContain('Sedang ditinjau');
    expect(problems).toEqual([]);
    await context.close();
  });
});
