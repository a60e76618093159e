import type { BorrowerScope } from '../../platform/auth.ts';

export interface PaymentCodeRow {
  reference: string;
  amount: number;
  method: 'va' | 'market';
  pay_code: string;
  specific_num: number | null;
  expires_at: Date;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'refund_due';
}

/**
 * The code issued for the same order, place and amount that is still within its life: open
 * (reloading shows it again) or paid (the screen says so, and no second number invites a second
 * payment of the same amount).
 */
export async function livePaymentCode(
  borrower: BorrowerScope,
  q: { orderId: number; method: 'va' | 'market'; payCode: string; amount: number; now: Date },
): Promise<PaymentCodeRow | null> {
  const rows = await borrower.query<PaymentCodeRow>(
    `select reference, amount, method, pay_code, specific_num, expires_at, status from provider_payments
      where user_id = $1 and order_id = $2 and method = $3 and pay_code = $4 and amount = $5
        and status in ('pending', 'paid') and expires_at > $6
      order by created_at desc limit 1`,
    [q.orderId, q.method, q.payCode, q.amount, q.now],
  );
  return rows[0] ?? null;
}

export async function issuePaymentCode(
  borrower: BorrowerScope,
  c: {
    reference: string;
    orderId: number;
    method: 'va' | 'market';
    payCode: string;
    specificNum: number | null;
    amount: number;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await borrower.query(
    `insert into provider_payments (user_id, reference, order_id, method, amount, created_at, pay_code, specific_num, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [c.reference, c.orderId, c.method, c.amount, c.at, c.payCode, c.specificNum, c.expiresAt],
  );
}

export async function borrowerPaymentCode(
  borrower: BorrowerScope,
  reference: string,
): Promise<PaymentCodeRow | null> {
  const rows = await borrower.query<PaymentCodeRow>(
    `select reference, amount, method, pay_code, specific_num, expires_at, status from provider_payments
      where user_id = $1 and reference = $2 and method in ('va', 'market')`,
    [reference],
  );
  return rows[0] ?? null;
}
