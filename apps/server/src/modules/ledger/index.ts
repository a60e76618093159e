/**
 * The ledger owns the loan account (docs/architecture.md#the-loan-account). Other modules read a
 * loan only through `loanAccount` and `loanSummaries`, scoped to the borrower, and move money only
 * through the payment functions, inside their own transaction.
 */
export { latestLoanOfProduct, loanAccount, loanSummaries, type LoanAccount } from './account.ts';
export {
  acceptPayment,
  applyExtension,
  applyPayment,
  bookPayment,
  PENALTY_PERIOD,
  type ExtensionTerms,
  type OrderBalance,
} from './service.ts';
export { repayableAmount } from './repayable.ts';
export type { AccountRow, BalanceRow } from './repository.ts';
