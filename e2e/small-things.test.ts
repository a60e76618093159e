import { describe, expect } from 'vitest';
import { session, type Phone } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl } from './support-api.ts';

/** The words of a screen, once `ready` is shown, from a phone of its own. */
async function textOf(
  openPhone: () => Promise<Phone>,
  path: string,
  ready: string,
): Promise<string> {
  const { page, problems } = await openPhone();
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId(ready).waitFor();
  const text = await page.locator('main').innerText();
  expect(problems).toEqual([]);
  return text;
}

// Issue 12, items 12 and 16, as a borrower reads them (docs/product.md#late-charges).
describe('the words on the confirm screen', () => {
  it('names the interest once and calls instalments by what they are, in Indonesia', async ({
    openPhone,
  }) => {
    const text = await textOf(
      openPhone,
      `/loanConfirm?productId=5&${session('demo-id')}`,
      'key-facts',
    );
    expect(text).toContain('Bunga');
    expect(text).not.toMatch(/Bunga\s+Bunga/);
    expect(text).not.toMatch(/bulanan/i);
  });

  it('never calls 30-day instalments monthly in India, and states the ceiling on penal charges', async ({
    openPhone,
  }) => {
    const text = await textOf(
      openPhone,
      `/loanConfirm?productId=2&${session('demo-in')}`,
      'key-facts',
    );
    expect(text).not.toMatch(/monthly/i);
    expect(text).toContain('never exceed 100% of the overdue principal');
    // The loan terms page states the same ceiling, from the same configuration.
    const terms = await textOf(openPhone, `/loanTerms?${session('demo-in')}`, 'terms-intro');
    expect(terms).toContain('never exceed 100% of the overdue principal');
  });
});
