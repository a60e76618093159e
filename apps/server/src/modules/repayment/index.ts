import { routesModule } from '../../platform/register.ts';
import { repaymentRoutes } from './routes.ts';

/** Card repayment with an SMS code (docs/decisions/015, 023). */
export const repaymentModule = routesModule(repaymentRoutes);

export { banksOf } from './repository.ts';
