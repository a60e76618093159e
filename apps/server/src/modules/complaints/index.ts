import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { retentionTasks } from '../../platform/retention.ts';
import { complaintRoutes } from './routes.ts';
import { forgetExpiredImages, sweepOrphanImages } from './service.ts';

/** Every hour of the day: an image never attached lives at most a day, and an hour more. */
const EVERY_HOUR = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Complaints, their evidence images and the lender's answers (docs/product.md#complaints). Two
 * tasks keep the images to their time: every hour, the evidence never attached to a complaint goes;
 * each night, the photos of complaints answered longer ago than their period
 * (docs/product.md#retention).
 */
export async function complaintsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, complaintRoutes);
  deps.jobs.every({
    name: 'complaint-photos-unattached',
    // All 24 hours, whatever the zone: the market only names the clock they are read on.
    market: 'IN',
    hours: EVERY_HOUR,
    catchUp: 'latest',
    run: async () => {
      await sweepOrphanImages(deps);
    },
  });
  retentionTasks(deps.jobs, app.log, 'complaints', async (market, at) => ({
    images: await forgetExpiredImages(deps, market, at),
  }));
}

export { sweepOrphanImages } from './service.ts';
