import { formatMoney } from '@tenora/domain/money';
import type { Market } from '@tenora/domain/market';
import type { AppDeps } from '../../platform/ports.ts';
import { lockName } from '../../platform/locks.ts';
import type { Translate } from '../../platform/messages.ts';
import {
  expirePayments,
  markWithdrawalAsked,
  unsentWithdrawals,
  withdrawalsToAsk,
  withdrawOpenPayments,
  type ProviderStatus,
  type UnsentWithdrawal,
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
 * withdrawal or issue, or the next sweep, asks again. Until then the webhook still treats money
 * on them as money on a withdrawn payment.
 */
export async function sendWithdrawals(deps: AppDeps, orderId: number): Promise<void> {
  await askProvider(deps, await unsentWithdrawals(deps.db, orderId));
}

/** How many withdrawals one sweep asks the provider for at most; the next sweep asks the rest. */
const SWEEP_ASKS = 200;

/**
 * The sweep (docs/decisions/106-expiry-by-a-sweep.md): every open number, code, UPI request or
 * payment page whose time was up at `at` is withdrawn here as expired, then the provider is asked
 * to take each withdrawal it has not taken yet, whatever its reason, so a provider that was down
 * hears again at the next run.
 */
export async function expireAndWithdraw(deps: AppDeps, at: Date): Promise<void> {
  await expirePayments(deps.db, at);
  await askProvider(deps, await withdrawalsToAsk(deps.db, SWEEP_ASKS));
}

async function askProvider(deps: AppDeps, withdrawals: UnsentWithdrawal[]): Promise<void> {
  for (const p of withdrawals) {
    // Withdrawn where it was opened; a provider no longer configured is asked again once it is.
    const provider = deps.payments.named(p.provider);
    const answer = provider
      ? await provider
          .withdrawPayment({ reference: p.reference, method: p.method, providerId: p.provider_id })
          .catch(() => ({ ok: false }))
      : { ok: false };
    await markWithdrawalAsked(deps.db, p.reference, deps.clock.now(), answer.ok);
  }
}

interface Seen {
  amount: number;
  status: ProviderStatus;
  withdrawn_reason: WithdrawnReason | null;
  expires_at: Date | null;
}

/**
 * A payment as it stands at `now`: one still open past its time reads as the sweep will leave it,
 * withdrawn as expired, so its screen is right from the minute it expires.
 */
export function seenAt<P extends Seen>(p: P, now: Date): P {
  if (p.status !== 'pending' || p.expires_at === null || p.expires_at > now) return p;
  return { ...p, status: 'cancelled', withdrawn_reason: 'expired' };
}

/**
 * What the screen of a withdrawn payment says, in the borrower's language: why it was withdrawn
 * while it stands unpaid (its time was up, what the loan owes changed, another replaced it), and
 * where money that still reached it went. Empty for any other.
 */
export function withdrawalNotice(p: Seen, market: Market, t: Translate): string {
  if (p.withdrawn_reason === null) return '';
  const amount = formatMoney(p.amount, market);
  const expired = p.withdrawn_reason === 'expired';
  if (p.status === 'paid')
    return expired ? t('withdrawn.expiredApplied', amount) : t('withdrawn.applied', amount);
  if (p.status === 'refund_due')
    return expired ? t('withdrawn.expiredRefund', amount) : t('withdrawn.refund', amount);
  if (expired && p.expires_at) return t('withdrawn.expired', t.dateTime(p.expires_at, market));
  return p.withdrawn_reason === 'replaced' ? t('withdrawn.replaced') : t('withdrawn.owedChanged');
}
