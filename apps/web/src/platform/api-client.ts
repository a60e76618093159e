import type { AnyEndpoint, RequestOf, ResponseOf } from '@tenora/contract/endpoint';
import { isSuccess, type EnvelopeCode } from '@tenora/contract/envelope';
import { takeEmbeddedAnswer } from './embedded-answers.ts';
import { showLoading, showToast } from './toast.ts';
import { scope } from './scope.ts';
import { sessionParams } from './session.ts';

export const REQUEST_TIMEOUT_MS = 60_000;

export type ApiFailureKind = 'business' | 'unauthenticated' | 'network' | 'protocol';

export type ApiResult<T> =
  | { ok: true; data: T; code: EnvelopeCode; message: string }
  | { ok: false; kind: ApiFailureKind; code?: EnvelopeCode; message: string; data?: unknown };

/**
 * The same result with its data turned into what the screen shows: each feature's `*-api.ts`
 * maps the wire's names (kept for the native apps) to names that explain themselves.
 */
export function mapData<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? { ...result, data: map(result.data) } : result;
}

export interface CallOptions {
  /** Loading toast text; the default loading text unless false. */
  loading?: string | false;
  /** Don't toast a business failure: the page shows it its own way. */
  quiet?: boolean;
  /** Abort when the page goes away. */
  signal?: AbortSignal;
  /** Sends the request some other way than `fetch`: an upload that reports progress (upload.ts). */
  send?: (url: string, init: RequestInit) => Promise<Response>;
}

interface ClientHooks {
  loadingText: () => string;
  genericError: () => string;
  networkError: () => string;
  onUnauthenticated: () => void;
}

let hooks: ClientHooks = {
  loadingText: () => '…',
  genericError: () => 'Error',
  networkError: () => 'Network error',
  onUnauthenticated: () => undefined,
};

/** The shell wires texts (from the loaded catalogue) and the session-expired route in once. */
export function configureApiClient(next: ClientHooks): void {
  hooks = next;
}

function toFields(input: unknown): [string, string][] {
  if (!input || typeof input !== 'object') return [];
  return Object.entries(input as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
}

function buildRequest(endpoint: AnyEndpoint, input: unknown): { url: string; init: RequestInit } {
  // The session's common parameters ride on every call (docs/product.md#session).
  const query = new URLSearchParams(Object.entries(sessionParams()));
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
  };
  let body: BodyInit | undefined;
  if (endpoint.method === 'GET') {
    for (const [k, v] of toFields(input)) query.set(k, v);
  } else if (endpoint.body === 'json') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(toFields(input)).toString();
  }
  const qs = query.toString();
  return {
    url: qs ? `${endpoint.path}?${qs}` : endpoint.path,
    init: { method: endpoint.method, headers, body, credentials: 'same-origin' },
  };
}

/**
 * Calls one contract endpoint. It never throws: every outcome is a result the page can show.
 * - success by the endpoint's family rule, with `data` checked against the contract;
 * - a business failure toasts the server's message (docs/product.md#calls);
 * - 401 sends the borrower to the session error screen;
 * - a network failure or the 60 s timeout is silent for the generic families, as in the old app,
 *   and toasts a network message for repayment, where a silent failure would scare.
 */
export async function call<E extends AnyEndpoint>(
  endpoint: E,
  input: RequestOf<E>,
  options: CallOptions = {},
): Promise<ApiResult<ResponseOf<E>>> {
  const { url, init } = buildRequest(endpoint, input);
  const here = scope();
  let answered = takeEmbeddedAnswer(endpoint.path, input);
  if (!answered && here.server) {
    // On the server, a call the screen's loader did not make is left for the browser to make.
    if (!here.inProcess) return { ok: false, kind: 'network', message: '' };
    answered = await here.inProcess(endpoint, input);
  }
  const hideLoading =
    options.loading === false || answered
      ? undefined
      : showLoading(options.loading ?? hooks.loadingText());
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const onAbort = () => timeout.abort();
  options.signal?.addEventListener('abort', onAbort);

  const fail = (
    kind: ApiFailureKind,
    message: string,
    extra: { code?: EnvelopeCode; data?: unknown } = {},
  ) => {
    const toast =
      kind === 'protocol' ||
      (kind === 'business' && !options.quiet) ||
      (kind === 'network' && endpoint.family === 'repayment');
    if (toast && !options.signal?.aborted && !here.server) showToast(message);
    return { ok: false as const, kind, message, ...extra };
  };

  try {
    let status: number;
    let envelope: { code?: EnvelopeCode; data?: unknown; message?: unknown; success?: unknown };
    if (answered) {
      ({ status, envelope } = answered);
    } else {
      let response: Response;
      try {
        response = await (options.send ?? fetch)(url, { ...init, signal: timeout.signal });
      } catch {
        return fail('network', hooks.networkError());
      }
      status = response.status;
      // Checked before the body: a proxy in front of us may answer 401 without our envelope.
      if (status !== 401) {
        try {
          envelope = (await response.json()) as typeof envelope;
        } catch {
          return response.ok || status >= 500
            ? fail('protocol', hooks.genericError())
            : fail('network', hooks.networkError());
        }
      } else envelope = {};
    }
    if (status === 401) {
      hooks.onUnauthenticated();
      return { ok: false, kind: 'unauthenticated', message: hooks.genericError() };
    }
    const message =
      typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : hooks.genericError();
    if (!isSuccess(endpoint.family, envelope)) {
      return fail('business', message, { code: envelope.code, data: envelope.data });
    }
    const parsed = endpoint.response.safeParse(envelope.data);
    if (!parsed.success) return fail('protocol', hooks.genericError());
    return { ok: true, data: parsed.data as ResponseOf<E>, code: envelope.code ?? '', message };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    hideLoading?.();
  }
}
