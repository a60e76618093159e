import type { ApiResult } from './api-client.ts';

/**
 * The first loads of a screen the server drew with its data (decision 045), by `useLoad` key: on
 * the server for one render, in the browser while that screen hydrates. Both sides then render
 * from the same answers, which the page carries, so the browser's first render matches the HTML.
 * Apart from `useLoad` so that the entry, which starts hydration, does not take the hook with it.
 */
let firstLoads: {
  loads: Map<string, Promise<ApiResult<unknown>>>;
  only?: Set<string>;
  began: number;
} | null = null;

/** A drawn part that has not hydrated by then (its chunk never came) loads as usual. */
export const HYDRATION_WINDOW_MS = 30_000;

/** `only`: the keys the server drew with data; the others load as usual once the screen shows. */
export function beginFirstLoads(only?: string[]): Map<string, Promise<ApiResult<unknown>>> {
  const loads = new Map<string, Promise<ApiResult<unknown>>>();
  firstLoads = { loads, only: only && new Set(only), began: performance.now() };
  return loads;
}

/** The screen is drawn with its data: from now on every load asks the network. */
export function firstLoadsDrawn(): void {
  firstLoads = null;
  releaseRoot();
}

/**
 * One drawn load has hydrated. The first loads end, and the page becomes the app's (the data-page
 * shell made it inert until then), once every drawn key has hydrated: a part of the screen in a
 * chunk of its own (Repay's ways to pay) hydrates later, must find its answer too, and until then
 * would drop a tap (a radio ticked in its HTML that the app never hears of).
 */
export function firstLoadHydrated(key: string): void {
  if (firstLoads) {
    firstLoads.only?.delete(key);
    if (firstLoads.only && firstLoads.only.size > 0) return;
  }
  firstLoadsDrawn();
}

function releaseRoot(): void {
  if (typeof document !== 'undefined') document.getElementById('root')?.removeAttribute('inert');
}

/** The one promise of this key's first load, while first loads are on and the key is among them. */
export function firstLoadFor<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> | undefined {
  if (firstLoads && performance.now() - firstLoads.began > HYDRATION_WINDOW_MS) firstLoads = null;
  if (!firstLoads || (firstLoads.only && !firstLoads.only.has(key))) return undefined;
  let first = firstLoads.loads.get(key) as Promise<ApiResult<T>> | undefined;
  if (!first) firstLoads.loads.set(key, (first = load(new AbortController().signal)));
  return first;
}
