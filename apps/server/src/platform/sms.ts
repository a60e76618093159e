import type { Clock } from './clock.ts';
import type { Queryable } from './db.ts';

export interface SmsMessage {
  /** E.164. */
  to: string;
  text: string;
  /** What the message is for, e.g. 'register' or 'repayment'; codes are bound to it. */
  purpose: string;
  /** The one-time code the text carries, when it carries one. */
  code?: string;
}

export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
  /**
   * The same gateway writing in the caller's transaction, for a gateway that writes to our own
   * database: a notification is then marked sent exactly when its text is written, never twice.
   */
  within?(tx: Queryable): SmsGateway;
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

  async send(message: SmsMessage): Promise<void> {
    assertSmsDestination(message.to);
    await this.db.query(
      'insert into sms_outbox (to_phone, body, purpose, code, sent_at) values ($1, $2, $3, $4, $5)',
      [message.to, message.text, message.purpose, message.code ?? null, this.clock.now()],
    );
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
