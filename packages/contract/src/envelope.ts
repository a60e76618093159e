/**
 * The response envelope and its families (docs/product.md#calls). Every answer is
 * `{code, data, message}`; what counts as success depends on the family the endpoint belongs to.
 */
export type Family =
  'film' | 'complaint' | 'repayment' | 'promotion' | 'channel' | 'loan' | 'joint' | 'ops';

export type EnvelopeCode = number | string;

export interface Envelope<T = unknown> {
  code: EnvelopeCode;
  data: T;
  message: string;
}

export const FAMILY_SUCCESS = {
  film: 0,
  complaint: '00',
  repayment: '00',
  promotion: 0,
  channel: '00',
  loan: '00',
  joint: '0',
  /** The operator console's calls (/film/ops/). */
  ops: 0,
} as const satisfies Record<Family, EnvelopeCode>;

/** Failures every family can answer; the HTTP status travels with them. */
export type FailureKind =
  | 'bad_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'too_large'
  | 'too_slow'
  | 'too_many'
  | 'headers_too_large'
  | 'server'
  | 'unavailable'
  | 'business';

export const FAILURE_HTTP_STATUS: Record<FailureKind, number> = {
  bad_input: 400,
  unauthenticated: 401,
  // A staff session without the call's role, or a POST without the session's CSRF token.
  forbidden: 403,
  not_found: 404,
  too_large: 413,
  // The request did not arrive in time: its headers trickled in for longer than the server waits.
  too_slow: 408,
  too_many: 429,
  // A request line and headers past the server's limit, most often a browser's piled-up cookies.
  headers_too_large: 431,
  server: 500,
  // Shutting down, or the database did not answer in time: a retry soon will do (Retry-After).
  unavailable: 503,
  // Business failures are answers, not protocol errors: HTTP 200 with the family's error code.
  business: 200,
};

// The envelope code of a protocol failure repeats its HTTP status; a business failure is 1.
const FAILURE_NUMBER: Record<FailureKind, number> = { ...FAILURE_HTTP_STATUS, business: 1 };

/** The family's code for a failure: numbers where the family's success is a number, strings otherwise. */
export function failureCode(family: Family, kind: FailureKind): EnvelopeCode {
  const n = FAILURE_NUMBER[kind];
  const success = FAMILY_SUCCESS[family];
  if (typeof success === 'number') return n;
  // '00'-style families pad a generic business failure to '01' so it reads like its success code.
  return kind === 'business' ? success.replace(/0$/, '1') : String(n);
}

/**
 * The generic (/film) helper succeeds only when the code parses to the integer 0; the '00'
 * families accept '00' (complaint answers may also carry a `success` flag). See
 * docs/product.md#calls.
 */
export function isSuccess(
  family: Family,
  envelope: { code?: unknown; success?: unknown },
): boolean {
  const success = FAMILY_SUCCESS[family];
  const code = envelope.code;
  if (typeof success === 'number') {
    const parsed = typeof code === 'number' ? code : Number.parseInt(String(code), 10);
    return parsed === success;
  }
  if (family === 'complaint' && envelope.success === true) return true;
  return String(code) === success;
}

/** Which family answers for a path that matched no endpoint (404s, protocol errors before routing). */
export function familyForPath(path: string): Family {
  const p = path.split('?')[0] ?? '';
  if (p.startsWith('/pay/')) return 'repayment';
  if (p.startsWith('/film/ops/')) return 'ops';
  if (p.startsWith('/h5-api/') || p.startsWith('/user-problem/')) return 'complaint';
  if (p.startsWith('/api/v2/loan/service/channel/')) return 'channel';
  if (p.startsWith('/api/v2/loan/promotion/')) return 'promotion';
  if (p.startsWith('/indah/stand/')) return 'joint';
  if (['/indah/', '/v3/', '/service/', '/gopia/'].some((prefix) => p.startsWith(prefix)))
    return 'loan';
  return 'film';
}

/** Path prefixes that belong to the API; everything else is the web app. */
export const API_PREFIXES = [
  '/film/',
  '/pay/',
  '/h5-api/',
  '/user-problem/',
  '/api/',
  '/indah/',
  '/v3/',
  '/service/',
  '/gopia/',
] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
