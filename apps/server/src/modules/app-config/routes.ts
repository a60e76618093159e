import { appConfig } from '@tenora/contract/film';
import type { Market } from '@tenora/domain/market';
import { marketOfLocale } from '@tenora/domain/market';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { authenticate } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';

/**
 * The market of the borrower whose session the address carries, if it is a valid one. Anything
 * else leaves the page public: its borrower calls will show the sign-in-again screen themselves.
 */
async function signedInMarket(deps: AppDeps, req: FastifyRequest): Promise<Market | undefined> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (query.sessionId === undefined) return undefined;
  try {
    return (await authenticate(deps.db, deps.clock, query, deps.sessions)).market;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

export const appConfigRoutes = [
  bind(appConfig, async ({ appName, market }, { deps, request, t, locale }) => {
    const borrowerMarket = await signedInMarket(deps, request);
    const named = appName !== undefined ? await deps.apps.find(appName) : null;
    // A borrower's money, language and theme are their market's, whatever app the address names
    // or omits (decision 027); an app of their own market keeps its own theme.
    const config = borrowerMarket
      ? named?.market === borrowerMarket
        ? named
        : await deps.apps.forPublicPage(undefined, borrowerMarket)
      : appName !== undefined
        ? named
        : await deps.apps.forPublicPage(undefined, market ?? marketOfLocale(locale));
    if (!config) throw notFound(t('app.unknown'));
    return config;
  }),
];
