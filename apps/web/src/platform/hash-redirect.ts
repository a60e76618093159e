/**
 * docs/product.md#screens: native shells still open old hash links (`/#/path?query`,
 * `/index.html#/path?query`). They map to `/path?query`; a query before the hash is kept
 * unless the hash's own query names the same parameter.
 */
export function legacyHashTarget(loc: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  if (!loc.hash.startsWith('#/')) return null;
  if (loc.pathname !== '/' && loc.pathname !== '/index.html') return null;
  const inner = loc.hash.slice(1);
  const q = inner.indexOf('?');
  // Old links wrote `#/borrowDetail/?…`; the trailing slash is not part of our paths.
  const rawPath = q < 0 ? inner : inner.slice(0, q);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const params = new URLSearchParams(q < 0 ? '' : inner.slice(q + 1));
  for (const [key, value] of new URLSearchParams(loc.search))
    if (!params.has(key)) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
