import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, phone, session } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

// Decision 058: the developer preview never reaches a borrower.
describe('/testPreview in the production build', () => {
  it('is in no file of the build, and its address is a page not found', async () => {
    const dist = path.join(root, 'apps/web/dist');
    const files = (await readdir(dist, { recursive: true })).filter((f) =>
      /\.(js|html|json|css)$/.test(f),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(await readFile(path.join(dist, file), 'utf8'), file).not.toMatch(
        /testPreview|test-preview/i,
      );
    }
    const { context, page } = await phone(browser);
    await page.goto(`${baseUrl}/testPreview?${session('demo-in')}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});

describe('/testPreview in a staging build', () => {
  let staging: RunningServer;
  beforeAll(async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'tenora-staging-'));
    execFileSync('npx', ['vite', 'build', '--mode', 'staging', '--outDir', outDir], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'ignore',
    });
    staging = await startServer({ env: { WEB_DIST: outDir } });
  }, 180_000);
  afterAll(() => staging?.stop('SIGTERM'));

  it('opens each screen with the fields it was given, as a shell would', async () => {
    const { context, page, problems } = await phone(browser);
    await page.goto(`${staging.baseUrl}/testPreview?${session('demo-in')}`);
    await page.getByRole('heading', { name: 'Test preview' }).waitFor();
    expect(await page.getByLabel('Session id').inputValue()).toBe('demo-in');
    expect(await page.getByLabel('OS version').inputValue()).toBe('Android 12');
    await page.getByLabel('Order id').fill('1004');
    await page.getByLabel('Product id').fill('1');
    await page.getByLabel('Device name').fill('Redmi 10');

    const links = page.getByTestId(/^preview-link-/);
    expect(await links.count()).toBe(10);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      const url = new URL(String(href), staging.baseUrl);
      expect(Object.fromEntries(url.searchParams), url.pathname).toMatchObject({
        sessionId: 'demo-in',
        appName: 'tenora-in',
        orderId: '1004',
        productId: '1',
        deviceName: 'Redmi 10',
        osVersion: 'Android 12',
      });
    }
    expect(
      await links.evaluateAll((as) =>
        as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      ),
    ).toEqual([
      '/loanConfirm',
      '/borrowDetail',
      '/repay',
      '/repayDelay',
      '/addnormalcard',
      '/aboutUs',
      '/complaint',
      '/customerService',
      '/privacyPolicy',
      '/dragonpayPaymentInstructions',
    ]);

    // The fields stay in the preview's address: Back from a screen finds them.
    await page.getByRole('link', { name: 'Loan details' }).click();
    await page.waitForURL(/\/borrowDetail\?/);
    await page.getByTestId('details-links').waitFor();
    await page.goBack();
    expect(await page.getByLabel('Order id').inputValue()).toBe('1004');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes a photo, a contact and the location through the browser', async () => {
    const { context, page } = await phone(browser);
    await context.grantPermissions(['geolocation'], { origin: staging.baseUrl });
    await context.setGeolocation({ latitude: -6.2, longitude: 106.816666, accuracy: 20 });
    await page.goto(`${staging.baseUrl}/testPreview?${session('demo-id')}`);
    await page.getByRole('heading', { name: 'Pratinjau uji' }).waitFor();

    // A real PNG, drawn by the browser.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const g = canvas.getContext('2d');
      if (g) {
        g.fillStyle = '#0b7a70';
        g.fillRect(0, 0, 64, 48);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await page.getByTestId('preview-photo').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await page.getByText(/receipt\.png: 1 KB, 64 × 48 px/).waitFor();
    expect(await page.getByRole('img', { name: 'Foto yang dipilih' }).isVisible()).toBe(true);

    await page.getByTestId('preview-photo').setInputFiles({
      name: 'note.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html>not a picture</html>'),
    });
    await page.getByText('Berkas ini bukan gambar yang bisa ditampilkan ponsel.').waitFor();

    await page.getByLabel('Nomor telepon kontak').fill('0812-3456-7890x');
    expect(await page.getByLabel('Nomor telepon kontak').inputValue()).toBe('081234567890');

    await page.getByRole('button', { name: 'Ambil lokasi saya' }).click();
    await page.getByText('Lintang -6.20000, bujur 106.81667 (akurasi 20 m)').waitFor();
    await context.close();
  });
});
