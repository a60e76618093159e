/**
 * Which pages the build renders to HTML (issue 6, decision 021); `src/prerender.tsx` renders them
 * and the end-to-end tests read them with JavaScript off.
 */

/** The pages anonymous visitors land on. Borrower screens need a session and are not here. */
export const PRERENDERED_PATHS = [
  '/',
  '/About',
  '/User',
  '/Contact',
  '/Policy',
  '/Loan',
  '/privacyPolicy',
  '/aboutUs',
  '/customerService',
  '/loanTerms',
  '/error',
] as const;

/**
 * Query parameters that change what a page says. The build renders the page without them, so a
 * request that carries one gets the app shell instead and the app renders that variant.
 */
export const DYNAMIC_QUERY: Partial<Record<(typeof PRERENDERED_PATHS)[number], string[]>> = {
  '/error': ['reason'],
};
