import type { Market } from '@tenora/domain/market';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { instalmentsDueSql, type InstalmentDue } from '../ledger/index.ts';

export type Channel = 'sms' | 'email';
export type DeliveryStatus = 'queued' | 'waiting' | 'sent' | 'delivered' | 'failed' | 'cancelled';

export interface NotificationInput {
  userId: number;
  market: Market;
  template: string;
  title: string;
  body: string;
  orderId?: number | undefined;
  complaintId?: number | undefined;
  /** The paper it tells of (a receipt, a certificate), which its in-app message opens. */
  paperId?: number | undefined;
  /** The instalment and the amount due a collection message states. */
  periodNo?: number | undefined;
  amount?: number | undefined;
  collection: boolean;
  /**
   * An offer, sent only with the borrower's marketing consent: asked again when each channel
   * sends it, so a withdrawal in between stops it (docs/product.md#privacy).
   */
  marketing?: boolean | undefined;
  /**
   * A number other than the borrower's own for its SMS, and no e-mail: the number they left when
   * their phone changed (docs/product.md#my-details), told that it no longer gets their messages.
   */
  smsTo?: string | undefined;
  /** What caused it, once: the same cause never makes a second notification. */
  cause: string;
  at: Date;
}

/** Writes the notification and its deliveries; null when its cause was already told. */
export async function insertNotification(
  tx: Queryable,
  n: NotificationInput,
  channels: readonly Channel[],
): Promise<{ id: number; deliveries: number[] } | null> {
  const rows = await tx.query<{ id: number }>(
    `insert into notifications
       (user_id, market, template, title, body, order_id, complaint_id, period_no, amount,
        collection, cause, created_at, paper_id, marketing, sms_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict (cause) do nothing returning id`,
    [
      n.userId,
      n.market,
      n.template,
      n.title,
      n.body,
      n.orderId ?? null,
      n.complaintId ?? null,
      n.periodNo ?? null,
      n.amount ?? null,
      n.collection,
      n.cause,
      n.at,
      n.paperId ?? null,
      n.marketing ?? false,
      n.smsTo ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  const deliveries = await tx.query<{ id: number }>(
    `insert into notification_deliveries (notification_id, channel, deliver_after)
     select $1, c, $3 from unnest($2::text[]) c returning id`,
    [id, channels, n.at],
  );
  return { id, deliveries: deliveries.map((d) => d.id) };
}

/**
 * The cause of a loan's reminder on a local day: one a day per loan, whichever instalment it is
 * of. `instalmentsToRemind` spells it in SQL.
 */
export function reminderCause(orderId: number, day: string): string {
  return `reminder:${orderId}:${day}`;
}

/**
 * The instalments of the market's loans due on any of `dates`, by loan, oldest first, leaving out
 * the loans whose reminder of `day` is written: what the hour's scan queues a job for. A loan the
 * day's job found nothing to write for (paid, held, past the daily limit) is in again, since an
 * hour later it may have something. One statement, each loan's reminder looked up by its cause.
 */
export async function instalmentsToRemind(
  db: Queryable,
  market: Market,
  dates: readonly string[],
  day: string,
): Promise<InstalmentDue[]> {
  if (dates.length === 0) return [];
  return db.query<InstalmentDue>(
    `select due.order_id, due.user_id, due.phone, due.period_no, due.due_date
       from ${instalmentsDueSql('$1', '$2::date[]')} due
      where not exists (
        select 1 from notifications ntf
         where ntf.cause = 'reminder:' || due.order_id || ':' || $3::text)
      order by due.order_id, due.period_no`,
    [market, dates, day],
  );
}

/** Collection notifications the borrower was sent from `since` on: the daily limit's count. */
export async function collectionCountSince(
  db: Queryable,
  userId: number,
  since: Date,
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from notifications
      where user_id = $1 and collection and created_at >= $2`,
    [userId, since],
  );
  return rows[0]?.n ?? 0;
}

export interface DeliveryToSend {
  id: number;
  channel: Channel;
  status: DeliveryStatus;
  attempts: number;
  /** How many times staff sent it again: each round goes under a reference of its own. */
  round: number;
  notification_id: number;
  user_id: number;
  market: Market;
  template: string;
  title: string;
  body: string;
  order_id: number | null;
  complaint_id: number | null;
  period_no: number | null;
  amount: number | null;
  collection: boolean;
  marketing: boolean;
  /** The number its SMS goes to when not the borrower's own (`NotificationInput.smsTo`). */
  sms_to: string | null;
  cause: string;
  created_at: Date;
  /** Its text was deleted, its period past: there is nothing left to send. */
  text_removed_at: Date | null;
}

export async function deliveryToSend(db: Queryable, id: number): Promise<DeliveryToSend | null> {
  const rows = await db.query<DeliveryToSend>(
    `select d.id, d.channel, d.status, d.attempts, d.round, n.id as notification_id, n.user_id, n.market,
            n.template, n.title, n.body, n.order_id, n.complaint_id, n.period_no, n.amount,
            n.collection, n.marketing, n.sms_to, n.cause,
            n.created_at, n.text_removed_at
       from notification_deliveries d join notifications n on n.id = d.notification_id
      where d.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Marks a queued delivery sent; false when it is no longer queued (sent, withheld or failed by
 * another run), so whoever sends in the same transaction never sends it twice.
 */
export async function markSent(
  tx: Queryable,
  id: number,
  at: Date,
  providerId: string | null = null,
): Promise<boolean> {
  const rows = await tx.query(
    `update notification_deliveries
        set attempts = attempts + 1, status = 'sent', sent_at = $2, reason = null,
            provider_id = $3
      where id = $1 and status = 'queued'
      returning id`,
    [id, at, providerId],
  );
  return rows.length > 0;
}

/**
 * A provider's final word on a text (docs/decisions/111-sms-delivery-reports.md): a text sent, or
 * still marked queued because the report outran our mark, becomes delivered or failed. Nothing
 * else changes: a report about a text withheld, retried by staff or already reported is late.
 */
export async function recordSmsReport(
  db: Queryable,
  { id, round }: { id: number; round: number },
  report: { outcome: 'delivered' | 'failed'; providerId: string; detail: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `update notification_deliveries
        set status = $2, provider_id = coalesce(provider_id, $3),
            sent_at = coalesce(sent_at, $5),
            reason = case when $2 = 'failed' then $4 else null end
      where id = $1 and round = $6 and channel = 'sms' and status in ('queued', 'sent')
      returning id`,
    [id, report.outcome, report.providerId, report.detail.slice(0, 200), report.at, round],
  );
  return rows.length > 0;
}

/** Counts a failed attempt; past `maxAttempts` the delivery is failed for good. */
export async function recordFailure(
  db: Queryable,
  id: number,
  reason: string,
  maxAttempts: number,
): Promise<DeliveryStatus | null> {
  const rows = await db.query<{ status: DeliveryStatus }>(
    `update notification_deliveries
        set attempts = attempts + 1, reason = $2,
            status = case when attempts + 1 >= $3 then 'failed' else 'queued' end
      where id = $1 and status = 'queued'
      returning status`,
    [id, reason, maxAttempts],
  );
  return rows[0]?.status ?? null;
}

export async function markDelivery(
  db: Queryable,
  id: number,
  change: {
    status: DeliveryStatus;
    at?: Date;
    reason?: string | null;
    providerId?: string | null;
    deliverAfter?: Date;
  },
): Promise<void> {
  await db.query(
    `update notification_deliveries
        set status = $2,
            sent_at = case when $2 = 'sent' then coalesce($3::timestamptz, sent_at) else sent_at end,
            reason = $4,
            provider_id = coalesce($5, provider_id),
            deliver_after = coalesce($6::timestamptz, deliver_after)
      where id = $1`,
    [
      id,
      change.status,
      change.at ?? null,
      change.reason ?? null,
      change.providerId ?? null,
      change.deliverAfter ?? null,
    ],
  );
}

/** Deliveries that waited for the contact hours and may go at `now`; they are queued again. */
export async function releaseWaiting(db: Queryable, market: Market, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `update notification_deliveries d set status = 'queued'
       from notifications n
      where n.id = d.notification_id and n.market = $1
        and d.status = 'waiting' and d.deliver_after <= $2
     returning d.id`,
    [market, now],
  );
  return rows.map((r) => r.id);
}

export interface InboxRow {
  id: number;
  template: string;
  title: string;
  body: string;
  order_id: number | null;
  complaint_id: number | null;
  paper_id: number | null;
  created_at: Date;
  read_at: Date | null;
  text_removed_at: Date | null;
}

/**
 * An offer is in the app only once it went out by SMS or e-mail: one cancelled because the
 * marketing consent was withdrawn, or waiting for the contact hours, is not shown
 * (docs/product.md#privacy).
 */
const SHOWN = `(not marketing or exists (select 1 from notification_deliveries d
   where d.notification_id = notifications.id and d.status in ('sent', 'delivered')))`;

/** The borrower's messages, newest first, a page at a time (before an id). */
export function inboxOf(
  borrower: BorrowerScope,
  page: { before?: number | undefined; limit: number },
): Promise<InboxRow[]> {
  return borrower.query<InboxRow>(
    `select id, template, title, body, order_id, complaint_id, paper_id, created_at, read_at,
            text_removed_at
       from notifications
      where user_id = $1 and ($2::bigint is null or id < $2) and ${SHOWN}
      order by id desc limit $3`,
    [page.before ?? null, page.limit],
  );
}

export async function unreadCount(borrower: BorrowerScope): Promise<number> {
  const rows = await borrower.query<{ n: number }>(
    `select count(*)::int as n from notifications
      where user_id = $1 and read_at is null and ${SHOWN}`,
  );
  return rows[0]?.n ?? 0;
}

/** Marks the borrower's messages read: the ones given, or all when none is given. */
export async function markRead(
  borrower: BorrowerScope,
  ids: readonly number[] | null,
  at: Date,
): Promise<void> {
  await borrower.query(
    `update notifications set read_at = $2
      where user_id = $1 and read_at is null and ($3::bigint[] is null or id = any($3))`,
    [at, ids],
  );
}

export interface CommunicationRow {
  notification_id: number;
  template: string;
  title: string;
  created_at: Date;
  order_id: number | null;
  complaint_id: number | null;
  delivery_id: number | null;
  channel: Channel | null;
  status: DeliveryStatus | null;
  attempts: number | null;
  sent_at: Date | null;
  reason: string | null;
}

/** What a borrower was sent, newest first, each channel's delivery beside it: the console's log. */
export function communicationsOf(db: Queryable, userId: number): Promise<CommunicationRow[]> {
  return db.query<CommunicationRow>(
    `select n.id as notification_id, n.template, n.title, n.created_at, n.order_id, n.complaint_id,
            d.id as delivery_id, d.channel, d.status, d.attempts, d.sent_at, d.reason
       from notifications n left join notification_deliveries d on d.notification_id = n.id
      where n.user_id = $1
      order by n.id desc, d.id
      limit 400`,
    [userId],
  );
}

/**
 * Blanks the text of up to `limit` of the market's notifications written before `before`
 * (docs/product.md#retention); answers how many. The row stays, its title, template and figures
 * with it, and so do its deliveries: the console's log reads them.
 */
export async function blankOldTexts(
  db: Queryable,
  market: Market,
  before: Date,
  at: Date,
  limit: number,
): Promise<number> {
  const rows = await db.query(
    `update notifications set body = '', sms_to = null, text_removed_at = $3
      where id in (
        select id from notifications
         where text_removed_at is null and market = $1 and created_at < $2
         order by created_at limit $4)
      returning id`,
    [market, before, at, limit],
  );
  return rows.length;
}

/** A failed delivery, queued again by staff; null when it is not failed. */
export async function requeueFailed(tx: Queryable, id: number, at: Date) {
  const rows = await tx.query<{ id: number; user_id: number }>(
    `update notification_deliveries d
        set status = 'queued', attempts = 0, round = round + 1, reason = null,
            provider_id = null, deliver_after = $2
       from notifications n
      where d.id = $1 and d.status = 'failed' and n.id = d.notification_id
     returning d.id, n.user_id`,
    [id, at],
  );
  return rows[0] ?? null;
}

export async function placeHold(
  tx: Queryable,
  hold: { complaintId: number; orderId: number; at: Date },
): Promise<void> {
  await tx.query(
    `insert into collection_holds (complaint_id, order_id, placed_at) values ($1, $2, $3)
     on conflict (complaint_id) do nothing`,
    [hold.complaintId, hold.orderId, hold.at],
  );
}

export async function liftHold(tx: Queryable, complaintId: number, at: Date): Promise<void> {
  await tx.query(
    'update collection_holds set lifted_at = $2 where complaint_id = $1 and lifted_at is null',
    [complaintId, at],
  );
}

export async function onHold(db: Queryable, orderId: number): Promise<boolean> {
  const rows = await db.query(
    'select 1 from collection_holds where order_id = $1 and lifted_at is null limit 1',
    [orderId],
  );
  return rows.length > 0;
}

export async function failedDeliveryCounts(db: Queryable): Promise<Record<Channel, number>> {
  const rows = await db.query<{ channel: Channel; n: number }>(
    `select channel, count(*)::int as n from notification_deliveries
      where status = 'failed' group by channel`,
  );
  const of = (c: Channel) => rows.find((r) => r.channel === c)?.n ?? 0;
  return { sms: of('sms'), email: of('email') };
}

/**
 * When the message of `cause` first went out by any channel (SMS or e-mail, sent or delivered),
 * or null while none has: autopay takes a debit only 24 hours after its notice reached the
 * borrower.
 */
export async function firstSentAt(db: Queryable, cause: string): Promise<Date | null> {
  const [row] = await db.query<{ sent_at: Date | null }>(
    `select min(d.sent_at) as sent_at
       from notifications n join notification_deliveries d on d.notification_id = n.id
      where n.cause = $1 and d.status in ('sent', 'delivered')`,
    [cause],
  );
  return row?.sent_at ?? null;
}
