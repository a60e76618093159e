import type { Market } from '@tenora/domain/market';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

export interface CardRow {
  id: number;
  bank_code: string;
  bank_name: string;
  last4: string;
  token: string;
}

export function banksOf(db: Queryable, market: Market) {
  return db.query<{ bank_code: string; bank_name: string; ifsc: string | null }>(
    'select bank_code, bank_name, ifsc from banks where market = $1 order by sort_order, bank_name',
    [market],
  );
}

export function borrowerCards(borrower: BorrowerScope): Promise<CardRow[]> {
  return borrower.query<CardRow>(
    'select id, bank_code, bank_name, last4, token from cards where user_id = $1 order by created_at desc, id desc',
  );
}

export async function borrowerCard(
  borrower: BorrowerScope,
  cardId: number,
): Promise<CardRow | null> {
  const rows = await borrower.query<CardRow>(
    'select id, bank_code, bank_name, last4, token from cards where user_id = $1 and id = $2',
    [cardId],
  );
  return rows[0] ?? null;
}

/** Binding the same card again (same fingerprint) updates it instead of adding a second one. */
export async function saveCard(
  borrower: BorrowerScope,
  card: {
    bankCode: string;
    bankName: string;
    last4: string;
    token: string;
    fingerprint: string;
    holderName: string;
    at: Date;
  },
): Promise<CardRow> {
  const rows = await borrower.query<CardRow>(
    `insert into cards (user_id, bank_code, bank_name, last4, token, fingerprint, holder_name, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (user_id, fingerprint) do update
       set bank_code = excluded.bank_code, bank_name = excluded.bank_name, holder_name = excluded.holder_name
     returning id, bank_code, bank_name, last4, token`,
    [
      card.bankCode,
      card.bankName,
      card.last4,
      card.token,
      card.fingerprint,
      card.holderName,
      card.at,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('card upsert returned nothing');
  return row;
}

export interface AttemptRow {
  id: number;
  order_id: number;
  card_id: number;
  amount: number;
  /** `expired`: the sweep ended it when its code expired; a new code on its visit opens it again. */
  status: 'pending' | 'confirmed' | 'void' | 'reversed' | 'expired';
  otp_hash: string | null;
  otp_expires_at: Date | null;
  otp_tries: number;
  /** When its code was last sent, or is being sent (migration 025). */
  code_sent_at: Date | null;
}

const ATTEMPT_COLUMNS =
  'id, order_id, card_id, amount, status, otp_hash, otp_expires_at, otp_tries, code_sent_at';

export async function attemptByToken(
  borrower: BorrowerScope,
  repayToken: string,
): Promise<AttemptRow | null> {
  const rows = await borrower.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from repayment_attempts where user_id = $1 and repay_token = $2`,
    [repayToken],
  );
  return rows[0] ?? null;
}

/**
 * The order's payment waiting for its code, while that code still works: what a Repay opened again
 * (a reload, the webview back from reading the SMS) returns to.
 */
export async function pendingAttemptOf(
  borrower: BorrowerScope,
  orderId: number,
  now: Date,
): Promise<(AttemptRow & { repay_token: string }) | null> {
  const rows = await borrower.query<AttemptRow & { repay_token: string }>(
    `select ${ATTEMPT_COLUMNS}, repay_token from repayment_attempts
      where user_id = $1 and order_id = $2 and status = 'pending'
        and otp_hash is not null and otp_expires_at > $3
      order by id desc limit 1`,
    [orderId, now],
  );
  return rows[0] ?? null;
}

export async function attemptById(
  borrower: BorrowerScope,
  id: number,
  orderId: number,
  forUpdate = false,
): Promise<AttemptRow | null> {
  const rows = await borrower.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from repayment_attempts where user_id = $1 and id = $2 and order_id = $3${forUpdate ? ' for update' : ''}`,
    [id, orderId],
  );
  return rows[0] ?? null;
}

/**
 * Before a new attempt on an order: one whose code has expired (or that never got one) no longer
 * holds the order's one pending place, and neither does one from an earlier visit (another
 * token): the borrower has started again, so its code stops working, and one the sweep ended can
 * no longer be opened again from that visit.
 */
export async function releasePendingAttempts(
  borrower: BorrowerScope,
  orderId: number,
  repayToken: string,
  now: Date,
): Promise<void> {
  await borrower.query(
    `update repayment_attempts set status = 'void'
      where user_id = $1 and order_id = $2 and status in ('pending', 'expired')
        and (repay_token <> $3 or coalesce(otp_expires_at, created_at + interval '5 minutes') < $4)`,
    [orderId, repayToken, now],
  );
}

/**
 * An attempt whose first code could not be sent never existed for the borrower. Its code's hash
 * is written before the send, so it is removed while that hash (or none) is still its code: a
 * resend that went through meanwhile keeps it.
 */
export async function deleteUnsentAttempt(
  borrower: BorrowerScope,
  id: number,
  codeHash: string,
): Promise<void> {
  await borrower.query(
    `delete from repayment_attempts
      where user_id = $1 and id = $2 and status = 'pending' and (otp_hash is null or otp_hash = $3)`,
    [id, codeHash],
  );
}

/**
 * The sweep (docs/decisions/106-expiry-by-a-sweep.md): every card payment whose code expired by
 * `at`, or whose first code never came within a code's life, is ended, so nothing shows it as
 * waiting.
 */
export async function expireAttempts(db: Queryable, at: Date, codeTtlMs: number): Promise<void> {
  await db.query(
    `update repayment_attempts set status = 'expired'
      where status = 'pending'
        and coalesce(otp_expires_at, created_at + make_interval(secs => $2::double precision)) <= $1`,
    [at, codeTtlMs / 1000],
  );
}

/**
 * The visit's attempt the sweep ended waits for a code again: the borrower asked for a new one.
 * Fails on the order's one pending place when another visit's payment holds it.
 */
export async function reopenExpiredAttempt(borrower: BorrowerScope, id: number): Promise<void> {
  await borrower.query(
    "update repayment_attempts set status = 'pending' where user_id = $1 and id = $2 and status = 'expired'",
    [id],
  );
}

export async function voidAttempt(borrower: BorrowerScope, id: number): Promise<void> {
  await borrower.query(
    "update repayment_attempts set status = 'void' where user_id = $1 and id = $2 and status = 'pending'",
    [id],
  );
}

/** The charge was given back because the ledger could not book it. */
export async function markAttemptReversed(
  borrower: BorrowerScope,
  id: number,
  providerReference: string | null,
  at: Date,
): Promise<void> {
  await borrower.query(
    "update repayment_attempts set status = 'reversed', provider_reference = $3, reversed_at = $4 where user_id = $1 and id = $2",
    [id, providerReference, at],
  );
}

/**
 * Null when another payment of this order is already waiting for its code. Its code is sent
 * next: the attempt says so from the start, so a double tap finds it on its way.
 */
export async function createAttempt(
  borrower: BorrowerScope,
  a: { orderId: number; cardId: number; amount: number; repayToken: string; at: Date },
): Promise<number | null> {
  const rows = await borrower.query<{ id: number }>(
    `insert into repayment_attempts (user_id, order_id, card_id, amount, repay_token, created_at, code_sent_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict do nothing
     returning id`,
    [a.orderId, a.cardId, a.amount, a.repayToken, a.at],
  );
  return rows[0]?.id ?? null;
}

/** A new code for the attempt is on its way. */
export async function markCodeSent(borrower: BorrowerScope, id: number, at: Date): Promise<void> {
  await borrower.query(
    'update repayment_attempts set code_sent_at = $3 where user_id = $1 and id = $2',
    [id, at],
  );
}

export async function setAttemptCode(
  borrower: BorrowerScope,
  id: number,
  hash: string,
  expiresAt: Date,
): Promise<void> {
  await borrower.query(
    'update repayment_attempts set otp_hash = $3, otp_expires_at = $4, otp_tries = 0 where user_id = $1 and id = $2',
    [id, hash, expiresAt],
  );
}

export async function recordWrongCode(
  borrower: BorrowerScope,
  id: number,
  maxTries: number,
): Promise<AttemptRow | null> {
  const rows = await borrower.query<AttemptRow>(
    `update repayment_attempts
        set otp_tries = otp_tries + 1,
            status = case when otp_tries + 1 >= $3 then 'void' else status end
      where user_id = $1 and id = $2
      returning ${ATTEMPT_COLUMNS}`,
    [id, maxTries],
  );
  return rows[0] ?? null;
}

/** True for the one caller that moves the attempt from pending to confirmed. */
export async function confirmAttempt(
  borrower: BorrowerScope,
  id: number,
  at: Date,
  providerReference: string,
): Promise<boolean> {
  const rows = await borrower.query(
    "update repayment_attempts set status = 'confirmed', confirmed_at = $3, provider_reference = $4 where user_id = $1 and id = $2 and status = 'pending' returning id",
    [id, at, providerReference],
  );
  return rows.length > 0;
}
