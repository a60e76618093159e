import { loanPlayDetail } from '@tenora/contract/instalments';
import { bind } from '../../platform/register.ts';
import { instalmentPlan } from './service.ts';

export const instalmentRoutes = [
  bind(loanPlayDetail, ({ orderId }, { deps, borrower, t }) =>
    instalmentPlan(deps, borrower, orderId, t),
  ),
];
