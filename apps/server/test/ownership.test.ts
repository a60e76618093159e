import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint } from '@tenora/contract/endpoint';
import { isSuccess } from '@tenora/contract/envelope';
import { repaymentCommit, repaymentConfirm } from '@tenora/contract/repayment';
import sharp from 'sharp';
import type * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, giveEmail, makeTestApp, multipartBody, type TestApp } from './helper.ts';

/**
 * No borrower reads or changes another's data by naming its ids. Every borrower
 * endpoint of the contract is called with the Indonesian demo borrower's session (userId 2) and
 * the Indian demo borrower's ids (userId 1). Nothing of borrower 1 may come back, and no table
 * may change but borrower 2's own bookkeeping. The calls are built from the contract, so a new
 * endpoint is covered the day it is added, and one with an id field this file does not know
 * fails until someone says where borrower 1's value comes from.
 */

const CONTRACT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/contract/src',
);

function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'access' in value &&
    'path' in value &&
    'request' in value
  );
}

async function borrowerEndpoints(): Promise<{ name: string; endpoint: AnyEndpoint }[]> {
  const found: { name: string; endpoint: AnyEndpoint }[] = [];
  const files = readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
  for (const file of files.sort()) {
    const module = (await import(path.join(CONTRACT_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isEndpoint(value) && value.access === 'borrower') {
        found.push({ name: `${value.method} ${value.path} (${name})`, endpoint: value });
      }
    }
  }
  return found;
}

const ENDPOINTS = await borrowerEndpoints();

type Shape = Record<string, z.ZodMiniType>;
const shapeOf = (endpoint: AnyEndpoint): Shape =>
  (endpoint.request as unknown as { _zod: { def: { shape?: Shape } } })._zod.def.shape ?? {};

const isOptional = (field: z.ZodMiniType) =>
  (field as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** Names that point at a record, or unlock one: each must have a row in ID_FIELDS. */
const ID_LIKE = /(^id$|Id$|_id$|^reference$|Token$|^facilitating$)/;

/** What borrower 1 owns, made through the API before the calls. */
interface Borrower1 {
  overdueOrder: number;
  repaidOrder: number;
  documentedOrder: number;
  productIds: number[];
  cardId: number;
  cardNumber: string;
  repayToken: string;
  attemptId: number;
  code: string;
  walletReference: string;
  upiReference: string;
  vaReference: string;
  extensionReference: string;
  /** An answered complaint, its reference, its evidence and answer images, and a loose upload. */
  complaintId: number;
  complaintReference: string;
  evidenceImage: string;
  answerImage: string;
  looseImage: string;
  email: string;
  pendingPhone: string;
  /** A message borrower 1 was sent (the complaint's). */
  messageId: number;
  /** Borrower 1's open correction request, which only they may take back. */
  dataRequestId: number;
}

interface IdField {
  /** Where borrower 1's value comes from. */
  source: string;
  /** Borrower 1's values to try, one per call. */
  foreign: (b1: Borrower1) => (string | number)[];
  /** Borrower 2's own value: a call may pair it with borrower 1's other ids. */
  own?: number;
  /** A record a borrower owns (not a catalogue or placement number). */
  owned?: boolean;
}

const B2_OWN_ORDER = 2004;

const ID_FIELDS: Record<string, IdField> = {
  orderId: {
    source:
      "borrower 1's overdue order (repayable, extendable), repaid order, and one with issued documents",
    foreign: (b1) => [b1.overdueOrder, b1.repaidOrder, b1.documentedOrder],
    own: B2_OWN_ORDER,
    owned: true,
  },
  productId: {
    source:
      "the products of borrower 1's orders: with only a product, loan details shows that product's latest order",
    foreign: (b1) => b1.productIds,
  },
  product_id: { source: 'as productId', foreign: (b1) => b1.productIds },
  facilitating: { source: 'as productId (the legacy apply call)', foreign: (b1) => b1.productIds },
  cardId: { source: "borrower 1's bound card", foreign: (b1) => [b1.cardId], owned: true },
  bankCardId: { source: 'as cardId', foreign: (b1) => [b1.cardId], owned: true },
  cardNo: {
    source: "borrower 1's card number: binding it again must not hand over borrower 1's card",
    foreign: (b1) => [b1.cardNumber],
  },
  repaymentRecordId: {
    source: "borrower 1's card payment waiting for its code",
    foreign: (b1) => [b1.attemptId],
    owned: true,
  },
  repayRecordId: { source: 'as repaymentRecordId', foreign: (b1) => [b1.attemptId], owned: true },
  verifyCode: {
    source: 'the SMS code borrower 1 was sent for that payment',
    foreign: (b1) => [b1.code],
    owned: true,
  },
  repayToken: {
    source: "borrower 1's repayment-way token",
    foreign: (b1) => [b1.repayToken],
    owned: true,
  },
  reference: {
    source: "borrower 1's net-banking and UPI payments, virtual account and extension fee",
    foreign: (b1) => [b1.walletReference, b1.upiReference, b1.vaReference, b1.extensionReference],
    owned: true,
  },
  userId: {
    source: "borrower 1's user id: a userId in the body must not choose the borrower",
    foreign: () => [1],
  },
  orderNo: {
    source: 'as orderId: the complaint flow names orders by their number',
    foreign: (b1) => [b1.overdueOrder, b1.repaidOrder, b1.documentedOrder],
    owned: true,
  },
  id: {
    source:
      "borrower 1's message, the one their complaint sent, and their open request about their data",
    foreign: (b1) => [b1.messageId, b1.dataRequestId],
    owned: true,
  },
  problemId: {
    source: "borrower 1's answered complaint (rating it must not work)",
    foreign: (b1) => [b1.complaintId],
    owned: true,
  },
  imageId: {
    source: "borrower 1's evidence, the lender's answer to them, and a photo not yet attached",
    foreign: (b1) => [b1.evidenceImage, b1.answerImage, b1.looseImage],
    owned: true,
  },
  problemImage: {
    source:
      "borrower 1's photos, by their URLs: a complaint must not take them (and an upload is a file)",
    foreign: (b1) => [
      `/h5-api/v3/user-problem/problem-img?imageId=${b1.looseImage}`,
      b1.evidenceImage,
    ],
    owned: true,
  },
  qaId: {
    source: "a chatbot entry: the tree is the market's, not borrower data (India's, to borrower 2)",
    foreign: () => [101, 109],
  },
  couponId: { source: 'no coupons exist yet: any value', foreign: () => ['C1'] },
  documentsId: {
    source: "documents' identity: a hash of what the terms' documents say, not borrower data",
    foreign: () => ['f'.repeat(64)],
  },
  deviceId: {
    source: "the native shell's device, kept with a consent as the client names it",
    foreign: () => ['demo-device-in'],
  },
  moduleId: { source: 'a placement number, not borrower data', foreign: () => [1] },
  module_id: { source: 'a placement number, not borrower data', foreign: () => [1] },
  positionId: { source: 'a position on screen, not borrower data', foreign: () => [1] },
};

/**
 * Values for the other fields, valid for borrower 2 (an Indonesian bank, an amount below what is
 * owed), so only the id stands between a call and success. The first that parses wins.
 */
const FILLERS: Record<string, unknown[]> = {
  amount: [100_000],
  periods: [91],
  termUnit: ['day'],
  scene: [0, 'home'],
  position: [0],
  kind: ['agreement', 'grievance'],
  detail: ['Siapa saja yang dapat melihat data saya?'],
  given: [1],
  format: ['json'],
  score: [5],
  pay_type: [1],
  payCode: ['BCA'],
  specific_num: [1],
  is_default: [0],
  is_display: [0],
  sendMsg: [1],
  bankCode: ['BCA'],
  holderName: ['Sari Dewi'],
  accountNumber: ['8800123456'],
  vpa: ['sari.dewi@okaxis'],
  problemType: [2],
  problemDetail: ['Saya sudah membayar tetapi belum tercatat.'],
  type: [4],
  value: ['extension'],
  email: ['sari.dewi@contoh.co.id'],
  locale: ['id-ID'],
  code: ['333000'],
  phone: ['0812 9876 5432'],
  currentCode: ['333000'],
  newCode: ['333000'],
};

/**
 * Calls that answer from their input without reading by the id: the document a link leads to
 * checks its owner when it is opened (loanDocument, called here too).
 */
const NO_READ: Record<string, string> = {
  '/v3/contract/contract-jump': 'builds a link from the terms it is given',
};

/**
 * Calls that are the borrower's own act even with borrower 1's values: binding a card number
 * borrower 1 also bound gives borrower 2 a card of their own (user_id 2), never borrower 1's.
 */
const OWN_ACTS: Record<string, { table: string; rows: string; also?: Record<string, string> }> = {
  '/pay/loan/bind-card': { table: 'cards', rows: 'user_id = 2' },
  // A new e-mail address or number waits as borrower 2's own change, its codes sent to borrower
  // 2's number and to the new address or number they typed.
  '/film/borrower/email': {
    table: 'contact_changes',
    rows: 'user_id = 2',
    also: { email_outbox: "to_address = 'sari.dewi@contoh.co.id'" },
  },
  '/film/borrower/email/confirm': { table: 'contact_changes', rows: 'user_id = 2' },
  '/film/borrower/email/remove': {
    table: 'users',
    rows: 'id = 2',
    also: { contact_changes: 'user_id = 2' },
  },
  '/film/borrower/phone': {
    table: 'contact_changes',
    rows: 'user_id = 2',
    also: { sms_outbox: "to_phone in ('+6281234567890', '+6281298765432')" },
  },
  '/film/borrower/phone/confirm': { table: 'contact_changes', rows: 'user_id = 2' },
  // So is the language the borrower chose.
  '/film/borrower/language': { table: 'users', rows: 'id = 2' },
  // Giving a bank account gives borrower 2 one of their own.
  '/film/borrower/bank-account': {
    table: 'bank_accounts',
    rows: 'user_id = 2',
    // Audited as theirs, and told to them by message.
    also: {
      audit_log: "object_type = 'borrower' and object_id = '2'",
      notifications: 'user_id = 2',
      notification_deliveries:
        'notification_id in (select id from notifications where user_id = 2)',
    },
  },
  // Marking messages read marks borrower 2's own: borrower 1's stay as they were.
  '/film/messages/read': { table: 'notifications', rows: 'user_id = 2' },
  // Consent to marketing is borrower 2's own, audited as theirs.
  '/film/privacy/marketing': {
    table: 'consents',
    rows: 'user_id = 2',
    also: {
      consent_sources: 'consent_id in (select id from consents where user_id = 2)',
      audit_log: "object_type = 'borrower' and object_id = '2'",
    },
  },
  // A request about their data is borrower 2's own: audited, and told to them by message.
  '/film/privacy/access': {
    table: 'data_requests',
    rows: 'user_id = 2',
    also: {
      audit_log:
        "object_type = 'data-request' and object_id in (select id::text from data_requests where user_id = 2)",
    },
  },
  '/film/privacy/request': {
    table: 'data_requests',
    rows: 'user_id = 2',
    also: {
      audit_log:
        "object_type = 'data-request' and object_id in (select id::text from data_requests where user_id = 2)",
      notifications: 'user_id = 2',
      notification_deliveries:
        'notification_id in (select id from notifications where user_id = 2)',
    },
  },
};

const B1 = { session: 'sessionId=demo-in&userId=1&appName=tenora-in', phone: '+919876543210' };
const B2 = { session: 'sessionId=demo-id&userId=2&appName=tenora-id', phone: '+6281234567890' };

/** Borrower 2's rows that any call may touch: their session and the codes sent to them. */
const BOOKKEEPING: Record<string, string> = {
  sessions: 'user_id = 2',
  sms_outbox: `to_phone = '${B2.phone}'`,
};

const idFieldsOf = (endpoint: AnyEndpoint) =>
  Object.keys(shapeOf(endpoint)).filter((f) => f in ID_FIELDS || ID_LIKE.test(f));

describe('the ownership table', () => {
  it('covers every id-like field of every borrower endpoint', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(20);
    const uncovered = ENDPOINTS.flatMap(({ name, endpoint }) =>
      Object.keys(shapeOf(endpoint))
        .filter((f) => ID_LIKE.test(f) && !(f in ID_FIELDS))
        .map((f) => `${name}: ${f}`),
    );
    expect(uncovered, 'add these to ID_FIELDS with borrower 1’s value').toEqual([]);
  });
});

describe.each(DB_KINDS)("borrower 2 with borrower 1's ids on %s", (kind) => {
  let t: TestApp;
  let b1: Borrower1;
  let tables: string[];
  let secrets: { text: string; pattern: RegExp }[];

  const call = (
    session: string,
    endpoint: Pick<AnyEndpoint, 'method' | 'path'>,
    input: Record<string, unknown> = {},
  ) => {
    if (endpoint.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(input).map(([k, v]) => [k, String(v)] as [string, string]),
      );
      return t.app.inject({ method: 'GET', url: `${endpoint.path}?${session}&${query}` });
    }
    return t.app.inject({ method: 'POST', url: `${endpoint.path}?${session}`, payload: input });
  };
  const as1 = async (p: string, input: Record<string, unknown> = {}) => {
    const res = await call(B1.session, { method: 'POST', path: p }, input);
    expect(res.statusCode, `${p}: ${res.body}`).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await makeTestApp(kind);
    const cardNumber = '4012888888881881';
    const card = await as1('/pay/loan/bind-card', {
      bankCode: 'HDFC',
      cardNo: cardNumber,
      holderName: 'Asha Rao',
    });
    const overdueOrder = 1004;
    const way = await as1('/pay/loan/repayment-way', { orderId: overdueOrder });
    const attempt = await as1('/pay/loan/repayment-commit', {
      orderId: overdueOrder,
      amount: 100_000,
      cardId: card.id,
      repayToken: way.repayToken,
      sendMsg: 1,
    });
    const outbox = await t.app.inject({
      url: `/film/dev/sms-outbox?phone=${encodeURIComponent(B1.phone)}`,
    });
    // India pays away from us by net banking (the wallet is Indonesia's): the same provider payment.
    const wallet = await as1('/pay/loan/netbanking-start', { orderId: 1005, amount: 100_000 });
    const upi = await as1('/pay/loan/upi-start', { orderId: 1004, amount: 100_000 });
    const va = await as1('/v3/loan-details/generate-vcode', {
      orderId: 1007,
      amount: 100_000,
      pay_type: 1,
      payCode: 'SBI',
      specific_num: 1,
    });
    const extension = await as1('/v3/loan-details/delay-pay', { orderId: 1003 });
    const pngOf = (side: number) =>
      sharp({ create: { width: side, height: side, channels: 3, background: '#804020' } })
        .png()
        .toBuffer();
    const photo = async () => {
      const png = await pngOf(64);
      const res = await t.app.inject({
        method: 'POST',
        url: `/h5-api/v3/user-problem/upload-problem-img?${B1.session}`,
        ...multipartBody([
          { name: 'problemImage', filename: 'p.png', contentType: 'image/png', data: png },
        ]),
      });
      expect(res.json().code, res.body).toBe('00');
      return res.json().data as { url: string; imageId: string };
    };
    const evidence = await photo();
    const complaint = await as1('/h5-api/v3/user-problem/problem-save', {
      problemType: 1,
      problemSonType: 2,
      problemDetail: 'An agent called my sister Meera about my loan.',
      problemImage: evidence.url,
      orderNo: overdueOrder,
    });
    const answered = await t.app.inject({
      method: 'POST',
      url: '/film/dev/complaints/answer',
      payload: {
        problemId: complaint.problemId,
        text: 'We have warned the agency handling Asha Rao.',
        images: [(await pngOf(8)).toString('base64')],
      },
    });
    expect(answered.json().code, answered.body).toBe(0);
    const answerImage = (answered.json().data.images[0] as string).split('imageId=')[1] ?? '';
    const loose = await photo();
    const email = 'asha.rao@example.in';
    await giveEmail(t, B1.session, email);
    // A new number waits for borrower 1's codes, which no call of borrower 2's may confirm or see.
    const pendingPhone = (await as1('/film/borrower/phone', { phone: '91234 56780' })).pending;
    // Borrower 1's bank account, which no call of borrower 2's may show (its last four: 2154).
    await as1('/film/borrower/bank-account', {
      holderName: 'Asha Rao',
      accountNumber: '112143112154',
      bankCode: 'HDFC0000053',
    });
    const correction = await as1('/film/privacy/request', {
      kind: 'correction',
      detail: 'My second name is Meera, not Mira.',
    });
    const offer = await as1('/v3/loan-confirm/loan-detail-confirm', { productId: 2 });
    const pushed = await as1('/v3/loan-confirm/loan-detail-push', {
      productId: 2,
      amount: offer.amount,
      periods: offer.periods,
      consent: 1,
      documentsId: offer.documentsId,
    });
    b1 = {
      overdueOrder,
      repaidOrder: 1002,
      documentedOrder: pushed.orderId,
      productIds: [1, 2],
      cardId: card.id,
      cardNumber,
      repayToken: way.repayToken,
      attemptId: attempt.repayRecordId,
      code: outbox.json().data[0].code,
      walletReference: wallet.reference,
      upiReference: upi.reference,
      vaReference: va.vcode,
      extensionReference: extension.reference,
      complaintId: complaint.problemId,
      complaintReference: complaint.reference,
      evidenceImage: evidence.imageId,
      answerImage,
      looseImage: loose.imageId,
      email,
      pendingPhone,
      messageId:
        (
          await t.db.query<{ id: number }>(
            'select id from notifications where user_id = 1 order by id desc limit 1',
          )
        )[0]?.id ?? 0,
      dataRequestId: correction.requests[0]?.id ?? 0,
    };
    expect(b1.messageId).toBeGreaterThan(0);
    expect(b1.dataRequestId).toBeGreaterThan(0);
    expect(b1.code).toMatch(/^\d{6}$/);

    tables = (
      await t.db.query<{ table_name: string }>(
        `select table_name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
      )
    ).map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(['orders', 'cards', 'repayment_attempts']));

    // What borrower 1's data looks like in an answer: ids and amounts as whole numbers, the
    // card's last four, the phone, references and codes.
    const orders = await t.db.query<{ id: number; principal: number }>(
      'select id, principal from orders where user_id = 1',
    );
    const number = (n: number | string) => ({
      text: String(n),
      pattern: new RegExp(`(?<![\\d.])${n}(?![\\d])`),
    });
    const literal = (s: string) => ({
      text: s,
      pattern: new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    secrets = [
      ...orders.flatMap((o) => [number(o.id), number(o.principal)]),
      number(cardNumber.slice(-4)),
      literal(B1.phone),
      literal(B1.phone.slice(3)),
      literal(b1.repayToken),
      literal(b1.walletReference),
      literal(b1.upiReference),
      literal(b1.vaReference),
      literal(b1.extensionReference),
      literal(b1.complaintReference),
      literal(b1.evidenceImage),
      literal(b1.answerImage),
      literal(b1.looseImage),
      literal(b1.email),
      literal(b1.pendingPhone),
      literal('Meera'),
      literal('Asha Rao'),
      literal('•••• 2154'),
      number(b1.code),
      // Small ids only where they are ids, so a count or a score is not mistaken for one.
      {
        text: `card ${b1.cardId}`,
        pattern: new RegExp(`"(id|cardId|bankCardId)":${b1.cardId}\\b`),
      },
      {
        text: `payment ${b1.attemptId}`,
        pattern: new RegExp(`"(repayRecordId|repaymentRecordId)":${b1.attemptId}\\b`),
      },
    ];
  });
  afterAll(() => t?.close());

  /** Row count and checksum of each table, leaving out the rows a call may touch. */
  async function snapshot(mayTouch: Record<string, string>): Promise<Record<string, string>> {
    const parts = tables.map(
      (table) =>
        `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as sum
           from ${table} x ${mayTouch[table] ? `where not (${mayTouch[table]})` : ''}`,
    );
    const rows = await t.db.query<{ name: string; sum: string }>(parts.join(' union all '));
    return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
  }

  /** The inputs to try: borrower 1's ids everywhere, then each of their records with borrower 2's order. */
  function variants(endpoint: AnyEndpoint): Record<string, unknown>[] {
    const shape = shapeOf(endpoint);
    const ids = idFieldsOf(endpoint);
    const base: Record<string, unknown> = {};
    for (const [field, schema] of Object.entries(shape)) {
      if (ids.includes(field)) continue;
      const value = (FILLERS[field] ?? []).find((v) => schema.safeParse(v).success);
      if (value !== undefined) base[field] = value;
      else if (!isOptional(schema)) throw new Error(`${endpoint.path}: no filler for ${field}`);
    }
    const pick = (field: string, k: number) => {
      const values = ID_FIELDS[field]?.foreign(b1) ?? [];
      return values[Math.min(k, values.length - 1)];
    };
    const count = Math.max(1, ...ids.map((f) => ID_FIELDS[f]?.foreign(b1).length ?? 1));
    const all = Array.from({ length: count }, (_, k) => ({
      ...base,
      ...Object.fromEntries(ids.map((f) => [f, pick(f, k)])),
    }));
    // Borrower 2's own order with borrower 1's card, payment or code.
    const mixed =
      ids.some((f) => f !== 'orderId' && ID_FIELDS[f]?.owned) && ids.includes('orderId');
    return mixed ? [...all, { ...all[0], orderId: ID_FIELDS.orderId?.own }] : all;
  }

  const isEmpty = (data: unknown) =>
    data === null ||
    data === '' ||
    (Array.isArray(data) && data.length === 0) ||
    (typeof data === 'object' && data !== null && Object.keys(data).length === 0);

  it("sees borrower 1's data and writes when borrower 1 asks: the checks below can fail", async () => {
    const seen = async (
      p: string,
      input: Record<string, unknown>,
      method: AnyEndpoint['method'] = 'POST',
    ) => {
      const res = await call(B1.session, { method, path: p }, input);
      return secrets.filter((s) => s.pattern.test(res.body)).map((s) => s.text);
    };
    expect(await seen('/film/order/list', {})).toContain(String(b1.overdueOrder));
    expect(await seen('/pay/loan/repayment-way', { orderId: b1.overdueOrder })).toContain(
      `card ${b1.cardId}`,
    );
    expect(await seen('/pay/loan/payment-status', { reference: b1.walletReference })).toContain(
      '1005',
    );
    expect(
      await seen('/h5-api/v3/user-problem/problem-detail', { problemId: b1.complaintId }),
    ).toEqual(
      expect.arrayContaining([b1.complaintReference, b1.evidenceImage, b1.answerImage, 'Meera']),
    );
    expect(await seen('/film/borrower/email', {}, 'GET')).toEqual([b1.email]);
    const before = await snapshot(BOOKKEEPING);
    await as1('/v3/loan-details/google-score', { orderId: b1.repaidOrder, score: 4 });
    expect(await snapshot(BOOKKEEPING)).not.toEqual(before);
    // Borrower 2's own order with borrower 1's card, payment and code is tried too.
    expect(variants(repaymentCommit).at(-1)).toMatchObject({
      orderId: B2_OWN_ORDER,
      cardId: b1.cardId,
    });
    expect(variants(repaymentConfirm).at(-1)).toMatchObject({
      orderId: B2_OWN_ORDER,
      repaymentRecordId: b1.attemptId,
      verifyCode: b1.code,
    });
  });

  it.each(ENDPOINTS)('$name reads and writes nothing of borrower 1', async ({ endpoint }) => {
    const hasIds = idFieldsOf(endpoint).length > 0;
    const own = OWN_ACTS[endpoint.path];
    const mayTouch = own ? { ...BOOKKEEPING, [own.table]: own.rows, ...own.also } : BOOKKEEPING;
    for (const input of variants(endpoint)) {
      const label = `${endpoint.path} ${JSON.stringify(input)}`;
      const before = await snapshot(mayTouch);
      const res = await call(B2.session, endpoint, input);
      const after = await snapshot(mayTouch);

      expect(res.statusCode, `${label}: ${res.body}`).not.toBe(500);
      expect(after, `${label} changed a table`).toEqual(before);

      // An id the request itself carries may come back (a link, a message): it was not read.
      const sent = Object.values(input).map(String);
      const leaked = secrets
        .filter((s) => !sent.some((v) => v.includes(s.text)))
        .filter((s) => s.pattern.test(res.body))
        .map((s) => s.text);
      expect(leaked, `${label} answered borrower 1's data: ${res.body}`).toEqual([]);

      if (!hasIds || own || NO_READ[endpoint.path]) continue;
      const envelope = res.json() as { code?: unknown; data?: unknown };
      const failed = res.statusCode >= 400 || !isSuccess(endpoint.family, envelope);
      expect(failed || isEmpty(envelope.data), `${label} succeeded: ${res.body}`).toBe(true);
    }
  });
});
