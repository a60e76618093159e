import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { NARROW_PHONES, session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl } from './support-api.ts';

/**
 * The grievance officer's e-mail and phone, sitting in a sentence, each a whole tap target: those
 * less than 44 px tall on a narrow phone, with their height.
 */
async function shortGrievanceLinks(page: Page): Promise<string[]> {
  const links = page.getByTestId('key-facts').locator('a[href^="mailto:"], a[href^="tel:"]');
  expect(await links.count()).toBe(2);
  const short: string[] = [];
  for (const size of NARROW_PHONES) {
    await page.setViewportSize(size);
    for (const link of await links.all()) {
      const height = (await link.boundingBox())?.height ?? 0;
      if (height < 44) short.push(`${await link.innerText()}: ${height} px at ${size.width} px`);
    }
  }
  return short;
}

// The key fact statement on the confirm screen carries every item of the RBI annex
// (docs/product.md#disclosures), in the borrower's language.
describe('the key fact statement before confirming', () => {
  it('states every annex item of an Indian loan, the APR convention under the figure', async ({
    phone: { page, problems },
  }) => {
    await page.goto(`${baseUrl}/loanConfirm?productId=2&${session('demo-in')}`);
    const facts = page.getByTestId('key-facts');
    await facts.waitFor();
    const text = await facts.innerText();
    expect(text).toMatch(/Annual percentage rate \(APR\)\s+\d+(\.\d+)?%/);
    expect(await page.getByTestId('apr-convention').innerText()).toContain(
      'times the number of instalment periods in a year',
    );
    expect(text).toContain('Fixed: 24% a year');
    expect(text).toContain('Paid to Tenora Finance Private Limited (the lender)');
    expect(text).toContain('Collected for the Government of India (GST)');
    expect(text).toMatch(/principal left after it ₹0/);
    expect(text).toContain('Foreclosure and prepayment charges: none');
    expect(text).toContain(
      'Lending service provider: Tenora Technologies Private Limited operates this app for Tenora Finance Private Limited.',
    );
    expect(text).toContain('Extension fee: 5% of the principal still unpaid');
    expect(text).toMatch(/recovery agent/);
    expect(text).toMatch(/section \d+ of the loan agreement/);
    expect(await shortGrievanceLinks(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('words them in Bahasa Indonesia for an Indonesian loan, with no Indian tax', async ({
    phone: { page, problems },
  }) => {
    await page.goto(`${baseUrl}/loanConfirm?productId=4&${session('demo-id')}`);
    const facts = page.getByTestId('key-facts');
    await facts.waitFor();
    const text = await facts.innerText();
    expect(text).toContain('Tetap:');
    // One name for the fee on the screen, the one its rows and the product use.
    expect(text).toContain('Biaya layanan');
    expect(text).not.toMatch(/administrasi/i);
    expect(text).toContain('sisa pokok setelahnya Rp');
    expect(text).not.toMatch(/GST|RBI|₹/);
    expect(await shortGrievanceLinks(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
