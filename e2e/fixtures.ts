import { chromium, type Browser } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { phone, type Phone, type PhoneOptions } from './browser.ts';
import { localDate } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { baseUrl, seededAt } from './support-api.ts';

interface Fixtures {
  /** The run's one Chromium, connected once per file (e2e/global-setup.ts). */
  browser: Browser;
  /** A phone (Android, 390×844, touch), closed when the test ends, whatever happened. */
  phone: Phone;
  /** Opens another phone, or a desktop window; every one is closed when the test ends. */
  openPhone: (opts?: PhoneOptions) => Promise<Phone>;
  /**
   * The server's clock, moved through the support API; it is put back when the test ends, so
   * the next file on this worker's server starts at today.
   */
  clock: {
    advanceDays(days: number): Promise<void>;
    /** To an instant (forward, the schedules of the days skipped run on the way). */
    moveTo(at: Date): Promise<void>;
    /**
     * Back to the day the demo borrowers were seeded, if the run crossed the market's midnight
     * since: their loan "due today" is due on that day.
     */
    toSeedDay(market: Market): Promise<void>;
  };
}

/**
 * The end-to-end tests' `it`: `it('…', async ({ phone }) => …)` gets what it names, and what it
 * opened is closed after it, pass or fail.
 */
export const it = base.extend<Fixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern.
    async ({}, use) => {
      const browser = await chromium.connect(inject('browserEndpoint'));
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  openPhone: async ({ browser }, use) => {
    const opened: Phone[] = [];
    await use(async (opts) => {
      const p = await phone(browser, opts);
      opened.push(p);
      return p;
    });
    await Promise.all(opened.map((p) => p.context.close()));
  },
  phone: async ({ openPhone }, use) => {
    await use(await openPhone());
  },
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's needs from this pattern.
  clock: async ({}, use) => {
    const set = (body: ({ advanceMinutes: number } | { now: string }) & { schedules?: boolean }) =>
      fetch(`${baseUrl}/film/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data: { offsetMinutes: number } }>);
    // Every test shares the server: a jump that ran the days' schedules for every borrower's loan
    // would take long and send them all reminders; only `moveTo`, which the messages test uses,
    // runs them.
    const move = (advanceMinutes: number) => set({ advanceMinutes, schedules: false });
    const start = (await move(0)).data.offsetMinutes;
    let now = start;
    await use({
      advanceDays: async (days) => {
        now = (await move(days * 24 * 60)).data.offsetMinutes;
      },
      moveTo: async (at) => {
        now = (await set({ now: at.toISOString() })).data.offsetMinutes;
      },
      toSeedDay: async (market) => {
        const at = new Date(Date.now() + now * 60_000);
        if (localDate(at, market) === localDate(seededAt, market)) return;
        now = (await set({ now: seededAt.toISOString(), schedules: false })).data.offsetMinutes;
      },
    });
    if (now !== start) await move(start - now);
  },
});

export const test = it;
