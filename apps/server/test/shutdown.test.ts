import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { AdjustableClock } from '../src/platform/clock.ts';
import type { Db, Queryable } from '../src/platform/db.ts';
import { PaymentRails, SandboxPaymentProvider } from '../src/platform/payments.ts';
import { MemoryRateLimitStore } from '../src/platform/rate-limit.ts';
import { OutboxEmailGateway } from '../src/platform/email.ts';
import { OutboxSmsGateway } from '../src/platform/sms.ts';
import { DiskFileStorage } from '../src/platform/storage.ts';
import {
  DB_KINDS,
  multipartBody,
  openTestDb,
  pushAsConfirmed,
  TEST_NOW,
  TEST_PAYMENTS_SECRET,
} from './helper.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection, as separate clients would send them. */
function request(
  port: number,
  method: string,
  url: string,
  payload?: Record<string, unknown>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = payload ? JSON.stringify(payload) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += String(d)));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A fresh borrower with a disbursed loan and a pending wallet payment on it. */
async function walletPayment(port: number): Promise<string> {
  const post = async (url: string, payload: Record<string, unknown> = {}) =>
    JSON.parse((await request(port, 'POST', url, payload)).body).data;
  const s = await post('/film/dev/sessions', { market: 'ID' });
  const b = `sessionId=${s.sessionId}`;
  const { orderId } = (
    await pushAsConfirmed(
      async (url, payload) => JSON.parse((await request(port, 'POST', url, payload)).body),
      b,
      { productId: 4, amount: 200_000_000, periods: 91 },
    )
  ).data;
  await post('/film/dev/orders/state', { orderId, action: 'approve' });
  await post('/film/dev/orders/state', { orderId, action: 'disburse' });
  const owed = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).amount as number;
  const amount = Math.round(owed / 200) * 100;
  return (await post(`/pay/loan/repayment-huichao?${b}`, { orderId, amount })).reference;
}

/** Every answer is a success or the drain's 503: never another 5xx. */
function expectServedOrDrained(answers: Answer[]) {
  for (const a of answers) {
    if (a.status === 503) {
      expect(a.headers['retry-after']).toBe('5');
    } else {
      expect(a.status, a.body).toBeLessThan(500);
    }
  }
}

/** A database that answers slowly on demand, and says when it was closed. */
function slowDb(db: Db, delay: () => number) {
  const state = { closedAt: 0, queriesAfterClose: 0 };
  const wait = async () => {
    if (state.closedAt) state.queriesAfterClose += 1;
    const ms = delay();
    if (ms > 0) await sleep(ms);
  };
  const slow = (q: Queryable): Queryable => ({
    query: async (sql, params) => (await wait(), q.query(sql, params)),
    exec: async (sql) => (await wait(), q.exec(sql)),
  });
  const wrapped: Db = {
    kind: db.kind,
    ...slow(db),
    transaction: async (fn) => (await wait(), db.transaction((tx) => fn(slow(tx)))),
    close: async () => {
      state.closedAt = performance.now();
      await db.close();
    },
  };
  return { db: wrapped, state };
}

describe.each(DB_KINDS)('shutdown on %s', (kind) => {
  it('finishes requests in flight, answers later ones 503 with Retry-After, then closes the database', async () => {
    const test = await openTestDb(kind);
    let delayMs = 0;
    const { db, state } = slowDb(test.db, () => delayMs);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(tmpdir(), 'tenora-no-web-dist'),
    });
    const clock = new AdjustableClock({ now: () => TEST_NOW });
    let logs = '';
    const storage = await mkdtemp(path.join(tmpdir(), 'tenora-files-'));
    const app = await buildApp({
      config,
      db,
      clock,
      devClock: clock,
      sms: new OutboxSmsGateway(db, clock),
      email: new OutboxEmailGateway(db, clock),
      payments: new PaymentRails([new SandboxPaymentProvider(TEST_PAYMENTS_SECRET)]),
      storage: new DiskFileStorage(storage),
      limits: new MemoryRateLimitStore(),
      logStream: new Writable({
        write(chunk, _enc, done) {
          logs += String(chunk);
          done();
        },
      }),
    });
    let arrived = 0;
    const finished: number[] = [];
    app.addHook('onRequest', async () => {
      arrived += 1;
    });
    app.addHook('onResponse', async () => {
      finished.push(performance.now());
    });
    app.get('/film/test-slow', async () => {
      await sleep(600);
      await db.query('select 1');
      return { code: 0, data: { slow: true }, message: '' };
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const reference = await walletPayment(port);

      // A kept-alive connection with a slow request on it; a second request follows on it later.
      const socket = net.connect(port, '127.0.0.1');
      let raw = '';
      socket.on('data', (d) => (raw += String(d)));
      const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write('GET /film/test-slow HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');

      // Slow enough to keep both in flight across the close, yet the second webhook waits on the
      // first's order lock for every statement of its booking (the receipt's and its message's
      // among them, some 18), which must stay within the 2 s lock timeout: at 120 ms each it did
      // not, now and then.
      delayMs = 60;
      arrived = 0;
      const inFlight = [1, 2].map(() =>
        request(port, 'POST', '/film/dev/payments/complete', { reference, outcome: 'paid' }),
      );
      while (arrived < 3) await sleep(5);

      // What main.ts does on SIGTERM.
      const stopped = app.close().then(() => db.close());
      await sleep(30);
      socket.write('GET /film/app/config?appName=tenora-in HTTP/1.1\r\nHost: x\r\n\r\n');
      const late = await request(port, 'GET', '/healthz').catch(
        (err: NodeJS.ErrnoException) => err,
      );

      const completed = await Promise.all(inFlight);
      await stopped;
      await socketClosed;

      for (const a of completed) {
        expect(a.status, a.body).toBe(200);
        expect(JSON.parse(a.body).data).toEqual({ reference, status: 'paid' });
      }
      const statuses = [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
      expect(statuses).toEqual([200, 503]);
      const drained = raw.slice(raw.lastIndexOf('HTTP/1.1 503'));
      expect(drained).toMatch(/^retry-after: 5$/im);
      expect(drained).toMatch(/^connection: close$/im);
      expect(drained.slice(drained.indexOf('\r\n\r\n') + 4)).toBe(
        JSON.stringify({
          code: 503,
          data: null,
          message: 'Tenora is restarting. Please try again in a few seconds.',
        }),
      );
      // A new connection is refused by the closed listener, or drained like the rest.
      if (!(late instanceof Error)) expectServedOrDrained([late]);

      expect(state.closedAt).toBeGreaterThan(Math.max(...finished));
      expect(state.queriesAfterClose).toBe(0);
      expect(logs).not.toContain('request failed');
    } finally {
      await app.close();
      if (!state.closedAt) await db.close();
      await test.dispose().catch(() => undefined);
      await rm(storage, { recursive: true, force: true });
    }
  });
});

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * How long a test of the server process may take: compiling the server from source and seeding a
 * new embedded database took 5 s on a quiet machine and nearly 30 s beside the build in CI.
 */
const SERVER_TEST_MS = 90_000;

/** The server as `npm start` runs it, on the embedded database in a folder of its own. */
async function startServer(extraEnv: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tenora-shutdown-'));
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    port,
    child,
    output: '',
    exited: new Promise<number | null>((resolve) => child.on('exit', resolve)),
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  child.stdout.on('data', (d) => (server.output += String(d)));
  child.stderr.on('data', (d) => (server.output += String(d)));
  for (let i = 0; !server.output.includes('Press Ctrl-C'); i++) {
    if (i > 1200 || child.exitCode !== null) {
      await server.stop();
      throw new Error(`the server did not start:\n${server.output}`);
    }
    await sleep(50);
  }
  return server;
}

/**
 * A request whose body is sent in pieces over `ms`, as a phone on a poor network uploads a photo,
 * on a connection kept alive. Says what came back, and when the connection closed.
 */
function trickled(
  port: number,
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
  ms: number,
) {
  const socket = net.connect(port, '127.0.0.1');
  let raw = '';
  socket.on('data', (d) => (raw += String(d)));
  // A refused upload may find the connection closed under a piece it is still sending.
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(performance.now())),
  );
  const head = Object.entries({ ...body.headers, 'content-length': body.payload.length })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`POST ${url} HTTP/1.1\r\nHost: x\r\n${head}\r\n`);
  void (async () => {
    const pieces = 40;
    for (let i = 0; i < pieces && socket.writable; i++) {
      const at = (n: number) => Math.floor((n * body.payload.length) / pieces);
      socket.write(body.payload.subarray(at(i), at(i + 1)));
      await sleep(ms / pieces);
    }
  })();
  return {
    answer: closed.then((at) => ({ at, ...splitAnswer(raw) })),
  };
}

function splitAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
}

describe('the server process', () => {
  it(
    'on SIGTERM finishes payments in flight and exits cleanly',
    async () => {
      const server = await startServer();
      const { port, child } = server;
      try {
        const reference = await walletPayment(port);

        let signalled = false;
        let answeredBeforeSignal = 0;
        const answers: Promise<Answer | Error>[] = [];
        for (let i = 0; i < 12; i++) {
          const answer = request(port, 'POST', '/film/dev/payments/complete', {
            reference,
            outcome: 'paid',
          });
          answers.push(answer.then((a) => ((answeredBeforeSignal += signalled ? 0 : 1), a)));
        }
        // Once the first is answered the rest wait their turn on the one embedded connection.
        await Promise.race(answers);
        signalled = child.kill('SIGTERM');
        const all = await Promise.all(answers.map((a) => a.catch((err: Error) => err)));

        expect(await server.exited).toBe(0);
        expect(server.output).toContain('Tenora stopped cleanly.');
        expect(all.filter((a) => a instanceof Error)).toEqual([]);
        expectServedOrDrained(all as Answer[]);
        // Some were still in flight at SIGTERM, and they were paid, not failed.
        const paid = (all as Answer[]).filter((a) => a.status === 200).length;
        expect(paid).toBeGreaterThan(answeredBeforeSignal);
        expect(server.output).not.toContain('request failed');
      } finally {
        await server.stop();
      }
    },
    SERVER_TEST_MS,
  );

  it(
    'on SIGTERM finishes an upload in flight, answers a trickling one 503, and exits within the drain time',
    async () => {
      const drainSeconds = 3;
      const server = await startServer({ DRAIN_SECONDS: String(drainSeconds) });
      const { port, child } = server;
      try {
        const session = JSON.parse(
          (await request(port, 'POST', '/film/dev/sessions', { market: 'IN' })).body,
        ).data.sessionId as string;
        const photo = await sharp({
          create: { width: 320, height: 240, channels: 3, background: '#b04030' },
        })
          .jpeg()
          .toBuffer();
        const upload = () =>
          multipartBody([
            { name: 'problemImage', filename: 'photo.jpg', contentType: 'image/jpeg', data: photo },
          ]);
        const url = `/h5-api/v3/user-problem/upload-problem-img?sessionId=${session}`;
        // One upload that takes a second and a half, one that would take a minute.
        const quick = trickled(port, url, upload(), 1500);
        const slow = trickled(port, url, upload(), 60_000);
        // A connection kept alive, idle since its answer.
        const idle = net.connect(port, '127.0.0.1');
        let idleAnswer = '';
        idle.on('data', (d) => (idleAnswer += String(d)));
        idle.write('GET /film/app/config?appName=tenora-in HTTP/1.1\r\nHost: x\r\n\r\n');
        const idleClosed = new Promise<number>((resolve) =>
          idle.on('close', () => resolve(performance.now())),
        );
        while (!idleAnswer.includes('\r\n\r\n')) await sleep(10);
        await sleep(300);

        const signalledAt = performance.now();
        child.kill('SIGTERM');
        const [finished, refused] = await Promise.all([quick.answer, slow.answer]);
        expect(await server.exited).toBe(0);
        const exitedAt = performance.now();

        expect(finished.status, finished.body).toBe(200);
        expect(JSON.parse(finished.body)).toMatchObject({
          code: '00',
          data: { imageId: expect.any(String) },
        });
        // Its kept-alive connection closes with the answer rather than lingering for a minute.
        expect(finished.head).toMatch(/^connection: close$/im);
        expect(finished.at - signalledAt).toBeLessThan(drainSeconds * 1000);

        expect(refused.status).toBe(503);
        expect(refused.head).toMatch(/^retry-after: 5$/im);
        expect(JSON.parse(refused.body)).toEqual({
          code: '503',
          data: null,
          message: 'Tenora is restarting. Please try again in a few seconds.',
        });
        expect(await idleClosed).toBeLessThan(signalledAt + drainSeconds * 1000);
        expect(exitedAt - signalledAt).toBeLessThan(drainSeconds * 1000 + 1500);
        expect(server.output).toContain('Tenora stopped cleanly.');
        expect(server.output).not.toContain('request failed');
      } finally {
        await server.stop();
      }
    },
    SERVER_TEST_MS,
  );
});
