import { describe, expect } from 'vitest';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan, postJson } from './support-api.ts';

describe('virtual account and instalments', () => {
  it('chooses a bank and channel, shows the number to pay, and the bank pays it', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan('ID', { productId: 4, amount: 200_000_000 });
    await page.goto(
      `${baseUrl}/individual?orderId=${loan.orderId}&productId=${loan.productId}&amount=${loan.owed}&${loan.b}`,
    );
    await page.getByTestId('bank-option').first().waitFor();
    await page.getByTestId('type-market').click();
    await page.getByTestId('type-bank').click();
    await page.getByTestId('choose-confirm').click();
    await page.getByText('Silakan lengkapi informasinya').waitFor();

    await page.getByTestId('bank-option').filter({ hasText: 'Bank Mandiri' }).click();
    await page.getByTestId('channel-option').filter({ hasText: 'Mobile banking' }).click();
    await page.getByTestId('choose-confirm').click();
    await page.waitForURL(/\/that\?/);
    await page.getByTestId('va-number').waitFor();
    const number = (await page.getByTestId('va-number').innerText()).replace(/\s/g, '');
    expect(number).toMatch(/^8808\d{12}$/);
    expect(await page.getByTestId('va-method').innerText()).toMatch(
      /Bank Mandiri[\s\S]*Mobile banking/,
    );
    expect(await page.getByTestId('va-steps').innerText()).toContain(number);
    expect(await page.getByTestId('va-total').innerText()).toContain('Rp');
    // "Paid but not showing?" leads to customer service with the order, never to a missing page.
    const help = new URL(
      (await page.getByTestId('va-complaint').getAttribute('href')) ?? '',
      baseUrl,
    );
    expect(help.pathname).toBe('/customerService');
    expect(help.searchParams.get('orderId')).toBe(String(loan.orderId));

    expect(
      (await postJson('/film/dev/payments/complete', { reference: number, outcome: 'paid' })).data
        .status,
    ).toBe('paid');
    // Opened again, the paid number says so and offers nothing more to pay.
    const thatUrl = page.url();
    await page.reload();
    await page.getByTestId('va-paid-state').waitFor();
    expect(await page.getByTestId('va-paid-state').innerText()).toMatch(/Sudah dibayar/);
    expect(await page.getByTestId('va-number').count()).toBe(0);
    await page.goto(thatUrl);
    await page.getByRole('button', { name: 'Lihat pinjaman saya' }).click();
    await page.waitForURL(/\/borrowDetail\?/);
    await page.getByTestId('status-headline').waitFor();
    expect(await page.getByTestId('status-headline').innerText()).toBe('Lunas');
    expect(problems).toEqual([]);
  });

  it('pays at a mini-market with a code, following its instructions', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan('ID', { productId: 4, amount: 200_000_000 });
    await page.goto(
      `${baseUrl}/individual?orderId=${loan.orderId}&productId=${loan.productId}&amount=${loan.owed}&${loan.b}`,
    );
    await page.getByTestId('type-market').click();
    await page.getByTestId('market-option').filter({ hasText: 'ALFAMART' }).click();
    await page.getByTestId('choose-confirm').click();
    await page.waitForURL(/\/that\?/);
    await page.getByTestId('va-number').waitFor();
    const code = (await page.getByTestId('va-number').innerText()).replace(/\s/g, '');
    expect(code).toMatch(/^TNR\d{10}$/);

    await page.getByTestId('va-instructions').click();
    await page.waitForURL(/\/dragonpayPaymentInstructions\?/);
    await page.getByTestId('instructions-reference').waitFor();
    expect((await page.getByTestId('instructions-reference').innerText()).replace(/\s/g, '')).toBe(
      code,
    );
    expect(await page.getByTestId('instructions-rules').innerText()).toContain(
      'Nomor ini hanya berlaku untuk satu kali pembayaran.',
    );
    expect(await page.getByTestId('instructions-deadline').innerText()).toMatch(/^Bayar sebelum /);

    await postJson('/film/dev/payments/complete', { reference: code, outcome: 'paid' });
    await page.goto(`${baseUrl}/borrowDetail?orderId=${loan.orderId}&${loan.b}`);
    await page.getByTestId('status-headline').waitFor();
    expect(await page.getByTestId('status-headline').innerText()).toBe('Lunas');
    expect(problems).toEqual([]);
  });

  it('selects instalments in order and pays two of them, by any way to pay', async ({
    phone: { page },
  }) => {
    const loan = await disbursedLoan('IN', { productId: 2, amount: 1_200_000 });
    await page.goto(
      `${baseUrl}/repayPeriod?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
    );
    const boxes = page.getByTestId('instalment');
    await boxes.first().waitFor();
    const checked = async () => Promise.all([0, 1, 2].map((i) => boxes.nth(i).isChecked()));
    expect(await checked()).toEqual([true, false, false]);
    await boxes.nth(2).click();
    expect(await checked()).toEqual([true, true, true]);
    await boxes.nth(1).click();
    expect(await checked()).toEqual([true, false, false]);
    await boxes.nth(0).click();
    expect(await checked()).toEqual([true, false, false]);
    await page.getByTestId('select-all').click();
    expect(await checked()).toEqual([true, true, true]);
    await page.getByTestId('select-all').click();
    expect(await checked()).toEqual([true, false, false]);
    await boxes.nth(1).click();

    const plan = (
      await postJson('/v3/installment/loan-play-detail', { orderId: loan.orderId }, `?${loan.b}`)
    ).data;
    const two = plan.repayPlanDetail.repayWaitDetail
      .slice(0, 2)
      .reduce((n: number, i: { totalAmount: number }) => n + i.totalAmount, 0);
    await page.getByTestId('pay-instalments').click();
    // Repay offers every way to pay for the amount chosen; here, a bank transfer.
    await page.waitForURL(/\/repay\?/);
    expect(new URL(page.url()).searchParams.get('amount')).toBe(String(two));
    await page.getByTestId('amount-custom').waitFor();
    await page.getByTestId('method-upi').waitFor();
    await page.getByTestId('method-va').getByRole('radio').check();
    await page.getByTestId('va-continue').click();
    await page.waitForURL(/\/individual\?/);
    await page.getByTestId('bank-option').first().click();
    await page.getByTestId('channel-option').first().click();
    await page.getByTestId('choose-confirm').click();
    await page.waitForURL(/\/that\?/);
    expect(new URL(page.url()).searchParams.get('amount')).toBe(String(two));
    await page.getByTestId('va-number').waitFor();
    const number = (await page.getByTestId('va-number').innerText()).replace(/\s/g, '');
    await postJson('/film/dev/payments/complete', { reference: number, outcome: 'paid' });

    const after = (
      await postJson('/v3/installment/loan-play-detail', { orderId: loan.orderId }, `?${loan.b}`)
    ).data;
    expect(
      after.repayPlanDetail.repayWaitDetail.map((i: { periodNo: number }) => i.periodNo),
    ).toEqual([3]);
  });
});
