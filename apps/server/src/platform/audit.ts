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

export async function auditEntries(
  db: Queryable,
  f: AuditFilter,
): Promise<{ rows: AuditRow[]; total: number }> {
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
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from audit_log a where ${where}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}
