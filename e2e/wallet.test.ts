import { describe, expect } from 'vitest';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan, postJson } from './support-api.ts';

describe('wallet repayment', () => {
  it('goes to the wallet, pays, and comes back to a repaid loan', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan('ID', { productId: 4, amount: 200_000_000 });
    await page.goto(
      `${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
    );
    // A bullet loan before its due date: paying it off costs less than the instalment (interest to
    // today only), so it is what Repay asks first, and only.
    await page.getByTestId('choose-due').waitFor();
    expect(await page.getByTestId('choose-due').innerText()).toContain('Lunasi seluruh pinjaman');
    expect(await page.getByTestId('choose-payoff').count()).toBe(0);
    await page.getByTestId('method-wallet').getByRole('radio').check();
    await page.getByTestId('wallet-link').click();
    await page.waitForURL(/\/alipayrepayment\?/);
    await page.getByTestId('wallet-start').waitFor();
    expect(await page.getByTestId('wallet-start').innerText()).toContain(
      'Bayar dengan dompet digital',
    );
    await page.getByRole('button', { name: 'Lanjut ke dompet digital' }).click();
    await page.waitForURL(/\/film\/sandbox\/wallet\?/);
    expect(page.url()).not.toContain('sessionId');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/alipayrepayment\?reference=.*result=pay/);
    await page.getByRole('heading', { name: 'Pembayaran diterima' }).waitFor();
    await page.getByRole('button', { name: 'Kembali ke pinjaman saya' }).click();
    await page.waitForURL(/\/borrowDetail\?/);
    await page.getByTestId('status-headline').waitFor();
    expect(await page.getByTestId('status-headline').innerText()).toBe('Lunas');
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(
      new URLSearchParams(loan.b).get('sessionId'),
    );
    expect(problems).toEqual([]);
  });

  it('cancels at the wallet and offers another try', async ({ phone: { page } }) => {
    // The wallet is Indonesia's (docs/product.md#payments).
    const loan = await disbursedLoan('ID', { productId: 4, amount: 200_000_000 });
    await page.goto(
      `${baseUrl}/alipayrepayment?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
    );
    await page.getByRole('button', { name: 'Lanjut ke dompet digital' }).click();
    await page.waitForURL(/\/film\/sandbox\/wallet\?/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Pembayaran dibatalkan' }).waitFor();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await page.getByTestId('wallet-start').waitFor();
    const details = await postJson(
      '/v3/loan-details/loan-details',
      { orderId: loan.orderId },
      `?${loan.b}`,
    );
    expect(details.data.orderStatus).toBe(170);
  });
});
