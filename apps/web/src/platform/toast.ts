/**
 * The toast store: one message at a time, plus a loading toast that stays until its request ends.
 * It lives in platform so the API client and the bridge can toast without knowing the kit; the
 * kit's <ToastHost/> (ui/toast-host.tsx) renders it, and everything else calls `showToast` /
 * `showLoading`.
 */
export interface ToastState {
  /** `path`: the screen it was shown on; a toast speaks of that screen and leaves with it. */
  message: { id: number; text: string; path: string } | null;
  loading: string | null;
}

export const DEFAULT_TOAST_MS = 3000;

/**
 * docs/product.md#screen-rules: a toast lasts 3 s by default, and 300 ms or less also means 3 s.
 */
export function toastDuration(ms?: number): number {
  return ms === undefined || !Number.isFinite(ms) || ms <= 300 ? DEFAULT_TOAST_MS : ms;
}

let state: ToastState = { message: null, loading: null };
let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const pendingLoads = new Map<number, string>();
const listeners = new Set<() => void>();

function set(next: ToastState) {
  state = next;
  for (const l of listeners) l();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastSnapshot(): ToastState {
  return state;
}

export function showToast(text: string, ms?: number): void {
  if (!text) return;
  clearTimeout(hideTimer);
  const id = nextId++;
  set({ ...state, message: { id, text, path: location.pathname } });
  hideTimer = setTimeout(() => {
    if (state.message?.id === id) set({ ...state, message: null });
  }, toastDuration(ms));
}

/** Shows a loading toast until the returned function is called; overlapping loads share one. */
export function showLoading(text: string): () => void {
  const id = nextId++;
  pendingLoads.set(id, text);
  set({ ...state, loading: text });
  return () => {
    if (!pendingLoads.delete(id)) return;
    const last = [...pendingLoads.values()].at(-1) ?? null;
    set({ ...state, loading: last });
  };
}
