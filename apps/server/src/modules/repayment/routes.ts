import {
  bankList,
  bindCard,
  repaymentCommit,
  repaymentConfirm,
  repaymentWay,
} from '@tenora/contract/repayment';
import { bind } from '../../platform/register.ts';
import * as repayment from './service.ts';

export const repaymentRoutes = [
  bind(bankList, (_input, { deps, borrower }) => repayment.bankList(deps, borrower)),
  bind(bindCard, (input, { deps, borrower, t }) => repayment.bind(deps, borrower, input, t)),
  bind(repaymentWay, async ({ orderId }, { deps, borrower, t }) => ({
    ...(await repayment.repaymentWay(deps, borrower, orderId, t)),
    market: borrower.market,
  })),
  bind(repaymentCommit, (input, { deps, borrower, t }) =>
    repayment.commit(deps, borrower, input, t),
  ),
  bind(repaymentConfirm, (input, { deps, borrower, t, request }) =>
    repayment.confirm(deps, borrower, input, t, request.log),
  ),
];
