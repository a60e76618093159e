import { MARKETS } from '@tenora/domain/market';
import { CONTACT_HOURS } from '@tenora/domain/reminders';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { retentionTasks } from '../../platform/retention.ts';
import { forgetMessageTexts } from './retention.ts';
import { REMIND_JOB, remindLoan, scanReminders, type RemindLoan } from './reminders.ts';
import { notificationRoutes } from './routes.ts';
import { registerSmsReportRoutes } from './sms-reports.ts';
import { deliver, DELIVER_JOB, DELIVERY_RETRIES } from './service.ts';

/**
 * Messages to borrowers (docs/product.md#messages): the outbox every module writes to in its own
 * transaction (`notify`), the jobs that deliver it by SMS and e-mail, the reminders' schedule in
 * each market's contact hours, the borrower's inbox, and the console's view of what was sent;
 * the providers' delivery reports; each night, the texts whose period has passed go
 * (docs/product.md#retention).
 */
export async function notificationsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, notificationRoutes);
  registerSmsReportRoutes(app, deps);
  deps.jobs.define<{ deliveryId: number }>({
    name: DELIVER_JOB,
    run: ({ deliveryId }) => deliver(deps, deliveryId),
    retryLimit: DELIVERY_RETRIES,
    retryDelaySeconds: 30,
    expireInSeconds: 30,
  });
  deps.jobs.define<RemindLoan>({
    name: REMIND_JOB,
    run: (job) => remindLoan(deps, job),
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
  });
  for (const market of MARKETS) {
    const { from, to } = CONTACT_HOURS[market];
    // Every hour on the hour inside the contact hours: the first finds the day's reminders, the
    // others make up for an hour no worker ran.
    const hours = Array.from({ length: Math.ceil((to - from) / 60) }, (_, i) => from / 60 + i);
    deps.jobs.every({
      name: `reminders-${market}`,
      hours,
      market,
      run: (at) => scanReminders(deps, market, at),
    });
  }
  retentionTasks(deps.jobs, app.log, 'messages', (market, at) =>
    forgetMessageTexts(deps, market, at),
  );
}

export { notify, placeCollectionHold, liftCollectionHold, unreadMessages } from './service.ts';
export { firstSentAt } from './repository.ts';
export {
  eraseMessageTexts,
  messageRecords,
  messagesHeld,
  recordSentNotification,
  type SentBy,
} from './privacy.ts';
