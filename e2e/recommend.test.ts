import { describe, expect } from 'vitest';
import { session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, newBorrower } from './support-api.ts';

describe('/recommend', () => {
  it('lists the products on offer, tags on the first two only, and a closed one that does nothing', async ({
    phone: { page, problems },
  }) => {
    const { b } = await newBorrower('IN');
    await page.goto(`${baseUrl}/recommend?${b}`);
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await page.getByRole('heading', { name: 'Loans for you' }).isVisible()).toBe(true);
    expect(await cards.count()).toBe(3);
    expect(await cards.nth(0).innerText()).toMatch(
      // A new borrower's first-loan limit (₹25,000) caps what the card offers, and it says so.
      /Tenora Flexi[\s\S]*No collateral[\s\S]*₹2,000 – ₹25,000 \(your available limit\)[\s\S]*Loan amount/,
    );
    expect(await cards.nth(1).locator('.product-tags li').count()).toBe(2);
    expect(await cards.nth(2).locator('.product-tags li').count()).toBe(0);

    const closed = cards.nth(2).getByRole('button', { name: 'Full today' });
    expect(await closed.isDisabled()).toBe(true);
    await closed.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/recommend');
    expect(problems).toEqual([]);
  });

  it('applies from a card and carries the session to the confirmation', async ({
    phone: { page },
  }) => {
    const borrower = await newBorrower('ID');
    await page.goto(`${baseUrl}/recommend?${borrower.b}`);
    const first = page.getByTestId('product-card').first();
    await first.waitFor();
    // A new borrower's first-loan limit (Rp 2.000.000) caps what the card offers, and it says so.
    expect(await first.innerText()).toContain(
      'Rp\u00a01.000.000 – Rp\u00a02.000.000 (limit tersedia Anda)',
    );
    await first.getByRole('button', { name: 'Ajukan' }).click();
    await page.waitForURL(/\/loanConfirm\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('productId')).toBe('4');
    expect(url.searchParams.get('sessionId')).toBe(borrower.sessionId);
  });

  it('shows the empty state, with a way back home, in the borrower’s language', async ({
    phone: { page },
  }) => {
    await page.goto(`${baseUrl}/recommend?scene=banner_fudai&${session('demo-id')}`);
    await page.getByRole('heading', { name: 'Kuota pengajuan hari ini sudah penuh' }).waitFor();
    expect(await page.getByText('Silakan coba lagi besok.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Kembali ke beranda' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });
});
