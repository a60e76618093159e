import {
  SESSION_PARAM_MAX_LENGTH,
  SESSION_PARAM_NAMES,
  type SessionParams,
} from '@tenora/contract/session-params';
import { scope } from './scope.ts';

const STORAGE_KEY = 'tenora.session';

function readStored(): SessionParams {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return pick(parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {});
  } catch {
    return {};
  }
}

function pick(source: Record<string, unknown>): SessionParams {
  const out: SessionParams = {};
  for (const name of SESSION_PARAM_NAMES) {
    const value = source[name];
    if (typeof value === 'string' && value.length > 0 && value.length <= SESSION_PARAM_MAX_LENGTH) {
      out[name] = value;
    }
  }
  return out;
}

/**
 * docs/product.md#session: the shell opens a screen with the session in the address; we keep it in
 * sessionStorage for the life of the webview. An address with a new `sessionId` is a new session
 * and replaces the old one whole; other parameters in an address update what is kept.
 */
export function captureSessionParams(search: string): SessionParams {
  const here = scope();
  const fromUrl = pick(Object.fromEntries(new URLSearchParams(search)));
  // A render on the server has only its request's address, and nothing to keep it in.
  if (here.server) return (here.session = { ...here.session, ...fromUrl });
  const stored = readStored();
  const newSession = fromUrl.sessionId !== undefined && fromUrl.sessionId !== stored.sessionId;
  const current = newSession ? fromUrl : { ...stored, ...fromUrl };
  here.session = current;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private modes may refuse storage; the parameters still live in memory for this page.
  }
  return current;
}

/**
 * A screen the server drew (docs/architecture.md#pages) speaks the app it was drawn for, on the server and in
 * the browser alike, so that both draw the same links: an address without an app (a landing page)
 * records it, and a borrower's session takes their market's app, as boot would (decision 027). The
 * drawn app replaces one an earlier page left in this browser: a landing page of one market opened
 * after one of the other stays in its own market, rather than turning into the other's once booted.
 */
export function keepAppName(appName: string): void {
  if (scope().session.appName !== appName) {
    captureSessionParams(`?appName=${encodeURIComponent(appName)}`);
  }
}

export function sessionParams(): SessionParams {
  return scope().session;
}

/** A link that carries the session, as every link the app builds must (docs/product.md#session). */
export function withSession(
  path: string,
  extra: Record<string, string | number | undefined> = {},
): string {
  const q = path.indexOf('?');
  const base = q < 0 ? path : path.slice(0, q);
  const query = q < 0 ? '' : path.slice(q + 1);
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(scope().session))
    if (!params.has(key)) params.set(key, value);
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}
