import type { Page, Route } from 'playwright-core';
import { formatMoney } from '@tenora/domain/money';
import { describe, expect } from 'vitest';
import { hydrated } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl, disbursedLoan, postJson } from './support-api.ts';

/**
 * Repay as a borrower of each market walks it (docs/product.md#payments): what is due now first,
 * paying off second, and every way to pay of the market and no other's. India pays by UPI (a code
 * made by the borrower's tap: the intent link, a QR code, a collect request approved in the
 * sandbox's UPI app) and by net banking; Indonesia sees virtual accounts, Alfamart and Indomaret,
 * the e-wallet and the card.
 */
const SHOTS = process.env.TENORA_E2E_SHOTS;
const NBSP = /\u00a0/g;
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(NBSP, ' ');
const money = (minor: number, market: 'IN' | 'ID') => formatMoney(minor, market).replace(NBSP, ' ');

async function way(loan: { b: string; orderId: number }) {
  return (await postJson('/pay/loan/repayment-way', { orderId: loan.orderId }, `?${loan.b}`))
    .data as {
    amount: number;
    dueNow: number;
    payoff: { amount: number; allowed: boolean };
  };
}

/** With TENORA_E2E_SHOTS set, the page at the narrow phones' widths, to look at. */
async function shots(page: Page, name: string) {
  for (const width of SHOTS ? [320, 360, 390] : []) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function openRepay(page: Page, loan: { b: string; orderId: number; productId: number }) {
  await page.goto(`${baseUrl}/repay?orderId=${loan.orderId}&productId=${loan.productId}&${loan.b}`);
  await page.getByTestId('amount-due').waitFor();
  // A tap before then is held and handed over later (apps/web/src/platform/page-script.ts): a borrower
  // sees it take effect a moment late, a test would see it not take effect yet.
  await hydrated(page);
}

describe('Repay: the ways to pay of each market', () => {
  it('India: due now first, payoff second, UPI by default: a code made by a tap, with intent, QR and collect, approved in the UPI app', async ({
    phone: { context, page, problems },
  }) => {
    const loan = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const before = await way(loan);
    expect(before.dueNow).toBeLessThan(before.amount);
    await openRepay(page, loan);

    // What is due now leads, chosen; paying off the whole loan is the second choice.
    expect(await text(page, 'amount-due')).toBe(money(before.dueNow, 'IN'));
    expect(await page.getByTestId('choose-due').getByRole('radio').isChecked()).toBe(true);
    expect(await text(page, 'amount-payoff')).toBe(money(before.payoff.amount, 'IN'));
    expect(await page.getByTestId('choose-payoff').innerText()).toContain(
      'Interest only up to today',
    );

    // The keypad shows lakh grouping while the typed value stays digits.
    await page.getByTestId('pay-different').click();
    const keypad = page.getByTestId('money-keypad');
    for (const key of '123456')
      await keypad.getByRole('button', { name: key, exact: true }).click();
    expect(await text(page, 'keypad-display')).toBe('₹1,23,456');
    await keypad.getByRole('button', { name: 'Hide' }).click();

    // India's methods, UPI first and chosen; never a store, a wallet or an ATM.
    const methods = page.locator('[data-testid^="method-"]');
    expect(
      await methods.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))),
    ).toEqual(['method-upi', 'method-card', 'method-netbanking', 'method-va']);
    expect(await page.getByTestId('method-upi').getByRole('radio').isChecked()).toBe(true);
    expect(await page.locator('body').innerText()).not.toMatch(/Alfamart|Indomaret|ATM|e-wallet/i);

    // Shown, UPI has made nothing: no link, no QR code, no reference, and nothing asked of the
    // server, until the borrower taps for the code (docs/decisions/087-a-get-never-writes.md).
    const starts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/pay/loan/upi-start') starts.push(r.postData() ?? '');
    });
    const start = page.getByTestId('upi-start');
    await start.waitFor();
    await hydrated(page);
    expect(await text(page, 'upi-start')).toBe(`Get UPI code for ${money(before.dueNow, 'IN')}`);
    for (const id of ['upi', 'upi-open', 'upi-qr', 'upi-qr-amount', 'upi-vpa'])
      expect(await page.getByTestId(id).count(), id).toBe(0);
    expect(await page.getByTestId('method-upi').innerText()).not.toMatch(/Reference|Scan to pay/);
    expect(starts).toEqual([]);

    // The code takes the place the button held: nothing around it moves when it comes, at any
    // phone's width.
    const widths = [320, 390];
    const places = async () => {
      const out: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        for (const id of ['upi-stage', 'method-card', 'method-va']) {
          const box = await page.getByTestId(id).boundingBox();
          out.push(`${width} ${id} ${box?.y.toFixed(1)} ${box?.height.toFixed(1)}`);
        }
      }
      await page.setViewportSize({ width: 390, height: 844 });
      // Laid out again at the phone's width before anything else is watched.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      return out;
    };
    await shots(page, 'repay-in-upi-ask');
    const asked = await places();
    await page.evaluate(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      const name = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}.${node.className} “${(node.textContent ?? '').slice(0, 40)}”`
          : String(node?.nodeName);
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
        })[])
          for (const s of e.sources)
            w.shifts.push(
              `${e.value.toFixed(5)} ${name(s.node)} ${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`,
            );
      }).observe({ type: 'layout-shift' });
    });
    await start.click();

    // The QR code carries the intent link, for the amount chosen, with the amount beside it.
    const qr = page.getByTestId('upi-qr');
    await qr.waitFor();
    expect(starts).toHaveLength(1);
    expect(JSON.parse(starts[0] ?? '{}')).toEqual({ orderId: loan.orderId, amount: before.dueNow });
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual(
      [],
    );
    expect(await places()).toEqual(asked);
    const link = (await qr.getAttribute('data-link')) ?? '';
    const rupees = (before.dueNow / 100).toFixed(2);
    expect(link).toMatch(
      new RegExp(
        `^upi://pay\\?pa=[^&]+&pn=[^&]+&am=${rupees.replace('.', '\\.')}&tr=upi\\w+&tn=[^&]+&cu=INR$`,
      ),
    );
    expect(await text(page, 'upi-qr-amount')).toContain(money(before.dueNow, 'IN'));
    await shots(page, 'repay-in-upi');

    // A collect request: a UPI id that is not one is refused here, a good one is sent.
    await page.getByTestId('upi-vpa').fill('ravi.kumar');
    await page.getByTestId('upi-collect').click();
    expect(await page.getByTestId('upi-vpa-error').innerText()).toBe(
      'Please enter a UPI ID like name@bank, as shown in your UPI app.',
    );
    await page.getByTestId('upi-vpa').fill('ravi.kumar@okhdfcbank');
    await page.getByTestId('upi-collect').click();
    await page.getByTestId('upi-collect-sent').waitFor();

    // The intent link: no UPI app on this browser, so a clear message points to the QR code and
    // the collect request. (Headless Chromium ignores input after handing a link to another app,
    // so this comes last.)
    await page.getByTestId('upi-open').click();
    await page.getByTestId('upi-no-app').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('upi-no-app').innerText()).toContain('Scan the QR code');

    // The borrower approves it in their UPI app (the sandbox's), on another screen.
    const reference = new URL(link.replace('upi://', 'https://x/')).searchParams.get('tr');
    const app = await context.newPage();
    await app.goto(`${baseUrl}/film/sandbox/upi?reference=${reference}`);
    expect(await app.locator('body').innerText()).toContain('ravi.kumar@okhdfcbank');
    await app.getByRole('button', { name: 'Approve' }).click();
    await app.getByText('Payment approved').waitFor();
    await app.close();

    // The screen was waiting: it shows paid once the webhook landed.
    await page.getByTestId('upi-paid').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('upi-paid').innerText()).toContain(money(before.dueNow, 'IN'));
    const after = await way(loan);
    expect(after.amount).toBe(before.amount - before.dueNow);
    expect(problems).toEqual([]);
  });

  it('India: the QR box says it is drawing, with a wheel and in words, while its code comes', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    await openRepay(page, loan);
    await page.getByTestId('upi-start').waitFor();
    // A slow network: the scripts that draw the code are held until the box has been looked at.
    const held: Route[] = [];
    let slow = true;
    await page.route(/\.js(\?|$)/, (route) => (slow ? held.push(route) : route.continue()));
    await page.getByTestId('upi-start').click();
    await page.getByTestId('upi-qr-amount').waitFor();
    expect(held.length).toBeGreaterThan(0);

    const box = page.getByTestId('upi-qr-loading');
    expect(await box.getAttribute('role')).toBe('status');
    expect(await box.textContent()).toBe('Getting your UPI code…');
    const wheel = await box.evaluate((el) => {
      const style = getComputedStyle(el, '::after');
      return { name: style.animationName, width: style.width };
    });
    expect(wheel.name).toBe('spin');
    expect(parseFloat(wheel.width)).toBeGreaterThan(0);
    expect((await box.boundingBox())?.height).toBeGreaterThan(100);

    slow = false;
    for (const route of held) await route.continue();
    await page.getByTestId('upi-qr').waitFor();
    expect(await box.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('India: pays what is due now by net banking at the bank page and comes back to the result', async ({
    phone: { page },
  }) => {
    const loan = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const before = await way(loan);
    await openRepay(page, loan);
    await page.getByTestId('method-netbanking').getByRole('radio').check();
    await page.getByTestId('netbanking-continue').click();
    await page.waitForURL(/\/film\/sandbox\/netbanking\?/);
    expect(page.url()).not.toContain('sessionId');
    expect(await page.locator('body').innerText()).toContain((before.dueNow / 100).toFixed(2));
    await page.getByRole('combobox').selectOption('HDFC');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/alipayrepayment\?reference=nb_.*result=pay/);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect((await way(loan)).amount).toBe(before.amount - before.dueNow);
  });

  it('India: a bank transfer gets an account number with its IFSC and payee name, and no stores', async ({
    phone: { page },
  }) => {
    const loan = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    const before = await way(loan);
    await openRepay(page, loan);
    await page.getByTestId('method-va').getByRole('radio').check();
    await page.getByTestId('va-continue').click();
    await page.waitForURL(/\/individual\?/);
    await page.getByTestId('bank-option').first().waitFor();
    expect(await page.getByTestId('type-market').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toMatch(/Alfamart|Indomaret|ATM/i);
    await page.getByTestId('bank-option').first().click();
    await page.getByTestId('channel-option').first().click();
    await page.getByTestId('choose-confirm').click();
    await page.waitForURL(/\/that\?/);
    expect(await page.getByTestId('va-ifsc').innerText()).toBe('SBIN0007245');
    await shots(page, 'that-in-ifsc');
    expect(await text(page, 'va-total')).toBe(money(before.dueNow, 'IN'));
    const body = await page.locator('body').innerText();
    expect(body).toContain('IFSC SBIN0007245');
    expect(body).not.toMatch(/ATM|Alfamart|Indomaret/);
    // What a banking app asks to add the payee: the name the account is held in, the lender's.
    expect(await page.getByTestId('va-beneficiary').innerText()).toBe(
      'Tenora Finance Private Limited',
    );
    expect(body).toContain('Add a payee named Tenora Finance Private Limited');
    // The step-by-step page names the same payee and IFSC.
    await page.getByTestId('va-instructions').click();
    await page.waitForURL(/\/dragonpayPaymentInstructions\?/);
    expect(await page.getByTestId('va-beneficiary').innerText()).toBe(
      'Tenora Finance Private Limited',
    );
    expect(await page.getByTestId('va-ifsc').innerText()).toBe('SBIN0007245');
  });

  it('Indonesia: virtual accounts, Alfamart and Indomaret, the e-wallet and the card; no UPI', async ({
    phone: { page, problems },
  }) => {
    const loan = await disbursedLoan('ID', { productId: 5, amount: 300_000_000 });
    const before = await way(loan);
    await openRepay(page, loan);
    expect(await text(page, 'amount-due')).toBe(money(before.dueNow, 'ID'));
    const methods = page.locator('[data-testid^="method-"]');
    await methods.first().waitFor();
    expect(
      await methods.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))),
    ).toEqual(['method-va', 'method-store', 'method-wallet', 'method-card']);
    const body = await page.locator('body').innerText();
    expect(body).toContain('Alfamart atau Indomaret');
    expect(body).not.toMatch(/UPI|IFSC|Net banking/);
    await shots(page, 'repay-id');

    await page.getByTestId('method-store').getByRole('radio').check();
    await page.getByTestId('store-continue').click();
    await page.waitForURL(/\/individual\?.*payType=2/);
    const stores = page.getByTestId('market-option');
    await stores.first().waitFor();
    expect(await stores.allInnerTexts()).toEqual(['ALFAMART', 'INDOMARET']);
    await page.goBack();
    await page.getByTestId('amount-due').waitFor();
    await page.getByTestId('method-va').getByRole('radio').check();
    await page.getByTestId('va-continue').click();
    await page.waitForURL(/\/individual\?.*payType=1/);
    await page.getByTestId('bank-option').first().waitFor();
    expect(await page.getByTestId('bank-option').first().innerText()).toContain('BCA');
    expect(problems).toEqual([]);
  });

  it('pays off the whole loan as the second choice, by the e-wallet, for the payoff amount', async ({
    phone: { page },
  }) => {
    const loan = await disbursedLoan('ID', { productId: 5, amount: 300_000_000 });
    const before = await way(loan);
    expect(before.payoff.allowed).toBe(true);
    await openRepay(page, loan);
    await page.getByTestId('choose-payoff').getByRole('radio').check();
    await page.getByTestId('method-wallet').getByRole('radio').check();
    await page.getByTestId('wallet-link').click();
    await page.waitForURL(/\/alipayrepayment\?/);
    await page.getByTestId('wallet-start').waitFor();
    expect((await page.getByTestId('wallet-start').innerText()).replace(NBSP, ' ')).toContain(
      money(before.payoff.amount, 'ID'),
    );
    await page.getByRole('button', { name: 'Lanjut ke dompet digital' }).click();
    await page.waitForURL(/\/film\/sandbox\/wallet\?/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Pembayaran diterima' }).waitFor();
    await page.getByRole('button', { name: 'Kembali ke pinjaman saya' }).click();
    await page.waitForURL(/\/borrowDetail\?/);
    expect(await page.getByTestId('status-headline').innerText()).toBe('Lunas');
  });
  it("each market downloads only its own language's words for the ways to pay", async ({
    openPhone,
  }) => {
    for (const [market, mine, theirs, loan] of [
      ['IN', 'Debit card', 'Kartu debit', { productId: 2, amount: 1_000_000 }],
      ['ID', 'Kartu debit', 'Debit card', { productId: 4, amount: 200_000_000 }],
    ] as const) {
      const { page } = await openPhone();
      const scripts: Promise<string>[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
      });
      await openRepay(page, await disbursedLoan(market, loan));
      await page.getByTestId('method-card').waitFor();
      // The server draws the screen (docs/architecture.md#pages); its words arrive with the app.
      await hydrated(page);
      await expect
        .poll(async () => (await Promise.all(scripts)).join('\n'), { timeout: 10_000 })
        .toContain(mine);
      // The screen is the app's once its ways to pay have hydrated, in words already here: the
      // words it shows have all arrived, and another language's would have come with them.
      await page.waitForFunction(() => !('tenoraTaps' in window));
      const words = (await Promise.all(scripts)).join('\n');
      expect(words, market).not.toContain(theirs);
    }
  });
});
