import { SENSITIVE_PARAMS } from '@tenora/contract/session-params';

const SENSITIVE = new Set<string>(SENSITIVE_PARAMS);
export const REDACTED = '[redacted]';

/** Query strings carry the session and the phone (docs/product.md#session): never logged. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey);
      } catch {
        // A malformed key is logged as it came; its value is still judged by the raw name.
      }
      return SENSITIVE.has(key) && eq >= 0 ? `${rawKey}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

// Phone and card numbers: runs of 8 or more digits, possibly with spaces, dashes or a leading +.
const LONG_NUMBER = /\+?\d(?:[\s-]?\d){7,}/g;

// A provider payment's reference (wal_…, ext_…, nb_…, upi…) opens it: as private in an error.
const PAYMENT_REFERENCE = /\b(?:(?:wal|ext|nb)_[A-Za-z0-9]+|upi[0-9a-f]{20})\b/g;

// A UPI id or an e-mail address names a person.
const HANDLE = /[A-Za-z0-9._-]+@[A-Za-z0-9.-]+/g;

/**
 * For free text that may quote input (driver errors, for one): numbers, references, UPI ids and
 * e-mail addresses are removed.
 */
export function scrubText(text: string): string {
  return text
    .replace(PAYMENT_REFERENCE, REDACTED)
    .replace(HANDLE, REDACTED)
    .replace(LONG_NUMBER, REDACTED);
}

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'body',
  'sessionId',
  'mobilePhone',
  'phone',
  'code',
  'otp',
  'cardNo',
  'accountNumber',
  '*.sessionId',
  '*.mobilePhone',
  '*.phone',
  '*.otp',
  '*.cardNo',
  '*.accountNumber',
  'reference',
  'sid',
  '*.reference',
  '*.sid',
];
