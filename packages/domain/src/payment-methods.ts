import type { Market } from './market.ts';

/**
 * The ways a borrower can pay (docs/product.md#payments): `upi` (intent link, QR code or collect
 * request), `card` (debit card with an SMS code), `netbanking` (the bank's own page), `va` (bank
 * transfer to a virtual account), `store` (a mini-market payment code), `wallet` (e-wallet
 * redirect).
 */
export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'va' | 'store' | 'wallet';

/**
 * Every method of a market, in the order Repay offers them, the first being the default. A market
 * is never offered another market's method (docs/product.md#payments).
 */
export const PAYMENT_METHODS: Record<Market, readonly PaymentMethod[]> = {
  IN: ['upi', 'card', 'netbanking', 'va'],
  ID: ['va', 'store', 'wallet', 'card'],
};

export const offersMethod = (market: Market, method: PaymentMethod): boolean =>
  PAYMENT_METHODS[market].includes(method);

/** What Repay offers to pay, from the payway's figures (docs/product.md#payments). */
export interface PaywayAmounts {
  /** The amount due now, decided by the server (`amountDue`). */
  dueNow: number;
  /** Everything owed now, late charges included. */
  owed: number;
  /** Whether the borrower may pay less than everything. */
  partial: boolean;
  /** Paying off the whole loan today, when the loan has a schedule. */
  payoff: { amount: number; allowed: boolean } | null | undefined;
}

/**
 * The amounts Repay offers (docs/product.md#payments): first the amount due now, as the server
 * decided it (the default; the payoff itself when that costs less, or for a product repaid in
 * full); then paying off the whole loan, when it is allowed, the product takes part payments and
 * it is another amount.
 */
export function offeredAmounts(way: PaywayAmounts): {
  due: number;
  payoff: number | null;
  /**
   * Whether the amount due may be paid today. Paying ahead a last instalment settles the loan,
   * which every way to pay refuses until paying off opens: it is shown, with that day, not offered.
   */
  dueToday: boolean;
} {
  const payoff = way.partial && way.payoff?.allowed ? way.payoff.amount : null;
  return {
    due: way.dueNow,
    payoff: payoff !== null && payoff !== way.dueNow ? payoff : null,
    dueToday: way.payoff?.allowed !== false || way.dueNow < way.owed,
  };
}
