import type { Market } from '@tenora/domain/market';
import type { DataRequestKind, DataRequestStatus } from '@tenora/domain/privacy';
import { joinUser, type BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

/** The SQL of `data_requests`, which this module alone owns. */

export interface RequestRow {
  id: number;
  user_id: number;
  market: Market;
  kind: DataRequestKind;
  status: DataRequestStatus;
  detail: string | null;
  opened_at: Date;
  due_at: Date;
  closed_at: Date | null;
  closed_by: number | null;
  answer: string | null;
  erased_at: Date | null;
  told_at: Date | null;
}

const COLUMNS = `id, user_id, market, kind, status, detail, opened_at, due_at, closed_at, closed_by,
  answer, erased_at, told_at`;

/** The borrower's requests, newest first. */
export function requestsOf(borrower: BorrowerScope): Promise<RequestRow[]> {
  return borrower.query<RequestRow>(
    `select ${COLUMNS} from data_requests where user_id = $1 order by opened_at desc, id desc`,
  );
}

/** The borrower's request of this kind still with the lender (open, or an erasure under way). */
export async function pendingRequest(
  borrower: BorrowerScope,
  kind: DataRequestKind,
): Promise<RequestRow | null> {
  const rows = await borrower.query<RequestRow>(
    `select ${COLUMNS} from data_requests
      where user_id = $1 and kind = $2 and status in ('open', 'erasing')`,
    [kind],
  );
  return rows[0] ?? null;
}

/** Whether the borrower asked to see their data at `since` or later. */
export async function accessSince(borrower: BorrowerScope, since: Date): Promise<boolean> {
  const rows = await borrower.query(
    `select 1 from data_requests where user_id = $1 and kind = 'access' and opened_at >= $2 limit 1`,
    [since],
  );
  return rows.length > 0;
}

export async function insertRequest(
  borrower: BorrowerScope,
  r: {
    kind: DataRequestKind;
    status: 'open' | 'done';
    detail: string | null;
    at: Date;
    dueAt: Date;
  },
): Promise<RequestRow> {
  const rows = await borrower.query<RequestRow>(
    `insert into data_requests (user_id, market, kind, status, detail, opened_at, due_at, closed_at)
     values ($1, $2, $3, $4, $5, $6, $7, case when $4 = 'done' then $6::timestamptz end)
     returning ${COLUMNS}`,
    [borrower.market, r.kind, r.status, r.detail, r.at, r.dueAt],
  );
  const row = rows[0];
  if (!row) throw new Error('data request not written');
  return row;
}

/** The borrower's own request taken back while open; null when it is not theirs or not open. */
export async function withdrawRequest(
  borrower: BorrowerScope,
  id: number,
  at: Date,
): Promise<RequestRow | null> {
  const rows = await borrower.query<RequestRow>(
    `update data_requests set status = 'withdrawn', closed_at = $3
      where user_id = $1 and id = $2 and status = 'open'
      returning ${COLUMNS}`,
    [id, at],
  );
  return rows[0] ?? null;
}

/** Whether the borrower has a request of this id, whatever its state. */
export async function ownsRequest(borrower: BorrowerScope, id: number): Promise<boolean> {
  const rows = await borrower.query('select 1 from data_requests where user_id = $1 and id = $2', [
    id,
  ]);
  return rows.length > 0;
}

/** A request with its borrower's number, as staff act on it; locked with `forUpdate`. */
export interface StaffRequestRow extends RequestRow {
  phone: string;
}

export async function requestForStaff(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<StaffRequestRow | null> {
  const rows = await db.query<StaffRequestRow>(
    `select ${COLUMNS.replace(/(\w+)/g, 'r.$1')}, u.phone
       from data_requests r ${joinUser('u', 'r.user_id')}
      where r.id = $1${forUpdate ? ' for update of r' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Closes an open request as staff decided: answered (done), refused, or an erasure begun. */
export async function decideRequest(
  tx: Queryable,
  id: number,
  d: { status: 'done' | 'refused' | 'erasing'; answer: string; staffId: number; at: Date },
): Promise<void> {
  await tx.query(
    `update data_requests
        set status = $2, answer = $3, closed_by = $4,
            closed_at = case when $2 = 'erasing' then null else $5::timestamptz end
      where id = $1 and status = 'open'`,
    [id, d.status, d.answer, d.staffId, d.at],
  );
}

/**
 * Marks that the borrower was told their account is closed; false when a run before this one
 * already did, so a retried job tells them once.
 */
export async function markTold(tx: Queryable, id: number, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `update data_requests set told_at = $2
      where id = $1 and status = 'erasing' and told_at is null returning id`,
    [id, at],
  );
  return rows.length > 0;
}

/** The erasure is carried out: the request is done. */
export async function finishErasure(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query(
    `update data_requests set status = 'done', closed_at = $2, erased_at = $2
      where id = $1 and status = 'erasing'`,
    [id, at],
  );
}

/**
 * An approved erasure the job found it may not carry out (a loan opened since): refused, in the
 * job's words, as long as the borrower was not yet told it is done.
 */
export async function refuseErasure(
  tx: Queryable,
  id: number,
  answer: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `update data_requests set status = 'refused', answer = $2, closed_at = $3
      where id = $1 and status = 'erasing' returning id`,
    [id, answer, at],
  );
  return rows.length > 0;
}

/**
 * The borrower's other open requests, closed with their account: no one would read an answer,
 * and none should wait in staff's queue for ever. Answers how many.
 */
export async function closeWithAccount(
  tx: Queryable,
  userId: number,
  erasureId: number,
  answer: string,
  at: Date,
): Promise<number> {
  const rows = await tx.query(
    `update data_requests set status = 'done', answer = $3, closed_at = $4
      where user_id = $1 and id <> $2 and status = 'open' returning id`,
    [userId, erasureId, answer, at],
  );
  return rows.length;
}

export interface QueueFilter {
  market?: Market | undefined;
  kind?: DataRequestKind | undefined;
  status: 'open' | 'dueSoon' | 'overdue' | 'closed' | 'all';
  id?: number | undefined;
  now: Date;
  /** Each market's end of "due soon": open requests due before it lead the queue, marked. */
  dueSoonUntil: Record<Market, Date>;
  limit: number;
  offset: number;
}

const STILL_OPEN = `r.status in ('open', 'erasing')`;

/** Open and due within the market's "due soon" hours of `now`, given as parameter numbers. */
const dueSoon = (now: string, inUntil: string, idUntil: string) =>
  `r.status = 'open' and r.due_at > ${now}::timestamptz
    and r.due_at <= case r.market when 'IN' then ${inUntil}::timestamptz else ${idUntil}::timestamptz end`;
const overdue = (now: string) =>
  `r.status in ('open', 'erasing') and r.due_at <= ${now}::timestamptz`;

// Every parameter is typed whether or not the filter reads it.
const TIMES = 'cross join (select $3::timestamptz, $4::timestamptz, $5::timestamptz) times';

const STATUS_FILTER: Record<QueueFilter['status'], string> = {
  open: STILL_OPEN,
  dueSoon: dueSoon('$3', '$4', '$5'),
  overdue: overdue('$3'),
  closed: `r.status in ('done', 'refused', 'withdrawn')`,
  all: 'true',
};

/**
 * A page of the queue: still open first, by due time (the overdue at the head), then the rest,
 * newest first; and how many match.
 */
export async function requestQueue(
  db: Queryable,
  f: QueueFilter,
): Promise<{ rows: StaffRequestRow[]; total: number }> {
  const where = `where ($1::text is null or r.market = $1) and ($2::text is null or r.kind = $2)
    and ($6::bigint is null or r.id = $6) and (${STATUS_FILTER[f.status]})`;
  const params = [
    f.market ?? null,
    f.kind ?? null,
    f.now,
    f.dueSoonUntil.IN,
    f.dueSoonUntil.ID,
    f.id ?? null,
  ];
  const rows = await db.query<StaffRequestRow>(
    `select ${COLUMNS.replace(/(\w+)/g, 'r.$1')}, u.phone
       from data_requests r ${joinUser('u', 'r.user_id')} ${TIMES}
      ${where}
      order by (${STILL_OPEN}) desc, case when ${STILL_OPEN} then r.due_at end,
               r.opened_at desc, r.id desc
      limit ${f.limit} offset ${f.offset}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from data_requests r ${TIMES} ${where}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Each market's open requests, those due soon and those overdue: the console's count strip. */
export function queueCounts(
  db: Queryable,
  now: Date,
  dueSoonUntil: Record<Market, Date>,
): Promise<{ market: Market; open: number; due_soon: number; overdue: number }[]> {
  return db.query(
    `select r.market, count(*)::int as open,
            count(*) filter (where ${dueSoon('$1', '$2', '$3')})::int as due_soon,
            count(*) filter (where ${overdue('$1')})::int as overdue
       from data_requests r
      where ${STILL_OPEN}
      group by r.market`,
    [now, dueSoonUntil.IN, dueSoonUntil.ID],
  );
}
