import { routesModule } from '../../platform/register.ts';
import { devRoutes } from './routes.ts';

/** The non-production support API: it plays the outside world (docs/product.md#support-api). */
export const devModule = routesModule(devRoutes);
