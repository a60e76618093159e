import { describe, expect } from 'vitest';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan, postJson, codesSent } from './support-api.ts';

describe('card repayment', () => {
  it('binds a card after a bad number, pays once on a double tap, survives a wrong code, and repays the loan', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    await page.goto(
      `${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
    );
    // India's default way is UPI; the card is chosen.
    await page.getByTestId('method-card').getByRole('radio').check();
    await page.getByText('You have not added a bank card yet.').waitFor();
    await page.getByRole('link', { name: 'Add a bank card' }).click();
    await page.waitForURL(/\/addnormalcard\?/);

    await page.getByTestId('bank-select').selectOption('HDFC');
    const number = page.getByTestId('card-number');
    await number.pressSequentially('4111111111111112');
    expect(await number.inputValue()).toBe('4111 1111 1111 1112');
    await page.getByTestId('holder-name').fill('Asha Rao');
    await page.getByTestId('holder-name').focus();
    expect(await page.getByTestId('card-error').innerText()).toBe('Please check the card number');
    expect(await page.getByTestId('save-card').isDisabled()).toBe(true);
    await number.fill('');
    await number.pressSequentially('4111111111111111');
    await page.getByTestId('save-card').click();
    await page.waitForURL(/\/repay\?/);
    const card = page.getByTestId('bank-card');
    await card.first().waitFor();
    expect(await card.first().innerText()).toContain('HDFC Bank •••• 1111');
    // Paying off the whole loan is the second choice, priced with interest to today only.
    await page.getByTestId('choose-payoff').getByRole('radio').check();

    // A double tap sends one payment and one code.
    await page.getByTestId('pay').dblclick();
    await page.getByTestId('code-input').waitFor();
    await page
      .getByTestId('resend')
      .getByText(/Resend in \d+ s/)
      .waitFor();
    expect(await codesSent(loan.phone)).toHaveLength(1);
    const [sms] = await codesSent(loan.phone);

    await page.getByTestId('code-input').fill(sms?.code === '000000' ? '000001' : '000000');
    await page.getByTestId('confirm-code').click();
    await page.getByTestId('code-error').getByText('Incorrect code. 4 tries left.').waitFor();
    await page.getByTestId('code-input').fill(sms?.code ?? '');
    await page.getByTestId('confirm-code').click();
    await page.waitForURL(/\/borrowDetail\?/);
    await page.getByTestId('status-headline').waitFor();
    expect(await page.getByTestId('status-headline').innerText()).toBe('Repaid');
    expect(problems).toEqual([]);
  });

  it('pays part of an Indonesian loan with the keypad', async ({ phone: { page } }) => {
    const loan = await disbursedLoan('ID', { productId: 5, amount: 300_000_000 });
    await postJson(
      '/pay/loan/bind-card',
      { bankCode: 'BCA', cardNo: '5555555555554444', holderName: 'Budi Santoso' },
      `?${loan.b}`,
    );
    await page.goto(
      `${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
    );
    await page.getByTestId('method-card').getByRole('radio').check();
    await page.getByTestId('bank-card').first().waitFor();
    const due = await page.getByTestId('amount-due').innerText();

    await page.getByRole('button', { name: 'Bayar dengan jumlah lain' }).click();
    const keypad = page.getByTestId('money-keypad');
    for (const key of '500000')
      await keypad.getByRole('button', { name: key, exact: true }).click();
    // Indonesia's thousands separator on the keypad's display.
    expect(await page.getByTestId('keypad-display').innerText()).toContain('500.000');
    await page.getByTestId('keypad-confirm').click();
    expect(await page.getByTestId('amount-custom').innerText()).toBe('Rp\u00a0500.000');

    await page.getByTestId('pay').click();
    await page.getByTestId('code-input').waitFor();
    const [sms] = await codesSent(loan.phone);
    await page.getByTestId('code-input').fill(sms?.code ?? '');
    await page.getByTestId('confirm-code').click();
    await page.waitForURL(/\/borrowDetail\?/);
    await page.getByTestId('status-headline').waitFor();
    expect(await page.getByTestId('status-headline').innerText()).toBe('Menunggu pembayaran');

    await page.goto(
      `${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
    );
    await page.getByTestId('amount-due').waitFor();
    const after = await page.getByTestId('amount-due').innerText();
    const digits = (s: string) => Number(s.replace(/\D/g, ''));
    expect(digits(due) - digits(after)).toBe(500_000);
  });

  it.for([
    {
      market: 'IN',
      productId: 2,
      amount: 1_000_000,
      bankCode: 'HDFC',
      resend: /Resend in (\d+) s/,
    },
    {
      market: 'ID',
      productId: 5,
      amount: 300_000_000,
      bankCode: 'BCA',
      resend: /Kirim ulang dalam (\d+) detik/,
    },
  ] as const)(
    '$market: reopened during a card payment, Repay returns to its code step and the code in the SMS pays',
    async (m, { phone: { page, problems } }) => {
      const loan = await disbursedLoan(m.market, { productId: m.productId, amount: m.amount });
      await postJson(
        '/pay/loan/bind-card',
        { bankCode: m.bankCode, cardNo: '5555555555554444', holderName: 'Budi Santoso' },
        `?${loan.b}`,
      );
      const repay = `${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`;
      await page.goto(repay);
      await page.getByTestId('method-card').getByRole('radio').check();
      await page.getByTestId('bank-card').first().waitFor();
      await page.getByTestId('pay').click();
      await page.getByTestId('code-input').waitFor();
      expect(await codesSent(loan.phone)).toHaveLength(1);

      // The borrower leaves for the SMS and the webview reloads Repay (or it is opened again).
      await page.reload();
      await page.getByTestId('code-input').waitFor();
      // The same payment's wait for another code goes on; no second code was sent.
      const resend = page.getByTestId('resend');
      await expect.poll(() => resend.innerText()).toMatch(m.resend);
      const left = Number(m.resend.exec(await resend.innerText())?.[1]);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(60);
      expect(await resend.isDisabled()).toBe(true);
      expect(await codesSent(loan.phone)).toHaveLength(1);

      const [sms] = await codesSent(loan.phone);
      await page.getByTestId('code-input').fill(sms?.code ?? '');
      await page.getByTestId('confirm-code').click();
      await page.waitForURL(/\/borrowDetail\?/);
      await page.getByTestId('status-headline').waitFor();
      expect(problems).toEqual([]);
    },
  );
});
