import { routesModule } from '../../platform/register.ts';
import { promotionRoutes } from './routes.ts';

/** Promotion landing pages: templates, captcha, SMS registration and the funnel. */
export const promotionModule = routesModule(promotionRoutes);

export { landingTemplateIdFor, saveTemplate } from './repository.ts';
