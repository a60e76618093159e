import type { Locale, Market } from '@tenora/domain/market';

/** What a session resolves to: the borrower, and when the session ends. */
export interface SessionRow {
  user_id: number;
  market: Market;
  phone: string;
  /** The language the borrower chose (users.locale), null until they choose. */
  locale: Locale | null;
  expires_at: Date;
}

/**
 * Sessions recently found in the database, so that a borrower's screen, which makes several calls
 * at once, does not look its session up for each (docs/decisions/041-session-cache.md). An entry
 * is trusted for `ttlMs` of real time at most: a session deleted in the database stops working
 * within that time, on every process. Its expiry is checked on every use against the app's clock,
 * so an expired session is refused at once. Unknown tokens are never cached: a new session works
 * on its first call.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; until: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly max = 10_000,
  ) {}

  get(tokenHash: string, now: Date): SessionRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= performance.now() || entry.row.expires_at <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  /**
   * Forgets this process's entries of a borrower whose sessions were ended (an erasure) or who
   * chose another language: the other processes' go within `ttlMs`, as for any session deleted.
   */
  dropUser(userId: number): void {
    for (const [key, entry] of this.entries)
      if (entry.row.user_id === userId) this.entries.delete(key);
  }

  set(tokenHash: string, row: SessionRow): void {
    if (this.ttlMs <= 0) return;
    // The oldest entry goes first: a Map keeps insertion order.
    if (this.entries.size >= this.max && !this.entries.has(tokenHash)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { row, until: performance.now() + this.ttlMs });
  }
}
