import type { MandateStatus } from '@tenora/contract/autopay';
import { formatMoney } from '@tenora/domain/money';
import { writeAudit } from '../../platform/audit.ts';
import { userLanguage } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { translator } from '../../platform/messages.ts';
import type { ProviderEvent } from '../../platform/payments.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { notify } from '../notifications/index.ts';
import {
  lockDebit,
  liveMandateOf,
  lockMandate,
  mandateById,
  updateMandate,
  withdrawNoticed,
  type MandateRow,
} from './autopay-repository.ts';
import type { ProviderPayment } from './repository.ts';

/**
 * What the providers say of mandates and debits (docs/payments.md#autopay), inside the webhook's
 * transaction: a mandate approved, paused, refused or ended; a debit that failed.
 */

const MANDATE_EVENTS = {
  'mandate.active': 'active',
  'mandate.paused': 'paused',
  'mandate.refused': 'refused',
  'mandate.cancelled': 'cancelled',
} as const satisfies Partial<Record<ProviderEvent['type'], MandateStatus>>;

export const isMandateEvent = (
  event: ProviderEvent,
): event is ProviderEvent & { type: keyof typeof MANDATE_EVENTS } => event.type in MANDATE_EVENTS;

/**
 * A mandate's news from its provider, in the webhook's transaction. A provider names a mandate by
 * our reference or by its own token id. An ended mandate stays ended: a late "active" never
 * revives one the borrower cancelled.
 */
export async function handleMandateEvent(
  deps: AppDeps,
  tx: Queryable,
  provider: string,
  event: ProviderEvent & { type: keyof typeof MANDATE_EVENTS },
): Promise<'applied' | 'ignored' | 'unknown'> {
  const mandate = await lockMandate(tx, {
    provider,
    reference: event.reference,
    tokenId: event.providerObjectId,
  });
  if (!mandate) return 'unknown';
  const next = MANDATE_EVENTS[event.type];
  // Approved at the bank after it ended here (the borrower cancelled while it waited, then
  // approved the UPI app's link): a live mandate we will not use is ended at the bank too, by
  // the hourly run.
  if (next === 'active' && (mandate.status === 'cancelled' || mandate.status === 'refused')) {
    // One mandate in force per loan: a newer one set up since keeps the loan's place, and the
    // old one's approval is left to the bank's own expiry.
    if (await liveMandateOf(tx, mandate.order_id)) return 'ignored';
    const at = deps.clock.now();
    await updateMandate(tx, mandate.id, {
      status: 'cancelling',
      ...(event.providerObjectId ? { tokenId: event.providerObjectId } : {}),
      cancelAskedAt: null,
      at,
    });
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'autopay.cancelling',
      objectType: 'order',
      objectId: mandate.order_id,
      before: { mandate: mandate.reference, status: mandate.status },
      after: {
        mandate: mandate.reference,
        status: 'cancelling',
        by: provider,
        reason: 'approved after it ended',
      },
    });
    return 'applied';
  }
  return (await moveMandate(deps, tx, mandate, {
    status: next,
    tokenId: event.providerObjectId ?? null,
    account: event.account ?? null,
    reason: event.reason ?? null,
    by: provider,
  }))
    ? 'applied'
    : 'ignored';
}

/**
 * Moves a locked mandate to where its provider says it stands, audited and told to the borrower.
 * False when nothing changes: the same news again, or news of a mandate already ended.
 */
export async function moveMandate(
  deps: AppDeps,
  tx: Queryable,
  mandate: MandateRow,
  to: {
    status: MandateStatus;
    tokenId?: string | null;
    account?: string | null;
    reason?: string | null;
    by: string;
  },
): Promise<boolean> {
  const ended = mandate.status === 'refused' || mandate.status === 'cancelled';
  if (ended || mandate.status === to.status) return false;
  // Asked to end, it ends: only the bank's word that it ended (or a refusal) moves it on.
  if (mandate.status === 'cancelling' && to.status !== 'cancelled' && to.status !== 'refused')
    return false;
  const at = deps.clock.now();
  const after = await updateMandate(tx, mandate.id, {
    status: to.status,
    ...(to.tokenId ? { tokenId: to.tokenId } : {}),
    ...(to.account ? { account: to.account } : {}),
    ...(to.status === 'refused' || to.status === 'cancelled'
      ? { problem: to.reason ?? null, approveUrl: null }
      : {}),
    ...(to.status === 'active' ? { approveUrl: null, problem: null } : {}),
    at,
  });
  // No debit is taken under a mandate that does not stand: one told is withdrawn.
  if (to.status !== 'active') await withdrawNoticed(tx, mandate.id, `mandate ${to.status}`, at);
  await writeAudit(tx, deps.clock, {
    staffId: null,
    action: `autopay.${to.status}`,
    objectType: 'order',
    objectId: mandate.order_id,
    before: { mandate: mandate.reference, status: mandate.status },
    after: { mandate: mandate.reference, status: to.status, by: to.by, reason: to.reason ?? null },
  });
  await tellMandate(deps, tx, after, mandate.status);
  return true;
}

/** The borrower hears of autopay turned on and of autopay ended, however it ended. */
async function tellMandate(
  deps: AppDeps,
  tx: Queryable,
  m: MandateRow,
  from: MandateStatus,
): Promise<void> {
  const t = translator(await userLanguage(tx, m.user_id, m.market));
  const common = {
    userId: m.user_id,
    market: m.market,
    orderId: m.order_id,
    collection: false,
    at: deps.clock.now(),
  };
  if (m.status === 'active' && from === 'approving') {
    await notify(deps, tx, {
      ...common,
      template: 'autopay.on',
      title: t('notify.autopay.on.title'),
      body: t(
        'notify.autopay.on.body',
        m.order_id,
        m.account_label ?? t(m.kind === 'upi_autopay' ? 'autopay.yourUpi' : 'autopay.yourBank'),
        formatMoney(m.max_amount, m.market),
      ),
      cause: `autopay.on:${m.reference}`,
    });
  } else if (m.status === 'cancelled' && from !== 'approving' && m.provider_token_id !== null) {
    // Only a mandate that stood at the bank (it has a token there) is told as ended.
    await notify(deps, tx, {
      ...common,
      template: 'autopay.off',
      title: t('notify.autopay.off.title'),
      body: t('notify.autopay.off.body', m.order_id),
      cause: `autopay.off:${m.reference}`,
    });
  }
}

/**
 * A debit the bank refused (no funds, the mandate paused at the bank): the instalment falls back
 * to the reminders, and the borrower is told to pay it by hand, in the contact hours, as a
 * collection message (it states what is owed).
 */
export async function debitFailed(
  deps: AppDeps,
  tx: Queryable,
  payment: ProviderPayment,
): Promise<void> {
  const debit = await lockDebit(tx, payment.reference);
  if (!debit) return;
  const mandate = await mandateById(tx, debit.mandate_id);
  if (!mandate) return;
  const t = translator(await userLanguage(tx, mandate.user_id, mandate.market));
  await notify(deps, tx, {
    userId: mandate.user_id,
    market: mandate.market,
    orderId: debit.order_id,
    periodNo: debit.period_no,
    template: 'autopay.failed',
    title: t('notify.autopay.failed.title'),
    body: t(
      'notify.autopay.failed.body',
      formatMoney(debit.amount, mandate.market),
      debit.order_id,
      t.date(debit.due_date, mandate.market),
    ),
    collection: true,
    cause: `autopay.failed:${debit.reference}`,
    at: deps.clock.now(),
  });
}
