import type { KeyFacts } from '@tenora/contract/loans';
import { addDays, daysBetween, localDate } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { parsePricingConfig, quoteLoan } from '@tenora/domain/pricing';
import { writeAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';

interface OrderState {
  id: number;
  market: Market;
  decision: 'pending' | 'approved' | 'rejected';
  disbursed_at: Date | null;
  principal: number;
  term_days: number;
  quoted_on: string | null;
  pricing: unknown;
  key_facts: KeyFacts | null;
}

export type OrderAction = 'approve' | 'reject' | 'disburse';

/**
 * The schedule the borrower agreed to, moved to the real disbursal day: the amounts are the key
 * facts' as issued; only the dates shift. Orders without stored key facts (older demo data) are
 * priced from the product as it is now.
 */
function scheduleOnDisbursal(order: OrderState, disbursalDay: string) {
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

/**
 * Only Tenora's own orders move: a legacy order was decided and paid out by the old system, and
 * has no key facts or schedule of ours to act on, so it is not found here.
 */
async function load(tx: Queryable, orderId: number): Promise<OrderState | null> {
  const rows = await tx.query<OrderState>(
    `select o.id, u.market, o.decision, o.disbursed_at, o.principal, o.term_days, o.quoted_on, p.pricing,
            (select d.content -> 'keyFacts' from order_documents d where d.order_id = o.id and d.kind = 'key_facts') as key_facts
       from orders o join users u on u.id = o.user_id join products p on p.id = o.product_id
      where o.id = $1 and o.origin = 'tenora'
      for update of o`,
    [orderId],
  );
  return rows[0] ?? null;
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
 * not apply to its state. With a staff actor, the audit entry is written in the same transaction.
 */
export async function moveOrder(
  db: Db,
  clock: Clock,
  orderId: number,
  action: OrderAction,
  actor?: OrderActor,
) {
  return db.transaction(async (tx) => {
    const order = await load(tx, orderId);
    if (!order) return null;
    const now = clock.now();
    if (action === 'approve' || action === 'reject') {
      if (order.decision !== 'pending') return false;
      await tx.query('update orders set decision = $2, decided_at = $3 where id = $1', [
        orderId,
        action === 'approve' ? 'approved' : 'rejected',
        now,
      ]);
    } else {
      if (order.decision !== 'approved' || order.disbursed_at) return false;
      await tx.query('update orders set disbursed_at = $2 where id = $1', [orderId, now]);
      for (const i of scheduleOnDisbursal(order, localDate(now, order.market))) {
        await tx.query(
          'insert into instalments (order_id, period_no, due_date, principal, interest, fee) values ($1, $2, $3, $4, $5, 0)',
          [orderId, i.periodNo, i.dueDate, i.principal, i.interest],
        );
      }
    }
    const [after] = await tx.query<{ decision: string; disbursed_at: Date | null }>(
      'select decision, disbursed_at from orders where id = $1',
      [orderId],
    );
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
  });
}
