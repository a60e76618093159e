import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { NARROW_PHONES } from './browser.ts';
import { it } from './fixtures.ts';
import { failedAudits, smallTargets } from './screen-checks.ts';
import { baseUrl, disbursedLoan, postJson } from './support-api.ts';

const SHOTS = new URL('../.tmp/screens', import.meta.url).pathname;

describe('papers', () => {
  it('a loan paid off by bank transfer lists its receipt and certificate on /relevant, on a 320 px phone, each a PDF to keep', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan('ID', { productId: 4, amount: 200_000_000 });
    const va = await postJson(
      '/v3/loan-details/generate-vcode',
      {
        orderId: loan.orderId,
        amount: loan.owed,
        payCode: 'BCA',
        pay_type: 1,
        specific_num: 2,
        is_default: 0,
      },
      `?${loan.b}`,
    );
    expect(
      (await postJson('/film/dev/payments/complete', { reference: va.data.vcode, outcome: 'paid' }))
        .data.status,
    ).toBe('paid');

    const narrowest = NARROW_PHONES[0];
    await page.setViewportSize(narrowest);
    await page.goto(`${baseUrl}/relevant?${loan.b}`);
    const papers = page.getByTestId('paper');
    await papers.first().waitFor();
    // Newest first: the certificate, the receipt, and the sanction letter of its approval.
    expect(await papers.count()).toBe(3);
    expect(await papers.nth(0).innerText()).toMatch(
      /Surat keterangan lunas[\s\S]*SKL-ID-\d{4}-\d{6}/,
    );
    expect(await papers.nth(1).innerText()).toMatch(/Bukti pembayaran[\s\S]*KWT-ID-\d{4}-\d{6}/);
    expect(await papers.nth(2).innerText()).toMatch(/SPP-ID-\d{4}-\d{6}/);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(narrowest.width);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/papers-ID-320.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      papers.nth(1).getByRole('link', { name: 'Unduh' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^KWT-ID-\d{4}-\d{6}\.pdf$/);
    const saved = path.join(await mkdtemp(path.join(tmpdir(), 'tenora-paper-')), 'receipt.pdf');
    await download.saveAs(saved);
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');

    // The borrower was told, and the message downloads the paper too.
    await page.goto(`${baseUrl}/messages?${loan.b}`);
    await page.getByTestId('message').first().waitFor();
    expect(await page.getByRole('link', { name: 'Unduh dokumen' }).count()).toBe(3);
    expect(problems).toEqual([]);
  });
});

describe('statement of account', () => {
  for (const [market, words] of [
    [
      'IN',
      {
        open: 'Statement of account',
        make: 'Make statement',
        ready: /Statement SOA-IN-\d{4}-\d{6} is ready\./,
        download: 'Download',
        file: /^SOA-IN-\d{4}-\d{6}\.pdf$/,
        agreement: /^LA-IN-\d+\.pdf$/,
      },
    ],
    [
      'ID',
      {
        open: 'Rekening koran',
        make: 'Buat rekening koran',
        ready: /Rekening koran RK-ID-\d{4}-\d{6} sudah siap\./,
        download: 'Unduh',
        file: /^RK-ID-\d{4}-\d{6}\.pdf$/,
        agreement: /^PP-ID-\d+\.pdf$/,
      },
    ],
  ] as const) {
    it(`in ${market}: the borrower makes one for the whole loan on a 320 px phone and downloads it, and the agreement as PDF`, async ({
      phone: { page, problems },
    }) => {
      const loan = await disbursedLoan(
        market,
        market === 'IN'
          ? { productId: 2, amount: 1_000_000 }
          : { productId: 4, amount: 200_000_000 },
      );
      const narrowest = NARROW_PHONES[0];
      await page.setViewportSize(narrowest);
      await page.goto(`${baseUrl}/relevant?${loan.b}`);
      const card = page.getByTestId('document-loan').first();
      await card.waitFor();

      // The agreement as issued, as the PDF to keep.
      const [agreement] = await Promise.all([
        page.waitForEvent('download'),
        card.locator('.doc-row').first().getByRole('link', { name: words.download }).click(),
      ]);
      expect(agreement.suggestedFilename()).toMatch(words.agreement);

      await card.getByRole('button', { name: words.open }).click();
      await card.getByRole('button', { name: words.make }).click();
      const made = card.getByRole('status');
      await made.getByText(words.ready).waitFor();
      // The open form keeps the screens' rules: Lighthouse's accessibility audits, and every
      // control big enough for a thumb.
      expect(await failedAudits(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(narrowest.width);
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/statement-${market}-320.png`, fullPage: true });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        made.getByRole('link', { name: words.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(words.file);
      const saved = path.join(await mkdtemp(path.join(tmpdir(), 'tenora-paper-')), 'soa.pdf');
      await download.saveAs(saved);
      expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
      expect(problems).toEqual([]);
    });
  }
});
