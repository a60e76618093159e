/** The parameters `/individual` and `/that` pass to each other. */
export const VA_PARAMS = ['orderId', 'productId', 'amount', 'display'] as const;

const MAX_PARAM_LENGTH = 32;

/** The VA parameters present in an address, to carry on to the next screen. */
export function vaQuery(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of VA_PARAMS) {
    const value = search.get(name);
    if (value && value.length <= MAX_PARAM_LENGTH) out[name] = value;
  }
  return out;
}

/** `path?a=1&b=2`, leaving out what is absent. */
export function pathWithQuery(
  path: string,
  params: Record<string, string | number | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A number to type at an ATM or read out at a counter, in groups of four: '8808 1234 5678 9012'. */
export function groupInFours(code: string): string {
  return code.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
