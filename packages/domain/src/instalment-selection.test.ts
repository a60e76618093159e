import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choosableNow,
  initialSelection,
  isChecked,
  isClickable,
  selectedAmount,
  toggle,
  toggleAll,
  type Selectable,
} from './instalment-selection.ts';

const items: Selectable[] = [
  { periodNo: 3, total: 300, canClick: 1 },
  { periodNo: 1, total: 100, canClick: 1 },
  { periodNo: 2, total: 200, canClick: 1 },
];
const checked = (s: ReturnType<typeof initialSelection>) => s.items.map((_, i) => isChecked(s, i));

describe('instalment selection', () => {
  it('starts with the first pending instalment checked', () => {
    const s = initialSelection(items);
    expect(s.items.map((i) => i.periodNo)).toEqual([1, 2, 3]);
    expect(checked(s)).toEqual([true, false, false]);
    expect(selectedAmount(s)).toBe(100);
  });

  it('checks every earlier instalment when a later one is chosen', () => {
    expect(checked(toggle(initialSelection(items), 2))).toEqual([true, true, true]);
    expect(selectedAmount(toggle(initialSelection(items), 1))).toBe(300);
  });

  it('unchecks the tapped instalment and all after it, but never the first', () => {
    const all = toggle(initialSelection(items), 2);
    expect(checked(toggle(all, 1))).toEqual([true, false, false]);
    expect(checked(toggle(all, 0))).toEqual([true, false, false]);
    expect(checked(toggle(initialSelection(items), 0))).toEqual([true, false, false]);
  });

  it('toggles between all and the first only', () => {
    const s = initialSelection(items);
    expect(checked(toggleAll(s))).toEqual([true, true, true]);
    expect(checked(toggleAll(toggleAll(s)))).toEqual([true, false, false]);
    expect(selectedAmount(toggleAll(s))).toBe(600);
  });

  it('lets nothing be chosen when the server says the first cannot be', () => {
    const s = initialSelection([
      { periodNo: 1, total: 100, canClick: 0 },
      { periodNo: 2, total: 100, canClick: 1 },
    ]);
    expect(isClickable(s, 0)).toBe(false);
    expect(selectedAmount(toggle(s, 1))).toBe(0);
    expect(selectedAmount(toggleAll(s))).toBe(0);
  });

  it('always keeps a prefix selected, whatever is tapped', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: -1, max: 12 }), { maxLength: 30 }),
        (totals, taps) => {
          let s = initialSelection(
            totals.map((total, i) => ({ periodNo: i + 1, total, canClick: 1 })),
          );
          for (const tap of taps) s = tap < 0 ? toggleAll(s) : toggle(s, tap);
          const flags = checked(s);
          expect(flags[0]).toBe(true);
          // No gap: once unchecked, everything after is unchecked.
          expect(
            flags.indexOf(false) === -1 || flags.slice(flags.indexOf(false)).every((f) => !f),
          ).toBe(true);
          expect(selectedAmount(s)).toBe(totals.slice(0, s.count).reduce((a, b) => a + b, 0));
        },
      ),
    );
  });

  it('keeps closed the instalments the server does not let be chosen, and select-all stops there', () => {
    const s = initialSelection([
      { periodNo: 1, total: 100, canClick: 1 },
      { periodNo: 2, total: 200, canClick: 1 },
      { periodNo: 3, total: 300, canClick: 0 },
    ]);
    expect(isClickable(s, 2)).toBe(false);
    expect(checked(toggle(s, 2))).toEqual([true, false, false]);
    expect(checked(toggleAll(s))).toEqual([true, true, false]);
    expect(selectedAmount(toggleAll(s))).toBe(300);
  });

  it('holds together the fewest a product repaid in full takes', () => {
    const s = initialSelection(
      items.map((i) => ({ ...i })),
      2,
    );
    expect(checked(s)).toEqual([true, true, false]);
    expect(checked(toggle(s, 1))).toEqual([true, true, false]);
    expect(checked(toggle(toggle(s, 2), 2))).toEqual([true, true, false]);
  });
});

describe('what may be chosen today', () => {
  const base = { totals: [100, 200, 300], owed: 600, dueNow: 100 };

  it('offers every instalment once paying off is open', () => {
    expect(choosableNow({ ...base, partial: true, payoffAllowed: true })).toEqual({
      least: 1,
      most: 3,
    });
  });

  it('keeps the last instalment for when paying off opens', () => {
    expect(choosableNow({ ...base, partial: true, payoffAllowed: false })).toEqual({
      least: 1,
      most: 2,
    });
    // The last one left settles everything: nothing may be chosen until then.
    expect(
      choosableNow({ totals: [300], owed: 300, dueNow: 300, partial: true, payoffAllowed: false }),
    ).toEqual({ least: 0, most: 0 });
  });

  it('fixes the choice of a product repaid in full', () => {
    expect(choosableNow({ ...base, partial: false, payoffAllowed: true })).toEqual({
      least: 3,
      most: 3,
    });
    expect(choosableNow({ ...base, dueNow: 300, partial: false, payoffAllowed: false })).toEqual({
      least: 2,
      most: 2,
    });
    expect(choosableNow({ ...base, dueNow: 250, partial: false, payoffAllowed: false })).toEqual({
      least: 0,
      most: 0,
    });
  });

  it('never lets a choice settle everything while paying off is closed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (totals, payoffAllowed) => {
          const owed = totals.reduce((a, b) => a + b, 0);
          const { least, most } = choosableNow({
            totals,
            owed,
            dueNow: totals[0] ?? 0,
            partial: true,
            payoffAllowed,
          });
          expect(least).toBeLessThanOrEqual(most);
          expect(most).toBe(payoffAllowed ? totals.length : totals.length - 1);
        },
      ),
    );
  });
});
