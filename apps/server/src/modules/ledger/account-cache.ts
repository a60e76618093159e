import type { LoanAccount } from './account.ts';
import type { AccountFacts } from './repository.ts';

/** An account as it was worked out, and what it was worked out from. */
export interface CachedAccount {
  userId: number;
  /** The account's version when its row was read (`ACCOUNT_VERSION` in repository.ts). */
  version: string;
  row: AccountFacts;
  /** The market's calendar day the account was worked out for: statuses and charges move by day. */
  day: string;
  account: LoanAccount;
}

/**
 * Loan accounts this process has worked out, by order
 * (docs/decisions/074-loan-accounts-cached-by-version.md). An entry is served only after the
 * database has said, in a query of the borrower's own, that the account's version is unchanged,
 * so a payment made on any process shows on the next read. The oldest entry goes first.
 */
export class AccountCache {
  private readonly entries = new Map<number, CachedAccount>();

  constructor(private readonly max = 10_000) {}

  get(orderId: number, userId: number): CachedAccount | undefined {
    const entry = this.entries.get(orderId);
    return entry?.userId === userId ? entry : undefined;
  }

  set(orderId: number, entry: CachedAccount): void {
    this.entries.delete(orderId);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(orderId, deepFreeze(entry));
  }
}

/**
 * Every caller gets the same account object: freezing it makes a caller that would change it for
 * everyone fail at once, in the tests, instead.
 */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * One cache per database: a test's app and its database come and go together, and two apps on
 * two databases never see each other's orders.
 */
const caches = new WeakMap<object, AccountCache>();

export function accountCacheOf(database: object): AccountCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new AccountCache()));
  return cache;
}
