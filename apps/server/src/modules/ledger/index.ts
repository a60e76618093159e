/**
 * The ledger owns the loan account (docs/architecture.md#the-loan-account) and the tables it is
 * made of. Other modules read a loan only through `loanAccount` and `loanSummaries`, scoped to the
 * borrower, move money only through the payment functions, and write an order's application,
 * documents, decision and disbursal only through `orders.ts`, each inside their own transaction.
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
export {
  createPendingOrder,
  decideOrder,
  disburseOrder,
  findDocument,
  hasOrderSql,
  latestOrderId,
  listDocuments,
  lockOrderToMove,
  orderDecision,
  outstandingPrincipal,
  productOfOrder,
  sanctionedOrder,
  storeDocuments,
  userOfOrder,
  type OrderToMove,
  type SanctionedOrder,
} from './orders.ts';
export { repayableAmount } from './repayable.ts';
export { loanStatement, ownsLoan, type LoanStatement, type StatementEntry } from './statement.ts';
export { applicationsForOps, loanMoneyForOps } from './staff.ts';
export {
  bookedPayment,
  instalmentsDueSql,
  type BookedPayment,
  type InstalmentDue,
} from './repository.ts';
export type { AccountRow, BalanceRow } from './repository.ts';
export { hasOrders, paymentRecords, paymentsHeld } from './privacy.ts';
