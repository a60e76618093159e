import { localeFromLangFlag, localeOf, type Locale, type Market } from '@tenora/domain/market';
import type { FastifyRequest } from 'fastify';

/**
 * Which language an answer speaks: the stored `lang` flag the app sends, else the borrower's
 * market, else the market of the calling app, else the device's language, else English (India).
 */
export function pickLocale(
  req: Pick<FastifyRequest, 'query' | 'headers'>,
  known: { borrowerMarket?: Market | undefined; appMarket?: Market | undefined } = {},
): Locale {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const flagged = localeFromLangFlag(query.lang);
  if (flagged) return flagged;
  if (known.borrowerMarket) return localeOf(known.borrowerMarket);
  if (known.appMarket) return localeOf(known.appMarket);
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string' && /^\s*(id|in)\b/i.test(accept)) return 'id-ID';
  return 'en-IN';
}
