import { routesModule } from '../../platform/register.ts';
import { loanDetailsRoutes } from './routes.ts';

/** One loan by its status, and the borrower's rating of it. */
export const loanDetailsModule = routesModule(loanDetailsRoutes);

export { coolingOffExit } from './service.ts';
export { eraseRatings, ratingsOf } from './privacy.ts';
