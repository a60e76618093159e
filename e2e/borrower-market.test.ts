import { describe, expect } from 'vitest';
import { it } from './fixtures.ts';
import { baseUrl } from './support-api.ts';

// Decision 027: a signed-in borrower's market decides the app, whatever the address names.
describe("a signed-in borrower's market over the address's app", () => {
  it.for([
    ['without an app name', 'sessionId=demo-id&userId=2'],
    ["with another market's app", 'sessionId=demo-id&userId=2&appName=tenora-in'],
  ])(
    'shows the Indonesian borrower rupiah in Bahasa Indonesia %s',
    async ([, query], { phone: { page, problems } }) => {
      await page.goto(`${baseUrl}/orders?${query}`);
      await page.getByTestId('order-row').first().waitFor();
      expect(await page.getByRole('heading', { name: 'Pinjaman saya' }).isVisible()).toBe(true);
      const text = await page.locator('main').innerText();
      expect(text).toContain('Rp\u00a01.800.000');
      expect(text).toContain('Sedang ditinjau');
      expect(text).not.toMatch(/₹|Under review/);
      expect(await page.locator('html').getAttribute('lang')).toBe('id-ID');
      // The links onwards name the borrower's app, so the next page follows it from the start.
      const href = new URL(
        String(await page.getByTestId('order-row').first().getAttribute('href')),
        baseUrl,
      );
      expect(href.searchParams.get('appName')).toBe('tenora-id');
      expect(problems).toEqual([]);
    },
  );

  it("shows the Indian borrower rupees in English through the Indonesian app's address", async ({
    phone: { page, problems },
  }) => {
    await page.goto(`${baseUrl}/orders?sessionId=demo-in&userId=1&appName=tenora-id`);
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.getByRole('heading', { name: 'My loans' }).isVisible()).toBe(true);
    const text = await page.locator('main').innerText();
    expect(text).toContain('₹12,000');
    expect(text).not.toMatch(/Rp|Sedang ditinjau/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    expect(problems).toEqual([]);
  });
});
