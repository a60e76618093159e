import type { AppConfig } from '@tenora/contract/film';
import type { Locale, Market } from '@tenora/domain/market';
import { createContext, useContext } from 'react';
import type { Messages } from './i18n/catalogues.ts';

export interface AppContextValue {
  /** Null when the address named no known app: public pages still work, in the default theme. */
  config: AppConfig | null;
  locale: Locale;
  market: Market;
  t: Messages;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside <AppContext>');
  return value;
}

export function useT(): Messages {
  return useApp().t;
}
