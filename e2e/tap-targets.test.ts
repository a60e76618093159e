import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { session, savingData } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan } from './support-api.ts';

/** The smallest a control may be, in CSS pixels, each way (docs/product.md#screen-rules). */
const MIN_TARGET = 44;

/**
 * Every visible control on the page that is smaller than MIN_TARGET either way. A radio or a
 * checkbox counts by its label, which is what a thumb taps. A link inside running text (a
 * sentence of a document) is exempt, as WCAG 2.5.8 exempts it: enlarging it would break the
 * lines it sits in; links that stand alone are not.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]';
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden')
        continue;
      if (el.closest('[aria-hidden=true], [inert]')) continue;
      const target =
        el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
          ? (el.closest('label') ?? el)
          : el;
      const block = el.closest('p, li, dd, td');
      const inSentence =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        !!block &&
        (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 2;
      if (inSentence) continue;
      const box = target.getBoundingClientRect();
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, MIN_TARGET);
}

async function screensOf(market: 'IN' | 'ID'): Promise<string[]> {
  const s = session(market === 'IN' ? 'demo-in' : 'demo-id');
  const loan = await disbursedLoan(
    market,
    market === 'IN' ? { productId: 2, amount: 1_000_000 } : { productId: 4, amount: 200_000_000 },
  );
  const order = `orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`;
  const template = market === 'IN' ? 1 : 2;
  const lang = market === 'IN' ? 'en' : 'id';
  return [
    `/orders?${s}`,
    `/recommend?${s}`,
    `/relevant?${s}`,
    `/borrowDetail?${order}`,
    `/loanConfirm?productId=${loan.productId}&${loan.b}`,
    `/repay?${order}`,
    `/addnormalcard?${order}`,
    `/alipayrepayment?${order}`,
    `/individual?${order}`,
    `/repayPeriod?${order}`,
    `/repayDelay?${order}`,
    `/jointLoginFailure?${s}`,
    `/registerTemplate?id=${template}`,
    `/downloadTemplate?id=${template}`,
    `/?lang=${lang}`,
    `/Contact?lang=${lang}`,
    `/loanAgreement?productId=${loan.productId}&${loan.b}`,
    `/customerService?${s}`,
    `/loanTerms?${s}`,
    `/aboutUs?${s}`,
    `/privacyPolicy?${s}`,
    `/complaint?orderNo=${loan.orderId}&${loan.b}`,
    `/complainPageNext?problemType=2&orderNo=${loan.orderId}&${loan.b}`,
    `/complaintList?${loan.b}`,
    `/complainNewPage?${s}`,
    `/intelligentCustomerService?selectedIndex=0&${s}`,
  ];
}

describe('tap targets', () => {
  it.for(['IN', 'ID'] as const)(
    'makes every control at least 44 by 44 pixels on every screen (%s)',
    // Every screen of a market in one test, one after another.
    { timeout: 180_000 },
    async (market, { phone: { context, page } }) => {
      await savingData(context);
      const small: string[] = [];
      for (const path of await screensOf(market)) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await page.locator('main').first().waitFor();
        for (const s of await smallTargets(page)) small.push(`${path.split('?')[0]}: ${s}`);
      }
      expect(small).toEqual([]);
    },
  );
});
