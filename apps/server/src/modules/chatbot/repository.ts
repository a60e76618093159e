import type { Market } from '@tenora/domain/market';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

export interface QaEntryRow extends QaTextsRow {
  id: number;
  pid: number | null;
  action_type: number;
}

const COLUMNS = `id, pid, action_type, title_en, title_id, alias_en, alias_id, answer_en, answer_id,
  keywords_en, keywords_id, title_hi, alias_hi, answer_hi, keywords_hi`;

/**
 * The market's tree is public data: every borrower of the market sees the same questions. An
 * entry shows only when it and every entry above it are active: retiring a category hides all
 * beneath it, however deep, and restoring it shows them again.
 */
export function entriesOf(db: Queryable, market: Market): Promise<QaEntryRow[]> {
  return db.query<QaEntryRow>(
    `with recursive shown as (
       select id, sort_order from qa_entries where market = $1 and active and pid is null
       union all
       select e.id, e.sort_order from qa_entries e join shown s on e.pid = s.id
        where e.market = $1 and e.active
     )
     select ${COLUMNS} from qa_entries where id in (select id from shown)
      order by sort_order, id`,
    [market],
  );
}

// The operator console (agent role): the whole tree, retired entries included.

export interface StaffQaEntryRow extends QaEntryRow {
  market: Market;
  sort_order: number;
  active: boolean;
}

const STAFF_COLUMNS = `${COLUMNS}, market, sort_order, active`;

export function allEntriesOf(db: Queryable, market: Market): Promise<StaffQaEntryRow[]> {
  return db.query<StaffQaEntryRow>(
    `select ${STAFF_COLUMNS} from qa_entries where market = $1
      order by coalesce(pid, 0), sort_order, id`,
    [market],
  );
}

export async function entryForUpdate(tx: Queryable, id: number): Promise<StaffQaEntryRow | null> {
  const rows = await tx.query<StaffQaEntryRow>(
    `select ${STAFF_COLUMNS} from qa_entries where id = $1 for update`,
    [id],
  );
  return rows[0] ?? null;
}

export function childrenOf(
  tx: Queryable,
  market: Market,
  pid: number | null,
): Promise<StaffQaEntryRow[]> {
  return tx.query<StaffQaEntryRow>(
    `select ${STAFF_COLUMNS} from qa_entries
      where market = $1 and pid is not distinct from $2 order by sort_order, id`,
    [market, pid],
  );
}

export interface QaTextsRow {
  title_en: string;
  title_id: string;
  alias_en: string;
  alias_id: string;
  answer_en: string;
  answer_id: string;
  keywords_en: string;
  keywords_id: string;
  /** India's Hindi (migration 054): null where a Hindi reader gets the English. */
  title_hi: string | null;
  alias_hi: string | null;
  answer_hi: string | null;
  keywords_hi: string | null;
}

/** Ids are not generated (the seed names them), so a new one is the next free number. */
export async function insertEntry(
  tx: Queryable,
  e: { market: Market; pid: number | null; actionType: number; texts: QaTextsRow },
): Promise<number> {
  await tx.exec('lock table qa_entries in share row exclusive mode');
  const [next] = await tx.query<{ id: number; sort_order: number }>(
    `select (select coalesce(max(id), 0) + 1 from qa_entries) as id,
            (select coalesce(max(sort_order), -1) + 1 from qa_entries
              where market = $1 and pid is not distinct from $2) as sort_order`,
    [e.market, e.pid],
  );
  if (!next) throw new Error('no next id');
  const t = e.texts;
  await tx.query(
    `insert into qa_entries (id, market, pid, sort_order, action_type, title_en, title_id, alias_en,
                             alias_id, answer_en, answer_id, keywords_en, keywords_id, title_hi,
                             alias_hi, answer_hi, keywords_hi)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      next.id,
      e.market,
      e.pid,
      next.sort_order,
      e.actionType,
      t.title_en,
      t.title_id,
      t.alias_en,
      t.alias_id,
      t.answer_en,
      t.answer_id,
      t.keywords_en,
      t.keywords_id,
      t.title_hi,
      t.alias_hi,
      t.answer_hi,
      t.keywords_hi,
    ],
  );
  return next.id;
}

export async function updateTexts(tx: Queryable, id: number, t: QaTextsRow): Promise<void> {
  await tx.query(
    `update qa_entries set title_en = $2, title_id = $3, alias_en = $4, alias_id = $5,
            answer_en = $6, answer_id = $7, keywords_en = $8, keywords_id = $9, title_hi = $10,
            alias_hi = $11, answer_hi = $12, keywords_hi = $13
      where id = $1`,
    [
      id,
      t.title_en,
      t.title_id,
      t.alias_en,
      t.alias_id,
      t.answer_en,
      t.answer_id,
      t.keywords_en,
      t.keywords_id,
      t.title_hi,
      t.alias_hi,
      t.answer_hi,
      t.keywords_hi,
    ],
  );
}

export async function setSortOrder(tx: Queryable, id: number, sortOrder: number): Promise<void> {
  await tx.query('update qa_entries set sort_order = $2 where id = $1', [id, sortOrder]);
}

export async function setActive(tx: Queryable, id: number, active: boolean): Promise<void> {
  await tx.query('update qa_entries set active = $2 where id = $1', [id, active]);
}

export async function setActionType(tx: Queryable, id: number, actionType: number): Promise<void> {
  await tx.query('update qa_entries set action_type = $2 where id = $1', [id, actionType]);
}

export async function recordQa(
  borrower: BorrowerScope,
  r: {
    orderId: number | null;
    qaId: number | null;
    type: number;
    value: string;
    matchedId: number | null;
    at: Date;
  },
): Promise<void> {
  await borrower.query(
    `insert into qa_records (user_id, order_id, qa_id, type, value, matched_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [r.orderId, r.qaId, r.type, r.value, r.matchedId, r.at],
  );
}

// The operator console shows a complaint's handler what the borrower did here first.

export interface QaRecordRow {
  created_at: Date;
  type: number;
  value: string;
  order_id: number | null;
  entry_title: string | null;
  matched_title: string | null;
}

/** The borrower's chatbot steps, retired entries' titles included (they stay readable). */
export function qaRecordsForOps(
  db: Queryable,
  userId: number,
  orderId: number | null,
): Promise<QaRecordRow[]> {
  return db.query<QaRecordRow>(
    `select r.created_at, r.type, r.value, r.order_id, q.title_en as entry_title,
            m.title_en as matched_title
       from qa_records r
       left join qa_entries q on q.id = r.qa_id
       left join qa_entries m on m.id = r.matched_id
      where r.user_id = $1 and ($2::bigint is null or r.order_id = $2 or r.order_id is null)
      order by r.created_at desc, r.id desc limit 50`,
    [userId, orderId],
  );
}
