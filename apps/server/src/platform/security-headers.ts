import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '@tenora/contract/envelope';
import type { FastifyInstance } from 'fastify';

/**
 * Scripts only from our own origin, nothing inline, no plugins. Inline `style` attributes are not
 * needed: React sets styles through the DOM, which CSP does not block. A drawn page adds its
 * request's nonce, which its one inline script (the tap catcher) and its theme's `<style>` carry
 * (docs/architecture.md#pages).
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

export function contentSecurityPolicy(extra: { nonce?: string } = {}): string {
  const nonce = extra.nonce ? [`'nonce-${extra.nonce}'`] : [];
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => {
      const all = name === 'script-src' || name === 'style-src' ? [...values, ...nonce] : values;
      return `${name} ${all.join(' ')}`;
    })
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The operator console's policy (/console only): the borrower's, except that a component
 * library's inline style attributes are let in. Scripts stay our own files only, so an injected
 * style cannot run anything; staff pages never reach a borrower (decision 064).
 */
export const CONSOLE_CONTENT_SECURITY_POLICY = Object.entries({
  ...CSP_DIRECTIVES,
  'style-src': ["'self'", "'unsafe-inline'"],
  // The console is never framed, not even by our own pages.
  'frame-ancestors': ["'none'"],
})
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * The headers helmet sets for these options. They are the same on every answer, so they are
 * worked out once: helmet built per request cost more than the rest of a cheap call's headers
 * (docs/decisions/042-one-round-trip-for-the-loan-account.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) =>
      void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return Object.fromEntries(headers);
}

/**
 * Helmet's headers, with our policy (docs/decisions/026-security-headers-and-shutdown.md). A handler may
 * still set a CSP of its own (downloaded documents, drawn pages); it wins over helmet's.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { behindTls: boolean },
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Our addresses carry the session; a referrer would hand it to the next site.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'sameorigin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Only a TLS terminator in front (TRUST_PROXY) makes us an https origin; over plain http a
    // browser ignores the header, and on localhost it would pin https for every local port.
    strictTransportSecurity: opts.behindTls ? HSTS : false,
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('permissions-policy', 'camera=(self), geolocation=(self), microphone=()');
    // API answers hold a borrower's loans and session-bound links: no cache, shared or private,
    // keeps them, downloads included. A route may say more (`private, no-store` on evidence).
    const path = req.url.split('?')[0] ?? '';
    const own = String(reply.getHeader('cache-control') ?? '');
    if ((isApiPath(path) || req.routeOptions.config?.family) && !own.includes('no-store'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
