import { randomInt } from 'node:crypto';
import { RETENTION_PROMISED } from '@tenora/domain/retention';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_OPERATOR_TOKEN, loadConfig } from '../src/config.ts';
import { applyPayment } from '../src/modules/ledger/index.ts';
import {
  DB_KINDS,
  giveEmail,
  injectPush,
  LOAN,
  makeTestApp,
  multipartBody,
  type TestApp,
} from './helper.ts';
import { ops, staffSession } from './ops-helper.ts';

/**
 * Data kept only as long as the privacy notices promise (docs/product.md#retention): the support
 * API's clock moves past the period, the night's retention tasks run, and what a borrower, the
 * lender's staff and the support API's phone see is what is left.
 */

describe('retention periods', () => {
  const env = { NODE_ENV: 'test' };

  it('default to what the privacy notices promise, may be shorter, and are never longer', () => {
    expect(loadConfig(env).retention).toEqual({
      registrantMonths: RETENTION_PROMISED.registrantMonths,
      complaintImageMonths: RETENTION_PROMISED.complaintImageMonths,
      messageTextMonths: RETENTION_PROMISED.messageTextMonths,
      consentSourceMonths: RETENTION_PROMISED.consentSourceMonths,
    });
    // What the notices say today (apps/web/src/platform/i18n/company-*.ts, legal-*.ts).
    expect(RETENTION_PROMISED).toEqual({
      registrantMonths: 12,
      complaintImageMonths: 12,
      messageTextMonths: 12,
      consentSourceMonths: 12,
      loanRecordYears: 5,
    });
    expect(loadConfig({ ...env, RETENTION_MESSAGE_TEXT_MONTHS: '6' }).retention).toMatchObject({
      messageTextMonths: 6,
      registrantMonths: 12,
    });
    expect(() => loadConfig({ ...env, RETENTION_REGISTRANT_MONTHS: '13' })).toThrow(
      /RETENTION_REGISTRANT_MONTHS: the privacy notices promise deletion after 12 months/,
    );
    expect(() => loadConfig({ ...env, RETENTION_COMPLAINT_IMAGE_MONTHS: '0' })).toThrow(
      /RETENTION_COMPLAINT_IMAGE_MONTHS: must be a whole number of months/,
    );
  });
});

const P = '/api/v2/loan/promotion';
const C = '/h5-api/v3/user-problem';
const OPERATOR = { authorization: `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}` };

/** Fresh numbers, national and as stored. */
const phoneOf = {
  IN: () => {
    const national = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    return { national, e164: `+91${national}` };
  },
  ID: () => {
    const national = `0812${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    return { national, e164: `+62${national.slice(1)}` };
  },
};

const picture = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

/** One line of the server's log, as pino writes it. */
interface LogLine {
  msg?: string;
  task?: string;
  removed?: Record<string, number>;
}

describe.each(DB_KINDS)('data kept as long as promised on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const moveTo = async (now: string, schedules = true) =>
    expect((await post('/film/dev/clock', { now, schedules })).json().code).toBe(0);

  /** Registers a number on a landing page, as a visitor does; answers the borrower's id. */
  async function register(phone: string, templateId: 1 | 2): Promise<number> {
    const sid = (await get(`${P}/get-sid`)).json().data.sid as string;
    const answer = (await get(`/film/dev/captcha?sid=${sid}`)).json().data.answer as string;
    const form = { phone, capcode: answer, sid, id: templateId, utm_tag: 'retention' };
    expect((await post(`${P}/get-sms`, form)).json().code).toBe(0);
    const [sms] = (await get(`/film/dev/sms-outbox?phone=${phone}`)).json().data;
    const registered = await post(`${P}/register`, { ...form, smsCode: sms.code });
    expect(registered.json().code, registered.body).toBe(0);
    const [row] = await t.db.query<{ user_id: number }>(
      'select user_id from registrations order by registered_at desc, user_id desc limit 1',
    );
    return Number(row?.user_id);
  }

  /** The borrower of `phone` signing in to the app: a visit. */
  const signIn = async (market: 'IN' | 'ID', phone: string) =>
    `sessionId=${(await post('/film/dev/sessions', { market, phone })).json().data.sessionId}`;

  /** A complaint with a photo, answered with one: answers its id and the two photos' addresses. */
  async function complaintWithPhotos(b: string, orderNo: number) {
    const body = multipartBody([
      {
        name: 'problemImage',
        filename: 'photo.png',
        contentType: 'image/png',
        data: await picture('#c04020'),
      },
    ]);
    const up = await t.app.inject({ method: 'POST', url: `${C}/upload-problem-img?${b}`, ...body });
    const evidence = up.json().data.url as string;
    const saved = await post(`${C}/problem-save?${b}`, {
      problemType: 2,
      problemDetail: 'My payment does not show.',
      problemImage: evidence,
      orderNo,
    });
    const problemId = saved.json().data.problemId as number;
    const answered = await post('/film/dev/complaints/answer', {
      problemId,
      text: 'We found your payment and applied it.',
      images: [(await picture('#2060c0')).toString('base64')],
    });
    const reply = answered.json().data.images[0] as string;
    return { problemId, evidence, reply };
  }

  const detail = async (b: string, problemId: number) =>
    (await post(`${C}/problem-detail?${b}`, { problemId })).json().data;
  const photo = async (b: string, url: string) => (await get(`${url}&${b}`)).statusCode;
  const storedKeys = async (problemId: number) =>
    (
      await t.db.query<{ storage_key: string }>(
        'select storage_key from complaint_images where complaint_id = $1',
        [problemId],
      )
    ).map((r) => r.storage_key);
  const outbox = async (phone: string) =>
    (await get(`/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json().data as {
      text: string;
      sentAt: string;
    }[];
  const mailbox = async (to: string) =>
    (await get(`/film/dev/email-outbox?to=${encodeURIComponent(to)}`)).json().data as {
      text: string;
      sentAt: string;
    }[];
  const inbox = async (b: string) =>
    (await post(`/film/messages/list?${b}`)).json().data.messages as {
      title: string;
      body: string;
      sentAt: string;
    }[];
  const phoneOfUser = async (id: number) =>
    (await t.db.query<{ phone: string }>('select phone from users where id = $1', [id]))[0]?.phone;
  const registered = async (id: number) =>
    (await t.db.query('select 1 from registrations where user_id = $1', [id])).length === 1;
  /** The loan and payment records, whole: nothing the retention tasks may touch. */
  const loanRecords = async (orderId: number) =>
    JSON.stringify(
      await Promise.all([
        t.db.query('select * from orders where id = $1', [orderId]),
        t.db.query('select * from instalments where order_id = $1 order by period_no', [orderId]),
        t.db.query('select * from payments where order_id = $1 order by id', [orderId]),
        t.db.query(
          'select * from payment_allocations where order_id = $1 order by payment_id, period_no',
          [orderId],
        ),
        t.db.query('select * from order_documents where order_id = $1 order by kind, locale', [
          orderId,
        ]),
        t.db.query('select * from loan_consents where order_id = $1', [orderId]),
      ]),
    );
  const retentionLog = () =>
    t
      .logs()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine)
      .filter((l) => l.msg === 'retention');

  it(
    'deletes old complaint photos, never-borrowers and message texts after their period, and keeps recent ones, borrowers, loans and payments',
    { timeout: 120_000 },
    async () => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '20000' } });

      // 21 Nov 2026. Four registrations: one who borrows, two who never do, one who comes back.
      const never = phoneOf.IN();
      const borrower = phoneOf.IN();
      const returning = phoneOf.ID();
      const neverId = phoneOf.ID();
      const neverUser = await register(never.national, 1);
      const borrowerUser = await register(borrower.national, 1);
      const returningUser = await register(returning.national, 2);
      const neverIdUser = await register(neverId.national, 2);
      const funnelThen = (
        await get(`/film/promotion/funnel?from=2026-11-21&to=2026-11-21`, OPERATOR)
      ).json().data;

      const b = await signIn('IN', borrower.national);
      const pushed = await injectPush(t, b, { periods: 91, ...LOAN.IN });
      const orderId = pushed.data.orderId as number;
      await post('/film/dev/orders/state', { orderId, action: 'approve' });
      await post('/film/dev/orders/state', { orderId, action: 'disburse' });
      await t.db.transaction((tx) =>
        applyPayment(tx, t.clock, { orderId, amount: 50_000, reference: 'kept', method: 'card' }),
      );
      await giveEmail(t, b, 'asha@example.in');
      const old = await complaintWithPhotos(b, orderId);
      const oldKeys = await storedKeys(old.problemId);
      expect(oldKeys).toHaveLength(2);
      // A minute on: the messages the complaint caused go out.
      await moveTo('2026-11-21T06:01:00Z');
      expect((await outbox(borrower.e164)).length).toBeGreaterThan(0);
      // The address's code and the notice that it changed, then the complaint's two.
      expect(await mailbox('asha@example.in')).toHaveLength(4);

      // Ten months on (21 Sept 2027): a new registration, a visit, a new complaint.
      await moveTo('2027-09-21T06:00:00Z', false);
      const fresh = phoneOf.IN();
      const freshUser = await register(fresh.national, 1);
      await signIn('ID', returning.national);
      const recent = await complaintWithPhotos(b, orderId);
      await moveTo('2027-09-21T06:01:00Z');

      // The night of 22 Nov 2027, a year and a day after the first: the retention tasks run at
      // 03:00 in each market (21:30 UTC in India, 20:00 UTC in Indonesia).
      await moveTo('2027-11-21T12:00:00Z', false);
      const records = await loanRecords(orderId);
      await moveTo('2027-11-22T00:00:00Z');

      // The old complaint stays, its words and answer, and says when its photos went; they are not
      // served, and their files are gone.
      const oldDetail = await detail(b, old.problemId);
      expect(oldDetail).toMatchObject({
        content: 'My payment does not show.',
        disposeDetail: 'We found your payment and applied it.',
        images: [],
        disposeImages: [],
        imagesRemoved:
          'The photos of this complaint were deleted on 22 Nov 2027: we keep them for 12 months after we answer, as our privacy policy says.',
      });
      expect(await photo(b, old.evidence)).toBe(404);
      expect(await photo(b, old.reply)).toBe(404);
      for (const key of oldKeys) expect(await t.storage.get(key)).toBeNull();
      // The recent one keeps its photos.
      expect(await detail(b, recent.problemId)).toMatchObject({ imagesRemoved: '' });
      expect(await photo(b, recent.evidence)).toBe(200);
      expect(await photo(b, recent.reply)).toBe(200);

      // Staff see the same: the complaint, no photos, and when they went.
      const agent = await staffSession(t, ['agent']);
      const opsDetail = (
        await ops(t, agent, 'GET', `/film/ops/complaints/detail?complaintId=${old.problemId}`)
      ).json().data;
      expect(opsDetail).toMatchObject({
        text: 'My payment does not show.',
        images: [],
        imagesRemovedAt: '2027-11-21T21:30:00.000Z',
        answer: { text: 'We found your payment and applied it.', images: [] },
      });

      // Those who never borrowed and were not seen for a year are forgotten: no number, no
      // registration; the number may register again. The borrower, the returning visitor and the
      // recent registrant are kept, and the funnel's counts of that day stand.
      expect(await phoneOfUser(neverUser)).toBe(`forgotten:${neverUser}`);
      expect(await phoneOfUser(neverIdUser)).toBe(`forgotten:${neverIdUser}`);
      expect(await registered(neverUser)).toBe(false);
      expect(await registered(neverIdUser)).toBe(false);
      expect(await phoneOfUser(borrowerUser)).toBe(borrower.e164);
      expect(await phoneOfUser(returningUser)).toBe(returning.e164);
      expect(await phoneOfUser(freshUser)).toBe(fresh.e164);
      for (const kept of [borrowerUser, returningUser, freshUser])
        expect(await registered(kept)).toBe(true);
      expect(
        (await get(`/film/promotion/funnel?from=2026-11-21&to=2026-11-21`, OPERATOR)).json().data,
      ).toEqual(funnelThen);
      expect(await outbox(never.e164)).toEqual([]);
      const again = await register(never.national, 1);
      expect(again).not.toBe(neverUser);

      // Texts older than a year are gone from the phone's outbox and the mailbox; newer ones stay.
      const texts = await outbox(borrower.e164);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((m) => m.sentAt >= '2027-09-21')).toBe(true);
      expect((await outbox(fresh.e164)).length).toBeGreaterThan(0);
      const mails = await mailbox('asha@example.in');
      expect(mails.map((m) => m.sentAt.slice(0, 10))).toEqual(['2027-09-21', '2027-09-21']);

      // In the app, an old message keeps its title and says its text was deleted.
      const messages = await inbox(b);
      const before = messages.filter((m) => m.sentAt < '2027-01-01');
      expect(before.map((m) => m.title)).toEqual([
        'Complaint answered',
        'Complaint received',
        'Your e-mail address was changed',
        'Loan approved',
      ]);
      for (const m of before) {
        expect(m.body).toBe(
          'The text of this message was deleted 12 months after it was sent, as our privacy policy says.',
        );
      }
      const since = messages.filter((m) => m.sentAt.startsWith('2027-09-21'));
      expect(since.map((m) => m.body)).toEqual([
        expect.stringMatching(/^We have answered your complaint/),
        expect.stringMatching(/^We received your complaint/),
      ]);

      // The console's log still lists every message, with its channels' results.
      const log = await ops(
        t,
        agent,
        'GET',
        `/film/ops/borrowers/communications?userId=${borrowerUser}`,
      );
      expect(log.json().code, log.body).toBe(0);
      const sent = log.json().data.communications as {
        title: string;
        createdAt: string;
        deliveries: { channel: string; status: string }[];
      }[];
      expect(sent.filter((c) => c.createdAt < '2027-01-01')).toEqual([
        expect.objectContaining({
          title: 'Complaint answered',
          deliveries: [
            expect.objectContaining({ channel: 'sms', status: 'sent' }),
            expect.objectContaining({ channel: 'email', status: 'sent' }),
          ],
        }),
        expect.objectContaining({ title: 'Complaint received' }),
        expect.objectContaining({ title: 'Your e-mail address was changed' }),
        expect.objectContaining({ title: 'Loan approved' }),
      ]);

      // Loans and payments: untouched.
      expect(await loanRecords(orderId)).toBe(records);

      // The next night finds nothing more, and the log holds counts, never a number or a text.
      await moveTo('2027-11-23T00:00:00Z');
      const nights = retentionLog();
      const tasks = (night: LogLine[]) => Object.fromEntries(night.map((l) => [l.task, l.removed]));
      expect(tasks(nights.slice(0, 10))).toEqual({
        'retention-complaints-IN': { images: 2 },
        'retention-complaints-ID': { images: 0 },
        'retention-registrations-IN': { registrations: 1, phoneCodes: 2 },
        'retention-registrations-ID': { registrations: 1, phoneCodes: 2 },
        // The two complaint messages, the sanction letter's and the e-mail address's notice; the
        // address's code and the three messages e-mailed.
        'retention-messages-IN': { notifications: 4, sms: expect.any(Number), emails: 4 },
        'retention-messages-ID': { notifications: 0, sms: 2, emails: 0 },
        // The e-mail address's change, which whichever market's night comes first takes.
        'retention-contact-changes-ID': { contactChanges: 1 },
        'retention-contact-changes-IN': { contactChanges: 0 },
        'retention-consents-IN': { consentSources: 0 },
        'retention-consents-ID': { consentSources: 0 },
      });
      expect(Object.values(tasks(nights.slice(10))).flatMap((r) => Object.values(r ?? {}))).toEqual(
        Array(16).fill(0),
      );
      expect(JSON.stringify(nights)).not.toMatch(/\+91|\+62|asha@|payment/);
      expect(await photo(b, recent.evidence)).toBe(200);
    },
  );

  it('forgets where a consent came from a period after a later choice replaced it, and keeps the choices', async () => {
    // A month, which a deployment may choose, so the clock moves little.
    t = await makeTestApp(kind, {
      env: { SESSION_TTL_HOURS: '20000', RETENTION_CONSENT_SOURCE_MONTHS: '1' },
    });
    const b = await signIn('IN', phoneOf.IN().national);
    const choose = async (given: 0 | 1) =>
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/film/privacy/marketing?${b}`,
            payload: { given },
            headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10)' },
          })
        ).json().code,
      ).toBe(0);
    // 21 Nov 2026: given, then withdrawn; 1 Dec 2026: given again, and it stands.
    await choose(1);
    await choose(0);
    await moveTo('2026-12-01T06:00:00Z', false);
    await choose(1);
    const sources = () =>
      t.db.query<{ given: boolean; address: string | null; user_agent: string | null }>(
        `select c.given, s.address, s.user_agent from consents c
           left join consent_sources s on s.consent_id = c.id order by c.id`,
      );
    expect((await sources()).map((r) => r.user_agent)).toEqual([
      'Mozilla/5.0 (Linux; Android 10)',
      'Mozilla/5.0 (Linux; Android 10)',
      'Mozilla/5.0 (Linux; Android 10)',
    ]);

    // 23 Dec 2026, after the night's run: the first choice, replaced on 21 Nov, has lost its
    // address and browser; the withdrawal, replaced on 1 Dec, and the standing one keep them.
    await moveTo('2026-12-22T12:00:00Z', false);
    await moveTo('2026-12-23T00:00:00Z');
    const after = await sources();
    expect(after.map((r) => [r.given, r.address === null, r.user_agent === null])).toEqual([
      [true, true, true],
      [false, false, false],
      [true, false, false],
    ]);
    // The ledger still says the choice that stands, and since when.
    const ledger = (await get(`/film/privacy?${b}`)).json().data.consents as {
      purpose: string;
      active: boolean;
      givenAt: string;
      withdrawnAt: string | null;
    }[];
    expect(ledger.find((c) => c.purpose === 'marketing')).toMatchObject({
      active: true,
      givenAt: '2026-12-01T06:00:00.000Z',
    });
    const runs = retentionLog().filter((l) => l.task?.startsWith('retention-consents-'));
    expect(runs.map((l) => l.removed)).toContainEqual({ consentSources: 1 });
  });

  it('goes through any number of rows, a thousand at a time', { timeout: 60_000 }, async () => {
    t = await makeTestApp(kind);
    // 2,500 texts a year and two days old, 10 two days old, to Indian numbers.
    await t.db.query(
      `insert into sms_outbox (to_phone, body, purpose, sent_at)
       select '+9170' || lpad(n::text, 8, '0'), 'Your code is 123456', 'register',
              case when n <= 2500 then timestamptz '2026-11-20T00:00:00Z'
                   else timestamptz '2027-11-20T00:00:00Z' end
         from generate_series(1, 2510) n`,
    );
    // Ten nights skipped at once: the latest night's run does what the ten would have, once.
    await moveTo('2027-11-12T12:00:00Z', false);
    await moveTo('2027-11-22T00:00:00Z');
    // The seeded loans' reminders of those days are texts too, and recent ones.
    const [left] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from sms_outbox where body = 'Your code is 123456'`,
    );
    expect(left?.n).toBe(10);
    const runs = retentionLog().filter((l) => l.task === 'retention-messages-IN');
    expect(runs).toHaveLength(1);
    expect(runs[0]?.removed).toMatchObject({ sms: 2500 });
  });
});
