import type { Market } from '@tenora/domain/market';
import type { Queryable } from '../../platform/db.ts';
import { staffByIds } from '../../platform/staff-auth.ts';

export interface SiteMessage {
  market: Market;
  appName: string | undefined;
  name: string;
  telephone: string;
  email: string;
  message: string;
  at: Date;
}

export async function saveSiteMessage(db: Queryable, m: SiteMessage): Promise<void> {
  await db.query(
    `insert into site_messages (market, app_name, name, telephone, email, message, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [m.market, m.appName ?? null, m.name, m.telephone, m.email, m.message, m.at],
  );
}

// The contact inbox of the console (agent role).

export interface InboxRow {
  id: number;
  market: Market;
  app_name: string | null;
  name: string;
  telephone: string;
  email: string;
  message: string;
  created_at: Date;
  handled_at: Date | null;
  handled_by_email: string | null;
}

const INBOX_COLUMNS = `m.id, m.market, m.app_name, m.name, m.telephone, m.email, m.message, m.created_at,
  m.handled_at, m.handled_by`;

type StoredMessage = Omit<InboxRow, 'handled_by_email'> & { handled_by: number | null };

async function withHandlers(db: Queryable, rows: StoredMessage[]): Promise<InboxRow[]> {
  const staff = await staffByIds(
    db,
    rows.map((r) => r.handled_by),
  );
  return rows.map(({ handled_by, ...r }) => ({
    ...r,
    handled_by_email: handled_by === null ? null : (staff.get(handled_by)?.email ?? null),
  }));
}

export async function inbox(
  db: Queryable,
  f: {
    state: 'open' | 'handled' | 'all';
    market?: Market | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: InboxRow[]; total: number }> {
  const state =
    f.state === 'open'
      ? 'm.handled_at is null'
      : f.state === 'handled'
        ? 'm.handled_at is not null'
        : 'true';
  const where = `${state} and ($1::text is null or m.market = $1)`;
  const rows = await db.query<StoredMessage>(
    `select ${INBOX_COLUMNS} from site_messages m
      where ${where} order by m.created_at desc, m.id desc limit ${f.limit} offset ${f.offset}`,
    [f.market ?? null],
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from site_messages m where ${where}`,
    [f.market ?? null],
  );
  return { rows: await withHandlers(db, rows), total: count?.n ?? 0 };
}

export async function inboxMessage(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<InboxRow | null> {
  const rows = await db.query<StoredMessage>(
    `select ${INBOX_COLUMNS} from site_messages m
      where m.id = $1${forUpdate ? ' for update of m' : ''}`,
    [id],
  );
  return (await withHandlers(db, rows))[0] ?? null;
}

export async function markHandled(
  tx: Queryable,
  id: number,
  staffId: number,
  at: Date,
): Promise<void> {
  await tx.query('update site_messages set handled_at = $2, handled_by = $3 where id = $1', [
    id,
    at,
    staffId,
  ]);
}
