import type { Page } from 'playwright-core';
import { formatMoney } from '@tenora/domain/money';
import { describe, expect } from 'vitest';
import { hydrated } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan, newBorrower, postJson, type Market } from './support-api.ts';

/**
 * One figure for what is owed, on the screens (docs/decisions/092-one-figure-for-what-is-owed.md):
 * loan details, Repay, the instalments and the payment code ask the same amount, on a phone whose
 * date is right or wrong, in both markets.
 */
const NBSP = /\u00a0/g;
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(NBSP, ' ');
const money = (minor: number, market: Market) => formatMoney(minor, market).replace(NBSP, ' ');

/** Loans in three instalments: the first due 30 days after disbursal. */
const INSTALMENTS = {
  IN: { productId: 2, amount: 1_000_000 },
  ID: { productId: 5, amount: 200_000_000 },
} as const;

const WORDS = {
  IN: { amountDue: 'Amount due', next: 'Next instalment', payoff: 'Pay off the whole loan' },
  ID: {
    amountDue: 'Jumlah tagihan',
    next: 'Cicilan berikutnya',
    payoff: 'Lunasi seluruh pinjaman',
  },
} as const;

type Loan = Awaited<ReturnType<typeof disbursedLoan>>;

/** The borrower signs in again once the clock has moved past their session's life. */
const signedIn = async (loan: Loan): Promise<Loan> => ({
  ...loan,
  b: (await newBorrower(loan.market, { phone: loan.phone })).b,
});

async function open(page: Page, path: string, loan: Loan, testId: string) {
  await page.goto(
    `${baseUrl}${path}?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
  );
  await page.getByTestId(testId).waitFor();
  await hydrated(page);
}

/** What every screen asks for the loan now, as the borrower reads it. */
async function screens(page: Page, loan: Loan) {
  await open(page, '/borrowDetail', loan, 'detail-rows');
  const rows = (await text(page, 'detail-rows')).split('\n');
  const details = rows[rows.indexOf(WORDS[loan.market].amountDue) + 1];
  const headline = (await page.locator('.details-header').innerText()).replace(NBSP, ' ');
  await open(page, '/repay', loan, 'amount-due');
  const repay = await text(page, 'amount-due');
  const choice = (await text(page, 'choose-due')).replace(NBSP, ' ');
  await open(page, '/repayPeriod', loan, 'pay-instalments');
  const instalments = await text(page, 'pay-instalments');
  return { details, headline, repay, choice, instalments };
}

describe('one figure for what is owed', () => {
  it('after an extension, every screen asks what the extension said for the new date, whatever the phone’s date', async ({
    openPhone,
    clock,
  }) => {
    for (const market of ['IN', 'ID'] as const) {
      const taken = await disbursedLoan(market, INSTALMENTS[market]);
      await clock.advanceDays(33);
      const loan = await signedIn(taken);
      const offer = (
        await postJson('/v3/loan-details/delay-detail', { orderId: loan.orderId }, `?${loan.b}`)
      ).data;
      const then = money(offer.comparison.extendTotal - offer.delayShouldPayAmount, market);
      const { page, problems } = await openPhone();
      await open(page, '/repayDelay', loan, 'delay-compare');
      expect(await text(page, 'delay-compare')).toContain(then);

      const fee = (
        await postJson('/v3/loan-details/delay-pay', { orderId: loan.orderId }, `?${loan.b}`)
      ).data;
      await postJson('/film/dev/payments/complete', { reference: fee.reference, outcome: 'paid' });

      // A phone whose date is years off sees what one with the right date sees.
      for (const date of [null, new Date('2031-06-01T08:00:00Z')]) {
        if (date) await page.clock.setFixedTime(date);
        const seen = await screens(page, loan);
        expect(seen.details).toBe(then);
        expect(seen.headline).toContain(then);
        expect(seen.repay).toBe(then);
        expect(seen.choice).toContain(WORDS[market].next);
        expect(seen.instalments).toContain(then);
      }
      // No hydration error: the page drawn by the server and the app agree.
      expect(problems).toEqual([]);
      await clock.advanceDays(-33);
    }
  });

  it('where paying off costs less than the last instalment, it is asked first and the code is for it', async ({
    openPhone,
    clock,
  }) => {
    for (const market of ['IN', 'ID'] as const) {
      const taken = await disbursedLoan(market, INSTALMENTS[market]);
      // The first two instalments paid on the second's day, then a week before the last.
      await clock.advanceDays(61);
      let loan = await signedIn(taken);
      const due = (
        await postJson('/pay/loan/repayment-way', { orderId: loan.orderId }, `?${loan.b}`)
      ).data;
      const pay = await postJson(
        market === 'IN' ? '/pay/loan/netbanking-start' : '/pay/loan/repayment-huichao',
        { orderId: loan.orderId, amount: due.dueNow },
        `?${loan.b}`,
      );
      await postJson('/film/dev/payments/complete', {
        reference: pay.data.reference,
        outcome: 'paid',
      });
      await clock.advanceDays(23);
      loan = await signedIn(taken);
      const way = (
        await postJson('/pay/loan/repayment-way', { orderId: loan.orderId }, `?${loan.b}`)
      ).data;
      expect(way.dueKind).toBe('payoff');
      const payoff = money(way.dueNow, market);

      const { page, problems } = await openPhone();
      const seen = await screens(page, loan);
      expect(seen).toMatchObject({ details: payoff, repay: payoff });
      expect(seen.headline).toContain(payoff);
      expect(seen.instalments).toContain(payoff);
      expect(await text(page, 'payoff-cheaper')).toContain(money(way.dueInstead, market));

      await open(page, '/repay', loan, 'amount-due');
      // Said before the tap: the payoff first, chosen, with what it replaces.
      expect(seen.choice).toContain(WORDS[market].payoff);
      expect(seen.choice).toContain(money(way.dueInstead, market));
      expect(await page.getByTestId('amount-payoff').count()).toBe(0);
      if (market === 'IN') {
        await page.getByTestId('upi-start').click();
        await page.getByTestId('upi-qr-amount').waitFor();
        expect(await text(page, 'upi-qr-amount')).toContain(payoff);
      } else {
        await page.getByTestId('method-store').getByRole('radio').check();
        await page.getByTestId('store-continue').click();
        await page.waitForURL(/\/individual\?/);
        await page.getByTestId('market-option').first().click();
        await page.getByTestId('choose-confirm').click();
        await page.waitForURL(/\/that\?/);
        expect(await text(page, 'va-total')).toBe(payoff);
      }
      expect(problems).toEqual([]);
      await clock.advanceDays(-84);
    }
  });
});
