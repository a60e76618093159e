import { routesModule } from '../../platform/register.ts';
import { virtualAccountRoutes } from './routes.ts';

/** Virtual accounts and mini-market codes, paid through the provider's webhook. */
export const virtualAccountModule = routesModule(virtualAccountRoutes);
