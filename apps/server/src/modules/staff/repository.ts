import type { StaffRole } from '@tenora/contract/endpoint';
import type { Queryable } from '../../platform/db.ts';

export interface StaffMemberRow {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  disabled: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
  locked_until: Date | null;
}

export const STAFF_COLUMNS =
  'id, email, name, roles, disabled, created_at, last_sign_in_at, locked_until';

export function allStaff(db: Queryable): Promise<StaffMemberRow[]> {
  return db.query<StaffMemberRow>(`select ${STAFF_COLUMNS} from staff order by lower(email), id`);
}

export async function staffMember(
  db: Queryable,
  id: number,
  forUpdate = false,
): Promise<StaffMemberRow | null> {
  const rows = await db.query<StaffMemberRow>(
    `select ${STAFF_COLUMNS} from staff where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The new member's id, or null when the e-mail is taken (in any case). */
export async function insertStaff(
  db: Queryable,
  s: { email: string; name: string; roles: readonly StaffRole[]; passwordHash: string; at: Date },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `insert into staff (email, name, roles, password_hash, created_at)
     values ($1, $2, $3::text[], $4, $5)
     on conflict (lower(email)) do nothing returning id`,
    [s.email, s.name, s.roles, s.passwordHash, s.at],
  );
  return rows[0]?.id ?? null;
}

export async function staffIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    'select id from staff where lower(email) = lower($1)',
    [email],
  );
  return rows[0]?.id ?? null;
}

export async function setRoles(db: Queryable, id: number, roles: readonly StaffRole[]) {
  await db.query('update staff set roles = $2::text[] where id = $1', [id, roles]);
}

export async function lockActiveAdmins(db: Queryable): Promise<void> {
  await db.query(
    `select id from staff where 'admin' = any(roles) and not disabled order by id for update`,
  );
}

export async function activeAdminCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from staff where 'admin' = any(roles) and not disabled`,
  );
  return row?.n ?? 0;
}

/** Disabling ends every session of the member at once. */
export async function setDisabled(db: Queryable, id: number, disabled: boolean) {
  await db.query('update staff set disabled = $2 where id = $1', [id, disabled]);
  if (disabled) await db.query('delete from staff_sessions where staff_id = $1', [id]);
}

export interface AuditRow {
  id: number;
  at: Date;
  staff_id: number | null;
  staff_email: string | null;
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
    `select a.id, a.at, a.staff_id, s.email as staff_email, a.action, a.object_type, a.object_id,
            a.before, a.after
       from audit_log a left join staff s on s.id = a.staff_id
      where ${where} order by a.at desc, a.id desc limit ${f.limit} offset ${f.offset}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from audit_log a where ${where}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}
