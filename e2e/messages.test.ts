import { addDays, formatDate, formatDateTime } from '@tenora/domain/dates';
import { MARKET_INFO } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './fixtures.ts';
import { LOAN } from './screen-list.ts';
import { baseUrl, disbursedLoan, newBorrower, postJson } from './support-api.ts';

const WORDS = {
  IN: {
    link: (unread: number) => (unread ? `Messages, ${unread} unread` : 'Messages'),
    heading: 'Messages',
    unread: 'New',
    dueIn: (days: number) => `Payment due in ${days} ${days === 1 ? 'day' : 'days'}`,
    approved: 'Loan approved',
  },
  ID: {
    link: (unread: number) => (unread ? `Pesan, ${unread} belum dibaca` : 'Pesan'),
    heading: 'Pesan',
    unread: 'Baru',
    dueIn: (days: number) => `Tagihan jatuh tempo ${days} hari lagi`,
    approved: 'Pinjaman disetujui',
  },
} as const;

interface Listed {
  id: number;
  title: string;
  body: string;
  sentAt: string;
  read: boolean;
  link: { kind: string; id: number } | null;
}

/** An amount of money as each market writes it: ₹3,530.59; Rp 2.090.000. */
const MONEY = { IN: /₹[\d,]+(?:\.\d{2})?/, ID: /Rp\s[\d.]+\d/ } as const;

/** Such an amount in minor units (paise, sen). */
const minorUnits = (written: string, market: 'IN' | 'ID') =>
  market === 'IN'
    ? Math.round(Number(written.replace(/[₹,]/g, '')) * 100)
    : Number(written.replace(/\D/g, '')) * 100;

/** Nothing on the page is wider than the phone: no sideways scrolling. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('messages', () => {
  it.for(['IN', 'ID'] as const)(
    '%s: the reminder the day before a payment is due is on My loans’ count and in the messages, read once opened, and leads to the loan',
    // Moving the shared server's clock a month runs every day's schedules for every loan the other
    // tests made: it takes its time on a busy machine.
    { timeout: 180_000 },
    async (market, { phone: { page, problems }, openPhone, clock }) => {
      const w = WORDS[market];
      const disbursed = await disbursedLoan(market, LOAN[market]);
      const plan = await postJson(
        '/v3/installment/loan-play-detail',
        { orderId: disbursed.orderId },
        `?${disbursed.b}`,
      );
      const { dueTime } = plan.data.repayPlanDetail.repayWaitDetail[0] as { dueTime: string };
      // Midday in the market's zone the day before the first due date: inside the contact hours
      // whatever time the test runs, so that day's reminder has been written.
      const dayBefore = addDays(dueTime, -1);
      const midday = Date.parse(`${dayBefore}T12:00:00Z`);
      await clock.moveTo(new Date(midday - MARKET_INFO[market].utcOffsetMinutes * 60_000));
      // A month on, the session has ended: the borrower signs in again.
      const { b, sessionId } = await newBorrower(market, { phone: disbursed.phone });
      const loan = { ...disbursed, b, sessionId };

      // What the borrower was told, as the app lists it, newest first: 1 day and 3 days before,
      // and the approval with its sanction letter.
      const listed = (await postJson('/film/messages/list', {}, `?${loan.b}`)).data as {
        messages: Listed[];
        unread: number;
      };
      expect(listed.messages.map((m) => m.title)).toEqual([w.dueIn(1), w.dueIn(3), w.approved]);
      expect(listed.unread).toBe(3);
      // The amount the reminder states, written as the market writes money: read back, it is
      // formatted the same. (What it comes to is the ledger's to say, and its own tests'.)
      const amount = MONEY[market].exec(listed.messages[0]?.body ?? '')?.[0] ?? '';
      expect(formatMoney(minorUnits(amount, market), market)).toBe(amount);
      const dueDate = formatDate(dueTime, market);

      // The server draws the messages into the page itself.
      const html = await (await fetch(`${baseUrl}/messages?${loan.b}`)).text();
      expect(html).toContain(amount);
      expect(html).toContain(dueDate);

      // My loans counts them beside its link, in words as well as the badge.
      await page.goto(`${baseUrl}/orders?${loan.b}`);
      const messagesLink = page.getByTestId('orders-messages');
      expect(await messagesLink.getAttribute('aria-label')).toBe(w.link(3));
      expect(await page.getByRole('link', { name: w.link(3) }).count()).toBe(1);
      expect(await page.getByTestId('orders-unread').innerText()).toBe('3');

      const read = page.waitForResponse((r) => r.url().includes('/film/messages/read'));
      await messagesLink.click();
      await page.waitForURL(/\/messages\?/);
      const cards = page.getByTestId('message');
      await cards.first().waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(w.heading);
      expect(await cards.count()).toBe(3);
      const newest = await cards.first().innerText();
      expect(newest).toContain(w.dueIn(1));
      expect(newest).toContain(amount);
      expect(newest).toContain(dueDate);
      const sentAt = listed.messages[0]?.sentAt ?? '';
      expect(await cards.first().locator('time').innerText()).toBe(
        formatDateTime(new Date(sentAt), market),
      );
      // All were unread when the screen opened, and say so in words.
      expect(await page.getByTestId('msg-new').allInnerTexts()).toEqual([
        w.unread,
        w.unread,
        w.unread,
      ]);

      // Opening them read them: back on My loans, its list loaded again, nothing is counted.
      expect((await (await read).json()).data).toEqual({ unread: 0 });
      await page.goBack();
      await page.waitForURL(/\/orders\?/);
      await page.getByTestId('order-row').first().waitFor();
      expect(await messagesLink.getAttribute('aria-label')).toBe(w.link(0));
      expect(await page.getByTestId('orders-unread').count()).toBe(0);

      // Read now, they lead to the loan, with the session.
      await page.goto(`${baseUrl}/messages?${loan.b}`);
      await cards.first().waitFor();
      expect(await page.getByTestId('msg-new').count()).toBe(0);
      await page.getByTestId('msg-link').first().click();
      await page.waitForURL(/\/borrowDetail\?/);
      const to = new URL(page.url()).searchParams;
      expect(to.get('orderId')).toBe(String(loan.orderId));
      expect(to.get('sessionId')).toBe(loan.sessionId);
      await page.getByTestId('detail-rows').waitFor();

      // On a 320 px phone, neither screen scrolls sideways.
      const narrow = await openPhone({ context: { viewport: { width: 320, height: 568 } } });
      for (const path of ['/messages', '/orders']) {
        await narrow.page.goto(`${baseUrl}${path}?${loan.b}`);
        await narrow.page
          .getByTestId(path === '/orders' ? 'order-row' : 'message')
          .first()
          .waitFor();
        expect(await pageWidth(narrow.page), path).toBeLessThanOrEqual(320);
      }
      expect(problems).toEqual([]);
      expect(narrow.problems).toEqual([]);
    },
  );
});
