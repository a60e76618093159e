import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { MARKETS } from '@tenora/domain/market';
import { scanAgentReminders, TELL_AGENT_JOB, tellAgent, type TellAgent } from './agents.ts';
import { complaintRoutes } from './routes.ts';
import { sweepOrphanImages } from './service.ts';

/** How often images never attached to a complaint are looked for; each lives at most a day. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Complaints, their evidence images and the lender's answers (docs/product.md#complaints). Also
 * removes evidence never attached to a complaint: at start, then every hour.
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
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepOrphanImages(deps).catch((err: unknown) =>
      app.log.error({ err: { message: String(err) } }, 'evidence sweep failed'),
    );
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    // The sweep never keeps a process alive that is otherwise done.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export { sweepOrphanImages } from './service.ts';
