import { mkdir } from 'node:fs/promises';
import { addDays, formatDate, formatDateTime } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { NARROW_PHONES, networkQuiet } from './browser.ts';
import { it } from './fixtures.ts';
import { failedAudits, smallTargets } from './screen-checks.ts';
import { baseUrl, disbursedLoan, newBorrower, postJson, type Market } from './support-api.ts';

/**
 * Autopay on Repay (docs/product.md#autopay) as a borrower of each market meets it, in the
 * sandbox: India's UPI AutoPay approved or declined in the sandbox's UPI app, its debit told the
 * day before the due date, then cancelled; Indonesia's BRI debit card linked with the code the
 * bank texts. Each state at the narrow phones' widths, with Lighthouse's accessibility audits and
 * 44 px tap targets.
 */

/** Screenshots to look at (not compared): .tmp/ is not committed. */
const SHOTS = new URL('../.tmp/screens', import.meta.url).pathname;

const NBSP = /\u00a0/g;
const plain = (s: string) => s.replace(NBSP, ' ').trim();
const money = (minor: number, market: Market) => plain(formatMoney(minor, market));

/** What the borrower reads, from the web app's catalogues (pay-methods-*.ts, wallet-*.ts). */
const WORDS = {
  IN: {
    offerTitle: 'Pay automatically with UPI AutoPay',
    offerBody:
      'Each instalment is taken from your bank account through your UPI app on its due date, never more than is due. We tell you 24 hours before each debit, with the amount, and you can cancel here at any time.',
    setUp: 'Set up UPI AutoPay',
    approvingTitle: 'Approve the mandate in your UPI app',
    approvingBody: (max: string) =>
      `Your UPI app asks you to allow debits of up to ${max} each. Approve it there, then come back here.`,
    open: 'Open my UPI app',
    checkAgain: 'Check again',
    notYet: 'We have not heard from your UPI app yet. Approve the mandate there, then check again.',
    onTitle: 'Autopay is on',
    account: 'Debited from',
    max: 'Most one debit can take',
    planned: (amount: string, on: string) =>
      `${amount} on ${on}, as your loan stands today. We tell you the exact amount 24 hours before.`,
    cancel: 'Cancel autopay',
    cancelTitle: 'Cancel autopay?',
    cancelBody:
      'No new debit is taken from now on, not even one we have told you of. A debit already sent to your bank may still go through; if it does, it is applied to your loan. You then pay each instalment yourself, here, by its due date.',
    cancelConfirm: 'Yes, cancel autopay',
    cancelled: 'Autopay was cancelled. Nothing more is taken.',
    loadTitle: 'Pay automatically',
    offline:
      'Check your internet connection. This screen loads by itself when you are back online.',
    retry: 'Try again',
    repayNow: 'Repay now',
  },
  ID: {
    offerTitle: 'Debit otomatis',
    offerBody:
      'Setiap cicilan didebet dari rekening bank kartu debit Anda pada tanggal jatuh temponya, tidak pernah lebih dari tagihan. Kami memberi tahu Anda 24 jam sebelum setiap pendebetan, beserta jumlahnya, dan Anda dapat membatalkannya di sini kapan saja.',
    setUp: 'Aktifkan debit otomatis',
    lastFour: '4 angka terakhir kartu debit Anda',
    lastFourInvalid: 'Masukkan 4 angka terakhir kartu debit Anda.',
    expiry: 'Masa berlaku kartu (BB/TT)',
    expiryInvalid:
      'Masukkan masa berlaku yang tertera di kartu Anda, dengan format BB/TT (misalnya 08/29). Kartu tidak boleh sudah kedaluwarsa.',
    codeTitle: 'Masukkan kode dari bank Anda',
    codeBody:
      'BRI mengirim kode lewat SMS ke nomor ponsel yang terdaftar di bank Anda. Kode ini menghubungkan kartu debit Anda untuk debit otomatis.',
    code: 'Kode dari SMS',
    confirm: 'Konfirmasi',
    codeRefused:
      'Bank Anda tidak menerima kode ini. Periksa SMS dari bank Anda dan masukkan kodenya lagi.',
    onTitle: 'Pembayaran otomatis aktif',
    account: 'Didebet dari',
    max: 'Batas setiap pendebetan',
    planned: (amount: string, on: string) =>
      `${amount} pada ${on}, sesuai tagihan pinjaman Anda hari ini. Jumlah pastinya kami beri tahu 24 jam sebelumnya.`,
    loadTitle: 'Bayar otomatis',
    offline: 'Periksa koneksi internet Anda. Layar ini dimuat sendiri saat Anda kembali online.',
    retry: 'Coba lagi',
    repayNow: 'Bayar sekarang',
  },
} as const;

/**
 * Loans repaid in instalments, which autopay debits one by one: India's Salary Advance and
 * Indonesia's Cicil, each of three instalments over 91 days.
 */
const LOAN = {
  IN: { productId: 2, amount: 1_000_000 },
  ID: { productId: 5, amount: 300_000_000 },
} as const;

type Loan = Awaited<ReturnType<typeof disbursedLoan>>;

interface AutopayView {
  available: boolean;
  kind: string | null;
  mandate: {
    reference: string;
    status: string;
    maxAmount: number;
    account: string | null;
  } | null;
  nextDebit: {
    amount: number;
    on: string;
    debitAfter: string | null;
    noticedAt: string | null;
    status: string;
  } | null;
}

/** Where autopay stands, as the server tells the borrower's app. */
async function view(loan: { b: string; orderId: number }): Promise<AutopayView> {
  return (await postJson('/pay/loan/autopay', { orderId: loan.orderId }, `?${loan.b}`)).data;
}

const repayUrl = (loan: { b: string; orderId: number; productId: number }) =>
  `${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`;

/** Sums the page's layout shifts that no input caused, from each page's first paint. */
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

/** The paths of the calls the page makes to the server, as they go. */
function calls(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) sent.push(r.postData() ?? '');
  });
  return sent;
}

const card = (page: Page) => page.getByTestId('autopay');
const row = (page: Page, label: string) =>
  card(page).locator('.row', { hasText: label }).locator('dd');
const text = async (target: Locator) => plain(await target.innerText());

/** Waits until the card shows `phase` (the mandate's state as the card draws it). */
async function phase(page: Page, name: string) {
  await page.locator(`[data-testid="autopay"][data-phase="${name}"]`).waitFor();
}

/**
 * The screen at each narrow phone's width, saved to look at: nothing wider than the phone, nothing
 * of the card past its edges, no control under 44 px; and Lighthouse's accessibility audits once.
 * `what` is the card, or the whole screen (the sandbox's UPI app, a dialog).
 */
async function shoot(page: Page, name: string, what: 'card' | 'screen' = 'card') {
  await mkdir(SHOTS, { recursive: true });
  expect(await failedAudits(page), name).toEqual([]);
  for (const size of NARROW_PHONES) {
    const at = `${name} at ${size.width} px`;
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(
      size.width,
    );
    expect(await smallTargets(page), at).toEqual([]);
    const path = `${SHOTS}/autopay-${name}-${size.width}.png`;
    const c = card(page);
    if ((await c.count()) > 0) {
      // Everything in the card lies inside it: nothing pushed past its edges and cut off.
      expect(
        await c.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return [...el.querySelectorAll('*')]
            .filter((e) => e.getClientRects().length > 0 && !e.closest('.dialog-mask'))
            .filter((e) => {
              const r = e.getBoundingClientRect();
              return r.left < box.left - 0.5 || r.right > box.right + 0.5;
            })
            .map((e) => `${e.tagName.toLowerCase()} “${(e.textContent ?? '').slice(0, 40)}”`);
        }),
        at,
      ).toEqual([]);
    }
    if (what === 'card') await c.screenshot({ path });
    else {
      if ((await c.count()) > 0) await c.scrollIntoViewIfNeeded();
      await page.screenshot({ path });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Console errors other than a request the test itself made fail (route.abort). */
const realProblems = (problems: string[]) => problems.filter((p) => !p.includes('ERR_FAILED'));

describe('Repay: autopay, as the borrower sets it up, is told of a debit and ends it', () => {
  it(
    'India: UPI AutoPay explained, approved in the UPI app, the debit planned then told the day before, and cancelled',
    { timeout: 150_000 },
    async ({ phone: { page, problems }, clock }) => {
      const w = WORDS.IN;
      const loan: Loan = await disbursedLoan('IN', LOAN.IN);
      const url = repayUrl(loan);

      // Drawn with the page, in its HTML: nothing under the ways to pay moves when it comes.
      expect(await fetch(url).then((r) => r.text())).toContain(w.offerTitle);
      const shifted = await watchShifts(page);
      await page.goto(url);
      await networkQuiet(page);
      expect(await shifted()).toBe(0);

      // What it does, plainly, before anything is asked.
      await phase(page, 'offer');
      expect(await text(card(page).getByRole('heading', { level: 2 }))).toBe(w.offerTitle);
      const offer = await text(card(page));
      expect(offer).toContain(w.offerBody);
      expect(offer).toMatch(/24 hours before each debit/);
      expect(offer).toMatch(/never more than is due/);
      expect(offer).toMatch(/cancel here at any time/);
      await shoot(page, 'IN-offer');

      // Set up: the sandbox's UPI app asks for the mandate, with its limit per debit.
      const starts = calls(page, '/pay/loan/autopay-start');
      await card(page).getByRole('button', { name: w.setUp }).click();
      await page.waitForURL(/\/alipayrepayment\?mandate=mnd_\w+/);
      expect(starts).toHaveLength(1);
      const asked = await view(loan);
      const reference = asked.mandate?.reference ?? '';
      expect(new URL(page.url()).searchParams.get('mandate')).toBe(reference);
      const max = asked.mandate?.maxAmount ?? 0;
      // Everything the loan still owes, in whole rupees.
      expect(max % 100).toBe(0);
      expect(max).toBeGreaterThanOrEqual(loan.owed);
      await page.getByTestId('mandate').waitFor();
      expect(await text(page.getByRole('heading', { level: 1 }))).toBe('Sandbox UPI app');
      expect(await text(page.getByTestId('mandate-asks'))).toBe(
        `Tenora Sandbox asks to debit up to ${money(max, 'IN')} from your account, each time as presented.`,
      );
      expect(await text(page.getByTestId('mandate-asks'))).toMatch(/up to ₹[\d,]+ from/);
      await shoot(page, 'IN-mandate-screen', 'screen');

      // Back in Tenora before approving: the card waits for the UPI app, with the link again.
      await page.goBack();
      await page.waitForURL(/\/repay\?/);
      await phase(page, 'approving');
      expect(await text(card(page).getByRole('heading', { level: 2 }))).toBe(w.approvingTitle);
      expect(await text(card(page))).toContain(w.approvingBody(money(max, 'IN')));
      await card(page).getByRole('button', { name: w.checkAgain }).click();
      await card(page).getByText(w.notYet).waitFor();
      await shoot(page, 'IN-approving');

      // Approved in the UPI app: back on Repay, autopay is on.
      await card(page).getByRole('button', { name: w.open }).click();
      await page.waitForURL(/\/alipayrepayment\?mandate=/);
      await page.getByTestId('mandate-approve').click();
      await page.waitForURL(/\/repay\?/);
      await phase(page, 'active');
      const on = await view(loan);
      const next = on.nextDebit;
      expect(next?.status).toBe('planned');
      expect(next?.amount).toBeGreaterThan(0);
      expect(await text(card(page).getByRole('heading', { level: 2 }))).toBe(w.onTitle);
      expect(await text(row(page, w.account))).toBe('borrower@sbxupi');
      expect(await text(row(page, w.max))).toBe(money(max, 'IN'));
      const planned = await text(card(page).getByTestId('autopay-next'));
      expect(planned).toBe(
        w.planned(money(next?.amount ?? 0, 'IN'), formatDate(next?.on ?? '', 'IN')),
      );
      // Rupees with India's grouping, and the day as India writes it.
      expect(planned).toMatch(/^₹[\d,]+(\.\d\d)? on \d{1,2} [A-Z][a-z]{2} 20\d\d, as your loan/);
      await shoot(page, 'IN-on');

      // Opened again, it is drawn on with the page, and nothing moves.
      await page.goto(url);
      await networkQuiet(page);
      await phase(page, 'active');
      expect(await shifted()).toBe(0);

      // The day before the due date, 10:00 in India: the debit is told. A moved clock ends the
      // session, so the borrower signs in again.
      const due = next?.on ?? '';
      await clock.moveTo(new Date(`${addDays(due, -1)}T10:00:00+05:30`));
      const again = await newBorrower('IN', { phone: loan.phone });
      const told = (await view({ ...loan, b: again.b })).nextDebit;
      expect(told).toMatchObject({ status: 'noticed', amount: next?.amount, on: due });
      const noticedAt = new Date(told?.noticedAt ?? '');
      const debitAfter = new Date(told?.debitAfter ?? '');
      // Told at least 24 hours before it is taken, as the card promised.
      expect(debitAfter.getTime() - noticedAt.getTime()).toBeGreaterThanOrEqual(24 * 3_600_000);
      await page.goto(repayUrl({ ...loan, b: again.b }));
      await phase(page, 'active');
      const line = await text(card(page).getByTestId('autopay-next'));
      expect(line).toBe(
        `We told you on ${formatDate(addDays(due, -1), 'IN')}: ${money(told?.amount ?? 0, 'IN')} is taken on ${formatDateTime(debitAfter, 'IN')} at the earliest.`,
      );
      expect(line).toContain(`is taken on ${formatDate(due, 'IN')}, `);
      await shoot(page, 'IN-told');

      // Cancel: asked first, saying what follows; then off, with the way to set it up again.
      await card(page).getByRole('button', { name: w.cancel }).click();
      const dialog = page.getByRole('dialog', { name: w.cancelTitle });
      await dialog.waitFor();
      expect(await text(dialog)).toContain(w.cancelBody);
      await shoot(page, 'IN-cancel-dialog', 'screen');
      await dialog.getByRole('button', { name: w.cancelConfirm }).click();
      await phase(page, 'offer');
      expect(await dialog.count()).toBe(0);
      expect(await text(card(page).getByTestId('autopay-problem'))).toBe(w.cancelled);
      expect(await card(page).getByRole('button', { name: w.setUp }).isVisible()).toBe(true);
      expect((await view({ ...loan, b: again.b })).mandate?.status).toBe('cancelled');
      await shoot(page, 'IN-cancelled');
      expect(problems).toEqual([]);
    },
  );

  it('Indonesia: the BRI debit card checked on the phone in Bahasa Indonesia, a wrong code refused, and 333000 turns it on', async ({
    phone: { page, problems },
  }) => {
    const w = WORDS.ID;
    const loan = await disbursedLoan('ID', LOAN.ID);
    await page.goto(repayUrl(loan));
    expect(await page.locator('html').getAttribute('lang')).toBe('id-ID');
    await phase(page, 'offer');
    const c = card(page);
    expect(await text(c.getByRole('heading', { level: 2 }))).toBe(w.offerTitle);
    expect(await text(c)).toContain(w.offerBody);
    // BRI, the one bank, is chosen.
    expect(await c.getByTestId('autopay-bank').inputValue()).toBe('BRI');
    const lastFour = c.getByLabel(w.lastFour, { exact: true });
    const expiry = c.getByLabel(w.expiry, { exact: true });
    const setUp = c.getByRole('button', { name: w.setUp });
    await shoot(page, 'ID-offer');

    // Three digits, then a card past its expiry: said on the field, in Indonesian, and nothing
    // is sent.
    const starts = calls(page, '/pay/loan/autopay-start');
    const year = new Date().getFullYear() % 100;
    await lastFour.fill('123');
    await expiry.fill(`12${year + 3}`);
    await setUp.click();
    const error = c.getByTestId('autopay-card-error');
    expect(await text(error)).toBe(w.lastFourInvalid);
    expect(await lastFour.getAttribute('aria-invalid')).toBe('true');
    expect(await lastFour.getAttribute('aria-describedby')).toContain(
      (await error.getAttribute('id')) ?? '-',
    );
    expect(await lastFour.evaluate((el) => el === document.activeElement)).toBe(true);

    await lastFour.fill('8888');
    await expiry.fill('0120');
    expect(await expiry.inputValue()).toBe('01/20');
    await setUp.click();
    expect(await text(error)).toBe(w.expiryInvalid);
    expect(await expiry.getAttribute('aria-invalid')).toBe('true');
    expect(await expiry.evaluate((el) => el === document.activeElement)).toBe(true);
    await shoot(page, 'ID-expired');
    expect(starts).toEqual([]);

    // A card that has not expired: BRI texts a code.
    const valid = `12/${year + 3}`;
    await expiry.fill(valid);
    await setUp.click();
    await phase(page, 'code');
    expect(starts.map((s) => JSON.parse(s))).toEqual([
      { orderId: loan.orderId, bank: 'BRI', cardLastFour: '8888', cardExpiry: valid },
    ]);
    expect(await text(c.getByRole('heading', { level: 2 }))).toBe(w.codeTitle);
    expect(await text(c)).toContain(w.codeBody);
    const code = c.getByLabel(w.code, { exact: true });
    // The code is what the borrower does next.
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    await shoot(page, 'ID-code');

    // A wrong code: the bank's refusal, in Indonesian, and the field to type it again.
    await code.fill('123456');
    await c.getByRole('button', { name: w.confirm }).click();
    const refused = c.getByTestId('autopay-code-error');
    await refused.waitFor();
    expect(await text(refused)).toBe(w.codeRefused);
    expect(await code.inputValue()).toBe('');
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await shoot(page, 'ID-code-refused');

    await code.fill('333000');
    await c.getByRole('button', { name: w.confirm }).click();
    await phase(page, 'active');
    const on = await view(loan);
    expect(await text(c.getByRole('heading', { level: 2 }))).toBe(w.onTitle);
    expect(await text(row(page, w.account))).toBe('BRI •••• 8888');
    expect(await text(row(page, w.max))).toBe(money(on.mandate?.maxAmount ?? 0, 'ID'));
    // Whole rupiah, with Indonesia's dots.
    expect(await text(row(page, w.max))).toMatch(/^Rp ?\d{1,3}(\.\d{3})+$/);
    const next = on.nextDebit;
    expect(next?.status).toBe('planned');
    const planned = await text(c.getByTestId('autopay-next'));
    expect(planned).toBe(
      w.planned(money(next?.amount ?? 0, 'ID'), formatDate(next?.on ?? '', 'ID')),
    );
    expect(planned).toMatch(/^Rp ?[\d.]+ pada \d{1,2} \S+ 20\d\d, sesuai/);
    await shoot(page, 'ID-on');
    // The wrong code is answered 400, which the browser logs: that one, and nothing else.
    expect(problems).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  it('India: a mandate declined in the UPI app is said on the card, which offers set-up again', async ({
    phone: { page, problems },
  }) => {
    const w = WORDS.IN;
    const loan = await disbursedLoan('IN', LOAN.IN);
    await page.goto(repayUrl(loan));
    await card(page).getByRole('button', { name: w.setUp }).click();
    await page.waitForURL(/\/alipayrepayment\?mandate=/);
    const first = new URL(page.url()).searchParams.get('mandate');
    await page.getByTestId('mandate-decline').click();
    await page.waitForURL(/\/repay\?/);
    await phase(page, 'offer');
    expect(await text(card(page).getByTestId('autopay-problem'))).toBe(
      'The mandate was declined in your UPI app or by your bank, so autopay is off. You can set it up again.',
    );
    expect(await text(card(page).getByRole('heading', { level: 2 }))).toBe(w.offerTitle);
    await shoot(page, 'IN-declined');

    // Set up again: a new mandate, asked of the UPI app.
    await card(page).getByRole('button', { name: w.setUp }).click();
    await page.waitForURL(/\/alipayrepayment\?mandate=/);
    const second = new URL(page.url()).searchParams.get('mandate');
    expect(second).toMatch(/^mnd_/);
    expect(second).not.toBe(first);
    await page.getByTestId('mandate-approve').waitFor();
    expect(problems).toEqual([]);
  });

  for (const market of ['IN', 'ID'] as const) {
    it(`${market}: a card that could not be read says so in the borrower's language, and Try again brings it`, async ({
      phone: { page, problems },
    }) => {
      const w = WORDS[market];
      const loan = await disbursedLoan(market, LOAN[market]);
      // From the loan's screen to Repay: the app asks for autopay itself, and the network fails.
      await page.goto(
        `${baseUrl}/borrowDetail?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`,
      );
      const autopayCall = /\/pay\/loan\/autopay(\?|$)/;
      await page.route(autopayCall, (route) => route.abort());
      await page.getByRole('button', { name: w.repayNow }).click();
      await page.waitForURL(/\/repay\?/);
      const failed = card(page).getByTestId('autopay-load-failed');
      await failed.waitFor();
      expect(await text(card(page).getByRole('heading', { level: 2 }))).toBe(w.loadTitle);
      expect(await text(failed)).toBe(w.offline);
      // The ways to pay by hand are still there.
      expect(await page.locator('[data-testid^="method-"]').count()).toBeGreaterThan(0);
      await shoot(page, `${market}-load-failed`, 'screen');

      await page.unroute(autopayCall);
      await card(page).getByRole('button', { name: w.retry }).click();
      await phase(page, 'offer');
      expect(await text(card(page).getByRole('heading', { level: 2 }))).toBe(w.offerTitle);
      expect(realProblems(problems)).toEqual([]);
    });
  }
});
