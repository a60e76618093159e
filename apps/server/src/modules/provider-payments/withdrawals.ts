import { formatMoney } from '@tenora/domain/money';
import type { Market } from '@tenora/domain/market';
import type { AppDeps } from '../../platform/ports.ts';
import { lockName } from '../../platform/locks.ts';
import type { Translate } from '../../platform/messages.ts';
import {
  markWithdrawalSent,
  unsentWithdrawals,
  withdrawOpenPayments,
  type ProviderStatus,
  type WithdrawnReason,
} from './repository.ts';

/*
 * A number, code or payment page asks for one amount, and stays true to it: when what the loan
 * owes changes, the open ones are withdrawn here and at the provider
 * (docs/decisions/093-a-code-is-for-one-amount.md).
 */

/**
 * What the loan owes changed outside a provider payment (a card payment): every open payment of
 * the order asked for the old amount, and is withdrawn. Taken under the lock issuing takes, so a
 * number being issued meanwhile is either withdrawn here or issued after, for the new amount.
 */
export async function withdrawForChangedOwed(deps: AppDeps, orderId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockName(tx, `payment-code:${orderId}`);
    await withdrawOpenPayments(tx, { orderId, reason: 'owed_changed', at: deps.clock.now() });
  });
  await sendWithdrawals(deps, orderId);
}

/**
 * Tells the provider of each payment of the order withdrawn here and not yet taken back. Never
 * under a lock: a provider that is slow or down leaves them unsent, and the order's next
 * withdrawal or issue asks again. Until then the webhook still treats money on them as money on a
 * withdrawn payment.
 */
export async function sendWithdrawals(deps: AppDeps, orderId: number): Promise<void> {
  for (const p of await unsentWithdrawals(deps.db, orderId)) {
    const answer = await deps.payments
      .withdrawPayment({ reference: p.reference, method: p.method })
      .catch(() => ({ ok: false }));
    if (answer.ok) await markWithdrawalSent(deps.db, p.reference, deps.clock.now());
  }
}

/**
 * What the screen of a withdrawn payment says, in the borrower's language: why it was withdrawn
 * while it stands unpaid, and where money that still reached it went. Empty for any other.
 */
export function withdrawalNotice(
  p: { amount: number; status: ProviderStatus; withdrawn_reason: WithdrawnReason | null },
  market: Market,
  t: Translate,
): string {
  if (p.withdrawn_reason === null) return '';
  const amount = formatMoney(p.amount, market);
  if (p.status === 'paid') return t('withdrawn.applied', amount);
  if (p.status === 'refund_due') return t('withdrawn.refund', amount);
  return p.withdrawn_reason === 'replaced' ? t('withdrawn.replaced') : t('withdrawn.owedChanged');
}
