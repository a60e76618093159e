import { describe, expect } from 'vitest';
import { session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, newBorrower } from './support-api.ts';

describe('/orders', () => {
  it('shows an Indian borrower their loans in English and rupees', async ({
    phone: { page, problems },
    clock,
  }) => {
    await clock.toSeedDay('IN');
    await page.goto(`${baseUrl}/orders?${session('demo-in')}`);
    const rows = page.getByTestId('order-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    const first = rows.first();
    expect(await first.innerText()).toMatch(
      /Tenora Flexi[\s\S]*₹12,000[\s\S]*Applied on \d{1,2} \w{3,4} \d{4}[\s\S]*Under review/,
    );
    expect(await page.getByText('Due today').count()).toBe(1);
    expect(await page.getByText('₹50,000').count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    // Every row carries the session to the loan details.
    const href = new URL(String(await first.getAttribute('href')), baseUrl);
    expect(href.pathname).toBe('/borrowDetail');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      sessionId: 'demo-in',
      userId: '1',
      appName: 'tenora-in',
      orderId: '1010',
      productId: '1',
    });
    // Product logos are real images that loaded.
    const logoWidth = await first.locator('img').evaluate((img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise<number>((resolve) => {
            img.addEventListener('load', () => resolve(img.naturalWidth));
            img.addEventListener('error', () => resolve(0));
          }),
    );
    expect(logoWidth).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('shows an Indonesian borrower their loans in Bahasa Indonesia and rupiah', async ({
    phone: { page, problems },
    clock,
  }) => {
    await clock.toSeedDay('ID');
    await page.goto(`${baseUrl}/orders?${session('demo-id')}`);
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Pinjaman saya' }).isVisible()).toBe(true);
    expect(await page.getByTestId('order-row').count()).toBe(10);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Rp\u00a01.800.000');
    expect(text).toContain('Sedang ditinjau');
    expect(text).toContain('Jatuh tempo hari ini');
    expect(text).toMatch(/Diajukan \d{1,2} \w{3} \d{4}/);
    expect(text).not.toMatch(/₹|Under review/);
    expect(await page.locator('html').getAttribute('lang')).toBe('id-ID');
    // The app config's theme is applied as CSS variables.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--tn-primary'),
    );
    expect(primary.trim()).toBe('#2457c5');
    expect(problems).toEqual([]);
  });

  it('carries the session on the links it builds and the calls it makes, after the address loses it', async ({
    phone: { page },
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/film/order/list') && calls.push(r.url()));
    await page.goto(`${baseUrl}/orders?${session('demo-in')}`);
    await page.getByTestId('order-row').first().click();
    await page.waitForURL(/\/borrowDetail\?/);
    expect(page.url()).toContain('sessionId=demo-in');
    // A bare /orders in the same webview: the kept session still signs the call.
    await page.goto(`${baseUrl}/orders`);
    await page.getByRole('heading', { name: 'My loans' }).waitFor();
    await page.getByTestId('order-row').first().waitFor();
    // The first list came inside its page (docs/architecture.md#pages); the bare address's page has no session
    // to answer for, so the app asks, signed with the session it kept.
    expect(calls.length).toBe(1);
    for (const url of calls) expect(new URL(url).searchParams.get('sessionId')).toBe('demo-in');
  });

  it('shows a fresh borrower the empty state', async ({ phone: { page, problems } }) => {
    const { b } = await newBorrower('IN');
    await page.goto(`${baseUrl}/orders?${b}`);
    await page.getByRole('heading', { name: 'No loans yet' }).waitFor();
    expect(await page.getByTestId('order-row').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Explore loans' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('sends a bad session to the error screen, whose button asks the shell to go home', async ({
    phone: { page },
  }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { sent: string[] }).sent = sent;
      (window as unknown as { TenoraBridge: { postMessage(m: string): void } }).TenoraBridge = {
        postMessage: (m: string) => sent.push(m),
      };
    });
    await page.goto(`${baseUrl}/orders?sessionId=not-a-session&appName=tenora-id`);
    await page.waitForURL(/\/error\?.*reason=session/);
    await page.getByRole('heading', { name: 'Silakan masuk kembali' }).waitFor();
    await page.getByRole('button', { name: 'Kembali ke beranda' }).click();
    const sent = await page.evaluate(() => (window as unknown as { sent: string[] }).sent);
    expect(sent.map((m) => JSON.parse(m))).toEqual([{ action: 'goHome' }]);
  });

  it('shows the error screen for a missing session, in English by default', async ({
    phone: { page },
  }) => {
    await page.goto(`${baseUrl}/orders`);
    await page.getByRole('heading', { name: 'Please sign in again' }).waitFor();
    expect(await page.getByRole('button', { name: 'Back to home' }).isVisible()).toBe(true);
  });

  it.for([
    ['/#/orders', 'demo-id', 'Pinjaman saya'],
    ['/index.html#/orders', 'demo-in', 'My loans'],
  ] as const)(
    'redirects the legacy hash link %s to the route',
    async ([prefix, id, heading], { phone: { page, problems } }) => {
      await page.goto(`${baseUrl}${prefix}?${session(id)}`);
      await page.getByTestId('order-row').first().waitFor();
      expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/orders');
      expect(url.hash).toBe('');
      expect(url.searchParams.get('sessionId')).toBe(id);
      expect(await page.getByTestId('order-row').count()).toBe(10);
      expect(problems).toEqual([]);
    },
  );

  it('shows the not-found screen for an unknown path', async ({ phone: { page } }) => {
    await page.goto(`${baseUrl}/no-such-screen?${session('demo-in')}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
