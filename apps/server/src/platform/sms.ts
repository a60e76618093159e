import type { Clock } from './clock.ts';
import type { Queryable } from './db.ts';
import { scrubText } from './logging.ts';

export interface SmsMessage {
  /** E.164. */
  to: string;
  text: string;
  /**
   * Which text this is: one stable name per kind of message (`otp-register`, `otp-repayment`,
   * `reminder`, …). India's operators pass a message only under the DLT template registered for
   * its text, found in configuration by this name (docs/decisions/104-sms-providers-per-market.md).
   */
  template: string;
  /** What the message is for, e.g. 'register' or 'repayment'; codes are bound to it. */
  purpose: string;
  /** The one-time code the text carries, when it carries one. */
  code?: string;
  /**
   * Our id for this message, the same on every try of it: passed to the provider as its client
   * reference, or as its idempotency key where the API has one.
   */
  reference?: string;
}

export interface SmsSent {
  /** The provider's id for the message (the outbox's row id locally), for its delivery reports. */
  providerId?: string;
}

/**
 * A provider's final word on one text (docs/decisions/111-sms-delivery-reports.md): on the
 * phone, or not and never will be. `reference` is ours, as we gave it when sending.
 */
export interface SmsReport {
  reference: string;
  providerId: string;
  outcome: 'delivered' | 'failed';
  /** The provider's status name, for staff. */
  detail: string;
}

export interface SmsGateway {
  /** Hands the message over for delivery; one not taken throws an `SmsDeliveryError`. */
  send(message: SmsMessage): Promise<SmsSent>;
  /**
   * For a message to `to` that this gateway writes to our own database: the same gateway writing
   * in the caller's transaction, so a notification is marked sent exactly when its text is
   * written, never twice. Null when that message goes to a provider over the network.
   */
  within?(tx: Queryable, to: string): SmsGateway | null;
}

/**
 * A message the provider did not take. `retryable`: the same message may be taken later as it is
 * (the provider busy or down, a rate limit, the account's balance), so the caller tries again with
 * backoff; otherwise the message itself is refused (a bad number, a template or sender the
 * operators do not know) and trying again changes nothing (decision 104).
 */
export class SmsDeliveryError extends Error {
  constructor(
    readonly provider: string,
    readonly retryable: boolean,
    detail: string,
    options?: { cause: unknown },
  ) {
    // A provider's own words may quote the number: they are scrubbed before anything logs them.
    super(`${provider}: ${scrubText(detail)}`, options);
    this.name = 'SmsDeliveryError';
  }
}

/** SMS goes only to Indian and Indonesian mobile numbers (docs/product.md#otp-and-captcha). */
const ALLOWED_DESTINATION = /^\+(91|62)\d{8,13}$/;

export class SmsDestinationError extends Error {
  constructor() {
    super('SMS destination outside +91/+62');
  }
}

export function assertSmsDestination(to: string): void {
  if (!ALLOWED_DESTINATION.test(to)) throw new SmsDestinationError();
}

/**
 * Locally and in tests nothing is sent: messages land in an outbox table that the
 * non-production support API reads (`GET /film/dev/sms-outbox`).
 */
export class OutboxSmsGateway implements SmsGateway {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  within(tx: Queryable): SmsGateway {
    return new OutboxSmsGateway(tx, this.clock);
  }

  async send(message: SmsMessage): Promise<SmsSent> {
    assertSmsDestination(message.to);
    const [row] = await this.db.query<{ id: string }>(
      `insert into sms_outbox (to_phone, body, purpose, code, sent_at) values ($1, $2, $3, $4, $5)
        returning id::text`,
      [message.to, message.text, message.purpose, message.code ?? null, this.clock.now()],
    );
    return row ? { providerId: row.id } : {};
  }
}

/** What the outbox holds for one number, newest first: the support API's view of a phone. */
export function outboxOf(
  db: Queryable,
  to: string,
): Promise<{ to_phone: string; body: string; code: string | null; sent_at: Date }[]> {
  return db.query(
    'select to_phone, body, code, sent_at from sms_outbox where to_phone = $1 order by sent_at desc, id desc limit 50',
    [to],
  );
}

/**
 * Deletes up to `limit` texts sent to numbers of `countryCode` before `before` from the outbox;
 * answers how many (docs/product.md#retention). The whole row goes, number and code with the text:
 * nothing else reads an old one, the console's log being the notification's deliveries.
 */
export async function deleteOldTexts(
  db: Queryable,
  countryCode: string,
  before: Date,
  limit: number,
): Promise<number> {
  const rows = await db.query(
    `delete from sms_outbox where id in (
       select id from sms_outbox where sent_at < $1 and to_phone like $2 order by sent_at limit $3)
     returning id`,
    [before, `+${countryCode}%`, limit],
  );
  return rows.length;
}

/**
 * Deletes the outbox's texts to one number but those of `keepPurpose` (an erasure,
 * docs/product.md#privacy): the last word, that the account is closed, is what stays.
 */
export async function deleteTextsTo(
  db: Queryable,
  to: string,
  keepPurpose: string,
): Promise<number> {
  const rows = await db.query(
    'delete from sms_outbox where to_phone = $1 and purpose <> $2 returning id',
    [to, keepPurpose],
  );
  return rows.length;
}

/** A provider's answer: its HTTP status, and its body when that is JSON. */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** How long a provider has to answer a send when its adapter is not told otherwise. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Posts one request to an SMS provider. No answer in time, or no answer at all, is retryable: the
 * provider may have taken the message all the same, which is what the message's reference is for.
 */
export async function postToProvider(
  provider: string,
  url: string,
  request: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<ProviderAnswer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = await res.text();
    return { status: res.status, body: parseJson(text) };
  } catch (err) {
    throw new SmsDeliveryError(provider, true, `no answer (${(err as Error).name})`, {
      cause: err,
    });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The statuses at which a provider asks to be tried again: too many requests, or its own fault. */
export const isBusyStatus = (status: number) => status === 429 || status >= 500;
