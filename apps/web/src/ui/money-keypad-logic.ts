/** A key of the money keypad that edits the value (confirm and hide do not). */
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'delete';

export interface KeypadRules {
  /** The most characters the value may have, the decimal point included. */
  maxLength: number;
  /** Digits allowed after the point: 2 for rupees, 0 for rupiah (no point at all). */
  decimals: number;
}

/**
 * docs/product.md#screen-rules: what the value becomes when a key is pressed. A key that would
 * break a rule is ignored (the value comes back unchanged): a second point, a point when the market
 * has no decimals, a digit past `decimals` after the point, or anything past `maxLength`. A leading
 * zero is replaced by the next digit, so '0' then '5' is '5', while '0.' starts a fraction.
 */
export function applyKey(value: string, key: KeypadKey, rules: KeypadRules): string {
  const maxLength = Math.max(0, Math.floor(rules.maxLength));
  const current = value.slice(0, maxLength);
  if (key === 'delete') return current.slice(0, -1);

  let next: string;
  if (key === '.') {
    if (rules.decimals <= 0 || current.includes('.')) return current;
    next = current === '' ? '0.' : `${current}.`;
  } else {
    const point = current.indexOf('.');
    if (point >= 0 && current.length - point - 1 >= rules.decimals) return current;
    next = current === '0' ? key : `${current}${key}`;
  }
  return next.length > maxLength ? current : next;
}
