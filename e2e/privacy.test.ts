import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatDateTime } from '@tenora/domain/dates';
import { formatPhone } from '@tenora/domain/phone';
import { requestDueShown } from '@tenora/domain/privacy';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { NARROW_PHONES, savingData } from './browser.ts';
import { it } from './fixtures.ts';
import { failedAudits, smallTargets } from './screen-checks.ts';
import { LOAN } from './screen-list.ts';
import {
  baseUrl,
  codesSent,
  disbursedLoan,
  emailsTo,
  newBorrower,
  postForm,
  smsOutbox,
  type Borrower,
  type Market,
} from './support-api.ts';

/**
 * The privacy centre (docs/product.md#privacy) as a borrower of each market meets it, in Chromium
 * against the built server: the way in from "My loans", the consent of a loan confirmed through
 * the support API, marketing given and withdrawn, the copy of their data downloaded and read, a
 * correction asked for and withdrawn, closing the account blocked by an open loan and asked for by
 * a borrower without one; offline; and every state at the narrow phones' widths, with
 * Lighthouse's accessibility audits, 44 px tap targets and nothing wider than the phone.
 */

/** Screenshots to look at (not compared). */
const SHOTS = '/tmp/privacy-shots';

/** What the borrower reads, from the web app's catalogues (privacy-*.ts, orders-*.ts). */
const WORDS = {
  IN: {
    way: 'Privacy & my data',
    law: 'Digital Personal Data Protection Act, 2023',
    officer: 'Grievance Officer',
    deadline: 'We answer every request within 30 days.',
    loanConsent: (product: string, orderId: number) =>
      `${product}, order ${orderId}: key fact statement and loan agreement`,
    loanWhy: 'This consent is part of your loan contract. Withdrawing it would not end the loan',
    inForce: 'In force',
    notGiven: 'Not given',
    withdrawnOn: /^Withdrawn on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} [ap]m$/,
    give: 'Give consent',
    withdrawConsent: 'Withdraw consent',
    stops:
      'If you withdraw, you will no longer get offers by SMS, e-mail or in the app. Messages about your loans still come.',
    loans: '1 record',
    copy: 'Get a copy of my data',
    json: 'Download JSON',
    pdf: 'Download PDF',
    askCorrection: 'Ask for a correction',
    grievance: 'Raise a privacy grievance',
    correctionLabel: 'What is wrong, and what should it be?',
    send: 'Send',
    sent: (due: string) => `Request sent. We answer by ${due}.`,
    correction: 'Correction',
    open: 'Open',
    withdraw: 'Withdraw',
    withdrawn: 'Withdrawn',
    mustEnd:
      'You can close your account once these loans have ended: repaid, cancelled or not approved.',
    closeAsk: 'Close my account',
    closeConfirm: 'Yes, close my account',
    kept: 'The law requires us to keep your loan records',
    pending: (opened: string, due: string) =>
      `You asked to close your account on ${opened}. We will do it by ${due}.`,
    offline: "You're offline",
    retry: 'Try again',
    network: 'Network error. Please check your connection and try again.',
    codeToCurrent: 'is your Tenora code to move your account to the number ending',
    left: 'Your Tenora account has moved from this number to the number ending',
    emailCurrent: (email: string) => `We also send your messages to ${email}.`,
  },
  ID: {
    way: 'Privasi & data saya',
    law: 'UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi',
    officer: 'Pejabat Pelindungan Data Pribadi',
    deadline: 'Kami menindaklanjuti setiap permintaan paling lambat 3 × 24 jam.',
    loanConsent: (product: string, orderId: number) =>
      `${product}, pesanan ${orderId}: ringkasan informasi (RIPLAY) dan perjanjian pinjaman`,
    loanWhy:
      'Persetujuan ini bagian dari perjanjian pinjaman Anda. Menariknya tidak mengakhiri pinjaman',
    inForce: 'Berlaku',
    notGiven: 'Belum diberikan',
    withdrawnOn: /^Ditarik pada \d{1,2} \w{3} \d{4}, \d{2}\.\d{2}$/,
    give: 'Berikan persetujuan',
    withdrawConsent: 'Tarik persetujuan',
    stops:
      'Jika Anda menarik persetujuan, Anda tidak akan lagi menerima penawaran lewat SMS, email, atau di aplikasi. Pesan tentang pinjaman Anda tetap dikirim.',
    loans: '1 catatan',
    copy: 'Dapatkan salinan data saya',
    json: 'Unduh JSON',
    pdf: 'Unduh PDF',
    askCorrection: 'Minta perbaikan data',
    grievance: 'Ajukan pengaduan soal data pribadi',
    correctionLabel: 'Data apa yang salah, dan seharusnya bagaimana?',
    send: 'Kirim',
    sent: (due: string) => `Permintaan terkirim. Kami menjawab paling lambat ${due}.`,
    correction: 'Perbaikan data',
    open: 'Menunggu jawaban',
    withdraw: 'Batalkan',
    withdrawn: 'Dibatalkan',
    mustEnd:
      'Anda dapat menutup akun setelah pinjaman berikut berakhir: lunas, dibatalkan, atau tidak disetujui.',
    closeAsk: 'Tutup akun saya',
    closeConfirm: 'Ya, tutup akun saya',
    kept: 'Hukum mewajibkan kami menyimpan catatan pinjaman Anda',
    pending: (opened: string, due: string) =>
      `Anda meminta penutupan akun pada ${opened}. Kami akan menindaklanjutinya paling lambat ${due}.`,
    offline: 'Anda sedang offline',
    retry: 'Coba lagi',
    network: 'Kesalahan jaringan. Periksa koneksi Anda lalu coba lagi.',
    codeToCurrent: 'adalah kode Tenora Anda untuk memindahkan akun ke nomor berakhiran',
    left: 'Akun Tenora Anda telah pindah dari nomor ini ke nomor berakhiran',
    emailCurrent: (email: string) => `Kami juga mengirim pesan Anda ke ${email}.`,
  },
} as const;

const PRODUCT = { IN: 'Tenora Salary Advance', ID: 'Tenora Kilat' } as const;

/** The centre as the server has it now, read as the screen reads it. */
async function centre(b: string) {
  const answer = (await fetch(`${baseUrl}/film/privacy?${b}`).then((r) => r.json())) as {
    data: {
      requests: { id: number; kind: string; status: string; openedAt: string; dueAt: string }[];
    };
  };
  return answer.data;
}

/** By when a request is answered, as the screen says it (`requestDueShown`). */
function dueWords(iso: string, market: Market): string {
  return formatDateTime(requestDueShown(market, new Date(iso)), market);
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

async function openCentre(page: Page, b: string) {
  await page.goto(`${baseUrl}/privacy?${b}`);
  await page.getByTestId('consents').waitFor();
}

/**
 * The screen as it stands meets the screens' rules: Lighthouse's scored accessibility audits,
 * controls big enough for a thumb, nothing wider than the phone; and a screenshot, of the whole
 * page or of what the phone shows.
 */
async function screenRules(page: Page, width: number, shot: string, fullPage = true) {
  expect(await failedAudits(page), `${shot}: accessibility`).toEqual([]);
  expect(await smallTargets(page), `${shot}: tap targets`).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${shot}: wider than the phone`,
  ).toBe(width);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage });
}

/** A number no borrower has, as the borrower would type it. */
function freshNumber(market: Market): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return market === 'IN'
    ? { typed: `97${digits}`, e164: `+9197${digits}` }
    : { typed: `0813${digits}`, e164: `+62813${digits}` };
}

/**
 * My details: the number moved with a code to the number the borrower has and one to the new
 * one, the number left told so, then an e-mail address confirmed by the code it received. The
 * screens' rules hold while the codes are asked for.
 */
async function changeDetails(
  page: Page,
  borrower: Borrower,
  words: { codeToCurrent: string; left: string; emailCurrent: (email: string) => string },
  shot: string,
) {
  const { market } = borrower;
  const details = page.getByTestId('details');
  const current = details.getByTestId('phone-current');
  await current.waitFor();
  expect(await current.innerText()).toBe(formatPhone(borrower.phone, market));
  await details.getByTestId('phone-change').click();
  const next = freshNumber(market);
  await details.getByTestId('phone-input').fill(next.typed);
  await details.getByTestId('phone-send').click();
  await details.getByTestId('phone-code-form').waitFor();
  const [toCurrent] = await codesSent(borrower.phone);
  const [toNew] = await codesSent(next.e164);
  expect(toCurrent?.text).toContain(words.codeToCurrent);
  await screenRules(page, page.viewportSize()?.width ?? 0, shot);
  await details.getByTestId('phone-code-current').fill(toCurrent?.code ?? '');
  await details.getByTestId('phone-code-new').fill(toNew?.code ?? '');
  await details.getByTestId('phone-confirm').click();
  await details.getByText(formatPhone(next.e164, market), { exact: true }).waitFor();
  // The number left is told, by the message jobs, that it no longer gets the account's messages.
  await expect
    .poll(async () => (await smsOutbox(borrower.phone))[0]?.text ?? '', { timeout: 20_000 })
    .toContain(words.left);

  const email = `b${next.e164.slice(-8)}@example.com`;
  await details.getByTestId('msg-email-input').fill(email);
  await details.getByTestId('msg-email-save').click();
  await details.getByTestId('email-code-form').waitFor();
  const code = /\b(\d{6})\b/.exec((await emailsTo(email))[0]?.text ?? '')?.[1] ?? '';
  await details.getByTestId('email-code').fill(code);
  await details.getByTestId('email-confirm').click();
  await details.getByTestId('msg-email-current').waitFor();
  expect(await details.getByTestId('msg-email-current').innerText()).toBe(
    words.emailCurrent(email),
  );
}

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  const saved = path.join(await mkdtemp(path.join(tmpdir(), 'tenora-privacy-')), 'copy');
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), body: await readFile(saved) };
}

describe.each(['IN', 'ID'] as const)('the privacy centre in %s', (market) => {
  const w = WORDS[market];

  it('a borrower with a loan: its consent, marketing given and withdrawn, a copy of their data, a correction asked and withdrawn, and closing blocked by the loan', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan(market, LOAN[market]);
    // The way in: "My loans", beside the documents.
    await page.goto(`${baseUrl}/orders?${loan.b}`);
    await page.getByRole('link', { name: w.way }).click();
    await page.getByTestId('consents').waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    expect(squash(await page.getByTestId('privacy-law').innerText())).toContain(w.law);
    const officer = squash(await page.getByTestId('officer').innerText());
    expect(officer).toContain(w.officer);
    expect(officer).toContain(w.deadline);

    // The loan confirmed through the support API is in the ledger, standing, and says why it
    // cannot be withdrawn.
    const loanConsent = page.locator('[data-testid=consent][data-purpose=loan]');
    expect(await loanConsent.count()).toBe(1);
    const said = squash(await loanConsent.innerText());
    expect(said).toContain(w.loanConsent(PRODUCT[market], loan.orderId));
    expect(said).toContain(w.inForce);
    expect(said).toContain(w.loanWhy);
    expect(await loanConsent.getByRole('button').count()).toBe(0);

    // Marketing: off until given; what withdrawing stops is said before the tap.
    const marketing = page.locator('[data-testid=consent][data-purpose=marketing]');
    const status = marketing.getByTestId('consent-status');
    expect(await status.innerText()).toBe(w.notGiven);
    await marketing.getByRole('button', { name: w.give }).click();
    await marketing.getByRole('button', { name: w.withdrawConsent }).waitFor();
    expect(await status.innerText()).toBe(w.inForce);
    expect(await marketing.getByTestId('marketing-consequence').innerText()).toBe(w.stops);
    await marketing.getByRole('button', { name: w.withdrawConsent }).click();
    await marketing.getByRole('button', { name: w.give }).waitFor();
    expect(await status.innerText()).toMatch(w.withdrawnOn);
    // Kept by the server, as a reload shows.
    await openCentre(page, loan.b);
    expect(
      await page
        .locator('[data-testid=consent][data-purpose=marketing]')
        .getByTestId('consent-status')
        .innerText(),
    ).toMatch(w.withdrawnOn);

    // The data held, and a copy of it: JSON holding the borrower's own, and a PDF.
    expect(
      squash(await page.locator('[data-testid=data-category][data-category=loans]').innerText()),
    ).toContain(w.loans);
    await page.getByRole('button', { name: w.copy }).click();
    await page.getByRole('link', { name: w.json }).waitFor();
    const json = await download(page, w.json);
    expect(json.name).toMatch(/\.json$/);
    const copy = JSON.parse(json.body.toString('utf8')) as {
      market: string;
      data: { account: { phone: string | null }[]; loans: { orderId: number }[] };
      consents: { key: string }[];
    };
    expect(copy.market).toBe(market);
    expect(copy.data.loans.map((l) => l.orderId)).toContain(loan.orderId);
    expect(copy.data.account[0]?.phone).toMatch(new RegExp(`${loan.phone.slice(-4)}$`));
    expect(copy.consents.map((c) => c.key)).toContain(`loan-${loan.orderId}`);
    const pdf = await download(page, w.pdf);
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    // A correction: asked, shown with when it is answered by, and withdrawn.
    await page.getByRole('button', { name: w.askCorrection }).click();
    const words = 'My e-mail address is wrong. It should be asha.k@example.com.';
    await page.getByLabel(w.correctionLabel).fill(words);
    await page.getByRole('button', { name: w.send, exact: true }).click();
    const sentLine = page.getByTestId('correction-sent');
    await sentLine.getByText(/\S/).waitFor();
    const asked = (await centre(loan.b)).requests.find((r) => r.kind === 'correction');
    expect(asked?.status).toBe('open');
    const due = dueWords(asked?.dueAt ?? '', market);
    expect(await sentLine.innerText()).toBe(w.sent(due));
    const request = page.locator('[data-testid=request][data-kind=correction]');
    expect(squash(await request.innerText())).toContain(words);
    expect(await request.getByTestId('request-status').innerText()).toBe(w.open);
    expect(await request.getByTestId('request-due').innerText()).toBe(due);
    await request.getByRole('button', { name: w.withdraw }).click();
    await page
      .locator('[data-testid=request][data-kind=correction][data-status=withdrawn]')
      .waitFor();
    expect(await request.getByTestId('request-status').innerText()).toBe(w.withdrawn);
    expect((await centre(loan.b)).requests.find((r) => r.id === asked?.id)?.status).toBe(
      'withdrawn',
    );

    // Closing the account waits for the loan, which the card leads to.
    const close = page.getByTestId('close-account');
    expect(await close.getAttribute('data-state')).toBe('openLoans');
    expect(await close.getByTestId('close-open-loans').innerText()).toBe(w.mustEnd);
    expect(await close.getByRole('button', { name: w.closeAsk }).count()).toBe(0);
    await close.getByTestId('close-open-loan').click();
    await page.getByTestId('detail-rows').waitFor();
    const to = new URL(page.url());
    expect(to.pathname).toBe('/borrowDetail');
    expect(to.searchParams.get('orderId')).toBe(String(loan.orderId));
    expect(problems).toEqual([]);
  });

  it('a borrower without a loan asks to close the account, confirms, sees it pending with its due time, and withdraws it', async ({
    phone: { page, problems },
  }) => {
    const borrower = await newBorrower(market);
    await openCentre(page, borrower.b);
    const close = page.getByTestId('close-account');
    expect(await close.getAttribute('data-state')).toBe('available');
    await close.getByRole('button', { name: w.closeAsk }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: w.closeConfirm }).click();
    await page.locator('[data-testid=close-account][data-state=pending]').waitFor();
    const erasure = (await centre(borrower.b)).requests.find((r) => r.kind === 'erasure');
    expect(erasure?.status).toBe('open');
    expect(await close.getByTestId('close-pending').innerText()).toBe(
      w.pending(
        formatDateTime(new Date(erasure?.openedAt ?? ''), market),
        dueWords(erasure?.dueAt ?? '', market),
      ),
    );
    // The request is listed among the others too, with its due time.
    expect(
      await page
        .locator('[data-testid=request][data-kind=erasure]')
        .getByTestId('request-due')
        .innerText(),
    ).toBe(dueWords(erasure?.dueAt ?? '', market));
    await close.getByRole('button', { name: w.withdraw }).click();
    await page.locator('[data-testid=close-account][data-state=available]').waitFor();
    expect((await centre(borrower.b)).requests.find((r) => r.id === erasure?.id)?.status).toBe(
      'withdrawn',
    );
    expect(problems).toEqual([]);
  });

  it('changes their number with a code to each number, and their e-mail address with its code', async ({
    phone: { page, problems },
  }) => {
    const borrower = await newBorrower(market);
    await openCentre(page, borrower.b);
    await changeDetails(page, borrower, w, `details-codes-${market}`);
    expect(problems).toEqual([]);
  });

  it('offline: the way in says so with Try again and comes back by itself; a tap that cannot go says so and goes once back', async ({
    phone: { context, page },
  }) => {
    // No fetching ahead: the centre's files are not on the phone when the connection drops.
    await savingData(context);
    const borrower = await newBorrower(market);
    await page.goto(`${baseUrl}/orders?${borrower.b}`);
    const way = page.getByRole('link', { name: w.way });
    await way.waitFor();
    await context.setOffline(true);
    await way.click();
    await page.getByRole('heading', { name: w.offline }).waitFor();
    expect(await page.getByRole('button', { name: w.retry }).isVisible()).toBe(true);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/offline-${market}.png` });
    await context.setOffline(false);
    await page.getByTestId('consents').waitFor();

    const marketing = page.locator('[data-testid=consent][data-purpose=marketing]');
    // The whole centre in, My details' reads included, before the connection drops again.
    await page.getByTestId('phone-current').waitFor();
    await context.setOffline(true);
    await marketing.getByRole('button', { name: w.give }).click();
    expect(await marketing.getByTestId('consent-problem').innerText()).toBe(w.network);
    await context.setOffline(false);
    await marketing.getByRole('button', { name: w.give }).click();
    await marketing.getByRole('button', { name: w.withdrawConsent }).waitFor();
    expect(await marketing.getByTestId('consent-status').innerText()).toBe(w.inForce);
  });

  it('fits 320, 360 and 390 px phones in every state, and keeps the screens’ rules', async ({
    phone: { page, problems },
  }) => {
    const [withLoan, without] = await Promise.all([
      disbursedLoan(market, LOAN[market]),
      newBorrower(market),
    ]);
    // Something in every part: marketing given, a copy asked for, a correction open.
    await postForm('/film/privacy/marketing', { given: '1' }, `?${withLoan.b}`);
    await postForm('/film/privacy/access', {}, `?${withLoan.b}`);
    await postForm(
      '/film/privacy/request',
      { kind: 'correction', detail: 'My address is wrong. It should be 12 MG Road, Pune 411001.' },
      `?${withLoan.b}`,
    );
    for (const size of NARROW_PHONES) {
      await page.setViewportSize(size);
      await openCentre(page, withLoan.b);
      await page.getByRole('button', { name: w.copy }).click();
      await page.getByRole('link', { name: w.json }).waitFor();
      await page.getByRole('button', { name: w.grievance }).click();
      await screenRules(page, size.width, `loan-${market}-${size.width}`);
    }
    await page.setViewportSize(NARROW_PHONES[0]);
    await openCentre(page, without.b);
    expect(squash(await page.getByTestId('close-account').innerText())).not.toContain(w.kept);
    await page.getByRole('button', { name: w.closeAsk }).click();
    await page.getByRole('dialog').waitFor();
    // As the phone shows it: the sheet over the bottom of the screen.
    await screenRules(page, NARROW_PHONES[0].width, `close-dialog-${market}-320`, false);
    expect(problems).toEqual([]);
  });
});

/** The same rights in Hindi, which an Indian borrower chose (docs/decisions/118-hindi-for-india.md). */
const HINDI = {
  law: 'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023',
  give: 'सहमति दें',
  withdrawConsent: 'सहमति वापस लें',
  inForce: 'लागू है',
  notGiven: 'नहीं दी गई',
  withdrawnOn: /^\d{1,2} \S+ \d{4}, \d{2}:\d{2} (am|pm) को वापस ली गई$/,
  copy: 'मेरे डेटा की कॉपी पाएं',
  json: 'JSON डाउनलोड करें',
  pdf: 'PDF डाउनलोड करें',
  askCorrection: 'सुधार का अनुरोध करें',
  correctionLabel: 'क्या गलत है, और सही क्या होना चाहिए?',
  send: 'भेजें',
  open: 'खुला',
  withdraw: 'वापस लें',
  withdrawn: 'वापस लिया गया',
  closeAsk: 'मेरा खाता बंद करें',
  closeConfirm: 'हाँ, मेरा खाता बंद करें',
  codeToCurrent: 'आपका Tenora कोड है, जिससे आपका खाता',
  left: 'आपका Tenora खाता इस नंबर से',
  emailCurrent: (email: string) => `हम आपके संदेश ${email} पर भी भेजते हैं।`,
};

describe('the privacy centre in Hindi', () => {
  it('each right in Hindi: marketing given and withdrawn, a copy, a correction, my details, and closing the account', async ({
    phone: { page, problems },
  }) => {
    const borrower = await newBorrower('IN');
    await postForm('/film/borrower/language', { locale: 'hi-IN' }, `?${borrower.b}`);
    await openCentre(page, borrower.b);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    expect(squash(await page.getByTestId('privacy-law').innerText())).toContain(HINDI.law);

    const marketing = page.locator('[data-testid=consent][data-purpose=marketing]');
    const status = marketing.getByTestId('consent-status');
    expect(await status.innerText()).toBe(HINDI.notGiven);
    await marketing.getByRole('button', { name: HINDI.give }).click();
    await marketing.getByRole('button', { name: HINDI.withdrawConsent }).waitFor();
    expect(await status.innerText()).toBe(HINDI.inForce);
    await marketing.getByRole('button', { name: HINDI.withdrawConsent }).click();
    await marketing.getByRole('button', { name: HINDI.give }).waitFor();
    expect(await status.innerText()).toMatch(HINDI.withdrawnOn);

    await page.getByRole('button', { name: HINDI.copy }).click();
    const json = await download(page, HINDI.json);
    expect(JSON.parse(json.body.toString('utf8')).market).toBe('IN');
    const pdf = await download(page, HINDI.pdf);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: HINDI.askCorrection }).click();
    await page.getByLabel(HINDI.correctionLabel).fill('मेरा नाम गलत लिखा है। सही नाम आशा राव है।');
    await page.getByRole('button', { name: HINDI.send, exact: true }).click();
    const request = page.locator('[data-testid=request][data-kind=correction]');
    await request.waitFor();
    expect(await request.getByTestId('request-status').innerText()).toBe(HINDI.open);
    await request.getByRole('button', { name: HINDI.withdraw }).click();
    await page
      .locator('[data-testid=request][data-kind=correction][data-status=withdrawn]')
      .waitFor();
    expect(await request.getByTestId('request-status').innerText()).toBe(HINDI.withdrawn);

    await changeDetails(page, borrower, HINDI, 'details-codes-hi-IN');

    const close = page.getByTestId('close-account');
    await close.getByRole('button', { name: HINDI.closeAsk }).click();
    await page.getByRole('dialog').getByRole('button', { name: HINDI.closeConfirm }).click();
    await page.locator('[data-testid=close-account][data-state=pending]').waitFor();
    await close.getByRole('button', { name: HINDI.withdraw }).click();
    await page.locator('[data-testid=close-account][data-state=available]').waitFor();
    expect(problems).toEqual([]);
  });
});
