import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, phone, session } from './browser.ts';

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

describe('/recommend', () => {
  it('lists the products on offer, tags on the first two only, and a closed one that does nothing', async () => {
    const { context, page, problems } = await phone(browser);
    await page.goto(`${baseUrl}/recommend?${await freshBorrower('IN')}`);
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await page.getByRole('heading', { name: 'Loans for you' }).isVisible()).toBe(true);
    expect(await cards.count()).toBe(3);
    expect(await cards.nth(0).innerText()).toMatch(
      /Tenora Flexi[\s\S]*No collateral[\s\S]*₹2,000 – ₹80,000[\s\S]*Loan amount/,
    );
    expect(await cards.nth(1).locator('.product-tags li').count()).toBe(2);
    expect(await cards.nth(2).locator('.product-tags li').count()).toBe(0);

    const closed = cards.nth(2).getByRole('button', { name: 'Full today' });
    expect(await closed.isDisabled()).toBe(true);
    await closed.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/recommend');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('applies from a card and carries the session to the confirmation', async () => {
    const { context, page } = await phone(browser);
    const borrower = await freshBorrower('ID');
    await page.goto(`${baseUrl}/recommend?${borrower}`);
    const first = page.getByTestId('product-card').first();
    await first.waitFor();
    expect(await first.innerText()).toContain('Rp\u00a01.000.000 – Rp\u00a05.000.000');
    await first.getByRole('button', { name: 'Ajukan' }).click();
    await page.waitForURL(/\/loanConfirm\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('productId')).toBe('4');
    expect(url.searchParams.get('sessionId')).toBe(new URLSearchParams(borrower).get('sessionId'));
    await context.close();
  });

  it('shows the empty state, with a way back home, in the borrower’s language', async () => {
    const { context, page } = await phone(browser);
    await page.goto(`${baseUrl}/recommend?scene=banner_fudai&${session('demo-id')}`);
    await page.getByRole('heading', { name: 'Kuota pengajuan hari ini sudah penuh' }).waitFor();
    expect(await page.getByText('Silakan coba lagi besok.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Kembali ke beranda' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });
});
