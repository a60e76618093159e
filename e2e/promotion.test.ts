import { request } from 'node:http';
import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Phone } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, codesSent, smsOutbox } from './support-api.ts';

const digits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** What each market's landing says and where it leads (seeded templates 1 and 2). */
const MARKETS = [
  {
    market: 'IN',
    templateId: 1,
    /** A fresh mobile number, as typed: 10 digits starting with 9. */
    freshPhone: () => `9${digits(9)}`,
    e164: (national: string) => `+91${national}`,
    /** The demo borrower's number: registered by the seed, never sent a registration code. */
    registeredPhone: '9876543210',
    invalidPhones: ['5123456789', '98765'],
    // Tenora Flexi's first loan: the visitor has none yet.
    amount: '₹2,000 – ₹25,000',
    facts: [
      'In 3 instalments',
      '24% a year · APR ',
      'Decision within 1 day, money in 1–3 days',
      'Tenora Finance Private Limited, a Non-Banking Financial Company registered with the Reserve Bank of India',
      // The app's operator, named from the same app config as the key fact statement.
      'This app is operated by Tenora Technologies Private Limited, its lending service provider.',
    ],
    other: 'Pinjaman Anda',
    android: 'https://play.google.com/store/apps/details?id=in.tenora.app',
    ios: 'https://apps.apple.com/in/app/tenora/id6450000001',
    text: {
      registered: 'Registered successfully',
      alreadyRegistered: 'You are already registered. Please download the app and sign in.',
      captchaWrong:
        'The characters did not match the picture. Please enter the ones in the new picture.',
      noResend: /^You can ask for a new code in \d+ s\.$/,
      phoneInvalid: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
      downloadTitle: 'You are registered',
      userAgreement: 'User Agreement',
      privacyNotice: 'Privacy Notice',
      law: 'Digital Personal Data Protection Act, 2023',
      regulator: 'Reserve Bank of India',
      contact: 'care@tenora.in',
    },
  },
  {
    market: 'ID',
    templateId: 2,
    freshPhone: () => `0812${digits(8)}`,
    e164: (national: string) => `+62${national.slice(1)}`,
    registeredPhone: '081234567890',
    invalidPhones: ['0712345678', '08123'],
    // Tenora Cicil's first loan.
    amount: 'Rp 2.000.000 – Rp 3.000.000',
    facts: [
      '3 kali cicilan',
      'per hari · APR ',
      'Keputusan 1 hari, cair 1–3 hari',
      'PT Tenora Finansial Indonesia, berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK)',
    ],
    other: 'Your loan',
    android: 'https://play.google.com/store/apps/details?id=id.tenora.app',
    ios: 'https://apps.apple.com/id/app/tenora/id6450000002',
    text: {
      registered: 'Pendaftaran berhasil',
      alreadyRegistered: 'Anda sudah terdaftar. Silakan unduh aplikasinya dan masuk.',
      captchaWrong:
        'Karakter tidak sesuai dengan gambar. Silakan masukkan karakter pada gambar yang baru.',
      noResend: /^Kode baru bisa diminta lagi dalam \d+ detik\.$/,
      phoneInvalid: 'Masukkan nomor ponsel yang valid, diawali 08 (10 sampai 13 digit).',
      downloadTitle: 'Anda sudah terdaftar',
      userAgreement: 'Perjanjian Pengguna',
      privacyNotice: 'Pemberitahuan Privasi',
      law: 'Undang-Undang Nomor 27 Tahun 2022',
      regulator: 'Otoritas Jasa Keuangan (OJK)',
      contact: 'halo@tenora.co.id',
    },
  },
] as const;
type Market = (typeof MARKETS)[number];

const getJson = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(url, { headers }).then((r) => r.json())).data;

/**
 * The answer of the picture the page shows, through the support API
 * (docs/product.md#support-api).
 */
async function sidOf(page: Page): Promise<string> {
  const src = await page.getByTestId('captcha-image').getAttribute('src');
  const sid = new URL(src ?? '', baseUrl).searchParams.get('sid');
  if (!sid) throw new Error(`no sid in the captcha picture: ${src}`);
  return sid;
}
const answerOf = async (sid: string): Promise<string> =>
  (await getJson(`${baseUrl}/film/dev/captcha?sid=${encodeURIComponent(sid)}`)).answer;

/** Calls the page makes to one promotion endpoint, counted as they leave. */
function countCalls(page: Page, endpoint: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/v2/loan/promotion/${endpoint}`) n += 1;
  });
  return () => n;
}

const PROMOTION = '/api/v2/loan/promotion';

/** Codes an address may ask for in an hour, by default (LANDING_SMS_PER_IP_HOUR, docs/api.md). */
const LANDING_SMS_PER_IP_HOUR = 20;

/**
 * A network of the rate-limit test's own: an address of this machine no other test uses (Linux
 * answers for the whole of 127.0.0.0/8), so the server counts its codes apart from every other
 * test's on 127.0.0.1, and filling its hour leaves theirs untouched.
 */
const NETWORK = `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A call to the server made from NETWORK. */
function fromNetwork(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method, headers, localAddress: NETWORK }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(([k]) => !HOP_BY_HOP.has(k));
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(kept.map(([k, v]) => [k, [v ?? []].flat().join(', ')])),
          body: Buffer.concat(chunks),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Headers of one connection, not of the answer: Playwright frames what it hands the page. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const dataOf = (answer: Answer) => JSON.parse(answer.body.toString('utf8')).data;

/** Sends a page's request from NETWORK, and gives the page the server's answer as it came. */
async function viaNetwork(route: Route) {
  const asked = route.request();
  const url = new URL(asked.url());
  const headers = await asked.allHeaders();
  // Uncompressed, so the answer can be handed back byte for byte.
  delete headers['accept-encoding'];
  const answer = await fromNetwork(
    asked.method(),
    `${url.pathname}${url.search}`,
    headers,
    asked.postDataBuffer() ?? undefined,
  );
  await route.fulfill(answer);
}

async function openRegister(opened: Phone, m: Market, query = '') {
  await opened.page.goto(
    `${baseUrl}/registerTemplate?id=${m.templateId}&app_from=e2e&user_from=promo${query}`,
  );
  await opened.page.getByTestId('captcha-image').waitFor();
  return opened;
}

async function solveCaptcha(page: Page) {
  await page.getByTestId('captcha-input').fill(await answerOf(await sidOf(page)));
}

/** Phone, picture, Get code: until the page says the code was sent. */
async function requestCode(page: Page, national: string) {
  await page.getByTestId('phone-input').fill(national);
  await solveCaptcha(page);
  await page.getByTestId('get-code').click();
  await page.getByTestId('code-sent').waitFor();
}

const fieldError = (page: Page) => page.getByTestId('field-error');
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.toast:not(.toast-loading)').filter({ hasText: text });

describe.each(MARKETS)('$market landing', (m) => {
  it('states the product: its instalments, APR, time to money and licence, in its own market after the other', async ({
    phone: { page, problems },
  }) => {
    // The other market's landing page first, in the same browser.
    await page.goto(`${baseUrl}/registerTemplate?id=${m.templateId === 1 ? 2 : 1}`);
    await page.getByTestId('captcha-image').waitFor();
    await page.goto(`${baseUrl}/registerTemplate?id=${m.templateId}`);
    await page.getByTestId('captcha-image').waitFor();
    // Booted, the app has not turned the page into the market seen before.
    await page.waitForLoadState('networkidle');
    const text = (await page.locator('main').innerText()).replace(/\s/g, ' ');
    for (const fact of m.facts) expect(text).toContain(fact);
    expect(text).not.toContain(m.other);
    expect(text).not.toMatch(/end of the term|akhir tenor|\b(hours|jam)\b/i);
    expect(problems).toEqual([]);
  });

  it('registers a new phone and leads to the store for Android, counting each step', async ({
    phone: { page, problems },
  }) => {
    const tag = `e2e-${digits(8)}`;
    const funnelCalls: { path: string; status: number }[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\/track-(visit|click)$/.test(path)) funnelCalls.push({ path, status: r.status() });
    });
    await page.goto(
      `${baseUrl}/registerTemplate?id=${m.templateId}&app_from=e2e&user_from=promo&utm_tag=${tag}`,
    );
    await page.getByTestId('captcha-image').waitFor();
    expect((await page.getByTestId('offer-amount').innerText()).replace(/\s/g, ' ')).toBe(m.amount);
    expect(await page.getByTestId('offer-eligibility').count()).toBe(m.market === 'IN' ? 1 : 0);

    const national = m.freshPhone();
    await requestCode(page, national);
    const [sms] = await smsOutbox(m.e164(national));
    await page.getByTestId('code-input').fill(sms?.code ?? '');
    await page.getByTestId('apply').click();

    await page.waitForURL(/\/downloadTemplate\?/);
    await toast(page, m.text.registered).waitFor();
    await page.getByText(m.text.downloadTitle).waitFor();
    const query = new URL(page.url()).searchParams;
    expect(
      Object.fromEntries(
        ['id', 'down_id', 'app_from', 'user_from', 'utm_tag'].map((k) => [k, query.get(k)]),
      ),
    ).toEqual({
      id: String(m.templateId),
      down_id: String(m.templateId),
      app_from: 'e2e',
      user_from: 'promo',
      utm_tag: tag,
    });
    expect(await page.getByTestId('store-primary').getAttribute('href')).toBe(m.android);
    expect(await page.getByTestId('store-other').getAttribute('href')).toBe(m.ios);

    // The funnel saw the visit, the picture, the SMS, the tap, the registration and the download.
    const operator = { authorization: 'Bearer tenora-operator-token-for-development-only' };
    await expect
      .poll(async () => {
        const funnel = await getJson(
          `${baseUrl}/film/promotion/funnel?from=2000-01-01&to=2100-01-01&templateId=${m.templateId}`,
          operator,
        );
        return funnel.rows.find((r: { utmTag: string }) => r.utmTag === tag);
      })
      .toMatchObject({
        visits: 1,
        captchas: 1,
        smsSent: 1,
        clicks: 1,
        registered: 1,
        downloads: 1,
      });
    await expect.poll(() => funnelCalls.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(problems).toEqual([]);
  });

  it('refuses a wrong picture with a new picture and sends no code', async ({ phone }) => {
    const { page } = await openRegister(phone, m);
    const national = m.freshPhone();
    await page.getByTestId('phone-input').fill(national);
    const sid = await sidOf(page);
    const answer = await answerOf(sid);
    await page.getByTestId('captcha-input').fill(answer === 'AAAA' ? 'CCCC' : 'AAAA');
    await page.getByTestId('get-code').click();

    await fieldError(page).filter({ hasText: m.text.captchaWrong }).waitFor();
    await expect.poll(() => sidOf(page)).not.toBe(sid);
    expect(await page.getByTestId('captcha-input').inputValue()).toBe('');
    expect(await smsOutbox(m.e164(national))).toEqual([]);
  });

  it('blocks a second code while the countdown runs', async ({ phone }) => {
    const { page, problems } = await openRegister(phone, m);
    const sent = countCalls(page, 'get-sms');
    const national = m.freshPhone();
    await requestCode(page, national);
    expect(await page.getByTestId('get-code').innerText()).toMatch(/\d+/);

    await page.getByTestId('get-code').click();
    await toast(page, m.text.noResend).waitFor();
    expect(sent()).toBe(1);
    expect(await smsOutbox(m.e164(national))).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('sends an already registered phone to the download page', async ({ phone }) => {
    const { page } = await openRegister(phone, m);
    await requestCode(page, m.registeredPhone);
    // The demo borrower's number also gets their loans' messages: the code is the newest code.
    const [sms] = await codesSent(m.e164(m.registeredPhone));
    await page.getByTestId('code-input').fill(sms?.code ?? '');
    await page.getByTestId('apply').click();

    await toast(page, m.text.alreadyRegistered).waitFor();
    await page.waitForURL(/\/downloadTemplate\?/);
    expect(new URL(page.url()).searchParams.get('down_id')).toBe(String(m.templateId));
    await page.getByTestId('store-primary').waitFor();
  });

  it('refuses invalid phones without asking the server', async ({ phone }) => {
    const { page } = await openRegister(phone, m);
    const sms = countCalls(page, 'get-sms');
    const registers = countCalls(page, 'register');
    const sids = countCalls(page, 'get-sid');
    await solveCaptcha(page);
    for (const bad of m.invalidPhones) {
      await page.getByTestId('phone-input').fill(bad);
      await page.getByTestId('get-code').click();
      await fieldError(page).filter({ hasText: m.text.phoneInvalid }).waitFor();
      await page.getByTestId('phone-input').fill(bad);
      await page.getByTestId('code-input').fill('123456');
      await page.getByTestId('apply').click();
      await fieldError(page).filter({ hasText: m.text.phoneInvalid }).waitFor();
      // A new picture needs a valid phone too (docs/product.md#landing-pages).
      await page.getByTestId('phone-input').fill(bad);
      await page.getByTestId('captcha-refresh').click();
      await fieldError(page).filter({ hasText: m.text.phoneInvalid }).waitFor();
    }
    expect({ sms: sms(), registers: registers(), sids: sids() }).toEqual({
      sms: 0,
      registers: 0,
      sids: 0,
    });
  });

  it('links to the agreement, which has both documents for the market and a way back', async ({
    phone,
  }) => {
    const { page, problems } = await openRegister(phone, m, '&utm_tag=legal');
    await page.getByTestId('agreement-link').click();
    await page.waitForURL(/\/agreementTemplate\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('links_id')).toBe(String(m.templateId));
    expect(query.get('utm_tag')).toBe('legal');

    const terms = page.getByTestId('user-agreement');
    const privacy = page.getByTestId('privacy-notice');
    await privacy.waitFor();
    expect(await terms.getByRole('heading', { level: 2 }).innerText()).toBe(m.text.userAgreement);
    expect(await privacy.getByRole('heading', { level: 2 }).innerText()).toBe(m.text.privacyNotice);
    expect(await terms.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(6);
    expect(await privacy.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(8);
    const body = await page.locator('main').innerText();
    expect(body).toContain(m.text.law);
    expect(body).toContain(m.text.regulator);
    expect(body).toContain(m.text.contact);
    expect(body).not.toMatch(/mexic|méxic/i);

    await page.getByTestId('back-to-register').click();
    await page.waitForURL(/\/registerTemplate\?/);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(m.templateId));
    await page.getByTestId('captcha-image').waitFor();
    expect(problems).toEqual([]);
  });
});

describe('landing pages', () => {
  it('puts the App Store first for an iPhone', async ({ openPhone }) => {
    const { page } = await openPhone({ os: 'ios' });
    const [m] = MARKETS;
    await page.goto(`${baseUrl}/downloadTemplate?down_id=${m.templateId}`);
    expect(await page.getByTestId('store-primary').getAttribute('href')).toBe(m.ios);
    expect(await page.getByTestId('store-other').getAttribute('href')).toBe(m.android);
  });

  it('says a page with an unknown template is no longer available', async ({ phone: { page } }) => {
    for (const path of [
      '/registerTemplate?id=999',
      '/registerTemplate',
      '/downloadTemplate?down_id=999',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText('This page is no longer available').waitFor();
    }
  });

  it('tells a network that asked for too many codes when it may try again', async ({ phone }) => {
    const [m] = MARKETS;
    // The network's other visitors have had the hour's codes, each through its own picture.
    for (let i = 0; i < LANDING_SMS_PER_IP_HOUR; i++) {
      const picture = await fromNetwork('GET', `${PROMOTION}/get-sid?page_id=${m.templateId}`, {});
      const { sid } = dataOf(picture) as { sid: string };
      const asked = new URLSearchParams({
        phone: m.freshPhone(),
        capcode: await answerOf(sid),
        sid,
        id: String(m.templateId),
      });
      const sent = await fromNetwork('POST', `${PROMOTION}/get-sms`, form, asked.toString());
      expect(dataOf(sent), `code ${i + 1}`).toEqual({ resendAfterSeconds: 60 });
    }
    const { page } = await openRegister(phone, m);
    // This visitor's request for a code leaves from the same network.
    await page.route((url) => url.pathname === `${PROMOTION}/get-sms`, viaNetwork);
    const national = m.freshPhone();
    await page.getByTestId('phone-input').fill(national);
    await solveCaptcha(page);
    await page.getByTestId('get-code').click();
    await toast(
      page,
      /^Too many requests from your network\. Please try again in \d+ minutes?\.$/,
    ).waitFor();
    expect(await page.getByTestId('code-sent').count()).toBe(0);
    expect(await smsOutbox(m.e164(national))).toEqual([]);
  });
});
