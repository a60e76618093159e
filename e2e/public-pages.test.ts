import { describe, expect } from 'vitest';
import { hydrated, networkQuiet } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl } from './support-api.ts';

/**
 * The public pages are HTML before any script runs (docs/architecture.md#pages). With JavaScript
 * off they show their content, in the visitor's language and the market's colours; with it on,
 * they hydrate into the same page without an error, and those that only show text carry no
 * script at all.
 */
const PAGES = [
  '/',
  '/About',
  '/User',
  '/Contact',
  '/Policy',
  '/Loan',
  '/privacyPolicy',
  '/aboutUs',
  '/customerService',
  '/loanTerms',
  '/error',
];
const TEXT_ONLY = ['/privacyPolicy', '/aboutUs', '/loanTerms'];

const MARKETS = [
  {
    locale: 'en-IN',
    primary: '#0b7a70',
    email: 'care@tenora.in',
    address: 'Bengaluru',
  },
  {
    locale: 'id-ID',
    primary: '#2457c5',
    email: 'halo@tenora.co.id',
    address: 'Jakarta Selatan',
  },
] as const;

describe.each(MARKETS)('public pages in $locale', (m) => {
  it('show their content with JavaScript off', async ({ openPhone }) => {
    const { page } = await openPhone({
      context: { javaScriptEnabled: false, extraHTTPHeaders: { 'accept-language': m.locale } },
    });
    for (const path of PAGES) {
      const res = await page.goto(`${baseUrl}${path}`);
      expect(res?.status(), path).toBe(200);
      expect(await page.locator('html').getAttribute('lang'), path).toBe(m.locale);
      const h1 = page.locator('h1');
      expect(await h1.count(), path).toBe(1);
      expect((await h1.innerText()).trim().length, path).toBeGreaterThan(3);
      const text = await page.locator('body').innerText();
      expect(text, path).not.toMatch(/needs JavaScript/);
      expect(text, path).not.toMatch(/Mexic/i);
    }

    // The market's colours are there before any script applies them.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--tn-primary').trim(),
    );
    expect(primary).toBe(m.primary);

    await page.goto(`${baseUrl}/`);
    const nav = page.locator('nav a[href]');
    expect(await nav.count()).toBe(6);
    expect(await page.locator('footer').innerText()).toContain(m.address);

    await page.goto(`${baseUrl}/privacyPolicy`);
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(9);

    // The error page says what happened and offers both ways out, even before its script runs.
    await page.goto(`${baseUrl}/error`);
    expect(await page.locator('main button').count()).toBe(2);

    await page.goto(`${baseUrl}/customerService`);
    expect(await page.locator(`a[href="mailto:${m.email}"]`).count()).toBe(1);
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
  });

  it('hydrate into the same page without an error', async ({ openPhone }) => {
    const { page, problems } = await openPhone({
      context: { extraHTTPHeaders: { 'accept-language': m.locale } },
    });
    for (const path of ['/', '/customerService', '/Contact']) {
      await page.goto(`${baseUrl}${path}`);
      const before = await page.locator('h1').innerText();
      await hydrated(page);
      await networkQuiet(page);
      expect(await page.locator('h1').innerText(), path).toBe(before);
    }
    // A page of text alone is sent whole, with no script to fetch or run.
    for (const path of TEXT_ONLY) {
      const scripts: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
      await page.goto(`${baseUrl}${path}`);
      await networkQuiet(page);
      expect(await page.locator('script').count(), path).toBe(0);
      expect(scripts, path).toEqual([]);
      expect((await page.locator('h1').innerText()).length, path).toBeGreaterThan(3);
      page.removeAllListeners('request');
    }
    expect(problems).toEqual([]);
  });
});
