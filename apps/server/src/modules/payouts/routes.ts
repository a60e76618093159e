import { opsLoanApplications, opsLoanDisburse } from '@tenora/contract/ops';
import {
  borrowerBankAccount,
  borrowerBankAccountSet,
  opsBankAccountReview,
} from '@tenora/contract/payouts';
import { bind } from '../../platform/register.ts';
import {
  applicationsWithPayouts,
  bankAccountOf,
  disburse,
  reviewBankAccount,
  setBankAccount,
} from './service.ts';

/** The borrower's own account: read and set through their scope only. */
export const payoutRoutes = [
  bind(borrowerBankAccount, (_input, { deps, borrower, t }) => bankAccountOf(deps, borrower, t)),
  bind(borrowerBankAccountSet, (input, { deps, borrower, t }) =>
    setBankAccount(deps, borrower, input, t),
  ),
];

/** The credit desk: the applications with where each would be paid, disbursal, account review. */
export const payoutStaffRoutes = [
  bind(opsLoanApplications, ({ state, market, page, pageSize }, { deps }) =>
    applicationsWithPayouts(deps, { state, market, page: page ?? 1, pageSize: pageSize ?? 50 }),
  ),
  bind(opsLoanDisburse, ({ orderId }, { deps, staff }) => disburse(deps, staff.id, orderId)),
  bind(opsBankAccountReview, (input, { deps, staff }) => reviewBankAccount(deps, staff.id, input)),
];
