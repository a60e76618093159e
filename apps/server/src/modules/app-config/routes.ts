import { appConfig } from '@tenora/contract/film';
import { localeFromLangFlag, localeIn, marketOfLocale } from '@tenora/domain/market';
import { notFound } from '../../platform/errors.ts';
import { pickLocale } from '../../platform/locale.ts';
import { bind, signedInBorrower } from '../../platform/register.ts';

export const appConfigRoutes = [
  bind(appConfig, async ({ appName, market }, { deps, request, t, locale }) => {
    const borrower = await signedInBorrower(deps, request);
    const named = appName !== undefined ? await deps.apps.find(appName) : null;
    // A borrower's money, language and theme are their market's, whatever app the address names
    // or omits (decision 027); an app of their own market keeps its own theme.
    const config = borrower
      ? named?.market === borrower.market
        ? named
        : await deps.apps.forPublicPage(undefined, borrower.market)
      : appName !== undefined
        ? named
        : await deps.apps.forPublicPage(undefined, market ?? marketOfLocale(locale));
    if (!config) throw notFound(t('app.unknown'));
    // A visitor's flag wins over the app's language when the app's market speaks it, as the app
    // itself takes it (apps/web/src/platform/speaking-locale.ts).
    const flagged = localeFromLangFlag((request.query as Record<string, unknown>).lang);
    if (!borrower) return { ...config, locale: localeIn(config.market, flagged) };
    // The language the borrower's screens speak, as their calls answer (docs/product.md#markets):
    // what they chose wins over the flag.
    const chosenLocale = await borrower.chosenLocale();
    return {
      ...config,
      locale: pickLocale(request, { borrowerMarket: borrower.market, chosenLocale }),
      ...(chosenLocale ? { chosenLocale } : {}),
    };
  }),
];
