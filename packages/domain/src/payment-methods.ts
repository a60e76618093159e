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
