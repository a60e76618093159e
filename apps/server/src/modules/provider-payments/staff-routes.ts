import { opsRefund, opsRefundList } from '@tenora/contract/ops';
import { bind } from '../../platform/register.ts';
import { listRefunds, refundPayment } from './refunds.ts';

/** The credit role's refunds in the console (docs/product.md#the-operator-console-server). */
export const refundStaffRoutes = [
  bind(opsRefundList, async ({ state, market, page, pageSize }, { deps }) =>
    listRefunds(deps, {
      state: state ?? 'open',
      market,
      page: page ?? 1,
      pageSize: pageSize ?? 50,
    }),
  ),
  bind(opsRefund, async (input, { deps, staff, request }) =>
    refundPayment(deps, staff.id, input, request.log),
  ),
];
