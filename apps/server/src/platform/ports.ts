import type { RouteBinding } from './register.ts';
import type { SessionCache } from './session-cache.ts';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.ts';
import type { AppDirectory } from './app-directory.ts';
import type { AdjustableClock, Clock } from './clock.ts';
import type { Db } from './db.ts';
import type { EmailGateway } from './email.ts';
import type { OwedChanges } from './owed-changes.ts';
import type { PaymentRails } from './payments.ts';
import type { RateLimitStore } from './rate-limit.ts';
import type { SmsGateway } from './sms.ts';
import type { FileStorage } from './storage.ts';
import type { Jobs } from './jobs.ts';

/** The ports the app runs on: tests pass fakes where the world is slow or outside. */
export interface AppPorts {
  config: Config;
  db: Db;
  clock: Clock;
  /** The same clock, when the support API is on and may move it. */
  devClock?: AdjustableClock | undefined;
  sms: SmsGateway;
  /** SMTP, or the outbox table where SMTP_URL is unset (docs/decisions/105-email-over-smtp.md). */
  email: EmailGateway;
  /** Each market's payment provider, and every configured one by name (docs/payments.md). */
  payments: PaymentRails;
  storage: FileStorage;
  /**
   * Rate-limit state: memory, or Redis shared by every process
   * (docs/decisions/018-rate-limits-in-memory-or-redis.md).
   */
  limits: RateLimitStore;
  /** Where logs go; stdout when unset. */
  logStream?: DestinationStream;
  /** Check every answer against the contract (tests). */
  validateResponses?: boolean;
  /**
   * The web app's page renderer itself, instead of its build's (apps/web/src/server.tsx): the
   * integration tests run beside the build and draw pages with the source.
   */
  pageRenderer?: unknown;
}

/** The ports, and what the app builds from them once: the directory of apps. */
export interface AppDeps extends AppPorts {
  apps: AppDirectory;
  sessions: SessionCache;
  /** Every endpoint's route, by method and path, as the modules register them (register.ts). */
  bindings: Map<string, RouteBinding>;
  /** Told when what a loan owes changed, so that what asks for the old amount is withdrawn. */
  owedChanges: OwedChanges;
  /** Work that happens without a tap: jobs and schedules on the database (platform/jobs.ts). */
  jobs: Jobs;
}
