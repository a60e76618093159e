import { MARKET_INFO, type Market } from '@tenora/domain/market';
import { userById, type BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { activeStaffWithRole, staffByIds } from '../../platform/staff-auth.ts';

export interface ComplaintRow {
  id: number;
  market: Market;
  order_id: number | null;
  problem_type: number;
  problem_son_type: number | null;
  detail: string;
  created_at: Date;
  due_date: string;
  previous_due_date: string | null;
  extension_reason: string | null;
  answer: string | null;
  answered_at: Date | null;
  score: number | null;
  /** When its photos were deleted, their period past (docs/product.md#retention). */
  images_removed_at: Date | null;
}

const COLUMNS = `id, market, order_id, problem_type, problem_son_type, detail, created_at, due_date,
  previous_due_date, extension_reason, answer, answered_at, score, images_removed_at`;

export interface ImageRow {
  id: string;
  complaint_id: number | null;
  role: 'evidence' | 'answer';
  storage_key: string;
  content_type: string;
}

export async function complaintByKey(
  borrower: BorrowerScope,
  requestKeys: string[],
): Promise<ComplaintRow | null> {
  const rows = await borrower.query<ComplaintRow>(
    `select ${COLUMNS} from complaints where user_id = $1 and request_key = any($2::text[])
      order by id limit 1`,
    [requestKeys],
  );
  return rows[0] ?? null;
}

/** The new complaint's id, or null when one with the same request key got there first. */
export async function insertComplaint(
  borrower: BorrowerScope,
  c: {
    orderId: number | null;
    type: number;
    sonType: number | null;
    detail: string;
    requestKey: string;
    at: Date;
    dueDate: string;
  },
): Promise<number | null> {
  const rows = await borrower.query<{ id: number }>(
    `insert into complaints (user_id, market, order_id, problem_type, problem_son_type, detail,
                             request_key, created_at, due_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (user_id, request_key) where request_key is not null do nothing
     returning id`,
    [borrower.market, c.orderId, c.type, c.sonType, c.detail, c.requestKey, c.at, c.dueDate],
  );
  return rows[0]?.id ?? null;
}

export function complaintsOf(borrower: BorrowerScope): Promise<ComplaintRow[]> {
  return borrower.query<ComplaintRow>(
    `select ${COLUMNS} from complaints where user_id = $1 order by created_at desc, id desc`,
  );
}

export async function complaintOf(
  borrower: BorrowerScope,
  id: number,
): Promise<ComplaintRow | null> {
  const rows = await borrower.query<ComplaintRow>(
    `select ${COLUMNS} from complaints where user_id = $1 and id = $2`,
    [id],
  );
  return rows[0] ?? null;
}

/** Rates an answered complaint once: false when it is unanswered or already rated. */
export async function rateComplaint(
  borrower: BorrowerScope,
  id: number,
  score: number,
  at: Date,
): Promise<boolean> {
  const rows = await borrower.query(
    `update complaints set score = $3, scored_at = $4
      where user_id = $1 and id = $2 and score is null and answer is not null
      returning id`,
    [id, score, at],
  );
  return rows.length > 0;
}

export async function insertImage(
  borrower: BorrowerScope,
  image: { id: string; storageKey: string; contentType: string; size: number; at: Date },
): Promise<void> {
  await borrower.query(
    `insert into complaint_images (user_id, id, storage_key, content_type, size_bytes, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [image.id, image.storageKey, image.contentType, image.size, image.at],
  );
}

/** Images uploaded since `since` and not attached: a cap keeps one borrower from filling a disk. */
export async function pendingImages(borrower: BorrowerScope, since: Date): Promise<number> {
  const rows = await borrower.query<{ n: number }>(
    `select count(*)::int as n from complaint_images
      where user_id = $1 and complaint_id is null and created_at > $2`,
    [since],
  );
  return rows[0]?.n ?? 0;
}

/** Attaches the borrower's own unattached images, in order; answers how many it attached. */
export async function attachImages(
  borrower: BorrowerScope,
  complaintId: number,
  imageIds: string[],
): Promise<number> {
  const rows = await borrower.query(
    `update complaint_images i set complaint_id = $2, position = p.position
       from unnest($3::text[]) with ordinality as p(id, position)
      where i.user_id = $1 and i.id = p.id and i.complaint_id is null and i.role = 'evidence'
      returning i.id`,
    [complaintId, imageIds],
  );
  return rows.length;
}

export function imagesOf(borrower: BorrowerScope, complaintIds: number[]): Promise<ImageRow[]> {
  return borrower.query<ImageRow>(
    `select id, complaint_id, role, storage_key, content_type from complaint_images
      where user_id = $1 and complaint_id = any($2::bigint[])
      order by complaint_id, role, position, created_at`,
    [complaintIds],
  );
}

export async function imageOf(borrower: BorrowerScope, imageId: string): Promise<ImageRow | null> {
  const rows = await borrower.query<ImageRow>(
    `select id, complaint_id, role, storage_key, content_type from complaint_images
      where user_id = $1 and id = $2`,
    [imageId],
  );
  return rows[0] ?? null;
}

// What the lender's staff do (today through the support API, later the console): not borrower
// scoped, as staff act on any borrower's complaint.

/** The complaint whatever its borrower, locked for a staff action. */
export async function complaintForStaff(
  tx: Queryable,
  id: number,
): Promise<(ComplaintRow & { user_id: number }) | null> {
  const rows = await tx.query<ComplaintRow & { user_id: number }>(
    `select user_id, ${COLUMNS} from complaints where id = $1 for update`,
    [id],
  );
  return rows[0] ?? null;
}

export async function answerComplaint(
  tx: Queryable,
  id: number,
  answer: string,
  at: Date,
  staffId: number | null,
): Promise<void> {
  await tx.query(
    'update complaints set answer = $2, answered_at = $3, answered_by = $4 where id = $1',
    [id, answer, at, staffId],
  );
}

/** An image the staff attach to their answer: it belongs to the complaint's borrower to see. */
export async function insertAnswerImage(
  tx: Queryable,
  image: {
    id: string;
    userId: number;
    complaintId: number;
    position: number;
    storageKey: string;
    contentType: string;
    size: number;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into complaint_images (id, user_id, complaint_id, role, position, storage_key,
                                   content_type, size_bytes, created_at)
     values ($1, $2, $3, 'answer', $4, $5, $6, $7, $8)`,
    [
      image.id,
      image.userId,
      image.complaintId,
      image.position,
      image.storageKey,
      image.contentType,
      image.size,
      image.at,
    ],
  );
}

export async function extendComplaint(
  tx: Queryable,
  id: number,
  change: { dueDate: string; reason: string; at: Date; staffId: number | null },
): Promise<void> {
  await tx.query(
    `update complaints set previous_due_date = due_date, due_date = $2, extension_reason = $3,
            extended_at = $4, extended_by = $5
      where id = $1`,
    [id, change.dueDate, change.reason, change.at, change.staffId],
  );
}

/** Removes the rows of images never attached, uploaded before `before`; answers their files. */
export async function deleteOrphanImages(db: Queryable, before: Date): Promise<string[]> {
  const rows = await db.query<{ storage_key: string }>(
    `delete from complaint_images where complaint_id is null and created_at < $1
     returning storage_key`,
    [before],
  );
  return rows.map((r) => r.storage_key);
}

/** An image of an answered complaint, due to go: its file and its complaint. */
export interface ExpiredImage {
  id: string;
  storage_key: string;
  complaint_id: number;
}

/**
 * Images of the market's complaints answered before `before`, oldest first. An image is older than
 * its complaint's answer, so the images older than `before` are the ones to look at.
 */
export function expiredImages(
  db: Queryable,
  market: Market,
  before: Date,
  limit: number,
): Promise<ExpiredImage[]> {
  return db.query<ExpiredImage>(
    `select i.id, i.storage_key, i.complaint_id
       from complaint_images i join complaints c on c.id = i.complaint_id
      where i.complaint_id is not null and i.created_at < $2
        and c.market = $1 and c.answered_at < $2
      order by i.created_at, i.id
      limit $3`,
    [market, before, limit],
  );
}

/** Deletes the images' rows, and marks their complaints as having had their photos removed. */
export async function removeExpiredImages(
  tx: Queryable,
  images: readonly ExpiredImage[],
  at: Date,
): Promise<void> {
  await tx.query('delete from complaint_images where id = any($1::text[])', [
    images.map((i) => i.id),
  ]);
  await tx.query(
    `update complaints set images_removed_at = $2
      where id = any($1::bigint[]) and images_removed_at is null`,
    [[...new Set(images.map((i) => i.complaint_id))], at],
  );
}

// The operator console (staff of any market): queue, detail, summary, reply images.

export interface StaffComplaintRow extends ComplaintRow {
  user_id: number;
  phone: string;
  extended_at: Date | null;
  answered_by_name: string | null;
  assigned_to: number | null;
  assignee_name: string | null;
}

export interface QueueFilter {
  market?: Market | undefined;
  type?: number | undefined;
  status: 'open' | 'dueSoon' | 'overdue' | 'answered' | 'all';
  complaintId?: number | undefined;
  /** Only the complaints assigned to this member, or (null) to no one. */
  assignedTo?: number | null | undefined;
  /** Each market's calendar day now: overdue is judged in the complaint's own market. */
  today: Record<Market, string>;
  /** Each market's last due date that counts as due soon today. */
  dueSoonUntil: Record<Market, string>;
  limit: number;
  offset: number;
}

const OVERDUE = `(c.answer is null and c.due_date < case c.market when 'IN' then $1::date else $2::date end)`;
// Open, not yet overdue, and due by the second working day: read with the days in $3 and $4.
const DUE_SOON = `(c.answer is null and not ${OVERDUE}
  and c.due_date <= case c.market when 'IN' then $3::date else $4::date end)`;

function queueWhere(f: QueueFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.today.IN, f.today.ID, f.dueSoonUntil.IN, f.dueSoonUntil.ID];
  const where: string[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (f.market) add((n) => `c.market = ${n}`, f.market);
  if (f.type !== undefined) add((n) => `c.problem_type = ${n}`, f.type);
  if (f.complaintId !== undefined) add((n) => `c.id = ${n}`, f.complaintId);
  if (f.assignedTo === null) where.push('c.assigned_to is null');
  else if (f.assignedTo !== undefined) add((n) => `c.assigned_to = ${n}`, f.assignedTo);
  if (f.status === 'dueSoon') where.push(DUE_SOON);
  if (f.status === 'open') where.push('c.answer is null');
  if (f.status === 'answered') where.push('c.answer is not null');
  if (f.status === 'overdue') where.push(OVERDUE);
  return { sql: where.length ? `where ${where.join(' and ')}` : '', params };
}

export type QueueRow = ComplaintRow & {
  overdue: boolean;
  extended_at: Date | null;
  assigned_to: number | null;
  assignee_name: string | null;
};

export async function complaintQueue(
  db: Queryable,
  f: QueueFilter,
): Promise<{ rows: QueueRow[]; total: number }> {
  const { sql, params } = queueWhere(f);
  const rows = await db.query<Omit<QueueRow, 'assignee_name'>>(
    `select ${COLUMNS.replace(/(\w+)/g, 'c.$1')}, c.extended_at, c.assigned_to,
            ${OVERDUE} as overdue
       from complaints c cross join (select $3::date, $4::date) soon ${sql}
      order by (c.answer is not null), case when c.answer is null then c.due_date end,
               c.answered_at desc, c.id
      limit ${f.limit} offset ${f.offset}`,
    params,
  );
  const names = await staffByIds(
    db,
    rows.map((r) => r.assigned_to),
  );
  const [count] = await db.query<{ n: number }>(
    // The days are bound whether or not the filter reads them.
    `select count(*)::int as n from complaints c
       cross join (select $1::date, $2::date, $3::date, $4::date) days ${sql}`,
    params,
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      assignee_name: r.assigned_to === null ? null : (names.get(r.assigned_to)?.name ?? null),
    })),
    total: count?.n ?? 0,
  };
}

/** Gives the complaint to a member (or to no one); a new agent is told afresh. */
export async function assignComplaint(
  tx: Queryable,
  id: number,
  a: { staffId: number | null; at: Date },
): Promise<void> {
  await tx.query(
    `update complaints set assigned_to = $2, assigned_at = $3, agent_told_on = null where id = $1`,
    [id, a.staffId, a.staffId === null ? null : a.at],
  );
}

/** The members who may be given complaints: active, with the agent role. */
export function assignableStaff(db: Queryable): Promise<{ id: number; name: string }[]> {
  return activeStaffWithRole(db, 'agent');
}

export interface AgentReminderRow {
  id: number;
  market: Market;
  due_date: string;
  problem_type: number;
  assigned_to: number;
}

/**
 * The open, assigned complaints of the market due from `from` to `to` whose agent was not told
 * yet, locked so that two workers never tell the same one.
 */
export function complaintsToTellAgents(
  tx: Queryable,
  market: Market,
  from: string,
  to: string,
): Promise<AgentReminderRow[]> {
  return tx.query<AgentReminderRow>(
    `select id, market, due_date, problem_type, assigned_to from complaints
      where answer is null and market = $1 and due_date between $2::date and $3::date
        and assigned_to is not null and agent_told_on is null
      order by due_date, id
      for update skip locked`,
    [market, from, to],
  );
}

/** What the agent's e-mail needs of a complaint, and whether it is still theirs to answer. */
export interface AgentComplaint {
  market: Market;
  due_date: string;
  answer: string | null;
  assigned_to: number | null;
  problem_type: number;
}

export async function complaintForAgent(db: Queryable, id: number): Promise<AgentComplaint | null> {
  const [row] = await db.query<AgentComplaint>(
    'select market, due_date, answer, assigned_to, problem_type from complaints where id = $1',
    [id],
  );
  return row ?? null;
}

export async function markAgentTold(tx: Queryable, ids: number[], day: string): Promise<void> {
  await tx.query('update complaints set agent_told_on = $2 where id = any($1::bigint[])', [
    ids,
    day,
  ]);
}

export async function complaintForOps(
  db: Queryable,
  id: number,
): Promise<StaffComplaintRow | null> {
  const [row] = await db.query<
    Omit<StaffComplaintRow, 'phone' | 'answered_by_name' | 'assignee_name'> & {
      answered_by: number | null;
    }
  >(
    `select ${COLUMNS.replace(/(\w+)/g, 'c.$1')}, c.user_id, c.extended_at, c.answered_by,
            c.assigned_to
       from complaints c
      where c.id = $1`,
    [id],
  );
  const user = row && (await userById(db, row.user_id));
  if (!row || !user) return null;
  const { answered_by, ...complaint } = row;
  const names = await staffByIds(db, [answered_by, row.assigned_to]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id)?.name ?? null));
  return {
    ...complaint,
    phone: user.phone,
    answered_by_name: nameOf(answered_by),
    assignee_name: nameOf(row.assigned_to),
  };
}

export function complaintImagesForOps(db: Queryable, complaintId: number): Promise<ImageRow[]> {
  return db.query<ImageRow>(
    `select id, complaint_id, role, storage_key, content_type from complaint_images
      where complaint_id = $1 order by role, position, created_at`,
    [complaintId],
  );
}

/** Any complaint's image, or a reply image this member uploaded and has not attached yet. */
export async function imageForOps(
  db: Queryable,
  imageId: string,
  staffId: number,
): Promise<ImageRow | null> {
  const rows = await db.query<ImageRow>(
    `select id, complaint_id, role, storage_key, content_type from complaint_images
      where id = $1 and (complaint_id is not null or uploaded_by = $2)`,
    [imageId, staffId],
  );
  return rows[0] ?? null;
}

export async function insertStaffImage(
  db: Queryable,
  image: {
    id: string;
    storageKey: string;
    contentType: string;
    size: number;
    at: Date;
    staffId: number;
  },
): Promise<void> {
  await db.query(
    `insert into complaint_images (id, user_id, uploaded_by, role, storage_key, content_type, size_bytes, created_at)
     values ($1, null, $2, 'answer', $3, $4, $5, $6)`,
    [image.id, image.staffId, image.storageKey, image.contentType, image.size, image.at],
  );
}

export async function pendingStaffImages(
  db: Queryable,
  staffId: number,
  since: Date,
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from complaint_images
      where uploaded_by = $1 and complaint_id is null and created_at > $2`,
    [staffId, since],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Attaches this member's unattached uploads to the reply, in order; from then on they are the
 * complaint's borrower's to see. Answers how many it attached.
 */
export async function attachStaffImages(
  tx: Queryable,
  c: { complaintId: number; userId: number; staffId: number; imageIds: string[] },
): Promise<number> {
  const rows = await tx.query(
    `update complaint_images i set complaint_id = $1, user_id = $2, position = p.position - 1
       from unnest($4::text[]) with ordinality as p(id, position)
      where i.id = p.id and i.uploaded_by = $3 and i.complaint_id is null
      returning i.id`,
    [c.complaintId, c.userId, c.staffId, c.imageIds],
  );
  return rows.length;
}

// The day of an answer is its market's, by the market's fixed offset (packages/domain's dates).
export interface SummaryRow {
  market: Market;
  open: number;
  overdue: number;
  due_soon: number;
  answered: number;
  answered_within_due: number;
}

export function complaintSummary(
  db: Queryable,
  today: Record<Market, string>,
  dueSoonUntil: Record<Market, string>,
): Promise<SummaryRow[]> {
  return db.query<SummaryRow>(
    `select c.market,
            count(*) filter (where c.answer is null)::int as open,
            count(*) filter (where ${OVERDUE})::int as overdue,
            count(*) filter (where c.answer is null and not ${OVERDUE}
              and c.due_date <= case c.market when 'IN' then $5::date else $6::date end)::int
              as due_soon,
            count(*) filter (where c.answer is not null)::int as answered,
            count(*) filter (where c.answer is not null
              and ((c.answered_at at time zone 'UTC')
                   + make_interval(mins => case c.market when 'IN' then $3::int else $4::int end))::date
                  <= c.due_date)::int
              as answered_within_due
       from complaints c group by c.market order by c.market`,
    [
      today.IN,
      today.ID,
      MARKET_INFO.IN.utcOffsetMinutes,
      MARKET_INFO.ID.utcOffsetMinutes,
      dueSoonUntil.IN,
      dueSoonUntil.ID,
    ],
  );
}
