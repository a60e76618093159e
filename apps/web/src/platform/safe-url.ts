/**
 * docs/product.md#screens: a URL from the server is followed only when it is http(s) on our own
 * origin or on a host the app config allows; `javascript:`, `data:`, other hosts and look-alikes
 * are refused.
 */
export type SafeUrl = { ok: true; url: URL; sameOrigin: boolean } | { ok: false };

export function checkServerUrl(
  raw: string,
  here: { origin: string; allowedHosts: readonly string[] },
): SafeUrl {
  let url: URL;
  try {
    url = new URL(raw.trim(), here.origin);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false };
  if (url.username || url.password) return { ok: false };
  if (url.origin === here.origin) return { ok: true, url, sameOrigin: true };
  // Another host must be allowed by exact name, and only over https.
  const host = url.hostname.toLowerCase();
  const allowed =
    url.protocol === 'https:' && here.allowedHosts.some((h) => h.toLowerCase() === host);
  return allowed ? { ok: true, url, sameOrigin: false } : { ok: false };
}
