import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

export type ContactKind = 'phone' | 'email';

export interface ContactChangeRow {
  id: number;
  kind: ContactKind;
  new_value: string;
  current_hash: string | null;
  new_hash: string;
  tries: number;
  expires_at: Date;
}

/**
 * A new change of this kind, which voids any still waiting: the borrower's latest typing is the
 * one their codes confirm.
 */
export async function startChange(
  borrower: BorrowerScope,
  c: {
    kind: ContactKind;
    value: string;
    currentHash: string | null;
    newHash: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await voidChanges(borrower, c.kind, c.now);
  await borrower.query(
    `insert into contact_changes (user_id, kind, new_value, current_hash, new_hash, created_at,
                                  expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [c.kind, c.value, c.currentHash, c.newHash, c.now, c.expiresAt],
  );
}

/** The change of this kind waiting for its codes, expired or not; null when none waits. */
export async function waitingChange(
  borrower: BorrowerScope,
  kind: ContactKind,
  forUpdate = false,
): Promise<ContactChangeRow | null> {
  const rows = await borrower.query<ContactChangeRow>(
    `select id, kind, new_value, current_hash, new_hash, tries, expires_at from contact_changes
      where user_id = $1 and kind = $2 and done_at is null and voided_at is null
      order by created_at desc, id desc limit 1${forUpdate ? ' for update' : ''}`,
    [kind],
  );
  return rows[0] ?? null;
}

/** Counts a wrong try, voiding the change on the last. Answers the tries now used. */
export async function recordWrongTry(
  borrower: BorrowerScope,
  id: number,
  maxTries: number,
  now: Date,
): Promise<number> {
  const rows = await borrower.query<{ tries: number }>(
    `update contact_changes set tries = tries + 1,
            voided_at = case when tries + 1 >= $3 then $4 else voided_at end
      where user_id = $1 and id = $2 returning tries`,
    [id, maxTries, now],
  );
  return rows[0]?.tries ?? maxTries;
}

/** Marks the change done; false when it no longer waits (a double tap's second). */
export async function finishChange(borrower: BorrowerScope, id: number, now: Date) {
  const rows = await borrower.query(
    `update contact_changes set done_at = $3
      where user_id = $1 and id = $2 and done_at is null and voided_at is null returning id`,
    [id, now],
  );
  return rows.length === 1;
}

/** Voids what waits of this kind: the borrower removed their address, or gave their own again. */
export async function voidChanges(borrower: BorrowerScope, kind: ContactKind, now: Date) {
  await borrower.query(
    `update contact_changes set voided_at = $3
      where user_id = $1 and kind = $2 and done_at is null and voided_at is null`,
    [kind, now],
  );
}

/**
 * Changes made before `before`: a day old, their codes long expired (docs/product.md#retention).
 * Either market's nightly run takes them all; the other's finds none left.
 */
export async function deleteOldChanges(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<number> {
  const rows = await db.query(
    `delete from contact_changes where id in (
       select id from contact_changes where created_at < $1 order by created_at limit $2)
     returning id`,
    [before, limit],
  );
  return rows.length;
}

/** An erasure's (docs/product.md#privacy): every change the borrower began. */
export async function eraseContactChanges(tx: Queryable, userId: number): Promise<number> {
  const rows = await tx.query('delete from contact_changes where user_id = $1 returning id', [
    userId,
  ]);
  return rows.length;
}
