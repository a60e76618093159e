import { Component, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../platform/app-context.tsx';
import { bridge } from '../platform/bridge.ts';
import { firstLoadHydrated, ROUTE_HYDRATED } from '../platform/first-loads.ts';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * How the engines word a script that did not arrive (Chromium, Safari, Firefox), and Vite's words
 * for a route's stylesheet that did not. Anything else is a crash of the page's own code.
 */
const NOT_ARRIVED = /dynamically imported|importing a module script|preload css|failed to fetch/i;

export function isChunkFailure(error: unknown): boolean {
  return error instanceof Error && NOT_ARRIVED.test(error.message);
}

/**
 * A stylesheet that failed stays in the head without a sheet, and Vite never asks for it again:
 * a fresh copy of the element fetches it anew. Resolves once each copy has loaded or failed.
 */
function refetchFailedStylesheets(): Promise<unknown> {
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    failed.map(
      (link) =>
        new Promise<void>((resolve) => {
          const copy = link.cloneNode() as HTMLLinkElement;
          copy.addEventListener('load', () => resolve());
          copy.addEventListener('error', () => resolve());
          link.replaceWith(copy);
        }),
    ),
  );
}

/**
 * A route's page as its own lazy chunk that may not arrive (offline, a dropped connection on a
 * slow network). A failed chunk shows "You're offline" with a retry, and retries by itself when
 * the connection comes back; a crash in the page says something went wrong, with a retry. Never a
 * blank screen. React keeps a lazy component's failure for good, so a retry makes a new one that
 * imports again (decision 036).
 */
export interface RoutePage {
  Page: ComponentType;
  /** Loads the page's chunk and words, after which it draws at once, without suspending. */
  prime: () => Promise<unknown>;
}

export function routePage(load: Load): RoutePage {
  // Once loaded, the page is drawn as itself: a drawn page hydrates, and the server draws it,
  // in one pass, with no fallback in between (docs/architecture.md#pages).
  let loaded: ComponentType | undefined;
  const keep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  let Lazy = lazy(keep);
  function Page() {
    const [, setAttempt] = useState(0);
    // The taps held on a drawn page reach the app once its page has hydrated (first-loads.ts).
    useEffect(() => firstLoadHydrated(ROUTE_HYDRATED), []);
    const Shown = loaded ?? Lazy;
    return (
      <RouteBoundary
        onRetry={(error) => {
          if (!isChunkFailure(error)) return;
          Lazy = lazy(() => refetchFailedStylesheets().then(keep));
          setAttempt((n) => n + 1);
        }}
      >
        <Shown />
      </RouteBoundary>
    );
  }
  return { Page, prime: () => (loaded ? Promise.resolve() : keep()) };
}

/**
 * What the page below throws shows as the route's failure screen instead of a blank page; its
 * retry renders the page again (after `onRetry`, which may make a new lazy page).
 */
export class RouteBoundary extends Component<
  { onRetry?: (error: unknown) => void; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  // Set in the constructor, not as class fields: the build's target turns fields into a helper
  // that every screen would download with the entry.
  constructor(props: { onRetry?: (error: unknown) => void; children: ReactNode }) {
    super(props);
    this.state = { error: null, failed: false };
    this.retry = this.retry.bind(this);
  }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  retry() {
    this.props.onRetry?.(this.state.error);
    this.setState({ error: null, failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteFailed error={this.state.error} onRetry={this.retry} />;
  }
}

/**
 * Why the screen is not there and what to do: retry, or leave for home. It lives in the first
 * chunk, with the catalogue already loaded, so it shows offline too; it draws the status screen's
 * markup itself rather than importing the kit's components, which would grow the first chunk of
 * every screen (docs/performance.md).
 */
export function RouteFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const offline = isChunkFailure(error);
  // The connection is back: the borrower need not find the button.
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [offline, onRetry]);
  return (
    <main className="page page-center">
      <section className="status-screen">
        <h1 className="status-title">{offline ? t.errors.offlineTitle : t.errors.crashTitle}</h1>
        <p className="status-body">{offline ? t.errors.offlineBody : t.errors.crashBody}</p>
        <div className="status-actions">
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t.common.retry}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => bridge.goHome()}>
            {t.common.goHome}
          </button>
        </div>
      </section>
    </main>
  );
}
