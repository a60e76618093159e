import type { FastifyInstance } from 'fastify';
import { MARKETS } from '@tenora/domain/market';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { reconciliationStaffRoutes } from './routes.ts';
import { reconcileDue } from './service.ts';

/**
 * The daily reconciliation of each provider's books with ours (docs/payments.md#reconciliation),
 * and its queue in the console.
 */
export async function reconciliationModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, reconciliationStaffRoutes);
  for (const market of MARKETS) {
    // Early in the market's morning, before staff start: yesterday's books (and any day of the
    // week before a provider did not answer for).
    deps.jobs.every({
      name: `reconciliation-${market}`,
      hours: [RECONCILE_AT_HOUR],
      market,
      run: async (at) => {
        await reconcileDue(deps, app.log, market, at);
      },
    });
  }
}

const RECONCILE_AT_HOUR = 6;

export { reconcileDay, reconcileDue, type DaySummary } from './service.ts';
