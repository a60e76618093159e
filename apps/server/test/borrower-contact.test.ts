import { afterEach, describe, expect, it } from 'vitest';
import { userEmail } from '../src/platform/auth.ts';
import { DB_KINDS, giveEmail, ID, IN, makeTestApp, raceIt, type TestApp } from './helper.ts';

const ASHA = '+919876543210';
const SARI = '+6281234567890';

/** The borrower's phone number and e-mail address, changed by them (docs/product.md#my-details). */
describe.each(DB_KINDS)("the borrower's contact details on %s", (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (url: string, payload: Record<string, unknown> | string = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      ...(typeof payload === 'string'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : {}),
    });
  const read = async (what: 'email' | 'phone', session: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/film/borrower/${what}?${session}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const mails = async (to: string) =>
    (await t.app.inject({ url: `/film/dev/email-outbox?to=${encodeURIComponent(to)}` })).json()
      .data as { subject: string; text: string; locale: string }[];
  const texts = async (phone: string) =>
    (await t.app.inject({ url: `/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })).json()
      .data as { text: string; code?: string }[];
  const codeIn = (text = '') => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  /** The jobs that deliver messages run when the clock moves. */
  const deliver = () => post('/film/dev/clock', { advanceMinutes: 1 });
  const audit = (action: string) =>
    t.db.query<{ staff_id: number | null; before: unknown; after: unknown }>(
      'select staff_id, before, after from audit_log where action = $1 order by id',
      [action],
    );

  describe('e-mail address', () => {
    it('is the borrower’s once the code sent to it comes back: audited, masked, and told', async () => {
      t = await makeTestApp(kind);
      expect(await read('email', ID)).toEqual({ email: null, pending: null });

      // A form body, as the app sends it, without the spaces around the address.
      const sent = await post(`/film/borrower/email?${ID}`, 'email=+Sari.Dewi%40contoh.co.id+');
      expect(sent.json()).toEqual({
        code: 0,
        data: { email: null, pending: 'Sari.Dewi@contoh.co.id' },
        message: '',
      });
      const [mail] = await mails('Sari.Dewi@contoh.co.id');
      expect(mail?.subject).toBe('Kode untuk mengonfirmasi alamat email ini');
      expect(mail?.locale).toBe('id-ID');
      // Nothing goes to an address that is not confirmed.
      expect(await userEmail(t.db, 2)).toBeNull();

      const confirmed = await post(`/film/borrower/email/confirm?${ID}`, {
        code: codeIn(mail?.text),
      });
      expect(confirmed.json().data).toEqual({ email: 'Sari.Dewi@contoh.co.id', pending: null });
      expect(await read('email', ID)).toEqual({ email: 'Sari.Dewi@contoh.co.id', pending: null });
      expect(await userEmail(t.db, 2)).toBe('Sari.Dewi@contoh.co.id');

      expect(await audit('borrower.email.set')).toEqual([
        {
          staff_id: null,
          before: { email: null },
          after: { email: 'Sa•••@contoh.co.id', by: 'borrower', verified: 'code' },
        },
      ]);
      await deliver();
      // Told by SMS, and at the address now theirs.
      expect((await texts(SARI))[0]?.text).toContain(
        'Pesan pinjaman Anda kini juga dikirim ke Sa•••@contoh.co.id',
      );
      expect((await mails('Sari.Dewi@contoh.co.id'))[0]?.subject).toBe('Alamat email Anda diubah');

      // A double tap's second finds nothing waiting, and tells nothing twice.
      const again = await post(`/film/borrower/email/confirm?${ID}`, { code: codeIn(mail?.text) });
      expect(again.json().message).toBe(
        'Tidak ada perubahan yang menunggu konfirmasi, atau kodenya sudah kedaluwarsa. Silakan mulai lagi.',
      );
      expect(await audit('borrower.email.set')).toHaveLength(1);
    });

    it('keeps the address before until a new one is confirmed; wrong codes count, and expire', async () => {
      t = await makeTestApp(kind);
      await giveEmail(t, IN, 'asha@example.in');
      // A minute apart, as codes are.
      await post('/film/dev/clock', { advanceMinutes: 2 });
      await post(`/film/borrower/email?${IN}`, { email: 'asha.rao@example.in' });
      expect(await read('email', IN)).toEqual({
        email: 'asha@example.in',
        pending: 'asha.rao@example.in',
      });
      const code = codeIn((await mails('asha.rao@example.in'))[0]?.text);
      const wrong = code === '000000' ? '111111' : '000000';
      const first = await post(`/film/borrower/email/confirm?${IN}`, { code: wrong });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ code: 1, message: 'Incorrect code. 4 tries left.' });
      for (let i = 0; i < 3; i++) await post(`/film/borrower/email/confirm?${IN}`, { code: wrong });
      const last = await post(`/film/borrower/email/confirm?${IN}`, { code: wrong });
      expect(last.json().message).toBe(
        'Incorrect code. This code no longer works: please request a new one.',
      );
      // The right code comes too late: the change is void, and the address before stays.
      expect((await post(`/film/borrower/email/confirm?${IN}`, { code })).json().message).toBe(
        'There is no change waiting to be confirmed, or its codes have expired. Please start again.',
      );
      expect(await read('email', IN)).toEqual({ email: 'asha@example.in', pending: null });

      // A code works five minutes.
      await post('/film/dev/clock', { advanceMinutes: 2 });
      await post(`/film/borrower/email?${IN}`, { email: 'asha.rao@example.in' });
      const late = codeIn((await mails('asha.rao@example.in'))[0]?.text);
      await post('/film/dev/clock', { advanceMinutes: 6 });
      expect(await read('email', IN)).toEqual({ email: 'asha@example.in', pending: null });
      expect((await post(`/film/borrower/email/confirm?${IN}`, { code: late })).json().code).toBe(
        1,
      );
      expect(await userEmail(t.db, 1)).toBe('asha@example.in');
    });

    it('sends codes at most once a minute, and their own address again sends none', async () => {
      t = await makeTestApp(kind);
      await giveEmail(t, IN, 'asha@example.in');
      await deliver();
      const same = await post(`/film/borrower/email?${IN}`, { email: 'asha@example.in' });
      expect(same.json().data).toEqual({ email: 'asha@example.in', pending: null });
      expect(await mails('asha@example.in')).toHaveLength(2); // the code, and the notice

      await post('/film/dev/clock', { advanceMinutes: 2 });
      expect((await post(`/film/borrower/email?${IN}`, { email: 'a@example.in' })).statusCode).toBe(
        200,
      );
      const soon = await post(`/film/borrower/email?${IN}`, { email: 'b@example.in' });
      expect(soon.statusCode).toBe(429);
      expect(soon.json().message).toMatch(
        /^Please wait \d+ seconds before asking for another code\.$/,
      );
      expect(await mails('b@example.in')).toEqual([]);
    });

    it('refuses what is not an address, in the borrower’s language, and keeps the one before', async () => {
      t = await makeTestApp(kind);
      await giveEmail(t, ID, 'sari@contoh.co.id');
      await giveEmail(t, IN, 'asha@example.in');

      const refusals: [string, string, string][] = [
        [ID, 'sari@contoh', 'Masukkan alamat email yang valid.'],
        [ID, 'sari dewi@contoh.co.id', 'Masukkan alamat email yang valid.'],
        [ID, '   ', 'email wajib diisi.'],
        [IN, 'asha..rao@example.in', 'Please enter a valid e-mail address.'],
        [IN, 'asha@example.123', 'Please enter a valid e-mail address.'],
        [IN, `${'a'.repeat(250)}@example.in`, 'email must be at most 254 characters.'],
      ];
      for (const [session, email, message] of refusals) {
        const res = await post(`/film/borrower/email?${session}`, { email });
        expect(res.statusCode, email).toBe(400);
        expect(res.json(), email).toEqual({ code: 400, data: null, message });
      }
      expect((await post(`/film/borrower/email?${IN}`, {})).json().message).toBe(
        'Please fill in email.',
      );
      expect((await post(`/film/borrower/email/confirm?${IN}`, { code: '' })).json().message).toBe(
        'Please fill in code.',
      );
      expect(await read('email', ID)).toEqual({ email: 'sari@contoh.co.id', pending: null });
      expect(await read('email', IN)).toEqual({ email: 'asha@example.in', pending: null });
    });

    it('is removed when the borrower asks, once or twice: audited and told by SMS', async () => {
      t = await makeTestApp(kind);
      await giveEmail(t, IN, 'asha@example.in');
      await deliver();
      for (let i = 0; i < 2; i++) {
        const removed = await post(`/film/borrower/email/remove?${IN}`);
        expect(removed.json()).toEqual({
          code: 0,
          data: { email: null, pending: null },
          message: '',
        });
      }
      expect(await userEmail(t.db, 1)).toBeNull();
      expect(await audit('borrower.email.remove')).toEqual([
        {
          staff_id: null,
          before: { email: 'as•••@example.in' },
          after: { email: null, by: 'borrower' },
        },
      ]);
      await deliver();
      expect((await texts(ASHA))[0]?.text).toBe(
        'Your loan messages now come by SMS only. If you did not make this change, contact us at once from the app (Help).',
      );
    });

    it('is each borrower’s own, and needs a session', async () => {
      t = await makeTestApp(kind);
      await giveEmail(t, IN, 'asha@example.in');
      expect(await read('email', ID)).toEqual({ email: null, pending: null });
      await post(`/film/borrower/email?${ID}`, { email: 'sari@contoh.co.id' });
      // Borrower 2 with borrower 1's address and a code: their own change only.
      await post(`/film/borrower/email/remove?${ID}`);
      expect(await read('email', IN)).toEqual({ email: 'asha@example.in', pending: null });

      for (const res of [
        await t.app.inject({ method: 'GET', url: '/film/borrower/email' }),
        await post('/film/borrower/email?sessionId=nope', { email: 'mallory@example.in' }),
        await post('/film/borrower/email/confirm', { code: '123456' }),
        await post('/film/borrower/email/remove'),
      ]) {
        expect(res.statusCode).toBe(401);
      }
      expect(await mails('mallory@example.in')).toEqual([]);
    });
  });

  describe('phone number', () => {
    /** Starts a change of borrower `session`'s number; answers the two codes sent. */
    const start = async (session: string, from: string, to: string, typed: string) => {
      const res = await post(`/film/borrower/phone?${session}`, { phone: typed });
      expect(res.json(), res.body).toMatchObject({ code: 0, data: { phone: from, pending: to } });
      return {
        current: (await texts(from))[0]?.code ?? '',
        next: (await texts(to))[0]?.code ?? '',
      };
    };

    it('moves once the codes to the old and the new number both come back: audited, and told to both', async () => {
      t = await makeTestApp(kind);
      expect(await read('phone', IN)).toEqual({ phone: ASHA, pending: null });
      const codes = await start(IN, ASHA, '+919123456780', '091234 56780');
      expect((await texts(ASHA))[0]?.text).toBe(
        `${codes.current} is your Tenora code to move your account to the number ending •••••• 6780. Never share it. If you did not ask for this, do nothing: your number stays.`,
      );
      expect((await texts('+919123456780'))[0]?.text).toBe(
        `${codes.next} is your Tenora code to confirm this number for your loan account. Never share it.`,
      );

      // The codes the wrong way round are wrong, and count.
      const swapped = await post(`/film/borrower/phone/confirm?${IN}`, {
        currentCode: codes.next,
        newCode: codes.current,
      });
      expect(swapped.json()).toMatchObject({ code: 1, message: 'Incorrect code. 4 tries left.' });
      expect(await read('phone', IN)).toEqual({ phone: ASHA, pending: '+919123456780' });

      const moved = await post(`/film/borrower/phone/confirm?${IN}`, {
        currentCode: codes.current,
        newCode: codes.next,
      });
      expect(moved.json().data).toEqual({ phone: '+919123456780', pending: null });
      // The same session goes on, with the new number.
      expect(await read('phone', IN)).toEqual({ phone: '+919123456780', pending: null });
      expect(await audit('borrower.phone.set')).toEqual([
        {
          staff_id: null,
          before: { phone: '•••••• 3210' },
          after: { phone: '•••••• 6780', by: 'borrower', verified: 'codes to both numbers' },
        },
      ]);

      await deliver();
      expect((await texts('+919123456780'))[0]?.text).toBe(
        'Your loan messages and codes now go to the number ending •••••• 6780. If you did not make this change, contact us at once from the app (Help).',
      );
      expect((await texts(ASHA))[0]?.text).toBe(
        'Your Tenora account has moved from this number to the number ending •••••• 6780, so this number no longer gets its messages. If you did not make this change, call us at once.',
      );
      // Both notices are in the borrower's messages too.
      const inbox = (await post(`/film/messages/list?${IN}`)).json().data.messages as {
        title: string;
      }[];
      expect(inbox.slice(0, 2).map((m) => m.title)).toEqual([
        'Your phone number was changed',
        'Your phone number was changed',
      ]);
      // Codes go to the new number from now on: a new change asks it for the current code.
      await post('/film/dev/clock', { advanceMinutes: 2 });
      const back = await start(IN, '+919123456780', ASHA, '9876543210');
      expect(back.current).toMatch(/^\d{6}$/);
    });

    it('refuses what is no number of the market, or the borrower’s own, in their language', async () => {
      t = await makeTestApp(kind);
      const refusals: [string, string, string][] = [
        [IN, '12345', 'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.'],
        [
          IN,
          '+6281298765432',
          'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
        ],
        [IN, '98765 43210', 'This is already your number.'],
        [ID, '0712345678', 'Masukkan nomor ponsel yang valid, diawali 08 (10 sampai 13 digit).'],
        [ID, '+62 812-3456-7890', 'Ini sudah nomor Anda.'],
      ];
      for (const [session, phone, message] of refusals) {
        const res = await post(`/film/borrower/phone?${session}`, { phone });
        expect(res.statusCode, phone).toBe(400);
        expect(res.json().message, phone).toBe(message);
      }
      expect(await texts(ASHA)).toEqual([]);
    });

    it('tells only the holder of both codes that the number is another borrower’s', async () => {
      t = await makeTestApp(kind);
      // Another Indian borrower holds the number.
      const other = (await post('/film/dev/sessions', { market: 'IN', phone: '9123456780' })).json()
        .data as { sessionId: string };
      expect(other.sessionId).toBeTruthy();
      const codes = await start(IN, ASHA, '+919123456780', '9123456780');
      const refused = await post(`/film/borrower/phone/confirm?${IN}`, {
        currentCode: codes.current,
        newCode: codes.next,
      });
      expect(refused.json()).toMatchObject({
        code: 1,
        message:
          'This number is already used by another Tenora account, so it cannot be added to yours. If the number is yours, contact us from the app (Help).',
      });
      expect(await read('phone', IN)).toMatchObject({ phone: ASHA });
      expect(await audit('borrower.phone.set')).toEqual([]);
    });

    it('sends codes at most once a minute per borrower, and needs a session', async () => {
      t = await makeTestApp(kind);
      await start(ID, SARI, '+6281298765432', '081298765432');
      const soon = await post(`/film/borrower/phone?${ID}`, { phone: '081311112222' });
      expect(soon.statusCode).toBe(429);
      expect(soon.json().message).toMatch(/^Silakan tunggu \d+ detik sebelum meminta kode lagi\.$/);
      expect(await texts('+6281311112222')).toEqual([]);

      for (const res of [
        await t.app.inject({ method: 'GET', url: '/film/borrower/phone' }),
        await post('/film/borrower/phone?sessionId=nope', { phone: '081311112222' }),
        await post('/film/borrower/phone/confirm', { currentCode: '123456', newCode: '123456' }),
      ]) {
        expect(res.statusCode).toBe(401);
      }
    });

    raceIt(kind)('confirmed by two taps at once, moves once and tells once', async () => {
      t = await makeTestApp(kind);
      const codes = await start(IN, ASHA, '+919123456780', '9123456780');
      const taps = await Promise.all(
        Array.from({ length: 6 }, () =>
          post(`/film/borrower/phone/confirm?${IN}`, {
            currentCode: codes.current,
            newCode: codes.next,
          }),
        ),
      );
      // The first moves the number; one that came after finds nothing left to confirm.
      const moved = taps.filter((tap) => tap.json().code === 0);
      expect(moved.length).toBeGreaterThanOrEqual(1);
      for (const tap of taps.filter((x) => x.json().code !== 0)) {
        expect(tap.json().message).toMatch(/^There is no change waiting/);
      }
      expect(await read('phone', IN)).toEqual({ phone: '+919123456780', pending: null });
      expect(await audit('borrower.phone.set')).toHaveLength(1);
      const told = await t.db.query("select id from notifications where template like 'phone.%'");
      expect(told).toHaveLength(2);
    });
  });
});
