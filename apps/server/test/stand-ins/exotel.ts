import { randomBytes } from 'node:crypto';
import { StandInServer, type Answer, type Received } from './http.ts';

/**
 * Exotel's Send SMS API, played as its documentation describes it:
 * https://developer.exotel.com/api/sms — `POST /v1/Accounts/<sid>/Sms/send`, a form authorised
 * by HTTP Basic with the API key and token, `.json` appended for a JSON answer (an `SMSMessage`
 * with its `Sid`); `DltEntityId` and `DltTemplateId` for Indian numbers
 * (https://developer.exotel.com/docs/sms-api/api-reference/send-sms). Errors, per
 * https://support.exotel.com/support/solutions/articles/48282-sending-an-sms: an HTTP status
 * other than 200 and a `RestException` with that `Status` and a `Message`.
 */
export class ExotelStandIn extends StandInServer {
  static readonly ACCOUNT_SID = 'tenora-lender1';
  static readonly API_KEY = 'exotel-key-for-tests';
  static readonly API_TOKEN = 'exotel-token-for-tests';

  /** The form of every send that got past authentication, in order. */
  readonly sends: Record<string, string>[] = [];
  /** The `Sid` given to each message taken. */
  readonly sids: string[] = [];
  /** Each message taken, by its `Sid`. */
  readonly taken = new Map<string, Record<string, string>>();

  static start(): Promise<ExotelStandIn> {
    return new ExotelStandIn().start();
  }

  /** The settings that send India's texts here (docs/decisions/104-sms-providers-per-market.md). */
  env(): Record<string, string> {
    return {
      SMS_PROVIDER_IN: 'exotel',
      EXOTEL_API_URL: this.url,
      EXOTEL_ACCOUNT_SID: ExotelStandIn.ACCOUNT_SID,
      EXOTEL_API_KEY: ExotelStandIn.API_KEY,
      EXOTEL_API_TOKEN: ExotelStandIn.API_TOKEN,
    };
  }

  /**
   * The delivery report Exotel posts to a text's `StatusCallback` once the operator answers
   * (developer.exotel.com/docs/sms-support/sms-webhooks): the form, with the text's `CustomField`
   * handed back, and where it goes. Final statuses: `delivered`, `failed`, `failed-dnd`,
   * `expired`, `undelivered` (developer.exotel.com/docs/sms-support/sms-status-codes).
   */
  reportOf(sid: string, status: string, detailed: string): { url: string; form: string } {
    const sent = this.taken.get(sid);
    if (!sent?.StatusCallback) throw new Error(`no StatusCallback for ${sid}`);
    const form = new URLSearchParams({
      SmsSid: sid,
      To: sent.To ?? '',
      Status: status,
      DetailedStatus: detailed,
      DetailedStatusCode: detailed === 'DELIVERED_TO_HANDSET' ? '20005' : '23005',
      DateSent: '2026-11-21 12:00:05',
      SmsUnits: '1',
      ...(sent.CustomField ? { CustomField: sent.CustomField } : {}),
    });
    return { url: sent.StatusCallback, form: form.toString() };
  }

  /** The next send is refused as Exotel refuses one: `status`, and its `Message`. */
  failNext(status: number, message: string): void {
    this.next.push(refusal(status, message));
  }

  /** The next send is never answered. */
  stallNext(): void {
    this.next.push({ status: 0, body: null, stall: true });
  }

  protected answer(req: Received): Answer {
    const path = `/v1/Accounts/${ExotelStandIn.ACCOUNT_SID}/Sms/send`;
    if (req.path !== path && req.path !== `${path}.json`) return refusal(404, 'Not Found');
    if (req.method !== 'POST') return refusal(405, 'Method Not Allowed');
    const basic = Buffer.from(`${ExotelStandIn.API_KEY}:${ExotelStandIn.API_TOKEN}`);
    if (req.headers.authorization !== `Basic ${basic.toString('base64')}`) {
      return refusal(401, 'Authentication failed. Invalid API Key or Token.');
    }
    const form = Object.fromEntries(new URLSearchParams(req.body));
    this.sends.push(form);
    const scripted = this.next.shift();
    if (scripted) return scripted;
    // Mandatory: From, To and Body; for an Indian number, the DLT entity too.
    if (!form.From || !form.To || !form.Body || (form.To.startsWith('+91') && !form.DltEntityId)) {
      return refusal(400, 'Invalid Parameters');
    }
    const sid = randomBytes(16).toString('hex');
    this.sids.push(sid);
    this.taken.set(sid, form);
    const message = {
      Sid: sid,
      AccountSid: ExotelStandIn.ACCOUNT_SID,
      From: form.From,
      To: form.To,
      Body: form.Body,
      Status: 'queued',
      DetailedStatusCode: 21010,
      DetailedStatus: 'PENDING_TO_OPERATOR',
      Uri: `/v1/Accounts/${ExotelStandIn.ACCOUNT_SID}/SMS/Messages/${sid}`,
    };
    if (req.path.endsWith('.json')) return { status: 200, body: { SMSMessage: message } };
    const fields = Object.entries(message).map(([k, v]) => `<${k}>${String(v)}</${k}>`);
    return {
      status: 200,
      body: `<TwilioResponse><SMSMessage>${fields.join('')}</SMSMessage></TwilioResponse>`,
    };
  }
}

function refusal(status: number, message: string): Answer {
  return { status, body: { RestException: { Status: status, Message: message } } };
}
