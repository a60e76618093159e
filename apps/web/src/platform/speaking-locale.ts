import type { AppConfig } from '@tenora/contract/film';
import { localeIn, type Locale } from '@tenora/domain/market';

/**
 * The language a screen speaks (docs/product.md#markets): the borrower's chosen language, when
 * their market speaks it; else the `lang` flag, when the market speaks it (a flag for another
 * market's language gives the market's own); else the market's own. A page with no app (a
 * visitor's, before its config) speaks the flag, else `fallback`. Boot and the server's drawn page
 * ask this one rule, so a page and the app that hydrates it never speak two languages.
 */
export function speakingLocale(
  config: Pick<AppConfig, 'market' | 'chosenLocale'> | null,
  flagged: Locale | undefined,
  fallback: Locale,
): Locale {
  if (!config) return flagged ?? fallback;
  const chosen = config.chosenLocale;
  return chosen && localeIn(config.market, chosen) === chosen
    ? chosen
    : localeIn(config.market, flagged);
}
