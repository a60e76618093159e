import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { hydrated, NARROW_PHONES, savingData } from './browser.ts';
import { it } from './fixtures.ts';
import { failedAudits, smallTargets } from './screen-checks.ts';
import { LOAN, screenReady, screenUrl, type MarketData } from './screen-list.ts';
import {
  baseUrl,
  newBorrower,
  postForm,
  postJson,
  pushLoan,
  type Borrower,
} from './support-api.ts';

/**
 * Hindi for India's borrowers (docs/product.md#markets), in Chromium against the built server: a
 * borrower chooses हिन्दी on "My loans"; every screen they meet then speaks it, in Devanagari with
 * Hindi months, at the narrow phones' widths, with Lighthouse's accessibility audits, 44 px tap
 * targets, nothing wider than the phone and no text cut off; the choice outlives a reload and the
 * session, on a phone that has forgotten it, because the server remembers it. A Hindi flag on an
 * Indonesian borrower's page gives Bahasa Indonesia.
 */

/** Screenshots to look at (not compared). */
const SHOTS = '/tmp/hindi-shots';

const DEVANAGARI = /[\u0900-\u097F]/;
/** A date with an English (or Indonesian) month: "22 Nov 2026". */
const LATIN_DATE =
  /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|Mei|Agu|Okt|Des)\b/;
/** A date with a Hindi month, as CLDR writes them: "22 नव॰ 2026". */
const HINDI_DATE = /\d{1,2} (जन॰|फ़र॰|मार्च|अप्रैल|मई|जून|जुल॰|अग॰|सित॰|अक्टू॰|नव॰|दिस॰) \d{4}/;

/**
 * The screens a borrower meets, from My loans to help, and whether each shows a date the app
 * writes (the others show none, or only the server's words).
 */
const WALK: { route: string; dated: boolean }[] = [
  { route: '/orders', dated: true },
  { route: '/borrowDetail', dated: false },
  { route: '/repay', dated: true },
  { route: '/relevant', dated: true },
  { route: '/privacy', dated: true },
  { route: '/messages', dated: true },
  { route: '/loanConfirm', dated: true },
  { route: '/repayPeriod', dated: false },
  { route: '/repayDelay', dated: true },
  { route: '/complaint', dated: false },
  { route: '/complaintList', dated: true },
  { route: '/complainDetails', dated: true },
  { route: '/intelligentCustomerService', dated: false },
];

/** Text whose box hides part of it: a matra cut off above or below, a word cut short at the side. */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const hides = (v: string) => v === 'hidden' || v === 'clip';
    for (const el of document.querySelectorAll<HTMLElement>('#root *')) {
      if (el.getClientRects().length === 0 || el.closest('[aria-hidden=true], .visually-hidden'))
        continue;
      if (!/[\u0900-\u097F]/.test(el.innerText ?? '')) continue;
      const style = getComputedStyle(el);
      const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} “${el.innerText.trim().slice(0, 40)}”`;
      // A box that hides what spills, and is not a clamp of a long text to its first lines.
      if (
        (hides(style.overflowX) || hides(style.overflowY)) &&
        style.webkitLineClamp === 'none' &&
        (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      )
        found.push(
          `${name} hides ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        );
      // A control whose words spill out of it.
      if (el.matches('button, a, label, [role=button], [role=tab]')) {
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        if (text.left < box.left - 1 || text.right > box.right + 1)
          found.push(
            `${name}: its words reach ${Math.round(text.left)}–${Math.round(text.right)} of ${Math.round(box.left)}–${Math.round(box.right)}`,
          );
      }
    }
    return found;
  });
}

/** What a Hindi screen must be at a width; the audits once, at `audit`. */
async function inHindi(page: Page, shot: string, width: number, dated: boolean, audit: boolean) {
  expect(await page.locator('html').getAttribute('lang'), `${shot}: the page’s language`).toBe(
    'hi-IN',
  );
  const main = await page.locator('main').first().innerText();
  expect(main, `${shot}: Devanagari`).toMatch(DEVANAGARI);
  expect(main.match(LATIN_DATE)?.[0], `${shot}: a date with a month not in Hindi`).toBeUndefined();
  if (dated) expect(main, `${shot}: a Hindi date`).toMatch(HINDI_DATE);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
  expect.soft(await smallTargets(page), `${shot}: tap targets`).toEqual([]);
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${shot}: too wide`)
    .toBeLessThanOrEqual(width);
  expect.soft(await cutOff(page), `${shot}: text cut off`).toEqual([]);
  if (audit) expect(await failedAudits(page), `${shot}: accessibility`).toEqual([]);
}

/**
 * What the walk's screens are opened with (e2e/screen-list.ts): `b`'s loan, approved and paid
 * out, and a complaint about it, made as the screens make them; `newcomer` confirms a loan.
 */
async function withLoan(b: Borrower, newcomer: Borrower): Promise<MarketData> {
  const { orderId } = (await pushLoan({ ...LOAN.IN, periods: 91 }, b.b)).data as {
    orderId: number;
  };
  await postJson('/film/dev/orders/state', { orderId, action: 'approve' });
  await postJson('/film/dev/orders/state', { orderId, action: 'disburse' });
  const owed = (await postJson('/pay/loan/repayment-way', { orderId }, `?${b.b}`)).data
    .amount as number;
  const saved = await postForm(
    '/h5-api/v3/user-problem/problem-save',
    {
      problemType: '4',
      problemDetail: 'मुझसे ऐसा शुल्क लिया गया जिसकी उम्मीद नहीं थी।',
      orderNo: String(orderId),
    },
    `?${b.b}`,
  );
  return {
    market: 'IN',
    locale: 'en-IN',
    loan: { ...b, orderId, productId: LOAN.IN.productId, owed },
    newcomer,
    problemId: Number(saved.data.problemId),
    // Screens of the table this walk does not open.
    vaNumber: '',
    walletQuery: '',
    templateId: 1,
  };
}

/** My loans' language switch; on a phone that opened the page with `phone()`. */
const switchOn = (page: Page) => page.getByTestId('language-switch');

describe('Hindi for an Indian borrower', () => {
  /** The walk's borrowers, once the first has chosen Hindi; the walks wait for it. */
  let chosen: Promise<MarketData> = Promise.reject(new Error('Hindi was never chosen'));
  chosen.catch(() => undefined);

  it('chooses हिन्दी on My loans, which reloads in Hindi where it was', async ({
    phone: { page, context, problems },
  }) => {
    const [b, newcomer] = await Promise.all([newBorrower('IN'), newBorrower('IN')]);
    await savingData(context);
    await page.goto(`${baseUrl}/orders?${b.b}`);
    const options = switchOn(page).getByRole('button');
    expect(await options.allInnerTexts()).toEqual(['English', 'हिन्दी']);
    expect(await options.evaluateAll((bs) => bs.map((el) => el.getAttribute('lang')))).toEqual([
      'en-IN',
      'hi-IN',
    ]);
    const english = switchOn(page).getByRole('button', { name: 'English' });
    const hindi = switchOn(page).getByRole('button', { name: 'हिन्दी' });
    expect(await english.getAttribute('aria-current')).toBe('true');
    expect(await page.locator('h1').first().innerText()).toBe('My loans');

    await hindi.click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/orders');
    expect(await page.locator('h1').first().innerText()).toBe('मेरे लोन');
    expect(await hindi.getAttribute('aria-current')).toBe('true');
    expect(await english.getAttribute('aria-current')).toBeNull();
    expect(problems).toEqual([]);

    // Then the borrower's loan, paid out, and a complaint about it; the newcomer, whose screen
    // confirming a loan is, chose Hindi too. What the server tells them from now on is in Hindi.
    expect(
      await postForm('/film/borrower/language', { locale: 'hi-IN' }, `?${newcomer.b}`),
    ).toMatchObject({ data: { locale: 'hi-IN' } });
    chosen = withLoan(b, newcomer);
    await chosen;
  });

  it.for(NARROW_PHONES)(
    'every screen then speaks Hindi at $width px',
    // Thirteen screens, and at 360 px the accessibility audits of each.
    { timeout: 180_000 },
    async ({ width, height }, { phone: { page, context, problems } }) => {
      const d = await chosen;
      await savingData(context);
      await page.setViewportSize({ width, height });
      for (const { route, dated } of WALK) {
        await page.goto(screenUrl(route, d));
        await screenReady(page, route);
        if (route === '/loanConfirm') {
          // The key fact statement in the borrower's language, its schedule dated in Hindi.
          const facts = page.getByTestId('key-facts');
          expect(await facts.innerText()).toMatch(DEVANAGARI);
          expect(await facts.getByTestId('kfs-schedule').innerText()).toMatch(HINDI_DATE);
        }
        await inHindi(page, `${route.slice(1)}-${width}`, width, dated, width === 360);
      }
      expect(problems).toEqual([]);
    },
  );

  it('keeps the choice across a reload, and in a new session on a phone that has forgotten it', async ({
    phone: { page, context },
    openPhone,
  }) => {
    const b = await newBorrower('IN');
    await savingData(context);
    await page.goto(`${baseUrl}/privacy?${b.b}`);
    await page.getByTestId('consents').waitFor();
    const row = page.getByRole('region', { name: 'Language / भाषा' });
    await row.getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi-IN');
    await page.getByTestId('consents').waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await page.reload();
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    await page.getByRole('region', { name: 'भाषा / Language' }).waitFor();

    // Signed in again: a new session, another phone with nothing stored, and an English flag from
    // the shell. What the borrower chose wins.
    const again = await newBorrower('IN', { phone: b.phone });
    expect(again.sessionId).not.toBe(b.sessionId);
    const fresh = await openPhone();
    await fresh.page.goto(`${baseUrl}/orders?${again.b}&lang=en-IN`);
    await fresh.page.getByRole('heading', { name: 'मेरे लोन' }).waitFor();
    expect(await fresh.page.locator('html').getAttribute('lang')).toBe('hi-IN');
    // The server's own words too: the messages it wrote speak Hindi.
    await fresh.page.goto(`${baseUrl}/messages?${again.b}&lang=en-IN`);
    await fresh.page.locator('h1').first().waitFor();
    expect(await fresh.page.locator('h1').first().innerText()).toMatch(DEVANAGARI);

    // Back to English, the same way.
    await fresh.page.goto(`${baseUrl}/orders?${again.b}`);
    await fresh.page.getByRole('button', { name: 'English' }).click();
    await fresh.page.waitForFunction(() => document.documentElement.lang === 'en-IN');
    await fresh.page.getByRole('heading', { name: 'My loans' }).waitFor();
    await page.goto(`${baseUrl}/orders?${b.b}`);
    expect(await page.locator('h1').first().innerText()).toBe('My loans');
  });
});

describe('Hindi is not Indonesia’s', () => {
  it('a Hindi flag on an Indonesian borrower’s page gives Bahasa Indonesia, with no switch', async ({
    phone: { page },
  }) => {
    const b = await newBorrower('ID');
    for (const route of ['/orders', '/privacy']) {
      await page.goto(`${baseUrl}${route}?${b.b}&lang=hi`);
      await page.locator('h1').first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('id-ID');
      expect(await page.locator('body').innerText()).not.toMatch(DEVANAGARI);
      expect(await page.getByTestId('language-switch').count()).toBe(0);
    }
    expect(await page.locator('h1').first().innerText()).toBe('Privasi & data saya');
  });
});

describe('the landing page of a campaign', () => {
  it('speaks Hindi to a visitor with a Hindi flag in India, and Bahasa Indonesia in Indonesia', async ({
    phone: { page },
  }) => {
    await page.goto(`${baseUrl}/registerTemplate?id=1&utm_tag=e2e&lang=hi`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    // The template's own words in Hindi (apps/server/src/db/landing-templates.json), and the page's.
    expect(await page.getByTestId('landing-headline').innerText()).toBe(
      'नौकरीपेशा लोगों के लिए नकद, किस्तों में चुकाएं',
    );
    await page.getByTestId('captcha-image').waitFor();
    expect(await page.locator('main').innerText()).toContain('अपने मोबाइल नंबर से रजिस्टर करें');

    await page.goto(`${baseUrl}/registerTemplate?id=2&utm_tag=e2e&lang=hi`);
    expect(await page.locator('html').getAttribute('lang')).toBe('id-ID');
    expect(await page.locator('main').innerText()).not.toMatch(DEVANAGARI);
  });
});
