import { randomBytes } from 'node:crypto';
import { localDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import * as z from 'zod/mini';
import type { AppDeps } from '../../app.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { findLedgerOrder, lockLedgerOrder } from '../ledger/repository.ts';
import { extensionTerms } from '../extension/service.ts';
import { applyExtension, applyPayment, orderBalance } from '../ledger/service.ts';
import {
  borrowerProviderPayment,
  claimWebhookEvent,
  createProviderPayment,
  lockProviderPayment,
  settleProviderPayment,
} from './repository.ts';

/** What a provider tells us, in the sandbox's shape; a real provider's adapter maps to it. */
export const ProviderEvent = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(128)),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.cancelled']),
  reference: z.string().check(z.minLength(1), z.maxLength(64)),
  amount: z.int(),
  occurredAt: z.string(),
});
export type ProviderEvent = z.output<typeof ProviderEvent>;

export async function startWalletPayment(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; amount: number },
  t: Translate,
): Promise<{ url: string; reference: string }> {
  const order = await findLedgerOrder(deps.db, input.orderId);
  if (!order || order.user_id !== borrower.userId) throw notFound(t('order.notFound'));
  const balance = await orderBalance(deps.db, order, localDate(deps.clock.now(), borrower.market));
  if (!order.disbursed_at || balance.owed <= 0) throw businessFailure(t('repay.nothingOwed'));
  if (input.amount > balance.owed)
    throw businessFailure(t('repay.amountTooHigh', formatMoney(balance.owed, borrower.market)));
  const reference = `wal_${randomBytes(12).toString('hex')}`;
  await createProviderPayment(borrower, {
    reference,
    orderId: order.id,
    method: 'wallet',
    amount: input.amount,
    at: deps.clock.now(),
  });
  return { url: deps.payments.walletPageUrl(reference, input.amount), reference };
}

export async function paymentStatus(
  deps: AppDeps,
  borrower: BorrowerScope,
  reference: string,
  t: Translate,
) {
  const p = await borrowerProviderPayment(borrower, reference);
  if (!p) throw notFound(t('repay.notFound'));
  return { status: p.status, orderId: p.order_id, productId: p.product_id, amount: p.amount };
}

export type EventOutcome =
  'duplicate' | 'unknown' | 'applied' | 'ignored' | 'refund_due' | 'closed';

/**
 * One provider event (DECISIONS §8): each event id once; a success moves money through the
 * ledger exactly once whatever order events arrive in; a failure only closes a payment still
 * pending, so a late "failed" never undoes a payment that went through.
 */
export async function handleProviderEvent(
  deps: AppDeps,
  provider: string,
  event: ProviderEvent,
): Promise<EventOutcome> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const fresh = await claimWebhookEvent(tx, {
      eventId: event.eventId,
      provider,
      type: event.type,
      reference: event.reference,
      at: now,
    });
    if (!fresh) return 'duplicate';
    const payment = await lockProviderPayment(tx, event.reference);
    if (!payment) return 'unknown';
    if (event.type !== 'payment.succeeded') {
      if (payment.status !== 'pending') return 'ignored';
      await settleProviderPayment(
        tx,
        payment.reference,
        event.type === 'payment.failed' ? 'failed' : 'cancelled',
        now,
      );
      return 'closed';
    }
    if (
      payment.status === 'paid' ||
      payment.status === 'refund_due' ||
      event.amount !== payment.amount
    )
      return 'ignored';
    if (payment.purpose === 'extension') {
      // Under the order's lock, so two extension fees paid at once cannot both extend it.
      const order = await lockLedgerOrder(tx, payment.order_id);
      const terms = order && (await extensionTerms(tx, order, localDate(now, order.market)));
      const extended =
        terms &&
        !terms.refusal &&
        (await applyExtension(tx, deps.clock, {
          orderId: payment.order_id,
          fee: payment.amount,
          newDueDate: terms.newDueDate,
          reference: `${payment.method}-${payment.reference}`,
          method: payment.method,
        }));
      await settleProviderPayment(
        tx,
        payment.reference,
        extended && extended.ok ? 'paid' : 'refund_due',
        now,
      );
      return extended && extended.ok ? 'applied' : 'refund_due';
    }
    const applied = await applyPayment(tx, deps.clock, {
      orderId: payment.order_id,
      amount: payment.amount,
      reference: `${payment.method}-${payment.reference}`,
      method: payment.method,
    });
    if (applied.ok) {
      await settleProviderPayment(tx, payment.reference, 'paid', now);
      return 'applied';
    }
    // The money arrived but the order no longer owes it (paid meanwhile by card): an operator refunds.
    await settleProviderPayment(tx, payment.reference, 'refund_due', now);
    return 'refund_due';
  });
}

export function newEventId(): string {
  return `evt_${randomBytes(12).toString('hex')}`;
}
