import { routesModule } from '../../platform/register.ts';
import { loanRoutes } from './routes.ts';

/** Loan confirmation: the offer, the key fact statement, the agreement, the confirm. */
export const loansModule = routesModule(loanRoutes);
