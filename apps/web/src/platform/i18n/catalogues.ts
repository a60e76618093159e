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
