import type { EmbeddedAnswers } from '@tenora/contract/embedded-answers';
import { AppConfigData, AppSetupData, appConfig, type AppConfig } from '@tenora/contract/film';
import { PAGE_DATA } from '@tenora/contract/page-data';
import {
  localeFromLangFlag,
  MARKET_INFO,
  marketOfLocale,
  type Locale,
} from '@tenora/domain/market';
import { prerender } from 'react-dom/static';
import { StaticLocation } from './platform/router.tsx';
import * as z from 'zod/mini';
import { App } from './app/app.tsx';
export { DYNAMIC_QUERY, PRERENDERED_PATHS } from './app/prerendered.ts';
export { themeCss } from './platform/theme.ts';
import type { AppState } from './platform/app-context.tsx';
import { ALL_MESSAGES } from './platform/i18n/all-messages.ts';
import { answerFrom } from './platform/embedded-answers.ts';
import { captureSessionParams, keepAppName } from './platform/session.ts';
import { beginFirstLoads, firstLoadsDrawn } from './platform/first-loads.ts';

/**
 * Build-time rendering of the public pages (issue 6): each is rendered to HTML once per language,
 * so it paints, and reads, before any JavaScript runs; the client then hydrates it.
 * `scripts/prerender.mjs` runs this module after `vite build --ssr`.
 */

export const LOCALES: Locale[] = ['en-IN', 'id-ID'];

/**
 * The config a page is rendered with: the market's first app, as the server picks it for a page
 * that names none. Read from the same file the server's seed loads.
 */
export function configFor(locale: Locale, appsJson: string): AppConfig {
  const market = marketOfLocale(locale);
  const apps = z
    .array(AppSetupData)
    .parse(JSON.parse(appsJson))
    .filter((a) => a.market === market)
    .sort((a, b) => a.appName.localeCompare(b.appName));
  const app = apps[0];
  if (!app) throw new Error(`prerender: no app for market ${market}`);
  return { ...app, locale: MARKET_INFO[market].locale, currency: MARKET_INFO[market].currency };
}

export async function stateFor(locale: Locale, config: AppConfig): Promise<AppState> {
  return { config, locale, market: config.market, t: ALL_MESSAGES[locale] };
}

export async function renderPage(path: string, state: AppState): Promise<string> {
  const { prelude } = await prerender(
    <StaticLocation value={{ path, search: '' }}>
      <App initial={state} />
    </StaticLocation>,
  );
  return new Response(prelude).text();
}

/** The borrower screens the server draws with their data, per request (decision 045). */
export const SERVER_RENDERED_PATHS = Object.keys(PAGE_DATA);

export interface DataPage {
  /** The screen's HTML, for inside `#root`. */
  html: string;
  locale: Locale;
  config: AppConfig;
  /** The `useLoad` keys drawn with their data; the browser hydrates exactly these from the page. */
  drawn: string[];
}

// The session, the answers and the first loads are the web app's module state, made for one
// screen at a time in a browser: renders take turns, so no screen is drawn with another's.
let turn: Promise<unknown> = Promise.resolve();

/**
 * Draws one borrower screen with the answers the server made for it (`pageHead`), or says it
 * cannot (null): no config, a call not answered in the page, a load that failed, or a render that
 * threw. The browser then draws the screen itself, as it would without this.
 */
export function renderDataPage(page: {
  path: string;
  search: string;
  answers: EmbeddedAnswers;
}): Promise<DataPage | null> {
  const run = turn.then(() => renderNow(page));
  turn = run.catch(() => undefined);
  return run;
}

async function renderNow({
  path,
  search,
  answers,
}: {
  path: string;
  search: string;
  answers: EmbeddedAnswers;
}): Promise<DataPage | null> {
  // The app asks for the config it ends up speaking last (a landing page adopts its template's).
  const configAnswer = answers.answers.filter((a) => a.key.startsWith(`${appConfig.path} `)).at(-1);
  const config = configAnswer && configData(configAnswer.body);
  if (!config) return null;
  const locale = localeFromLangFlag(answers.lang) ?? config.locale;
  const state = { config, locale, market: config.market, t: ALL_MESSAGES[locale] };
  captureSessionParams(search);
  keepAppName(config.appName);
  try {
    // A screen may ask, besides its first calls, something the page does not answer (a payment
    // reference, a captcha): drawn again with that part loading, as the browser will show it.
    let only: string[] | undefined;
    for (let pass = 0; pass < 2; pass++) {
      answerFrom(answers);
      const loads = beginFirstLoads(only);
      let failed = false;
      const { prelude } = await prerender(
        <StaticLocation value={{ path, search }}>
          <App initial={state} />
        </StaticLocation>,
        // A boundary that waited (a lazy part of the screen) is written in place, not streamed
        // after with an inline script, which the content security policy refuses.
        { onError: () => void (failed = true), progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      const html = await new Response(prelude).text();
      const results = [...loads].map(async ([key, load]) => [key, await load] as const);
      const settled = await Promise.all(results);
      const drawn = settled.filter(([, r]) => r.ok).map(([key]) => key);
      const unanswered = settled.filter(([, r]) => !r.ok && r.kind === 'network');
      if (failed || drawn.length === 0 || drawn.length + unanswered.length < settled.length) {
        return null;
      }
      if (unanswered.length === 0) return { html, locale, config, drawn };
      only = drawn;
    }
    return null;
  } finally {
    firstLoadsDrawn();
    answerFrom(null);
    captureSessionParams('');
  }
}

function configData(body: string): AppConfig | undefined {
  try {
    const parsed = AppConfigData.safeParse((JSON.parse(body) as { data?: unknown }).data);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
