import { use, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from './api-client.ts';
import { firstLoadFor, firstLoadHydrated } from './first-loads.ts';

export type Load<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean; message: string }
  | { kind: 'ready'; data: T };

/**
 * A page's main data: loading, then ready or failed, with a retry; the request is cancelled when
 * the page goes or `key` changes. A load that failed offline is retried when the connection comes
 * back. A lost session is left to the app shell, which shows its screen. Pass `quiet: true` in
 * the loader's call: the page shows the failure itself. Every page loads through this hook; a
 * feature's `*-api.ts` turns the wire's data into what the page shows.
 */
export function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): {
  state: Load<T>;
  /** Back to loading, then asks again. */
  retry: () => void;
  /** Asks again and keeps showing what it has until the answer comes (a status checked again). */
  reload: () => void;
} {
  const first = firstLoadFor(key, load);
  // Suspends until the answer is read: the server waits for it, hydration keeps the HTML meanwhile.
  const answered = first && use(first);
  // Only answers that succeeded on the server are drawn with (docs/architecture.md#pages).
  const [state, setState] = useState<Load<T>>(() =>
    answered?.ok ? { kind: 'ready', data: answered.data } : { kind: 'loading' },
  );
  const drawn = useRef(answered?.ok === true);
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // Failed for want of a connection: asks again by itself when it comes back.
  const offline = state.kind === 'failed' && state.offline;
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);

  useEffect(() => {
    if (drawn.current) {
      // Drawn with its data; the next load of this key asks the network.
      drawn.current = false;
      firstLoadHydrated(key);
      return;
    }
    const abort = new AbortController();
    void loader.current(abort.signal).then((result) => {
      if (abort.signal.aborted || (!result.ok && result.kind === 'unauthenticated')) return;
      setState(
        result.ok
          ? { kind: 'ready', data: result.data }
          : { kind: 'failed', offline: result.kind === 'network', message: result.message },
      );
    });
    return () => abort.abort();
  }, [key, attempt]);

  return { state, retry, reload };
}

const DRAWN_PART: Promise<ApiResult<null>> = Promise.resolve({
  ok: true,
  data: null,
  code: 0,
  message: '',
});

/**
 * A part of a drawn screen in a chunk of its own that holds controls (Repay's ways to pay): the
 * server lists it among the drawn keys, so taps stay held until it has hydrated too; one let
 * through on its HTML before then would tick a radio the app never hears of
 * (docs/architecture.md#taps-before-hydration).
 */
export function useDrawnPart(key: string): void {
  firstLoadFor(key, () => DRAWN_PART);
  useEffect(() => firstLoadHydrated(key), [key]);
}
