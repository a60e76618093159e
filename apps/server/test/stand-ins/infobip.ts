import { randomUUID } from 'node:crypto';
import { StandInServer, type Answer, type Received } from './http.ts';

/** A message status as Infobip reports one (groupId, groupName, id, name, description). */
export interface InfobipStatus {
  groupId: number;
  groupName: string;
  id: number;
  name: string;
  description: string;
}

/** The status of a message just taken, as Infobip's send answer carries it. */
const PENDING_ACCEPTED: InfobipStatus = {
  groupId: 1,
  groupName: 'PENDING',
  id: 26,
  name: 'PENDING_ACCEPTED',
  description: 'Message sent to next instance',
};

/**
 * Infobip's Send SMS API, played as its documentation describes it:
 * https://www.infobip.com/docs/api/channels/sms/sms-messaging/outbound-sms/send-sms-messages —
 * `POST /sms/3/messages`, JSON, authorised by `App <API key>`; each message a `sender`,
 * `destinations` (`to`, and our `messageId`, unique) and `content.text`; the answer a `bulkId` and
 * per destination its `messageId` and `status`. A request refused is an HTTP error with
 * `errorCode`, `description`, `action`, `violations` and `resources`; a message refused is answered
 * with its status in the REJECTED group
 * (https://www.infobip.com/docs/essentials/api-essentials/response-status-and-error-codes).
 */
export class InfobipStandIn extends StandInServer {
  static readonly API_KEY = 'infobip-key-for-tests';

  /** Every request body that got past authentication, parsed, in order. */
  readonly sends: InfobipRequest[] = [];
  /** The messages taken, by message id. */
  readonly taken = new Map<string, { to: string; text: string; sender: string }>();

  static start(): Promise<InfobipStandIn> {
    return new InfobipStandIn().start();
  }

  /** The settings that send Indonesia's texts here (docs/decisions/104-sms-providers-per-market.md). */
  env(): Record<string, string> {
    return {
      SMS_PROVIDER_ID: 'infobip',
      INFOBIP_API_URL: this.url,
      INFOBIP_API_KEY: InfobipStandIn.API_KEY,
    };
  }

  /**
   * The delivery report Infobip posts to a message's delivery webhook
   * (infobip.com/docs/api/channels/sms/sms-messaging/logs-and-status-reports/receive-outbound-sms-message-report):
   * `results`, each with the message id, the number, times, price and the final `status`, and
   * where it goes.
   */
  reportOf(messageId: string, status: InfobipStatus): { url: string; body: unknown } {
    const message = this.sends
      .flatMap((r) => r.messages ?? [])
      .find((m) => m.destinations?.some((d) => d.messageId === messageId));
    const url = message?.webhooks?.delivery?.url;
    if (!url) throw new Error(`no delivery webhook for ${messageId}`);
    const taken = this.taken.get(messageId);
    return {
      url,
      body: {
        results: [
          {
            bulkId: randomUUID(),
            messageId,
            to: taken?.to ?? '',
            sender: taken?.sender ?? '',
            sentAt: '2026-11-21T05:00:05.000+0000',
            doneAt: '2026-11-21T05:00:09.000+0000',
            messageCount: 1,
            price: { pricePerMessage: 0.01, currency: 'EUR' },
            status,
            error: { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', permanent: false },
          },
        ],
      },
    };
  }

  /** The next request is refused with HTTP `status` and Infobip's `E<status>` error. */
  failNext(status: number): void {
    this.next.push(requestError(status, `E${status}`));
  }

  /** The next message is answered with `status`, one of the REJECTED group's. */
  rejectNext(status: Omit<InfobipStatus, 'groupId' | 'groupName'>): void {
    this.next.push(messageAnswer(undefined, '', { groupId: 5, groupName: 'REJECTED', ...status }));
  }

  protected answer(req: Received): Answer {
    if (req.path !== '/sms/3/messages' || req.method !== 'POST') return requestError(404, 'E404');
    if (req.headers.authorization !== `App ${InfobipStandIn.API_KEY}`) {
      return requestError(401, 'E401');
    }
    const request = JSON.parse(req.body) as InfobipRequest;
    this.sends.push(request);
    const scripted = this.next.shift();
    if (scripted) return scripted;
    const message = request.messages?.[0];
    const destination = message?.destinations?.[0];
    if (!message?.content?.text || !destination || !/^\d{8,15}$/.test(destination.to)) {
      return requestError(400, 'E400');
    }
    const messageId = destination.messageId ?? randomUUID();
    if (this.taken.has(messageId)) {
      return messageAnswer(messageId, destination.to, {
        groupId: 5,
        groupName: 'REJECTED',
        id: 23,
        name: 'REJECTED_DUPLICATE_MESSAGE_ID',
        description: 'Duplicate message ID',
      });
    }
    this.taken.set(messageId, {
      to: destination.to,
      text: message.content.text,
      sender: message.sender ?? '',
    });
    return messageAnswer(messageId, destination.to, PENDING_ACCEPTED);
  }
}

export interface InfobipRequest {
  messages?: {
    sender?: string;
    destinations?: { to: string; messageId?: string }[];
    content?: { text?: string };
    webhooks?: { delivery?: { url?: string; intermediateReport?: boolean }; contentType?: string };
  }[];
}

function messageAnswer(messageId: string | undefined, to: string, status: InfobipStatus): Answer {
  return {
    status: 200,
    body: {
      bulkId: randomUUID(),
      messages: [{ messageId: messageId ?? randomUUID(), status, destination: to }],
    },
  };
}

function requestError(status: number, errorCode: string): Answer {
  return {
    status,
    body: {
      errorCode,
      description: status >= 500 ? 'Something went wrong.' : 'Request cannot be processed.',
      action:
        status >= 500
          ? 'Contact the support.'
          : 'Check the syntax, violations and adjust the request.',
      violations: [],
      resources: [
        {
          name: 'API endpoint documentation',
          url: 'https://www.infobip.com/docs/api/send-sms-messages',
        },
      ],
    },
  };
}
