import type { ExotelSms } from '../config.ts';
import type { SmsGateway, SmsMessage, SmsReport, SmsSent } from './sms.ts';
import { isBusyStatus, postToProvider, PROVIDER_TIMEOUT_MS, SmsDeliveryError } from './sms.ts';

const NAME = 'exotel';
const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * India's SMS through Exotel's Send SMS API: `POST /v1/Accounts/<sid>/Sms/send.json`, a form
 * with HTTP Basic authentication by the account's API key and token (developer.exotel.com/api/sms).
 * Every message goes under the lender's DLT entity and the DLT template registered for its text,
 * from the registered header: a message whose template has no DLT id is refused here, before
 * anything is sent, because Indian operators drop it (docs/decisions/104-sms-providers-per-market.md).
 */
export class ExotelSmsGateway implements SmsGateway {
  constructor(
    private readonly config: ExotelSms,
    private readonly timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {}

  async send(message: SmsMessage): Promise<SmsSent> {
    // A text in Devanagari is the Hindi one (docs/decisions/118-hindi-for-india.md): DLT matches
    // the words, so it goes under the template registered for them, `<name>.hi`, and as Unicode
    // (70 characters a part, where English has 160).
    const hindi = DEVANAGARI.test(message.text);
    const template = hindi ? `${message.template}.hi` : message.template;
    const dltTemplateId = this.config.dltTemplates.get(template);
    if (dltTemplateId === undefined) {
      throw new SmsDeliveryError(
        NAME,
        false,
        `template "${template}" has no DLT template id in SMS_DLT_TEMPLATES; Indian operators drop a text sent without one`,
      );
    }
    const form = new URLSearchParams({
      From: this.config.sender,
      To: message.to,
      Body: message.text,
      DltEntityId: this.config.dltEntityId,
      DltTemplateId: dltTemplateId,
      // Our texts are all service messages to the borrower: codes, reminders, answers.
      SmsType: 'transactional',
    });
    if (hindi) form.set('EncodingType', 'unicode');
    // Exotel asks that only one-time codes go at high priority.
    if (message.code !== undefined) form.set('Priority', 'high');
    // Exotel hands CustomField back with the message's delivery report.
    if (message.reference !== undefined) form.set('CustomField', message.reference);
    if (this.config.reportUrl !== undefined) form.set('StatusCallback', this.config.reportUrl);

    const { accountSid, apiKey, apiToken } = this.config;
    const answer = await postToProvider(
      NAME,
      `${this.config.apiUrl}/v1/Accounts/${encodeURIComponent(accountSid)}/Sms/send.json`,
      {
        headers: {
          authorization: `Basic ${Buffer.from(`${apiKey}:${apiToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        timeoutMs: this.timeoutMs,
      },
    );
    const body = answer.body as ExotelAnswer | undefined;
    if (answer.status >= 200 && answer.status < 300) {
      const sid = body?.SMSMessage?.Sid;
      return typeof sid === 'string' ? { providerId: sid } : {};
    }
    // Exotel says to go by the HTTP status alone; its message only helps whoever reads the log.
    const said = body?.RestException?.Message;
    throw new SmsDeliveryError(
      NAME,
      isRetryable(answer.status),
      `HTTP ${answer.status}${typeof said === 'string' ? `: ${said}` : ''}`,
    );
  }
}

interface ExotelAnswer {
  SMSMessage?: { Sid?: unknown };
  RestException?: { Status?: unknown; Message?: unknown };
}

/**
 * 403 is the account, not the message: no balance left, or an account inactive or past its
 * validity. Paid or renewed, the same message goes, so it is tried again like 429 and 5xx. Any
 * other refusal (400: a bad number, or a sender or template Exotel does not know; 401: wrong
 * credentials) fails again unchanged.
 */
const isRetryable = (status: number) => status === 403 || isBusyStatus(status);

/** Exotel's final statuses (developer.exotel.com/docs/sms-support/sms-status-codes). */
const EXOTEL_FAILED = new Set(['failed', 'failed-dnd', 'expired', 'undelivered']);

/**
 * Exotel's delivery report, the form it posts to `StatusCallback` (SmsSid, Status,
 * DetailedStatus, and our CustomField): delivered once `Status` is `delivered` or the detail is
 * DELIVERED_TO_HANDSET (its details API says `sent` with that detail), failed on a final failure;
 * nothing while the text is still on its way, or for one that is not ours.
 */
export function exotelReport(form: Record<string, unknown>): SmsReport | null {
  const { SmsSid: sid, Status: status, DetailedStatus: detail, CustomField: reference } = form;
  if (typeof sid !== 'string' || typeof status !== 'string' || typeof reference !== 'string') {
    return null;
  }
  const said = typeof detail === 'string' && detail !== '' ? detail : status;
  if (status === 'delivered' || detail === 'DELIVERED_TO_HANDSET') {
    return { reference, providerId: sid, outcome: 'delivered', detail: said };
  }
  if (EXOTEL_FAILED.has(status))
    return { reference, providerId: sid, outcome: 'failed', detail: said };
  return null;
}
