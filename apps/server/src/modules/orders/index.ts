import { routesModule } from '../../platform/register.ts';
import { orderRoutes } from './routes.ts';

/** The borrower's list of loans. */
export const ordersModule = routesModule(orderRoutes);
