import type { AnyEndpoint, RequestOf, ResponseOf } from '@tenora/contract/endpoint';
import { isSuccess } from '@tenora/contract/envelope';

/**
 * unauthenticated: no staff session (401); the shell shows the sign-in page.
 * forbidden: signed in, but the staff's roles do not open this call (403).
 * invalid: the server refused the input (400); `message` says which field.
 * business: a refusal with a reason (already answered, locked out...).
 * network / protocol: the call did not get a readable answer.
 */
export type FailureKind =
  'unauthenticated' | 'forbidden' | 'invalid' | 'business' | 'not_found' | 'network' | 'protocol';

export type Result<T> =
  { ok: true; data: T } | { ok: false; kind: FailureKind; message: string; status?: number };

const TIMEOUT_MS = 30_000;

/** The session's CSRF token, from the sign-in or `me` answer; sent on every POST. */
let csrfToken = '';
let onUnauthenticated: () => void = () => undefined;

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** The shell says once what happens when the session is gone. */
export function whenUnauthenticated(handler: () => void): void {
  onUnauthenticated = handler;
}

const FALLBACK: Record<FailureKind, string> = {
  unauthenticated: 'Your session has ended. Please sign in again.',
  forbidden: "You don't have access to this.",
  invalid: 'Some of the details are not valid.',
  business: 'The server refused this request.',
  not_found: 'Not found.',
  network: 'The server could not be reached. Check your connection and try again.',
  protocol: 'The server sent an answer the console could not read. Please try again.',
};

function kindOf(status: number): FailureKind {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 400 || status === 413) return 'invalid';
  if (status === 404) return 'not_found';
  if (status === 429) return 'business';
  return status >= 500 ? 'protocol' : 'business';
}

function urlOf(endpoint: AnyEndpoint, input: unknown): string {
  if (endpoint.method !== 'GET' || !input || typeof input !== 'object') return endpoint.path;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    if (v === undefined || v === null || v === '') continue;
    query.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const qs = query.toString();
  return qs ? `${endpoint.path}?${qs}` : endpoint.path;
}

function headersOf(endpoint: AnyEndpoint, json: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (json) headers['content-type'] = 'application/json';
  if (endpoint.method === 'POST' && csrfToken) headers['x-csrf-token'] = csrfToken;
  return headers;
}

/** Reads an answer into a result; the same for fetch and for an upload's XMLHttpRequest. */
function settle<E extends AnyEndpoint>(
  endpoint: E,
  status: number,
  body: string,
): Result<ResponseOf<E>> {
  let envelope: { code?: unknown; data?: unknown; message?: unknown } | undefined;
  try {
    envelope = JSON.parse(body) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  const message =
    typeof envelope?.message === 'string' && envelope.message ? envelope.message : undefined;
  if (status === 401) onUnauthenticated();
  if (status !== 200 || !envelope || !isSuccess(endpoint.family, envelope)) {
    const kind = !envelope && status === 200 ? 'protocol' : kindOf(status);
    // A 403's own words would not tell the staff member more than ours.
    const text = kind === 'forbidden' ? FALLBACK.forbidden : (message ?? FALLBACK[kind]);
    return { ok: false, kind, message: text, status };
  }
  const parsed = endpoint.response.safeParse(envelope.data);
  if (!parsed.success) return { ok: false, kind: 'protocol', message: FALLBACK.protocol, status };
  return { ok: true, data: parsed.data as ResponseOf<E> };
}

/** Calls one ops endpoint of the contract. It never throws: every outcome is a result to show. */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestOf<E>,
  options: { signal?: AbortSignal } = {},
): Promise<Result<ResponseOf<E>>> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const post = endpoint.method === 'POST';
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint, input), {
      method: endpoint.method,
      headers: headersOf(endpoint, post),
      body: post ? JSON.stringify(input ?? {}) : undefined,
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return { ok: false, kind: 'network', message: FALLBACK.network };
  }
  const text = await response.text().catch(() => '');
  return settle(endpoint, response.status, text);
}

/** Sends a multipart form to an upload endpoint, reporting progress from 0 to 1. */
export function upload<E extends AnyEndpoint>(
  endpoint: E,
  form: FormData,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<Result<ResponseOf<E>>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint.path);
    xhr.withCredentials = true;
    for (const [k, v] of Object.entries(headersOf(endpoint, false))) xhr.setRequestHeader(k, v);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve(settle(endpoint, xhr.status, xhr.responseText));
    xhr.onerror =
      xhr.ontimeout =
      xhr.onabort =
        () => resolve({ ok: false, kind: 'network', message: FALLBACK.network });
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
