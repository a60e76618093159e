/**
 * Choosing which pending instalments to pay (docs/product.md#screen-rules). Instalments are
 * paid in order, so a selection is always the first k pending ones; these rules keep it so.
 */
export interface Selectable {
  periodNo: number;
  total: number;
  /** 1 when the server lets this instalment be chosen today (canClick). */
  canClick: number;
}

/**
 * Pending instalments, oldest first, and how many of them (from the start) are chosen. `least`
 * is the fewest that may be chosen (one, or for a product repaid in full, all that may be); the
 * most is every instalment the server lets be chosen, from the first.
 */
export interface Selection {
  items: readonly Selectable[];
  count: number;
  least: number;
}

/** How many pending instalments, from the first, the server lets be chosen today. */
export function mostChoosable(selection: Pick<Selection, 'items'>): number {
  const closed = selection.items.findIndex((i) => i.canClick !== 1);
  return closed === -1 ? selection.items.length : closed;
}

/**
 * The selection a screen opens with: the `due` instalments the amount due now settles, so the
 * screen asks what Repay asks; never fewer than the `least` the rules ask, nor more than they allow.
 */
export function initialSelection(items: readonly Selectable[], least = 1, due = least): Selection {
  const sorted = [...items].sort((a, b) => a.periodNo - b.periodNo);
  const most = mostChoosable({ items: sorted });
  const fewest = Math.min(Math.max(1, least), most);
  return { items: sorted, count: Math.min(Math.max(fewest, due), most), least: fewest };
}

/** Only the first pending instalment is clickable on its own; later ones come with it. */
export function isClickable(selection: Selection, index: number): boolean {
  return index >= 0 && index < mostChoosable(selection);
}

export function isChecked(selection: Selection, index: number): boolean {
  return index < selection.count;
}

/**
 * Tapping instalment `index`: checking a later one checks all before it; unchecking one unchecks
 * it and all after it; the first (or the fewest that must go together) can never be unchecked.
 */
export function toggle(selection: Selection, index: number): Selection {
  if (!isClickable(selection, index)) return selection;
  if (isChecked(selection, index)) return { ...selection, count: Math.max(selection.least, index) };
  return { ...selection, count: index + 1 };
}

/** Select-all switches between every instalment that may be chosen and the fewest. */
export function toggleAll(selection: Selection): Selection {
  const most = mostChoosable(selection);
  if (most === 0) return selection;
  return { ...selection, count: selection.count === most ? selection.least : most };
}

/** The amount to pay: the sum of the checked totals. */
export function selectedAmount(selection: Selection): number {
  return selection.items.slice(0, selection.count).reduce((sum, i) => sum + i.total, 0);
}

/**
 * Which instalments may be chosen today so that no way to pay refuses the choice
 * (`decideRepayment`, docs/decisions/029-early-repayment.md): `most` from the first, and at least
 * `least` of them.
 *
 * - A choice that settles everything pays the loan off: while paying off is not open (India,
 *   before half the term), it is refused, so the last instalment waits for the window.
 * - A product repaid in full takes nothing less than the whole loan while paying off is open, or
 *   before, exactly what is due now: the choice is fixed, or nothing when no prefix is that sum.
 *
 * `totals` are the pending instalments' amounts to settle now, oldest first (late charges in the
 * first); `owed` is everything the loan asks, late charges included.
 */
export function choosableNow(input: {
  totals: readonly number[];
  owed: number;
  dueNow: number;
  partial: boolean;
  payoffAllowed: boolean;
}): { least: number; most: number } {
  const { totals, owed, dueNow, partial, payoffAllowed } = input;
  let sum = 0;
  const prefix = totals.map((total) => (sum += total));
  const settlesAll = (k: number) => (prefix[k - 1] ?? 0) >= owed;
  if (!partial) {
    if (payoffAllowed) return { least: totals.length, most: totals.length };
    const k = prefix.findIndex((s) => s === dueNow) + 1;
    return k > 0 && !settlesAll(k) ? { least: k, most: k } : { least: 0, most: 0 };
  }
  let most = totals.length;
  while (!payoffAllowed && most > 0 && settlesAll(most)) most -= 1;
  return { least: Math.min(1, most), most };
}
