import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, each with its own database: `e2e/fixtures.ts` picks the worker's. */
    baseUrls: string[];
    /** When each server began, before it seeded its demo data: the day "due today" means. */
    seededAts: string[];
    /** The run's one Chromium, shared by every worker (`e2e/fixtures.ts`). */
    browserEndpoint: string;
  }
}

/**
 * A server per worker, each started the way `npm start` starts it, and one Chromium for the whole
 * run. Files run in parallel, one file per worker at a time; a file may move its server's clock or
 * use the seeded demo borrowers without another file seeing it.
 */
export default async function setup(project: TestProject) {
  const workers = Number(project.config.maxWorkers) || 1;
  const seededAt = new Date().toISOString();
  const [browser, ...servers] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
    ...Array.from({ length: workers }, () => startServer()),
  ]);
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  project.provide(
    'seededAts',
    servers.map(() => seededAt),
  );
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
  };
}
