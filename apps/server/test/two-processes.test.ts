import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../e2e/server.ts';
import { PG_URL, pushAsConfirmed, REDIS_URL } from './helper.ts';

/**
 * Tenora as N stateless processes behind a load balancer (docs/scaling.md): two servers, each a
 * process of its own, on one PostgreSQL database and one Redis. A borrower's calls land on either;
 * what one process starts, the other finishes. From the sources: in `npm test` this file runs
 * beside the build, before there is one to start.
 */
describe.skipIf(!PG_URL || !REDIS_URL)('two processes, one product', () => {
  const database = `tenora_two_${randomBytes(4).toString('hex')}`;
  let dataDir = '';
  let a: RunningServer;
  let b: RunningServer;

  const admin = () => new pg.Client({ connectionString: PG_URL });
  const call = async (server: RunningServer, url: string, body?: Record<string, unknown>) => {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: res.status,
      json: (await res.json()) as { code: unknown; data: ReturnType<typeof JSON.parse> },
    };
  };

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    const url = new URL(PG_URL ?? '');
    url.pathname = `/${database}`;
    // One database, one Redis and one file store, as the processes behind a balancer share them.
    dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-two-'));
    // A Redis database of its own, emptied first: limits counted by an earlier run for the same
    // user ids (a fresh database numbers its users from the start again) must not carry over.
    const redisUrl = new URL(REDIS_URL ?? '');
    redisUrl.pathname = `/${10 + randomInt(0, 6)}`;
    const redis = new Redis(redisUrl.toString());
    await redis.flushdb();
    redis.disconnect();
    const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl.toString() };
    // The first migrates and seeds; the second finds it done.
    a = await startServer({ dataDir, env, fromSource: true });
    b = await startServer({ dataDir, env, fromSource: true });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')]);
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('confirms on one process a card payment started on the other, and the money adds up', async () => {
    const s = (await call(a, '/film/dev/sessions', { market: 'ID' })).json.data;
    const q = `sessionId=${s.sessionId}`;
    const pushed = await pushAsConfirmed(
      async (url, payload) => (await call(a, url, payload)).json,
      q,
      { productId: 4, amount: 200_000_000, periods: 91 },
    );
    expect(pushed.code).toBe('00');
    const { orderId } = pushed.data;
    await call(b, '/film/dev/orders/state', { orderId, action: 'approve' });
    await call(a, '/film/dev/orders/state', { orderId, action: 'disburse' });
    const card = (
      await call(b, `/pay/loan/bind-card?${q}`, {
        bankCode: 'BCA',
        cardNo: '4111 1111 1111 1111',
        holderName: 'Sari Dewi',
      })
    ).json.data;

    // Started on A: the way, the commit and the SMS code.
    const wayAnswer = await call(a, `/pay/loan/repayment-way?${q}&orderId=${orderId}`, {});
    expect(wayAnswer.json.code, JSON.stringify(wayAnswer.json)).toBe('00');
    const way = wayAnswer.json.data;
    // A part payment, so the loan stays open and both processes can be asked what is left.
    const amount = Math.floor((way.amount as number) / 4 / 100) * 100;
    const committed = await call(a, `/pay/loan/repayment-commit?${q}`, {
      orderId,
      amount,
      cardId: card.id,
      repayToken: way.repayToken,
      sendMsg: 1,
    });
    expect(committed.json.code, JSON.stringify(committed.json)).toBe('00');
    const { repayRecordId } = committed.json.data;
    // Finished on B: the code read from the shared outbox, confirmed there.
    const sms = (await call(b, `/film/dev/sms-outbox?phone=${encodeURIComponent(s.phone)}`)).json
      .data[0];
    const confirmed = await call(b, `/pay/loan/repayment-confirm?${q}`, {
      orderId,
      verifyCode: sms.code,
      repaymentRecordId: repayRecordId,
    });
    expect(confirmed.json.code).toBe('00');
    // The same confirmation sent to A again pays nothing more.
    await call(a, `/pay/loan/repayment-confirm?${q}`, {
      orderId,
      verifyCode: sms.code,
      repaymentRecordId: repayRecordId,
    });

    // Both processes see the same loan, and the ledger holds exactly what was paid once. Process A
    // read the loan before B took the payment and kept its account (decision 074): A's answer shows
    // the payment only because the database said the kept account was no longer current.
    const after = [
      (await call(a, `/pay/loan/repayment-way?${q}&orderId=${orderId}`, {})).json.data,
      (await call(b, `/pay/loan/repayment-way?${q}&orderId=${orderId}`, {})).json.data,
    ];
    expect(after[0].amount).toBe(after[1].amount);
    expect(after[0].amount).toBe(way.amount - amount);
    const url = new URL(PG_URL ?? '');
    url.pathname = `/${database}`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const paid = await db.query<{ total: string; n: string }>(
        "select coalesce(sum(amount), 0) as total, count(*) as n from payments where order_id = $1 and kind = 'repayment'",
        [orderId],
      );
      expect(Number(paid.rows[0]?.total)).toBe(amount);
      expect(Number(paid.rows[0]?.n)).toBe(1);
      const allocated = await db.query<{ total: string }>(
        "select coalesce(sum(penalty + fee + interest + principal), 0) as total from payment_allocations where order_id = $1 and kind = 'paid'",
        [orderId],
      );
      expect(Number(allocated.rows[0]?.total)).toBe(amount);
    } finally {
      await db.end();
    }
  });

  it('holds the landing page’s code limits across both processes', async () => {
    const phone = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const codeFrom = async (server: RunningServer) => {
      const { sid } = (await call(server, '/api/v2/loan/promotion/get-sid')).json.data;
      const { answer } = (await call(server, `/film/dev/captcha?sid=${sid}`)).json.data;
      return call(server, '/api/v2/loan/promotion/get-sms', {
        phone,
        capcode: answer,
        sid,
        id: 1,
      });
    };
    expect((await codeFrom(a)).json.code).toBe(0);
    // Within the minute, the other process refuses a second code to the same phone.
    expect((await codeFrom(b)).status).toBe(429);
  });
});
