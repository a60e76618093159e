import type { ApiResult } from './api-client.ts';

/**
 * The first loads of a screen the server drew with its data (decision 045), by `useLoad` key: on
 * the server for one render, in the browser while that screen hydrates. Both sides then render
 * from the same answers, which the page carries, so the browser's first render matches the HTML.
 * Apart from `useLoad` so that the entry, which starts hydration, does not take the hook with it.
 */
let firstLoads: { loads: Map<string, Promise<ApiResult<unknown>>>; only?: Set<string> } | null =
  null;

/** `only`: the keys the server drew with data; the others load as usual once the screen shows. */
export function beginFirstLoads(only?: string[]): Map<string, Promise<ApiResult<unknown>>> {
  const loads = new Map<string, Promise<ApiResult<unknown>>>();
  firstLoads = { loads, only: only && new Set(only) };
  return loads;
}

/** The screen is drawn with its data: from now on every load asks the network. */
export function firstLoadsDrawn(): void {
  firstLoads = null;
  // The server's page is the app's now: it may be used (the data-page shell made it inert).
  if (typeof document !== 'undefined') document.getElementById('root')?.removeAttribute('inert');
}

/** The one promise of this key's first load, while first loads are on and the key is among them. */
export function firstLoadFor<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> | undefined {
  if (!firstLoads || (firstLoads.only && !firstLoads.only.has(key))) return undefined;
  let first = firstLoads.loads.get(key) as Promise<ApiResult<T>> | undefined;
  if (!first) firstLoads.loads.set(key, (first = load(new AbortController().signal)));
  return first;
}
