import { borrowerLanguage } from '@tenora/contract/borrower-language';
import { localeIn } from '@tenora/domain/market';
import { AppError } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';

// The borrower's own preference, like their e-mail address: nothing staff did, so no audit entry.
export const borrowerLanguageRoutes = [
  bind(borrowerLanguage, async ({ locale }, { deps, borrower, t }) => {
    // A language of another market would put rupiah in Hindi (docs/product.md#markets).
    if (localeIn(borrower.market, locale) !== locale) {
      throw new AppError('bad_input', t('language.notSpoken'));
    }
    await borrower.setLocale(locale);
    // This process's sessions of the borrower speak it from the next call; the others' within the
    // session cache's few seconds (docs/decisions/041-session-cache.md).
    deps.sessions.dropUser(borrower.userId);
    return { locale };
  }),
];
