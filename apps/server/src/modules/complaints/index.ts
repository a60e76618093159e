import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { MARKETS } from '@tenora/domain/market';
import { retentionTasks } from '../../platform/retention.ts';
import { scanAgentReminders, TELL_AGENT_JOB, tellAgent, type TellAgent } from './agents.ts';
import { complaintRoutes } from './routes.ts';
import { forgetExpiredImages, sweepOrphanImages } from './service.ts';

/**
 * Complaints, their evidence images and the lender's answers (docs/product.md#complaints), and the
 * e-mail to the agent holding one on the working day before it is due. Two tasks keep the images
 * to their time: every hour, the evidence never attached to a complaint goes; each night, the
 * photos of complaints answered longer ago than their period (docs/product.md#retention).
 */
export async function complaintsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, complaintRoutes);
  deps.jobs.define<TellAgent>({
    name: TELL_AGENT_JOB,
    run: (job) => tellAgent(deps, job),
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 60,
  });
  for (const market of MARKETS) {
    // The office's hours: the first finds the day's complaints, the later ones those assigned since.
    deps.jobs.every({
      name: `complaint-agents-${market}`,
      hours: [9, 10, 11, 12, 13, 14, 15, 16, 17],
      market,
      run: (at) => scanAgentReminders(deps, market, at),
    });
  }
  deps.jobs.every({
    name: 'complaint-photos-unattached',
    minutes: 60,
    run: async () => {
      await sweepOrphanImages(deps);
    },
  });
  retentionTasks(deps.jobs, app.log, 'complaints', async (market, at) => ({
    images: await forgetExpiredImages(deps, market, at),
  }));
}

export { sweepOrphanImages } from './service.ts';
export { complaintRecords, complaintsHeld, eraseComplaintPhotos } from './privacy.ts';
