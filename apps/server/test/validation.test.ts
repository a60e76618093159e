import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_OPERATOR_TOKEN } from '../src/config.ts';
import { DB_KINDS, IN, makeTestApp, type TestApp } from './helper.ts';
import { staffSession } from './ops-helper.ts';

describe.each(DB_KINDS)('bad input on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it.each([
    ['a missing field', '/film/dev/sms-outbox', 'Please fill in phone.'],
    ['an empty required field', '/film/dev/sms-outbox?phone=', 'Please fill in phone.'],
    [
      'an oversized string',
      `/film/app/config?appName=${'x'.repeat(65)}`,
      'appName must be at most 64 characters.',
    ],
    ['a repeated field', '/film/app/config?appName=a&appName=b', 'appName must be text.'],
  ])('answers %s with a 400 envelope and a clear message', async (_name, url, message) => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, data: null, message });
  });

  it.each([
    ['a wrong type', { market: 'IN', phone: 98765 }, 'phone must be text.'],
    ['a value outside the list', { market: 'US' }, 'market must be one of: IN, ID.'],
    ['a wrong type for a list', { market: 7 }, 'market must be one of: IN, ID.'],
    ['a missing field', {}, 'Please fill in market.'],
    ['an invalid phone', { market: 'IN', phone: '12345' }, 'Please enter a valid mobile number.'],
  ])('answers %s in a JSON body', async (_name, payload, message) => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({ method: 'POST', url: '/film/dev/sessions', payload });
    expect(res.json()).toEqual({ code: 400, data: null, message });
  });

  it('explains a non-number where a whole number belongs, in form bodies too', async () => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: '/film/dev/clock',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'advanceMinutes=soon',
    });
    expect(res.json()).toEqual({
      code: 400,
      data: null,
      message: 'advanceMinutes must be a whole number.',
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/film/dev/clock',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'advanceMinutes=90',
    });
    expect(ok.json().data.offsetMinutes).toBe(90);
  });

  it('answers in Indonesian for an Indonesian app', async () => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({
      method: 'GET',
      url: `/film/app/config?appName=${'x'.repeat(65)}&lang=id-ID`,
    });
    expect(res.json().message).toBe('appName maksimal 64 karakter.');
  });

  it.each([
    ['malformed JSON', 'application/json', '{"market":'],
    ['a JSON array', 'application/json', '[1,2]'],
    ['a JSON string', 'application/json', '"IN"'],
    ['an unknown content type', 'text/plain', 'market=IN'],
  ])('answers %s with a 400 envelope, never a 500', async (_name, contentType, payload) => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: `/film/order/list?${IN}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().message).toBe('We could not read that request. Please try again.');
  });

  it('answers an oversized body with 413 and an envelope', async () => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: `/film/order/list?${IN}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(70_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, data: null, message: 'That is too large to send.' });
  });

  it("answers an unknown endpoint with 404 in its family's code type", async () => {
    t = await makeTestApp(kind);
    const film = await t.app.inject({ method: 'POST', url: '/film/nothing-here' });
    expect(film.statusCode).toBe(404);
    expect(film.json().code).toBe(404);
    const repay = await t.app.inject({ method: 'POST', url: '/pay/loan/nothing-here' });
    expect(repay.json().code).toBe('404');
  });

  describe('dates', () => {
    const OPERATOR = { authorization: `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}` };
    /** Every endpoint whose request takes a date, and who may call it. */
    const endpoints = [
      ['the audit log', '/film/ops/audit', 'staff'],
      ['the console funnel', '/film/ops/funnel', 'staff'],
      ["the operator's funnel", '/film/promotion/funnel', 'operator'],
    ] as const;

    it.each(endpoints)(
      'answers a day that does not exist with a 400 naming the field, on %s',
      async (_name, path, access) => {
        t = await makeTestApp(kind);
        const headers =
          access === 'operator' ? OPERATOR : { cookie: (await staffSession(t, ['admin'])).cookie };
        const asked = (from: string, to: string) =>
          t.app.inject({ url: `${path}?from=${from}&to=${to}`, headers });
        for (const [from, to, field] of [
          ['2026-02-31', '2026-03-01', 'from'],
          ['2026-02-01', '2026-02-29', 'to'],
          ['2026-13-01', '2026-12-01', 'from'],
          ['0000-01-01', '2026-01-01', 'from'],
          ['2026-01-01', '2026-1-2', 'to'],
        ] as const) {
          const res = await asked(from, to);
          expect(res.statusCode, `${from} ${to}`).toBe(400);
          expect(res.json()).toEqual({
            code: 400,
            data: null,
            message: `${field} must be a date that exists, written YYYY-MM-DD.`,
          });
        }
        // The first and last days there are, and a leap day, are days like any other.
        const ok = await asked('0001-01-01', '9999-12-31');
        expect(ok.statusCode, ok.body).toBe(200);
        expect((await asked('2028-02-29', '2028-02-29')).statusCode).toBe(200);
        expect(t.logs()).not.toContain('request failed');
      },
    );

    it('says so in Indonesian to an Indonesian caller', async () => {
      t = await makeTestApp(kind);
      const res = await t.app.inject({
        url: '/film/promotion/funnel?from=2026-02-31&to=2026-03-01',
        headers: { ...OPERATOR, 'accept-language': 'id-ID' },
      });
      expect(res.json()).toEqual({
        code: 400,
        data: null,
        message: 'from harus tanggal yang ada, ditulis TTTT-BB-HH.',
      });
    });

    it('refuses a clock set to a day that does not exist, rather than moving it to March', async () => {
      t = await makeTestApp(kind);
      const res = await t.app.inject({
        method: 'POST',
        url: '/film/dev/clock',
        payload: { now: '2026-02-31T10:00:00Z' },
      });
      expect(res.json()).toEqual({
        code: 400,
        data: null,
        message: 'now is not in the right format.',
      });
      const clock = await t.app.inject({ url: '/film/dev/clock' });
      expect(clock.json().data.now).toBe('2026-11-21T06:00:00.000Z');
    });
  });

  it('answers an unknown app by name', async () => {
    t = await makeTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: '/film/app/config?appName=other-app' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'This app is not recognised. Please update the app and try again.',
    );
  });
});

describe('the lang flag', () => {
  it("answers in the flag's language, in any spelling the app sends", async () => {
    const t = await makeTestApp('pglite');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/film/order/list?sessionId=nope&appName=tenora-in&lang=id`,
      });
      expect(res.json().message).toBe('Sesi Anda telah berakhir. Silakan masuk kembali.');
    } finally {
      await t.close();
    }
  });
});
