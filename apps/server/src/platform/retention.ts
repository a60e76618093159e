import { MARKETS, type Market } from '@tenora/domain/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from './jobs.ts';

/**
 * Personal data kept only as long as the privacy notices promise (docs/product.md#retention,
 * docs/decisions/107-data-kept-as-long-as-promised.md): each module deletes or blanks its own
 * rows each night, a batch at a time, through what this file shares.
 */

/** Rows one statement deletes or blanks: each holds its locks briefly, found by an index. */
export const RETENTION_BATCH = 1000;

/** The local hour the retention tasks run: deep in the night, long before the reminders. */
export const RETENTION_HOUR = 3;

/**
 * How long one night's run may go on. A first run on years of data stops here and the next
 * nights go on from where it stopped, so no run holds a worker, or outlives its job, for hours.
 */
const RUN_BUDGET_MS = 10 * 60_000;

/**
 * Runs `batch` (one statement over at most RETENTION_BATCH rows, answering how many it found)
 * until one finds fewer, or the run's time is spent. Answers the rows found in all.
 */
export async function inBatches(
  batch: (limit: number) => Promise<number>,
  budgetMs = RUN_BUDGET_MS,
): Promise<number> {
  const until = performance.now() + budgetMs;
  let total = 0;
  for (;;) {
    const found = await batch(RETENTION_BATCH);
    total += found;
    if (found < RETENTION_BATCH || performance.now() > until) return total;
  }
}

/**
 * Declares an owner's nightly retention task in each market, at RETENTION_HOUR local time
 * (`retention-<owner>-IN`, `-ID`). Its run answers how many of each kind it removed, and only
 * those counts are logged: never a phone number, an address or a text.
 */
export function retentionTasks(
  jobs: Jobs,
  log: FastifyBaseLogger,
  owner: string,
  run: (market: Market, at: Date) => Promise<Record<string, number>>,
): void {
  for (const market of MARKETS) {
    const task = `retention-${owner}-${market}`;
    jobs.every({
      name: task,
      market,
      hours: [RETENTION_HOUR],
      // Each night deletes all that is past its line, the nights before included.
      catchUp: 'latest',
      run: async (at) => {
        const removed = await run(market, at);
        log.info({ task, removed }, 'retention');
      },
    });
  }
}
