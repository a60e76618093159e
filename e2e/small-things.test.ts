import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, phone, session } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

async function textOf(path: string, ready: string): Promise<string> {
  const { context, page, problems } = await phone(browser);
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId(ready).waitFor();
  const text = await page.locator('main').innerText();
  expect(problems).toEqual([]);
  await context.close();
  return text;
}

// Issue 12, items 12 and 16, as a borrower reads them (docs/product.md#late-charges).
describe('the words on the confirm screen', () => {
  it('names the interest once and calls instalments by what they are, in Indonesia', async () => {
    const text = await textOf(`/loanConfirm?productId=5&${session('demo-id')}`, 'key-facts');
    expect(text).toContain('Bunga');
    expect(text).not.toMatch(/Bunga\s+Bunga/);
    expect(text).not.toMatch(/bulanan/i);
  });

  it('never calls 30-day instalments monthly in India, and states the ceiling on penal charges', async () => {
    const text = await textOf(`/loanConfirm?productId=2&${session('demo-in')}`, 'key-facts');
    expect(text).not.toMatch(/monthly/i);
    expect(text).toContain('never exceed 100% of the overdue principal');
    // The loan terms page states the same ceiling, from the same configuration.
    const terms = await textOf(`/loanTerms?${session('demo-in')}`, 'terms-intro');
    expect(terms).toContain('never exceed 100% of the overdue principal');
  });
});
