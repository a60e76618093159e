/**
 * Choosing which pending instalments to pay (docs/product.md#screen-rules). Instalments are
 * paid in order, so a selection is always the first k pending ones; these rules keep it so.
 */
export interface Selectable {
  periodNo: number;
  total: number;
  /** 1 when the server lets this instalment be chosen at all (canClick). */
  canClick: number;
}

/** Pending instalments, oldest first, and how many of them (from the start) are chosen. */
export interface Selection {
  items: readonly Selectable[];
  count: number;
}

/**
 * The selection a screen opens with: the `due` instalments the amount due now settles (at least
 * the first), so the screen asks what Repay asks.
 */
export function initialSelection(items: readonly Selectable[], due = 1): Selection {
  const sorted = [...items].sort((a, b) => a.periodNo - b.periodNo);
  const count = Math.min(sorted.length, Math.max(1, due));
  return { items: sorted, count: sorted[0]?.canClick === 1 ? count : 0 };
}

/** Only the first pending instalment is clickable on its own; later ones come with it. */
export function isClickable(selection: Selection, index: number): boolean {
  return selection.items[0]?.canClick === 1 && index >= 0 && index < selection.items.length;
}

export function isChecked(selection: Selection, index: number): boolean {
  return index < selection.count;
}

/**
 * Tapping instalment `index`: checking a later one checks all before it; unchecking one unchecks
 * it and all after it; the first can never be unchecked.
 */
export function toggle(selection: Selection, index: number): Selection {
  if (!isClickable(selection, index)) return selection;
  if (isChecked(selection, index)) return { ...selection, count: Math.max(1, index) };
  return { ...selection, count: index + 1 };
}

/** Select-all switches between everything and the first only. */
export function toggleAll(selection: Selection): Selection {
  if (!isClickable(selection, 0)) return selection;
  const all = selection.items.length;
  return { ...selection, count: selection.count === all ? 1 : all };
}

/** The amount to pay: the sum of the checked totals. */
export function selectedAmount(selection: Selection): number {
  return selection.items.slice(0, selection.count).reduce((sum, i) => sum + i.total, 0);
}
