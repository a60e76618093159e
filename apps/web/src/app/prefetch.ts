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
/** How long a screen is left to settle before anything is fetched ahead. */
const SETTLE_MS = 2000;
const fetched = new Set<string>();

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 5000 });
  } else {
    // Older WebViews (and Safari): after the page has settled.
    window.setTimeout(run, 1500);
  }
}

/** What each route loads after the entry, as the server reads it from the build (platform/pages.ts). */
interface RouteFiles {
  routes: Record<string, { js?: string[]; css?: string[]; words?: Record<string, string[]> }>;
}

let routeFiles: Promise<RouteFiles | null> | undefined;

function loadRouteFiles(): Promise<RouteFiles | null> {
  routeFiles ??= fetch('/route-assets.json', { credentials: 'same-origin' })
    .then((r) => (r.ok ? (r.json() as Promise<RouteFiles>) : null))
    .catch(() => {
      // The connection dropped: ask again on the next look, once it is back.
      routeFiles = undefined;
      return null;
    });
  return routeFiles;
}

const prefetched = new Set<string>();
const queue: string[] = [];
const FILES_PER_IDLE_MOMENT = 1;
let draining = false;

/** Only our own files, named as the build names them. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * Into the browser's cache and no further: a file fetched ahead is neither run nor applied, so the
 * screen on show pays nothing for it, and the fetches go a few at a time while the phone is idle
 * (decision 075). The route's chunk runs when its link is tapped, from the cache, online or not.
 */
function prefetchFiles(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    if (!ASSET.test(href) || prefetched.has(href)) continue;
    // What the page already has (named by its HTML or by the chunk loader) is in the cache.
    if (document.querySelector(`link[href="${href}"], script[src="${href}"]`)) continue;
    prefetched.add(href);
    queue.push(href);
  }
  if (draining || !queue.length) return;
  draining = true;
  const drain = () => {
    // Starting a fetch costs a slow phone a few milliseconds: one file an idle moment keeps each
    // moment short, whatever the phone offers (decision 076).
    for (let i = 0; i < FILES_PER_IDLE_MOMENT; i++) {
      const href = queue.shift();
      if (href === undefined) break;
      // A file that does not arrive now is fetched again when its link is tapped.
      fetch(href, { credentials: 'same-origin' }).catch(() => undefined);
    }
    if (queue.length) whenIdle(drain);
    else draining = false;
  };
  whenIdle(drain);
}

/**
 * docs/architecture.md#route-chunks: when the phone is idle, fetch the files of the routes the
 * links on screen lead to, so tapping one works at once and still works if the connection drops
 * (decision 036). Each route at most once; the page's own DOM changes (a list that arrived) look
 * again. Starts once per page load, however often it is called.
 */
export function startIdlePrefetch(routes: readonly RouteDef[]): void {
  if (started) return;
  started = true;
  let scheduled = false;
  const scan = async () => {
    scheduled = false;
    if (!prefetchAllowed()) return;
    const wanted = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => routeOfLink(link.href, window.location.origin, routes))
      .filter((route): route is RouteDef => route !== undefined && !fetched.has(route.path));
    if (!wanted.length) return;
    const files = await loadRouteFiles();
    // Without the build's list (the development server), nothing is fetched ahead.
    if (!files) return;
    const locale = document.documentElement.lang;
    for (const route of wanted) {
      fetched.add(route.path);
      const own = files.routes[route.path];
      prefetchFiles([...(own?.js ?? []), ...(own?.css ?? []), ...(own?.words?.[locale] ?? [])]);
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(() => void scan());
  };
  // The screen on show has the phone and the connection to itself while it settles: on a slow
  // network its late parts and images are still arriving (decision 076). A tap before then loads
  // its route as it would anyway.
  window.setTimeout(() => {
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    schedule();
  }, SETTLE_MS);
}
