import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.ts';
import { DEVELOPMENT_OPERATOR_TOKEN, loadConfig } from './config.ts';
import { demoLink, seedDemo } from './db/seed.ts';
import { DEV_STAFF } from './modules/staff/index.ts';
import { AdjustableClock, systemClock } from './platform/clock.ts';
import { openDb } from './platform/db.ts';
import { OutboxEmailGateway, SmtpEmailGateway } from './platform/email.ts';
import { migrate } from './platform/migrate.ts';
import { paymentProviderNamed } from './platform/payments.ts';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './platform/rate-limit.ts';
import { drainAndClose } from './platform/shutdown.ts';
import { OutboxSmsGateway } from './platform/sms.ts';
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
const config = configured(() => loadConfig());
const payments = configured(() => paymentProviderNamed(config.paymentProvider, paymentsSecret()));

function paymentsSecret(): string {
  if (config.paymentsSecret) return config.paymentsSecret;
  // Production without PAYMENTS_SECRET still runs, but cards bound before a restart look new.
  process.stderr.write('PAYMENTS_SECRET is not set: using a random key for this run.\n');
  return randomBytes(32).toString('hex');
}
await mkdir(config.dataDir, { recursive: true });
const db = await openDb(config);
await migrate(db);

const devClock = config.devApi ? new AdjustableClock(systemClock) : undefined;
const clock = devClock ?? systemClock;
const seeded = config.seedDemo ? await seedDemo(db, clock) : false;

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
  sms: new OutboxSmsGateway(db, clock),
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

await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `Tenora is running at ${config.publicUrl}  (database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ', demo data loaded' : ''})`,
];
if (config.seedDemo) {
  lines.push(
    '',
    'Demo borrowers (open in a phone-sized browser window):',
    `  India, English, ₹:        ${demoLink(config.publicUrl, 'IN')}`,
    `  Indonesia, Bahasa, Rp:    ${demoLink(config.publicUrl, 'ID')}`,
    '',
    'Landing pages (anonymous visitors; captcha answers at /film/dev/captcha?sid=):',
    `  India:                    ${config.publicUrl}/registerTemplate?id=1&utm_tag=demo`,
    `  Indonesia:                ${config.publicUrl}/registerTemplate?id=2&utm_tag=demo`,
    '',
    `Company site: ${config.publicUrl}/  (add ?lang=id-ID for Indonesia)`,
    '',
    `Operator console: ${config.publicUrl}/console/  (development accounts, never in production)`,
    ...DEV_STAFF.map(
      (s) => `  ${s.roles.join(', ').padEnd(22)} ${s.email.padEnd(20)} ${s.password}`,
    ),
  );
}
if (config.consoleHost) {
  lines.push('', `Operator console: on https://${config.consoleHost}/console/ only (CONSOLE_HOST)`);
} else if (config.env === 'production') {
  lines.push(
    '',
    'Operator console: off; set CONSOLE_HOST to the host it is served on (decision 073).',
  );
}
if (config.operatorToken === DEVELOPMENT_OPERATOR_TOKEN) {
  lines.push('', `Operator API token (development only): ${DEVELOPMENT_OPERATOR_TOKEN}`);
}
lines.push('', 'Press Ctrl-C to stop.', '');
process.stdout.write(lines.join('\n'));
