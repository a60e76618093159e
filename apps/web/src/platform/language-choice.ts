import { borrowerLanguage } from '@tenora/contract/borrower-language';
import type { Locale } from '@tenora/domain/market';
import { call, type ApiResult } from './api-client.ts';
import { captureSessionParams } from './session.ts';

/** Reloads the page; a test puts its own in (the browser's cannot be watched). */
export const page = { reload: () => window.location.reload() };

/**
 * Remembers `locale` as the borrower's language, on the server (which then speaks it on every
 * screen, message and paper, on this phone or another) and as the `lang` flag on this phone, the
 * way boot reads it; then reloads the screen where it is, so the server's words on it (a loan's
 * status, a message) come in that language too. A failure changes nothing: the caller says it.
 */
export async function chooseLanguage(locale: Locale): Promise<ApiResult<{ locale: Locale }>> {
  const result = await call(borrowerLanguage, { locale }, { quiet: true });
  if (!result.ok) return result;
  const chosen = result.data.locale;
  try {
    localStorage.setItem('lang', chosen);
  } catch {
    // Private modes may refuse storage: the session's flag and the server still remember it.
  }
  captureSessionParams(`?lang=${chosen}`);
  // The address names the language it was opened in, which a reload would read again.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', chosen);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  page.reload();
  return result;
}
