import { addDays } from './dates.ts';
import type { Market } from './market.ts';
import { CHARGE_UNIT } from './money.ts';
import { idCostRoom } from './penalty.ts';
import { idCostCap, scaleMinor } from './pricing.ts';

const BPS = 10_000;

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
  /** The most the fee may be (see idExtensionFeeCap); the product's fee is priced down to it. */
  cap?: number;
}): { fee: number; newDueDate: string; capped: boolean } {
  const unit = CHARGE_UNIT[input.market];
  const raw = (input.unpaidPrincipal * input.feeBps) / BPS;
  const priced = Math.round(raw / unit) * unit;
  const ceiling = input.cap === undefined ? priced : Math.floor(input.cap / unit) * unit;
  const fee = Math.max(0, Math.min(priced, ceiling));
  const from = input.nextDue > input.today ? input.nextDue : input.today;
  return { fee, newDueDate: addDays(from, input.days), capped: fee < priced };
}

/**
 * The most an Indonesian extension may cost (docs/product.md#extensions): every cost counts
 * toward every one of OJK's ceilings. Over the days it adds, no more than the daily cost ceiling
 * on the principal still unpaid; and, with everything the loan has already cost (fees, interest,
 * late charges, earlier extension fees), no more than the total ceiling on the principal.
 */
export function idExtensionFeeCap(input: {
  principal: number;
  unpaidPrincipal: number;
  startDate: string;
  days: number;
  charged: { fees: number; interest: number; lateCharges: number; extensionFees: number };
}): number {
  const { charged } = input;
  const daily = scaleMinor(
    [input.unpaidPrincipal, idCostCap(input.startDate).costBpsPerDay, input.days],
    BPS,
    CHARGE_UNIT.ID,
    'down',
  );
  const total =
    idCostRoom(input.principal, input.startDate, {
      fees: charged.fees + charged.extensionFees,
      interest: charged.interest,
    }) - charged.lateCharges;
  return Math.max(0, Math.min(daily, total));
}

export type ExtensionRefusal =
  | { kind: 'limit'; max: number }
  | { kind: 'wait'; until: string }
  /** The loan has reached a cost ceiling: an extension would have to cost nothing. */
  | { kind: 'cap' };

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
