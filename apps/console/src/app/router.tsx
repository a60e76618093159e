import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// The console's own small router (decision 069): history API, paths below the build's base.
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');
const CHANGE = 'console:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/** The path inside the console, e.g. `/complaints/12`, and its query. */
function currentLocation(): string {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  return (inside || '/') + search;
}

export function useLocation(): { path: string; query: URLSearchParams } {
  const location = useSyncExternalStore(subscribe, currentLocation);
  const [path = '/', search = ''] = location.split('?');
  return { path, query: new URLSearchParams(search) };
}

export function hrefOf(to: string): string {
  return BASE + to;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (currentLocation() === to) return;
  if (options.replace) window.history.replaceState(null, '', hrefOf(to));
  else window.history.pushState(null, '', hrefOf(to));
  window.dispatchEvent(new Event(CHANGE));
}

/** Matches `/complaints/:id` against a path; the named parts, or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.replace(/\/$/, '').split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (!g) return null;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w !== g) return null;
  }
  return params;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An anchor that navigates inside the console; modified clicks still open a new tab. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={hrefOf(to)} onClick={follow} {...rest} />;
}
