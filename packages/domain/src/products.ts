/** docs/product.md#screen-rules: which tracking module a recommendation placement reports under. */
const SCENE_MODULE = new Map<string, number>([
  ['banner_jingzhun', 301],
  ['tanchuang_jingzhun', 301],
  ['tanchuang_fudai', 302],
  ['banner_fudai', 302],
]);

export function moduleIdForScene(scene: string | undefined): number {
  return (scene !== undefined && SCENE_MODULE.get(scene)) || 300;
}

/** Only the first two recommended items show their tags. */
export const TAGGED_ITEMS = 2;

export function showsTags(index: number): boolean {
  return index < TAGGED_ITEMS;
}

/**
 * A clickable flag or buttonStatus of 0 means a tap does nothing, and the joint-login list also
 * greys out any value other than 1, so only exactly 1 is active (docs/product.md#screen-rules).
 */
export function isTappable(flag: number | string | undefined): boolean {
  return String(flag) !== '0';
}

export function isActive(flag: number | string | undefined): boolean {
  return String(flag) === '1';
}
