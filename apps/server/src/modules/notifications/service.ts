import { localDate, localMidnight } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import {
  COLLECTION_MESSAGES_PER_DAY,
  inContactHours,
  nextContactTime,
} from '@tenora/domain/reminders';
import { BorrowerScope, languageOf, userById, userEmail } from '../../platform/auth.ts';
import { marketingConsentStands } from '../../platform/consents.ts';
import { EmailDeliveryError } from '../../platform/email.ts';
import type { Queryable } from '../../platform/db.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { SmsDeliveryError, SmsDestinationError } from '../../platform/sms.ts';
import { loanAccount } from '../ledger/index.ts';
import type { Message } from '@tenora/contract/messages';
import type { OpsCommunication } from '@tenora/contract/ops';
import { writeAudit } from '../../platform/audit.ts';
import { notFound, businessFailure } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import {
  collectionCountSince,
  communicationsOf,
  failedDeliveryCounts,
  inboxOf,
  liftHold,
  markRead,
  placeHold,
  requeueFailed,
  unreadCount,
  type CommunicationRow,
  deliveryToSend,
  insertNotification,
  markDelivery,
  markSent,
  onHold,
  recordFailure,
  releaseWaiting,
  type DeliveryToSend,
  type NotificationInput,
} from './repository.ts';

/** The job that sends one delivery; retried with backoff, then failed for staff to see. */
export const DELIVER_JOB = 'deliver-message';
/** Retries after the first attempt: with pg-boss's doubling from 30 s, about half an hour. */
export const DELIVERY_RETRIES = 5;

/**
 * Tells a borrower something (docs/product.md#messages): writes the notification, which is also
 * their in-app message, and a delivery per channel, and queues the deliveries, all in the
 * caller's transaction, so a message exists exactly when its event does. A collection message
 * past the day's limit is not written; null then, or when the cause was already told.
 */
export async function notify(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Queryable,
  n: NotificationInput,
): Promise<number | null> {
  if (n.collection) {
    const sent = await collectionCountSince(
      tx,
      n.userId,
      localMidnight(localDate(n.at, n.market), n.market),
    );
    if (sent >= COLLECTION_MESSAGES_PER_DAY) return null;
  }
  const email = n.smsTo === undefined ? await userEmail(tx, n.userId) : null;
  const written = await insertNotification(tx, n, email ? ['sms', 'email'] : ['sms']);
  if (!written) return null;
  await deps.jobs.send(
    tx,
    DELIVER_JOB,
    written.deliveries.map((deliveryId) => ({ deliveryId })),
  );
  return written.id;
}

/** A failure the next attempt may not have: the provider was busy or out of reach. */
export class RetryableDelivery extends Error {}

/**
 * Why a collection message must not go now, or null: the instalment it is about was paid, or the
 * amount it states is no longer what is due (a payment since), the loan is in its cooling-off
 * days, or the borrower complained about collection conduct on the loan and has no answer yet.
 */
async function withheldBecause(deps: AppDeps, d: DeliveryToSend): Promise<string | null> {
  if (d.order_id === null) return null;
  const user = await userById(deps.db, d.user_id);
  if (!user) return 'no borrower';
  const borrower = BorrowerScope.forMessages(user.id, user.market, user.phone, deps.db);
  const account = await loanAccount(deps.clock, borrower, d.order_id);
  if (!account || account.due.kind === 'none') return 'paid';
  const instalment = account.schedule.find((r) => r.period_no === d.period_no);
  if (instalment && instalment.fee + instalment.interest + instalment.principal <= 0) return 'paid';
  if (d.amount !== null && d.amount !== account.due.amount) return 'amount changed';
  if (account.payoff?.coolingOff) return 'cooling-off';
  if (await onHold(deps.db, d.order_id)) return 'collection complaint open';
  return null;
}

/**
 * Sends one delivery, once, by the rules of its kind (docs/product.md#messages). A collection
 * message outside the contact hours waits for them, and one no longer true is withheld. A
 * gateway on our own database writes the text in the transaction that marks it sent, so it is
 * sent exactly once; a provider's is sent, then marked, and a passing failure throws, so the job
 * engine tries again later, until the last attempt marks it failed.
 */
export async function deliver(deps: AppDeps, deliveryId: number): Promise<void> {
  const d = await deliveryToSend(deps.db, deliveryId);
  if (!d || d.status !== 'queued') return;
  if (d.text_removed_at) {
    await markDelivery(deps.db, d.id, { status: 'cancelled', reason: 'text deleted' });
    return;
  }
  // An offer goes only while the borrower's consent to marketing stands (docs/product.md#privacy).
  if (d.marketing && !(await marketingConsentStands(deps.db, d.user_id))) {
    await markDelivery(deps.db, d.id, {
      status: 'cancelled',
      reason: 'marketing consent withdrawn',
    });
    return;
  }
  const now = deps.clock.now();
  if (d.collection) {
    const reason = await withheldBecause(deps, d);
    if (reason) {
      await markDelivery(deps.db, d.id, { status: 'cancelled', reason });
      return;
    }
  }
  // An offer, like a collection message, goes only in the contact hours; the consent is asked
  // again when it is released.
  if (d.collection || d.marketing) {
    if (!inContactHours(now, d.market)) {
      await markDelivery(deps.db, d.id, {
        status: 'waiting',
        deliverAfter: nextContactTime(now, d.market),
        reason: 'outside contact hours',
      });
      return;
    }
  }
  const carrier = await carrierOf(deps, d);
  if (typeof carrier === 'string') {
    await markDelivery(deps.db, d.id, { status: 'failed', reason: carrier });
    return;
  }
  try {
    const sentHere = await deps.db.transaction(async (tx) => {
      const local = carrier.within(tx);
      if (!local) return false;
      if (await markSent(tx, d.id, now)) await local();
      return true;
    });
    if (!sentHere) {
      const sent = await carrier.send();
      await markSent(deps.db, d.id, now, sent.providerId ?? null);
    }
  } catch (err) {
    const permanent =
      err instanceof SmsDestinationError ||
      ((err instanceof SmsDeliveryError || err instanceof EmailDeliveryError) && !err.retryable);
    const reason = err instanceof SmsDestinationError ? 'destination refused' : errorReason(err);
    const status = await recordFailure(deps.db, d.id, reason, permanent ? 0 : DELIVERY_RETRIES + 1);
    // Thrown again, the job is retried with backoff; a delivery failed for good is not.
    if (status === 'queued') throw err;
  }
}

/**
 * Our reference for a delivery, given to the provider and handed back in its reports: the same for
 * every try of a round, so a provider takes a try sent again once; new when staff send it again.
 */
export const deliveryReference = (id: number, round: number) =>
  round === 0 ? `tenora-${id}` : `tenora-${id}-${round}`;

/** The delivery and round a provider's report names by our reference; null if not ours. */
export function deliveryOfReference(reference: string): { id: number; round: number } | null {
  const match = /^tenora-(\d{1,15})(?:-(\d{1,6}))?$/.exec(reference);
  if (!match) return null;
  return { id: Number(match[1]), round: Number(match[2] ?? 0) };
}

/**
 * How a delivery reaches the borrower on its channel: in the marking transaction when the
 * gateway writes to our own database (`within`), else over the network. The destination is
 * read when sending, so a changed phone or e-mail is the one used (but for a message to the number
 * the borrower left, `sms_to`); none is a failure's reason.
 */
async function carrierOf(
  deps: AppDeps,
  d: DeliveryToSend,
): Promise<
  | string
  | {
      within: (tx: Queryable) => (() => Promise<unknown>) | null;
      send: () => Promise<{ providerId?: string }>;
    }
> {
  const user = await userById(deps.db, d.user_id);
  if (!user) return 'no borrower';
  const reference = deliveryReference(d.id, d.round);
  if (d.channel === 'sms') {
    const message = {
      to: d.sms_to ?? user.phone,
      text: d.body,
      purpose: d.template,
      template: d.template,
      reference,
    };
    return {
      within: (tx) => {
        const local = deps.sms.within?.(tx, message.to);
        return local ? () => local.send(message) : null;
      },
      send: () => deps.sms.send(message),
    };
  }
  const to = await userEmail(deps.db, d.user_id);
  if (!to) return 'no e-mail address';
  const message = {
    to,
    subject: d.title,
    text: d.body,
    reference,
    // The language its words were written in: the borrower's, as every writer of a message takes it.
    locale: languageOf(user),
  };
  return {
    within: (tx) => {
      const local = deps.email.within?.(tx);
      return local ? () => local.send(message) : null;
    },
    send: () => deps.email.send(message),
  };
}

function errorReason(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 200);
}

/** Queues again what waited for the contact hours and may go now. */
export async function releaseDue(deps: AppDeps, market: Market, now: Date): Promise<void> {
  const ids = await releaseWaiting(deps.db, market, now);
  await deps.jobs.send(
    null,
    DELIVER_JOB,
    ids.map((deliveryId) => ({ deliveryId })),
  );
}

/**
 * The borrower's messages, a page at a time, newest first, with what is still unread. A message
 * whose text was deleted, its period past (`textMonths`), says so in its place.
 */
export async function inbox(
  borrower: BorrowerScope,
  before: number | undefined,
  page: number,
  removed: { t: Translate; textMonths: number },
) {
  const rows = await inboxOf(borrower, { before, limit: page + 1 });
  const messages: Message[] = rows.slice(0, page).map((r) => ({
    id: r.id,
    title: r.title,
    body: r.text_removed_at ? removed.t('message.textRemoved', removed.textMonths) : r.body,
    sentAt: r.created_at.toISOString(),
    read: r.read_at !== null,
    link:
      r.paper_id !== null
        ? { kind: 'paper', id: r.paper_id }
        : r.complaint_id !== null
          ? { kind: 'complaint', id: r.complaint_id }
          : r.order_id !== null
            ? { kind: 'loan', id: r.order_id }
            : null,
  }));
  return { messages, more: rows.length > page, unread: await unreadCount(borrower) };
}

export async function read(borrower: BorrowerScope, id: number | null, at: Date) {
  await markRead(borrower, id === null ? null : [id], at);
  return { unread: await unreadCount(borrower) };
}

/** What My loans shows beside the messages' link. */
export const unreadMessages = unreadCount;

function communicationsFrom(rows: CommunicationRow[]): OpsCommunication[] {
  const byId = new Map<number, OpsCommunication>();
  for (const r of rows) {
    let c = byId.get(r.notification_id);
    if (!c) {
      c = {
        notificationId: r.notification_id,
        template: r.template,
        title: r.title,
        createdAt: r.created_at.toISOString(),
        orderId: r.order_id,
        complaintId: r.complaint_id,
        deliveries: [],
      };
      byId.set(r.notification_id, c);
    }
    if (r.delivery_id !== null && r.channel && r.status) {
      c.deliveries.push({
        deliveryId: r.delivery_id,
        channel: r.channel,
        status: r.status,
        attempts: r.attempts ?? 0,
        sentAt: r.sent_at?.toISOString() ?? null,
        reason: r.reason,
      });
    }
  }
  return [...byId.values()];
}

export async function communications(db: Queryable, userId: number) {
  return communicationsFrom(await communicationsOf(db, userId));
}

/** A failed delivery queued again by a member of staff, with an audit entry, in one transaction. */
export async function retryDelivery(deps: AppDeps, staffId: number, id: number, t: Translate) {
  const now = deps.clock.now();
  const userId = await deps.db.transaction(async (tx) => {
    const again = await requeueFailed(tx, id, now);
    if (!again) {
      const exists = await tx.query('select 1 from notification_deliveries where id = $1', [id]);
      if (exists.length === 0) throw notFound(t('request.notFound'));
      throw businessFailure(t('message.notFailed'));
    }
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'message.retry',
      objectType: 'delivery',
      objectId: id,
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
    await deps.jobs.send(tx, DELIVER_JOB, [{ deliveryId: id }]);
    return again.user_id;
  });
  return communications(deps.db, userId);
}

export async function queueHealth(deps: AppDeps) {
  return {
    queues: await deps.jobs.health(),
    failedDeliveries: await failedDeliveryCounts(deps.db),
  };
}

/** A complaint about collection conduct on a loan: no collection message about it until answered. */
export async function placeCollectionHold(
  tx: Queryable,
  hold: { complaintId: number; orderId: number; at: Date },
): Promise<void> {
  await placeHold(tx, hold);
}

export async function liftCollectionHold(tx: Queryable, complaintId: number, at: Date) {
  await liftHold(tx, complaintId, at);
}
