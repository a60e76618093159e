import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, phone, session } from './browser.ts';
import { postJson } from './support-api.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('/repayDelay', () => {
  it('compares the two choices, and paying the fee moves the due date', async () => {
    const { context, page, problems } = await phone(browser);
    const s = (await postJson('/film/dev/sessions', { market: 'IN' })).data;
    const b = `sessionId=${s.sessionId}&userId=${s.userId}&appName=tenora-in`;
    const { orderId } = (
      await postJson(
        '/v3/loan-confirm/loan-detail-push',
        { productId: 2, amount: 1_000_000, periods: 91 },
        `?${b}`,
      )
    ).data;
    await postJson('/film/dev/orders/state', { orderId, action: 'approve' });
    await postJson('/film/dev/orders/state', { orderId, action: 'disburse' });
    const dueBefore = (await postJson('/v3/loan-details/delay-detail', { orderId }, `?${b}`)).data;

    await page.goto(`${baseUrl}/repayDelay?orderId=${orderId}&productId=2&${b}`);
    await page.getByTestId('delay-fee').waitFor();
    expect(await page.getByTestId('delay-fee').innerText()).toBe('₹500');
    expect(await page.getByTestId('delay-compare').innerText()).toMatch(
      /Repay now[\s\S]*No extra cost[\s\S]*Extend[\s\S]*Pay ₹500 now/,
    );

    await page.getByTestId('delay-pay').click();
    await page.waitForURL(/\/film\/sandbox\/wallet\?/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await page.getByRole('button', { name: 'Back to my loan' }).click();
    await page.getByTestId('detail-rows').waitFor();
    const newDue = new Date(`${dueBefore.delayExpiryTime}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(await page.getByTestId('detail-rows').innerText()).toContain(newDue);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('compares honestly on a late loan: paying now includes the late charges, in both markets', async () => {
    for (const [sessionId, orderId, text] of [
      ['demo-in', 1004, /Repay now[\s\S]*Pay ₹[\d,.]+ today, ₹[\d,.]+ of late charges included/],
      ['demo-id', 2004, /Bayar sekarang[\s\S]*sudah termasuk denda keterlambatan Rp/],
    ] as const) {
      const { context, page, problems } = await phone(browser);
      await page.goto(`${baseUrl}/repayDelay?orderId=${orderId}&${session(sessionId)}`);
      await page.getByTestId('delay-compare').waitFor();
      const compare = await page.getByTestId('delay-compare').innerText();
      expect(compare).toMatch(text);
      expect(compare).not.toMatch(/No extra cost|Tanpa biaya tambahan/);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
