import { addDays } from './dates.ts';
import type { Market } from './market.ts';

/**
 * A paid extension (DECISIONS §10): a fee on the principal still unpaid, and the next due date
 * moved by the product's extension length, counted from today when it is already overdue.
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
  const unit = input.market === 'ID' ? 100 : 1;
  const raw = (input.unpaidPrincipal * input.feeBps) / 10_000;
  const fee = Math.round(raw / unit) * unit;
  const from = input.nextDue > input.today ? input.nextDue : input.today;
  return { fee, newDueDate: addDays(from, input.days) };
}
