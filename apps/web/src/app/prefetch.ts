import type { RouteDef } from './routes.ts';

/** The Network Information API, where the webview has it (Chromium-based ones do). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Fetching ahead costs the borrower data: not when they asked to save it, not on 2G (where it
 * would also slow what they asked for), not offline.
 */
export function prefetchAllowed(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.endsWith('2g')) return false;
  return nav.onLine !== false;
}

/** The route an in-app link opens: same origin and a path of the route table, else none. */
export function routeOfLink(
  href: string,
  origin: string,
  routes: readonly RouteDef[],
): RouteDef | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return routes.find((r) => r.path === url.pathname);
}

let started = false;
const fetched = new Set<string>();

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 5000 });
  } else {
    // Older WebViews (and Safari): after the page has settled.
    window.setTimeout(run, 1500);
  }
}

/**
 * docs/architecture.md#route-chunks: when the phone is idle, fetch the chunks of the routes the
 * links on screen lead to, so tapping one works at once and still works if the connection drops
 * (decision 036). Each route at most once; the page's own DOM changes (a list that arrived) look
 * again. Starts once per page load, however often it is called.
 */
export function startIdlePrefetch(routes: readonly RouteDef[]): void {
  if (started) return;
  started = true;
  let scheduled = false;
  const scan = () => {
    scheduled = false;
    if (!prefetchAllowed()) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const route = routeOfLink(link.href, window.location.origin, routes);
      if (!route || fetched.has(route.path)) continue;
      fetched.add(route.path);
      // A chunk that does not arrive now is fetched again when the link is tapped.
      route.load().catch(() => undefined);
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(scan);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  schedule();
}
