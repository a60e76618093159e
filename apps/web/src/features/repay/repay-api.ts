import {
  bankList,
  bindCard,
  REPAY_CODES,
  repaymentCommit,
  repaymentConfirm,
  repaymentWay,
  type BankCard,
} from '@tenora/contract/repayment';
import { maskCard } from '@tenora/domain/card';
import type { DueKind } from '@tenora/domain/amount-due';
import type { Market } from '@tenora/domain/market';
import type { PaymentMethod } from '@tenora/domain/payment-methods';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';

/**
 * Card repayment's calls (docs/product.md#payments). The wire keeps the old app's names (`alipay`,
 * `repayToken`, `needValid`); the screens see the names below.
 */

/** One of the borrower's cards: the bank and the last four digits, never the whole number. */
export interface SavedCard {
  id: number;
  bankName: string;
  bankCode: string;
  /** '•••• 1234', whatever the server sent. */
  maskedNumber: string;
}

/** Paying off the whole loan today (docs/product.md#early-repayment). */
export interface Payoff {
  amount: number;
  allowed: boolean;
  /** When not allowed: the day it opens. */
  opensOn: string | null;
}

/** The payway: what is owed and the ways to pay it. */
export interface Payway {
  /** Whether anything is left to pay: a repaid loan says so, and offers no way to pay. */
  repaid: boolean;
  /** Everything owed now, late charges included, minor units of `market`. */
  amountDue: number;
  /**
   * What Repay asks first: the instalments due and the late charges, or before the first falls
   * due, the next instalment (docs/product.md#payments).
   */
  dueNow: number;
  /** The due date of the first instalment not yet paid. */
  dueDate: string | null;
  /** What `dueNow` is, as the server decided it: never worked out from the phone's clock. */
  dueKind: DueKind;
  /** When `dueNow` is the payoff because it costs less: what the instalments would have cost. */
  dueInstead: number | null;
  payoff: Payoff | null;
  /** The ways to pay of the borrower's market, in order, the first the default. */
  methods: PaymentMethod[];
  /** Where a card is paid: Repay's form, or the payment provider's own page. */
  cardEntry: 'form' | 'page';
  /** The loan's currency, not the app's: the address may name another market's app (decision 027). */
  market: Market;
  cards: SavedCard[];
  /** Whether the borrower may pay less than everything. */
  partialAllowed: boolean;
  /** The most one payment takes today, as the server's rule says: where the keypad stops. */
  largest: number;
  /**
   * One per visit: every commit of this visit, resends too, carries it, so a commit repeated
   * with it is the same payment, not a second one.
   */
  visitToken: string;
  /** A card payment waiting for a code that still works: Repay opens on its code step. */
  pendingCard: PendingCard | null;
}

/** A card payment committed before a reload, whose SMS code still works. */
export interface PendingCard {
  recordId: number;
  /** The visit that made it: asking for its code again carries this, and is the same payment. */
  visitToken: string;
  cardId: number;
  amount: number;
  /** Seconds before the code may be sent again. */
  resendIn: number;
}

const savedCard = (card: BankCard): SavedCard => ({
  id: card.id,
  bankName: card.bankName,
  bankCode: card.bankCode,
  maskedNumber: maskCard(card.cardNo),
});

export async function fetchPayway(
  orderId: number,
  signal: AbortSignal,
): Promise<ApiResult<Payway>> {
  const result = await call(repaymentWay, { orderId }, { signal, quiet: true });
  return mapData(result, (way) => ({
    repaid: way.state === 'repaid',
    amountDue: way.amount,
    dueNow: way.dueNow,
    dueDate: way.dueDate,
    dueKind: way.dueKind,
    dueInstead: way.dueInstead,
    payoff: way.payoff
      ? { amount: way.payoff.amount, allowed: way.payoff.allowed, opensOn: way.payoff.opensOn }
      : null,
    // A server from before the methods list offered cards and, when it said so, the wallet.
    methods: way.methods ?? (way.alipay === 1 ? ['card', 'wallet'] : ['card']),
    cardEntry: way.cardEntry ?? 'form',
    market: way.market,
    cards: way.bankCards.map(savedCard),
    partialAllowed: way.partial,
    largest: way.largest ?? way.amount,
    visitToken: way.repayToken,
    pendingCard: way.pendingCard
      ? {
          recordId: way.pendingCard.repayRecordId,
          visitToken: way.pendingCard.repayToken,
          cardId: way.pendingCard.cardId,
          amount: way.pendingCard.amount,
          resendIn: way.pendingCard.resendIn,
        }
      : null,
  }));
}

export interface CardPayment {
  orderId: number;
  /** Minor units. */
  amount: number;
  card: SavedCard;
  visitToken: string;
  couponId?: string | undefined;
}

/** Starts paying by card; the provider may ask for an SMS code to confirm the payment record. */
export async function commitCardPayment(
  payment: CardPayment,
): Promise<ApiResult<{ needsCode: boolean; recordId: number }>> {
  const { orderId, amount, card, visitToken, couponId } = payment;
  const result = await call(repaymentCommit, {
    amount,
    cardId: card.id,
    orderId,
    repayToken: visitToken,
    bankName: card.bankName,
    bankCode: card.bankCode,
    cardNo: card.maskedNumber,
    ...(couponId ? { couponId } : {}),
    sendMsg: 1,
  });
  return mapData(result, (d) => ({ needsCode: d.needValid === 1, recordId: d.repayRecordId }));
}

/**
 * What an SMS code did: paid, or already paid by an earlier submission; a wrong code or another
 * refusal in the server's words; or `told` when the client already said what went wrong (the
 * network, a server fault) or sent the borrower to sign in again.
 */
export type CodeOutcome =
  | { kind: 'paid' }
  | { kind: 'duplicate' }
  | { kind: 'told' }
  | { kind: 'wrongCode'; message: string }
  | { kind: 'refused'; message: string };

export async function confirmCardPayment(input: {
  orderId: number;
  code: string;
  recordId: number;
}): Promise<CodeOutcome> {
  const result = await call(
    repaymentConfirm,
    { orderId: input.orderId, verifyCode: input.code, repaymentRecordId: input.recordId },
    { quiet: true },
  );
  if (result.ok) return { kind: 'paid' };
  if (result.kind !== 'business') return { kind: 'told' };
  const code = String(result.code);
  if (code === REPAY_CODES.duplicate) return { kind: 'duplicate' };
  if (code === REPAY_CODES.wrongCode) return { kind: 'wrongCode', message: result.message };
  return { kind: 'refused', message: result.message };
}

export interface Bank {
  code: string;
  name: string;
}

export async function fetchBanks(signal: AbortSignal): Promise<ApiResult<Bank[]>> {
  const result = await call(bankList, {}, { signal, quiet: true });
  return mapData(result, (banks) => banks.map((b) => ({ code: b.bankCode, name: b.bankName })));
}

/** Binds a card. The full number is sent here once and never comes back. */
export function saveCard(card: { bankCode: string; number: string; holderName: string }) {
  return call(bindCard, {
    bankCode: card.bankCode,
    cardNo: card.number,
    holderName: card.holderName,
  });
}
