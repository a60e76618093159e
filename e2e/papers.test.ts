import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { NARROW_PHONES } from './browser.ts';
import { it } from './fixtures.ts';
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
