import type { ProviderMethod, ProviderPurpose, ProviderStatus } from '@tenora/contract/repayment';
import { joinUser, type BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

export type { ProviderStatus };

export interface ProviderPayment {
  reference: string;
  user_id: number;
  order_id: number;
  method: ProviderMethod;
  expires_at: Date | null;
  collect_vpa: string | null;
  amount: number;
  status: ProviderStatus;
  purpose: ProviderPurpose;
  withdrawn_at: Date | null;
  withdrawn_reason: WithdrawnReason | null;
  /** The adapter that opened it (migration 046); its refund and withdrawal go there. */
  provider: string;
  /** The provider's own id of what it opened (a Razorpay order or payment link). */
  provider_id: string | null;
  /** Where the borrower pays it: a hosted page or a UPI intent link; null before migration 046. */
  pay_to: string | null;
  /** The provider's id of the payment that paid it, which a refund names. */
  provider_payment_id: string | null;
  /** When it was paid, failed or closed. */
  settled_at: Date | null;
}

/**
 * Why a payment was withdrawn: what the loan owes changed, or another replaced it (migration 028),
 * or its time was up (migration 035).
 */
export type WithdrawnReason = 'owed_changed' | 'replaced' | 'expired';

const COLUMNS =
  'reference, user_id, order_id, method, amount, status, purpose, expires_at, collect_vpa, withdrawn_at, withdrawn_reason, provider, provider_id, pay_to, provider_payment_id, settled_at';

export async function createProviderPayment(
  borrower: BorrowerScope,
  p: {
    reference: string;
    orderId: number;
    method: ProviderPayment['method'];
    amount: number;
    at: Date;
    purpose?: ProviderPayment['purpose'];
    expiresAt?: Date;
    provider: string;
    providerId?: string | null;
    payTo?: string | null;
  },
): Promise<void> {
  await borrower.query(
    `insert into provider_payments
       (user_id, reference, order_id, method, amount, created_at, purpose, expires_at, provider, provider_id, pay_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      p.reference,
      p.orderId,
      p.method,
      p.amount,
      p.at,
      p.purpose ?? 'repayment',
      p.expiresAt ?? null,
      p.provider,
      p.providerId ?? null,
      p.payTo ?? null,
    ],
  );
}

/** The provider's id of the payment that paid ours, as its success event named it. */
export async function setProviderPaymentId(
  tx: Queryable,
  reference: string,
  providerPaymentId: string,
): Promise<void> {
  await tx.query(
    `update provider_payments set provider_payment_id = coalesce(provider_payment_id, $2) where reference = $1`,
    [reference, providerPaymentId],
  );
}

export async function borrowerProviderPayment(
  borrower: BorrowerScope,
  reference: string,
): Promise<ProviderPayment | null> {
  const rows = await borrower.query<ProviderPayment>(
    `select ${COLUMNS} from provider_payments where user_id = $1 and reference = $2`,
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

/**
 * A provider's payments of ours by our references, for the daily reconciliation
 * (docs/payments.md#reconciliation): what its books list is looked up here.
 */
export async function providerPaymentsByReference(
  db: Queryable,
  provider: string,
  references: readonly string[],
): Promise<Map<string, ProviderPayment & { market: string }>> {
  if (references.length === 0) return new Map();
  const rows = await db.query<ProviderPayment & { market: string }>(
    `select ${COLUMNS}, u.market from provider_payments ${joinUser('u', 'provider_payments.user_id')}
      where provider = $1 and reference = any($2::text[])`,
    [provider, references],
  );
  return new Map(rows.map((r) => [r.reference, r]));
}

/**
 * Our references of a provider's payments by its own payment ids: its books name some payments by
 * their id alone (a bank transfer into a Smart Collect account carries no receipt of ours).
 */
export async function referencesByProviderPaymentId(
  db: Queryable,
  provider: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ reference: string; provider_payment_id: string }>(
    `select reference, provider_payment_id from provider_payments
      where provider = $1 and provider_payment_id = any($2::text[])`,
    [provider, ids],
  );
  return new Map(rows.map((r) => [r.provider_payment_id, r.reference]));
}

/** A provider's payments of a market's borrowers booked (paid or set aside) in [from, to). */
export async function bookedProviderPayments(
  db: Queryable,
  provider: string,
  market: string,
  from: Date,
  to: Date,
): Promise<{ reference: string; amount: number }[]> {
  const rows = await db.query<{ reference: string; amount: string }>(
    `select p.reference, p.amount from provider_payments p ${joinUser('u', 'p.user_id')}
      where p.provider = $1 and u.market = $2 and p.status in ('paid', 'refund_due')
        and p.settled_at >= $3 and p.settled_at < $4`,
    [provider, market, from, to],
  );
  return rows.map((r) => ({ reference: r.reference, amount: Number(r.amount) }));
}

export async function settleProviderPayment(
  tx: Queryable,
  reference: string,
  status: ProviderStatus,
  at: Date,
  /** The way it was paid, when a hosted checkout learned it only now. */
  method?: ProviderPayment['method'],
): Promise<void> {
  await tx.query(
    `update provider_payments set status = $2, settled_at = $3, method = coalesce($4, method)
      where reference = $1`,
    [reference, status, at, method ?? null],
  );
}

/** False when this event id was seen before: the caller then does nothing. */
export async function claimWebhookEvent(
  tx: Queryable,
  e: { eventId: string; provider: string; type: string; reference: string; at: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `insert into webhook_events (event_id, provider, type, reference, received_at) values ($1, $2, $3, $4, $5)
     on conflict (provider, event_id) do nothing returning event_id`,
    [e.eventId, e.provider, e.type, e.reference, e.at],
  );
  return rows.length > 0;
}

/**
 * The borrower's UPI payment of this order and amount that is still worth showing: pending and
 * not expired, or paid while it would still have been open, so the same amount is never asked
 * twice (docs/product.md#payments). The newest first.
 */
export async function liveUpiPayment(
  borrower: BorrowerScope,
  p: { orderId: number; amount: number; now: Date },
): Promise<ProviderPayment | null> {
  const rows = await borrower.query<ProviderPayment>(
    `select ${COLUMNS} from provider_payments
      where user_id = $1 and order_id = $2 and method = 'upi' and purpose = 'repayment'
        and amount = $3 and status in ('pending', 'paid') and expires_at > $4
      order by (status = 'paid') desc, created_at desc limit 1`,
    [p.orderId, p.amount, p.now],
  );
  return rows[0] ?? null;
}

/**
 * The order's open hosted page for this purpose, method and amount (an extension fee's checkout,
 * a repayment's wallet or net banking page), while it may still be paid.
 */
export async function openHostedPayment(
  borrower: BorrowerScope,
  p: {
    orderId: number;
    purpose: ProviderPurpose;
    method: ProviderMethod;
    amount: number;
    now: Date;
  },
): Promise<ProviderPayment | null> {
  const rows = await borrower.query<ProviderPayment>(
    `select ${COLUMNS} from provider_payments
      where user_id = $1 and order_id = $2 and purpose = $3 and method = $4 and status = 'pending'
        and amount = $5 and expires_at > $6`,
    [p.orderId, p.purpose, p.method, p.amount, p.now],
  );
  return rows[0] ?? null;
}

export async function setCollectVpa(
  borrower: BorrowerScope,
  reference: string,
  vpa: string,
): Promise<void> {
  await borrower.query(
    'update provider_payments set collect_vpa = $3 where user_id = $1 and reference = $2',
    [reference, vpa],
  );
}

// Virtual account numbers and mini-market codes: the virtual-account module issues them, the
// webhook settles them like any other provider payment.

export interface PaymentCodeRow {
  reference: string;
  /** The number or code the borrower pays, as its provider issued it (null: the reference). */
  pay_to: string | null;
  /** The IFSC of the provider's own bank for the number it issued (India), when it gave one. */
  pay_to_ifsc: string | null;
  amount: number;
  method: 'va' | 'market';
  pay_code: string;
  specific_num: number | null;
  expires_at: Date;
  status: ProviderStatus;
  withdrawn_reason: WithdrawnReason | null;
}

const CODE_COLUMNS =
  'reference, pay_to, pay_to_ifsc, amount, method, pay_code, specific_num, expires_at, status, withdrawn_reason';

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

/** A payment whose time was up at `at` stopped taking money at its expiry, not when we noticed. */
const WITHDRAWN_AT = (at: string) => `case when expires_at <= ${at} then expires_at else ${at} end`;

/**
 * Withdraws the order's open payments (of `methods`, else of every kind) but `except`, in the
 * caller's transaction: they are closed here at once, and the provider is told after the commit
 * (`unsentWithdrawals`). Money that still reaches one is applied, or set aside for refund, by the
 * webhook like any other (docs/decisions/093-a-code-is-for-one-amount.md). One whose time was
 * already up, which the sweep has not reached yet, is withdrawn as expired, at its expiry, as the
 * sweep would have (docs/decisions/106-expiry-by-a-sweep.md).
 */
export async function withdrawOpenPayments(
  tx: Queryable,
  w: {
    orderId: number;
    reason: WithdrawnReason;
    at: Date;
    except?: string;
    methods?: ProviderMethod[];
    /** Only those paying this: an extension fee replaced by another leaves repayments open. */
    purpose?: ProviderPurpose;
    /**
     * Keeps those for this amount still open at `at`: a start racing another for it must not
     * withdraw the winner; one past its time goes, so that a new one can be issued.
     */
    otherAmountThan?: number;
  },
): Promise<void> {
  await tx.query(
    `update provider_payments
        set status = 'cancelled',
            settled_at = ${WITHDRAWN_AT('$3')},
            withdrawn_at = ${WITHDRAWN_AT('$3')},
            withdrawn_reason = case when expires_at <= $3 then 'expired' else $2 end
      where order_id = $1 and status = 'pending' and reference <> $4
        -- A debit presented at the bank cannot be called back: its money is booked or set aside.
        and method <> 'autopay'
        and ($5::text[] is null or method = any($5::text[]))
        and ($6::bigint is null or amount <> $6 or expires_at <= $3)
        and ($7::text is null or purpose = $7)`,
    [
      w.orderId,
      w.reason,
      w.at,
      w.except ?? '',
      w.methods ?? null,
      w.otherAmountThan ?? null,
      w.purpose ?? null,
    ],
  );
}

/**
 * Withdraws, in every order, the open payments whose time was up at `at` (the sweep): closed here
 * as expired, at their expiry; the provider is told after (`withdrawalsToAsk`).
 */
export async function expirePayments(db: Queryable, at: Date): Promise<void> {
  await db.query(
    `update provider_payments
        set status = 'cancelled', settled_at = expires_at, withdrawn_at = expires_at,
            withdrawn_reason = 'expired'
      where status = 'pending' and expires_at <= $1`,
    [at],
  );
}

export interface UnsentWithdrawal {
  reference: string;
  method: ProviderMethod;
  provider: string;
  provider_id: string | null;
}

const UNSENT = `withdrawn_at is not null and withdrawal_sent_at is null and status = 'cancelled'`;

/** The order's withdrawn payments the provider has not yet taken back, still unpaid. */
export async function unsentWithdrawals(
  db: Queryable,
  orderId: number,
): Promise<UnsentWithdrawal[]> {
  return db.query(
    `select reference, method, provider, provider_id from provider_payments
      where order_id = $1 and ${UNSENT}
      order by withdrawn_at, reference`,
    [orderId],
  );
}

/**
 * Up to `limit` withdrawn payments of any order the provider has not yet taken back: those never
 * asked first, then those asked longest ago, so one the provider keeps refusing does not hold
 * back the others.
 */
export async function withdrawalsToAsk(db: Queryable, limit: number): Promise<UnsentWithdrawal[]> {
  return db.query(
    `select reference, method, provider, provider_id from provider_payments
      where ${UNSENT}
      order by withdrawal_tried_at nulls first, withdrawn_at, reference
      limit $1`,
    [limit],
  );
}

/** The provider was asked to take the withdrawal at `at`, and took it or not. */
export async function markWithdrawalAsked(
  db: Queryable,
  reference: string,
  at: Date,
  taken: boolean,
) {
  await db.query(
    `update provider_payments
        set withdrawal_tried_at = $2,
            withdrawal_sent_at = case when $3 then coalesce(withdrawal_sent_at, $2) else withdrawal_sent_at end
      where reference = $1`,
    [reference, at, taken],
  );
}

/**
 * The order's payments that reached us on a number, code or page already withdrawn, and where
 * their money went: applied (`paid`) or set aside (`refund_due`), oldest first.
 */
export async function paidAfterWithdrawal(
  borrower: BorrowerScope,
  orderId: number,
): Promise<
  { amount: number; status: ProviderStatus; settled_at: Date; withdrawn_reason: WithdrawnReason }[]
> {
  return borrower.query(
    `select amount, status, settled_at, withdrawn_reason from provider_payments
      where user_id = $1 and order_id = $2 and withdrawn_at is not null
        and status in ('paid', 'refund_due')
      order by settled_at, reference`,
    [orderId],
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
    provider: string;
    providerId: string | null;
    payTo: string;
    payToIfsc?: string | null;
  },
): Promise<PaymentCodeRow> {
  const rows = await borrower.query<PaymentCodeRow>(
    `insert into provider_payments
       (user_id, reference, order_id, method, amount, created_at, pay_code, specific_num, expires_at,
        provider, provider_id, pay_to, pay_to_ifsc)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     returning ${CODE_COLUMNS}`,
    [
      c.reference,
      c.orderId,
      c.method,
      c.amount,
      c.at,
      c.payCode,
      c.specificNum,
      c.expiresAt,
      c.provider,
      c.providerId,
      c.payTo,
      c.payToIfsc ?? null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('payment code insert returned nothing');
  return row;
}

export async function borrowerPaymentCode(
  borrower: BorrowerScope,
  reference: string,
): Promise<PaymentCodeRow | null> {
  const rows = await borrower.query<PaymentCodeRow>(
    // Asked by the number the borrower was shown: the provider's, or our reference itself.
    `select ${CODE_COLUMNS} from provider_payments
      where user_id = $1 and coalesce(pay_to, reference) = $2 and method in ('va', 'market')
      order by created_at desc limit 1`,
    [reference],
  );
  return rows[0] ?? null;
}
