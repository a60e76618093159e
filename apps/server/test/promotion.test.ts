import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_OPERATOR_TOKEN } from '../src/config.ts';
import { RedisRateLimitStore } from '../src/platform/rate-limit.ts';
import { DB_KINDS, IN, makeTestApp, PRODUCTION_ENV, REDIS_URL, type TestApp } from './helper.ts';

const P = '/api/v2/loan/promotion';
const OPERATOR = { authorization: `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}` };

/** Fresh numbers per test, in each market's national spelling and as stored. */
const newPhone = {
  IN: () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`,
  ID: () => `0812${String(randomInt(0, 1e8)).padStart(8, '0')}`,
};
const e164 = (national: string) =>
  national.startsWith('0') ? `+62${national.slice(1)}` : `+91${national}`;

describe.each(DB_KINDS)('promotion landing on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: Record<string, unknown>, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  async function captcha() {
    const sid = (await get(`${P}/get-sid`)).json().data.sid as string;
    const answer = (await get(`/film/dev/captcha?sid=${sid}`)).json().data.answer as string;
    return { sid, answer };
  }
  const lastSms = async (phone: string) =>
    (await get(`/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json().data;

  /** get-sms with a solved captcha, as the page sends it. */
  async function codeFor(phone: string, id = 1, ip?: string) {
    const c = await captcha();
    const sms = await post(
      `${P}/get-sms`,
      { phone, capcode: c.answer.toLowerCase(), sid: c.sid, id, appName: 'x', utm_tag: 'fb' },
      ip,
    );
    return { ...c, sms };
  }

  async function registerFlow(phone: string, id = 1, extra: Record<string, unknown> = {}) {
    const c = await codeFor(phone, id);
    expect(c.sms.json()).toMatchObject({ code: 0 });
    const code = (await lastSms(phone))[0].code as string;
    return post(`${P}/register`, {
      phone,
      capcode: c.answer,
      sid: c.sid,
      smsCode: code,
      id,
      utm_tag: 'fb',
      ...extra,
    });
  }

  const funnel = async (from = '2026-11-21', to = '2026-11-21') =>
    (await get(`/film/promotion/funnel?from=${from}&to=${to}`, OPERATOR)).json();

  it('serves templates 1 (IN) and 2 (ID) with both languages and download links', async () => {
    t = await makeTestApp(kind);
    const one = (await get('/api/v2/loan/service/channel/channel-template?templateId=1')).json();
    expect(one.code).toBe('00');
    expect(one.data).toMatchObject({
      id: 1,
      market: 'IN',
      appName: 'tenora-in',
      // The product's own figures (Tenora Flexi), a first loan's largest amount included.
      offer: { productId: 1, amountMin: 200_000, amountMax: 2_500_000, termDaysMin: 91 },
      downloads: { android: expect.stringMatching(/^https:\/\/play\.google\.com\//) },
    });
    expect(one.data.copy['en-IN'].amount).toBe('Loan amount');
    expect(one.data.copy['id-ID'].amount).toBe('Jumlah pinjaman');
    // Repaid in instalments, with the APR across its terms and the time to money of the loan terms.
    expect(one.data.facts).toMatchObject({
      periods: 3,
      decisionDays: 1,
      creditDays: { min: 1, max: 3 },
    });
    expect(one.data.facts.aprBps.min).toBeGreaterThan(2400);
    expect(one.data.facts.aprBps.max).toBeGreaterThanOrEqual(one.data.facts.aprBps.min);
    const two = (await get('/api/v2/loan/service/channel/channel-template?templateId=2')).json();
    expect(two.data).toMatchObject({
      id: 2,
      market: 'ID',
      offer: { productId: 5, amountMax: 300_000_000, termDaysMax: 180 },
      facts: { periods: 3 },
    });

    const missing = (
      await get('/api/v2/loan/service/channel/channel-template?templateId=9')
    ).json();
    expect(missing).toEqual({
      code: '01',
      data: null,
      message: 'This page is no longer available.',
    });
  });

  it('draws the captcha as a PNG, a new drawing each time, never cached', async () => {
    t = await makeTestApp(kind);
    const { sid } = await captcha();
    const first = await get(`${P}/get-captcha?sid=${sid}&t=1`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('no-store');
    const png = first.rawPayload;
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 80]);
    const second = (await get(`${P}/get-captcha?sid=${sid}&t=2`)).rawPayload;
    expect(second.equals(png)).toBe(false);

    const unknown = await get(`${P}/get-captcha?sid=nope&t=1`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(404);
  });

  it('registers an Indian phone once, keeping the channel and the merchant number', async () => {
    t = await makeTestApp(kind);
    const phone = newPhone.IN();
    await get(`${P}/track-visit?page_id=1&page_type=1&client_type=android&utm_tag=fb`);
    await get(`${P}/track-click?page_id=1&page_type=1&utm_tag=fb&phone=${phone}`);
    const c = await codeFor(phone);
    expect(c.sms.json()).toEqual({ code: 0, data: { resendAfterSeconds: 60 }, message: '' });
    const [sms] = await lastSms(phone);
    expect(sms.to).toBe(e164(phone));
    expect(sms.text).toMatch(/^\d{6} is your Tenora registration code/);

    const done = await post(`${P}/register`, {
      phone,
      capcode: c.answer,
      sid: c.sid,
      smsCode: sms.code,
      id: 1,
      invite_code: 'ASHA10',
      user_from: 'partner-7',
      app_from: 'web',
      utm_tag: 'fb',
      deviceId: 'dev-1',
      userName: 'Asha',
    });
    expect(done.json()).toEqual({ code: 0, data: {}, message: '' });
    const [row] = await t.db.query<Record<string, unknown>>(
      `select u.market, r.template_id, r.invite_code, r.user_from, r.app_from, r.utm_tag,
              r.merchant_number, r.app_name, r.device_id
         from users u join registrations r on r.user_id = u.id where u.phone = $1`,
      [e164(phone)],
    );
    expect(row).toEqual({
      market: 'IN',
      template_id: 1,
      invite_code: 'ASHA10',
      user_from: 'partner-7',
      app_from: 'web',
      utm_tag: 'fb',
      merchant_number: '0',
      app_name: 'tenora-in',
      device_id: 'dev-1',
    });
    expect(t.logs()).not.toContain(sms.code);
    expect(t.logs()).not.toContain(phone);

    expect((await funnel()).data.rows).toEqual([
      {
        templateId: 1,
        utmTag: 'fb',
        visits: 1,
        captchas: 1,
        smsSent: 1,
        clicks: 1,
        registered: 1,
        downloads: 0,
        agreements: 0,
      },
    ]);
  });

  it('registers an Indonesian phone in Indonesian, in the template’s market', async () => {
    t = await makeTestApp(kind);
    const phone = newPhone.ID();
    const done = await registerFlow(phone, 2, { merchantNumber: '8801' });
    expect(done.json().code).toBe(0);
    const [sms] = await lastSms(phone);
    expect(sms.text).toMatch(/adalah kode pendaftaran Tenora Anda/);
    const [row] = await t.db.query<{ market: string; merchant_number: string }>(
      'select u.market, r.merchant_number from users u join registrations r on r.user_id = u.id where u.phone = $1',
      [e164(phone)],
    );
    expect(row).toEqual({ market: 'ID', merchant_number: '8801' });
    const bad = await post(`${P}/get-sms`, {
      phone: '0712345678',
      capcode: 'ABCD',
      sid: 'x',
      id: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Masukkan nomor ponsel yang valid, diawali 08 (10 sampai 13 digit).',
    );
  });

  it('answers 11 to a phone that is already a borrower, only once the code proves it', async () => {
    t = await makeTestApp(kind);
    const known = '9876543210'; // the demo borrower
    const c = await codeFor(known);
    const wrong = await post(`${P}/register`, {
      phone: known,
      capcode: c.answer,
      sid: c.sid,
      smsCode: '000000',
      id: 1,
    });
    expect(wrong.json().code).toBe(1);
    const code = (await lastSms(known))[0].code;
    const again = await post(`${P}/register`, {
      phone: known,
      capcode: c.answer,
      sid: c.sid,
      smsCode: code,
      id: 1,
    });
    expect(again.json()).toEqual({
      code: 11,
      data: null,
      message: 'You are already registered. Please download the app and sign in.',
    });
    const users = await t.db.query('select id from users where phone = $1', ['+919876543210']);
    expect(users).toHaveLength(1);
  });

  it('spends a captcha on a wrong answer and sends nothing (101)', async () => {
    t = await makeTestApp(kind);
    const phone = newPhone.IN();
    const c = await captcha();
    const wrongAnswer = c.answer === 'AAAA' ? 'CCCC' : 'AAAA';
    const wrong = await post(`${P}/get-sms`, { phone, capcode: wrongAnswer, sid: c.sid, id: 1 });
    expect(wrong.json()).toEqual({
      code: 101,
      data: null,
      message:
        'The characters did not match the picture. Please enter the ones in the new picture.',
    });
    // The right answer is too late: that picture is spent.
    const late = await post(`${P}/get-sms`, { phone, capcode: c.answer, sid: c.sid, id: 1 });
    expect(late.json().code).toBe(101);
    expect(await lastSms(phone)).toEqual([]);
    expect((await get(`${P}/get-captcha?sid=${c.sid}`)).statusCode).toBe(404);
  });

  it('binds a solved captcha to its phone: not reusable, not for another phone', async () => {
    t = await makeTestApp(kind);
    const [a, b] = [newPhone.IN(), newPhone.IN()];
    const c = await codeFor(a);
    expect(c.sms.json().code).toBe(0);
    const other = await post(`${P}/get-sms`, { phone: b, capcode: c.answer, sid: c.sid, id: 1 });
    expect(other.json().code).toBe(101);
    t.clock.advanceMinutes(2);
    const twice = await post(`${P}/get-sms`, { phone: a, capcode: c.answer, sid: c.sid, id: 1 });
    expect(twice.json()).toEqual({
      code: 101,
      data: null,
      message:
        'That picture was already used for a code. Please enter the characters in the new picture.',
    });
    expect(await lastSms(b)).toEqual([]);
    // Registering b with a's captcha fails on the captcha (-1), whatever the code.
    const code = (await lastSms(a))[0].code;
    const stolen = await post(`${P}/register`, {
      phone: b,
      capcode: c.answer,
      sid: c.sid,
      smsCode: code,
      id: 1,
    });
    expect(stolen.json().code).toBe(-1);
  });

  it('lets a captcha live two minutes', async () => {
    t = await makeTestApp(kind);
    const c = await captcha();
    t.clock.advanceMinutes(3);
    const late = await post(`${P}/get-sms`, {
      phone: newPhone.IN(),
      capcode: c.answer,
      sid: c.sid,
      id: 1,
    });
    expect(late.json()).toMatchObject({ code: 101, message: expect.stringMatching(/expired/) });
  });

  it('voids the SMS code after five wrong tries, and after five minutes', async () => {
    t = await makeTestApp(kind);
    const phone = newPhone.IN();
    const c = await codeFor(phone);
    const code = (await lastSms(phone))[0].code as string;
    const wrongCode = code === '111111' ? '222222' : '111111';
    const attempt = (smsCode: string) =>
      post(`${P}/register`, { phone, capcode: c.answer, sid: c.sid, smsCode, id: 1 });
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push((await attempt(wrongCode)).json().message);
    expect(messages[0]).toBe('Incorrect code. 4 tries left.');
    expect(messages[4]).toBe(
      'Incorrect code. This code no longer works: please request a new one.',
    );
    expect((await attempt(code)).json().message).toBe(
      'This code has expired. Please request a new one.',
    );

    const later = newPhone.IN();
    const d = await codeFor(later);
    const laterCode = (await lastSms(later))[0].code;
    t.clock.advanceMinutes(6);
    const expired = await post(`${P}/register`, {
      phone: later,
      capcode: d.answer,
      sid: d.sid,
      smsCode: laterCode,
      id: 1,
    });
    expect(expired.json().message).toBe('This code has expired. Please request a new one.');
  });

  it('uses a code once', async () => {
    t = await makeTestApp(kind);
    const phone = newPhone.IN();
    const c = await codeFor(phone);
    const code = (await lastSms(phone))[0].code;
    const body = { phone, capcode: c.answer, sid: c.sid, smsCode: code, id: 1 };
    expect((await post(`${P}/register`, body)).json().code).toBe(0);
    // The captcha is spent too; with a fresh one, the old code is still spent.
    expect((await post(`${P}/register`, body)).json().code).toBe(-1);
    const fresh = await captcha();
    const again = await post(`${P}/register`, { ...body, sid: fresh.sid, capcode: fresh.answer });
    expect(again.json().message).toBe('This code has expired. Please request a new one.');
  });

  it('refuses numbers outside the market, and anything that is not +91 or +62', async () => {
    t = await makeTestApp(kind);
    for (const phone of ['5123456789', '98765', '+14155550100', '+6281234567890']) {
      const res = await post(`${P}/get-sms`, { phone, capcode: 'ABCD', sid: 'x', id: 1 });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().message).toBe(
        'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
      );
    }
    const outbox = await t.db.query('select id from sms_outbox');
    expect(outbox).toEqual([]);
  });

  it('limits codes per phone with a 429 that says how long to wait, without spending the captcha', async () => {
    t = await makeTestApp(kind);
    const phone = newPhone.IN();
    // Redis outlives the run, and an address's hourly limit with it: each run sends from its own.
    const ip = `198.18.${randomInt(256)}.${randomInt(256)}`;
    expect((await codeFor(phone, 1, ip)).sms.json().code).toBe(0);
    const c = await captcha();
    const soon = await post(`${P}/get-sms`, { phone, capcode: c.answer, sid: c.sid, id: 1 });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({
      code: 429,
      data: null,
      message: 'This number has asked for too many codes. Please try again in 1 minute.',
    });
    t.clock.advanceMinutes(1);
    // The refused send did not spend the captcha.
    const later = await post(`${P}/get-sms`, { phone, capcode: c.answer, sid: c.sid, id: 1 });
    expect(later.json().code).toBe(0);
  });

  it('limits codes per address, as configured', async () => {
    t = await makeTestApp(kind, { env: { LANDING_SMS_PER_IP_HOUR: '2' } });
    expect((await codeFor(newPhone.IN(), 1, '198.51.100.1')).sms.json().code).toBe(0);
    expect((await codeFor(newPhone.ID(), 2, '198.51.100.1')).sms.json().code).toBe(0);
    const third = await codeFor(newPhone.IN(), 1, '198.51.100.1');
    expect(third.sms.statusCode).toBe(429);
    expect(third.sms.json().message).toBe(
      'Too many requests from your network. Please try again in 60 minutes.',
    );
    // Another address is not held back.
    expect((await codeFor(newPhone.IN(), 1, '198.51.100.2')).sms.json().code).toBe(0);
  });

  it.skipIf(!REDIS_URL)('shares the limits between processes through Redis', async () => {
    const url = REDIS_URL ?? '';
    const other = await makeTestApp(kind, { limits: new RedisRateLimitStore(url) });
    t = await makeTestApp(kind, { limits: new RedisRateLimitStore(url) });
    const phone = newPhone.IN();
    // Redis outlives the run, and an address's hourly limit with it: each run sends from its own.
    const ip = `198.18.${randomInt(256)}.${randomInt(256)}`;
    expect((await codeFor(phone, 1, ip)).sms.json().code).toBe(0);
    const sid = (await other.app.inject({ url: `${P}/get-sid` })).json().data.sid;
    const answer = (await other.app.inject({ url: `/film/dev/captcha?sid=${sid}` })).json().data
      .answer;
    const elsewhere = await other.app.inject({
      method: 'POST',
      url: `${P}/get-sms`,
      payload: { phone, capcode: answer, sid, id: 1 },
      remoteAddress: ip,
    });
    expect(elsewhere.statusCode).toBe(429);
    await other.close();
  });

  it('opens the funnel and template calls to the operator token only', async () => {
    t = await makeTestApp(kind);
    expect((await get('/film/promotion/funnel?from=2026-11-01&to=2026-11-30')).statusCode).toBe(
      401,
    );
    // A borrower's session is not an operator's.
    const asBorrower = await get(`/film/promotion/funnel?from=2026-11-01&to=2026-11-30&${IN}`);
    expect(asBorrower.statusCode).toBe(401);
    const wrong = await get('/film/promotion/funnel?from=2026-11-01&to=2026-11-30', {
      authorization: 'Bearer not-the-token',
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await get('/film/promotion/funnel?from=2026-11-01&to=2026-11-30', OPERATOR);
    expect(ok.json()).toEqual({
      code: 0,
      data: { from: '2026-11-01', to: '2026-11-30', rows: [] },
      message: '',
    });
    const backwards = await get('/film/promotion/funnel?from=2026-11-30&to=2026-11-01', OPERATOR);
    expect(backwards.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/film/promotion/templates' })).statusCode,
    ).toBe(401);
  });

  it('has no operator endpoints in production without a token', async () => {
    t = await makeTestApp(kind, {
      env: { ...PRODUCTION_ENV, PAYMENTS_SECRET: 'p'.repeat(32) },
    });
    const res = await get('/film/promotion/funnel?from=2026-11-01&to=2026-11-30', OPERATOR);
    expect(res.statusCode).toBe(404);
  });

  it('counts the funnel per template and utm_tag, over the market’s calendar days', async () => {
    t = await makeTestApp(kind);
    await get(`${P}/track-visit?page_id=1&utm_tag=a`);
    await get(`${P}/track-visit?page_id=1&utm_tag=a`);
    await get(`${P}/track-visit?page_id=1&utm_tag=b`);
    await get(`${P}/track-visit?page_id=2&page_type=1`);
    await get(`${P}/track-visit?page_id=2&page_type=2`);
    await get(`${P}/track-visit?page_id=2&page_type=3`);
    expect((await registerFlow(newPhone.ID(), 2, { utm_tag: '' })).json().code).toBe(0);
    // 06:00 UTC is 11:30 in India and 13:00 in Jakarta: the same day in both. Move to the next.
    t.clock.advanceMinutes(20 * 60);
    await get(`${P}/track-visit?page_id=1&utm_tag=a`);

    const today = (await funnel()).data.rows;
    expect(today).toEqual([
      expect.objectContaining({ templateId: 1, utmTag: 'a', visits: 2 }),
      expect.objectContaining({ templateId: 1, utmTag: 'b', visits: 1 }),
      // The code was asked with utm_tag 'fb', the registration sent none.
      expect.objectContaining({
        templateId: 2,
        utmTag: '',
        visits: 1,
        downloads: 1,
        agreements: 1,
        registered: 1,
      }),
      expect.objectContaining({ templateId: 2, utmTag: 'fb', captchas: 1, smsSent: 1 }),
    ]);
    const both = (await funnel('2026-11-21', '2026-11-22')).data.rows;
    expect(both.find((r: { utmTag: string }) => r.utmTag === 'a').visits).toBe(3);
    const unknown = await get(`${P}/track-visit?page_id=77`);
    expect(unknown.json().code).toBe(1);
  });

  it('lets an operator add a template without a code change, refusing links the app would not open', async () => {
    t = await makeTestApp(kind);
    const one = (await get('/api/v2/loan/service/channel/channel-template?templateId=1')).json()
      .data;
    const { images, offer, copy, downloads } = one;
    const input = { id: one.id, appName: one.appName, images, offer, copy, downloads };
    const save = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/film/promotion/templates',
        payload: body,
        headers: OPERATOR,
      });
    // A product of another market is refused: the page would state what its app cannot lend.
    const foreign = await save({ ...input, id: 3, appName: 'tenora-id' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      'The product must be one on offer in the market of the template’s app.',
    );
    const saved = await save({
      ...input,
      id: 3,
      appName: 'tenora-id',
      offer: { ...offer, productId: 5 },
    });
    expect(saved.json()).toMatchObject({ code: 0, data: { id: 3, market: 'ID' } });
    const served = (await get('/api/v2/loan/service/channel/channel-template?templateId=3')).json();
    expect(served.data.market).toBe('ID');

    const evil = await save({
      ...input,
      id: 4,
      downloads: { ...input.downloads, android: 'https://evil.example/app.apk' },
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().message).toMatch(/^downloads\.android must be a path on this site/);
    const script = await save({
      ...input,
      id: 4,
      images: { ...input.images, hero: 'javascript:1' },
    });
    expect(script.statusCode).toBe(400);
    // The page draws images from its own origin only, so a template may not point elsewhere.
    const offsite = await save({
      ...input,
      id: 4,
      images: { ...input.images, hero: 'https://play.google.com/hero.png' },
    });
    expect(offsite.json().message).toMatch(/^images\.hero must be a path on this site/);
  });
});
