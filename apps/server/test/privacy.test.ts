import { DATA_CATEGORIES, type Privacy } from '@tenora/contract/privacy';
import { maskPhone } from '@tenora/domain/phone';
import { afterEach, describe, expect, it } from 'vitest';
import { AT_ERASURE } from '../src/modules/privacy/erasure.ts';
import { hashToken } from '../src/platform/auth.ts';
import {
  DB_KINDS,
  disbursedLoan,
  giveEmail,
  injectPush,
  LOAN,
  makeTestApp,
  raceIt,
  type TestApp,
} from './helper.ts';
import { ops, staffSession, type StaffSession } from './ops-helper.ts';
import { paying } from './paying.ts';
import { pdfReader } from './pdf-text.ts';

/**
 * The privacy centre (docs/product.md#privacy) as a borrower, the lender's staff and the law see
 * it: the consents on record, the data held and its export, requests answered in time, an
 * erasure that tells the borrower and keeps only what the law keeps, and offers sent only with
 * consent.
 */
describe.each(DB_KINDS)('the privacy centre on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const pdf = pdfReader();

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const view = async (b: string): Promise<Privacy> => {
    const res = await t.app.inject({ url: `/film/privacy?${b}` });
    expect(res.json().code, res.body).toBe(0);
    return res.json().data as Privacy;
  };
  const ask = (b: string, kind: string, detail?: string) =>
    post(`/film/privacy/request?${b}`, { kind, ...(detail ? { detail } : {}) });
  /** Runs the jobs queued so far (deliveries, the erasure), as a worker would. */
  const runJobs = () => post('/film/dev/clock', { advanceMinutes: 1 });
  const sms = async (phone: string) =>
    (await t.app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })).json()
      .data as { text: string }[];
  const emails = async (to: string) =>
    (await t.app.inject({ url: `/film/dev/email-outbox?to=${encodeURIComponent(to)}` })).json()
      .data as { subject: string; text: string }[];
  const fresh = async (market: 'IN' | 'ID', phone?: string) => {
    const s = (await post('/film/dev/sessions', { market, ...(phone ? { phone } : {}) })).json()
      .data as { sessionId: string; userId: number; phone: string };
    return { ...s, b: `sessionId=${s.sessionId}` };
  };
  const act = (staff: StaffSession, id: number, action: string, note: string) =>
    ops(t, staff, 'POST', '/film/ops/data-requests/act', { id, action, note });
  const requestOf = async (b: string, kind: string) => {
    const found = (await view(b)).requests.find((r) => r.kind === kind);
    if (!found) throw new Error(`no ${kind} request`);
    return found;
  };
  /** Repays the loan in full by bank transfer, as the app's virtual account does. */
  const repayInFull = async (
    loan: { b: string; orderId: number; phone: string },
    market: 'IN' | 'ID',
  ) => {
    const way = (await post(`/pay/loan/repayment-way?${loan.b}&orderId=${loan.orderId}`)).json()
      .data;
    const refused = await paying(() => t).byVirtualAccount(
      loan.b,
      loan.orderId,
      way.payoff.amount,
      market === 'IN' ? 'HDFC' : 'BCA',
    );
    expect(refused).toBe('');
  };

  it('lists a loan’s consent and marketing given, then withdrawn, each with its text’s version', async () => {
    t = await makeTestApp(kind);
    const loan = await disbursedLoan(t, 'IN');
    const client = `${loan.b}&deviceId=pixel-7a&appVersion=3.4.1`;

    const before = await view(loan.b);
    expect(before.consents.map((c) => c.key)).toEqual(['marketing', `loan-${loan.orderId}`]);
    expect(before.consents[0]).toMatchObject({ active: false, givenAt: null, withdrawnAt: null });
    expect(before.consents[1]).toMatchObject({
      purpose: 'loan',
      orderNo: String(loan.orderId),
      productName: 'Tenora Salary Advance',
      givenVia: 'confirm',
      textVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
      active: true,
    });

    // A double tap records once.
    const taps = await Promise.all([
      post(`/film/privacy/marketing?${client}`, { given: 1 }),
      post(`/film/privacy/marketing?${client}`, { given: 1 }),
    ]);
    expect(taps.map((r) => r.json().code)).toEqual([0, 0]);
    const given = taps[1]?.json().data as Privacy;
    expect(given.consents[0]).toMatchObject({
      purpose: 'marketing',
      active: true,
      textVersion: 'marketing-2026-11',
      givenVia: 'privacy',
      appVersion: '3.4.1',
      givenAt: '2026-11-21T06:00:00.000Z',
      withdrawnAt: null,
    });
    t.clock.advanceMinutes(1);
    const withdrawn = (await post(`/film/privacy/marketing?${client}`, { given: 0 })).json()
      .data as Privacy;
    expect(withdrawn.consents[0]).toMatchObject({
      active: false,
      givenAt: '2026-11-21T06:00:00.000Z',
      withdrawnAt: '2026-11-21T06:01:00.000Z',
    });

    const rows = await t.db.query<{ given: boolean; device_id: string; address: string }>(
      `select c.given, s.device_id, s.address from consents c
         left join consent_sources s on s.consent_id = c.id where c.user_id = $1 order by c.id`,
      [loan.userId],
    );
    expect(rows.map((r) => [r.given, r.device_id])).toEqual([
      [true, 'pixel-7a'],
      [false, 'pixel-7a'],
    ]);
    const audit = await t.db.query<{ action: string; staff_id: number | null; after: unknown }>(
      `select action, staff_id, after from audit_log
        where object_type = 'borrower' and object_id = $1 and action like 'consent.%' order by id`,
      [String(loan.userId)],
    );
    expect(audit.map((a) => [a.action, a.staff_id])).toEqual([
      ['consent.give', null],
      ['consent.withdraw', null],
    ]);
    expect(audit[0]?.after).toMatchObject({ by: 'borrower', textVersion: 'marketing-2026-11' });
  });

  it('offers a new loan on full repayment only while marketing consent stands, asked again when it is sent', async () => {
    t = await makeTestApp(kind);
    const offers = async (phone: string) =>
      (await sms(phone)).filter((m) => m.text.includes('apply for a new loan'));

    // Consent stands when the loan is repaid and when the message goes: it reaches the phone.
    const keen = await disbursedLoan(t, 'IN');
    await post(`/film/privacy/marketing?${keen.b}`, { given: 1 });
    await repayInFull(keen, 'IN');
    await runJobs();
    expect(await offers(keen.phone)).toEqual([
      expect.objectContaining({ text: expect.stringContaining('open Privacy in the app') }),
    ]);

    // Never given: no offer is even written.
    const quiet = await disbursedLoan(t, 'IN');
    await repayInFull(quiet, 'IN');
    await runJobs();
    expect(await offers(quiet.phone)).toEqual([]);
    expect(
      await t.db.query('select 1 from notifications where user_id = $1 and marketing', [
        quiet.userId,
      ]),
    ).toEqual([]);

    // Withdrawn after the offer was written, before it went: it never goes, and staff read why.
    const changed = await disbursedLoan(t, 'ID');
    await post(`/film/privacy/marketing?${changed.b}`, { given: 1 });
    await repayInFull(changed, 'ID');
    await post(`/film/privacy/marketing?${changed.b}`, { given: 0 });
    await runJobs();
    expect((await sms(changed.phone)).filter((m) => m.text.includes('pinjaman baru'))).toEqual([]);
    const deliveries = await t.db.query<{ status: string; reason: string }>(
      `select d.status, d.reason from notification_deliveries d
         join notifications n on n.id = d.notification_id
        where n.user_id = $1 and n.marketing`,
      [changed.userId],
    );
    expect(deliveries).toEqual([{ status: 'cancelled', reason: 'marketing consent withdrawn' }]);
    // Nor is it in the app: an offer shows once it went out.
    const titles = async (b: string) =>
      ((await post(`/film/messages/list?${b}`)).json().data.messages as { title: string }[]).map(
        (m) => m.title,
      );
    expect(await titles(changed.b)).not.toContain('Anda bisa meminjam lagi');
    expect(await titles(keen.b)).toContain('You can borrow again');

    // Repaid in the evening, after India's contact hours (19:00 IST): the offer waits for the
    // morning, out of the app until then, and goes once the consent still stands.
    const late = await disbursedLoan(t, 'IN');
    await post(`/film/privacy/marketing?${late.b}`, { given: 1 });
    await post('/film/dev/clock', { now: '2026-11-21T14:30:00Z' });
    await repayInFull(late, 'IN');
    await runJobs();
    expect(await offers(late.phone)).toEqual([]);
    expect(await titles(late.b)).not.toContain('You can borrow again');
    const waiting = await t.db.query<{ status: string; reason: string }>(
      `select d.status, d.reason from notification_deliveries d
         join notifications n on n.id = d.notification_id
        where n.user_id = $1 and n.marketing`,
      [late.userId],
    );
    expect(waiting).toEqual([{ status: 'waiting', reason: 'outside contact hours' }]);
    // 08:10 IST the next day.
    await post('/film/dev/clock', { now: '2026-11-22T02:40:00Z' });
    await runJobs();
    expect(await offers(late.phone)).toHaveLength(1);
    expect(await titles(late.b)).toContain('You can borrow again');
  });

  it('summarises the borrower’s own data by category, and nothing of another borrower', async () => {
    t = await makeTestApp(kind);
    const asha = await fresh('IN');
    const sari = await fresh('ID');
    await giveEmail(t, asha.b, 'asha.rao@example.in');
    await post(`/pay/loan/bind-card?${asha.b}`, {
      bankCode: 'HDFC',
      cardNo: '4111 1111 1111 1111',
      holderName: 'Asha Rao',
    });
    await post(`/h5-api/v3/user-problem/qa-record?${asha.b}`, {
      type: 4,
      value: 'What data do you keep about me?',
    });

    const mine = await view(asha.b);
    expect(mine.data.map((d) => d.category)).toEqual([...DATA_CATEGORIES]);
    const of = (p: Privacy, c: string) => p.data.find((d) => d.category === c);
    expect(of(mine, 'account')).toMatchObject({
      count: 1,
      examples: [maskPhone(asha.phone, 'IN'), 'asha.rao@example.in'],
    });
    expect(of(mine, 'cards')).toMatchObject({ count: 1, examples: ['HDFC Bank •••• 1111'] });
    expect(of(mine, 'help')).toMatchObject({
      count: 1,
      examples: ['What data do you keep about me?'],
    });
    expect(of(mine, 'loans')).toMatchObject({ count: 0, examples: [], latestAt: null });
    expect(mine.erasure).toEqual({ state: 'available', openLoans: [], keepsLoanRecords: false });
    expect(mine.officer?.email).toMatch(/@/);

    const theirs = JSON.stringify(await view(sari.b));
    for (const secret of ['asha.rao@example.in', '1111', 'What data', asha.phone.slice(-4)]) {
      expect(theirs).not.toContain(secret);
    }
    expect(of(await view(sari.b), 'cards')?.count).toBe(0);
  });

  it('exports every category as JSON with no secret, and as a PDF in the borrower’s language', async () => {
    t = await makeTestApp(kind);
    const loan = await disbursedLoan(t, 'IN');
    const card = (
      await post(`/pay/loan/bind-card?${loan.b}`, {
        bankCode: 'HDFC',
        cardNo: '4111 1111 1111 1111',
        holderName: 'Asha Rao',
      })
    ).json().data;
    expect(card.id).toBeGreaterThan(0);
    await post(`/film/borrower/bank-account?${loan.b}`, {
      holderName: 'Asha Rao',
      accountNumber: '112143112154',
      bankCode: 'HDFC0000053',
    });
    await ask(loan.b, 'grievance', 'Who can see my bank account number?');
    await post(`/v3/loan-details/google-score?${loan.b}`, { score: 4, orderId: loan.orderId });

    const file = await t.app.inject({ url: `/film/privacy/export?${loan.b}&format=json` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="tenora-data-2026-11-21.json"',
    );
    const data = file.json() as { data: Record<string, Record<string, unknown>[]> };
    expect(Object.keys(data.data)).toEqual([...DATA_CATEGORIES]);
    expect(data.data.loans?.[0]).toMatchObject({
      orderId: loan.orderId,
      principal: 1_000_000,
      score: 4,
      ratedAt: '2026-11-21T06:00:00.000Z',
    });
    expect(data.data.cards).toEqual([
      expect.objectContaining({ cardNo: '•••• 1111', nameOnCard: 'Asha Rao' }),
    ]);
    expect(data.data.bankAccounts?.[0]).toMatchObject({ accountNumber: '•••• 2154' });
    expect(file.body).toContain('Who can see my bank account number?');

    const [secrets] = await t.db.query<{ token: string; fingerprint: string; session: string }>(
      `select c.token, c.fingerprint, (select token_hash from sessions where user_id = $1 limit 1) as session
         from cards c where c.user_id = $1`,
      [loan.userId],
    );
    const providerIds = await t.db.query<{ id: string | null }>(
      'select provider_account_id as id from bank_accounts where user_id = $1',
      [loan.userId],
    );
    for (const secret of [
      secrets?.token,
      secrets?.fingerprint,
      secrets?.session,
      hashToken(loan.b.replace('sessionId=', '')),
      '4111111111111111',
      '112143112154',
      ...providerIds.map((p) => p.id).filter((id) => id !== null),
    ]) {
      expect(secret).toBeTruthy();
      expect(file.body).not.toContain(secret);
    }
    // Reading it wrote nothing.
    expect(
      await t.db.query("select 1 from data_requests where user_id = $1 and kind = 'access'", [
        loan.userId,
      ]),
    ).toEqual([]);

    const paper = await t.app.inject({ url: `/film/privacy/export?${loan.b}&format=pdf` });
    expect(paper.headers['content-type']).toBe('application/pdf');
    expect(paper.headers['content-disposition']).toBe(
      'attachment; filename="tenora-data-2026-11-21.pdf"',
    );
    const text = pdf.text(paper.rawPayload);
    expect(text).toContain('Your data held by Tenora');
    expect(text).toContain(maskPhone(loan.phone, 'IN'));
    expect(text).not.toContain(loan.phone.slice(3));
    expect(text).toMatch(/Card number\s+•••• 1111/);
    expect(text).toMatch(/Your rating\s+4/);
    expect(text).toContain('Who can see my bank account number?');

    const sari = await disbursedLoan(t, 'ID');
    const theirs = pdf.text(
      (await t.app.inject({ url: `/film/privacy/export?${sari.b}&format=pdf` })).rawPayload,
    );
    expect(theirs).toContain('Data Anda yang disimpan Tenora');
    expect(theirs).toContain(maskPhone(sari.phone, 'ID'));
    expect(theirs).not.toContain('Asha Rao');
  });

  it('records one access request for a double tap', async () => {
    t = await makeTestApp(kind);
    const asha = await fresh('ID');
    await Promise.all([
      post(`/film/privacy/access?${asha.b}`),
      post(`/film/privacy/access?${asha.b}`),
    ]);
    await post(`/film/privacy/access?${asha.b}`);
    expect((await view(asha.b)).requests.filter((r) => r.kind === 'access')).toHaveLength(1);
    // A minute on, asking again is a request of its own.
    await post('/film/dev/clock', { advanceMinutes: 2 });
    await post(`/film/privacy/access?${asha.b}`);
    expect((await view(asha.b)).requests.filter((r) => r.kind === 'access')).toHaveLength(2);
  });

  it('answers a grievance or correction only with its words, told by when the law has it answered', async () => {
    t = await makeTestApp(kind);
    const sari = await fresh('ID');
    const missing = (await ask(sari.b, 'correction')).json();
    expect(missing.code).not.toBe(0);
    expect(missing.message).toBe('Tuliskan data mana yang salah dan seharusnya bagaimana.');

    const made = (await ask(sari.b, 'correction', 'Nama saya Sari Dewi, bukan Sari Dewa.')).json();
    expect(made.code).toBe(0);
    const request = (made.data as Privacy).requests[0];
    // Indonesia: 3 × 24 hours.
    expect(request).toMatchObject({
      kind: 'correction',
      status: 'open',
      detail: 'Nama saya Sari Dewi, bukan Sari Dewa.',
      dueAt: '2026-11-24T06:00:00.000Z',
    });
    const again = (await ask(sari.b, 'correction', 'Dan alamat email saya.')).json();
    expect(again.message).toMatch(/masih punya permintaan perbaikan data yang sedang diproses/);
    await runJobs();
    expect((await sms(sari.phone))[0]?.text).toBe(
      'Kami telah menerima permintaan perbaikan data Anda. Sesuai UU PDP No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, kami akan menjawabnya paling lambat 24 Nov 2026, 13.00 WIB. Pantau di aplikasi: Privasi.',
    );

    // India: to the end of the 30th day, in IST.
    const asha = await fresh('IN');
    const grievance = (
      (await ask(asha.b, 'grievance', 'Why was my number shared?')).json().data as Privacy
    ).requests[0];
    expect(grievance?.dueAt).toBe('2026-12-21T18:30:00.000Z');
    await runJobs();
    expect((await sms(asha.phone))[0]?.text).toContain(
      'Under the Digital Personal Data Protection Act 2023 we will answer it by 21 Dec 2026.',
    );
  });

  it('has staff answer or refuse in an audited act, told to the borrower, and not twice', async () => {
    t = await makeTestApp(kind);
    const staff = await staffSession(t, ['agent']);
    const asha = await fresh('IN');
    await ask(asha.b, 'grievance', 'Why was my number shared?');
    const { id } = await requestOf(asha.b, 'grievance');

    const queue = (await ops(t, staff, 'GET', '/film/ops/data-requests?market=IN')).json().data;
    expect(queue.counts).toContainEqual({ market: 'IN', open: 1, dueSoon: 0, overdue: 0 });
    expect(queue.rows[0]).toMatchObject({
      id,
      kind: 'grievance',
      phone: asha.phone,
      overdue: false,
      closedBy: null,
    });

    const answered = await act(staff, id, 'answer', 'It was not shared: only our agents saw it.');
    expect(answered.json().data).toMatchObject({
      status: 'done',
      answer: 'It was not shared: only our agents saw it.',
      closedBy: 'Test agent',
    });
    const [entry] = await t.db.query<{ staff_id: number; before: unknown; after: unknown }>(
      `select staff_id, before, after from audit_log
        where action = 'data-request.answer' and object_type = 'data-request' and object_id = $1`,
      [String(id)],
    );
    expect(entry).toEqual({
      staff_id: staff.id,
      before: { status: 'open', answer: null },
      after: { status: 'done', answer: 'It was not shared: only our agents saw it.' },
    });
    const refused = await act(staff, id, 'refuse', 'No.');
    expect(refused.json().message).toBe(
      'This request is already done: only an open request can be acted on.',
    );
    const reopened = await t.db.query<{ status: string }>(
      'select status from data_requests where id = $1',
      [id],
    );
    expect(reopened).toEqual([{ status: 'done' }]);
    await runJobs();
    expect((await sms(asha.phone)).map((m) => m.text)).toContain(
      'We have answered your grievance about your data: It was not shared: only our agents saw it.',
    );

    // The borrower takes back a request while it is open, and only then.
    await ask(asha.b, 'correction', 'My name is Asha Rao.');
    const correction = await requestOf(asha.b, 'correction');
    const back = (
      await post(`/film/privacy/request/withdraw?${asha.b}`, { id: correction.id })
    ).json();
    expect((back.data as Privacy).requests[0]).toMatchObject({ status: 'withdrawn' });
    const late = (await post(`/film/privacy/request/withdraw?${asha.b}`, { id })).json();
    expect(late.message).toBe(
      'This request can no longer be withdrawn: it has already been answered or closed.',
    );
    const sari = await fresh('ID');
    const foreign = await post(`/film/privacy/request/withdraw?${sari.b}`, { id: correction.id });
    expect(foreign.json().code).not.toBe(0);
    expect(foreign.body).not.toContain('Asha');

    // Indonesia's 72 hours: due soon in its last 24, then overdue, at the head of the queue.
    await ask(sari.b, 'grievance', 'Siapa saja yang melihat data saya?');
    // A member signs in afresh after each jump of the clock: a session ends after 30 idle minutes.
    const queueOf = async (status: string) =>
      (
        await ops(
          t,
          await staffSession(t, ['agent']),
          'GET',
          `/film/ops/data-requests?market=ID&status=${status}`,
        )
      ).json().data;
    t.clock.advanceMinutes(60 * 60);
    const soon = await queueOf('dueSoon');
    expect(soon.rows).toEqual([expect.objectContaining({ kind: 'grievance', dueSoon: true })]);
    expect(soon.counts).toContainEqual({ market: 'ID', open: 1, dueSoon: 1, overdue: 0 });
    expect((await queueOf('overdue')).rows).toEqual([]);
    t.clock.advanceMinutes(12 * 60);
    const overdue = await queueOf('overdue');
    expect(overdue.rows).toEqual([expect.objectContaining({ overdue: true, dueSoon: false })]);
    expect(overdue.counts).toContainEqual({ market: 'ID', open: 1, dueSoon: 0, overdue: 1 });
  });

  it('refuses an erasure while a loan is open, saying which must end first', async () => {
    t = await makeTestApp(kind);
    const loan = await disbursedLoan(t, 'IN');
    const refused = (await ask(loan.b, 'erasure')).json();
    expect(refused.message).toBe(
      `Your account cannot be closed while a loan is open. First repay in full, or wait for the decision on: loan ${loan.orderId} (Tenora Salary Advance). Then ask again.`,
    );
    expect((await view(loan.b)).erasure).toEqual({
      state: 'openLoans',
      openLoans: [
        {
          orderId: loan.orderId,
          orderNo: String(loan.orderId),
          productName: 'Tenora Salary Advance',
        },
      ],
      keepsLoanRecords: true,
    });
    expect(await t.db.query('select 1 from data_requests')).toEqual([]);
  });

  it('signs the borrower out when an erasure is approved, and keeps the account of one who took a loan since', async () => {
    t = await makeTestApp(kind);
    const staff = await staffSession(t, ['agent']);
    const ravi = await fresh('IN');
    expect((await ask(ravi.b, 'erasure')).json().code).toBe(0);
    const request = await requestOf(ravi.b, 'erasure');
    await act(staff, request.id, 'erase', 'Approved.');
    // Approval ends every session at once: nothing more can be asked on the old one.
    expect((await t.app.inject({ url: `/film/privacy?${ravi.b}` })).statusCode).toBe(401);

    // Before the job runs, the borrower signs in again and applies for a loan.
    const again = await fresh('IN', ravi.phone);
    expect(again.userId).toBe(ravi.userId);
    const pushed = await injectPush(t, again.b, { periods: 91, ...LOAN.IN });
    expect(pushed.message).toBe('');
    await runJobs();

    const [user] = await t.db.query<{ phone: string; closed_at: Date | null }>(
      'select phone, closed_at from users where id = $1',
      [ravi.userId],
    );
    expect(user).toEqual({ phone: ravi.phone, closed_at: null });
    const refused = await requestOf(again.b, 'erasure');
    expect(refused).toMatchObject({ status: 'refused' });
    expect(refused.answer).toContain(`loan ${pushed.data.orderId as number}`);
    // Told why, in the app and by SMS; never that the account was closed.
    const texts = (await sms(ravi.phone)).map((m) => m.text);
    expect(
      texts.some((x) => x.includes('Your account cannot be closed while a loan is open')),
    ).toBe(true);
    expect(texts.some((x) => x.includes('your mobile number included'))).toBe(false);
  });

  it('forgets a borrower who never borrowed: the last message goes first, and the number is free again', async () => {
    t = await makeTestApp(kind);
    const staff = await staffSession(t, ['agent']);
    const asha = await fresh('IN');
    await giveEmail(t, asha.b, 'asha.rao@example.in');
    await post(`/h5-api/v3/user-problem/qa-record?${asha.b}`, { type: 4, value: 'delete me' });
    await post(`/film/privacy/marketing?${asha.b}`, { given: 1 });

    expect((await ask(asha.b, 'erasure')).json().code).toBe(0);
    const request = await requestOf(asha.b, 'erasure');
    expect((await view(asha.b)).erasure.state).toBe('pending');
    expect((await act(staff, request.id, 'erase', 'Approved.')).json().data).toMatchObject({
      status: 'erasing',
    });
    await runJobs();

    const [user] = await t.db.query<{ phone: string; email: string | null }>(
      'select phone, email from users where id = $1',
      [asha.userId],
    );
    expect(user).toEqual({ phone: `forgotten:${asha.userId}`, email: null });
    expect(await t.db.query('select 1 from qa_records where user_id = $1', [asha.userId])).toEqual(
      [],
    );
    // The last word reached the number and the address before they were forgotten; nothing else
    // sent to them is kept.
    const texts = await sms(asha.phone);
    expect(texts).toEqual([
      expect.objectContaining({
        text: expect.stringContaining('your mobile number included'),
      }),
    ]);
    expect((await emails('asha.rao@example.in')).map((m) => m.subject)).toEqual([
      'Your account is closed',
    ]);
    expect((await t.app.inject({ url: `/film/privacy?${asha.b}` })).statusCode).toBe(401);

    const staffView = (await ops(t, staff, 'GET', '/film/ops/data-requests?status=closed')).json()
      .data;
    expect(staffView.rows[0]).toMatchObject({
      id: request.id,
      status: 'done',
      phone: null,
      erasedAt: expect.any(String),
    });
    // A row's Refresh reads it alone, by its id; another filter that does not hold finds none.
    const byId = async (query: string) =>
      (await ops(t, staff, 'GET', `/film/ops/data-requests?${query}`)).json().data;
    expect((await byId(`id=${request.id}&status=all`)).rows).toEqual([staffView.rows[0]]);
    expect((await byId(`id=${request.id}&status=all`)).total).toBe(1);
    expect((await byId(`id=${request.id}`)).rows).toEqual([]);
    const [erased] = await t.db.query<{ staff_id: number | null; after: { account: string } }>(
      `select staff_id, after from audit_log where action = 'data-request.erased' and object_id = $1`,
      [String(request.id)],
    );
    expect(erased).toMatchObject({
      staff_id: null,
      after: { account: 'forgotten', by: 'erasure job', removed: { marketingConsent: 1 } },
    });
    // The consent to offers ended with the account; its record stays.
    expect(
      await t.db.query<{ given: boolean; address: string }>(
        `select c.given, s.address from consents c
         left join consent_sources s on s.consent_id = c.id where c.user_id = $1 order by c.id`,
        [asha.userId],
      ),
    ).toEqual([
      { given: true, address: expect.any(String) },
      { given: false, address: 'erasure' },
    ]);

    // The number registers again as someone new.
    const again = await fresh('IN', asha.phone);
    expect(again.userId).not.toBe(asha.userId);
    expect((await view(again.b)).requests).toEqual([]);
  });

  it('closes a former borrower’s account: loan records stay with the number, the rest goes, a sign-in opens it again', async () => {
    t = await makeTestApp(kind);
    const staff = await staffSession(t, ['agent']);
    const loan = await disbursedLoan(t, 'IN');
    const way = (await post(`/pay/loan/repayment-way?${loan.b}&orderId=${loan.orderId}`)).json()
      .data;
    expect(
      await paying(() => t).byCard('IN', loan, Math.floor(way.payoff.amount / 300) * 100),
    ).toBe('');
    await repayInFull(loan, 'IN');
    await giveEmail(t, loan.b, 'asha.rao@example.in');
    await post(`/h5-api/v3/user-problem/qa-record?${loan.b}`, { type: 4, value: 'close it' });
    await post(`/v3/loan-details/google-score?${loan.b}`, { score: 2, orderId: loan.orderId });
    expect((await ask(loan.b, 'correction', 'My name is spelt wrong.')).json().code).toBe(0);

    expect((await ask(loan.b, 'erasure')).json().code).toBe(0);
    const request = await requestOf(loan.b, 'erasure');
    await act(staff, request.id, 'erase', 'Approved; loan records kept.');
    await runJobs();

    const [user] = await t.db.query<{ phone: string; email: string | null; closed_at: Date }>(
      'select phone, email, closed_at from users where id = $1',
      [loan.userId],
    );
    expect(user).toMatchObject({ phone: loan.phone, email: null, closed_at: expect.any(Date) });
    const count = async (sql: string) =>
      (await t.db.query<{ n: number }>(sql, [loan.userId]))[0]?.n;
    expect(await count('select count(*)::int as n from cards where user_id = $1')).toBe(0);
    expect(await count('select count(*)::int as n from qa_records where user_id = $1')).toBe(0);
    expect(await count('select count(*)::int as n from order_ratings where user_id = $1')).toBe(0);
    // No row of theirs is left in any table the erasure says it erases.
    for (const [table, fate] of Object.entries(AT_ERASURE)) {
      if (fate !== 'erased') continue;
      const [keyed] = await t.db.query<{ by: string }>(
        `select column_name as by from information_schema.columns
          where table_schema = 'public' and table_name = $1 and column_name in ('user_id', 'phone')
          order by column_name desc limit 1`,
        [table],
      );
      const key = keyed?.by === 'phone' ? loan.phone : loan.userId;
      const [left] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where ${keyed?.by} = $1`,
        [key],
      );
      expect({ table, left: left?.n }).toEqual({ table, left: 0 });
    }
    expect(await count('select count(*)::int as n from orders where user_id = $1')).toBe(1);
    expect(
      await count(
        'select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.user_id = $1',
      ),
    ).toBe(2);
    expect(
      await count(
        "select count(*)::int as n from notifications where user_id = $1 and body <> '' and template <> 'privacy.erased'",
      ),
    ).toBe(0);

    const last = (await sms(loan.phone))[0]?.text ?? '';
    expect(last).toContain(
      'keep your loan and payment records, with your mobile number, for 5 years',
    );
    expect(await sms(loan.phone)).toHaveLength(1);
    expect((await emails('asha.rao@example.in'))[0]?.text).toBe(last);
    expect((await t.app.inject({ url: `/film/privacy?${loan.b}` })).statusCode).toBe(401);
    // The job ran again finds nothing more to do, and tells no one twice.
    await runJobs();
    expect(await sms(loan.phone)).toHaveLength(1);

    const back = await fresh('IN', loan.phone);
    expect(back.userId).toBe(loan.userId);
    const reopened = await t.db.query<{ closed_at: Date | null }>(
      'select closed_at from users where id = $1',
      [loan.userId],
    );
    expect(reopened).toEqual([{ closed_at: null }]);
    const after = await view(back.b);
    expect(after.requests[0]).toMatchObject({ kind: 'erasure', status: 'done' });
    // The correction still open went with the account, said so, and waits in no one's queue.
    expect(after.requests.find((r) => r.kind === 'correction')).toMatchObject({
      status: 'done',
      answer: 'Closed with your account, at your request: we no longer act on it.',
    });
    expect(after.data.find((d) => d.category === 'loans')?.count).toBe(1);
    expect(after.data.find((d) => d.category === 'cards')?.count).toBe(0);
  });

  it('says what an erasure does to every table that holds a borrower’s rows', async () => {
    t = await makeTestApp(kind);
    // A borrower's key: their id, number, address, or device. Staff's own accounts and the
    // public site's contact form hold no borrower's account.
    const held = await t.db.query<{ table: string }>(
      `select distinct table_name as table from information_schema.columns
        where table_schema = 'public'
          and column_name in ('user_id', 'phone', 'to_phone', 'to_address', 'email', 'device_id')
          and table_name not in ('staff', 'site_messages')
        order by 1`,
    );
    expect(held.map((r) => r.table)).toEqual(Object.keys(AT_ERASURE).sort());
  });

  raceIt(kind)('makes one erasure request of eight taps at once', async () => {
    t = await makeTestApp(kind);
    const asha = await fresh('IN');
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(asha.b, 'erasure')));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    expect(
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from data_requests where user_id = $1',
        [asha.userId],
      ),
    ).toEqual([{ n: 1 }]);
    expect(
      await t.db.query<{ n: number }>(
        "select count(*)::int as n from notifications where user_id = $1 and template = 'privacy.received'",
        [asha.userId],
      ),
    ).toEqual([{ n: 1 }]);
  });
});
