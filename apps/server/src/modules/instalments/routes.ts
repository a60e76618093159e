import { loanPlayDetail } from '@tenora/contract/instalments';
import { bind } from '../../platform/register.ts';
import { instalmentPlan } from './service.ts';

export const instalmentRoutes = [
  bind(loanPlayDetail, async ({ orderId }, { deps, borrower, t }) => ({
    ...(await instalmentPlan(deps, borrower, orderId, t)),
    market: borrower.market,
  })),
];
