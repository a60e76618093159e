import { useSyncExternalStore } from 'react';
import { scope } from './scope.ts';

/**
 * What a screen keeps on the phone while the borrower is in the middle of it, so that a reload, or
 * the webview killed while they are in the gallery or another app, loses nothing
 * (docs/decisions/095-nothing-lost-mid-task.md). It is kept in localStorage, which outlives the
 * webview, for the borrower of the session only: another borrower on the same phone reads nothing
 * of it. It is dropped when the task is done, and after `maxAgeMs` whatever happens.
 */
export interface Kept<T> {
  read(): T | undefined;
  /** The first read, the same each time asked: what the screen came back to. */
  first(): T | undefined;
  write(value: T): void;
  clear(): void;
}

const PREFIX = 'tenora.kept.';

interface Stored {
  owner: string;
  at: number;
  value: unknown;
}

function owner(): string | undefined {
  const { userId, sessionId } = scope().session;
  return userId ?? sessionId;
}

/**
 * `name` says which task (and of what: a loan, a complaint type); `accept` checks what was read
 * back, since what the phone kept may be from an older build, or damaged.
 */
export function kept<T>(
  name: string,
  maxAgeMs: number,
  accept: (value: unknown) => value is T,
): Kept<T> {
  const key = PREFIX + name;
  const storage = (): Storage | undefined => {
    // A render on the server keeps nothing.
    if (scope().server || typeof localStorage === 'undefined') return undefined;
    return localStorage;
  };
  const clear = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Storage refused (a private mode): there is nothing kept to drop.
    }
  };
  function read(): T | undefined {
    const who = owner();
    try {
      const raw = storage()?.getItem(key);
      if (!raw || !who) return undefined;
      const stored = JSON.parse(raw) as Partial<Stored>;
      const fresh = typeof stored.at === 'number' && Date.now() - stored.at < maxAgeMs;
      if (stored.owner !== who || !fresh) {
        clear();
        return undefined;
      }
      return accept(stored.value) ? stored.value : undefined;
    } catch {
      return undefined;
    }
  }
  let firstRead: { value: T | undefined } | undefined;
  return {
    first: () => {
      firstRead ??= { value: read() };
      return firstRead.value;
    },
    read,
    write(value) {
      const who = owner();
      if (!who) return;
      try {
        storage()?.setItem(key, JSON.stringify({ owner: who, at: Date.now(), value }));
      } catch {
        // Full or refused: the task still works, it just will not survive a reload.
      }
    },
    clear,
  };
}

const nothingToWatch = () => () => undefined;

/**
 * What the screen kept, once it is in the browser. The server draws it with nothing kept, and so
 * does the hydration that follows (they must agree); the render after brings what was kept, with
 * `hydrated` true. Until then nothing should be written over what is kept.
 */
export function useKept<T>(store: Kept<T>): { hydrated: boolean; value: T | undefined } {
  const hydrated = useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
  const value = useSyncExternalStore(nothingToWatch, store.first, () => undefined);
  return { hydrated, value };
}
