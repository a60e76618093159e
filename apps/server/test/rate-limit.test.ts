import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CODE_SEND_WINDOWS,
  MemoryRateLimitStore,
  RedisRateLimitStore,
  verdictFor,
  type RateLimitStore,
} from '../src/platform/rate-limit.ts';
import { REDIS_URL } from './helper.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 6, 0, 0) + seconds * 1000);

describe('the sliding-window rule', () => {
  it('answers how long until each kind of window has room again', () => {
    expect(verdictFor([], CODE_SEND_WINDOWS, 0)).toEqual({ ok: true });
    // 1 a minute: 20 s after a send, 40 s to wait.
    expect(verdictFor([0], CODE_SEND_WINDOWS, 20_000)).toEqual({
      ok: false,
      retryAfterSeconds: 40,
    });
    expect(verdictFor([0], CODE_SEND_WINDOWS, 60_000)).toEqual({ ok: true });
    // 3 in 10 minutes: the oldest of the three must leave the window.
    expect(verdictFor([0, 120_000, 240_000], CODE_SEND_WINDOWS, 300_000)).toEqual({
      ok: false,
      retryAfterSeconds: 300,
    });
    // 10 a day: the oldest of the day's ten must be a day old.
    const day = Array.from({ length: 10 }, (_, i) => i * 3_600_000);
    expect(verdictFor(day, CODE_SEND_WINDOWS, 10 * 3_600_000)).toEqual({
      ok: false,
      retryAfterSeconds: 14 * 3600,
    });
  });
});

const stores: [string, () => RateLimitStore][] = [['memory', () => new MemoryRateLimitStore()]];
const redisUrl = REDIS_URL;
if (redisUrl) stores.push(['Redis', () => new RedisRateLimitStore(redisUrl)]);

describe.each(stores)('the %s store', (_name, make) => {
  const store = make();
  afterAll(() => store.close());
  const key = () => `test:${randomBytes(8).toString('hex')}`;

  it('takes a hit only when it fits, and peeking records nothing', async () => {
    const k = key();
    expect(await store.peek(k, CODE_SEND_WINDOWS, at(0))).toEqual({ ok: true });
    expect(await store.peek(k, CODE_SEND_WINDOWS, at(0))).toEqual({ ok: true });
    expect(await store.take(k, CODE_SEND_WINDOWS, at(0))).toEqual({ ok: true });
    expect(await store.take(k, CODE_SEND_WINDOWS, at(15))).toEqual({
      ok: false,
      retryAfterSeconds: 45,
    });
    // The refused hit was not recorded: the wait still counts from the first one.
    expect(await store.peek(k, CODE_SEND_WINDOWS, at(30))).toEqual({
      ok: false,
      retryAfterSeconds: 30,
    });
    expect(await store.take(k, CODE_SEND_WINDOWS, at(61))).toEqual({ ok: true });
    expect(await store.take(k, CODE_SEND_WINDOWS, at(122))).toEqual({ ok: true });
    // Three in ten minutes: the fourth waits for the first to be ten minutes old.
    expect(await store.take(k, CODE_SEND_WINDOWS, at(183))).toEqual({
      ok: false,
      retryAfterSeconds: 600 - 183,
    });
    expect(await store.take(k, CODE_SEND_WINDOWS, at(600))).toEqual({ ok: true });
  });

  it('keeps keys apart', async () => {
    const [a, b] = [key(), key()];
    expect(await store.take(a, CODE_SEND_WINDOWS, at(0))).toEqual({ ok: true });
    expect(await store.take(b, CODE_SEND_WINDOWS, at(0))).toEqual({ ok: true });
  });

  it('lets exactly one of 20 simultaneous hits through a window of one', async () => {
    const k = key();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => store.take(k, [{ ms: 60_000, max: 1 }], at(0))),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1);
  });
});

describe.skipIf(!REDIS_URL)('the Redis store', () => {
  it('is shared: a limit reached through one connection holds for another process', async () => {
    const url = REDIS_URL ?? '';
    const [one, two] = [new RedisRateLimitStore(url), new RedisRateLimitStore(url)];
    const k = `test:${randomBytes(8).toString('hex')}`;
    expect(await one.take(k, CODE_SEND_WINDOWS, at(0))).toEqual({ ok: true });
    expect(await two.take(k, CODE_SEND_WINDOWS, at(10))).toEqual({
      ok: false,
      retryAfterSeconds: 50,
    });
    await Promise.all([one.close(), two.close()]);
  });

  it('keeps no phone number in its keys', async () => {
    const store = new RedisRateLimitStore(REDIS_URL ?? '');
    await store.take('code:phone:+919812345678', CODE_SEND_WINDOWS, at(0));
    const { Redis } = await import('ioredis');
    const raw = new Redis(REDIS_URL ?? '');
    const keys = await raw.keys('tenora:rl:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('9812345678');
    await raw.quit();
    await store.close();
  });

  it('stops the start when Redis does not answer', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1');
    await expect(store.ready(300)).rejects.toThrow(/Redis/);
    await store.close();
  });
});
