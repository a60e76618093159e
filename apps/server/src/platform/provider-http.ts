import { parseJson } from './payments.ts';

/** How long a call to a payment provider may take before it counts as unanswered. */
export const PROVIDER_CALL_TIMEOUT_MS = 10_000;

/** A provider's answer: `status` 0 when none came in time, or none at all. */
export interface ProviderReply {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
}

/**
 * One JSON call to a payment provider's REST API, authorised as the provider asks, ended by our
 * own timeout. Never throws: no answer is `status: 0`, for the adapter to say what that means.
 */
export async function callProvider(request: {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  authorization: string;
  body?: Record<string, unknown> | undefined;
  headers?: Record<string, string>;
  timeoutMs: number;
}): Promise<ProviderReply> {
  const { body } = request;
  try {
    const res = await fetch(request.url, {
      method: request.method,
      headers: {
        authorization: request.authorization,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const answer = parseJson(await res.text());
    return { ok: res.ok, status: res.status, body: isRecord(answer) ? answer : {} };
  } catch {
    return { ok: false, status: 0, body: {} };
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string field of a provider's JSON, or undefined. */
export const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** HTTP Basic, as Razorpay (key id and secret) and Xendit (secret key, empty password) ask. */
export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** True when `url` is https on one of `hosts`: a provider's page the app may be sent to. */
export function isPageOn(url: string | undefined, hosts: readonly string[]): url is string {
  if (!url?.startsWith('https://')) return false;
  try {
    return hosts.includes(new URL(url).hostname);
  } catch {
    return false;
  }
}
