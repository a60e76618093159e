import { createElement, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { configureApiClient } from '../platform/api-client.ts';
import { AppContext, type AppContextValue, type AppState } from '../platform/app-context.tsx';
import { configureBridge } from '../platform/bridge.ts';
import { BOOT_MESSAGES } from '../platform/i18n/boot-messages.ts';
import { localeFromLangFlag } from '@tenora/domain/market';
import { captureSessionParams, sessionParams, withSession } from '../platform/session.ts';
import { navigate, routeKey, useLocation } from '../platform/router.tsx';
import { ToastHost } from '../ui/toast-host.tsx';
import { RouteBoundary, routePage } from './route-page.tsx';
import { ROUTES } from './routes.ts';

// Each route's chunk may fail to arrive; routePage shows why and retries (decision 036).
const PAGES = new Map(ROUTES.map((r) => [routeKey(r.path), routePage(r.load)]));
const NOT_FOUND = routePage(() =>
  import('../features/error/error-page.tsx').then((m) => ({
    default: () => <m.ErrorScreen reason="notfound" />,
  })),
);

const pageAt = (path: string) => PAGES.get(routeKey(path)) ?? NOT_FOUND;

/** Loads the screen of `path` (the not-found screen for an unknown one) before it is drawn. */
export const primeRoute = (path: string) => pageAt(path).prime();

/**
 * Boot checks the config with its contract schema, and zod is too heavy for the entry every screen
 * waits for; index.html preloads this chunk (vite.config.ts), so it arrives beside the entry.
 */
const boot = () => import('./boot.ts').then((m) => m.boot());

const sameApp = (a: AppState, b: AppState) =>
  a.locale === b.locale && JSON.stringify(a.config) === JSON.stringify(b.config);

export function wire(app: AppState) {
  configureApiClient({
    loadingText: () => app.t.common.loading,
    genericError: () => app.t.errors.generic,
    networkError: () => app.t.errors.network,
    onUnauthenticated: () =>
      navigate(withSession('/error', { reason: 'session' }), { replace: true }),
  });
  configureBridge({
    navigate: (to, options) => navigate(to, options),
    rateThanks: () => app.t.bridge.rateThanks,
    openInApp: () => app.t.bridge.openInApp,
    unsafeLink: () => app.t.errors.unsafeLink,
    allowedHosts: () => app.config?.allowedHosts ?? [],
  });
}

/** The screen of the current path. */
function Screen() {
  // Each page is made once, at start (PAGES): looking one up is not making a component.
  return createElement(pageAt(useLocation()[0]).Page);
}

const Spinner = () => (
  <div className="boot" aria-busy="true">
    <div className="spinner" />
  </div>
);

/**
 * The whole app. `initial` is what a drawn page was drawn with (docs/architecture.md#pages): the first
 * render then matches the server's HTML, and boot runs afterwards to pick up the live config and
 * the stored language.
 */
export function App({ initial }: { initial?: AppState } = {}) {
  const [app, setApp] = useState<AppState | null>(initial ?? null);
  const [bootFailed, setBootFailed] = useState(false);

  // A public landing page speaks its template's app: record the app in the session, as if the
  // address had named it, and boot again. A failed boot keeps the app as it was.
  const adoptApp = useCallback(async (appName: string) => {
    captureSessionParams(`?appName=${encodeURIComponent(appName)}`);
    try {
      const value = await boot();
      wire(value);
      setApp(value);
    } catch {
      // The catalogue could not be fetched: the page goes on in the language it has.
    }
  }, []);
  const value = useMemo<AppContextValue | null>(
    () => (app ? { ...app, adoptApp } : null),
    [app, adoptApp],
  );

  // Fetching ahead is its own small chunk, so the first load of every screen stays as it was.
  useEffect(() => {
    import('./prefetch.ts').then((m) => m.startIdlePrefetch(ROUTES), Boolean);
  }, []);

  useEffect(() => {
    boot().then(
      (value) => {
        wire(value);
        // A drawn page keeps what it has unless the language or the config changed.
        setApp((current) => (current && sameApp(current, value) ? current : value));
      },
      () => {
        if (!initial) setBootFailed(true);
      },
    );
  }, [initial]);

  if (bootFailed) {
    const text = BOOT_MESSAGES[localeFromLangFlag(sessionParams().lang) ?? 'en-IN'];
    return (
      <main className="page page-center">
        <p className="status-body">{text.offline}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {text.retry}
        </button>
      </main>
    );
  }
  if (!value) return <Spinner />;

  return (
    <AppContext.Provider value={value}>
      {/* Not a lazy chunk: offline, that would fail too and leave a blank screen. */}
      <RouteBoundary>
        <Suspense fallback={<Spinner />}>
          <Screen />
        </Suspense>
      </RouteBoundary>
      <ToastHost />
    </AppContext.Provider>
  );
}
