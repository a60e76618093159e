import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import type { AppDeps } from '../../platform/ports.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { applyExtension, applyPayment, loanAccount, repayableAmount } from '../ledger/index.ts';
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
  const account = await loanAccount(deps.db, deps.clock, borrower, input.orderId);
  if (!account) throw notFound(t('order.notFound'));
  if (!account.actions.includes('repay')) throw businessFailure(t('repay.nothingOwed'));
  // The wallet is asked for what the ledger will take: everything, while paying off is allowed,
  // is the payoff (docs/decisions/029-early-repayment.md).
  const { amount } = repayableAmount(account, input.amount, t);
  return startProviderPayment(deps, borrower, { orderId: input.orderId, amount });
}

/**
 * A payment the borrower completes at the provider (the wallet's page): pending until its signed
 * webhook arrives. The caller has checked what it is for.
 */
export async function startProviderPayment(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId: number; amount: number; purpose?: 'repayment' | 'extension' },
): Promise<{ url: string; reference: string }> {
  const prefix = input.purpose === 'extension' ? 'ext' : 'wal';
  const reference = `${prefix}_${randomBytes(12).toString('hex')}`;
  await createProviderPayment(borrower, {
    reference,
    orderId: input.orderId,
    method: 'wallet',
    amount: input.amount,
    at: deps.clock.now(),
    purpose: input.purpose ?? 'repayment',
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
 * One provider event (docs/product.md#ledger): each event id once; a success moves money through
 * the ledger exactly once whatever order events arrive in; a failure only closes a payment still
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
      const extended = await applyExtension(tx, deps.clock, {
        orderId: payment.order_id,
        fee: payment.amount,
        reference: `${payment.method}-${payment.reference}`,
        method: payment.method,
      });
      await settleProviderPayment(tx, payment.reference, extended.ok ? 'paid' : 'refund_due', now);
      return extended.ok ? 'applied' : 'refund_due';
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
