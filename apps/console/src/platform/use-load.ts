import { useCallback, useEffect, useState } from 'react';
import type { Result } from './api.ts';

export type Loading<T> = { state: 'loading' } | { state: 'done'; result: Result<T> };

/**
 * Runs a call when the page opens and whenever `deps` change; `reload` runs it again.
 * An answer that arrives after the page moved on is dropped.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<Result<T>>,
  deps: readonly unknown[],
): { loading: Loading<T>; reload: () => void } {
  const [round, setRound] = useState(0);
  const key = JSON.stringify([...deps, round]);
  // The answer is kept with the key it answers: any other key is still loading.
  const [answer, setAnswer] = useState<{ key: string; result: Result<T> } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    void load(abort.signal).then((result) => {
      if (!abort.signal.aborted) setAnswer({ key, result });
    });
    return () => abort.abort();
    // `key` stands for the caller's deps, as a hook's own deps would.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const loading: Loading<T> =
    answer && answer.key === key ? { state: 'done', result: answer.result } : { state: 'loading' };
  return { loading, reload };
}
