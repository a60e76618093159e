import { routesModule } from '../../platform/register.ts';
import { loanRoutes } from './routes.ts';
import { loanStaffRoutes } from './staff-routes.ts';

/**
 * Loan confirmation: the offer, the key fact statement, the agreement, the confirm; and the
 * credit staff's side in the console: applications, approve, reject, disburse, borrowers' limits.
 */
export const loansModule = routesModule([...loanRoutes, ...loanStaffRoutes]);

export { moveOrder, moveOrderIn, type OrderAction, type OrderActor } from './order-state.ts';
export { listApplications } from './staff.ts';
export { offersFor } from './offers.ts';
export { keptOnExit } from './key-facts.ts';
export { opsOrdersOf } from './staff.ts';
export { consentsOf } from './consent.ts';
