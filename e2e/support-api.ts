import { inject } from 'vitest';

const servers = inject('baseUrls');
const worker = (Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length;
/**
 * This worker's server (e2e/global-setup.ts starts one per worker): a file has it to itself
 * while it runs, so moving its clock or using the demo borrowers touches no other file.
 */
export const baseUrl = servers[worker] ?? '';
if (!baseUrl) throw new Error('no server for this worker: e2e/global-setup.ts started none');

/** When this worker's server seeded its demo borrowers, whose dates count from that day. */
export const seededAt = new Date(inject('seededAts')[worker] ?? Date.now());

/** A JSON POST to the app as a native shell or the support API would make it. */
export async function postJson(path: string, body: unknown, query = '', server = baseUrl) {
  return fetch(`${server}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());
}

/** A form POST to the app, as a screen's form sends it (an endpoint with a form body). */
export async function postForm(
  path: string,
  fields: Record<string, string>,
  query = '',
  server = baseUrl,
) {
  return fetch(`${server}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }).then((r) => r.json());
}

export type Market = 'IN' | 'ID';

/**
 * Confirms a loan as the confirm screen does: the offer for these terms, then the push with the
 * borrower's consent to the documents that offer showed. Answers the push's envelope.
 */
export async function pushLoan(
  terms: { productId: number; amount: number; periods: number },
  b: string,
  server = baseUrl,
) {
  const offer = await postJson('/v3/loan-confirm/loan-detail-confirm', terms, `?${b}`, server);
  const consent = { consent: 1, documentsId: offer.data?.documentsId };
  return postJson('/v3/loan-confirm/loan-detail-push', { ...terms, ...consent }, `?${b}`, server);
}

export interface Borrower {
  market: Market;
  sessionId: string;
  userId: number;
  phone: string;
  /** The session query the native shell passes on every screen's address. */
  b: string;
}

/**
 * A fresh borrower with no loan, made through the support API (docs/product.md#support-api):
 * `phone` signs an existing borrower in again, `creditLimit` (minor units) gives a limit of their
 * own, `server` makes them on a server a test started itself rather than the worker's.
 */
export async function newBorrower(
  market: Market,
  { server = baseUrl, ...opts }: { phone?: string; creditLimit?: number; server?: string } = {},
): Promise<Borrower> {
  const answer = await postJson('/film/dev/sessions', { market, ...opts }, '', server);
  if (!answer.data) throw new Error(`no borrower: ${JSON.stringify(answer)}`);
  const { sessionId, userId, phone } = answer.data as {
    sessionId: string;
    userId: number;
    phone: string;
  };
  const b = `sessionId=${sessionId}&userId=${userId}&appName=tenora-${market.toLowerCase()}`;
  return { market, sessionId, userId, phone, b };
}

/**
 * A fresh borrower whose 91-day loan the operator approved and the bank disbursed, through the
 * support API. `owed` is what Repay asks now.
 */
export async function disbursedLoan(market: Market, loan: { productId: number; amount: number }) {
  const borrower = await newBorrower(market);
  const { b } = borrower;
  const { orderId } = (await pushLoan({ ...loan, periods: 91 }, b)).data;
  await postJson('/film/dev/orders/state', { orderId, action: 'approve' });
  await postJson('/film/dev/orders/state', { orderId, action: 'disburse' });
  const owed = (await postJson('/pay/loan/repayment-way', { orderId }, `?${b}`)).data
    .amount as number;
  return { ...borrower, orderId: orderId as number, productId: loan.productId, owed };
}

/** The SMS messages the sandbox sent to a number, newest first. */
export async function smsOutbox(
  phone: string,
): Promise<{ text: string; code?: string; sentAt: string }[]> {
  const answer = await fetch(`${baseUrl}/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  return (await answer.json()).data;
}

/** The one-time codes among them, newest first: the borrower's other texts left out. */
export async function codesSent(phone: string) {
  return (await smsOutbox(phone)).filter((m) => typeof m.code === 'string');
}

/** The e-mails the outbox holds for an address, newest first. */
export async function emailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const answer = await fetch(`${baseUrl}/film/dev/email-outbox?to=${encodeURIComponent(address)}`);
  return (await answer.json()).data;
}
