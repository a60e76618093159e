import { appConfig } from '@tenora/contract/film';
import { localeFromLangFlag, marketOfLocale, type Locale } from '@tenora/domain/market';
import { call } from '../platform/api-client.ts';
import type { AppState } from '../platform/app-context.tsx';
import { loadMessages } from '../platform/i18n/catalogues.ts';
import { captureSessionParams, sessionParams } from '../platform/session.ts';
import { speakingLocale } from '../platform/speaking-locale.ts';
import { applyTheme } from '../platform/theme.ts';

function storedLangFlag(): string | null {
  try {
    return localStorage.getItem('lang');
  } catch {
    return null;
  }
}

/**
 * The app's config, asked as every screen asks it first: by the app named in the address, else
 * (the company site) by the market the language points to, else by the request's language. The
 * server asks it the same way for the page it draws.
 */
export function fetchAppConfig(appName: string | undefined, flagged?: Locale) {
  return call(
    appConfig,
    appName ? { appName } : flagged ? { market: marketOfLocale(flagged) } : {},
    { loading: false, quiet: true },
  );
}

/**
 * Loads what every screen needs before it can say anything: the app config (market, theme) and the
 * borrower's catalogue, in the language `speakingLocale` picks: the borrower's choice, else the
 * `lang` flag the market speaks, else the market's own (docs/product.md#markets). Rejects only when
 * the catalogue cannot be fetched at all.
 */
export async function boot(): Promise<AppState> {
  const params = sessionParams();
  const flagged = localeFromLangFlag(params.lang ?? storedLangFlag());
  const early = flagged ? loadMessages(flagged) : undefined;
  const configResult = await fetchAppConfig(params.appName, flagged);
  const config = configResult.ok ? configResult.data : null;
  // A signed-in borrower gets their market's app whatever the address named (decision 027); the
  // calls and links that follow name it too, so contact details come from the same app.
  if (config && params.sessionId && config.appName !== params.appName) {
    captureSessionParams(`?appName=${encodeURIComponent(config.appName)}`);
  }
  const locale = speakingLocale(config, flagged, 'en-IN');
  // The flag's catalogue was fetched on a guess; a borrower's choice or market may overrule it.
  const t = await (early && locale === flagged ? early : loadMessages(locale));
  if (config) applyTheme(config.theme, locale);
  else document.documentElement.lang = locale;
  return { config, locale, market: config?.market ?? marketOfLocale(locale), t };
}
