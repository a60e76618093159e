import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { retentionTasks } from '../../platform/retention.ts';
import { forgetNeverBorrowers } from './retention.ts';
import { promotionRoutes } from './routes.ts';

/**
 * Promotion landing pages: templates, captcha, SMS registration and the funnel; and, each night,
 * the registration data of those who never borrowed, once its period has passed
 * (docs/product.md#retention).
 */
export async function promotionModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, promotionRoutes);
  retentionTasks(deps.jobs, app.log, 'registrations', (market, at) =>
    forgetNeverBorrowers(deps, market, at),
  );
}

export { landingTemplateIdFor, saveTemplate } from './repository.ts';
export {
  eraseRegistration,
  registrationOf,
  registrationRecord,
  type RegistrationHeld,
} from './privacy.ts';
