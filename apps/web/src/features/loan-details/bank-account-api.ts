import type { ResponseOf } from '@tenora/contract/endpoint';
import { borrowerBankAccount, borrowerBankAccountSet } from '@tenora/contract/payouts';
import type { BankAccountDetails } from '@tenora/domain/bank-account';
import { call, type ApiResult } from '../../platform/api-client.ts';

/**
 * The calls of the account a loan is paid into (bank-account-card.tsx). Apart from the page's own
 * (loan-details-api.ts): they come with the card's chunk, which only a loan still to be paid out
 * asks for.
 */

/** The account the borrower's loans are paid into, and whether it may be changed now. */
export type BankAccountAnswer = ResponseOf<typeof borrowerBankAccount>;

/** Read quietly: the card draws nothing until it is read, and nothing if it cannot be. */
export function fetchBankAccount(signal: AbortSignal): Promise<ApiResult<BankAccountAnswer>> {
  return call(borrowerBankAccount, {}, { signal, quiet: true, loading: false });
}

/** A refusal toasts the server's own words, naming what to fix. */
export function saveBankAccount(
  account: BankAccountDetails,
  loading: string,
): Promise<ApiResult<BankAccountAnswer>> {
  return call(borrowerBankAccountSet, account, { loading });
}
