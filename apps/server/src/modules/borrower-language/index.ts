import { routesModule } from '../../platform/register.ts';
import { borrowerLanguageRoutes } from './routes.ts';

/** The language a borrower chose to read the app in (docs/product.md#markets). */
export const borrowerLanguageModule = routesModule(borrowerLanguageRoutes);
