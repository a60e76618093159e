import type { Locale } from '@tenora/domain/market';
import type { CompanyTexts } from './company-en-IN.ts';

export type {
  CompanyFacts,
  CompanyTexts,
  Highlight,
  LoanTermsFigures,
  OfferFigures,
  PrepaymentWindow,
  Review,
  ServiceDays,
  Slide,
  TextSection,
} from './company-en-IN.ts';

/**
 * The company pages' long texts (privacy policy, about us, reviews, loan terms), in each
 * catalogue's language. Kept out of the catalogues themselves, which every screen loads before it
 * renders: only the company pages need these texts, so only they fetch them.
 */
const loaders: Record<Locale, () => Promise<{ default: CompanyTexts }>> = {
  'en-IN': () => import('./company-en-IN.ts'),
  'hi-IN': () => import('./company-hi-IN.ts'),
  'id-ID': () => import('./company-id-ID.ts'),
};

const cache = new Map<Locale, Promise<CompanyTexts>>();

/**
 * The same promise for a locale every time, so a page can read it with React's `use()` during
 * render (on the server and in the browser alike). A failed fetch is forgotten, so a retry
 * fetches again.
 */
export function companyTexts(locale: Locale): Promise<CompanyTexts> {
  const cached = cache.get(locale);
  if (cached) return cached;
  const texts = loaders[locale]().then((m) => m.default);
  cache.set(locale, texts);
  texts.catch(() => {
    if (cache.get(locale) === texts) cache.delete(locale);
  });
  return texts;
}
