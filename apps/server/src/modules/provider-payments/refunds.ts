import type { OpsRefund, OpsRefundState } from '@tenora/contract/ops';
import type { Market } from '@tenora/domain/market';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, businessFailure, notFound } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { staffByIds } from '../../platform/staff-auth.ts';
import {
  borrowerRefunds,
  refundDue,
  notePendingRefund,
  refundOf,
  refundsDue,
  requestRefund,
  settleRefund,
  type RefundDueRow,
  type RefundRow,
} from './refund-repository.ts';
import { issueRefundReceipt } from '../papers/index.ts';
import { findProviderPayment, lockProviderPayment } from './repository.ts';

/*
 * Money a provider brought in that the loan no longer owed (`refund_due`) goes back to the payer
 * through the provider's refund call, from the console, once
 * (docs/decisions/090-refunds-from-the-console.md).
 */

const stateOf = (status: RefundRow['status'] | null): OpsRefundState => status ?? 'due';

function refundView(row: RefundDueRow, names: Map<number, { name: string }>): OpsRefund {
  return {
    reference: row.reference,
    market: row.market,
    orderId: row.order_id,
    userId: row.user_id,
    phone: row.phone,
    method: row.method,
    purpose: row.purpose,
    amount: row.amount,
    receivedAt: row.received_at.toISOString(),
    state: stateOf(row.refund_status),
    refund:
      row.refund_status === null || row.requested_at === null
        ? null
        : {
            reason: row.reason ?? '',
            attempt: row.attempt ?? 1,
            requestedAt: row.requested_at.toISOString(),
            requestedBy:
              row.requested_by === null ? null : (names.get(row.requested_by)?.name ?? null),
            settledAt: row.refund_settled_at?.toISOString() ?? null,
            providerRefundId: row.provider_refund_id,
            failure:
              row.failure_code === null
                ? null
                : { code: row.failure_code, message: row.failure_message ?? '' },
          },
  };
}

async function viewsOf(db: Queryable, rows: RefundDueRow[]): Promise<OpsRefund[]> {
  const names = await staffByIds(
    db,
    rows.map((r) => r.requested_by),
  );
  return rows.map((r) => refundView(r, names));
}

async function viewOf(db: Queryable, reference: string): Promise<OpsRefund> {
  const row = await refundDue(db, reference);
  if (!row) throw notFound('This payment was not found.');
  return refundView(row, await staffByIds(db, [row.requested_by]));
}

export async function listRefunds(
  deps: AppDeps,
  f: {
    state: 'open' | 'refunded' | 'all';
    market?: Market | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { rows, total } = await refundsDue(deps.db, {
    state: f.state,
    market: f.market,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  return { rows: await viewsOf(deps.db, rows), total, page: f.page, pageSize: f.pageSize };
}

/** What the audit log keeps of a refund: its state, never the borrower's phone. */
const auditView = (r: RefundRow) => ({
  amount: r.amount,
  status: r.status,
  reason: r.reason,
  attempt: r.attempt,
  providerRefundId: r.provider_refund_id,
  failure: r.failure_code === null ? null : { code: r.failure_code, message: r.failure_message },
});

/** Ours, one per try: the provider refunds a key once, however often it is sent. */
const refundKey = (reference: string, attempt: number) => `refund-${reference}-${attempt}`;

/**
 * Gives the whole of a `refund_due` payment back. The try is written first, with its audit entry,
 * so it is on record before any money moves; then it is sent under the refund's row lock, so a
 * second request at the same moment waits and finds it answered instead of sending it again. A
 * try the provider has not finished (or did not answer) stays requested, and asking again sends
 * the same key, which the provider answers as it stands.
 */
export async function refundPayment(
  deps: AppDeps,
  staffId: number,
  input: { reference: string; reason: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ refund: OpsRefund }> {
  const { db, clock } = deps;
  const current = await db.transaction(async (tx) => {
    const payment = await lockProviderPayment(tx, input.reference);
    if (!payment) throw notFound('This payment was not found.');
    if (payment.status !== 'refund_due')
      throw businessFailure('Only money marked to refund can be refunded.');
    const before = await refundOf(tx, payment.reference);
    if (before && before.status !== 'failed') return before;
    await requestRefund(tx, {
      reference: payment.reference,
      amount: payment.amount,
      reason: input.reason,
      attempt: (before?.attempt ?? 0) + 1,
      staffId,
      at: clock.now(),
    });
    const after = await refundOf(tx, payment.reference);
    if (!after) throw notFound('This payment was not found.');
    await writeAudit(tx, clock, {
      staffId,
      action: 'refund.request',
      objectType: 'payment',
      objectId: payment.reference,
      before: before && auditView(before),
      after: auditView(after),
    });
    return after;
  });

  if (current.status === 'requested') await sendRefund(deps, staffId, current, log);
  return { refund: await viewOf(db, input.reference) };
}

async function sendRefund(
  deps: AppDeps,
  staffId: number,
  tried: RefundRow,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const { db, clock, payments } = deps;
  await db.transaction(async (tx) => {
    const before = await refundOf(tx, tried.payment_reference, true);
    // Another request sent this try meanwhile and has its answer.
    if (before?.status !== 'requested' || before.attempt !== tried.attempt) return;
    const paid = await findProviderPayment(tx, before.payment_reference);
    // Refunded by the provider that took the money, whichever takes new payments now.
    const provider = paid && payments.named(paid.provider);
    let answer;
    try {
      if (!provider) throw new Error(`provider ${paid?.provider ?? '?'} is not configured`);
      answer = await provider.refundPayment({
        reference: before.payment_reference,
        method: paid.method,
        providerId: paid.provider_id,
        providerPaymentId: paid.provider_payment_id,
        amount: before.amount,
        idempotencyKey: refundKey(before.payment_reference, before.attempt),
      });
    } catch (err) {
      log.warn(
        { reference: before.payment_reference, err: err instanceof Error ? err.name : 'unknown' },
        'refund call failed; the refund stays requested',
      );
      throw new AppError(
        'unavailable',
        'The payment provider did not answer. The refund stays requested: refund again to ask once more.',
      );
    }
    if (answer.status === 'pending') {
      if (answer.providerRefundId)
        await notePendingRefund(tx, before.payment_reference, answer.providerRefundId);
      return;
    }
    const at = clock.now();
    await settleRefund(tx, before.payment_reference, { ...answer, at });
    // The borrower keeps a receipt of money given back, told in the same transaction.
    if (answer.status === 'refunded' && paid) {
      await issueRefundReceipt(
        deps,
        tx,
        {
          orderId: paid.order_id,
          reference: paid.reference,
          amount: before.amount,
          method: paid.method,
          paidAt: paid.settled_at ?? before.requested_at,
          providerRefundId: answer.providerRefundId,
        },
        at,
      );
    }
    const after = await refundOf(tx, before.payment_reference);
    await writeAudit(tx, clock, {
      staffId,
      action: 'refund.settle',
      objectType: 'payment',
      objectId: before.payment_reference,
      before: auditView(before),
      after: after && auditView(after),
    });
  });
}

/**
 * A refund the provider answered `pending` and finished later, as its webhook says: settled in
 * the webhook's transaction, with the borrower's receipt, and audited as the provider's (no staff
 * member). A refund no longer waiting (settled meanwhile by a refund asked again) is left.
 */
export async function settleRefundByProvider(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'error'>,
  tx: Queryable,
  reference: string,
  event: { type: 'refund.succeeded' | 'refund.failed'; providerRefundId?: string | undefined },
  at: Date,
): Promise<'applied' | 'closed' | 'ignored'> {
  const before = await refundOf(tx, reference, true);
  // Only the word on the try that waits settles it: one on an earlier try, or on a refund we
  // never asked, is not this refund. Money the provider says went back unrecorded is logged.
  const thisTry =
    before?.status === 'requested' &&
    (before.provider_refund_id === null ||
      event.providerRefundId === undefined ||
      event.providerRefundId === before.provider_refund_id);
  if (!before || !thisTry) {
    if (event.type === 'refund.succeeded' && before?.provider_refund_id !== event.providerRefundId)
      log.error(
        { reference, providerRefundId: event.providerRefundId, status: before?.status ?? null },
        'provider refund not recorded',
      );
    return 'ignored';
  }
  const paid = await findProviderPayment(tx, reference);
  const providerRefundId = event.providerRefundId ?? before.provider_refund_id ?? '';
  if (event.type === 'refund.succeeded') {
    await settleRefund(tx, reference, { status: 'refunded', providerRefundId, at });
    if (paid) {
      await issueRefundReceipt(
        deps,
        tx,
        {
          orderId: paid.order_id,
          reference,
          amount: before.amount,
          method: paid.method,
          paidAt: paid.settled_at ?? before.requested_at,
          providerRefundId,
        },
        at,
      );
    }
  } else {
    await settleRefund(tx, reference, {
      status: 'failed',
      failureCode: 'PROVIDER_REFUND_FAILED',
      failureMessage: `The provider could not make refund ${providerRefundId}.`,
      at,
    });
  }
  const after = await refundOf(tx, reference);
  await writeAudit(tx, deps.clock, {
    staffId: null,
    action: 'refund.settle',
    objectType: 'payment',
    objectId: reference,
    before: auditView(before),
    after: after && auditView(after),
  });
  return event.type === 'refund.succeeded' ? 'applied' : 'closed';
}

/** What goes back to the borrower on this order: each `refund_due` payment and where it stands. */
export async function refundsOfOrder(
  borrower: BorrowerScope,
  orderId: number,
): Promise<{ amount: number; refundedAt: Date | null }[]> {
  return (await borrowerRefunds(borrower, orderId)).map((r) => ({
    amount: r.amount,
    refundedAt: r.status === 'refunded' ? r.refunded_at : null,
  }));
}
