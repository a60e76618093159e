import { addDays } from './dates.ts';
import type { Market } from './market.ts';
import { CHARGE_UNIT } from './money.ts';

/**
 * A paid extension (docs/product.md#extensions): a fee on the principal still unpaid, and the
 * next due date moved by the product's extension length, counted from today when it is already
 * overdue.
 * IDR shows no sen, so an Indonesian fee is whole rupiah.
 */
export function extensionQuote(input: {
  market: Market;
  unpaidPrincipal: number;
  feeBps: number;
  days: number;
  today: string;
  nextDue: string;
}): { fee: number; newDueDate: string } {
  const unit = CHARGE_UNIT[input.market];
  const raw = (input.unpaidPrincipal * input.feeBps) / 10_000;
  const fee = Math.round(raw / unit) * unit;
  const from = input.nextDue > input.today ? input.nextDue : input.today;
  return { fee, newDueDate: addDays(from, input.days) };
}

export type ExtensionRefusal = { kind: 'limit'; max: number } | { kind: 'wait'; until: string };

/**
 * Whether a loan may be extended today (docs/decisions/024-extension-limits.md): one extension at
 * a time, so another only once the extended due date has arrived, and at most `maxCount` per
 * loan. `extendedTo` lists the due dates earlier extensions moved to; null for one recorded
 * before the date was kept, which no longer holds anything back.
 */
export function extensionRefusal(input: {
  extendedTo: readonly (string | null)[];
  maxCount: number;
  today: string;
}): ExtensionRefusal | null {
  if (input.extendedTo.length >= input.maxCount) return { kind: 'limit', max: input.maxCount };
  const latest = input.extendedTo.reduce<string | null>(
    (max, d) => (d !== null && (max === null || d > max) ? d : max),
    null,
  );
  if (latest !== null && latest > input.today) return { kind: 'wait', until: latest };
  return null;
}
