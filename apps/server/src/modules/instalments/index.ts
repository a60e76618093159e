import { routesModule } from '../../platform/register.ts';
import { instalmentRoutes } from './routes.ts';

/** The instalment plan, paid and still owed. */
export const instalmentsModule = routesModule(instalmentRoutes);
