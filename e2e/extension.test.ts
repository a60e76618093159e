import { describe, expect } from 'vitest';
import { session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan, postJson } from './support-api.ts';

describe('/repayDelay', () => {
  it('compares the two choices, and paying the fee moves the due date', async ({
    phone: { page, problems },
  }) => {
    const { b, orderId } = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const dueBefore = (await postJson('/v3/loan-details/delay-detail', { orderId }, `?${b}`)).data;

    await page.goto(`${baseUrl}/repayDelay?orderId=${orderId}&productId=2&${b}`);
    await page.getByTestId('delay-fee').waitFor();
    expect(await page.getByTestId('delay-fee').innerText()).toBe('₹500');
    expect(await page.getByTestId('delay-compare').innerText()).toMatch(
      /Repay now[\s\S]*No extra cost[\s\S]*Extend[\s\S]*Pay ₹500 now/,
    );

    // The fee is paid on the provider's checkout, by any of India's ways to pay, never an
    // e-wallet (docs/product.md#extensions); here, by card.
    await page.getByTestId('delay-pay').click();
    await page.waitForURL(/\/film\/sandbox\/checkout\?/);
    const offered = await page
      .getByRole('radio')
      .evaluateAll((r) => r.map((input) => (input as HTMLInputElement).value));
    expect(offered).toEqual(['upi', 'card', 'netbanking', 'va']);
    await page.getByRole('radio', { name: 'card' }).check();
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
  });

  it('a cancelled fee is tried again on the extension page, never as a repayment, in both markets', async ({
    openPhone,
  }) => {
    for (const market of ['ID', 'IN'] as const) {
      const { page, problems } = await openPhone();
      const loan = await disbursedLoan(
        market,
        market === 'IN'
          ? { productId: 2, amount: 1_000_000 }
          : { productId: 4, amount: 200_000_000 },
      );
      const delay = `/repayDelay?orderId=${loan.orderId}&productId=${loan.productId}`;
      await page.goto(`${baseUrl}${delay}&${loan.b}`);
      await page.getByTestId('delay-pay').click();
      // The checkout sends the fee back to the same result screen as a repayment.
      await page.waitForURL(/\/film\/sandbox\/checkout\?/);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/alipayrepayment\?reference=/);
      await page
        .getByRole('heading', {
          name: market === 'IN' ? 'Payment cancelled' : 'Pembayaran dibatalkan',
        })
        .waitFor();
      const result = await page.getByTestId('wallet-result').innerText();
      expect(result).toMatch(market === 'IN' ? /loan was not extended/ : /tidak diperpanjang/);
      if (market === 'IN') expect(result).not.toMatch(/wallet/i);
      await page.getByRole('button', { name: market === 'IN' ? 'Try again' : 'Coba lagi' }).click();
      await page.waitForURL((url) => url.pathname === '/repayDelay');
      await page.getByTestId('delay-pay').waitFor();
      const back = new URL(page.url()).searchParams;
      expect(back.get('orderId')).toBe(String(loan.orderId));
      expect(back.get('sessionId')).toBe(new URLSearchParams(loan.b).get('sessionId'));
      // Nothing was booked: the whole loan is still owed.
      const way = await postJson(
        '/pay/loan/repayment-way',
        { orderId: loan.orderId },
        `?${loan.b}`,
      );
      expect(way.data.amount).toBe(loan.owed);
      expect(problems).toEqual([]);
    }
  });

  it('compares honestly on a late loan: paying now includes the late charges, in both markets', async ({
    openPhone,
  }) => {
    for (const [sessionId, orderId, text] of [
      ['demo-in', 1004, /Repay now[\s\S]*Pay ₹[\d,.]+ today, ₹[\d,.]+ of late charges included/],
      ['demo-id', 2004, /Bayar sekarang[\s\S]*sudah termasuk denda keterlambatan Rp/],
    ] as const) {
      const { page, problems } = await openPhone();
      await page.goto(`${baseUrl}/repayDelay?orderId=${orderId}&${session(sessionId)}`);
      await page.getByTestId('delay-compare').waitFor();
      const compare = await page.getByTestId('delay-compare').innerText();
      expect(compare).toMatch(text);
      expect(compare).not.toMatch(/No extra cost|Tanpa biaya tambahan/);
      expect(problems).toEqual([]);
    }
  });
});
