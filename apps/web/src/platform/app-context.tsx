import type { AppConfig } from '@tenora/contract/film';
import type { Locale, Market } from '@tenora/domain/market';
import { createContext, useContext } from 'react';
import type { Messages } from './i18n/catalogues.ts';

/** What boot loads: the app config, the language and its catalogue. */
export interface AppState {
  /** Null when the address named no known app: public pages still work, in the default theme. */
  config: AppConfig | null;
  locale: Locale;
  market: Market;
  t: Messages;
}

export interface AppContextValue extends AppState {
  /**
   * Switches the whole app (catalogue, theme, API texts, the `appName` sent on every call) to
   * another app, as a public landing page does for its template's app. The stored `lang` flag
   * still wins. Resolves when the switch is done; if it cannot be done, the app stays as it was.
   */
  adoptApp: (appName: string) => Promise<void>;
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
