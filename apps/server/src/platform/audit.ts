import type { Clock } from './clock.ts';
import type { Queryable } from './db.ts';

/**
 * One entry of the append-only audit log (decision 063): who (null for a script), what, which
 * object, and the object before and after. Written with the caller's transaction, so an entry
 * exists exactly when its change does. Secrets (password hashes, tokens) never go in.
 */
export interface AuditEntry {
  staffId: number | null;
  action: string;
  objectType: string;
  objectId: string | number;
  before: unknown;
  after: unknown;
}

export async function writeAudit(tx: Queryable, clock: Clock, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_log (at, staff_id, action, object_type, object_id, before, after)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      clock.now(),
      entry.staffId,
      entry.action,
      entry.objectType,
      String(entry.objectId),
      entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
}

// The console's audit page: who each entry's staff member is comes from platform/staff-auth.ts,
// which writes entries through this file and so cannot be imported by it.

export interface AuditRow {
  id: number;
  at: Date;
  staff_id: number | null;
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  staffId?: number | undefined;
  action?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  /** Instants: from included, to excluded. */
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

/**
 * How many matching entries the list counts at most past the page's start (decision 109): staff
 * narrow the log by day, action, member or object, and an exact count of millions would cost
 * hundreds of milliseconds on every page.
 */
export const AUDIT_COUNT_CAP = 10_000;

export async function auditEntries(
  db: Queryable,
  f: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number; totalCapped: boolean }> {
  const where = `($1::bigint is null or a.staff_id = $1) and ($2::text is null or a.action = $2)
    and ($3::text is null or a.object_type = $3) and ($4::text is null or a.object_id = $4)
    and ($5::timestamptz is null or a.at >= $5) and ($6::timestamptz is null or a.at < $6)`;
  const params = [
    f.staffId ?? null,
    f.action ?? null,
    f.objectType ?? null,
    f.objectId ?? null,
    f.from ?? null,
    f.to ?? null,
  ];
  const rows = await db.query<AuditRow>(
    `select a.id, a.at, a.staff_id, a.action, a.object_type, a.object_id, a.before, a.after
       from audit_log a
      where ${where} order by a.at desc, a.id desc limit ${f.limit} offset ${f.offset}`,
    params,
  );
  // Counted up to the next multiple of the cap that holds the whole page, so a page past the
  // first cap still counts its own rows and says whether more follow.
  const countTo = AUDIT_COUNT_CAP * Math.max(1, Math.ceil((f.offset + f.limit) / AUDIT_COUNT_CAP));
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from audit_log a where ${where} limit $7) x`,
    [...params, countTo + 1],
  );
  const n = count?.n ?? 0;
  return n > countTo
    ? { rows, total: countTo, totalCapped: true }
    : { rows, total: n, totalCapped: false };
}
