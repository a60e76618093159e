import { AppSetupData, type AppConfig } from '@tenora/contract/film';
import { MARKET_INFO, marketOfLocale, type Locale } from '@tenora/domain/market';
import { prerender } from 'react-dom/static';
import { StaticLocation } from './platform/router.tsx';
import * as z from 'zod/mini';
import { App } from './app/app.tsx';
export { DYNAMIC_QUERY, PRERENDERED_PATHS } from './app/prerendered.ts';
export { themeCss } from './platform/theme.ts';
import type { AppState } from './platform/app-context.tsx';
import { ALL_MESSAGES } from './platform/i18n/all-messages.ts';

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
