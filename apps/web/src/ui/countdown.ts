import { useEffect, useState, useSyncExternalStore } from 'react';

export interface CountdownState {
  /** Whole seconds left; back at the full count when stopped. */
  remaining: number;
  running: boolean;
}

export interface Countdown {
  snapshot(): CountdownState;
  subscribe(listener: () => void): () => void;
  /** (Re)starts from the full count, or from fewer seconds (a countdown begun before a reload). */
  start(from?: number): void;
  /** Stops and goes back to the full count. */
  reset(): void;
}

export const TICK_MS = 1000;

/**
 * docs/product.md#screen-rules: a countdown in whole seconds that ticks every second; at the end it
 * stops and is back at the full count. The seconds left are measured against a deadline rather than
 * counted tick by tick, so a webview the borrower left to read an SMS (where timers are throttled)
 * still shows the true time when they come back.
 */
export function createCountdown(seconds: number): Countdown {
  const full = Math.max(0, Math.floor(seconds));
  let state: CountdownState = { remaining: full, running: false };
  let deadline = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: CountdownState) => {
    if (next.remaining === state.remaining && next.running === state.running) return;
    state = next;
    for (const l of listeners) l();
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    set({ remaining: full, running: false });
  };
  const tick = () => {
    const left = Math.round((deadline - Date.now()) / TICK_MS);
    if (left <= 0) stop();
    else set({ remaining: Math.min(left, full), running: true });
  };

  return {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(from = full) {
      clearInterval(timer);
      timer = undefined;
      const count = Math.min(full, Math.floor(from));
      if (count <= 0) return stop();
      deadline = Date.now() + count * TICK_MS;
      set({ remaining: count, running: true });
      timer = setInterval(tick, TICK_MS);
    },
    reset: stop,
  };
}

/**
 * `useCountdown(60)`: `{remaining, running, start, reset}`. `start` and `reset` keep their
 * identity for the life of the component; the timer stops when the component goes away.
 * `seconds` is read once, on mount.
 */
export function useCountdown(seconds: number): CountdownState & {
  start: (from?: number) => void;
  reset: () => void;
} {
  const [countdown] = useState(() => createCountdown(seconds));
  const state = useSyncExternalStore(countdown.subscribe, countdown.snapshot, countdown.snapshot);
  useEffect(() => countdown.reset, [countdown]);
  return { ...state, start: countdown.start, reset: countdown.reset };
}
