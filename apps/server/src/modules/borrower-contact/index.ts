import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { inBatches, retentionTasks } from '../../platform/retention.ts';
import { deleteOldChanges } from './repository.ts';
import { borrowerContactRoutes } from './routes.ts';

export { eraseContactChanges } from './repository.ts';

/** A change's row outlives its codes by a day, then goes (docs/product.md#retention). */
const CHANGE_KEPT_MS = 24 * 3_600_000;

/**
 * How the borrower is reached, changed by the borrower (docs/product.md#my-details): their phone
 * number, confirmed by codes to the old and the new number, and their e-mail address, confirmed by
 * a code sent to it.
 */
export async function borrowerContactModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, borrowerContactRoutes);
  retentionTasks(deps.jobs, app.log, 'contact-changes', async (_market, at) => ({
    contactChanges: await inBatches((limit) =>
      deleteOldChanges(deps.db, new Date(at.getTime() - CHANGE_KEPT_MS), limit),
    ),
  }));
}
