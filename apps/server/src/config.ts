import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { isEmail } from '@tenora/domain/email';
import { RETENTION_PROMISED, type RetentionPeriods } from '@tenora/domain/retention';

/**
 * The server's whole configuration, read from the environment here and nowhere else.
 * Bad values stop the process at start with a message naming the variable.
 */

/**
 * The server package's folder (apps/server), from which the files it reads at run time are found:
 * its migrations and seed data in src/db, and the web builds beside it. Looked up, not counted from
 * this file's place: the same code runs as TypeScript from src/ under the tests and bundled into
 * dist/ under `npm start`, at other depths, and from any working directory
 * (docs/decisions/086-server-runs-as-built-javascript.md).
 */
export const SERVER_ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));
const repoRoot = path.resolve(SERVER_ROOT, '../..');

function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const { name } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: unknown;
      };
      if (name === '@tenora/server') return dir;
    } catch {
      // No package.json here, or not one we can read: look further up.
    }
    if (path.dirname(dir) === dir) {
      throw new Error(`@tenora/server: no package.json of the server above ${from}`);
    }
  }
}

/**
 * Connections to PostgreSQL when DATABASE_POOL_SIZE does not say: more than a few per core of the
 * database only queue inside it, a process per connection switching in and out
 * (docs/decisions/042-one-round-trip-for-the-loan-account.md).
 */
export const DEFAULT_POOL_SIZE = 4;

/**
 * How long a call may wait on the database when the environment does not say
 * (docs/decisions/089-timeouts-and-drain.md): a statement runs for at most `statementMs` and waits
 * at most `lockMs` for a lock another transaction holds; a call waits at most `waitMs` for a
 * connection (the pool's, or PGlite's one). Past either, the call answers 503 with Retry-After.
 */
export const DEFAULT_DB_TIMEOUTS = { statementMs: 5000, lockMs: 2000, waitMs: 5000 } as const;

export type DbTimeouts = { readonly [K in keyof typeof DEFAULT_DB_TIMEOUTS]: number };

/** How long a stop waits for requests in flight before it answers or closes what is left. */
export const DEFAULT_DRAIN_SECONDS = 10;

const flag = z.optional(z.enum(['0', '1', 'true', 'false']));
const secret = z.optional(z.string().check(z.minLength(8, 'must be at least 8 characters')));
// From a tenth of a second to ten minutes: never off, so no call can wait without end.
const milliseconds = z.string().check(z.regex(/^[1-9]\d{2,5}$/));
const months = z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'must be a whole number of months'));

const EnvSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(z.string().check(z.regex(/^\d{1,5}$/)), '8080'),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//))),
  DATABASE_POOL_SIZE: z.optional(z.string().check(z.regex(/^[1-9]\d{0,2}$/))),
  DATABASE_STATEMENT_TIMEOUT_MS: z.optional(milliseconds),
  DATABASE_LOCK_TIMEOUT_MS: z.optional(milliseconds),
  DATABASE_WAIT_TIMEOUT_MS: z.optional(milliseconds),
  DRAIN_SECONDS: z.optional(z.string().check(z.regex(/^[1-9]\d{0,2}$/))),
  PUBLIC_URL: z.optional(z.url()),
  WEB_DIST: z.optional(z.string().check(z.minLength(1))),
  CONSOLE_DIST: z.optional(z.string().check(z.minLength(1))),
  // A host name as a browser sends it, without a port: console.lender.example.
  CONSOLE_HOST: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
        ),
      ),
  ),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  TENORA_DEV_API: flag,
  // An instant with its zone: 2026-12-01T02:30:00Z or 2026-12-01T08:00:00+05:30.
  DEV_CLOCK_AT: z.optional(
    z
      .string()
      .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/)),
  ),
  TRUST_PROXY: flag,
  STAFF_COOKIE_SECURE: flag,
  SESSION_TTL_HOURS: z._default(z.string().check(z.regex(/^\d{1,5}$/)), '24'),
  SESSION_CACHE_SECONDS: z._default(z.string().check(z.regex(/^\d{1,3}$/)), '10'),
  PAYMENTS_SECRET: z.optional(z.string().check(z.minLength(32))),
  PAYMENT_PROVIDER: z.optional(
    z.string().check(z.regex(/^[a-z][a-z0-9-]{1,31}(,[a-z][a-z0-9-]{1,31})*$/)),
  ),
  RAZORPAY_API_URL: z.optional(z.string().check(z.regex(/^https?:\/\/[^\s]+$/))),
  RAZORPAY_KEY_ID: z.optional(
    z.string().check(z.regex(/^rzp_(live|test)_[A-Za-z0-9]{8,32}$/, 'is rzp_live_… or rzp_test_…')),
  ),
  RAZORPAY_KEY_SECRET: z.optional(z.string().check(z.minLength(16), z.maxLength(128))),
  RAZORPAY_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(16), z.maxLength(128))),
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: z.optional(z.string().check(z.minLength(16), z.maxLength(128))),
  // The RazorpayX business account payouts are paid from (docs/payments.md#payouts).
  RAZORPAYX_ACCOUNT_NUMBER: z.optional(z.string().check(z.regex(/^\d{8,20}$/))),
  XENDIT_API_URL: z.optional(z.string().check(z.regex(/^https?:\/\/[^\s]+$/))),
  XENDIT_SECRET_KEY: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^xnd_(production|development)_[A-Za-z0-9]{16,128}$/,
          'is xnd_production_… or xnd_development_…',
        ),
      ),
  ),
  XENDIT_CALLBACK_TOKEN: z.optional(z.string().check(z.minLength(16), z.maxLength(128))),
  REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//))),
  JOB_WORKERS: z.optional(z.enum(['in-process', 'off'])),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//))),
  MAIL_FROM: z.optional(z.string().check(z.minLength(3), z.maxLength(400))),
  OPERATOR_TOKEN: z.optional(z.string().check(z.minLength(32))),
  // How long personal data is kept, in months (docs/product.md#retention).
  RETENTION_REGISTRANT_MONTHS: z.optional(months),
  RETENTION_COMPLAINT_IMAGE_MONTHS: z.optional(months),
  RETENTION_MESSAGE_TEXT_MONTHS: z.optional(months),
  RETENTION_CONSENT_SOURCE_MONTHS: z.optional(months),
  LANDING_SMS_PER_IP_HOUR: z._default(z.string().check(z.regex(/^\d{1,6}$/)), '20'),
  PAGES_PER_IP_MINUTE: z._default(z.string().check(z.regex(/^\d{1,6}$/)), '300'),
  // SMS per market (docs/decisions/104-sms-providers-per-market.md).
  SMS_PROVIDER_IN: z.optional(z.enum(['outbox', 'exotel'])),
  SMS_PROVIDER_ID: z.optional(z.enum(['outbox', 'infobip'])),
  EXOTEL_API_URL: z.optional(z.url()),
  EXOTEL_ACCOUNT_SID: z.optional(
    z.string().check(z.regex(/^[\w-]{1,64}$/, 'must be the account SID: letters, digits, - or _')),
  ),
  EXOTEL_API_KEY: secret,
  EXOTEL_API_TOKEN: secret,
  SMS_SENDER_IN: z.optional(
    z.string().check(z.regex(/^[A-Z]{6}$/, 'must be the DLT-registered header: 6 capital letters')),
  ),
  SMS_DLT_ENTITY_ID: z.optional(
    z.string().check(z.regex(/^\d{19}$/, 'must be the 19-digit DLT principal entity id')),
  ),
  SMS_DLT_TEMPLATES: z.optional(z.string()),
  // The providers' delivery reports come back to PUBLIC_URL with this in the address.
  SMS_REPORTS_TOKEN: z.optional(
    z.string().check(z.minLength(32, 'must be at least 32 characters')),
  ),
  INFOBIP_API_URL: z.optional(z.url()),
  INFOBIP_API_KEY: secret,
  SMS_SENDER_ID: z.optional(
    z
      .string()
      .check(
        z.regex(/^[A-Za-z0-9]{3,11}$/, 'must be the registered sender: 3 to 11 letters or digits'),
      ),
  ),
});

type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where PGlite keeps its files and file storage keeps uploads. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per process (docs/decisions/042-one-round-trip-for-the-loan-account.md). */
  databasePoolSize: number;
  /** How long a call may wait on the database before it answers 503 (decision 089). */
  databaseTimeouts: DbTimeouts;
  /**
   * How long a stop (SIGTERM) waits for requests in flight; what is still unanswered then gets the
   * 503 envelope, or its connection closed (decision 089).
   */
  drainSeconds: number;
  /** Origin printed in demo links; the listening address when unset. */
  publicUrl: string;
  webDist: string;
  /** The operator console's build (apps/console/dist), served at /console/. */
  consoleDist: string;
  /**
   * The host the console and its calls are served on, and nothing else is (decision 073). Unset
   * outside production: one host serves everything. Unset in production: no console at all.
   */
  consoleHost: string | undefined;
  logLevel: string;
  /**
   * The support API is off in production unless explicitly enabled (docs/product.md#support-api).
   */
  devApi: boolean;
  /**
   * Where the support API's clock starts instead of the real time, then running on at the real
   * pace: a worker started at 08:00 IST whatever the hour, so benchmarks and demos of the
   * reminders agree on a time across processes. Never in production.
   */
  devClockAt: Date | undefined;
  /** Whether the seed's demo data is loaded (never in production: docs/product.md#session). */
  seedDemo: boolean;
  trustProxy: boolean;
  /**
   * The console's session cookie says Secure even when the request did not arrive over TLS as
   * far as we can tell (decision 060). On in production unless STAFF_COOKIE_SECURE=0.
   */
  staffCookieSecure: boolean;
  sessionTtlHours: number;
  /** How long a session found in the database is trusted without asking again; 0: never. */
  sessionCacheSeconds: number;
  /**
   * Signs sandbox callbacks and keys card fingerprints. Must stay the same across restarts, or a
   * card bound before is not recognised. A fixed development value outside production.
   */
  paymentsSecret: string | undefined;
  /**
   * The payment adapters that move the money (docs/payments.md), each for its markets: a real one
   * takes its market, the sandbox any left. `sandbox` takes no real money, so production refuses
   * it unless the support API is on (staging), and production without a provider for every
   * market does not start (docs/decisions/023-payments-in-production.md).
   */
  paymentProviders: readonly string[];
  /** Razorpay's keys and webhook secret, when `razorpay` is one of the providers. */
  razorpay: RazorpaySettings | undefined;
  /** Xendit's secret key and callback token, when `xendit` is one of the providers. */
  xendit: XenditSettings | undefined;
  /** Rate-limit state is shared through Redis when set, kept in this process's memory otherwise. */
  redisUrl: string | undefined;
  /**
   * Whether this API process also runs the job workers and schedules (docs/scaling.md): on by
   * default, so `npm start` is the whole product; off where `npm run worker` runs them apart.
   * Tests run jobs themselves, so it is off under NODE_ENV=test.
   */
  jobWorkers: boolean;
  /**
   * The SMTP server e-mail is sent through (docs/decisions/105-email-over-smtp.md); without one,
   * e-mail lands in the outbox table the support API reads.
   */
  smtp: SmtpSettings | undefined;
  /**
   * Opens the operator endpoints (the funnel, landing templates). Without one, in production,
   * they answer 404; outside production a fixed development value is used.
   */
  operatorToken: string | undefined;
  /**
   * Landing-page codes per address per hour (docs/product.md#otp-and-captcha). Carriers put many
   * people behind one address, so this is a backstop; the per-phone limits and the captcha are the
   * defence.
   */
  landingSmsPerIpHour: number;
  /**
   * Pages drawn per address per minute, found or not (docs/architecture.md#pages): drawing one runs
   * the screen's queries, so a flood of them is refused with 429 before it reaches the database.
   */
  pagesPerIpMinute: number;
  /**
   * How long personal data is kept before the nightly retention tasks delete it
   * (docs/product.md#retention): at most what the privacy notices promise, so a period can be
   * shortened here but never lengthened past the notice.
   */
  retention: RetentionPeriods;
  /**
   * Who delivers each market's SMS (docs/decisions/104-sms-providers-per-market.md): a provider's
   * adapter, or the outbox, where nobody receives them. Unset, the outbox, outside production and
   * in staging; production names one for each market, `outbox` included, or does not start.
   */
  sms: { IN: OutboxSms | ExotelSms; ID: OutboxSms | InfobipSms };
  /** What a provider's delivery report must carry to be taken; none, and none is asked for. */
  smsReportsToken: string | undefined;
}

export interface OutboxSms {
  readonly provider: 'outbox';
}

/** India through Exotel's SMS API, every message under its DLT template (decision 104). */
export interface ExotelSms {
  readonly provider: 'exotel';
  /** The account's cluster, e.g. https://api.in.exotel.com (Mumbai); no trailing slash. */
  readonly apiUrl: string;
  readonly accountSid: string;
  readonly apiKey: string;
  readonly apiToken: string;
  /** The DLT-registered header the texts come from: 6 letters. */
  readonly sender: string;
  /** The principal entity id the lender is registered under on the DLT platform. */
  readonly dltEntityId: string;
  /** Our template name (`SmsMessage.template`) to the DLT template id registered for its text. */
  readonly dltTemplates: ReadonlyMap<string, string>;
  /** Where Exotel reports each text delivered or not (`StatusCallback`); none without a token. */
  readonly reportUrl?: string;
}

/** Indonesia through Infobip's SMS API (decision 104). */
export interface InfobipSms {
  readonly provider: 'infobip';
  /** The account's own base URL, e.g. https://xxxxx.api.infobip.com; no trailing slash. */
  readonly apiUrl: string;
  readonly apiKey: string;
  /** The sender name registered for Indonesia. */
  readonly sender: string;
  /** Where Infobip reports each text delivered or not; none without a token. */
  readonly reportUrl?: string;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://, port 465 by default); otherwise STARTTLS when offered. */
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
  /**
   * Refuse to go on without STARTTLS: in production nothing, credentials least of all, crosses
   * the network in the clear.
   */
  requireTls: boolean;
  /** Who the lender's e-mail is from (MAIL_FROM). */
  from: MailFrom;
}

export interface MailFrom {
  /** The lender's name as mail clients show it; absent for a bare address. */
  name: string | undefined;
  address: string;
}

const invalid = (variable: string, why: string) =>
  new Error(`Invalid configuration:\n  ${variable}: ${why}`);

/**
 * `smtp://user:password@host:port` or `smtps://…`, user and password percent-encoded. What is
 * wrong is named without repeating the value: it holds the password.
 */
function smtpSettings(
  value: string | undefined,
  from: MailFrom | undefined,
  production: boolean,
): SmtpSettings | undefined {
  if (value === undefined) return undefined;
  if (!from) throw invalid('MAIL_FROM', 'is needed with SMTP_URL: who the e-mail is from');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('SMTP_URL', 'is not a URL (smtp://user:password@host:port)');
  }
  if (!url.hostname) throw invalid('SMTP_URL', 'names no host');
  if ((url.pathname !== '' && url.pathname !== '/') || url.search || url.hash) {
    throw invalid('SMTP_URL', 'takes no path or query: smtp://user:password@host:port');
  }
  if (Boolean(url.username) !== Boolean(url.password)) {
    throw invalid('SMTP_URL', 'has a user without a password, or a password without a user');
  }
  const secure = url.protocol === 'smtps:';
  let auth: SmtpSettings['auth'];
  try {
    auth = url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined;
  } catch {
    throw invalid('SMTP_URL', 'has a user or password that is not percent-encoded properly');
  }
  return {
    // An IPv6 literal comes in brackets, which a socket does not take.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth,
    requireTls: production && !secure,
    from,
  };
}

/** `Lender Name <address@lender.example>`, or a bare address. */
function mailFrom(value: string | undefined): MailFrom | undefined {
  if (value === undefined) return undefined;
  const named = /^\s*(?:"([^"]*)"|([^<"]*?))\s*<([^<>\s]+)>\s*$/.exec(value);
  const name = (named ? (named[1] ?? named[2]) : undefined)?.trim() || undefined;
  const address = named ? named[3] : value.trim();
  if (address === undefined || !isEmail(address)) {
    throw invalid(
      'MAIL_FROM',
      'must be an address, or a name and an address: Lender <mail@lender.example>',
    );
  }
  // eslint-disable-next-line no-control-regex
  if (name !== undefined && (name.length > 100 || /[\u0000-\u001f\u007f<>]/.test(name))) {
    throw invalid(
      'MAIL_FROM',
      'has a name longer than 100 characters or with characters a header cannot carry',
    );
  }
  return { name, address };
}

/** Outside production only; printed by `npm start` so a developer can call the operator API. */
export const DEVELOPMENT_OPERATOR_TOKEN = 'tenora-operator-token-for-development-only';

const isOn = (v: string | undefined) => v === '1' || v === 'true';

const OUTBOX: OutboxSms = { provider: 'outbox' };
const DLT_TEMPLATE = /^([a-z][a-z0-9.-]{0,39}):(\d{19})$/;

/** `otp-register:1107…,otp-repayment:1107…`: template names and their DLT template ids. */
function dltTemplates(raw: string): ReadonlyMap<string, string> | string {
  const map = new Map<string, string>();
  for (const entry of raw.split(',').map((s) => s.trim())) {
    const [, name, id] = DLT_TEMPLATE.exec(entry) ?? [];
    if (!name || !id) {
      return `"${entry}" is not name:id, a template name and its 19-digit DLT template id, comma-separated`;
    }
    if (map.has(name)) return `template "${name}" is given twice`;
    map.set(name, id);
  }
  return map;
}

const RETENTION_VARIABLES = {
  registrantMonths: 'RETENTION_REGISTRANT_MONTHS',
  complaintImageMonths: 'RETENTION_COMPLAINT_IMAGE_MONTHS',
  messageTextMonths: 'RETENTION_MESSAGE_TEXT_MONTHS',
  consentSourceMonths: 'RETENTION_CONSENT_SOURCE_MONTHS',
} as const satisfies Record<keyof RetentionPeriods, keyof Env>;

/**
 * Each period as set, or the notice's. Keeping data longer than the privacy notices say would
 * break their promise, so a longer period stops the start until the notices say it too
 * (packages/domain/src/retention.ts).
 */
function retentionPeriods(e: Env): RetentionPeriods {
  const period = (key: keyof RetentionPeriods): number => {
    const variable = RETENTION_VARIABLES[key];
    const promised = RETENTION_PROMISED[key];
    const value = e[variable];
    if (value === undefined) return promised;
    if (Number(value) > promised) {
      throw invalid(
        variable,
        `the privacy notices promise deletion after ${promised} months; keeping data longer needs the notices changed first (packages/domain/src/retention.ts)`,
      );
    }
    return Number(value);
  };
  return {
    registrantMonths: period('registrantMonths'),
    complaintImageMonths: period('complaintImageMonths'),
    messageTextMonths: period('messageTextMonths'),
    consentSourceMonths: period('consentSourceMonths'),
  };
}

type SmsSetting = {
  [K in keyof Env]-?: K extends `SMS_${string}` | `EXOTEL_${string}` | `INFOBIP_${string}`
    ? K
    : never;
}[keyof Env];

/**
 * Each market's SMS route. Production without a provider for a market does not start: its borrowers
 * would never get a code. `outbox` says so on purpose, and the start says where the texts stay.
 */
function smsConfig(e: Env, production: boolean, devApi: boolean, publicUrl: string): Config['sms'] {
  const problems: string[] = [];
  const given = (name: Exclude<SmsSetting, 'SMS_PROVIDER_IN' | 'SMS_PROVIDER_ID'>, by: string) => {
    const value = e[name];
    if (value === undefined) problems.push(`  ${name}: needed with ${by}`);
    return value ?? '';
  };
  const url = (name: 'EXOTEL_API_URL' | 'INFOBIP_API_URL', by: string) => {
    const value = given(name, by);
    if (production && value && !value.startsWith('https://')) {
      problems.push(
        `  ${name}: must be https in production: the credentials go with every request`,
      );
    }
    return value.replace(/\/+$/, '');
  };
  const chosen = <P extends string>(
    name: 'SMS_PROVIDER_IN' | 'SMS_PROVIDER_ID',
    provider: P | 'outbox' | undefined,
    market: string,
    real: P,
  ) => {
    const value = provider ?? (devApi ? 'outbox' : undefined);
    if (value === undefined) {
      problems.push(
        `  ${name}: production sends borrowers in ${market} their codes by SMS, so it needs a provider (${real}); ${name}=outbox keeps ${market}'s texts in the outbox, where nobody receives them (docs/decisions/104-sms-providers-per-market.md)`,
      );
    }
    return value;
  };

  const templates =
    e.SMS_DLT_TEMPLATES === undefined ? undefined : dltTemplates(e.SMS_DLT_TEMPLATES);
  if (typeof templates === 'string') problems.push(`  SMS_DLT_TEMPLATES: ${templates}`);

  let IN: Config['sms']['IN'] = OUTBOX;
  if (chosen('SMS_PROVIDER_IN', e.SMS_PROVIDER_IN, 'India', 'exotel') === 'exotel') {
    const by = 'SMS_PROVIDER_IN=exotel';
    if (templates === undefined) given('SMS_DLT_TEMPLATES', by);
    IN = {
      provider: 'exotel',
      apiUrl: url('EXOTEL_API_URL', by),
      accountSid: given('EXOTEL_ACCOUNT_SID', by),
      apiKey: given('EXOTEL_API_KEY', by),
      apiToken: given('EXOTEL_API_TOKEN', by),
      sender: given('SMS_SENDER_IN', by),
      dltEntityId: given('SMS_DLT_ENTITY_ID', by),
      dltTemplates: typeof templates === 'object' ? templates : new Map(),
      ...reportUrl(e, publicUrl, 'exotel'),
    };
  }
  let ID: Config['sms']['ID'] = OUTBOX;
  if (chosen('SMS_PROVIDER_ID', e.SMS_PROVIDER_ID, 'Indonesia', 'infobip') === 'infobip') {
    const by = 'SMS_PROVIDER_ID=infobip';
    ID = {
      provider: 'infobip',
      apiUrl: url('INFOBIP_API_URL', by),
      apiKey: given('INFOBIP_API_KEY', by),
      sender: given('SMS_SENDER_ID', by),
      ...reportUrl(e, publicUrl, 'infobip'),
    };
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return { IN, ID };
}

/**
 * Where a provider's delivery reports come (docs/decisions/111-sms-delivery-reports.md): the
 * token in the address is the only proof a report is the provider's, as neither signs them.
 */
function reportUrl(e: Env, publicUrl: string, provider: SmsReportProvider) {
  if (e.SMS_REPORTS_TOKEN === undefined) return {};
  const token = encodeURIComponent(e.SMS_REPORTS_TOKEN);
  return { reportUrl: `${publicUrl}${SMS_REPORTS_PATH}/${provider}?token=${token}` };
}

/** The path under which each provider's delivery reports arrive, then `/exotel` or `/infobip`. */
export const SMS_REPORTS_PATH = '/hooks/sms';
export type SmsReportProvider = 'exotel' | 'infobip';

/** India's payments through Razorpay (docs/payments.md#razorpay-india). */
export interface RazorpaySettings {
  /** https://api.razorpay.com, or a stand-in's address in tests; no trailing slash. */
  readonly apiUrl: string;
  readonly keyId: string;
  readonly keySecret: string;
  /** The secret set on the webhook in Razorpay's Dashboard, which signs every delivery. */
  readonly webhookSecret: string;
  /**
   * While the secret is rotated: the one before, which Razorpay's retries of older deliveries
   * are still signed with.
   */
  readonly previousWebhookSecret?: string | undefined;
  /** The RazorpayX account that validations and payouts are paid from (`account_number`). */
  readonly payoutAccountNumber: string;
}

/** Indonesia's payments through Xendit (docs/payments.md#xendit-indonesia). */
export interface XenditSettings {
  /** https://api.xendit.co, or a stand-in's address in tests; no trailing slash. */
  readonly apiUrl: string;
  readonly secretKey: string;
  /** The Dashboard's callback verification token, which every callback carries. */
  readonly callbackToken: string;
}

/**
 * Which adapters take payments, and their settings, checked before anything starts: an adapter
 * this build lacks, a missing key, a test key or the sandbox where real money is due.
 */
function paymentSettings(e: Env, production: boolean, devApi: boolean) {
  const names = (e.PAYMENT_PROVIDER ?? (devApi ? 'sandbox' : '')).split(',').filter(Boolean);
  if (names.length === 0) {
    throw invalid(
      'PAYMENT_PROVIDER',
      'production takes real payments, so it needs a payment provider; none is set (see docs/payments.md)',
    );
  }
  // A name this build has no adapter for is refused where the adapters are made (boot.ts).
  const providers = [...new Set(names)];
  if (providers.includes('sandbox') && !devApi) {
    throw invalid(
      'PAYMENT_PROVIDER',
      'the sandbox takes no real money; in production it runs only with TENORA_DEV_API=1 (staging)',
    );
  }
  let razorpay: RazorpaySettings | undefined;
  if (providers.includes('razorpay')) {
    const missing = (
      [
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'RAZORPAYX_ACCOUNT_NUMBER',
      ] as const
    )
      .filter((k) => e[k] === undefined)
      .map((k) => `  ${k}: needed with PAYMENT_PROVIDER=razorpay`);
    const apiUrl = (e.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/+$/, '');
    if (production && !apiUrl.startsWith('https://'))
      missing.push(
        '  RAZORPAY_API_URL: must be https in production: the keys go with every request',
      );
    // Razorpay's test mode takes no real money: like the sandbox, only on staging.
    if (production && !devApi && e.RAZORPAY_KEY_ID?.startsWith('rzp_test_'))
      missing.push(
        '  RAZORPAY_KEY_ID: a test-mode key (rzp_test_…) takes no real money; production needs a live key (rzp_live_…)',
      );
    if (missing.length > 0) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
    razorpay = {
      apiUrl,
      keyId: e.RAZORPAY_KEY_ID ?? '',
      keySecret: e.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
      previousWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET_PREVIOUS,
      payoutAccountNumber: e.RAZORPAYX_ACCOUNT_NUMBER ?? '',
    };
  }
  let xendit: XenditSettings | undefined;
  if (providers.includes('xendit')) {
    const missing = (['XENDIT_SECRET_KEY', 'XENDIT_CALLBACK_TOKEN'] as const)
      .filter((k) => e[k] === undefined)
      .map((k) => `  ${k}: needed with PAYMENT_PROVIDER=xendit`);
    const apiUrl = (e.XENDIT_API_URL ?? 'https://api.xendit.co').replace(/\/+$/, '');
    if (production && !apiUrl.startsWith('https://'))
      missing.push(
        '  XENDIT_API_URL: must be https in production: the key goes with every request',
      );
    // Xendit's test mode takes no real money: like the sandbox, only on staging.
    if (production && !devApi && e.XENDIT_SECRET_KEY?.startsWith('xnd_development_'))
      missing.push(
        '  XENDIT_SECRET_KEY: a test-mode key (xnd_development_…) takes no real money; production needs a live key (xnd_production_…)',
      );
    if (missing.length > 0) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
    xendit = {
      apiUrl,
      secretKey: e.XENDIT_SECRET_KEY ?? '',
      callbackToken: e.XENDIT_CALLBACK_TOKEN ?? '',
    };
  }
  return { providers, razorpay, xendit };
}

/** DEV_CLOCK_AT's instant; Date would take 30 February as 2 March. */
function devClockStart(text: string): Date {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const at = new Date(text);
  if (calendar.getUTCMonth() !== month - 1 || Number.isNaN(at.getTime())) {
    throw invalid('DEV_CLOCK_AT', 'is not a date and time that exists');
  }
  return at;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const port = Number(e.PORT);
  if (port > 65535) throw invalid('PORT', 'must be at most 65535');
  const production = e.NODE_ENV === 'production';
  const devApi = !production || isOn(e.TENORA_DEV_API);
  const payments = paymentSettings(e, production, devApi);
  const smtp = smtpSettings(e.SMTP_URL, mailFrom(e.MAIL_FROM), production);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const devClockAt = e.DEV_CLOCK_AT === undefined ? undefined : devClockStart(e.DEV_CLOCK_AT);
  // Staging too: a clock set at start is for a developer's machine or a benchmark, never for a
  // server people use.
  if (devClockAt && production) {
    throw invalid('DEV_CLOCK_AT', 'moves the clock, which production never does');
  }
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: Number(e.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE),
    databaseTimeouts: {
      statementMs: Number(e.DATABASE_STATEMENT_TIMEOUT_MS ?? DEFAULT_DB_TIMEOUTS.statementMs),
      lockMs: Number(e.DATABASE_LOCK_TIMEOUT_MS ?? DEFAULT_DB_TIMEOUTS.lockMs),
      waitMs: Number(e.DATABASE_WAIT_TIMEOUT_MS ?? DEFAULT_DB_TIMEOUTS.waitMs),
    },
    drainSeconds: Number(e.DRAIN_SECONDS ?? DEFAULT_DRAIN_SECONDS),
    publicUrl,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    consoleDist: path.resolve(e.CONSOLE_DIST ?? path.join(repoRoot, 'apps/console/dist')),
    consoleHost: e.CONSOLE_HOST?.toLowerCase(),
    logLevel: e.LOG_LEVEL,
    devApi,
    devClockAt,
    seedDemo: !production,
    trustProxy: isOn(e.TRUST_PROXY),
    staffCookieSecure:
      e.STAFF_COOKIE_SECURE === undefined ? production : isOn(e.STAFF_COOKIE_SECURE),
    sessionTtlHours: Number(e.SESSION_TTL_HOURS),
    sessionCacheSeconds: Number(e.SESSION_CACHE_SECONDS),
    paymentsSecret:
      e.PAYMENTS_SECRET ?? (production ? undefined : 'tenora-sandbox-secret-for-development-only'),
    paymentProviders: payments.providers,
    razorpay: payments.razorpay,
    xendit: payments.xendit,
    redisUrl: e.REDIS_URL,
    jobWorkers: (e.JOB_WORKERS ?? (e.NODE_ENV === 'test' ? 'off' : 'in-process')) === 'in-process',
    smtp,
    operatorToken: e.OPERATOR_TOKEN ?? (production ? undefined : DEVELOPMENT_OPERATOR_TOKEN),
    landingSmsPerIpHour: Number(e.LANDING_SMS_PER_IP_HOUR),
    pagesPerIpMinute: Number(e.PAGES_PER_IP_MINUTE),
    retention: retentionPeriods(e),
    sms: smsConfig(e, production, devApi, publicUrl),
    smsReportsToken: e.SMS_REPORTS_TOKEN,
  };
}

/**
 * ops:create-admin's password, when given by the environment rather than stdin. Not part of
 * Config: only that script reads it, once, and the server never sees it.
 */
export function adminPasswordFromEnv(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  return env.TENORA_ADMIN_PASSWORD;
}
