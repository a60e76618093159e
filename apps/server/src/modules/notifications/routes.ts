import { MESSAGES_PAGE, messageList, messagesRead } from '@tenora/contract/messages';
import { opsBorrowerCommunications, opsDeliveryRetry, opsJobQueues } from '@tenora/contract/ops';
import { bind } from '../../platform/register.ts';
import * as messages from './service.ts';

export const notificationRoutes = [
  bind(messageList, async ({ before }, { borrower, deps, t }) =>
    messages.inbox(borrower, before, MESSAGES_PAGE, {
      t,
      textMonths: deps.config.retention.messageTextMonths,
    }),
  ),
  bind(messagesRead, async ({ id }, { borrower, deps }) =>
    messages.read(borrower, id ?? null, deps.clock.now()),
  ),

  // The operator console: what was sent, a failed message again (audited), the queues (admin).
  bind(opsBorrowerCommunications, async ({ userId }, { deps }) => ({
    communications: await messages.communications(deps.db, userId),
  })),
  bind(opsDeliveryRetry, async ({ deliveryId }, { deps, staff, t }) => ({
    communications: await messages.retryDelivery(deps, staff.id, deliveryId, t),
  })),
  bind(opsJobQueues, async (_input, { deps }) => messages.queueHealth(deps)),
];
