import type { InfobipSms } from '../config.ts';
import type { SmsGateway, SmsMessage, SmsReport, SmsSent } from './sms.ts';
import { isBusyStatus, postToProvider, PROVIDER_TIMEOUT_MS, SmsDeliveryError } from './sms.ts';

const NAME = 'infobip';

/** Infobip's status groups that mean the message will not go (UNDELIVERABLE, REJECTED). */
const NOT_SENT_GROUPS = new Set([2, 5]);

/**
 * Rejections the same message gets past later: REJECTED_NOT_ENOUGH_CREDITS (12) and
 * REJECTED_PREPAID_PACKAGE_EXPIRED (17) once the account is topped up, REJECTED_FLOODING_FILTER
 * (20) once the number's hour has passed, REJECTED_SYSTEM_ERROR (21), which Infobip says to retry.
 */
const RETRYABLE_STATUS_IDS = new Set([12, 17, 20, 21]);

/** REJECTED_DUPLICATE_MESSAGE_ID: Infobip already holds a message under this message id. */
const DUPLICATE_MESSAGE_ID = 23;

/**
 * Indonesia's SMS through Infobip's Send SMS API: `POST /sms/3/messages`, JSON, authorised by
 * `App <API key>` (infobip.com/docs/api/channels/sms). Our reference is the destination's
 * `messageId`, which Infobip keeps unique: a try sent again after a timeout that Infobip had taken
 * is answered REJECTED_DUPLICATE_MESSAGE_ID, and counts as sent
 * (docs/decisions/104-sms-providers-per-market.md).
 */
export class InfobipSmsGateway implements SmsGateway {
  constructor(
    private readonly config: InfobipSms,
    private readonly timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {}

  async send(message: SmsMessage): Promise<SmsSent> {
    const destination = {
      // Infobip takes the number in international form without the plus.
      to: message.to.replace(/^\+/, ''),
      ...(message.reference !== undefined ? { messageId: message.reference } : {}),
    };
    const answer = await postToProvider(NAME, `${this.config.apiUrl}/sms/3/messages`, {
      headers: {
        authorization: `App ${this.config.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        messages: [
          {
            sender: this.config.sender,
            destinations: [destination],
            content: { text: message.text },
            ...(this.config.reportUrl !== undefined
              ? {
                  webhooks: {
                    delivery: { url: this.config.reportUrl, intermediateReport: false },
                    contentType: 'application/json',
                  },
                }
              : {}),
          },
        ],
      }),
      timeoutMs: this.timeoutMs,
    });
    const body = answer.body as InfobipAnswer | undefined;
    if (answer.status < 200 || answer.status >= 300) {
      const said = [body?.errorCode, body?.description].filter((s) => typeof s === 'string');
      throw new SmsDeliveryError(
        NAME,
        isBusyStatus(answer.status),
        `HTTP ${answer.status}${said.length ? `: ${said.join(' ')}` : ''}`,
      );
    }
    const sent = body?.messages?.[0];
    const status = sent?.status;
    if (status && NOT_SENT_GROUPS.has(Number(status.groupId))) {
      if (status.id === DUPLICATE_MESSAGE_ID && message.reference !== undefined) {
        return { providerId: message.reference };
      }
      throw new SmsDeliveryError(
        NAME,
        RETRYABLE_STATUS_IDS.has(Number(status.id)),
        `${String(status.name)}: ${String(status.description)}`,
      );
    }
    return typeof sent?.messageId === 'string' ? { providerId: sent.messageId } : {};
  }
}

interface InfobipAnswer {
  errorCode?: unknown;
  description?: unknown;
  messages?: {
    messageId?: unknown;
    status?: { groupId?: unknown; id?: unknown; name?: unknown; description?: unknown };
  }[];
}

/** Infobip's final status groups (infobip.com/docs/essentials/api-essentials/response-status-and-error-codes). */
const INFOBIP_FAILED_GROUPS = new Set(['UNDELIVERABLE', 'EXPIRED', 'REJECTED']);

/**
 * Infobip's delivery reports, the JSON it posts to the delivery webhook: `results`, each with the
 * `messageId` (ours, given when sending) and its `status`: delivered in the DELIVERED group,
 * failed in UNDELIVERABLE, EXPIRED or REJECTED; pending ones and malformed entries are left out.
 */
export function infobipReports(body: unknown): SmsReport[] {
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.flatMap((entry: unknown): SmsReport[] => {
    const { messageId, status } = (entry ?? {}) as { messageId?: unknown; status?: unknown };
    const { groupName, name } = (status ?? {}) as { groupName?: unknown; name?: unknown };
    if (typeof messageId !== 'string' || typeof groupName !== 'string') return [];
    const detail = typeof name === 'string' ? name : groupName;
    const base = { reference: messageId, providerId: messageId, detail };
    if (groupName === 'DELIVERED') return [{ ...base, outcome: 'delivered' }];
    if (INFOBIP_FAILED_GROUPS.has(groupName)) return [{ ...base, outcome: 'failed' }];
    return [];
  });
}
