import type { FastifyInstance } from 'fastify';
import { retentionCutoff } from '@tenora/domain/retention';
import { forgetConsentSources } from '../../platform/consents.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { inBatches, retentionTasks } from '../../platform/retention.ts';
import { carryOutErasure, ERASE_JOB, ERASE_RETRIES } from './erasure.ts';
import { privacyRoutes } from './routes.ts';

/**
 * The privacy centre (docs/product.md#privacy): the borrower's consents, the data held about
 * them and their requests (see, correct, erase, complain) under India's DPDP Act and Indonesia's
 * PDP Law; the console's queue of those requests; and the job that carries out an erasure.
 */
export async function privacyModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, privacyRoutes);
  deps.jobs.define<{ requestId: number }>({
    name: ERASE_JOB,
    run: ({ requestId }) => carryOutErasure(deps, requestId),
    retryLimit: ERASE_RETRIES,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
  });
  // The consent ledger's evidence of where a choice came from goes a period after a later choice
  // replaced it (docs/product.md#retention).
  retentionTasks(deps.jobs, app.log, 'consents', async (market, at) => ({
    consentSources: await inBatches((limit) =>
      forgetConsentSources(
        deps.db,
        retentionCutoff(at, deps.config.retention.consentSourceMonths, market),
        limit,
      ),
    ),
  }));
}
