import { opsReconciliation, opsReconciliationResolve } from '@tenora/contract/reconciliation';
import { bind } from '../../platform/register.ts';
import { reconciliationQueue, resolveReconItem } from './service.ts';

/** The credit desk's reconciliation queue (docs/payments.md#reconciliation). */
export const reconciliationStaffRoutes = [
  bind(opsReconciliation, ({ state, market, page, pageSize }, { deps }) =>
    reconciliationQueue(deps, {
      state: state ?? 'open',
      market,
      page: page ?? 1,
      pageSize: pageSize ?? 50,
    }),
  ),
  bind(opsReconciliationResolve, (input, { deps, staff }) =>
    resolveReconItem(deps, staff.id, input),
  ),
];
