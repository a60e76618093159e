import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

export type ProviderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refund_due';

export interface ProviderPayment {
  reference: string;
  user_id: number;
  order_id: number;
  method: 'wallet' | 'va' | 'market';
  amount: number;
  status: ProviderStatus;
  purpose: 'repayment' | 'extension';
}

const COLUMNS = 'reference, user_id, order_id, method, amount, status, purpose';

export async function createProviderPayment(
  borrower: BorrowerScope,
  p: {
    reference: string;
    orderId: number;
    method: ProviderPayment['method'];
    amount: number;
    at: Date;
    purpose?: ProviderPayment['purpose'];
  },
): Promise<void> {
  await borrower.query(
    `insert into provider_payments (user_id, reference, order_id, method, amount, created_at, purpose)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [p.reference, p.orderId, p.method, p.amount, p.at, p.purpose ?? 'repayment'],
  );
}

export async function borrowerProviderPayment(borrower: BorrowerScope, reference: string) {
  const rows = await borrower.query<ProviderPayment & { product_id: number }>(
    `select pp.reference, pp.user_id, pp.order_id, pp.method, pp.amount, pp.status, pp.purpose, o.product_id
       from provider_payments pp join orders o on o.id = pp.order_id
      where pp.user_id = $1 and pp.reference = $2`,
    [reference],
  );
  return rows[0] ?? null;
}

/** Webhooks carry no session: the provider's reference is what identifies the payment. */
export async function lockProviderPayment(
  tx: Queryable,
  reference: string,
): Promise<ProviderPayment | null> {
  const rows = await tx.query<ProviderPayment>(
    `select ${COLUMNS} from provider_payments where reference = $1 for update`,
    [reference],
  );
  return rows[0] ?? null;
}

export async function findProviderPayment(
  db: Queryable,
  reference: string,
): Promise<ProviderPayment | null> {
  const rows = await db.query<ProviderPayment>(
    `select ${COLUMNS} from provider_payments where reference = $1`,
    [reference],
  );
  return rows[0] ?? null;
}

export async function settleProviderPayment(
  tx: Queryable,
  reference: string,
  status: ProviderStatus,
  at: Date,
): Promise<void> {
  await tx.query('update provider_payments set status = $2, settled_at = $3 where reference = $1', [
    reference,
    status,
    at,
  ]);
}

/** False when this event id was seen before: the caller then does nothing. */
export async function claimWebhookEvent(
  tx: Queryable,
  e: { eventId: string; provider: string; type: string; reference: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `insert into webhook_events (event_id, provider, type, reference, received_at) values ($1, $2, $3, $4, $5)
     on conflict (event_id) do nothing returning event_id`,
    [e.eventId, e.provider, e.type, e.reference, e.at],
  );
  return rows.length > 0;
}
