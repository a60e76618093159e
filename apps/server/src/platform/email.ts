import { isEmail } from '@tenora/domain/email';
import type { Locale } from '@tenora/domain/market';
import nodemailer, {
  type NodemailerError,
  type SMTPPoolOptions,
  type Transporter,
} from 'nodemailer';
import type { SmtpSettings } from '../config.ts';
import type { Clock } from './clock.ts';
import type { Queryable } from './db.ts';

/** One e-mail to one person, a borrower or a member of staff (docs/decisions/105-email-over-smtp.md). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Our id for the message, the same on every try of it: the Message-ID's local part and the
   * X-Tenora-Reference header, so a retried send is recognised as the same message. Letters,
   * digits and `.`, `_`, `-` between them, at most 100.
   */
  reference: string;
  /** The language it is written in, sent as Content-Language. */
  locale: Locale;
}

export interface EmailGateway {
  /**
   * Resolves once the server has taken the message; `providerId` is the id the provider gave it,
   * when its answer names one. Fails with `EmailDeliveryError`.
   */
  send(message: EmailMessage): Promise<{ providerId?: string }>;
  /**
   * For a gateway that writes to our own database: the same gateway writing in the caller's
   * transaction, so a notification is marked sent exactly when its e-mail is written.
   */
  within?(tx: Queryable): EmailGateway;
}

/**
 * A message not delivered. `retryable`: a later try of the same message may go through (a 4xx
 * answer; a connection refused, dropped or timed out; TLS, credentials or our sender refused,
 * which are ours to fix); otherwise the server refused this message for good (a 5xx answer to its
 * recipient or its content, such as 550 for a mailbox that does not exist) or the address is not
 * one. The message names the SMTP reply's codes, never the server's words, which often repeat the
 * address.
 */
export class EmailDeliveryError extends Error {
  readonly retryable: boolean;
  /** The SMTP reply code, when the server answered. */
  readonly responseCode: number | undefined;

  constructor(message: string, opts: { retryable: boolean; responseCode?: number | undefined }) {
    super(message);
    this.name = 'EmailDeliveryError';
    this.retryable = opts.retryable;
    this.responseCode = opts.responseCode;
  }
}

const REFERENCE = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;
const REFERENCE_MAX = 100;

/**
 * Both gateways take the same messages: a bad address fails for good, a bad reference is our bug.
 * The address as it is sent: without the spaces around it.
 */
function checkMessage(message: EmailMessage): string {
  if (!isEmail(message.to)) {
    throw new EmailDeliveryError('not an e-mail address', { retryable: false });
  }
  if (message.reference.length > REFERENCE_MAX || !REFERENCE.test(message.reference)) {
    throw new Error('An e-mail reference is letters, digits and . _ - between them, at most 100');
  }
  return message.to.trim();
}

// An enhanced status code (RFC 3463), e.g. 5.1.1: what the reply means, without its words.
const ENHANCED_STATUS = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/;

// The server took the connection and refused this message: its recipient (RCPT TO) or its
// content (DATA). A refusal anywhere else is of the connection or of us as sender: the greeting,
// TLS, credentials, MAIL FROM.
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);
// Authentication required, too weak, refused, or needing encryption (RFC 4954): ours to fix.
const AUTH_REPLIES = new Set([530, 534, 535, 538]);

/**
 * What nodemailer's failure means for another try of the message (RFC 5321: a 4yz reply is
 * transient, a 5yz one permanent). Only a permanent refusal of the message itself ends it; the
 * rest (no answer, 4yz, a refusal of the connection or of our own settings) is worth a retry,
 * which the same reference makes recognisable.
 */
function deliveryError(err: unknown): EmailDeliveryError {
  const e = (err ?? {}) as NodemailerError;
  const code = typeof e.code === 'string' ? e.code : 'ERROR';
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  if (responseCode === undefined) {
    // No answer to the message: refused, dropped, timed out or given up on. It may go next time.
    const cause = e.originalCode && e.originalCode !== code ? ` (${e.originalCode})` : '';
    return new EmailDeliveryError(`SMTP ${code}${cause}`, { retryable: true });
  }
  const command = e.command ?? 'CONNECT';
  const status = ENHANCED_STATUS.exec(e.response ?? '')?.[1];
  const permanent =
    responseCode >= 500 &&
    responseCode < 600 &&
    // 503 is a command out of sequence, not a refusal of the message.
    responseCode !== 503 &&
    !AUTH_REPLIES.has(responseCode) &&
    MESSAGE_COMMANDS.has(command);
  return new EmailDeliveryError(`SMTP ${responseCode}${status ? ` ${status}` : ''} at ${command}`, {
    retryable: !permanent,
    responseCode,
  });
}

/** How long one send may take in all, queueing for a pooled connection included. */
const SEND_DEADLINE_MS = 60_000;

/**
 * E-mail through the lender's SMTP server or provider, on a small pool of connections. Nothing
 * is logged here: addresses and bodies are the borrower's.
 */
export class SmtpEmailGateway implements EmailGateway {
  private readonly transport: Transporter;
  private readonly messageIdDomain: string;

  constructor(smtp: SmtpSettings) {
    const { from } = smtp;
    this.messageIdDomain = from.address.split('@')[1] ?? 'localhost';
    const options: SMTPPoolOptions & { pool: true } = {
      pool: true,
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      requireTLS: smtp.requireTls,
      ...(smtp.auth ? { auth: { user: smtp.auth.user, pass: smtp.auth.pass } } : {}),
      // A few connections are plenty for notices; more only queue at the provider.
      maxConnections: 3,
      maxMessages: 100,
      // Open a connection, be greeted and get each answer within these, or fail for a retry.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      dnsTimeout: 5_000,
      idleTimeout: 60_000,
      logger: false,
      debug: false,
    };
    this.transport = nodemailer.createTransport(options, {
      from: from.name ? { name: from.name, address: from.address } : from.address,
    });
  }

  async send(message: EmailMessage): Promise<{ providerId?: string }> {
    const to = checkMessage(message);
    try {
      const info = (await this.transport.sendMail({
        to,
        subject: message.subject,
        text: message.text,
        ...(message.html !== undefined ? { html: message.html } : {}),
        messageId: `<${message.reference}@${this.messageIdDomain}>`,
        headers: {
          'X-Tenora-Reference': message.reference,
          'Content-Language': message.locale,
        },
        signal: AbortSignal.timeout(SEND_DEADLINE_MS),
      })) as { response?: unknown };
      const providerId = queuedAs(typeof info.response === 'string' ? info.response : '');
      return providerId ? { providerId } : {};
    } catch (err) {
      throw deliveryError(err);
    }
  }

  /** Closes the pool's connections; a send in progress finishes first. */
  async close(): Promise<void> {
    this.transport.close();
  }
}

/** Where the common servers put their id for a message in the final 250 reply. */
const PROVIDER_ID = [
  // Postfix: "250 2.0.0 Ok: queued as 4F3C1"
  /\bqueued as ([A-Za-z0-9]{1,64})\b/i,
  // Exim: "250 OK id=1rXyZa-0001Ab-Cd"
  /\bid=([A-Za-z0-9-]{1,64})\b/,
  // Amazon SES: "250 Ok 0100018b5c3c0a4f-…-000000"
  /^250 Ok ([0-9a-f]+(?:-[0-9a-f]+)+)$/i,
];

function queuedAs(response: string): string | undefined {
  for (const pattern of PROVIDER_ID) {
    const id = pattern.exec(response)?.[1];
    if (id) return id;
  }
  return undefined;
}

/**
 * Locally and in tests nothing is sent: messages land in an outbox table that the
 * non-production support API reads (`GET /film/dev/email-outbox`). Every try is kept, a retry of
 * one reference too, so a test sees a message sent twice.
 */
export class OutboxEmailGateway implements EmailGateway {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  within(tx: Queryable): EmailGateway {
    return new OutboxEmailGateway(tx, this.clock);
  }

  async send(message: EmailMessage): Promise<{ providerId?: string }> {
    const to = checkMessage(message);
    await this.db.query(
      `insert into email_outbox (reference, to_address, subject, body_text, body_html, locale, sent_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        message.reference,
        to,
        message.subject,
        message.text,
        message.html ?? null,
        message.locale,
        this.clock.now(),
      ],
    );
    return {};
  }
}

export interface OutboxEmailRow {
  reference: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  locale: Locale;
  sent_at: Date;
}

/**
 * What the outbox holds for one address, newest first: the support API's view of a mailbox. An
 * address is one mailbox whatever its letters' case, as providers treat it.
 */
export function emailOutboxOf(db: Queryable, to: string): Promise<OutboxEmailRow[]> {
  return db.query<OutboxEmailRow>(
    `select reference, to_address, subject, body_text, body_html, locale, sent_at from email_outbox
      where lower(to_address) = lower($1) order by sent_at desc, id desc limit 50`,
    [to.trim()],
  );
}

/**
 * Deletes up to `limit` e-mails written in one of `locales` (a market's languages) before `before`
 * from the outbox; answers how many (docs/product.md#retention). Nothing else reads an old one:
 * the console's log is the notification's deliveries.
 */
export async function deleteOldEmails(
  db: Queryable,
  locales: readonly Locale[],
  before: Date,
  limit: number,
): Promise<number> {
  const rows = await db.query(
    `delete from email_outbox where id in (
       select id from email_outbox where sent_at < $1 and locale = any($2::text[])
        order by sent_at limit $3)
     returning id`,
    [before, locales, limit],
  );
  return rows.length;
}

/**
 * Deletes the outbox's e-mails to one address but the one of `keepReference` (an erasure,
 * docs/product.md#privacy): the last word, that the account is closed, is what stays.
 */
export async function deleteEmailsTo(
  db: Queryable,
  to: string,
  keepReference: string,
): Promise<number> {
  const rows = await db.query(
    `delete from email_outbox where lower(to_address) = lower($1) and reference <> $2
     returning id`,
    [to.trim(), keepReference],
  );
  return rows.length;
}
