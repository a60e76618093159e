import { checkDebitCard } from '@tenora/domain/autopay';
import type { Mandate } from './autopay-api.ts';

/**
 * What autopay's card shows (docs/product.md#autopay), from the mandate as the server has it:
 * `offer` with none, or one refused or cancelled (set up again from there); `approving` while the
 * borrower approves it in their UPI app or at their bank's page; `code` while the bank waits for
 * the code it texted; then `active`, `paused` (in the UPI app) or `cancelling`.
 */
export type AutopayPhase = 'offer' | 'approving' | 'code' | 'active' | 'paused' | 'cancelling';

export function autopayPhase(mandate: Mandate | null): AutopayPhase {
  if (!mandate || mandate.status === 'refused' || mandate.status === 'cancelled') return 'offer';
  if (mandate.status === 'approving') return mandate.awaitsCode ? 'code' : 'approving';
  return mandate.status;
}

/** The fields of Indonesia's form, by their names on the wire (`autopayStart`'s request). */
export const DEBIT_CARD_FIELDS = ['bank', 'cardLastFour', 'cardExpiry'] as const;
export type DebitCardField = (typeof DEBIT_CARD_FIELDS)[number];

export interface DebitCard {
  bank: string;
  cardLastFour: string;
  /** `MM/YY`. */
  cardExpiry: string;
}

/** What is typed as the card's last four digits: digits only, four at most. */
export function lastFourInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}

/** What is typed as the card's expiry: digits, with the slash put in after the month. */
export function expiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The form checked before it is sent, by the rule the server checks it with again
 * (`checkDebitCard`): a bank of the list, four digits, and an expiry `MM/YY` not past on `today`
 * (the market's day on the phone: the bank has the last word). The first field to fix, in the
 * form's order, otherwise.
 */
export function checkDebitCardForm(
  input: DebitCard,
  banks: readonly string[],
  today: string,
): { ok: true; card: DebitCard } | { ok: false; field: DebitCardField } {
  if (!banks.includes(input.bank)) return { ok: false, field: 'bank' };
  const checked = checkDebitCard(
    { lastFour: input.cardLastFour, expiry: expiryInput(input.cardExpiry) },
    today,
  );
  if (!checked.ok)
    return { ok: false, field: checked.fields[0] === 'expiry' ? 'cardExpiry' : 'cardLastFour' };
  return {
    ok: true,
    card: { bank: input.bank, cardLastFour: checked.lastFour, cardExpiry: checked.expiry },
  };
}

/**
 * The field of the form a refusal names: a request the contract refuses answers 400 with a
 * sentence naming the first field that failed by its name on the wire
 * (docs/decisions/006-validation-errors-http-400.md). None when it names none of them (the
 * service's own refusals say what is wrong in words).
 */
export function fieldNamed(message: string): DebitCardField | undefined {
  return DEBIT_CARD_FIELDS.find((field) => new RegExp(`\\b${field}\\b`).test(message));
}

/** The code the bank texted: digits, as the contract takes it (4 to 12). */
export function codeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 12);
}

export const isCode = (code: string): boolean => /^\d{4,12}$/.test(code);
