import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { BorrowerScope } from '../src/platform/auth.ts';
import { AdjustableClock, type Clock } from '../src/platform/clock.ts';
import { FAMILY_SUCCESS } from '@tenora/contract/envelope';
import { afterEach, it } from 'vitest';
import type { Db } from '../src/platform/db.ts';
import {
  PaymentRails,
  SandboxPaymentProvider,
  type IssueCode,
  type OpenPayment,
  type PaymentProvider,
  type WebhookReading,
} from '../src/platform/payments.ts';
import { MARKETS } from '@tenora/domain/market';
import { MemoryRateLimitStore, type RateLimitStore } from '../src/platform/rate-limit.ts';
import { OutboxEmailGateway, type EmailGateway } from '../src/platform/email.ts';
import { OutboxSmsGateway } from '../src/platform/sms.ts';
import { configuredSmsGateway } from '../src/platform/sms-markets.ts';
import { DiskFileStorage } from '../src/platform/storage.ts';
import { openTestDb, TEST_NOW, type DbKind } from './databases.ts';

/**
 * Integration tests run on PGlite always, and on PostgreSQL when `npm test` found one
 * (it sets TENORA_TEST_PG_URL). Each test gets a database of its own, copied from a template the
 * run built once (test/databases.ts).
 */
export { openTestDb, TEST_NOW, type DbKind, type TestDb } from './databases.ts';

export const PG_URL = process.env.TENORA_TEST_PG_URL;
export const DB_KINDS: DbKind[] = PG_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Redis runs when `npm test` found one (it sets TENORA_TEST_REDIS_URL), like PostgreSQL. */
export const REDIS_URL = process.env.TENORA_TEST_REDIS_URL;

/**
 * A test of requests that race one another. It runs on PostgreSQL only: PGlite has one connection
 * and runs one statement at a time, so nothing can race there, and a race test on it would pass
 * whatever the code did.
 */
export const raceIt = (kind: DbKind) => it.runIf(kind === 'postgres');

/**
 * Production needs a real provider (docs/decisions/023-payments-in-production.md); tests stand one
 * in that declines every charge, so production code paths run without the sandbox.
 */
export class StandInProvider implements PaymentProvider {
  static readonly NAME = 'stand-in';
  readonly name = StandInProvider.NAME;
  readonly markets = MARKETS;
  readonly upiCollect = false;
  readonly methods = ['upi', 'card', 'netbanking', 'va', 'store', 'wallet'] as const;
  readonly cardEntry = 'form';
  readonly pageHosts = ['bank.invalid', 'wallet.invalid', 'checkout.invalid', 'upi.invalid'];
  readonly webhookPath = StandInProvider.NAME;
  readWebhook = (): WebhookReading => ({ verified: false });
  tokenizeCard = (digits: string) => ({
    token: `standin_${randomBytes(8).toString('hex')}`,
    fingerprint: createHash('sha256').update(digits).digest('hex'),
    last4: digits.slice(-4),
  });
  chargeCard = async () => ({ ok: false as const });
  reverseCharge = async () => ({ ok: false });
  openPayment = async (p: OpenPayment) => ({
    ok: true as const,
    providerId: null,
    url: `https://${p.kind === 'netbanking' ? 'bank' : p.kind}.invalid/pay?ref=${p.reference}`,
  });
  issueCode = async (c: IssueCode) => ({
    ok: true as const,
    providerId: null,
    number: c.reference,
  });
  requestUpiCollect = async () => ({ ok: false });
  refundPayment = async () => ({
    status: 'failed' as const,
    failureCode: 'STAND_IN',
    failureMessage: 'The stand-in refunds nothing.',
  });
  withdrawPayment = async () => ({ ok: false });
  readonly settlementLagDays = 0;
  listSettled = async () => [];
  validateAccount = async () => ({ status: 'unavailable' as const });
  sendPayout = async () => ({
    status: 'failed' as const,
    failureCode: 'STAND_IN',
    failureMessage: 'The stand-in pays nothing out.',
  });
  readonly autopay = {};
  setUpMandate = async () => ({ ok: false as const });
  confirmMandate = async () => 'unknown' as const;
  mandateStatus = async () => 'unknown' as const;
  cancelMandate = async () => ({ ok: false });
  noticeDebit = async () => ({ ok: false as const });
  presentDebit = async () => ({
    status: 'failed' as const,
    failureCode: 'STAND_IN',
    failureMessage: 'The stand-in debits nothing.',
  });
  debitStatus = async () => 'unknown' as const;
}

/**
 * The environment of a production server in tests: a payment provider that is not the sandbox, and
 * texts kept in the outbox on purpose (decision 104).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: StandInProvider.NAME,
  SMS_PROVIDER_IN: 'outbox',
  SMS_PROVIDER_ID: 'outbox',
};

/** The test app's sandbox key, so tests can sign webhooks as the provider would. */
export const TEST_PAYMENTS_SECRET = 'test-secret-test-secret-test-secret!';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** On PostgreSQL, the test database's URL, for a client of a test's own. */
  dbUrl?: string;
  clock: AdjustableClock;
  config: Config;
  /** The first provider: the sandbox, unless a test gave another. */
  payments: PaymentProvider;
  rails: PaymentRails;
  /** Where uploads are kept: tests see what is stored and what was removed. */
  storage: DiskFileStorage;
  logs: () => string;
  close(): Promise<void>;
}

// Named so that TypeScript does not follow it: the web app's TSX is compiled by its own project.
const WEB_RENDERER = '../../web/src/server.tsx';

export async function makeTestApp(
  kind: DbKind,
  opts: {
    env?: Record<string, string>;
    seed?: boolean;
    webDist?: string;
    /** The operator console's build; none unless a test makes one. */
    consoleDist?: string;
    limits?: RateLimitStore;
    /**
     * Another provider than the sandbox, e.g. a stand-in for a real one in production, or the
     * providers of each market (PAYMENT_PROVIDER must name them).
     */
    payments?: PaymentProvider | PaymentProvider[];
    /** Another e-mail gateway than the outbox, e.g. SMTP to a stand-in server. */
    email?: EmailGateway;
    /** Another app's database, as a restart would find it; closing this app leaves it open. */
    db?: Db;
    /** Draw pages with the web app's renderer from source (apps/web/src/server.tsx). */
    pages?: boolean;
    /** Changes the renderer from source before the app takes it (a renderer that fails). */
    withRenderer?: (renderer: Record<string, unknown>) => Record<string, unknown>;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST: opts.webDist ?? path.join(tmpdir(), 'tenora-no-web-dist'),
    CONSOLE_DIST: opts.consoleDist ?? path.join(tmpdir(), 'tenora-no-console-dist'),
    ...opts.env,
  });
  // The database waits as the configuration says; its pool is larger unless a test sets one.
  const { db, url, dispose } = opts.db
    ? { db: opts.db, url: undefined, dispose: async () => {} }
    : await openTestDb(kind, opts.seed !== false, {
        timeouts: config.databaseTimeouts,
        ...(opts.env?.DATABASE_POOL_SIZE ? { poolSize: config.databasePoolSize } : {}),
      });
  const base: Clock = { now: () => TEST_NOW };
  const clock = new AdjustableClock(base);
  let logText = '';
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logText += String(chunk);
      done();
    },
  });
  const storage = new DiskFileStorage(await mkdtemp(path.join(tmpdir(), 'tenora-files-')));
  const given = opts.payments ?? [
    config.paymentProviders[0] === StandInProvider.NAME
      ? new StandInProvider()
      : new SandboxPaymentProvider(TEST_PAYMENTS_SECRET, undefined, () => clock.now()),
  ];
  const rails = new PaymentRails(Array.isArray(given) ? given : [given]);
  const payments = rails.providers[0] as PaymentProvider;
  const app = await buildApp({
    config,
    db,
    clock,
    devClock: config.devApi ? clock : undefined,
    sms: configuredSmsGateway(config.sms, new OutboxSmsGateway(db, clock)),
    email: opts.email ?? new OutboxEmailGateway(db, clock),
    payments: rails,
    storage,
    limits: opts.limits ?? new MemoryRateLimitStore(),
    logStream,
    validateResponses: true,
    ...(opts.pages
      ? {
          pageRenderer: (opts.withRenderer ?? ((r) => r))(
            (await import(/* @vite-ignore */ WEB_RENDERER)) as Record<string, unknown>,
          ),
        }
      : {}),
  });
  return {
    app,
    db,
    ...(url ? { dbUrl: url } : {}),
    clock,
    config,
    payments,
    rails,
    storage,
    logs: () => logText,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/**
 * Opens test apps as `makeTestApp` does, and closes them after each test, the last opened first:
 * an app on another's database closes before it.
 */
export function appsClosedAfterEach() {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const a of apps.splice(0).reverse()) await a.close();
  });
  return async (...args: Parameters<typeof makeTestApp>): Promise<TestApp> => {
    const t = await makeTestApp(...args);
    apps.push(t);
    return t;
  };
}

export const IN = 'sessionId=demo-in&userId=1&appName=tenora-in';
export const ID = 'sessionId=demo-id&userId=2&appName=tenora-id';

/** A loan a test borrows: the seeded product, the principal in minor units, the term in days. */
export interface LoanTerms {
  productId: number;
  amount: number;
  periods?: number;
}

/** What a test's way of posting answers: the envelope, parsed. */
type PostJson = (
  url: string,
  payload: Record<string, unknown>,
) => Promise<{ code: unknown; data?: unknown; message?: unknown }>;

/**
 * Confirms a loan as the confirm screen does: the offer for these terms first, then the push with
 * the borrower's consent to the documents that offer showed (docs/decisions/099-consent-is-a-record.md).
 * Terms the offer refuses are pushed all the same, with nothing to agree to, so that a test sees
 * the push's own refusal. `query` is the session's; `post` is the test's own way to post.
 */
export async function pushAsConfirmed<R extends Awaited<ReturnType<PostJson>>>(
  post: (url: string, payload: Record<string, unknown>) => Promise<R>,
  query: string,
  terms: Record<string, unknown>,
): Promise<R> {
  const { productId, amount, periods } = terms;
  const offer = await post(`/v3/loan-confirm/loan-detail-confirm?${query}`, {
    productId,
    ...(amount !== undefined ? { amount } : {}),
    ...(periods !== undefined ? { periods } : {}),
  });
  const documentsId =
    offer.code === FAMILY_SUCCESS.loan
      ? (offer.data as { documentsId: string }).documentsId
      : undefined;
  return post(`/v3/loan-confirm/loan-detail-push?${query}`, {
    ...terms,
    consent: 1,
    ...(documentsId ? { documentsId } : {}),
  });
}

/** `pushAsConfirmed` through the test app: the push's envelope. */
export function injectPush(t: Pick<TestApp, 'app'>, query: string, terms: Record<string, unknown>) {
  return pushAsConfirmed(
    async (url, payload) => (await t.app.inject({ method: 'POST', url, payload })).json(),
    query,
    terms,
  );
}

/** ₹10,000 over 91 days in 3 instalments (IN), and Rp2,000,000 over 91 days (ID). */
export const LOAN: Record<'IN' | 'ID', LoanTerms> = {
  IN: { productId: 2, amount: 1_000_000 },
  ID: { productId: 4, amount: 200_000_000 },
};

/**
 * A fresh borrower of `market` with a loan taken through the app's own endpoint, approved and
 * disbursed through the support API, as a borrower's first loan would be. `b` is the session
 * query for the borrower's calls; `query` adds to it (e.g. `appName=tenora-in`).
 */
export async function disbursedLoan(
  t: TestApp,
  market: 'IN' | 'ID',
  terms: LoanTerms = LOAN[market],
  opts: { query?: string; disburse?: boolean } = {},
): Promise<{ b: string; orderId: number; phone: string; userId: number }> {
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const s = (await post('/film/dev/sessions', { market })).json().data;
  const b = `sessionId=${s.sessionId}${opts.query ? `&${opts.query}` : ''}`;
  const pushed = await injectPush(t, b, { periods: 91, ...terms });
  if (pushed.code !== FAMILY_SUCCESS.loan)
    throw new Error(`the loan was refused: ${pushed.message}`);
  const { orderId } = pushed.data;
  if (opts.disburse !== false) {
    await post('/film/dev/orders/state', { orderId, action: 'approve' });
    await post('/film/dev/orders/state', { orderId, action: 'disburse' });
  }
  return { b, orderId, phone: s.phone, userId: s.userId };
}

/**
 * A disbursed loan of a property test's choosing: a new borrower (no credit limit in the way), the
 * product, an amount at `amountAt` (0 to 1) of its range, and one of its terms (`termAt`, any
 * whole number, taken round the product's terms).
 */
export async function anyLoan(
  t: TestApp,
  market: 'IN' | 'ID',
  choice: { productId: number; amountAt: number; termAt: number },
): Promise<{ b: string; orderId: number; phone: string; borrower: BorrowerScope }> {
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const { productId, amountAt, termAt } = choice;
  const s = (await post('/film/dev/sessions', { market, creditLimit: 10_000_000_000 })).json().data;
  const b = `sessionId=${s.sessionId}`;
  const offer = (await post(`/v3/loan-confirm/loan-detail-confirm?${b}`, { productId })).json()
    .data;
  const { min, max, step: unit } = offer.amountChoice;
  const amount = min + Math.floor(((max - min) / unit) * amountAt) * unit;
  const terms: number[] = [offer.periods, ...offer.termOptions];
  const periods = terms[termAt % terms.length];
  const pushed = await injectPush(t, b, { productId, amount, periods });
  if (pushed.message !== '') throw new Error(`the loan was refused: ${String(pushed.message)}`);
  const { orderId } = pushed.data;
  await post('/film/dev/orders/state', { orderId, action: 'approve' });
  await post('/film/dev/orders/state', { orderId, action: 'disburse' });
  return {
    b,
    orderId,
    phone: s.phone,
    borrower: BorrowerScope.fromSession(s.userId, market, s.phone, t.db),
  };
}

/**
 * The calls a test of numbers and codes makes on the test app `t()` gives: a borrower's loan with
 * its Repay answer, a number or code issued, its instructions, and the sandbox's bank or till
 * paying it (`late`: money taken before a withdrawal reached it).
 */
export function codeCalls(t: () => TestApp) {
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t().app.inject({ method: 'POST', url, payload });
  return {
    async loan(market: 'IN' | 'ID', query?: string) {
      const { b, orderId, phone } = await disbursedLoan(t(), market, LOAN[market], {
        ...(query ? { query } : {}),
      });
      const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
      return { b, orderId, phone, way };
    },
    code: async (b: string, payload: Record<string, unknown>) =>
      (await post(`/v3/loan-details/generate-vcode?${b}`, payload)).json().data as {
        vcode: string;
        amount: number;
      },
    instructions: async (b: string, reference: string) =>
      (await post(`/pay/loan/payment-instructions?${b}`, { reference })).json().data,
    complete: (reference: string, late?: boolean) =>
      post('/film/dev/payments/complete', {
        reference,
        outcome: 'paid',
        ...(late ? { late } : {}),
      }),
  };
}

/** Binds the test card of a bank of `market` for the borrower of `b`, as the app's Add card does. */
export async function boundCard(
  t: Pick<TestApp, 'app'>,
  b: string,
  market: 'IN' | 'ID',
): Promise<{ id: number; bankName: string; cardNo: string; bankCode: string }> {
  const bound = await t.app.inject({
    method: 'POST',
    url: `/pay/loan/bind-card?${b}`,
    payload: {
      bankCode: market === 'IN' ? 'HDFC' : 'BCA',
      cardNo: '4111 1111 1111 1111',
      holderName: 'Asha Rao',
    },
  });
  return bound.json().data;
}

export interface FilePart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart body as a phone's browser sends it. */
export function multipartBody(parts: FilePart[]) {
  const boundary = `----tenora${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(
      Buffer.from(`${head.join('\r\n')}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Gives the borrower of `b` an e-mail address as the app does (docs/product.md#my-details): the
 * code sent to it comes back. `mailbox` reads the newest message to the address; the outbox's by
 * default.
 */
export async function giveEmail(
  t: Pick<TestApp, 'app'>,
  b: string,
  email: string,
  mailbox: () => Promise<string | undefined> = async () =>
    (await t.app.inject({ url: `/film/dev/email-outbox?to=${encodeURIComponent(email)}` })).json()
      .data[0]?.text,
): Promise<void> {
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });
  const sent = await post(`/film/borrower/email?${b}`, { email });
  if (sent.json().data?.pending !== email) throw new Error(`no code sent: ${sent.body}`);
  const code = /\b(\d{6})\b/.exec((await mailbox()) ?? '')?.[1];
  const confirmed = await post(`/film/borrower/email/confirm?${b}`, { code });
  if (confirmed.json().data?.email !== email) throw new Error(`not confirmed: ${confirmed.body}`);
}
