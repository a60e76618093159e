import { describe, expect } from 'vitest';
import { it } from './fixtures.ts';
import { baseUrl } from './support-api.ts';

describe('/jointLoginFailure', () => {
  it('offers loans, greys out a closed one, and leads a visitor with no session to register, with the tracking query', async ({
    phone: { page, problems },
  }) => {
    await page.goto(
      `${baseUrl}/jointLoginFailure?allow=partner-42&utm_source=partner&appName=tenora-in`,
    );
    await page.getByRole('heading', { name: 'We could not sign you in' }).waitFor();
    expect(await page.title()).toBe('Tenora');
    const cards = page.getByTestId('product-card');
    expect(await cards.count()).toBe(3);
    const closed = cards.nth(2);
    expect(await closed.getAttribute('class')).toContain('product-card-closed');
    expect(await closed.getByRole('button').isDisabled()).toBe(true);

    await cards.first().getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL(/\/registerTemplate\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('id')).toBe('1');
    expect(url.searchParams.get('productId')).toBe('1');
    expect(url.searchParams.get('utm_source')).toBe('partner');
    expect(url.searchParams.get('allow')).toBeNull();
    // A page a visitor without a session can act on, not "Please sign in again".
    await page.getByTestId('phone-input').waitFor();
    expect(problems).toEqual([]);
  });

  it('speaks Indonesian for an Indonesian app, with no session at all', async ({
    phone: { page },
  }) => {
    await page.goto(`${baseUrl}/jointLoginFailure?allow=x&appName=tenora-id`);
    await page.getByRole('heading', { name: 'Kami tidak dapat memproses masuk Anda' }).waitFor();
    expect(await page.getByTestId('product-card').first().innerText()).toContain('Tenora Kilat');
  });
});
