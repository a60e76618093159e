import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale, marketOfLocale } from '@tenora/domain/market';
import { App, primeRoute, wire } from './app/app.tsx';
import type { AppState } from './platform/app-context.tsx';
import { answerFrom, readPageState } from './platform/embedded-answers.ts';
import { legacyHashTarget } from './platform/hash-redirect.ts';
import { loadMessages } from './platform/i18n/catalogues.ts';
import {
  beginFirstLoads,
  firstLoadsDrawn,
  HYDRATION_WINDOW_MS,
  ROUTE_HYDRATED,
} from './platform/first-loads.ts';
import { captureSessionParams, keepAppName } from './platform/session.ts';
// The shared sheets, in cascade order: tokens, the base, then the kit's components. Each feature's
// own sheet is imported by its pages and arrives with their route.
import './ui/tokens.css';
import './ui/base.css';
import './ui/button.css';
import './ui/status-screen.css';
import './ui/toast-host.css';
import './ui/product-card.css';
import './ui/checkbox.css';
import './ui/dialog.css';
import './ui/rate.css';
import './ui/money-keypad.css';

const legacy = legacyHashTarget(window.location);
if (legacy) window.history.replaceState(null, '', legacy);
captureSessionParams(window.location.search);

/**
 * What the server drew this page with (docs/architecture.md#pages), when it drew this very path:
 * the app hydrates from the same config, language and answers, so its first render matches.
 */
async function drawnState(): Promise<AppState | null> {
  const page = readPageState();
  // A legacy hash link to `/` lands on the company home's HTML but means another screen.
  if (!page || page.path !== window.location.pathname || !isLocale(page.locale)) return null;
  const config = page.answers.find((a) => a.key === page.configKey)?.envelope.data;
  try {
    // The schema (and zod) stays out of the entry; its chunk is preloaded by the page.
    const { AppConfigData } = await import('@tenora/contract/film');
    const parsed = config === undefined || config === null ? null : AppConfigData.parse(config);
    const t = await loadMessages(page.locale);
    await primeRoute(window.location.pathname);
    if (parsed) keepAppName(parsed.appName);
    answerFrom(page);
    // The parts drawn with data, and the page itself, hydrate from the page; until they have, the
    // taps on them are held (platform/page-script.ts). Should one never hydrate, the taps go anyway.
    beginFirstLoads([...page.drawn, ROUTE_HYDRATED]);
    window.setTimeout(firstLoadsDrawn, HYDRATION_WINDOW_MS);
    return {
      config: parsed,
      locale: page.locale,
      market: parsed?.market ?? marketOfLocale(page.locale),
      t,
    };
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
// A promise, not top-level await: the build targets WebViews older than Chrome 89.
if (root) {
  void drawnState().then((initial) => {
    if (initial) {
      wire(initial);
      // In a transition, React hydrates in slices and lets the phone breathe between them.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App initial={initial} />
          </StrictMode>,
        );
      });
    } else {
      // Whatever the server drew (a page for another path) gives way to the app.
      root.replaceChildren();
      firstLoadsDrawn();
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }
  });
}
