import type { Queryable } from './db.ts';

/**
 * Holds a lock on a name until the caller's transaction ends, for work that must take turns
 * before there is a row of its own to lock: a payment number not issued yet, an upload not kept
 * yet, a card payment not made yet. Name it by what it guards (`payment-code:<order id>`). Two
 * names may share a hash and then wait for each other a moment, never longer: a caller holds one
 * name at a time and only for a few statements.
 */
export async function lockName(tx: Queryable, name: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
}
