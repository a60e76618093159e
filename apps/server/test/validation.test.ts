import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, IN, makeTestApp, type TestApp } from './helper.ts';

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
