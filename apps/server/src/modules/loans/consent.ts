import { createHash } from 'node:crypto';
import type { LoanDocument } from '@tenora/contract/loans';
import type { OpsConsent } from '@tenora/contract/ops';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

/** A document as the borrower reads it: what it says, not when or for which order it was issued. */
export type DocumentContent = Omit<LoanDocument, 'issuedAt' | 'orderId'>;

/** JSON with every object's keys in order, so the same content always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The identity of the documents a borrower is shown for a loan (docs/api.md, loan
 * confirmation): every word and figure counts, so a changed sentence or amount is another
 * identity, and the same documents always have the same one.
 */
export function documentsId(docs: readonly DocumentContent[]): string {
  return createHash('sha256').update(canonical(docs)).digest('hex');
}

export interface ConsentGiven {
  orderId: number;
  documentsId: string;
  at: Date;
  address: string;
  userAgent: string | undefined;
  deviceId: string | undefined;
  appVersion: string | undefined;
}

/** Longest User-Agent kept: enough for any real browser's, and no request can make a row large. */
const USER_AGENT_MAX = 512;

/** Written in the transaction that makes the order (docs/decisions/099-consent-is-a-record.md). */
export async function recordConsent(borrower: BorrowerScope, c: ConsentGiven): Promise<void> {
  await borrower.query(
    `insert into loan_consents (user_id, order_id, documents_id, consented_at, address, user_agent,
                                device_id, app_version)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      c.orderId,
      c.documentsId,
      c.at,
      c.address,
      c.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      c.deviceId ?? null,
      c.appVersion ?? null,
    ],
  );
}

interface ConsentRow {
  order_id: number;
  documents_id: string;
  consented_at: Date;
  address: string;
  user_agent: string | null;
  device_id: string | null;
  app_version: string | null;
}

const CONSENT_COLUMNS =
  'order_id, documents_id, consented_at, address, user_agent, device_id, app_version';

const byOrder = (rows: ConsentRow[]): Map<number, OpsConsent> =>
  new Map(
    rows.map((r) => [
      Number(r.order_id),
      {
        at: r.consented_at.toISOString(),
        documentsId: r.documents_id,
        address: r.address,
        userAgent: r.user_agent,
        deviceId: r.device_id,
        appVersion: r.app_version,
      },
    ]),
  );

/** The consents of a borrower's orders, for the console, by order. */
export async function consentsOf(borrower: BorrowerScope): Promise<Map<number, OpsConsent>> {
  return byOrder(
    await borrower.query<ConsentRow>(
      `select ${CONSENT_COLUMNS} from loan_consents where user_id = $1`,
    ),
  );
}

/** The consents of these orders, whoever's they are, for the credit staff's queue, by order. */
export async function consentsOfOrders(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, OpsConsent>> {
  return byOrder(
    await db.query<ConsentRow>(
      `select ${CONSENT_COLUMNS} from loan_consents where order_id = any($1::bigint[])`,
      [orderIds],
    ),
  );
}

/** When the borrower agreed to one of their orders' documents, or null (none kept, or not theirs). */
export async function consentedAt(borrower: BorrowerScope, orderId: number): Promise<Date | null> {
  const rows = await borrower.query<{ consented_at: Date }>(
    'select consented_at from loan_consents where user_id = $1 and order_id = $2',
    [orderId],
  );
  return rows[0]?.consented_at ?? null;
}
