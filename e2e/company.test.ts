import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { hydrated, type Phone, caughtUp } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl } from './support-api.ts';

/** The company pages of each market: what they say, in the market's language. */
const MARKETS = [
  {
    market: 'IN',
    app: 'tenora-in',
    nav: {
      home: 'Home',
      about: 'About us',
      reviews: 'User reviews',
      policy: 'Privacy Policy',
      loan: 'Loan terms and conditions',
      contact: 'Contact us',
    },
    phone: '98765 43210',
    badPhone: '5123456789',
    text: {
      incomplete: 'Please provide complete information!',
      sent: 'Submitted successfully',
      phoneInvalid: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
      slide: '1 of 3',
      replies: 'We reply within 3 working days.',
      law: 'Digital Personal Data Protection Act, 2023',
      users: 'Trusted by 3 million users across India.',
    },
    policy: [
      'How we use your information',
      'Disclosure of information',
      'Cookies',
      'Data security and retention',
      'Non-discrimination statement',
      'Your rights',
      'Minors',
      'Changes to this policy',
      'Contacts',
    ],
    terms: [
      'Term: 91 to 365 calendar days',
      'a one-time penal charge of ₹800 is charged, the same for every borrower',
      '5% a day for days 1 to 30',
      '4% a day for days 31 to 90',
      '2% a day from day 91',
      '₹10,000 unpaid for 10 days costs ₹800 + ₹5,000 = ₹5,800',
    ],
    notInTerms: /Rp|OJK/,
  },
  {
    market: 'ID',
    app: 'tenora-id',
    nav: {
      home: 'Beranda',
      about: 'Tentang kami',
      reviews: 'Ulasan pengguna',
      policy: 'Kebijakan Privasi',
      loan: 'Syarat dan ketentuan pinjaman',
      contact: 'Hubungi kami',
    },
    phone: '0812 3456 7890',
    badPhone: '0712345678',
    text: {
      incomplete: 'Mohon lengkapi semua informasi!',
      sent: 'Berhasil dikirim',
      phoneInvalid: 'Masukkan nomor ponsel yang valid, diawali 08 (10 sampai 13 digit).',
      slide: '1 dari 3',
      replies: 'Kami membalas dalam 3 hari kerja.',
      law: 'Undang-Undang Nomor 27 Tahun 2022',
      users: 'Dipercaya oleh 3 juta pengguna di Indonesia.',
    },
    policy: [
      'Penggunaan informasi Anda',
      'Pengungkapan informasi',
      'Cookie',
      'Keamanan dan penyimpanan data',
      'Pernyataan nondiskriminasi',
      'Hak-hak Anda',
      'Anak di bawah umur',
      'Perubahan kebijakan ini',
      'Kontak',
    ],
    terms: [
      'Tidak ada denda keterlambatan tetap.',
      '1 Januari 2026 0,1% dari jumlah pinjaman 0,1% dari jumlah yang belum dibayar paling banyak 100% dari jumlah pinjaman',
      'Rp 1.000.000 yang belum dibayar selama 10 hari dikenakan denda Rp 10.000',
    ],
    notInTerms: /₹|Rs\.|RBI/,
  },
] as const;
type Market = (typeof MARKETS)[number];
type Section = keyof Market['nav'];

interface Config {
  displayName: string;
  contact: { phone: string; email: string };
  company: { legalName: string; grievanceOfficer: { email: string } };
}
const configOf = async (m: Market): Promise<Config> =>
  (await fetch(`${baseUrl}/film/app/config?appName=${m.app}`).then((r) => r.json())).data;

/** Visible text with every kind of space as a plain one (rupiah amounts carry a no-break space). */
const text = async (page: Page, selector = 'main') =>
  (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ');

const toast = (page: Page, message: string) =>
  page.locator('.toast:not(.toast-loading)').filter({ hasText: message });

/** The banner turns every 3 s (apps/web/src/features/company/banner-logic.ts). */
const BANNER_INTERVAL_MS = 3_000;

async function open(opened: Phone, m: Market, path: string) {
  const sep = path.includes('?') ? '&' : '?';
  await opened.page.goto(`${baseUrl}${path}${sep}appName=${m.app}`);
  // Taps before the app has taken over the drawn page would be plain page loads.
  await hydrated(opened.page);
  return opened;
}

/** The contact form once React owns it (the drawn form before that posts natively). */
const ready = (page: Page) =>
  page.locator('[data-testid="contact-form"][data-ready="true"]').waitFor();

/** Calls the page makes to one path, counted as they answer. */
function answers(page: Page, path: string): number[] {
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === path) statuses.push(r.status());
  });
  return statuses;
}

/** A finger on the banner: down, along in steps, up (real touch input, as a phone sends it). */
async function swipe(context: BrowserContext, page: Page, from: number, to: number) {
  const box = await page.getByTestId('banner-slides').boundingBox();
  if (!box) throw new Error('no banner');
  const y = box.y + box.height / 3;
  const at = (f: number) => box.x + box.width * f;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: at(from), y }],
  });
  for (let i = 1; i <= 6; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: at(from + ((to - from) * i) / 6), y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const currentSlide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="banner-slide"]')].findIndex(
      (s) => s.getAttribute('data-current') === 'true',
    ),
  );

describe.each(MARKETS)('$market company site', (m) => {
  it('shows each section from the top navigation, back at the top of the page', async ({
    phone,
  }) => {
    const { page, problems } = await open(phone, m, '/');
    await page.locator('main[data-section="home"]').waitFor();
    const config = await configOf(m);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(config.displayName);
    expect(await text(page)).toContain(m.text.users);
    const footer = await text(page, 'footer');
    expect(footer).toContain(config.company.legalName);
    expect(footer).toContain(config.contact.email);
    expect(footer).toContain(`© `);

    const order: Section[] = ['about', 'reviews', 'policy', 'loan', 'contact', 'home'];
    for (const section of order) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByTestId(`nav-${section}`).tap();
      await page.locator(`main[data-section="${section}"]`).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const current = page.locator('nav a[aria-current="page"]');
      expect(await current.innerText()).toBe(m.nav[section]);
      if (section !== 'home') {
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(m.nav[section]);
      }
    }
    const links = await page
      .locator('nav a')
      .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      [m.nav.home, '/'],
      [m.nav.about, '/About'],
      [m.nav.reviews, '/User'],
      [m.nav.policy, '/Policy'],
      [m.nav.loan, '/Loan'],
      [m.nav.contact, '/Contact'],
    ]);
    expect(problems).toEqual([]);
  });

  it('has about us and user reviews, and frames the policy and the loan terms', async ({
    phone,
  }) => {
    const { page, problems } = await open(phone, m, '/About');
    expect(await page.getByTestId('about-section').count()).toBe(4);

    await page.getByTestId('about-section').first().waitFor();
    await page.getByTestId('nav-reviews').tap();
    await page.locator('main[data-section="reviews"]').waitFor();
    expect(await page.getByTestId('review').count()).toBeGreaterThanOrEqual(3);

    await page.getByTestId('nav-policy').tap();
    await page.locator('main[data-section="policy"]').waitFor();
    const policy = page.getByTestId('site-frame');
    // The frame is titled in the page's language once the app has taken over the drawn page.
    await expect.poll(() => policy.getAttribute('title')).toBe(m.nav.policy);
    expect(await policy.getAttribute('src')).toMatch(/^\/privacyPolicy\?/);
    const policyFrame = page.frameLocator('[data-testid="site-frame"]');
    await policyFrame.getByTestId('policy-section').nth(8).waitFor();

    await page.getByTestId('nav-loan').tap();
    await page.locator('main[data-section="loan"]').waitFor();
    const loan = page.getByTestId('site-frame');
    expect(await loan.getAttribute('title')).toBe(m.nav.loan);
    expect(await loan.getAttribute('src')).toMatch(/^\/loanTerms\?/);
    await page
      .frameLocator('[data-testid="site-frame"]')
      .getByTestId('terms-section')
      .first()
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('turns the banner by itself, and follows a finger, waiting while it is down', async ({
    phone,
  }) => {
    // The page's own clock: its timers are run through at once, not waited out.
    await phone.page.clock.install();
    const { context, page, problems } = await open(phone, m, '/');
    const banner = page.getByTestId('banner');
    await banner.waitFor();
    expect(await banner.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await page.getByTestId('banner-slide').first().getAttribute('aria-label')).toBe(
      m.text.slide,
    );
    expect(await currentSlide(page)).toBe(0);
    // Turning by itself, the slides are no live region (a reader is not interrupted every 3 s);
    // once React has caught up, the turn is set. One turn's time on the page's clock turns it.
    const slides = page.getByTestId('banner-slides');
    await slides.and(page.locator('[aria-live="off"]')).waitFor();
    await caughtUp(page);
    await page.clock.runFor(BANNER_INTERVAL_MS);
    await caughtUp(page);
    expect(await currentSlide(page)).toBe(1);

    // A finger down holds the banner, however long; a swipe to the left shows the next slide.
    const box = await page.getByTestId('banner-slides').boundingBox();
    if (!box) throw new Error('no banner');
    const cdp = await context.newCDPSession(page);
    const y = box.y + box.height / 3;
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + box.width / 2, y }],
    });
    // Held, the slides are a live region again: the banner has the finger, and its turn is off.
    await slides.and(page.locator('[aria-live="polite"]')).waitFor();
    await caughtUp(page);
    const held = await currentSlide(page);
    // Several turns' worth on the page's clock: any turn still set would have run in them.
    await page.clock.runFor(4 * BANNER_INTERVAL_MS);
    await caughtUp(page);
    expect(await currentSlide(page)).toBe(held);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    expect(await currentSlide(page)).toBe(held);

    // Pause auto-play so only the finger moves it.
    await page.getByTestId('banner-toggle').tap();
    const before = await currentSlide(page);
    await swipe(context, page, 0.85, 0.15);
    await expect.poll(() => currentSlide(page)).toBe((before + 1) % 3);
    await swipe(context, page, 0.15, 0.85);
    await expect.poll(() => currentSlide(page)).toBe(before);
    expect(problems).toEqual([]);
  });

  it('asks for every field of the contact form, sending nothing', async ({ phone }) => {
    const { page, problems } = await open(phone, m, '/Contact');
    const sent = answers(page, '/film/site/contact');
    await ready(page);
    await page.getByTestId('contact-submit').tap();
    await toast(page, m.text.incomplete).waitFor();

    await page.getByTestId('contact-name').fill('E2E visitor');
    await page.getByTestId('contact-email').fill('visitor@example.com');
    await page.getByTestId('contact-message').fill('Hello');
    await page.getByTestId('contact-submit').tap();
    await toast(page, m.text.incomplete).waitFor();
    expect(await page.getByTestId('contact-telephone').getAttribute('aria-invalid')).toBe('true');

    await page.getByTestId('contact-telephone').fill(m.badPhone);
    await page.getByTestId('contact-submit').tap();
    await toast(page, m.text.phoneInvalid).waitFor();
    expect(sent).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('stores a complete message, says so and clears the form', async ({ phone }) => {
    const { page, problems } = await open(phone, m, '/Contact');
    const sent = answers(page, '/film/site/contact');
    await ready(page);
    await page.getByTestId('contact-name').fill('E2E visitor');
    await page.getByTestId('contact-telephone').fill(m.phone);
    await page.getByTestId('contact-email').fill('visitor@example.com');
    await page.getByTestId('contact-message').fill(`A question from the ${m.market} e2e test.`);
    await page.getByTestId('contact-submit').tap();
    await toast(page, m.text.sent).waitFor();
    expect(sent).toEqual([200]);
    for (const field of ['name', 'telephone', 'email', 'message']) {
      expect(await page.getByTestId(`contact-${field}`).inputValue()).toBe('');
    }
    expect(problems).toEqual([]);
  });

  it('opens mail and phone from customer service, with the configured contact', async ({
    phone: { page, problems },
  }) => {
    const path = '/h5-api/v3/user-problem/get-whatsapp';
    const asked = answers(page, path);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === path);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('get-whatsapp')) requests.push(r.postData() ?? '');
    });
    await page.goto(`${baseUrl}/customerService?appName=${m.app}`);
    const config = await configOf(m);
    const email = page.getByTestId('service-email');
    const tel = page.getByTestId('service-phone');
    await email.waitFor();
    // The config's contact is in the drawn page; the server's word comes once the app runs.
    await answered;
    expect(asked).toEqual([200]);
    expect(requests).toEqual(['overall=30']);

    expect(await email.getAttribute('href')).toBe(`mailto:${config.contact.email}`);
    expect(await email.innerText()).toBe(config.contact.email);
    expect(await tel.getAttribute('href')).toBe(`tel:${config.contact.phone.replace(/\s/g, '')}`);
    expect(await tel.innerText()).toBe(config.contact.phone);
    expect(await page.getByTestId('service-replies').innerText()).toBe(m.text.replies);
    expect(problems).toEqual([]);
  });

  it('has a privacy policy in 9 sections for the market, with its grievance contact', async ({
    phone,
  }) => {
    const { page, problems } = await open(phone, m, '/privacyPolicy');
    const sections = page.getByTestId('policy-section');
    await sections.nth(8).waitFor();
    expect(await sections.count()).toBe(9);
    expect(await sections.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(m.policy);
    const body = await text(page);
    expect(body).not.toMatch(/mexic|méxic/i);
    expect(body).toContain(m.text.law);
    expect(body).toContain((await configOf(m)).company.grievanceOfficer.email);
    expect(problems).toEqual([]);
  });

  it('states the loan terms with figures formatted for the market', async ({ phone }) => {
    const { page, problems } = await open(phone, m, '/loanTerms');
    await page.getByTestId('terms-section').first().waitFor();
    const body = await text(page);
    for (const line of m.terms) expect(body).toContain(line);
    expect(body).not.toMatch(m.notInTerms);
    expect(problems).toEqual([]);
  });
});
