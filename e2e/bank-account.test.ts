import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { NARROW_PHONES, networkQuiet } from './browser.ts';
import { it } from './fixtures.ts';
import { failedAudits, smallTargets } from './screen-checks.ts';
import { LOAN } from './screen-list.ts';
import { baseUrl, newBorrower, postJson, pushLoan, type Market } from './support-api.ts';

/** Pictures of the card to look at, outside the repository. */
const SHOTS = process.env.BANK_ACCOUNT_SHOTS ?? path.join(tmpdir(), 'tenora-bank-account');

const WORDS = {
  IN: {
    title: 'Where we send your money',
    why: 'Your loan is paid into this account once it is approved. It must be in your own name.',
    whyApproved: 'Your loan is approved: add your account and we pay it in.',
    holder: "Account holder's name",
    number: 'Account number',
    numberInvalid: 'Enter your account number: 9 to 18 digits, as on your passbook or cheque.',
    save: 'Save account',
    change: 'Change account',
    verified: 'Confirmed by your bank',
    problem:
      'Your bank could not confirm this account. Check the number, the IFSC and the name, then save it again.',
  },
  ID: {
    title: 'Rekening pencairan dana',
    why: 'Dana pinjaman dikirim ke rekening ini setelah pengajuan Anda disetujui. Rekening harus atas nama Anda sendiri.',
    whyApproved: 'Pinjaman Anda sudah disetujui: tambahkan rekening Anda',
    holder: 'Nama pemilik rekening',
    number: 'Nomor rekening',
    numberInvalid: 'Masukkan nomor rekening Anda: 6 sampai 20 angka, sesuai buku tabungan.',
    save: 'Simpan rekening',
    change: 'Ganti rekening',
    verified: 'Sudah dikonfirmasi oleh bank Anda',
    problem:
      'Bank tidak dapat memastikan rekening ini. Periksa nomor rekening, bank, dan nama, lalu simpan lagi.',
  },
} as const;

/** What the borrower types: the holder, the bank's field, and account numbers. */
const TYPED = {
  IN: {
    holder: 'Asha Verma',
    bank: 'hdfc0001234',
    bad: '12345',
    good: '5010 0123 4567 89',
    goodDigits: '50100123456789',
    unknown: '501001230000',
  },
  ID: {
    holder: 'Ayu Lestari',
    bank: 'BCA',
    bad: '123',
    good: '8800 1234 56',
    goodDigits: '8800123456',
    unknown: '8800120000',
  },
} as const;

/** Sums the page's layout shifts that no input caused, from its first paint. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

/** The card's fields, by their labels. */
function form(page: Page, market: Market) {
  const w = WORDS[market];
  const card = page.getByTestId('bank-account');
  return {
    card,
    holder: card.getByLabel(w.holder, { exact: true }),
    number: card.getByLabel(w.number, { exact: true }),
    bank: card.getByTestId('bank-code'),
    save: card.getByRole('button', { name: w.save }),
  };
}

async function type(page: Page, market: Market, number: string) {
  const f = form(page, market);
  await f.holder.fill(TYPED[market].holder);
  if (market === 'IN') await f.bank.fill(TYPED[market].bank);
  else await f.bank.selectOption(TYPED[market].bank);
  await f.number.fill(number);
  await f.save.click();
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const size of NARROW_PHONES) {
    await page.setViewportSize(size);
    await page.getByTestId('bank-account').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}.png`) });
    expect(await smallTargets(page), `${name} at ${size.width} px`).toEqual([]);
    // Nothing wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${size.width} px`,
    ).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('/borrowDetail: the account a loan is paid into', () => {
  for (const market of ['IN', 'ID'] as const) {
    const w = WORDS[market];
    const typed = TYPED[market];

    it(`${market}: a borrower whose loan is under review gives their account, sees it checked, and fixes one the bank does not know`, async ({
      phone: { page, problems },
    }) => {
      const borrower = await newBorrower(market);
      const { orderId } = (await pushLoan({ ...LOAN[market], periods: 91 }, borrower.b)).data;
      const url = `${baseUrl}/borrowDetail?orderId=${orderId}&${borrower.b}`;
      // Drawn with the page: in its HTML, so nothing under it moves when the app starts.
      expect(await fetch(url).then((r) => r.text())).toContain(w.title);
      const shifted = await watchShifts(page);
      await page.goto(url);
      await networkQuiet(page);
      expect(await shifted()).toBe(0);

      const f = form(page, market);
      expect(await f.card.getByRole('heading', { level: 2 }).innerText()).toBe(w.title);
      expect(await f.card.innerText()).toContain(w.why);
      expect(await failedAudits(page)).toEqual([]);
      await shoot(page, `${market}-empty`);

      await type(page, market, typed.bad);
      const error = f.card.getByTestId('bank-error');
      expect(await error.innerText()).toBe(w.numberInvalid);
      expect(await f.number.getAttribute('aria-invalid')).toBe('true');
      expect(await f.number.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
      expect(await f.number.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await f.number.getAttribute('inputmode')).toBe('numeric');
      expect(await failedAudits(page)).toEqual([]);
      await shoot(page, `${market}-error`);

      await type(page, market, typed.good);
      const masked = f.card.getByTestId('bank-masked');
      await masked.waitFor();
      expect(await masked.innerText()).toBe(`•••• ${typed.goodDigits.slice(-4)}`);
      expect(await f.card.getByTestId('bank-status').innerText()).toBe(w.verified);
      expect(await f.card.getByTestId('bank-form').count()).toBe(0);
      // The whole number is nowhere on the page, nor in a field.
      expect(await page.content()).not.toContain(typed.goodDigits);
      expect(await failedAudits(page)).toEqual([]);
      await shoot(page, `${market}-verified`);

      await page.reload();
      expect(await masked.innerText()).toBe(`•••• ${typed.goodDigits.slice(-4)}`);
      expect(await f.card.getByTestId('bank-status').innerText()).toBe(w.verified);

      // Another account, which the bank does not know: what to do, and the form to fix it, the
      // number to type again.
      await f.card.getByRole('button', { name: w.change }).click();
      expect(await f.number.inputValue()).toBe('');
      await f.number.fill(typed.unknown);
      await f.save.click();
      await f.card.getByText(w.problem).waitFor();
      expect(await masked.innerText()).toBe('•••• 0000');
      expect(await f.number.inputValue()).toBe('');
      expect(await f.holder.inputValue()).toBe(typed.holder);
      expect(await failedAudits(page)).toEqual([]);
      await shoot(page, `${market}-invalid`);
      await page.reload();
      await f.card.getByText(w.problem).waitFor();
      expect(await f.save.isVisible()).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  it('shows the card while the approved loan waits to be paid out, and not once it is', async ({
    phone: { page, problems },
  }) => {
    const borrower = await newBorrower('ID');
    const { orderId } = (await pushLoan({ ...LOAN.ID, periods: 91 }, borrower.b)).data;
    await postJson('/film/dev/orders/state', { orderId, action: 'approve' });
    const url = `${baseUrl}/borrowDetail?orderId=${orderId}&${borrower.b}`;
    await page.goto(url);
    const card = page.getByTestId('bank-account');
    expect(await card.innerText()).toContain(WORDS.ID.whyApproved);
    await type(page, 'ID', TYPED.ID.good);
    await card.getByTestId('bank-masked').waitFor();

    await postJson('/film/dev/orders/state', { orderId, action: 'disburse' });
    await page.goto(url);
    await page.getByTestId('detail-rows').waitFor();
    expect(await card.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
