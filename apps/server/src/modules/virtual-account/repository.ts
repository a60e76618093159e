import type { ProviderStatus } from '@tenora/contract/repayment';
import type { BorrowerScope } from '../../platform/auth.ts';

export interface PaymentCodeRow {
  reference: string;
  amount: number;
  method: 'va' | 'market';
  pay_code: string;
  specific_num: number | null;
  expires_at: Date;
  status: ProviderStatus;
}

const CODE_COLUMNS = 'reference, amount, method, pay_code, specific_num, expires_at, status';

/**
 * One number per order and amount while it lives (docs/product.md#payments): the code paid for
 * this order and amount, at any place, if it is still within its life (the screen says "paid" and
 * issues nothing), else the open one at this place (reloading shows it again).
 */
export async function livePaymentCode(
  borrower: BorrowerScope,
  q: { orderId: number; method: 'va' | 'market'; payCode: string; amount: number; now: Date },
): Promise<PaymentCodeRow | null> {
  const rows = await borrower.query<PaymentCodeRow>(
    `select ${CODE_COLUMNS} from provider_payments
      where user_id = $1 and order_id = $2 and amount = $5 and method in ('va', 'market')
        and expires_at > $6
        and (status = 'paid' or (status = 'pending' and method = $3 and pay_code = $4))
      order by status = 'paid' desc, created_at desc limit 1`,
    [q.orderId, q.method, q.payCode, q.amount, q.now],
  );
  return rows[0] ?? null;
}

/** The latest number paid for this order that is still within its life, whatever its amount. */
export async function paidPaymentCode(
  borrower: BorrowerScope,
  q: { orderId: number; now: Date },
): Promise<PaymentCodeRow | null> {
  const rows = await borrower.query<PaymentCodeRow>(
    `select ${CODE_COLUMNS} from provider_payments
      where user_id = $1 and order_id = $2 and method in ('va', 'market') and status = 'paid'
        and expires_at > $3
      order by settled_at desc nulls last, created_at desc limit 1`,
    [q.orderId, q.now],
  );
  return rows[0] ?? null;
}

/**
 * Closes the open numbers of this order and amount at other places before a new one is issued,
 * so only one stands to be paid. Money that still reaches a closed one is applied, or marked for
 * refund, by the webhook like any other.
 */
export async function closeOtherPaymentCodes(
  borrower: BorrowerScope,
  q: { orderId: number; amount: number; now: Date },
): Promise<void> {
  await borrower.query(
    `update provider_payments set status = 'cancelled', settled_at = $4
      where user_id = $1 and order_id = $2 and amount = $3 and method in ('va', 'market')
        and status = 'pending'`,
    [q.orderId, q.amount, q.now],
  );
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
    `select ${CODE_COLUMNS} from provider_payments
      where user_id = $1 and reference = $2 and method in ('va', 'market')`,
    [reference],
  );
  return rows[0] ?? null;
}
