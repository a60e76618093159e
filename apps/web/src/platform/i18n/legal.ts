import type { Locale } from '@tenora/domain/market';
import type { LegalTexts } from './legal-en-IN.ts';

export type { LegalContact, LegalSection, LegalTexts } from './legal-en-IN.ts';

/**
 * The landing pages' User Agreement and Privacy Notice, in each catalogue's language. Kept out
 * of the catalogues themselves, which every screen loads before it renders: only the landing
 * agreement page needs these texts, so only it fetches them, in the language it speaks.
 */
const loaders: Record<Locale, () => Promise<{ default: LegalTexts }>> = {
  'en-IN': () => import('./legal-en-IN.ts'),
  'hi-IN': () => import('./legal-hi-IN.ts'),
  'id-ID': () => import('./legal-id-ID.ts'),
};

export async function loadLegalTexts(locale: Locale): Promise<LegalTexts> {
  return (await loaders[locale]()).default;
}
