import type { FastifyInstance } from 'fastify';

/**
 * Scripts only from our own origin, nothing inline, no plugins. Inline `style` attributes are not
 * needed: React sets styles through the DOM, which CSP does not block. A pre-rendered page adds
 * the hash of its one theme `<style>` (issue 6).
 */
export function contentSecurityPolicy(extra: { styleHashes?: string[] } = {}): string {
  const styles = ["'self'", ...(extra.styleHashes ?? []).map((h) => `'${h}'`)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styles}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    // A handler may set a stricter policy of its own (downloaded documents carry their styles).
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    // Our addresses carry the session; a referrer would hand it to the next site.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), geolocation=(self), microphone=()');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}
