import './react-start.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale } from '@tenora/domain/market';
import { App, wire } from './app/app.tsx';
import { ROUTES } from './app/routes.ts';
import type { AppState } from './platform/app-context.tsx';
import { legacyHashTarget } from './platform/hash-redirect.ts';
import { loadMessages } from './platform/i18n/catalogues.ts';
import { beginFirstLoads, firstLoadsDrawn, HYDRATION_WINDOW_MS } from './platform/first-loads.ts';
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

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** What a pre-rendered page was rendered with (scripts/prerender.mjs), when this is one. */
async function prerenderedState(): Promise<AppState | null> {
  const script = document.getElementById('tenora-boot');
  if (!script?.textContent) return null;
  try {
    const data: unknown = JSON.parse(script.textContent);
    const { path, locale, config, drawn } = (data ?? {}) as {
      path?: unknown;
      locale?: unknown;
      config?: unknown;
      drawn?: unknown;
    };
    // A legacy hash link to `/` lands on the company home's HTML but means another screen.
    if (path !== window.location.pathname) return null;
    if (!isLocale(locale)) return null;
    // The schema (and zod) stays out of the entry. The page names these files for the browser to
    // fetch before the entry runs (src/late.ts), so asking for them one by one costs no round trip,
    // and each runs in a task of its own: together they were one task too long for a slow phone
    // (decision 080).
    const { AppConfigData } = await import('@tenora/contract/film');
    await nextTask();
    const parsed = AppConfigData.safeParse(config);
    if (!parsed.success) return null;
    await nextTask();
    const t = await loadMessages(locale);
    await nextTask();
    await ROUTES.find((r) => r.path === window.location.pathname)?.load();
    await nextTask();
    // A borrower screen the server drew with its data (decision 045) hydrates from the same
    // answers, which the page carries, and speaks the app it was drawn for.
    if (Array.isArray(drawn)) {
      keepAppName(parsed.data.appName);
      beginFirstLoads(drawn.filter((k) => typeof k === 'string'));
      // Should a drawn part never hydrate (its chunk failed), the page is not left inert.
      window.setTimeout(firstLoadsDrawn, HYDRATION_WINDOW_MS);
    }
    return { config: parsed.data, locale, market: parsed.data.market, t };
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
// A promise, not top-level await: the build targets WebViews older than Chrome 89.
if (root) {
  void prerenderedState().then((initial) => {
    if (initial) {
      wire(initial);
      // In a transition, React hydrates in slices of a few milliseconds and lets the phone breathe
      // between them; the page is inert until then, so nothing waits on it (decision 075).
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App initial={initial} />
          </StrictMode>,
        );
      });
    } else {
      // Whatever the server drew (a pre-rendered page for another path) gives way to the app.
      root.replaceChildren();
      root.removeAttribute('inert');
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }
  });
}
