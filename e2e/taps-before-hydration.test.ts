import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { hydrated } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan } from './support-api.ts';

/**
 * A drawn page answers a tap made before the app has hydrated it: held, then handed to the app
 * once, however often it was made (docs/architecture.md#taps-before-hydration). The page is read
 * at once meanwhile: nothing in it is inert. The app's scripts are held back here until the taps
 * are made, as a slow network holds them.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('taps before hydration', () => {
  it('India: two taps on “Get UPI code” before the app runs make one code, once it runs', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const starts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/pay/loan/upi-start') starts.push(r.postData() ?? '');
    });
    const release = await holdScripts(page);
    await page.goto(
      `${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
      { waitUntil: 'commit' },
    );
    const start = page.getByTestId('upi-start');
    await start.waitFor();
    // Read at once: the page is not inert, and its heading is there for a screen reader.
    expect(await page.locator('#root[inert], body[inert]').count()).toBe(0);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();

    await start.click();
    await start.click();
    expect(starts).toEqual([]);

    release();
    await hydrated(page);
    await page.getByTestId('upi-qr').waitFor();
    expect(starts).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('Indonesia: a way to pay ticked before the app runs is the one chosen once it runs', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan('ID', { productId: 4, amount: 200_000_000 });
    const release = await holdScripts(page);
    await page.goto(
      `${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
      { waitUntil: 'commit' },
    );
    const store = page.getByTestId('method-store').getByRole('radio');
    await store.waitFor();
    expect(await store.isChecked()).toBe(false);
    await store.click();
    // Held: the box the browser would have ticked waits for the app.
    expect(await store.isChecked()).toBe(false);

    release();
    await hydrated(page);
    await expect.poll(() => store.isChecked()).toBe(true);
    expect(await page.getByTestId('method-va').getByRole('radio').isChecked()).toBe(false);
    expect(problems).toEqual([]);
  });
});
