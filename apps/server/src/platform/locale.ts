import {
  localeFromLangFlag,
  localeIn,
  localeOf,
  type Locale,
  type Market,
} from '@tenora/domain/market';
import type { FastifyRequest } from 'fastify';

/**
 * Which language an answer speaks (docs/product.md#markets). A signed-in borrower's: the language
 * they chose in the app, else the `lang` flag the app sends, else their market's own; a chosen
 * language or a flag their market does not speak counts for nothing, so an Indonesian borrower
 * never reads rupiah in Hindi. A visitor's: the flag, else the market of the calling app, else the
 * device's language, else English (India).
 */
export function pickLocale(
  req: Pick<FastifyRequest, 'query' | 'headers'>,
  known: {
    borrowerMarket?: Market | undefined;
    /** The language the borrower chose (users.locale), null until they choose. */
    chosenLocale?: Locale | null | undefined;
    appMarket?: Market | undefined;
  } = {},
): Locale {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const flagged = localeFromLangFlag(query.lang);
  if (known.borrowerMarket) {
    const chosen = known.chosenLocale;
    if (chosen && localeIn(known.borrowerMarket, chosen) === chosen) return chosen;
    return localeIn(known.borrowerMarket, flagged);
  }
  if (flagged) return flagged;
  if (known.appMarket) return localeOf(known.appMarket);
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string' && /^\s*(id|in)\b/i.test(accept)) return 'id-ID';
  return 'en-IN';
}
