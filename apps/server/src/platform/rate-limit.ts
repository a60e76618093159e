import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';

/**
 * Rate limits as sliding windows over a log of hits. One store for every limit in the app
 * (code sends per phone, per borrower and per address; captcha and registration backstops):
 * in memory by default, in Redis when REDIS_URL is set so that every API process shares it.
 *
 * Time is passed in, never read here: the injected clock decides, so tests can move it.
 */
export interface RateWindow {
  ms: number;
  max: number;
}

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimitStore {
  /** Whether one more hit fits every window, without recording it. */
  peek(key: string, windows: readonly RateWindow[], now: Date): Promise<RateVerdict>;
  /** Records a hit if, and only if, it fits every window; atomic under concurrency. */
  take(key: string, windows: readonly RateWindow[], now: Date): Promise<RateVerdict>;
  close(): Promise<void>;
}

/** The least time between two codes to one phone (or signed-in borrower). */
export const CODE_RESEND_MS = 60_000;

/**
 * Codes per phone (or signed-in borrower): 60 s apart, 3 per 10 min, 10 a day
 * (docs/product.md#otp-and-captcha).
 */
export const CODE_SEND_WINDOWS: readonly RateWindow[] = [
  { ms: CODE_RESEND_MS, max: 1 },
  { ms: 10 * 60_000, max: 3 },
  { ms: 24 * 3_600_000, max: 10 },
];

/**
 * Takes (or only checks) a hit, and refuses with a 429 whose message, in the borrower's language,
 * says how long to wait: `message` gets the wait in seconds.
 */
export async function enforceLimit(
  store: RateLimitStore,
  hit: { key: string; windows: readonly RateWindow[]; now: Date },
  message: (seconds: number) => string,
  mode: 'peek' | 'take' = 'take',
): Promise<void> {
  const verdict = await store[mode](hit.key, hit.windows, hit.now);
  if (!verdict.ok) throw new AppError('too_many', message(verdict.retryAfterSeconds));
}

/** A wait in whole minutes, at least one, for messages that speak in minutes. */
export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const longest = (windows: readonly RateWindow[]) => Math.max(...windows.map((w) => w.ms));

/**
 * The rule both stores follow. A hit at `h` is inside a window while `now - h < ms`; when a window
 * is full, it frees up when the oldest hit that keeps it full falls out.
 */
export function verdictFor(
  hitsAscending: readonly number[],
  windows: readonly RateWindow[],
  now: number,
): RateVerdict {
  let waitMs = 0;
  for (const { ms, max } of windows) {
    const inside = hitsAscending.filter((h) => h > now - ms);
    if (inside.length >= max) {
      const freesAt = (inside[inside.length - max] ?? now) + ms;
      waitMs = Math.max(waitMs, freesAt - now);
    }
  }
  return waitMs > 0 ? { ok: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { ok: true };
}

// Keys name phones and addresses; stores see only a digest, so neither Redis nor a heap dump
// holds that PII.
const digest = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, number[]>();
  private takesSinceSweep = 0;

  async peek(key: string, windows: readonly RateWindow[], now: Date): Promise<RateVerdict> {
    return verdictFor(this.recent(digest(key), windows, now.getTime()), windows, now.getTime());
  }

  async take(key: string, windows: readonly RateWindow[], now: Date): Promise<RateVerdict> {
    const k = digest(key);
    const t = now.getTime();
    const recent = this.recent(k, windows, t);
    const verdict = verdictFor(recent, windows, t);
    if (verdict.ok) {
      const next = [...recent, t].sort((a, b) => a - b);
      this.hits.set(k, next);
      this.sweep(t);
    }
    return verdict;
  }

  async close(): Promise<void> {
    this.hits.clear();
  }

  private recent(k: string, windows: readonly RateWindow[], t: number): number[] {
    const span = longest(windows);
    return (this.hits.get(k) ?? []).filter((h) => h > t - span);
  }

  /** Forgets keys idle for a day (the longest window in use), so memory stays bounded. */
  private sweep(t: number): void {
    if (++this.takesSinceSweep < 1000) return;
    this.takesSinceSweep = 0;
    for (const [k, hits] of this.hits) {
      if ((hits.at(-1) ?? 0) < t - 24 * 3_600_000) this.hits.delete(k);
    }
  }
}

/**
 * The same rule as `verdictFor`, run inside Redis so that checking and recording are one step
 * for every process. KEYS[1] = the log; ARGV = now, record (1/0), member, longest window, then
 * pairs of window length and maximum. Answers the wait in ms, 0 when the hit fits.
 */
const SLIDING_WINDOW_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local record = ARGV[2] == '1'
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - tonumber(ARGV[4]))
local wait = 0
for i = 5, #ARGV, 2 do
  local ms = tonumber(ARGV[i])
  local max = tonumber(ARGV[i + 1])
  local inside = redis.call('ZRANGEBYSCORE', key, '(' .. (now - ms), '+inf', 'WITHSCORES')
  local count = #inside / 2
  if count >= max then
    local freesAt = tonumber(inside[(count - max) * 2 + 2]) + ms
    if freesAt - now > wait then wait = freesAt - now end
  end
end
if wait > 0 then return wait end
if record then
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('PEXPIRE', key, tonumber(ARGV[4]))
end
return 0
`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    // Fail fast rather than queue: a limit that cannot be checked refuses the send (fail closed).
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    // Connection errors surface on the request that needs Redis; this keeps them off the console.
    this.redis.on('error', () => undefined);
  }

  /**
   * Resolves once connected. At start, a wrong REDIS_URL stops the server; later, a request waits
   * up to 5 s for a lost connection to come back, then fails (a limit it cannot check, it refuses).
   */
  async ready(timeoutMs = 5000): Promise<void> {
    if (this.redis.status === 'ready') return;
    let timer: NodeJS.Timeout | undefined;
    let onReady: (() => void) | undefined;
    let onEnd: (() => void) | undefined;
    await new Promise<void>((resolve, reject) => {
      onReady = resolve;
      onEnd = () => reject(new Error('Redis is not reachable at REDIS_URL'));
      this.redis.once('ready', onReady);
      this.redis.once('end', onEnd);
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer at REDIS_URL in ${timeoutMs} ms`)),
        timeoutMs,
      );
    }).finally(() => {
      clearTimeout(timer);
      if (onReady) this.redis.off('ready', onReady);
      if (onEnd) this.redis.off('end', onEnd);
    });
  }

  peek(key: string, windows: readonly RateWindow[], now: Date): Promise<RateVerdict> {
    return this.run(key, windows, now, false);
  }

  take(key: string, windows: readonly RateWindow[], now: Date): Promise<RateVerdict> {
    return this.run(key, windows, now, true);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async run(
    key: string,
    windows: readonly RateWindow[],
    now: Date,
    record: boolean,
  ): Promise<RateVerdict> {
    await this.ready();
    const t = now.getTime();
    const args = [
      String(t),
      record ? '1' : '0',
      `${t}:${randomBytes(6).toString('hex')}`,
      String(longest(windows)),
      ...windows.flatMap((w) => [String(w.ms), String(w.max)]),
    ];
    const waitMs = Number(
      await this.redis.eval(SLIDING_WINDOW_SCRIPT, 1, `tenora:rl:${digest(key)}`, ...args),
    );
    return waitMs > 0 ? { ok: false, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { ok: true };
  }
}
