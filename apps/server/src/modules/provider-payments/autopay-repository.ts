import type { AutopayKindName, MandateStatus } from '@tenora/contract/autopay';
import type { Market } from '@tenora/domain/market';
import { joinUser, type BorrowerScope } from '../../platform/auth.ts';
import { instalmentsDueSql } from '../ledger/index.ts';
import type { Queryable } from '../../platform/db.ts';

/** The SQL of `mandates` and `autopay_debits`, which this module alone owns. */

export interface MandateRow {
  id: number;
  reference: string;
  user_id: number;
  order_id: number;
  market: Market;
  provider: string;
  kind: AutopayKindName;
  status: MandateStatus;
  max_amount: number;
  ends_at: Date;
  bank: string | null;
  approve_url: string | null;
  provider_id: string | null;
  provider_customer_id: string | null;
  provider_token_id: string | null;
  account_label: string | null;
  problem: string | null;
  cancel_asked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const MANDATE_COLUMNS = `mandates.id::int as id, reference, user_id::int as user_id,
  order_id::int as order_id, mandates.market, provider, kind, status, max_amount::int as max_amount,
  ends_at, bank, approve_url, provider_id, provider_customer_id, provider_token_id, account_label,
  problem, cancel_asked_at, created_at, updated_at`;

/** The borrower's latest mandate on a loan, through their own scope; locked with `forUpdate`. */
export async function latestMandateOf(
  borrower: BorrowerScope,
  orderId: number,
  forUpdate = false,
): Promise<MandateRow | null> {
  const [row] = await borrower.query<MandateRow>(
    `select ${MANDATE_COLUMNS} from mandates where user_id = $1 and order_id = $2
      order by id desc limit 1${forUpdate ? ' for update' : ''}`,
    [orderId],
  );
  return row ?? null;
}

export async function insertMandate(
  borrower: BorrowerScope,
  m: {
    reference: string;
    orderId: number;
    provider: string;
    kind: AutopayKindName;
    maxAmount: number;
    endsAt: Date;
    bank: string | null;
    at: Date;
  },
): Promise<MandateRow> {
  const [row] = await borrower.query<MandateRow>(
    `insert into mandates (user_id, reference, order_id, market, provider, kind, status, max_amount,
        ends_at, bank, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'approving', $7, $8, $9, $10, $10)
     returning ${MANDATE_COLUMNS}`,
    [
      m.reference,
      m.orderId,
      borrower.market,
      m.provider,
      m.kind,
      m.maxAmount,
      m.endsAt,
      m.bank,
      m.at,
    ],
  );
  if (!row) throw new Error('mandate not written');
  return row;
}

/** Whether the loan has a mandate in force (approving, active, paused or cancelling). */
export async function liveMandateOf(tx: Queryable, orderId: number): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from mandates
      where order_id = $1 and status in ('approving', 'active', 'paused', 'cancelling')`,
    [orderId],
  );
  return rows.length > 0;
}

/** A mandate by our reference, or by the provider's id of its token; locked for its event. */
export async function lockMandate(
  tx: Queryable,
  by: { provider: string; reference: string; tokenId?: string | undefined },
): Promise<MandateRow | null> {
  const [row] = await tx.query<MandateRow>(
    `select ${MANDATE_COLUMNS} from mandates
      where provider = $1 and (reference = $2 or ($3::text is not null and provider_token_id = $3))
      order by id desc limit 1 for update`,
    [by.provider, by.reference, by.tokenId ?? null],
  );
  return row ?? null;
}

export async function mandateById(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<MandateRow | null> {
  const [row] = await db.query<MandateRow>(
    `select ${MANDATE_COLUMNS} from mandates where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function mandateByReference(
  db: Queryable,
  reference: string,
): Promise<MandateRow | null> {
  const [row] = await db.query<MandateRow>(
    `select ${MANDATE_COLUMNS} from mandates where reference = $1`,
    [reference],
  );
  return row ?? null;
}

/** What changes on a mandate: any of its state, its provider's ids, where it is approved. */
export async function updateMandate(
  tx: Queryable,
  id: number,
  change: {
    status?: MandateStatus;
    approveUrl?: string | null;
    providerId?: string | null;
    customerId?: string | null;
    tokenId?: string | null;
    account?: string | null;
    problem?: string | null;
    cancelAskedAt?: Date | null;
    at: Date;
  },
): Promise<MandateRow> {
  const has = (k: keyof typeof change) => Object.hasOwn(change, k);
  const [row] = await tx.query<MandateRow>(
    `update mandates set
        status = coalesce($2, status),
        approve_url = case when $3 then $4 else approve_url end,
        provider_id = case when $5 then $6 else provider_id end,
        provider_customer_id = case when $7 then $8 else provider_customer_id end,
        provider_token_id = case when $9 then $10 else provider_token_id end,
        account_label = case when $11 then $12 else account_label end,
        problem = case when $13 then $14 else problem end,
        cancel_asked_at = case when $15 then $16 else cancel_asked_at end,
        updated_at = $17
      where id = $1
      returning ${MANDATE_COLUMNS}`,
    [
      id,
      change.status ?? null,
      has('approveUrl'),
      change.approveUrl ?? null,
      has('providerId'),
      change.providerId ?? null,
      has('customerId'),
      change.customerId ?? null,
      has('tokenId'),
      change.tokenId ?? null,
      has('account'),
      change.account ?? null,
      has('problem'),
      change.problem ?? null,
      has('cancelAskedAt'),
      change.cancelAskedAt ?? null,
      change.at,
    ],
  );
  if (!row) throw new Error(`mandate ${id} not found`);
  return row;
}

/**
 * Active mandates of a market whose loan has an instalment due on one of `dates` (today and
 * tomorrow), with their borrowers' phones, for the hourly notices: whether each is still owed is
 * the loan account's to say.
 */
export async function mandatesWithInstalmentDue(
  db: Queryable,
  market: Market,
  dates: readonly string[],
): Promise<(MandateRow & { phone: string })[]> {
  return db.query<MandateRow & { phone: string }>(
    `select ${MANDATE_COLUMNS}, who.phone
       from mandates ${joinUser('who', 'mandates.user_id')}
      where mandates.market = $1 and status = 'active'
        and exists (select 1 from ${instalmentsDueSql('$1', '$2::date[]')} due
                     where due.order_id = mandates.order_id)
      order by mandates.id`,
    [market, dates],
  );
}

/**
 * Mandates waiting on their provider: approving (a lost webhook, or never approved), or being
 * cancelled (the provider not yet asked, or the bank's end not yet heard), least recently
 * touched first.
 */
export async function mandatesWaiting(
  db: Queryable,
  market: Market,
  olderThan: Date,
): Promise<MandateRow[]> {
  return db.query<MandateRow>(
    `select ${MANDATE_COLUMNS} from mandates
      where market = $1 and updated_at <= $2 and status in ('approving', 'cancelling')
      order by updated_at limit 500`,
    [market, olderThan],
  );
}

/** A mandate asked about and found as it was: it goes to the back of the queue. */
export async function touchMandate(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('update mandates set updated_at = $2 where id = $1', [id, at]);
}

/**
 * Whether the market has anything for the hourly run: a mandate in force, or a debit told or on
 * its way. Most hours of a lender without autopay, and every hour a demo's clock jump runs, end
 * here, on the indexes.
 */
export async function hasAutopayWork(db: Queryable, market: Market): Promise<boolean> {
  const [row] = await db.query<{ work: boolean }>(
    `select exists (select 1 from mandates
                     where market = $1 and status in ('approving', 'active', 'cancelling'))
         or exists (select 1 from autopay_debits d join mandates m on m.id = d.mandate_id
                     where m.market = $1 and d.status = 'noticed')
         or exists (select 1 from provider_payments p
                      join autopay_debits d on d.reference = p.reference
                      join mandates m on m.id = d.mandate_id
                     where p.method = 'autopay' and p.status = 'pending' and m.market = $1)
         as work`,
    [market],
  );
  return row?.work === true;
}

export interface DebitRow {
  reference: string;
  mandate_id: number;
  order_id: number;
  period_no: number;
  due_date: string;
  amount: number;
  status: 'noticed' | 'presented' | 'withdrawn';
  provider_id: string | null;
  noticed_at: Date;
  debit_after: Date;
  presented_at: Date | null;
  withdrawn_reason: string | null;
  /** The provider payment's status, once presented. */
  payment_status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'refund_due' | null;
  provider_payment_id: string | null;
}

const DEBIT_COLUMNS = `d.reference, d.mandate_id::int as mandate_id, d.order_id::int as order_id,
  d.period_no, to_char(d.due_date, 'YYYY-MM-DD') as due_date, d.amount::int as amount, d.status,
  d.provider_id, d.noticed_at, d.debit_after, d.presented_at, d.withdrawn_reason,
  p.status as payment_status, p.provider_payment_id`;

const DEBIT_FROM = `autopay_debits d left join provider_payments p on p.reference = d.reference`;

/** The debits of a mandate, newest first. */
export async function debitsOf(db: Queryable, mandateId: number, limit = 10): Promise<DebitRow[]> {
  return db.query<DebitRow>(
    `select ${DEBIT_COLUMNS} from ${DEBIT_FROM}
      where d.mandate_id = $1 order by d.noticed_at desc, d.reference desc limit $2`,
    [mandateId, limit],
  );
}

/** Whether an instalment already has a debit in force (noticed, or taken however it ended). */
export async function hasDebitFor(
  tx: Queryable,
  orderId: number,
  periodNo: number,
  dueDate: string,
): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from autopay_debits
      where order_id = $1 and period_no = $2 and due_date = $3 and status <> 'withdrawn'`,
    [orderId, periodNo, dueDate],
  );
  return rows.length > 0;
}

/** Writes a debit's notice; false when another run wrote the instalment's first. */
export async function insertDebit(
  tx: Queryable,
  d: {
    reference: string;
    mandateId: number;
    orderId: number;
    periodNo: number;
    dueDate: string;
    amount: number;
    providerId: string | null;
    noticedAt: Date;
    debitAfter: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `insert into autopay_debits (reference, mandate_id, order_id, period_no, due_date, amount,
        status, provider_id, noticed_at, debit_after, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'noticed', $7, $8, $9, $8)
     on conflict do nothing returning reference`,
    [
      d.reference,
      d.mandateId,
      d.orderId,
      d.periodNo,
      d.dueDate,
      d.amount,
      d.providerId,
      d.noticedAt,
      d.debitAfter,
    ],
  );
  return rows.length > 0;
}

/** Noticed debits whose time has come, oldest first. */
export async function debitsToPresent(
  db: Queryable,
  market: Market,
  at: Date,
): Promise<DebitRow[]> {
  return db.query<DebitRow>(
    `select ${DEBIT_COLUMNS} from ${DEBIT_FROM} join mandates m on m.id = d.mandate_id
      where m.market = $1 and d.status = 'noticed' and d.debit_after <= $2
      order by d.debit_after limit 1000`,
    [market, at],
  );
}

/**
 * Presented debits with no word from the provider, not asked about since `before`: the least
 * recently asked first, so a debit stuck at the provider never starves the others.
 */
export async function debitsUnheard(
  db: Queryable,
  market: Market,
  before: Date,
): Promise<DebitRow[]> {
  return db.query<DebitRow>(
    `select ${DEBIT_COLUMNS} from ${DEBIT_FROM} join mandates m on m.id = d.mandate_id
      where m.market = $1 and d.status = 'presented' and p.status = 'pending'
        and coalesce(d.asked_at, d.presented_at) <= $2
      order by coalesce(d.asked_at, d.presented_at) limit 500`,
    [market, before],
  );
}

/** The provider was asked about a presented debit now. */
export async function markAsked(db: Queryable, reference: string, at: Date): Promise<void> {
  await db.query('update autopay_debits set asked_at = $2 where reference = $1', [reference, at]);
}

export async function lockDebit(tx: Queryable, reference: string): Promise<DebitRow | null> {
  await tx.query(`select 1 from autopay_debits where reference = $1 for update`, [reference]);
  const [row] = await tx.query<DebitRow>(
    `select ${DEBIT_COLUMNS} from ${DEBIT_FROM} where d.reference = $1`,
    [reference],
  );
  return row ?? null;
}

export async function markDebit(
  tx: Queryable,
  reference: string,
  change: { status: 'presented' | 'withdrawn'; reason?: string; at: Date },
): Promise<void> {
  await tx.query(
    `update autopay_debits
        set status = $2, withdrawn_reason = $3, updated_at = $4,
            presented_at = case when $2 = 'presented' then $4 else presented_at end
      where reference = $1`,
    [reference, change.status, change.reason ?? null, change.at],
  );
}

/** The provider's id of a debit's notice (Razorpay's order), once it took the notice. */
export async function setDebitProvider(
  tx: Queryable,
  reference: string,
  providerId: string | null,
): Promise<void> {
  await tx.query('update autopay_debits set provider_id = $2 where reference = $1', [
    reference,
    providerId,
  ]);
}

/** Withdraws every debit of a mandate not yet taken (autopay cancelled, paused or ended). */
export async function withdrawNoticed(
  tx: Queryable,
  mandateId: number,
  reason: string,
  at: Date,
): Promise<number> {
  const rows = await tx.query(
    `update autopay_debits set status = 'withdrawn', withdrawn_reason = $2, updated_at = $3
      where mandate_id = $1 and status = 'noticed' returning reference`,
    [mandateId, reason, at],
  );
  return rows.length;
}
