import { routesModule } from '../../platform/register.ts';
import { extensionRoutes } from './routes.ts';

/** Paid extensions: the quote and the fee (docs/decisions/017-extensions.md, 024). */
export const extensionModule = routesModule(extensionRoutes);
