/**
 * The company site (docs/product.md#company-site): one page with a top navigation, each item its
 * own path so every item is a real link that works without JavaScript.
 */
export const SITE_SECTIONS = [
  { id: 'home', path: '/' },
  { id: 'about', path: '/About' },
  { id: 'reviews', path: '/User' },
  { id: 'policy', path: '/Policy' },
  { id: 'loan', path: '/Loan' },
  { id: 'contact', path: '/Contact' },
] as const;

export type SiteSection = (typeof SITE_SECTIONS)[number]['id'];

/** The section a path shows; the router matches paths without regard to case, and so do we. */
export function sectionOfPath(path: string): SiteSection {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase() || '/';
  return SITE_SECTIONS.find((s) => s.path.toLowerCase() === bare)?.id ?? 'home';
}
