import { routesModule } from '../../platform/register.ts';
import { borrowerEmailRoutes } from './routes.ts';

/** The borrower's e-mail address for their messages (docs/product.md#e-mail-address). */
export const borrowerEmailModule = routesModule(borrowerEmailRoutes);
