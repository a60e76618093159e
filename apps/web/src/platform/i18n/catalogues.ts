import type { Locale } from '@tenora/domain/market';
import type { Messages } from './en-IN.ts';

export type { Messages };

/** Each language is its own chunk: a borrower downloads only theirs. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-IN': () => import('./en-IN.ts'),
  'id-ID': () => import('./id-ID.ts'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

const LANG_FLAGS: Record<string, Locale> = {
  'en-IN': 'en-IN',
  en: 'en-IN',
  'id-ID': 'id-ID',
  id: 'id-ID',
  in: 'id-ID',
};

/** The stored `lang` flag (SPEC §1) in any of the spellings shells send, or undefined. */
export function localeFromLangFlag(flag: string | null | undefined): Locale | undefined {
  if (!flag) return undefined;
  return LANG_FLAGS[flag] ?? LANG_FLAGS[flag.toLowerCase()];
}
