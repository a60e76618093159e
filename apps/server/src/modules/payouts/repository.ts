import type { BankAccountStatus } from '@tenora/contract/payouts';
import type { Market } from '@tenora/domain/market';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

/** The SQL of `bank_accounts` and `payouts`, which this module alone owns. */

export interface BankAccountRow {
  id: number;
  user_id: number;
  market: Market;
  reference: string;
  holder_name: string;
  account_number: string;
  bank_code: string;
  status: BankAccountStatus;
  provider: string;
  provider_account_id: string | null;
  registered_name: string | null;
  problem: string | null;
  created_at: Date;
  updated_at: Date;
}

const ACCOUNT_COLUMNS = `id::int as id, user_id::int as user_id, market, reference, holder_name,
  account_number, bank_code, status, provider, provider_account_id, registered_name, problem,
  created_at, updated_at`;

/** The borrower's account in force, read through their own scope. */
export async function currentAccountOf(
  borrower: BorrowerScope,
  forUpdate = false,
): Promise<BankAccountRow | null> {
  const [row] = await borrower.query<BankAccountRow>(
    `select ${ACCOUNT_COLUMNS} from bank_accounts where user_id = $1 and replaced_at is null${forUpdate ? ' for update' : ''}`,
  );
  return row ?? null;
}

/** The accounts in force of several borrowers, for the console's lists. */
export async function currentAccounts(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, BankAccountRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<BankAccountRow>(
    `select ${ACCOUNT_COLUMNS} from bank_accounts
      where user_id = any($1::bigint[]) and replaced_at is null`,
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** One borrower's account in force, for staff and for payouts; locked with `forUpdate`. */
export async function currentAccountOfUser(
  db: Queryable,
  userId: number,
  forUpdate = false,
): Promise<BankAccountRow | null> {
  const [row] = await db.query<BankAccountRow>(
    `select ${ACCOUNT_COLUMNS} from bank_accounts where user_id = $1 and replaced_at is null${forUpdate ? ' for update' : ''}`,
    [userId],
  );
  return row ?? null;
}

export async function accountById(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<BankAccountRow | null> {
  const [row] = await db.query<BankAccountRow>(
    `select ${ACCOUNT_COLUMNS} from bank_accounts where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return row ?? null;
}

/** An account the provider could not check is forgotten, as if it had not been typed. */
export async function deleteAccount(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from bank_accounts where id = $1', [id]);
}

/** The account before it is in force again. */
export async function restoreAccount(tx: Queryable, id: number): Promise<void> {
  await tx.query('update bank_accounts set replaced_at = null where id = $1', [id]);
}

export async function lockAccountByReference(
  tx: Queryable,
  reference: string,
): Promise<BankAccountRow | null> {
  const [row] = await tx.query<BankAccountRow>(
    `select ${ACCOUNT_COLUMNS} from bank_accounts where reference = $1 for update`,
    [reference],
  );
  return row ?? null;
}

/** A new account for the borrower, the one before retired in the same statement's transaction. */
export async function replaceAccount(
  borrower: BorrowerScope,
  a: {
    market: Market;
    reference: string;
    holderName: string;
    accountNumber: string;
    bankCode: string;
    provider: string;
    at: Date;
  },
): Promise<BankAccountRow> {
  await borrower.query(
    'update bank_accounts set replaced_at = $2 where user_id = $1 and replaced_at is null',
    [a.at],
  );
  const [row] = await borrower.query<BankAccountRow>(
    `insert into bank_accounts (user_id, market, reference, holder_name, account_number, bank_code,
       status, provider, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'verifying', $7, $8, $8)
     returning ${ACCOUNT_COLUMNS}`,
    [a.market, a.reference, a.holderName, a.accountNumber, a.bankCode, a.provider, a.at],
  );
  if (!row) throw new Error('bank account not inserted');
  return row;
}

/** What the provider or the staff found of an account. */
export async function setAccountCheck(
  tx: Queryable,
  id: number,
  c: {
    status: BankAccountStatus;
    registeredName?: string | null;
    providerAccountId?: string | null;
    problem?: string | null;
    at: Date;
  },
): Promise<BankAccountRow> {
  const [row] = await tx.query<BankAccountRow>(
    `update bank_accounts
        set status = $2,
            registered_name = coalesce($3, registered_name),
            provider_account_id = coalesce($4, provider_account_id),
            problem = $5,
            updated_at = $6
      where id = $1
      returning ${ACCOUNT_COLUMNS}`,
    [id, c.status, c.registeredName ?? null, c.providerAccountId ?? null, c.problem ?? null, c.at],
  );
  if (!row) throw new Error(`bank account ${id} vanished`);
  return row;
}

export type PayoutStatus = 'sending' | 'sent' | 'failed';

export interface PayoutRow {
  reference: string;
  order_id: number;
  bank_account_id: number;
  provider: string;
  amount: number;
  status: PayoutStatus;
  provider_payout_id: string | null;
  failure_code: string | null;
  failure_reason: string | null;
  created_at: Date;
  settled_at: Date | null;
  account_number: string;
  market: Market;
  user_id: number;
}

const PAYOUT_COLUMNS = `p.reference, p.order_id::int as order_id, p.bank_account_id::int as bank_account_id,
  p.provider, p.amount::bigint as amount, p.status, p.provider_payout_id, p.failure_code,
  p.failure_reason, p.created_at, p.settled_at, a.account_number, a.market, a.user_id::int as user_id`;

const fromPayouts = 'from payouts p join bank_accounts a on a.id = p.bank_account_id';

const numeric = (r: PayoutRow): PayoutRow => ({ ...r, amount: Number(r.amount) });

/** Each order's newest payout. */
export async function latestPayouts(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, PayoutRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.query<PayoutRow>(
    `select distinct on (p.order_id) ${PAYOUT_COLUMNS} ${fromPayouts}
      where p.order_id = any($1::bigint[])
      order by p.order_id, p.try_no desc`,
    [orderIds],
  );
  return new Map(rows.map((r) => [r.order_id, numeric(r)]));
}

/** The order's payout on its way or made, locked; none when every try failed. */
export async function lockLivePayout(tx: Queryable, orderId: number): Promise<PayoutRow | null> {
  const [row] = await tx.query<PayoutRow>(
    `select ${PAYOUT_COLUMNS} ${fromPayouts}
      where p.order_id = $1 and p.status in ('sending', 'sent') for update of p`,
    [orderId],
  );
  return row ? numeric(row) : null;
}

export async function lockPayout(tx: Queryable, reference: string): Promise<PayoutRow | null> {
  const [row] = await tx.query<PayoutRow>(
    `select ${PAYOUT_COLUMNS} ${fromPayouts} where p.reference = $1 for update of p`,
    [reference],
  );
  return row ? numeric(row) : null;
}

/** True while a payout to this account is on its way: the account cannot change under it. */
export async function accountHasPayoutOnItsWay(
  db: Queryable,
  bankAccountId: number,
): Promise<boolean> {
  const rows = await db.query(
    "select 1 from payouts where bank_account_id = $1 and status = 'sending' limit 1",
    [bankAccountId],
  );
  return rows.length > 0;
}

export async function insertPayout(
  tx: Queryable,
  p: {
    reference: string;
    orderId: number;
    bankAccountId: number;
    provider: string;
    amount: number;
    staffId: number | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into payouts (reference, order_id, bank_account_id, provider, amount, status, staff_id, created_at)
     values ($1, $2, $3, $4, $5, 'sending', $6, $7)`,
    [p.reference, p.orderId, p.bankAccountId, p.provider, p.amount, p.staffId, p.at],
  );
}

export async function settlePayout(
  tx: Queryable,
  reference: string,
  s: {
    status: PayoutStatus;
    providerPayoutId?: string | null;
    failureCode?: string | null;
    failureReason?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `update payouts
        set status = $2,
            provider_payout_id = coalesce($3, provider_payout_id),
            failure_code = $4,
            failure_reason = $5,
            settled_at = case when $2 = 'sending' then null else $6::timestamptz end
      where reference = $1`,
    [
      reference,
      s.status,
      s.providerPayoutId ?? null,
      s.failureCode ?? null,
      s.failureReason ?? null,
      s.at,
    ],
  );
}

/** A provider's payouts by our references, for the daily reconciliation. */
export async function payoutsByReference(
  db: Queryable,
  provider: string,
  references: readonly string[],
): Promise<Map<string, PayoutRow>> {
  if (references.length === 0) return new Map();
  const rows = await db.query<PayoutRow>(
    `select ${PAYOUT_COLUMNS} ${fromPayouts} where p.provider = $1 and p.reference = any($2::text[])`,
    [provider, references],
  );
  return new Map(rows.map((r) => [r.reference, numeric(r)]));
}

/** A provider's payouts to a market's borrowers made in [from, to). */
export async function sentPayoutsBetween(
  db: Queryable,
  provider: string,
  market: string,
  from: Date,
  to: Date,
): Promise<{ reference: string; amount: number }[]> {
  const rows = await db.query<{ reference: string; amount: string }>(
    `select p.reference, p.amount ${fromPayouts}
      where p.provider = $1 and a.market = $2 and p.status = 'sent'
        and p.settled_at >= $3 and p.settled_at < $4`,
    [provider, market, from, to],
  );
  return rows.map((r) => ({ reference: r.reference, amount: Number(r.amount) }));
}
