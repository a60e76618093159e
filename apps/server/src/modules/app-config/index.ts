import { routesModule } from '../../platform/register.ts';
import { appConfigRoutes } from './routes.ts';

/** The app config a page themes itself with and speaks for (docs/product.md#markets). */
export const appConfigModule = routesModule(appConfigRoutes);
