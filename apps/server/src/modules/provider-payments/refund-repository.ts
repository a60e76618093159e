import type { ProviderMethod, ProviderPurpose } from '@tenora/contract/repayment';
import type { Market } from '@tenora/domain/market';
import { joinUser, type BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

export type RefundStatus = 'requested' | 'refunded' | 'failed';

export interface RefundRow {
  payment_reference: string;
  amount: number;
  status: RefundStatus;
  reason: string;
  attempt: number;
  provider_refund_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
  requested_by: number;
  requested_at: Date;
  settled_at: Date | null;
}

const REFUND_COLUMNS = `payment_reference, amount, status, reason, attempt, provider_refund_id,
  failure_code, failure_message, requested_by, requested_at, settled_at`;

/** With `forUpdate`, the refund stays locked until the caller's transaction ends. */
export async function refundOf(
  db: Queryable,
  reference: string,
  forUpdate = false,
): Promise<RefundRow | null> {
  const rows = await db.query<RefundRow>(
    `select ${REFUND_COLUMNS} from refunds where payment_reference = $1${forUpdate ? ' for update' : ''}`,
    [reference],
  );
  return rows[0] ?? null;
}

/** A new try: the first, or the next after a failure, which starts again from nothing. */
export async function requestRefund(
  tx: Queryable,
  r: {
    reference: string;
    amount: number;
    reason: string;
    attempt: number;
    staffId: number;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into refunds (payment_reference, amount, status, reason, attempt, requested_by, requested_at)
     values ($1, $2, 'requested', $3, $4, $5, $6)
     on conflict (payment_reference) do update set
       status = 'requested', reason = excluded.reason, attempt = excluded.attempt,
       requested_by = excluded.requested_by, requested_at = excluded.requested_at,
       provider_refund_id = null, failure_code = null, failure_message = null, settled_at = null`,
    [r.reference, r.amount, r.reason, r.attempt, r.staffId, r.at],
  );
}

/**
 * The provider's id of a refund it left on its way (`pending`): its webhook is matched to this
 * try by it, so a late word on an earlier try never settles this one.
 */
export async function notePendingRefund(
  tx: Queryable,
  reference: string,
  providerRefundId: string,
): Promise<void> {
  await tx.query(
    `update refunds set provider_refund_id = $2 where payment_reference = $1 and status = 'requested'`,
    [reference, providerRefundId],
  );
}

export async function settleRefund(
  tx: Queryable,
  reference: string,
  s:
    | { status: 'refunded'; providerRefundId: string; at: Date }
    | { status: 'failed'; failureCode: string; failureMessage: string; at: Date },
): Promise<void> {
  await tx.query(
    `update refunds set status = $2, provider_refund_id = $3, failure_code = $4,
       failure_message = $5, settled_at = $6
     where payment_reference = $1`,
    [
      reference,
      s.status,
      s.status === 'refunded' ? s.providerRefundId : null,
      s.status === 'failed' ? s.failureCode : null,
      s.status === 'failed' ? s.failureMessage : null,
      s.at,
    ],
  );
}

/** A `refund_due` payment with its borrower and its refund's latest try, as the console lists it. */
export interface RefundDueRow {
  reference: string;
  market: Market;
  order_id: number;
  user_id: number;
  phone: string;
  method: ProviderMethod;
  purpose: ProviderPurpose;
  amount: number;
  received_at: Date;
  refund_status: RefundStatus | null;
  reason: string | null;
  attempt: number | null;
  provider_refund_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
  requested_by: number | null;
  requested_at: Date | null;
  refund_settled_at: Date | null;
}

const DUE_FROM = `from provider_payments p ${joinUser('u', 'p.user_id')}
  left join refunds r on r.payment_reference = p.reference`;

const DUE_SELECT = `select p.reference, u.market, p.order_id, p.user_id, u.phone, p.method,
  p.purpose, p.amount, p.settled_at as received_at, r.status as refund_status, r.reason, r.attempt,
  r.provider_refund_id, r.failure_code, r.failure_message, r.requested_by, r.requested_at,
  r.settled_at as refund_settled_at ${DUE_FROM}`;

const DUE_FILTER = `p.status = 'refund_due' and ($1::text is null or u.market = $1)
  and case $2::text when 'open' then r.status is distinct from 'refunded'
                    when 'refunded' then r.status = 'refunded' else true end`;

export async function refundsDue(
  db: Queryable,
  f: {
    state: 'open' | 'refunded' | 'all';
    market?: Market | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: RefundDueRow[]; total: number }> {
  const params = [f.market ?? null, f.state];
  // Open money waits in the order it came; what is done reads from the latest.
  const order =
    f.state === 'open'
      ? 'p.settled_at asc, p.reference'
      : f.state === 'refunded'
        ? 'r.settled_at desc, p.reference'
        : 'p.settled_at desc, p.reference';
  const rows = await db.query<RefundDueRow>(
    `${DUE_SELECT} where ${DUE_FILTER} order by ${order} limit ${f.limit} offset ${f.offset}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n ${DUE_FROM} where ${DUE_FILTER}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** One `refund_due` payment as the console lists it. */
export async function refundDue(db: Queryable, reference: string): Promise<RefundDueRow | null> {
  const rows = await db.query<RefundDueRow>(
    `${DUE_SELECT} where p.reference = $1 and p.status = 'refund_due'`,
    [reference],
  );
  return rows[0] ?? null;
}

/** The borrower's money on this order that goes back to them, and where each refund stands. */
export async function borrowerRefunds(
  borrower: BorrowerScope,
  orderId: number,
): Promise<{ amount: number; status: RefundStatus | null; refunded_at: Date | null }[]> {
  return borrower.query(
    `select p.amount, r.status, case when r.status = 'refunded' then r.settled_at end as refunded_at
       from provider_payments p left join refunds r on r.payment_reference = p.reference
      where p.user_id = $1 and p.order_id = $2 and p.status = 'refund_due'
      order by p.settled_at, p.reference`,
    [orderId],
  );
}
