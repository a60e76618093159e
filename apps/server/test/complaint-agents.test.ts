import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, makeTestApp, type TestApp } from './helper.ts';
import { ops, signIn, staffWith, type StaffSession } from './ops-helper.ts';

/**
 * The lender's side of the complaint clock (docs/product.md#operator-console): complaints due
 * within two working days are marked at the top of the queue, a complaint is given to an agent
 * (audited), and that agent is e-mailed once, on the working day before the due date. The test
 * starts on Saturday 21 November 2026; the support API's clock runs the schedules it skips.
 */
describe.each(DB_KINDS)('complaints held by agents on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const complain = async (market: 'IN' | 'ID', problemDetail: string) => {
    const { sessionId } = (await post('/film/dev/sessions', { market })).json().data as {
      sessionId: string;
    };
    const res = await post(`/h5-api/v3/user-problem/problem-save?sessionId=${sessionId}`, {
      problemType: 4,
      problemDetail,
    });
    expect(res.json().code, res.body).toBe('00');
    return res.json().data.problemId as number;
  };
  const moveTo = async (now: string) => {
    const res = await post('/film/dev/clock', { now });
    expect(res.json().code, res.body).toBe(0);
  };
  type Row = {
    complaintId: number;
    dueDate: string;
    overdue: boolean;
    dueSoon: boolean;
    assignee: { staffId: number; name: string } | null;
  };
  const queue = async (s: StaffSession, query = '') => {
    const res = await ops(t, s, 'GET', `/film/ops/complaints${query}`);
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.rows as Row[];
  };
  const summary = async (s: StaffSession) =>
    (await ops(t, s, 'GET', '/film/ops/complaints/summary')).json().data.markets as {
      market: string;
      dueSoon: number;
    }[];
  const assign = (s: StaffSession, complaintId: number, staffId: number | null) =>
    ops(t, s, 'POST', '/film/ops/complaints/assign', { complaintId, staffId });
  const mail = async (to: string) =>
    (await t.app.inject({ url: `/film/dev/email-outbox?to=${encodeURIComponent(to)}` })).json()
      .data as { subject: string; text: string; reference: string }[];

  it(
    'marks complaints due within two working days, gives them to agents and e-mails the agent the working day before',
    { timeout: 180_000 },
    async () => {
      t = await makeTestApp(kind);
      const ayuMember = await staffWith(t, ['agent'], 'ayu@staff.test');
      const raviMember = await staffWith(t, ['agent', 'admin'], 'ravi@staff.test');
      const creditOnly = await staffWith(t, ['credit']);
      let ayu = await signIn(t, ayuMember.email);
      let ravi = await signIn(t, raviMember.email);
      // A console session idles out while the clock jumps days: the members sign in again.
      const dayPasses = async (now: string) => {
        await moveTo(now);
        ayu = await signIn(t, ayuMember.email);
        ravi = await signIn(t, raviMember.email);
      };

      // Saturday 21 November: Indonesia's are due in 10 working days (Friday 4 December), India's
      // in 30 calendar days (Monday 21 December).
      const fees = await complain('ID', 'Biaya di tagihan tidak sesuai perjanjian.');
      const answeredSoon = await complain('ID', 'Aplikasi keluar sendiri setiap dibuka.');
      const india = await complain('IN', 'The fee on my statement is not the one I agreed.');
      expect(
        (await queue(ayu)).map((r) => [r.complaintId, r.dueDate, r.dueSoon, r.assignee]),
      ).toEqual([
        [fees, '2026-12-04', false, null],
        [answeredSoon, '2026-12-04', false, null],
        [india, '2026-12-21', false, null],
      ]);

      // Given to agents; never to a member without the agent role; each change audited.
      const refused = await assign(ayu, fees, creditOnly.id);
      expect(refused.json()).toMatchObject({
        code: expect.not.stringMatching(/^0$/),
        message: 'A complaint can be given only to an active member of staff with the agent role.',
      });
      expect((await assign(ayu, fees, ayuMember.id)).json().data.assignee).toEqual({
        staffId: ayuMember.id,
        name: ayuMember.name,
      });
      expect((await assign(ayu, answeredSoon, ayuMember.id)).json().code).toBe(0);
      expect((await assign(ravi, india, ayuMember.id)).json().code).toBe(0);
      expect((await assign(ravi, india, raviMember.id)).json().data.assignee.staffId).toBe(
        raviMember.id,
      );
      const audit = (await ops(t, ravi, 'GET', '/film/ops/audit?action=complaint.assign')).json()
        .data.rows as { staffId: number; objectId: string; before: unknown; after: unknown }[];
      expect(audit).toHaveLength(4);
      expect(audit).toContainEqual(
        expect.objectContaining({
          staffId: raviMember.id,
          objectId: String(india),
          before: { assignedTo: ayuMember.id },
          after: { assignedTo: raviMember.id },
        }),
      );
      expect((await queue(ayu, '?assignee=me')).map((r) => r.complaintId)).toEqual([
        fees,
        answeredSoon,
      ]);
      expect(await queue(ayu, '?assignee=none')).toEqual([]);

      // Wednesday 2 December, 10:00 in Jakarta: 4 December is the second working day ahead.
      await dayPasses('2026-12-02T03:00:00Z');
      expect((await queue(ayu, '?status=dueSoon')).map((r) => r.complaintId)).toEqual([
        fees,
        answeredSoon,
      ]);
      expect(await summary(ayu)).toEqual([
        expect.objectContaining({ market: 'IN', dueSoon: 0 }),
        expect.objectContaining({ market: 'ID', dueSoon: 2 }),
      ]);
      expect(await mail(ayuMember.email)).toEqual([]);
      const answered = await ops(t, ayu, 'POST', '/film/ops/complaints/reply', {
        complaintId: answeredSoon,
        text: 'Kami sudah memperbaiki aplikasinya.',
      });
      expect(answered.json().code, answered.body).toBe(0);

      // Thursday 3 December, the working day before: Ayu is told of the open one, once, however
      // many hours of the office pass.
      await moveTo('2026-12-03T03:00:00Z');
      await moveTo('2026-12-03T09:00:00Z');
      const told = await mail(ayuMember.email);
      expect(told.map((m) => m.subject)).toEqual([
        `Complaint TNC-ID-${String(fees).padStart(6, '0')} is due tomorrow`,
      ]);
      expect(told[0]?.text).toContain(`/console/complaints/${fees}`);
      expect(await mail(raviMember.email)).toEqual([]);

      // India's, due on Monday 21 December, is told on Friday 18 to the agent holding it then.
      await moveTo('2026-12-17T06:00:00Z');
      expect(await mail(raviMember.email)).toEqual([]);
      await moveTo('2026-12-18T06:00:00Z');
      expect((await mail(raviMember.email)).map((m) => m.subject)).toEqual([
        `Complaint TNC-IN-${String(india).padStart(6, '0')} is due on 21 Dec 2026`,
      ]);
      expect(await mail(ayuMember.email)).toHaveLength(1);
    },
  );
});
