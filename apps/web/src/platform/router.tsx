import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';

/**
 * The app's router (decision 043). Every screen is a fixed path (app/routes.ts) and reads its
 * parameters from the query, so the app needs only the address, a way to change it and links:
 * a router library cost every screen 2 KB of its first load for patterns and nesting it never used.
 */

/** Sent when the app changes the address; the browser sends `popstate` for back and forward. */
const CHANGED = 'tenora:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The address a page is drawn at outside a browser (the server, src/server.tsx). */
export const StaticLocation = createContext<{ path: string; search: string } | null>(null);

/** Moves to `to` (a path and query of the app) and renders the screen there. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGED));
}

function useAddressPart(part: 'pathname' | 'search'): string {
  const fixed = useContext(StaticLocation);
  const live = useSyncExternalStore(
    subscribe,
    () => window.location[part],
    // Hydration renders what the server drew: the same address.
    () => (fixed ? '' : window.location[part]),
  );
  if (fixed) return part === 'pathname' ? fixed.path : fixed.search;
  return live;
}

/** The current path, and `navigate`. */
export function useLocation(): [string, typeof navigate] {
  return [useAddressPart('pathname'), navigate];
}

/** The current query, without its `?`. */
export function useSearch(): string {
  return useAddressPart('search').replace(/^\?/, '');
}

/** The screen's key for a path: paths match whatever their case, with or without a final slash. */
export function routeKey(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; replace?: boolean };

/** A link to a screen of the app: a plain click renders it here, any other opens as the browser would. */
export function Link({ href, replace, onClick, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  return <a {...rest} href={href} onClick={follow} />;
}
