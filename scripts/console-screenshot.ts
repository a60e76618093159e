// docs/console-queue.png: the complaint queue as an agent sees it, 1280 px wide, on a server of
// its own with a few complaints in both markets, some overdue, one extended and one answered.
// Run after `npm run build`: `npm run docs:console-screenshot`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = await startServer();
const post = (route: string, body: unknown, query = '') =>
  fetch(`${server.baseUrl}${route}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());

async function complain(market: 'IN' | 'ID', problemType: number, problemDetail: string) {
  const s = (await post('/film/dev/sessions', { market })).data;
  const b = `sessionId=${s.sessionId}&userId=${s.userId}&appName=tenora-${market.toLowerCase()}`;
  const saved = await post(
    '/h5-api/v3/user-problem/problem-save',
    { problemType, problemDetail },
    `?${b}`,
  );
  return saved.data.problemId as number;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  // Made five weeks ago: past both markets' due dates by now.
  await complain('IN', 2, 'I paid by UPI on the 3rd but the loan still shows the amount as due.');
  await complain('ID', 3, 'Dana belum masuk ke rekening saya padahal status sudah disetujui.');
  const extended = await complain(
    'ID',
    4,
    'Biaya layanan yang dipotong tidak sesuai dengan perjanjian.',
  );
  await post('/film/dev/complaints/extend', {
    problemId: extended,
    reason: 'Waiting for the bank statement.',
  });
  await post('/film/dev/clock', { advanceMinutes: 35 * 24 * 60 });
  // Made since: still within their due dates.
  await complain('IN', 6, 'The app signs me out every time I open it.');
  const answered = await complain(
    'IN',
    4,
    'The processing fee is higher than the key fact statement.',
  );
  await post('/film/dev/complaints/answer', {
    problemId: answered,
    text: 'The fee matches the statement; we have sent you the breakdown.',
  });
  await complain('ID', 7, 'Saya ingin mengubah nomor telepon yang terdaftar.');

  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${server.baseUrl}/console/`);
  await page.getByLabel('E-mail').fill('agent@tenora.dev');
  await page.getByRole('textbox', { name: 'Password' }).fill('tenora-agent-dev-only');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('table').waitFor();
  await page.getByRole('region', { name: 'Summary by market' }).waitFor();
  const file = path.join(root, 'docs/console-queue.png');
  await page.screenshot({ path: file });
  console.log(`Wrote ${path.relative(root, file)}`);
} finally {
  await browser.close();
  await server.stop();
}
