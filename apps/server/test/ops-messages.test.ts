import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, makeTestApp, TEST_NOW, type TestApp } from './helper.ts';
import { ops, staffSession, type StaffSession } from './ops-helper.ts';

const MINUTE = 60_000;

/**
 * What the console shows of the messages to a borrower (docs/product.md#the-operator-console-screens):
 * each message with its SMS's fate, a failed one sent again by staff, and the job queues for admins.
 * Jobs run as the support API's clock moves, as a demo's would.
 */
describe.each(DB_KINDS)('the console’s messages on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const borrower = async (market: 'IN' | 'ID') =>
    (await post('/film/dev/sessions', { market })).json().data as {
      userId: number;
      sessionId: string;
      phone: string;
    };
  const complain = async (sessionId: string, problemDetail: string) => {
    const res = await post(`/h5-api/v3/user-problem/problem-save?sessionId=${sessionId}`, {
      problemType: 4,
      problemDetail,
    });
    expect(res.json().code, res.body).toBe('00');
    return res.json().data.problemId as number;
  };
  /** A minute passes: the support API's clock runs the jobs queued meanwhile. */
  const aMinuteLater = async () => {
    expect((await post('/film/dev/clock', { advanceMinutes: 1 })).json().code).toBe(0);
  };
  const sms = async (phone: string) =>
    (await t.app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })).json()
      .data as { text: string }[];

  type Communication = {
    notificationId: number;
    template: string;
    title: string;
    complaintId: number | null;
    deliveries: { deliveryId: number; status: string; attempts: number; reason: string | null }[];
  };
  const log = async (s: StaffSession, userId: number) => {
    const res = await ops(t, s, 'GET', `/film/ops/borrowers/communications?userId=${userId}`);
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.communications as Communication[];
  };
  const retry = (s: StaffSession, deliveryId: number) =>
    ops(t, s, 'POST', '/film/ops/deliveries/retry', { deliveryId });
  const jobs = async (admin: StaffSession) => {
    const res = await ops(t, admin, 'GET', '/film/ops/jobs');
    expect(res.json().code, res.body).toBe(0);
    return res.json().data as {
      queues: {
        name: string;
        waiting: number;
        retrying: number;
        running: number;
        failed: number;
      }[];
      failedDeliveries: { sms: number; email: number };
    };
  };
  const retriesAudited = async (admin: StaffSession) =>
    (await ops(t, admin, 'GET', '/film/ops/audit?action=message.retry')).json().data.rows as {
      staffId: number;
      objectType: string;
      objectId: string;
      before: unknown;
      after: unknown;
    }[];

  it('lists what a borrower was sent, newest first, each SMS queued until it is sent', async () => {
    t = await makeTestApp(kind);
    const b = await borrower('IN');
    const agent = await staffSession(t, ['agent']);
    expect(await log(agent, b.userId)).toEqual([]);

    const first = await complain(b.sessionId, 'The fee on my statement is not the one I agreed.');
    const queued = {
      template: 'complaint.received',
      title: 'Complaint received',
      createdAt: TEST_NOW.toISOString(),
      orderId: null,
      complaintId: first,
      deliveries: [
        {
          deliveryId: expect.any(Number),
          channel: 'sms',
          status: 'queued',
          attempts: 0,
          sentAt: null,
          reason: null,
        },
      ],
    };
    expect(await log(agent, b.userId)).toEqual([{ notificationId: expect.any(Number), ...queued }]);
    expect(await sms(b.phone)).toEqual([]);

    await aMinuteLater();
    const sentAt = new Date(TEST_NOW.getTime() + MINUTE).toISOString();
    const [told] = await log(agent, b.userId);
    expect(told?.deliveries).toEqual([
      { ...queued.deliveries[0], status: 'sent', attempts: 1, sentAt },
    ]);
    expect(await sms(b.phone)).toHaveLength(1);

    // A second complaint's message leads the log; the first keeps its outcome.
    const second = await complain(b.sessionId, 'The app signs me out every time I open it.');
    const both = await log(agent, b.userId);
    expect(both.map((c) => [c.complaintId, c.deliveries[0]?.status])).toEqual([
      [second, 'queued'],
      [first, 'sent'],
    ]);

    // Credit staff read the same log; another borrower's is their own.
    const credit = await staffSession(t, ['credit']);
    expect(await log(credit, b.userId)).toEqual(both);
    expect(await log(credit, (await borrower('ID')).userId)).toEqual([]);
  });

  it('sends a failed message again once staff ask, audited, and refuses one that has not failed', async () => {
    t = await makeTestApp(kind);
    const b = await borrower('ID');
    // A number the SMS gateway refuses (outside +91 and +62): the message fails at its first try.
    await t.db.query('update users set phone = $2 where id = $1', [b.userId, '+14155550123']);
    await complain(b.sessionId, 'Biaya layanan yang dipotong tidak sesuai dengan perjanjian.');
    await aMinuteLater();

    const agent = await staffSession(t, ['agent']);
    const admin = await staffSession(t, ['admin']);
    const [failed] = await log(agent, b.userId);
    // The borrower's own language in the title; the reason never names the number.
    expect(failed?.title).toBe('Pengaduan diterima');
    const delivery = failed?.deliveries[0];
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      reason: 'destination refused',
    });
    const deliveryId = delivery?.deliveryId ?? 0;
    const health = await jobs(admin);
    expect(health.failedDeliveries).toEqual({ sms: 1, email: 0 });
    // Failed for good by our rule, not by the job engine: its job is done, none waits.
    expect(health.queues.find((q) => q.name === 'deliver-message')).toEqual({
      name: 'deliver-message',
      waiting: 0,
      retrying: 0,
      running: 0,
      failed: 0,
    });

    // The number put right, the agent sends it again: queued, audited, and a job waits for it.
    await t.db.query('update users set phone = $2 where id = $1', [b.userId, b.phone]);
    const again = await retry(agent, deliveryId);
    expect(again.json().code, again.body).toBe(0);
    const [requeued] = again.json().data.communications as Communication[];
    expect(requeued?.deliveries[0]).toMatchObject({ status: 'queued', attempts: 0, reason: null });
    expect(await retriesAudited(admin)).toEqual([
      expect.objectContaining({
        staffId: agent.id,
        objectType: 'delivery',
        objectId: String(deliveryId),
        before: { status: 'failed' },
        after: { status: 'queued' },
      }),
    ]);
    const waiting = await jobs(admin);
    expect(waiting.failedDeliveries).toEqual({ sms: 0, email: 0 });
    expect(waiting.queues.find((q) => q.name === 'deliver-message')?.waiting).toBe(1);

    await aMinuteLater();
    const [sent] = await log(agent, b.userId);
    expect(sent?.deliveries[0]).toMatchObject({ status: 'sent', attempts: 1, reason: null });
    const [text] = await sms(b.phone);
    expect(text?.text).toMatch(/Pengaduan/);

    // Sent, it is not sent again, and nothing more is audited; an unknown one is not found.
    const twice = await retry(agent, deliveryId);
    expect(twice.json()).toMatchObject({
      message: 'Only a message that failed can be sent again.',
    });
    expect(twice.json().code).not.toBe(0);
    expect(await retriesAudited(admin)).toHaveLength(1);
    expect(await sms(b.phone)).toHaveLength(1);
    expect((await retry(agent, deliveryId + 1000)).statusCode).toBe(404);
  });

  it('opens the log and the retry to agents and credit staff, and the queues to admins only', async () => {
    t = await makeTestApp(kind);
    const b = await borrower('IN');
    const [agent, credit, admin] = await Promise.all([
      staffSession(t, ['agent']),
      staffSession(t, ['credit']),
      staffSession(t, ['admin']),
    ]);
    const status = async (s: StaffSession | undefined, method: 'GET' | 'POST', url: string) =>
      (await ops(t, s, method, url, method === 'POST' ? { deliveryId: 1 } : undefined)).statusCode;
    const logUrl = `/film/ops/borrowers/communications?userId=${b.userId}`;

    expect(await status(agent, 'GET', logUrl)).toBe(200);
    expect(await status(credit, 'GET', logUrl)).toBe(200);
    // Admin alone opens nothing else.
    expect(await status(admin, 'GET', logUrl)).toBe(403);
    expect(await status(admin, 'POST', '/film/ops/deliveries/retry')).toBe(403);
    expect(await status(undefined, 'GET', logUrl)).toBe(401);

    expect(await status(credit, 'GET', '/film/ops/jobs')).toBe(403);
    expect(await status(agent, 'GET', '/film/ops/jobs')).toBe(403);
    expect(await status(admin, 'GET', '/film/ops/jobs')).toBe(200);
    // Every queue the server declares is listed, idle ones too.
    const names = (await jobs(admin)).queues.map((q) => q.name);
    expect(names).toContain('deliver-message');
    expect(names.length).toBeGreaterThan(1);
  });
});
