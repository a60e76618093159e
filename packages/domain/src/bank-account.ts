import type { Market } from './market.ts';

/**
 * The bank account a borrower's loan is paid into (docs/product.md#bank-account): in India an
 * account number and its branch's IFSC, in Indonesia a bank from the list and an account number.
 * Only the form is checked here; whether the account exists and whose it is, the payout provider
 * tells (docs/payments.md#payouts).
 */

/** The banks an Indonesian borrower can be paid at: our code, and the name they know it by. */
export const ID_PAYOUT_BANKS = [
  { code: 'BCA', name: 'BCA' },
  { code: 'MANDIRI', name: 'Bank Mandiri' },
  { code: 'BRI', name: 'BRI' },
  { code: 'BNI', name: 'BNI' },
  { code: 'CIMB', name: 'CIMB Niaga' },
  { code: 'PERMATA', name: 'Bank Permata' },
  { code: 'BSI', name: 'Bank Syariah Indonesia' },
  { code: 'DANAMON', name: 'Bank Danamon' },
] as const;
export type IdPayoutBank = (typeof ID_PAYOUT_BANKS)[number]['code'];

/** India's branch code: four letters of the bank, a zero, six letters or digits of the branch. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** India's account numbers run from 9 to 18 digits; Indonesia's banks use 6 to 20. */
const ACCOUNT_DIGITS: Record<Market, { min: number; max: number }> = {
  IN: { min: 9, max: 18 },
  ID: { min: 6, max: 20 },
};
/** Letters of any script, with the spaces, dots, apostrophes and hyphens names carry. */
const HOLDER = /^\p{L}[\p{L}\p{M} .'-]*$/u;
export const HOLDER_NAME_MAX = 100;

/** What the borrower typed, before it is checked. */
export interface BankAccountInput {
  holderName: string;
  accountNumber: string;
  /** India: the IFSC. Indonesia: a code of `ID_PAYOUT_BANKS`. */
  bankCode: string;
}

/** An account as it is kept: spaces gone, IFSC in capitals. */
export interface BankAccountDetails {
  holderName: string;
  accountNumber: string;
  bankCode: string;
}

export type BankAccountProblem = 'holderName' | 'accountNumber' | 'bankCode';

/** The typed account, tidied, or the first field that cannot be one. */
export function checkBankAccount(
  input: BankAccountInput,
  market: Market,
): { ok: true; account: BankAccountDetails } | { ok: false; field: BankAccountProblem } {
  const holderName = input.holderName.trim().replace(/\s+/g, ' ');
  if (holderName.length < 2 || holderName.length > HOLDER_NAME_MAX || !HOLDER.test(holderName))
    return { ok: false, field: 'holderName' };
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
  const digits = ACCOUNT_DIGITS[market];
  if (
    !/^\d+$/.test(accountNumber) ||
    accountNumber.length < digits.min ||
    accountNumber.length > digits.max ||
    /^0+$/.test(accountNumber)
  )
    return { ok: false, field: 'accountNumber' };
  const bankCode =
    market === 'IN' ? input.bankCode.replace(/\s/g, '').toUpperCase() : input.bankCode.trim();
  const bankOk =
    market === 'IN' ? IFSC.test(bankCode) : ID_PAYOUT_BANKS.some((b) => b.code === bankCode);
  if (!bankOk) return { ok: false, field: 'bankCode' };
  return { ok: true, account: { holderName, accountNumber, bankCode } };
}

/**
 * An account number as every screen, message and log shows it: its last four digits only, so a
 * borrower knows which of their accounts it is and nobody else learns it.
 */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

/** The bank's name an Indonesian code stands for; India's IFSC names its bank by itself. */
export function bankLabel(bankCode: string, market: Market): string {
  if (market === 'IN') return bankCode;
  return ID_PAYOUT_BANKS.find((b) => b.code === bankCode)?.name ?? bankCode;
}
