import { CATALOGUE } from '@tenora/contract/catalogue';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DB_KINDS,
  disbursedLoan,
  ID,
  IN,
  makeTestApp,
  multipartBody,
  type TestApp,
} from './helper.ts';
import { ops, staffSession, type StaffSession } from './ops-helper.ts';

const BASE = '/h5-api/v3/user-problem';

const png = () =>
  sharp({ create: { width: 200, height: 120, channels: 4, background: '#2060c0' } })
    .png()
    .toBuffer();

interface AuditRow {
  staffId: number | null;
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
}

/**
 * The console's state-changing calls and the audit action each writes; the flows below check
 * each one's entry. An upload attaches nothing until the reply, so it is not audited (decision 063). A new POST fails the first test until it is listed here.
 */
const AUDITED: Record<string, string | null> = {
  opsSignOut: 'staff.signOut',
  opsComplaintUploadImage: null,
  opsStaffCreate: 'staff.create',
  opsStaffSetRoles: 'staff.setRoles',
  opsStaffSetDisabled: 'staff.disable',
  opsStaffUnlock: 'staff.unlock',
  opsComplaintReply: 'complaint.reply',
  opsComplaintAssign: 'complaint.assign',
  opsComplaintExtend: 'complaint.extend',
  opsChatbotAdd: 'chatbot.add',
  opsChatbotEdit: 'chatbot.edit',
  opsChatbotReorder: 'chatbot.reorder',
  opsChatbotRetire: 'chatbot.retire',
  opsChatbotSetAction: 'chatbot.setAction',
  opsLoanApprove: 'order.approve',
  opsLoanReject: 'order.reject',
  opsLoanDisburse: 'order.disburse',
  opsBankAccountReview: 'bankAccount.review',
  opsReconciliationResolve: 'reconciliation.resolve',
  opsBorrowerSetLimit: 'borrower.setLimit',
  opsRefund: 'refund.request',
  opsTemplateSave: 'template.save',
  opsContactHandle: 'contact.handle',
  opsDeliveryRetry: 'message.retry',
  opsPaperResend: 'paper.resend',
  opsLoanDocumentResend: 'document.resend',
  // Also data-request.erase and data-request.refuse, by the action asked (test/privacy.test.ts).
  opsDataRequestAct: 'data-request.answer',
};

it('knows the audit action of every state-changing console call', () => {
  const posts = CATALOGUE.filter(
    (e) => e.endpoint.access === 'staff' && e.endpoint.method === 'POST',
  ).map((e) => e.name);
  expect(posts.sort()).toEqual(Object.keys(AUDITED).sort());
});

/** What the console does, end to end, and what the borrower then sees (decision 063 audits each). */
describe.each(DB_KINDS)('the console’s work on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const borrowerPost = (path: string, session: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}?${session}`, payload });

  const audit = async (admin: StaffSession, query = ''): Promise<AuditRow[]> => {
    const res = await ops(t, admin, 'GET', `/film/ops/audit${query}`);
    expect(res.json().code, res.body).toBe(0);
    // Members made by the test itself are entries of no staff member (as ops:create-admin's);
    // every test signs its staff in, so those entries are left out too.
    return (res.json().data.rows as AuditRow[]).filter(
      (e) => e.staffId !== null && e.action !== 'staff.signIn',
    );
  };

  async function complaint(session: string, orderNo?: number) {
    const up = await t.app.inject({
      method: 'POST',
      url: `${BASE}/upload-problem-img?${session}`,
      ...multipartBody([
        { name: 'problemImage', filename: 'a.png', contentType: 'image/png', data: await png() },
      ]),
    });
    const saved = await borrowerPost('problem-save', session, {
      problemType: 2,
      problemDetail: 'My payment does not show.',
      problemImage: up.json().data.url,
      ...(orderNo ? { orderNo } : {}),
    });
    expect(saved.json().code, saved.body).toBe('00');
    return saved.json().data as { problemId: number; reference: string; dueDate: string };
  }

  it('queues complaints overdue first, shows the detail, replies with an image: the borrower sees it resolved', async () => {
    t = await makeTestApp(kind);
    const older = await complaint(IN, 1004);
    t.clock.advanceMinutes(60 * 24 * 31);
    const newer = await complaint(IN);
    const agent = await staffSession(t, ['agent']);
    const admin = await staffSession(t, ['admin']);

    const queue = (await ops(t, agent, 'GET', '/film/ops/complaints?market=IN')).json().data;
    expect(queue.rows.map((r: { complaintId: number }) => r.complaintId)).toEqual([
      older.problemId,
      newer.problemId,
    ]);
    expect(queue.rows[0]).toMatchObject({
      overdue: true,
      status: 'open',
      reference: older.reference,
    });
    expect(queue.rows[1].overdue).toBe(false);
    const byRef = await ops(t, agent, 'GET', `/film/ops/complaints?reference=${newer.reference}`);
    expect(byRef.json().data.rows).toHaveLength(1);
    const wrongMarket = newer.reference.replace('TNC-IN-', 'TNC-ID-');
    const none = await ops(
      t,
      agent,
      'GET',
      `/film/ops/complaints?reference=${wrongMarket}&status=all`,
    );
    expect(none.json().data.rows).toEqual([]);

    const detail = (
      await ops(t, agent, 'GET', `/film/ops/complaints/detail?complaintId=${older.problemId}`)
    ).json().data;
    expect(detail).toMatchObject({
      text: 'My payment does not show.',
      borrower: { userId: 1 },
      order: { orderId: 1004 },
      answer: null,
      canExtend: false,
    });
    // Staff fetch any complaint's evidence; the borrower's session opens nothing on that path.
    const evidence = await ops(t, agent, 'GET', detail.images[0]);
    expect(evidence.statusCode).toBe(200);
    expect(evidence.headers['content-type']).toBe('image/png');
    expect(evidence.headers['cache-control']).toBe('private, no-store');
    expect(
      (await t.app.inject({ method: 'GET', url: `${detail.images[0]}&${IN}` })).statusCode,
    ).toBe(401);

    const empty = multipartBody([]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/film/ops/complaints/upload-image',
      payload: empty.payload,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf, ...empty.headers },
    });
    expect(up.statusCode).toBe(400);
    const imageBody = multipartBody([
      { name: 'image', filename: 'r.png', contentType: 'image/png', data: await png() },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/film/ops/complaints/upload-image',
      payload: imageBody.payload,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf, ...imageBody.headers },
    });
    expect(uploaded.json().code, uploaded.body).toBe(0);
    const { imageId } = uploaded.json().data;
    // Not the borrower's until the reply attaches it.
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/problem-img?imageId=${imageId}&${IN}` }))
        .statusCode,
    ).toBe(404);

    const replied = await ops(t, agent, 'POST', '/film/ops/complaints/reply', {
      complaintId: older.problemId,
      text: 'We found your payment and applied it.',
      imageIds: [imageId],
    });
    expect(replied.json(), replied.body).toMatchObject({
      code: 0,
      data: { status: 'answered', answer: { text: 'We found your payment and applied it.' } },
    });
    const again = await ops(t, agent, 'POST', '/film/ops/complaints/reply', {
      complaintId: older.problemId,
      text: 'Twice?',
    });
    expect(again.json().code).toBe(1);

    // The borrower: Process Result at once, "Resolved", and the reply image is theirs to see.
    const seen = (await borrowerPost('problem-detail', IN, { problemId: older.problemId })).json()
      .data;
    expect(seen).toMatchObject({
      status: 2,
      disposeDetail: 'We found your payment and applied it.',
    });
    expect(seen.disposeImages).toHaveLength(1);
    const img = await t.app.inject({ method: 'GET', url: `${seen.disposeImages[0]}&${IN}` });
    expect(img.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${seen.disposeImages[0]}&${ID}` })).statusCode,
    ).toBe(404);
    const tabs = (await borrowerPost('problem-list', IN)).json().data.tabs;
    expect(tabs[1].title).toBe('Resolved');
    expect(tabs[1].list.map((e: { id: number }) => e.id)).toEqual([older.problemId]);

    const entries = await audit(admin, `?objectType=complaint&objectId=${older.problemId}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: agent.id,
      action: 'complaint.reply',
      before: { status: 'open', answer: null },
      after: { status: 'answered', answer: 'We found your payment and applied it.' },
    });

    const summary = (await ops(t, agent, 'GET', '/film/ops/complaints/summary')).json().data;
    expect(summary.markets[0]).toMatchObject({
      market: 'IN',
      open: 1,
      answered: 1,
      answeredWithinDue: 0,
      shareAnsweredWithinDue: 0,
    });
    // The queue's type filter is named by the server, every type the borrower can choose.
    expect(summary.types).toHaveLength(7);
    expect(summary.types).toContainEqual({ type: 1, title: 'Collection conduct' });
  });

  it('extends an Indonesian complaint once, with its reason, by the ID only', async () => {
    t = await makeTestApp(kind);
    const agent = await staffSession(t, ['agent']);
    const indian = await complaint(IN);
    const made = await complaint(ID);
    const refused = await ops(t, agent, 'POST', '/film/ops/complaints/extend', {
      complaintId: indian.problemId,
      reason: 'Waiting for the bank.',
    });
    expect(refused.json().code).toBe(1);
    const extended = await ops(t, agent, 'POST', '/film/ops/complaints/extend', {
      complaintId: made.problemId,
      reason: 'Waiting for the bank.',
    });
    expect(extended.json(), extended.body).toMatchObject({
      code: 0,
      data: {
        extended: true,
        canExtend: false,
        extension: { reason: 'Waiting for the bank.', previousDueDate: made.dueDate },
      },
    });
    const twice = await ops(t, agent, 'POST', '/film/ops/complaints/extend', {
      complaintId: made.problemId,
      reason: 'Again.',
    });
    expect(twice.json().code).toBe(1);
    const seen = (await borrowerPost('problem-detail', ID, { problemId: made.problemId })).json()
      .data;
    expect(seen.extension).toEqual({
      reason: 'Waiting for the bank.',
      previousDueDate: made.dueDate,
    });
    const [entry] = await t.db.query<{ action: string; staff_id: number }>(
      "select action, staff_id from audit_log where object_type = 'complaint'",
    );
    expect(entry).toEqual({ action: 'complaint.extend', staff_id: agent.id });
  });

  it('extends an Indonesian complaint on its due date, never after it: a late one stays overdue', async () => {
    t = await makeTestApp(kind);
    let agent = await staffSession(t, ['agent']);
    // Made on Saturday 21 November 2026, due on Friday 4 December.
    const onTime = await complaint(ID);
    const late = await complaint(ID);
    expect(late.dueDate).toBe('2026-12-04');
    const detailOf = async (id: number) =>
      (await ops(t, agent, 'GET', `/film/ops/complaints/detail?complaintId=${id}`)).json().data;
    const extend = (complaintId: number) =>
      ops(t, agent, 'POST', '/film/ops/complaints/extend', {
        complaintId,
        reason: 'Waiting for the bank.',
      });

    // 4 December in Jakarta: the due day itself still counts as before it.
    t.clock.advanceMinutes(60 * 24 * 13);
    agent = await staffSession(t, ['agent']);
    expect(await detailOf(late.problemId)).toMatchObject({ canExtend: true, overdue: false });
    const kept = await extend(onTime.problemId);
    expect(kept.json(), kept.body).toMatchObject({ code: 0, data: { dueDate: '2026-12-18' } });

    // 5 December: the other is late, and stays so.
    t.clock.advanceMinutes(60 * 24);
    agent = await staffSession(t, ['agent']);
    expect(await detailOf(late.problemId)).toMatchObject({ canExtend: false, overdue: true });
    const overdueCount = async () =>
      (await ops(t, agent, 'GET', '/film/ops/complaints/summary')).json().data.markets[1];
    expect(await overdueCount()).toMatchObject({ market: 'ID', open: 2, overdue: 1 });
    const refused = await extend(late.problemId);
    expect(refused.json()).toMatchObject({
      code: 1,
      message:
        'This complaint was due by 4 Des 2026, which has passed: a complaint can be extended only up to its first due date.',
    });
    expect(await overdueCount()).toMatchObject({ open: 2, overdue: 1 });
    const queue = await ops(t, agent, 'GET', '/film/ops/complaints?status=overdue&market=ID');
    expect(queue.json().data.rows.map((r: { complaintId: number }) => r.complaintId)).toEqual([
      late.problemId,
    ]);
    const seen = (await borrowerPost('problem-detail', ID, { problemId: late.problemId })).json()
      .data;
    expect(seen).toMatchObject({ dueDate: '2026-12-04', extension: null });
    const [{ n } = { n: -1 }] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'complaint.extend'",
    );
    expect(n).toBe(1);
  });

  it('approves and disburses an application: the borrower’s loan shows "Repayment pending"; limits are audited', async () => {
    t = await makeTestApp(kind);
    const credit = await staffSession(t, ['credit']);
    const admin = await staffSession(t, ['admin']);
    const { b, orderId, phone } = await disbursedLoan(t, 'IN', undefined, { disburse: false });

    const review = (await ops(t, credit, 'GET', '/film/ops/loans/applications?state=review')).json()
      .data;
    expect(review.rows.map((r: { order: { orderId: number } }) => r.order.orderId)).toContain(
      orderId,
    );
    const early = await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId });
    expect(early.json().code).toBe(1);
    const approved = await ops(t, credit, 'POST', '/film/ops/loans/approve', { orderId });
    expect(approved.json(), approved.body).toMatchObject({
      code: 0,
      data: { order: { decision: 'approved' } },
    });
    const waiting = (
      await ops(t, credit, 'GET', '/film/ops/loans/applications?state=approved')
    ).json().data;
    expect(waiting.rows.map((r: { order: { orderId: number } }) => r.order.orderId)).toContain(
      orderId,
    );
    // No account to pay it into yet: nothing is sent.
    const nowhere = await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId });
    expect(nowhere.json().message).toMatch(/has not given a bank account/);
    await t.app.inject({
      method: 'POST',
      url: `/film/borrower/bank-account?${b}`,
      payload: { holderName: 'Asha Rao', accountNumber: '112143112154', bankCode: 'HDFC0000053' },
    });
    const paid = await ops(t, credit, 'POST', '/film/ops/loans/disburse', { orderId });
    expect(paid.json(), paid.body).toMatchObject({
      code: 0,
      data: {
        order: { statusText: 'Repayment pending' },
        payout: { status: 'sent', accountMasked: '•••• 2154' },
      },
    });

    const details = await t.app.inject({
      method: 'POST',
      url: `/v3/loan-details/loan-details?${b}`,
      payload: { orderId },
    });
    expect(details.json().data).toMatchObject({ noticeStatusText: 'Repayment pending' });

    const found = (
      await ops(t, credit, 'GET', `/film/ops/borrowers/lookup?phone=${encodeURIComponent(phone)}`)
    ).json().data;
    expect(found.borrower).toMatchObject({ market: 'IN', phone, creditLimit: null });
    expect(found.borrower.orders.map((o: { orderId: number }) => o.orderId)).toEqual([orderId]);
    const byOrder = (
      await ops(t, credit, 'GET', `/film/ops/borrowers/lookup?orderId=${orderId}`)
    ).json().data;
    expect(byOrder.borrower.userId).toBe(found.borrower.userId);
    const set = await ops(t, credit, 'POST', '/film/ops/borrowers/limit', {
      userId: found.borrower.userId,
      creditLimit: 5_000_000,
      reason: 'Repaid on time.',
    });
    expect(set.json(), set.body).toMatchObject({
      code: 0,
      data: { borrower: { creditLimit: 5_000_000 } },
    });

    const other = await disbursedLoan(t, 'ID', undefined, { disburse: false });
    const rejected = await ops(t, credit, 'POST', '/film/ops/loans/reject', {
      orderId: other.orderId,
      reason: 'Income not verified.',
    });
    expect(rejected.json(), rejected.body).toMatchObject({
      code: 0,
      data: { order: { decision: 'rejected' } },
    });
    const [rejection] = await audit(admin, '?action=order.reject');
    expect(rejection).toMatchObject({
      before: { decision: 'pending' },
      after: { decision: 'rejected', reason: 'Income not verified.' },
    });

    const entries = (await audit(admin)).filter((e) => e.action !== 'order.reject');
    expect(entries.map((e) => e.action)).toEqual([
      'borrower.setLimit',
      'order.disburse',
      'order.approve',
    ]);
    expect(entries[0]).toMatchObject({
      staffId: credit.id,
      before: { creditLimit: null },
      after: { creditLimit: 5_000_000, reason: 'Repaid on time.' },
    });
    expect(entries[2]).toMatchObject({
      before: { decision: 'pending' },
      after: { decision: 'approved' },
    });
    expect((await audit(admin, `?action=order.approve&staffId=${credit.id}`)).length).toBe(1);
    expect((await audit(admin, '?from=2030-01-01')).length).toBe(0);
  });

  it('edits the chatbot: borrowers see a change at once, a retired answer stays readable in old records', async () => {
    t = await makeTestApp(kind);
    const agent = await staffSession(t, ['agent']);
    const texts = (title: string) => ({
      'en-IN': { title, alias: title, answer: `${title}: yes.`, keywords: 'refund money back' },
      'id-ID': { title: `${title} (id)`, alias: title, answer: 'Ya.', keywords: 'uang kembali' },
    });
    const added = await ops(t, agent, 'POST', '/film/ops/chatbot/add', {
      market: 'IN',
      pid: 100,
      actionType: 2,
      texts: texts('Can I get a refund?'),
    });
    expect(added.json(), added.body).toMatchObject({ code: 0, data: { pid: 100, retired: false } });
    const id = added.json().data.id as number;
    const children = async () =>
      (await t.app.inject({ method: 'GET', url: `${BASE}/get-qa-list?${IN}&pid=100` })).json().data
        .answerList as { id: number; title_local: string; question: string }[];
    expect((await children()).map((e) => e.id)).toContain(id);

    // The borrower asks about it; the record names the entry.
    await borrowerPost('qa-record', IN, { type: 2, value: 1, qaId: id });
    await ops(t, agent, 'POST', '/film/ops/chatbot/edit', { id, texts: texts('Refunds') });
    expect((await children()).find((e) => e.id === id)?.question).toBe('Refunds: yes.');

    const tree = (await ops(t, agent, 'GET', '/film/ops/chatbot?market=IN')).json().data.entries;
    const ids = tree.filter((e: { pid: number }) => e.pid === 100).map((e: { id: number }) => e.id);
    const reordered = await ops(t, agent, 'POST', '/film/ops/chatbot/reorder', {
      market: 'IN',
      pid: 100,
      ids: [id, ...ids.filter((x: number) => x !== id)],
    });
    expect(reordered.json().code, reordered.body).toBe(0);
    expect((await children())[0]?.id).toBe(id);

    const retired = await ops(t, agent, 'POST', '/film/ops/chatbot/retire', { id, retired: true });
    expect(retired.json().data.retired).toBe(true);
    expect((await children()).map((e) => e.id)).not.toContain(id);
    const all = (await ops(t, agent, 'GET', '/film/ops/chatbot?market=IN')).json().data.entries;
    expect(all.find((e: { id: number }) => e.id === id)).toMatchObject({ retired: true });

    const action = await ops(t, agent, 'POST', '/film/ops/chatbot/action', {
      id: 100,
      actionType: 2,
    });
    expect(action.json().code).toBe(1);
    const handOver = await ops(t, agent, 'POST', '/film/ops/chatbot/action', { id, actionType: 4 });
    expect(handOver.json().data).toMatchObject({ actionType: 4 });

    // An old complaint's chatbot history still reads the retired entry's title.
    const c = await complaint(IN);
    const detail = (
      await ops(t, agent, 'GET', `/film/ops/complaints/detail?complaintId=${c.problemId}`)
    ).json().data;
    expect(detail.chatbot[0]).toMatchObject({ kind: 'solved', entryTitle: 'Refunds' });

    const actions = (
      await t.db.query<{ action: string }>(
        "select action from audit_log where object_type like 'qa_%' order by id",
      )
    ).map((r) => r.action);
    expect(actions).toEqual([
      'chatbot.add',
      'chatbot.edit',
      'chatbot.reorder',
      'chatbot.retire',
      'chatbot.setAction',
    ]);
  });

  it('keeps the contact inbox, marks messages handled; admins save templates and read the funnel', async () => {
    t = await makeTestApp(kind);
    const agent = await staffSession(t, ['agent']);
    const admin = await staffSession(t, ['admin']);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/film/site/contact?appName=tenora-in',
      payload: {
        name: 'Asha',
        telephone: '9876543210',
        email: 'asha@example.com',
        message: 'Call me.',
      },
    });
    expect(sent.json().code, sent.body).toBe(0);
    const open = (await ops(t, agent, 'GET', '/film/ops/contact')).json().data;
    expect(open.rows).toHaveLength(1);
    const handled = await ops(t, agent, 'POST', '/film/ops/contact/handle', {
      messageId: open.rows[0].id,
    });
    expect(handled.json().data).toMatchObject({
      handledBy: expect.stringContaining('@staff.test'),
    });
    expect((await ops(t, agent, 'GET', '/film/ops/contact')).json().data.rows).toEqual([]);
    expect((await ops(t, agent, 'GET', '/film/ops/contact?state=handled')).json().data.total).toBe(
      1,
    );

    const templates = (await ops(t, admin, 'GET', '/film/ops/templates')).json().data.templates;
    expect(templates.length).toBeGreaterThan(0);
    const input = { ...templates[0] };
    delete input.market;
    delete input.appDisplayName;
    const saved = await ops(t, admin, 'POST', '/film/ops/templates/save', {
      ...input,
      copy: { ...input.copy, 'en-IN': { ...input.copy['en-IN'], headline: 'A new headline' } },
    });
    expect(saved.json(), saved.body).toMatchObject({
      code: 0,
      data: { copy: { 'en-IN': { headline: 'A new headline' } } },
    });
    const funnel = await ops(t, admin, 'GET', '/film/ops/funnel?from=2026-11-01&to=2026-11-30');
    expect(funnel.json().code).toBe(0);

    const entries = await audit(admin);
    expect(entries.map((e) => e.action)).toEqual(['template.save', 'contact.handle']);
    expect(entries[0]).toMatchObject({
      before: { copy: { 'en-IN': { headline: input.copy['en-IN'].headline } } },
      after: { copy: { 'en-IN': { headline: 'A new headline' } } },
    });
  });

  it('lets admins create staff, set roles and disable them, each audited without the password', async () => {
    t = await makeTestApp(kind);
    const admin = await staffSession(t, ['admin']);
    const created = await ops(t, admin, 'POST', '/film/ops/staff/create', {
      email: 'new.agent@staff.test',
      name: 'New Agent',
      roles: ['agent'],
      password: 'a long enough password',
    });
    expect(created.json(), created.body).toMatchObject({
      code: 0,
      data: { roles: ['agent'], disabled: false },
    });
    const id = created.json().data.id;
    const dup = await ops(t, admin, 'POST', '/film/ops/staff/create', {
      email: 'NEW.agent@staff.test',
      name: 'Again',
      roles: ['agent'],
      password: 'a long enough password',
    });
    expect(dup.json().code).toBe(1);
    const short = await ops(t, admin, 'POST', '/film/ops/staff/create', {
      email: 'short@staff.test',
      name: 'Short',
      roles: ['agent'],
      password: 'too short',
    });
    expect(short.statusCode).toBe(400);
    await ops(t, admin, 'POST', '/film/ops/staff/roles', {
      staffId: id,
      roles: ['agent', 'credit'],
    });
    const self = await ops(t, admin, 'POST', '/film/ops/staff/roles', {
      staffId: admin.id,
      roles: ['agent'],
    });
    expect(self.json().code).toBe(1);
    const disabled = await ops(t, admin, 'POST', '/film/ops/staff/disabled', {
      staffId: id,
      disabled: true,
    });
    expect(disabled.json().data.disabled).toBe(true);
    const entries = await audit(admin, `?objectType=staff&objectId=${id}`);
    expect(entries.map((e) => e.action)).toEqual([
      'staff.disable',
      'staff.setRoles',
      'staff.create',
    ]);
    expect(entries[0]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(entries[1]).toMatchObject({
      before: { roles: ['agent'] },
      after: { roles: ['agent', 'credit'] },
    });
    expect(JSON.stringify(entries)).not.toMatch(/argon2|password/);
  });
});
