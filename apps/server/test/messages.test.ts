import { inContactHours } from '@tenora/domain/reminders';
import { formatDateTime } from '@tenora/domain/dates';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { applyPayment } from '../src/modules/ledger/index.ts';
import { notify } from '../src/modules/notifications/index.ts';
import { REMIND_JOB } from '../src/modules/notifications/reminders.ts';
import { SmtpEmailGateway } from '../src/platform/email.ts';
import { JOB_SCHEMA, Jobs } from '../src/platform/jobs.ts';
import { DB_KINDS, disbursedLoan, giveEmail, makeTestApp, type TestApp } from './helper.ts';
import { standIn } from './stand-ins/smtp.ts';

/**
 * A borrower's month as the messages tell it (docs/product.md#messages): the support API's clock
 * moves through the days, the schedules of each day run in order, and what reached the phone is
 * read from the SMS outbox, what reached the app from the messages list.
 */
describe.each(DB_KINDS)('messages to the borrower on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const moveTo = async (iso: string) => {
    const moved = (
      await t.app.inject({ method: 'POST', url: '/film/dev/clock', payload: { now: iso } })
    ).json();
    expect(moved.code).toBe(0);
  };
  const sms = async (phone: string) =>
    (
      (
        await t.app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })
      ).json().data as { text: string; sentAt: string }[]
    )
      // The sanction letter's text, sent at approval, is the papers' test's.
      .filter((m) => !/sanction letter|Surat persetujuan pinjaman/.test(m.text))
      // Oldest first; two sent in the same run, by their text.
      .sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.text.localeCompare(b.text));
  const firstDue = async (b: string, orderId: number) =>
    (await post(`/v3/installment/loan-play-detail?${b}`, { orderId })).json().data.repayPlanDetail
      .repayWaitDetail[0] as { periodNo: number; totalAmount: number };
  const pay = (orderId: number, amount: number, reference: string) =>
    t.db.transaction((tx) =>
      applyPayment(tx, t.clock, { orderId, amount, reference, method: 'card' }),
    );

  it(
    'IN: reminds before, on and after the due date, tells the penal charge, stops once paid and after the loan is closed',
    { timeout: 180_000 },
    async () => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '20000' } });
      const { b, orderId, phone } = await disbursedLoan(t, 'IN');
      // Disbursed 21 Nov 2026; instalments due 21 Dec, 20 Jan and 21 Feb.
      await moveTo('2026-12-29T00:00:00Z');
      const month = await sms(phone);
      expect(month.map((m) => m.text.split('. ')[0])).toEqual([
        expect.stringMatching(/is due on 21 Dec 2026, in 3 days$/),
        expect.stringMatching(/is due on 21 Dec 2026, in 1 day$/),
        expect.stringMatching(/is due today$/),
        expect.stringMatching(
          /a penal charge was levied because the payment due on 21 Dec 2026 is unpaid$/,
        ),
        expect.stringMatching(/your payment due on 21 Dec 2026 is 1 day late$/),
        expect.stringMatching(/is 3 days late$/),
        expect.stringMatching(/is 7 days late$/),
      ]);
      for (const m of month) {
        expect(
          inContactHours(new Date(m.sentAt), 'IN'),
          formatDateTime(new Date(m.sentAt), 'IN'),
        ).toBe(true);
      }
      // Each states the amount due as the loan showed it that day: before, the instalment alone.
      expect(month[0]?.text).toContain('Tenora Salary Advance: ₹');
      expect(month[6]?.text).toMatch(/including penal charges of ₹[\d,.]+ so far/);

      // The app's messages: the same, newest first, each leading to the loan, all unread.
      const inbox = (await post(`/film/messages/list?${b}`)).json().data;
      // Besides them, the approval's sanction letter (docs/product.md#papers), also unread.
      const aboutLoan = inbox.messages.filter(
        (m: { link: { kind: string } }) => m.link.kind === 'loan',
      );
      expect(aboutLoan).toHaveLength(7);
      expect(inbox.messages).toHaveLength(8);
      expect(inbox.unread).toBe(8);
      expect(inbox.messages[0]).toMatchObject({
        title: 'Payment 7 days late',
        link: { kind: 'loan', id: orderId },
        read: false,
      });
      expect(
        (await post(`/film/messages/read?${b}`, { id: inbox.messages[0].id })).json().data,
      ).toEqual({ unread: 7 });

      // Paid: no more about that instalment; the next one's come in their turn.
      const due = await firstDue(b, orderId);
      await pay(orderId, due.totalAmount, 'p1');
      await moveTo('2027-01-25T00:00:00Z');
      const later = (await sms(phone)).slice(7);
      expect(later.map((m) => m.text.split('. ')[0])).toEqual([
        expect.stringMatching(/is due on 21 Jan 2027, in 3 days$/),
        expect.stringMatching(/is due on 21 Jan 2027, in 1 day$/),
        expect.stringMatching(/is due today$/),
        expect.stringMatching(
          /a penal charge was levied because the payment due on 21 Jan 2027 is unpaid$/,
        ),
        expect.stringMatching(/due on 21 Jan 2027 is 1 day late$/),
        expect.stringMatching(/due on 21 Jan 2027 is 3 days late$/),
      ]);
      // The first instalment's charges, paid, do not hide the second's: a day's 5% of ₹3,469.22,
      // and no second fixed fee, as it is charged once per loan.
      expect(later[3]?.text).toContain('₹173.46');

      // The last instalment paid on its due date, after its reminders: the loan is closed, and
      // nothing more is sent about it.
      await pay(orderId, (await firstDue(b, orderId)).totalAmount, 'p2');
      await moveTo('2027-02-20T05:00:00Z');
      expect((await sms(phone)).slice(-1)[0]?.text).toMatch(/is due today/);
      await pay(orderId, (await firstDue(b, orderId)).totalAmount, 'p3');
      const before = (await sms(phone)).length;
      await moveTo('2027-04-15T00:00:00Z');
      expect(await sms(phone)).toHaveLength(before);
    },
  );

  it(
    'follows a product’s own plan, and tells a penal charge on the first day late whatever the plan',
    { timeout: 180_000 },
    async () => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '20000' } });
      await t.db.query(
        `update products set pricing = jsonb_set(pricing, '{reminders}', $1::jsonb) where id = 2`,
        [JSON.stringify({ before: [5], onDueDate: false, after: [2], thenEvery: 0 })],
      );
      const { phone } = await disbursedLoan(t, 'IN');
      await moveTo('2027-01-05T00:00:00Z');
      expect((await sms(phone)).map((m) => m.text.split('. ')[0])).toEqual([
        expect.stringMatching(/is due on 21 Dec 2026, in 5 days$/),
        expect.stringMatching(/a penal charge was levied because the payment due on 21 Dec 2026/),
        expect.stringMatching(/your payment due on 21 Dec 2026 is 2 days late$/),
      ]);
    },
  );

  it(
    'queues a loan again at the next hour only while its reminder of the day is owed',
    { timeout: 180_000 },
    async () => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '20000' } });
      const reminded = await disbursedLoan(t, 'IN');
      const held = await disbursedLoan(t, 'IN');
      // Both due 21 Dec 2026. The second borrower was sent two collection messages early on the
      // 18th, three days before: the daily limit holds back that day's reminder.
      const early = new Date('2026-12-18T01:30:00Z');
      const jobs = new Jobs(t.db, t.clock, { work: false }, () => undefined);
      try {
        await jobs.start();
        const userId = (
          await t.db.query<{ user_id: number }>('select user_id from orders where id = $1', [
            held.orderId,
          ])
        )[0]?.user_id;
        for (const n of [1, 2]) {
          await t.db.transaction((tx) =>
            notify({ jobs }, tx, {
              userId: userId ?? 0,
              market: 'IN',
              orderId: held.orderId,
              template: 'test',
              title: `Earlier ${n}`,
              body: `Earlier message ${n}`,
              collection: true,
              cause: `test:${held.orderId}:${n}`,
              at: early,
            }),
          );
        }
      } finally {
        await jobs.stop();
      }
      const queued = async (orderId: number) =>
        (
          await t.db.query<{ n: number }>(
            `select count(*)::int as n from ${JOB_SCHEMA}.job
              where name = $1 and data ->> 'orderId' = $2 and data ->> 'day' = '2026-12-18'`,
            [REMIND_JOB, String(orderId)],
          )
        )[0]?.n;
      const inThreeDays = async (phone: string) =>
        (await sms(phone)).filter((m) => /in 3 days$/.test(m.text.split('. ')[0] ?? '')).length;

      // 08:00 IST on the 18th: the scan queues both; one is reminded, the other held.
      await moveTo('2026-12-18T03:00:00Z');
      expect([await queued(reminded.orderId), await queued(held.orderId)]).toEqual([1, 1]);
      expect([await inThreeDays(reminded.phone), await inThreeDays(held.phone)]).toEqual([1, 0]);

      // 09:00 IST: the loan reminded is left out; the one still owed is queued again.
      await moveTo('2026-12-18T04:00:00Z');
      expect([await queued(reminded.orderId), await queued(held.orderId)]).toEqual([1, 2]);
      expect([await inThreeDays(reminded.phone), await inThreeDays(held.phone)]).toEqual([1, 0]);
    },
  );

  it(
    'ID: reminds in Indonesian within 08.00–20.00 WIB, and tells the late fee',
    { timeout: 180_000 },
    async () => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '20000' } });
      const { phone } = await disbursedLoan(t, 'ID');
      // Disbursed 21 Nov 2026, repaid at once on 20 Feb 2027.
      await moveTo('2027-02-24T00:00:00Z');
      const sent = await sms(phone);
      expect(sent.map((m) => m.text.split('. ')[0])).toEqual([
        expect.stringMatching(/jatuh tempo pada 20 Feb 2027, 3 hari lagi$/),
        expect.stringMatching(/jatuh tempo pada 20 Feb 2027, 1 hari lagi$/),
        expect.stringMatching(/jatuh tempo hari ini$/),
        expect.stringMatching(
          /denda keterlambatan dikenakan karena pembayaran yang jatuh tempo pada 20 Feb 2027/,
        ),
        expect.stringMatching(/yang jatuh tempo pada 20 Feb 2027 terlambat 1 hari$/),
        expect.stringMatching(/terlambat 3 hari$/),
      ]);
      // Paying off that day cost less than the one instalment: the reminder names both, the
      // instalment for its date and the payoff for today, as loan details did.
      const [, instalment, payoff] =
        /tagihan (Rp\s[\d.]+) jatuh tempo .* lebih murah: (Rp\s[\d.]+)\./.exec(
          sent[0]?.text ?? '',
        ) ?? [];
      const rupiah = (s?: string) => Number(s?.replace(/\D/g, ''));
      expect(rupiah(payoff), sent[0]?.text).toBeGreaterThan(0);
      expect(rupiah(payoff)).toBeLessThan(rupiah(instalment));
      for (const m of sent) expect(inContactHours(new Date(m.sentAt), 'ID')).toBe(true);
    },
  );

  it(
    'e-mails a borrower who gave an address, over SMTP: a complaint’s reference and answer date, in their language',
    { timeout: 60_000 },
    async () => {
      const server = await standIn();
      const { smtp } = loadConfig({
        SMTP_URL: `smtp://127.0.0.1:${server.port}`,
        MAIL_FROM: 'Tenora <mail@lender.example>',
      });
      if (!smtp) throw new Error('no SMTP settings');
      const email = new SmtpEmailGateway(smtp);
      t = await makeTestApp(kind, { email });
      try {
        const { b, orderId, phone } = await disbursedLoan(t, 'ID');
        await giveEmail(t, b, 'sari@contoh.co.id', async () => server.received.at(-1)?.mail.text);
        // The notice that the address changed goes first; what follows is the complaint's.
        await t.app.inject({
          method: 'POST',
          url: '/film/dev/clock',
          payload: { advanceMinutes: 1 },
        });
        expect(server.received.at(-1)?.mail.subject).toBe('Alamat email Anda diubah');
        server.received.length = 0;
        const toldBefore = (await sms(phone)).length;
        const made = (
          await post(`/h5-api/v3/user-problem/problem-save?${b}`, {
            problemType: 4,
            problemDetail: 'Biaya tidak sesuai',
            orderNo: orderId,
          })
        ).json();
        expect(made.code).toBe('00');
        // The jobs the complaint queued run when the clock moves on.
        await t.app.inject({
          method: 'POST',
          url: '/film/dev/clock',
          payload: { advanceMinutes: 1 },
        });
        expect(server.received).toHaveLength(1);
        const [mail] = server.received;
        expect(mail?.rcptTo).toEqual(['sari@contoh.co.id']);
        expect(mail?.mail.subject).toBe('Pengaduan diterima');
        expect(mail?.mail.text).toContain(
          `Pengaduan Anda ${made.data.reference as string} telah kami terima`,
        );
        // The same message by SMS, and in the app.
        const texts = await sms(phone);
        expect(texts).toHaveLength(toldBefore + 1);
        expect(texts.map((m) => m.text)).toContain(mail?.mail.text?.trim());
        const inbox = (await post(`/film/messages/list?${b}`)).json().data;
        expect(inbox.messages[0]).toMatchObject({
          title: 'Pengaduan diterima',
          link: { kind: 'complaint' },
        });
      } finally {
        await email.close();
      }
    },
  );
});
