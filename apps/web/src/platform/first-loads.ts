import type { ApiResult } from './api-client.ts';
import { scope } from './scope.ts';
import { replayTaps } from './page-script.ts';

/**
 * The first loads of a screen the server drew with its data (docs/architecture.md#pages), by
 * `useLoad` key: on the server for one render, in the browser while that screen hydrates. Both
 * sides then render from the same answers, which the page carries, so the browser's first render
 * matches the HTML. Apart from `useLoad` so that the entry, which starts hydration, does not take
 * the hook with it.
 */

/** A drawn part that has not hydrated by then (its chunk never came) loads as usual. */
export const HYDRATION_WINDOW_MS = 30_000;

/** The key the route's page reports when it has hydrated (route-page.tsx). */
export const ROUTE_HYDRATED = 'route';

/** `only`: the keys the server drew with data; the others load as usual once the screen shows. */
export function beginFirstLoads(only?: string[]): Map<string, Promise<ApiResult<unknown>>> {
  const loads = new Map<string, Promise<ApiResult<unknown>>>();
  scope().firstLoads = { loads, only: only && new Set(only), began: performance.now() };
  return loads;
}

/** The screen is drawn with its data: from now on every load asks the network. */
export function firstLoadsDrawn(): void {
  const here = scope();
  here.firstLoads = null;
  if (!here.server) replayTaps();
}

/**
 * One drawn load has hydrated. The first loads end, and the taps made on the drawn page before
 * then reach the app (platform/page-script.ts), once every drawn key has hydrated: a part of the screen
 * in a chunk of its own (Repay's ways to pay) hydrates later and must find its answer too.
 */
export function firstLoadHydrated(key: string): void {
  const first = scope().firstLoads;
  if (first) {
    first.only?.delete(key);
    if (first.only && first.only.size > 0) return;
  }
  firstLoadsDrawn();
}

/** The one promise of this key's first load, while first loads are on and the key is among them. */
export function firstLoadFor<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> | undefined {
  const here = scope();
  if (here.firstLoads && performance.now() - here.firstLoads.began > HYDRATION_WINDOW_MS) {
    here.firstLoads = null;
  }
  const first = here.firstLoads;
  if (!first || (first.only && !first.only.has(key))) return undefined;
  let found = first.loads.get(key) as Promise<ApiResult<T>> | undefined;
  if (!found) first.loads.set(key, (found = load(new AbortController().signal)));
  return found;
}
