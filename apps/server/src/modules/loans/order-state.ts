import { addDays, daysBetween, localDate } from '@tenora/domain/dates';
import { parsePricingConfig, quoteLoan } from '@tenora/domain/pricing';
import { writeAudit } from '../../platform/audit.ts';
import type { Queryable } from '../../platform/db.ts';
import type { AppDeps } from '../../platform/ports.ts';
import {
  decideOrder,
  disburseOrder,
  lockOrderToMove,
  orderDecision,
  type OrderToMove,
} from '../ledger/index.ts';
import { issueSanctionLetter } from '../papers/index.ts';

export type OrderAction = 'approve' | 'reject' | 'disburse';

/**
 * The schedule the borrower agreed to, moved to the real disbursal day: the amounts are the key
 * facts' as issued; only the dates shift. Orders without stored key facts (older demo data) are
 * priced from the product as it is now.
 */
function scheduleOnDisbursal(order: OrderToMove, disbursalDay: string) {
  if (order.key_facts && order.quoted_on) {
    const shift = daysBetween(order.quoted_on, disbursalDay);
    return order.key_facts.instalments.map((i) => ({ ...i, dueDate: addDays(i.dueDate, shift) }));
  }
  const pricing = parsePricingConfig(order.pricing);
  if (!pricing) throw new Error(`order ${order.id}: product pricing is invalid`);
  const quoted = quoteLoan(
    {
      market: order.market,
      principal: order.principal,
      termDays: order.term_days,
      startDate: disbursalDay,
      pricing: { ...pricing, termDays: [order.term_days] },
    },
    { min: 1, max: Number.MAX_SAFE_INTEGER },
  );
  if (!quoted.ok) throw new Error(`order ${order.id}: cannot be priced (${quoted.reason})`);
  return quoted.quote.instalments;
}

/** Who moves the order: staff (the console), audited; none for the support API's bank and tests. */
export interface OrderActor {
  staffId: number;
  /** Kept in the audit entry only (a rejection's reason). */
  reason?: string | undefined;
}

const snapshot = (o: { decision: string; disbursed_at: Date | null }) => ({
  decision: o.decision,
  disbursedAt: o.disbursed_at?.toISOString() ?? null,
});

/**
 * What credit staff (approve, reject) and the disbursing bank (disburse) do, each allowed only
 * from the state a real one would act in: the one transition the support API (/film/dev/orders/
 * state) and the console share. Null when the order does not exist or is legacy; false when the action does
 * not apply to its state. Approving issues the sanction letter in the same transaction. With a staff actor, the audit entry is written in the same transaction.
 */
export function moveOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  orderId: number,
  action: OrderAction,
  actor?: OrderActor,
) {
  return deps.db.transaction((tx) => moveOrderIn(deps, tx, orderId, action, actor));
}

/**
 * The same move within the caller's transaction: a payout's success disburses its loan in the
 * transaction that records it (docs/payments.md#payouts).
 */
export async function moveOrderIn(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  tx: Queryable,
  orderId: number,
  action: OrderAction,
  actor?: OrderActor,
) {
  const { clock } = deps;
  const order = await lockOrderToMove(tx, orderId);
  if (!order) return null;
  const now = clock.now();
  if (action === 'approve' || action === 'reject') {
    if (order.decision !== 'pending') return false;
    await decideOrder(tx, orderId, action === 'approve' ? 'approved' : 'rejected', now);
    // The letter is the approval's own paper: written with it, or not at all.
    if (action === 'approve') await issueSanctionLetter(deps, tx, orderId, now);
  } else {
    if (order.decision !== 'approved' || order.disbursed_at) return false;
    await disburseOrder(tx, orderId, now, scheduleOnDisbursal(order, localDate(now, order.market)));
  }
  const after = await orderDecision(tx, orderId);
  if (!after) throw new Error(`order ${orderId} vanished`);
  if (actor) {
    await writeAudit(tx, clock, {
      staffId: actor.staffId,
      action: `order.${action}`,
      objectType: 'order',
      objectId: orderId,
      before: snapshot(order),
      after: { ...snapshot(after), ...(actor.reason ? { reason: actor.reason } : {}) },
    });
  }
  return {
    orderId,
    decision: after.decision,
    disbursedAt: after.disbursed_at?.toISOString() ?? null,
  };
}
