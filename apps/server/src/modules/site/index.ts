import { routesModule } from '../../platform/register.ts';
import { siteRoutes } from './routes.ts';

/** The company site's contact form and customer-service contacts. */
export const siteModule = routesModule(siteRoutes);
