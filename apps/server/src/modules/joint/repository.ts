import type { Queryable } from '../../platform/db.ts';

/** A tap on the joint-login-failure page; the visitor has no session, so the partner's token stands in. */
export async function recordJointEvent(
  db: Queryable,
  e: { allow: string | undefined; approaches: number; movement: number; at: Date },
): Promise<void> {
  await db.query(
    'insert into joint_events (allow, approaches, movement, created_at) values ($1, $2, $3, $4)',
    [e.allow ?? null, e.approaches, e.movement, e.at],
  );
}
