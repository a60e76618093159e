import { routesModule } from '../../platform/register.ts';
import { jointRoutes } from './routes.ts';

/** The public joint-login-failure page's calls (docs/decisions/013). */
export const jointModule = routesModule(jointRoutes);
