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
