import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { seedDemo } from './db/seed.ts';
import { AdjustableClock, systemClock } from './platform/clock.ts';
import { openDb, type Db } from './platform/db.ts';
import { migrate } from './platform/migrate.ts';
import { paymentRailsFor } from './platform/payment-adapters.ts';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './platform/rate-limit.ts';
import { drainAndClose } from './platform/shutdown.ts';
import { OutboxEmailGateway, SmtpEmailGateway } from './platform/email.ts';
import { OutboxSmsGateway } from './platform/sms.ts';
import { configuredSmsGateway } from './platform/sms-markets.ts';
import { DiskFileStorage } from './platform/storage.ts';
import { randomBytes } from 'node:crypto';

// A bad setting stops the start with a message naming it, not a stack trace.
function configured<T>(make: () => T): T {
  try {
    return make();
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
/**
 * Opens the database, migrates it and builds the app with its ports, for the API process
 * (`npm start`) or a worker process (`npm run worker`, docs/scaling.md); both stop cleanly on
 * SIGINT and SIGTERM, workers finishing the jobs they hold.
 */
export async function startTenora(
  role: 'api' | 'worker',
): Promise<{ app: FastifyInstance; config: Config; db: Db; seeded: boolean }> {
  const loaded = configured(() => loadConfig());
  if (role === 'worker' && !loaded.databaseUrl) {
    process.stderr.write(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the one process that opened it, which runs the jobs itself (docs/scaling.md).\n',
    );
    process.exit(1);
  }
  // A worker process always works; the API process as JOB_WORKERS says.
  const config: Config = role === 'worker' ? { ...loaded, jobWorkers: true } : loaded;
  const devClock = config.devApi ? new AdjustableClock(systemClock) : undefined;
  // Each process sets its own offset: started together, workers and the API agree on the time.
  if (devClock && config.devClockAt) devClock.set(config.devClockAt);
  const clock = devClock ?? systemClock;
  const payments = configured(() => paymentRailsFor(config, paymentsSecret, clock));

  function paymentsSecret(): string {
    if (config.paymentsSecret) return config.paymentsSecret;
    // Production without PAYMENTS_SECRET still runs, but cards bound before a restart look new.
    process.stderr.write('PAYMENTS_SECRET is not set: using a random key for this run.\n');
    return randomBytes(32).toString('hex');
  }
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDb(config);
  await migrate(db);

  const seeded = config.seedDemo && role === 'api' ? await seedDemo(db, clock) : false;

  async function rateLimitStore(): Promise<RateLimitStore> {
    if (!config.redisUrl) return new MemoryRateLimitStore();
    const redis = new RedisRateLimitStore(config.redisUrl);
    await redis.ready();
    return redis;
  }
  const limits = await rateLimitStore();

  const smtp = config.smtp ? new SmtpEmailGateway(config.smtp) : undefined;
  if (!smtp && config.env === 'production') {
    process.stderr.write('SMTP_URL is not set: e-mail is kept in the outbox table, not sent.\n');
  }

  const app = await buildApp({
    config,
    db,
    clock,
    devClock,
    sms: configuredSmsGateway(config.sms, new OutboxSmsGateway(db, clock)),
    email: smtp ?? new OutboxEmailGateway(db, clock),
    payments,
    storage: new DiskFileStorage(path.join(config.dataDir, 'files')),
    limits,
  });

  /**
   * What closing the stores may take after the drain. A store that does not close by then (a pool
   * waiting for a connection a stuck call still holds) does not keep the process.
   */
  const CLOSE_STORES_MS = 2000;

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    setTimeout(
      () => {
        process.stderr.write('Tenora did not stop cleanly in time: exiting.\n');
        process.exit(1);
      },
      config.drainSeconds * 1000 + CLOSE_STORES_MS,
    ).unref();
    try {
      // Requests in flight finish before the stores they use are closed, within the drain's time
      // whatever the clients do (decisions 026, 089).
      await drainAndClose(app, config.drainSeconds * 1000);
      await smtp?.close();
      await limits.close();
      await db.close();
      process.stdout.write('Tenora stopped cleanly.\n');
      process.exit(0);
    } catch (err) {
      process.stderr.write(`Tenora did not stop cleanly: ${String(err)}\n`);
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  return { app, config, db, seeded };
}
