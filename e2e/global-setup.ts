import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The run's one Chromium, for `connectBrowser()` in e2e/browser.ts. */
    browserEndpoint: string;
  }
}

/**
 * One server for the browser tests, started the way `npm start` starts it, and one Chromium for
 * the whole run: each file connects to it and opens its own contexts, rather than paying for a
 * browser launch of its own.
 */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([
    startServer(),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
  ]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop('SIGTERM');
  };
}
