import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { inReach, NARROW_PHONES, session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, newBorrower, postJson, pushLoan } from './support-api.ts';

/** Records what the page sends to the native shell. */
async function withShell(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { sent: string[] }).sent = sent;
    (window as unknown as { TenoraBridge: { postMessage(m: string): void } }).TenoraBridge = {
      postMessage: (m: string) => sent.push(m),
    };
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { sent: string[] }).sent)).map((m) =>
      JSON.parse(m),
    );
}

describe('/borrowDetail', () => {
  for (const market of ['IN', 'ID'] as const) {
    it(`follows an order from review to overdue as the operator, the bank and time move it (${market})`, async ({
      phone: { page },
      clock,
    }) => {
      const borrower = await newBorrower(market);
      const productId = market === 'IN' ? 2 : 4;
      const amount = market === 'IN' ? 1_000_000 : 200_000_000;
      const { orderId } = (await pushLoan({ productId, amount, periods: 91 }, borrower.b)).data;
      const open = async () => {
        await page.goto(
          `${baseUrl}/borrowDetail?orderId=${orderId}&productId=${productId}&${borrower.b}`,
        );
        await page.getByTestId('status-headline').waitFor();
        return page.getByTestId('status-headline').innerText();
      };
      const words =
        market === 'IN'
          ? {
              review: 'Under review',
              repay: 'Repay now',
              overdue: 'Overdue',
              late: 'Late charges',
              extend: 'Need more time?',
              cancel: 'Cancel this loan',
              kept: 'are one-time and are not refunded',
            }
          : {
              review: 'Sedang ditinjau',
              repay: 'Bayar sekarang',
              overdue: 'Terlambat',
              late: 'Denda keterlambatan',
              extend: 'Butuh waktu lebih?',
              cancel: 'Batalkan pinjaman ini',
              kept: 'dikenakan satu kali dan tidak dikembalikan',
            };

      expect(await open()).toBe(words.review);
      expect(await page.getByTestId('recommended').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: words.repay }).count()).toBe(0);

      await postJson('/film/dev/orders/state', { orderId, action: 'approve' });
      await postJson('/film/dev/orders/state', { orderId, action: 'disburse' });
      await open();
      expect(await page.getByRole('button', { name: words.repay }).isVisible()).toBe(true);
      expect(await page.getByTestId('recommended').count()).toBe(0);
      expect(await page.getByTestId('extend-prompt').count()).toBe(0);

      // In the cooling-off days the loan can be cancelled, for the day's payoff, which Repay
      // then asks for: the fee kept is said before the tap.
      const cancel = page.getByTestId('cancel-loan');
      const said = (await cancel.innerText()).replace(/\s/g, ' ');
      expect(said).toContain(words.kept);
      const toRepay = said.match(/(?:repay|bayar) (\S+ ?[\d.,]+) (?:today|hari ini)/)?.[1];
      expect(toRepay).toBeTruthy();
      await cancel.getByRole('button', { name: words.cancel }).click();
      await page.waitForURL(/\/repay\?.*amount=\d+/);
      // The amount Repay has chosen is the one the card said.
      const chosen = page.locator('.amount-choice:has(input:checked) .amount-choice-value');
      expect((await chosen.innerText()).replace(/\s/g, ' ')).toBe(toRepay);
      await open();

      // Past the due date (a 91-day bullet for ID; the first of three instalments for IN). The
      // session has expired by then: the borrower signs in again.
      await clock.advanceDays(95);
      const fresh = await newBorrower(market, { phone: borrower.phone });
      await page.goto(`${baseUrl}/borrowDetail?orderId=${orderId}&${fresh.b}`);
      await page.getByTestId('status-headline').waitFor();
      expect(await page.getByTestId('status-headline').innerText()).toBe(words.overdue);
      expect(await page.getByTestId('detail-rows').innerText()).toContain(words.late);
      expect(await page.getByTestId('extend-prompt').innerText()).toContain(words.extend);
      expect(await page.getByTestId('cancel-loan').count()).toBe(0);
    });
  }

  it.for([
    ['IN', 'demo-in', 1004, 'Repay now', 'Repay now instead'],
    ['ID', 'demo-id', 2004, 'Bayar sekarang', 'Bayar lunas saja'],
  ] as const)(
    '%s: keeps Repay in reach on an overdue loan, on loan details and the extension page, at 320, 360 and 390 px',
    async ([, sessionId, orderId, repay, repayInstead], { phone: { page, problems } }) => {
      for (const size of NARROW_PHONES) {
        await page.setViewportSize(size);
        await page.goto(`${baseUrl}/borrowDetail?orderId=${orderId}&${session(sessionId)}`);
        expect(await page.getByTestId('status-headline').innerText()).toMatch(/Overdue|Terlambat/);
        const button = page.getByRole('button', { name: repay, exact: true });
        // Opened, before any scrolling, and still at the foot of the page.
        expect(await inReach(button), `${repay} at ${size.width} px`).toBe(true);
        await page.mouse.wheel(0, 10_000);
        expect(await inReach(button), `${repay} at the foot, ${size.width} px`).toBe(true);

        await page.goto(`${baseUrl}/repayDelay?orderId=${orderId}&${session(sessionId)}`);
        await page.getByTestId('delay-compare').waitFor();
        for (const action of [
          page.getByTestId('delay-pay'),
          page.getByRole('button', { name: repayInstead }),
        ])
          expect(await inReach(action), `${await action.innerText()} at ${size.width} px`).toBe(
            true,
          );
      }
      expect(problems).toEqual([]);
    },
  );

  it('rates with the stars chosen: fewer than 4 thanks the borrower, 4 or more asks the shell', async ({
    phone: { page },
  }) => {
    const sent = await withShell(page);
    await page.goto(`${baseUrl}/borrowDetail?orderId=1002&${session('demo-in')}`);
    const dialog = page.getByRole('dialog', { name: 'How was your experience?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please select a rating.').waitFor();
    await dialog.getByRole('radio', { name: '3 stars' }).click();
    expect(await dialog.locator('.star-on').count()).toBe(3);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Thank you!' }).waitFor();
    expect(await sent()).toEqual([]);

    await page.goto(`${baseUrl}/borrowDetail?orderId=2001&${session('demo-id')}`);
    const dialogId = page.getByRole('dialog', { name: 'Bagaimana pengalaman Anda?' });
    await dialogId.waitFor();
    // A mask tap closes and resets; the popup does not come back until the page does.
    await dialogId.getByRole('radio', { name: '2 bintang' }).click();
    await page.getByTestId('dialog-mask').click({ position: { x: 10, y: 10 } });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.reload();
    await dialogId.waitFor();
    expect(await dialogId.locator('.star-on').count()).toBe(0);
    await dialogId.getByRole('radio', { name: '5 bintang' }).click();
    await dialogId.getByRole('button', { name: 'Kirim' }).click();
    await page.waitForFunction(() => (window as unknown as { sent: string[] }).sent.length > 0);
    expect(await sent()).toEqual([{ action: 'goRate' }]);
  });

  it('reports "borrow again" and asks the shell for the product page', async ({
    phone: { page },
  }) => {
    const sent = await withShell(page);
    await page.goto(`${baseUrl}/borrowDetail?orderId=1001&${session('demo-in')}`);
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Borrow again' }).click();
    await page.waitForFunction(() => (window as unknown as { sent: string[] }).sent.length > 0);
    expect(await sent()).toEqual([
      { action: 'goPage', payload: { target: 'productDetail', params: { productId: 1 } } },
    ]);
  });

  it("refuses another borrower's order", async ({ phone: { page } }) => {
    await page.goto(`${baseUrl}/borrowDetail?orderId=2001&${session('demo-in')}`);
    await page.getByRole('heading', { name: 'We could not load this loan.' }).waitFor();
    expect(await page.getByText('We could not find that loan.').isVisible()).toBe(true);
    expect(await page.locator('main').innerText()).not.toMatch(/Rp|Tenora Kilat/);
  });
});
