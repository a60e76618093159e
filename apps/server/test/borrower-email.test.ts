import { afterEach, describe, expect, it } from 'vitest';
import { userEmail } from '../src/platform/auth.ts';
import { DB_KINDS, ID, IN, makeTestApp, type TestApp } from './helper.ts';

/** The borrower's e-mail address for their messages (docs/product.md#e-mail-address). */
describe.each(DB_KINDS)("the borrower's e-mail address on %s", (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const read = async (session: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/film/borrower/email?${session}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const set = (session: string, payload: Record<string, unknown> | string) =>
    t.app.inject({
      method: 'POST',
      url: `/film/borrower/email?${session}`,
      payload,
      ...(typeof payload === 'string'
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : {}),
    });
  const remove = (session: string) =>
    t.app.inject({ method: 'POST', url: `/film/borrower/email/remove?${session}` });

  it('is none until the borrower gives one, then the one given, without spaces around it', async () => {
    t = await makeTestApp(kind);
    expect(await read(ID)).toEqual({ code: 0, data: { email: null }, message: '' });

    const saved = await set(ID, { email: '  Sari.Dewi@contoh.co.id ' });
    expect(saved.json()).toEqual({
      code: 0,
      data: { email: 'Sari.Dewi@contoh.co.id' },
      message: '',
    });
    expect((await read(ID)).data).toEqual({ email: 'Sari.Dewi@contoh.co.id' });
    // What sends the borrower's messages finds it by the borrower, without a session.
    expect(await userEmail(t.db, 2)).toBe('Sari.Dewi@contoh.co.id');

    // A form body, as the app sends it, replaces the address before.
    const replaced = await set(ID, 'email=sari%2Bpinjaman%40contoh.co.id');
    expect(replaced.json().data).toEqual({ email: 'sari+pinjaman@contoh.co.id' });
    expect((await read(ID)).data).toEqual({ email: 'sari+pinjaman@contoh.co.id' });
  });

  it('refuses what is not an address, in the borrower’s language, and keeps the one before', async () => {
    t = await makeTestApp(kind);
    expect((await set(ID, { email: 'sari@contoh.co.id' })).json().code).toBe(0);
    expect((await set(IN, { email: 'asha@example.in' })).json().code).toBe(0);

    const refusals: [string, string, string][] = [
      [ID, 'sari@contoh', 'Masukkan alamat email yang valid.'],
      [ID, 'sari dewi@contoh.co.id', 'Masukkan alamat email yang valid.'],
      [ID, '   ', 'email wajib diisi.'],
      [IN, 'asha..rao@example.in', 'Please enter a valid e-mail address.'],
      [IN, 'asha@example.123', 'Please enter a valid e-mail address.'],
      [IN, `${'a'.repeat(250)}@example.in`, 'email must be at most 254 characters.'],
    ];
    for (const [session, email, message] of refusals) {
      const res = await set(session, { email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json(), email).toEqual({ code: 400, data: null, message });
    }
    const missing = await set(IN, {});
    expect(missing.json().message).toBe('Please fill in email.');

    expect((await read(ID)).data).toEqual({ email: 'sari@contoh.co.id' });
    expect((await read(IN)).data).toEqual({ email: 'asha@example.in' });
  });

  it('is removed when the borrower asks, once or twice', async () => {
    t = await makeTestApp(kind);
    await set(IN, { email: 'asha@example.in' });
    for (let i = 0; i < 2; i++) {
      const removed = await remove(IN);
      expect(removed.json()).toEqual({ code: 0, data: { email: null }, message: '' });
    }
    expect((await read(IN)).data).toEqual({ email: null });
    expect(await userEmail(t.db, 1)).toBeNull();
  });

  it('is each borrower’s own, and needs a session', async () => {
    t = await makeTestApp(kind);
    await set(IN, { email: 'asha@example.in' });
    expect((await read(ID)).data).toEqual({ email: null });
    await set(ID, { email: 'sari@contoh.co.id' });
    await remove(ID);
    expect((await read(IN)).data).toEqual({ email: 'asha@example.in' });

    // A userId in the body does not choose the borrower: the session does.
    await set(ID, { email: 'sari@contoh.co.id', userId: 1 });
    expect((await read(IN)).data).toEqual({ email: 'asha@example.in' });

    for (const res of [
      await t.app.inject({ method: 'GET', url: '/film/borrower/email' }),
      await set('sessionId=nope', { email: 'mallory@example.in' }),
      await remove(''),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await t.db.query("select id from users where email = 'mallory@example.in'")).toEqual([]);
  });
});
