import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import {
  heldColumns,
  heldOf,
  isoOf,
  type HeldRecord,
  type HeldRow,
  type HeldSummary,
} from '../../platform/held-data.ts';
import type { Channel, NotificationInput } from './repository.ts';

// The borrower's messages for the privacy centre (docs/product.md#privacy).

export async function messagesHeld(borrower: BorrowerScope): Promise<HeldSummary> {
  const [row] = await borrower.query<HeldRow>(
    `select ${heldColumns('created_at', 'title')} from notifications where user_id = $1`,
  );
  return heldOf(row);
}

export async function messageRecords(borrower: BorrowerScope): Promise<HeldRecord[]> {
  const rows = await borrower.query<{
    title: string;
    body: string;
    template: string;
    created_at: Date;
    read_at: Date | null;
    text_removed_at: Date | null;
  }>(
    `select title, body, template, created_at, read_at, text_removed_at from notifications
      where user_id = $1 order by created_at, id`,
  );
  return rows.map((r) => ({
    title: r.title,
    text: r.text_removed_at ? null : r.body,
    kind: r.template,
    sentAt: isoOf(r.created_at),
    readAt: isoOf(r.read_at),
    textDeletedAt: isoOf(r.text_removed_at),
  }));
}

/**
 * Blanks the text of the borrower's messages (an erasure), as their retention period does
 * (docs/product.md#retention): the rows stay, with their titles and deliveries, for the
 * console's log. The message of `keepCause`, which tells of the erasure, keeps its words.
 */
export async function eraseMessageTexts(
  tx: Queryable,
  userId: number,
  at: Date,
  keepCause: string,
): Promise<number> {
  const rows = await tx.query(
    `update notifications set body = '', sms_to = null, text_removed_at = $2
      where user_id = $1 and text_removed_at is null and cause <> $3
      returning id`,
    [userId, at, keepCause],
  );
  return rows.length;
}

/** How one channel carried a message sent outside the outbox's jobs. */
export interface SentBy {
  channel: Channel;
  status: 'sent' | 'failed';
  reason: string | null;
  providerId: string | null;
}

/**
 * Records, in the caller's transaction, a message its caller sent itself rather than through the
 * outbox's jobs (the erasure's last word, which must go before the number is forgotten): its
 * in-app message and the console's log of each channel, as they went. Null when its cause was
 * already recorded.
 */
export async function recordSentNotification(
  tx: Queryable,
  n: NotificationInput,
  sent: readonly SentBy[],
): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `insert into notifications (user_id, market, template, title, body, order_id, collection,
                                cause, created_at)
     values ($1, $2, $3, $4, $5, $6, false, $7, $8)
     on conflict (cause) do nothing returning id`,
    [n.userId, n.market, n.template, n.title, n.body, n.orderId ?? null, n.cause, n.at],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  for (const s of sent) {
    await tx.query(
      `insert into notification_deliveries
         (notification_id, channel, status, attempts, deliver_after, sent_at, provider_id, reason)
       values ($1, $2, $3, 1, $4, $5, $6, $7)`,
      [
        id,
        s.channel,
        s.status,
        n.at,
        s.status === 'sent' ? n.at : null,
        s.providerId,
        s.reason?.slice(0, 200) ?? null,
      ],
    );
  }
  return id;
}
