import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEVELOPMENT_OPERATOR_TOKEN } from '../src/config.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, IN, makeTestApp, type TestApp } from './helper.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };

describe.each(DB_KINDS)('bad bytes at the edge on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const refused = (res: { statusCode: number; json: () => unknown }, code: number | string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, data: null });
  };

  it('refuses a NUL in the query with a 400 envelope in the request’s language', async () => {
    t = await makeTestApp(kind);
    const en = await t.app.inject({ url: '/film/app/config?appName=%00' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 400,
      data: null,
      message: 'appName contains characters that cannot be used.',
    });
    const id = await t.app.inject({ url: '/film/app/config?appName=tenora%00&lang=id-ID' });
    expect(id.json().message).toBe('appName berisi karakter yang tidak dapat digunakan.');
    // The session itself is checked before it is looked up.
    refused(await t.app.inject({ method: 'POST', url: '/film/order/list?sessionId=a%00b' }), 400);
    refused(
      await t.app.inject({
        method: 'POST',
        url: `/indah/v3/product/recommend-product-list?${IN}&scene=%01`,
      }),
      '400',
    );
    expect(t.logs()).not.toContain('request failed');
  });

  it('refuses NUL, other control characters and lone surrogates in form and JSON bodies', async () => {
    t = await makeTestApp(kind);
    const contact = (payload: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/film/site/contact', headers, payload });
    refused(await contact('name=a%00b&telephone=1&email=x&message=m', FORM), 400);
    refused(await contact(JSON.stringify({ name: 'a\u0000b' }), JSON_BODY), 400);
    refused(await contact(JSON.stringify({ name: 'bell\u0007' }), JSON_BODY), 400);
    refused(await contact('{"name":"\\ud800"}', JSON_BODY), 400);
    refused(await contact('{"name":"\\udc00x"}', JSON_BODY), 400);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/film/promotion/templates',
      headers: { ...JSON_BODY, authorization: `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}` },
      payload: JSON.stringify({ copy: { 'en-IN': { title: ['x', 'y\u0000'] } } }),
    });
    expect(nested.json().message).toBe('copy.en-IN.title contains characters that cannot be used.');
    // Lines and tabs are text; a whole pair of surrogates is an emoji.
    const ok = await contact(
      JSON.stringify({
        name: 'Asha 🙂',
        telephone: '98765 43210',
        email: 'asha@example.in',
        message: 'Line one\r\n\tline two',
      }),
      JSON_BODY,
    );
    expect(ok.json()).toEqual({ code: 0, data: {}, message: '' });
    const form = await t.app.inject({
      method: 'POST',
      url: `/pay/loan/repayment-way?${IN}`,
      headers: FORM,
      payload: 'orderId=1%00',
    });
    refused(form, '400');
    expect(t.logs()).not.toContain('request failed');
  });

  it('refuses bad bytes in the headers it reads', async () => {
    t = await makeTestApp(kind);
    const lang = await t.app.inject({
      url: '/film/app/config',
      headers: { 'accept-language': 'en-IN\u0000' },
    });
    expect(lang.json()).toEqual({
      code: 400,
      data: null,
      message: 'accept-language contains characters that cannot be used.',
    });
    const operator = await t.app.inject({
      url: '/film/promotion/funnel?from=2026-11-01&to=2026-11-30',
      headers: { authorization: `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}\u0000` },
    });
    refused(operator, 400);
  });
});

describe.each(DB_KINDS)('empty optional fields on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const form = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: FORM, payload });

  it('treats an empty optional form field as not given', async () => {
    t = await makeTestApp(kind);
    // The loan confirm screen sends `orderId=` until the loan exists.
    const jump = await form(
      `/v3/contract/contract-jump?${IN}`,
      'productId=1&scene=3&position=0&orderId=&amount=500000&periods=91',
    );
    expect(jump.json()).toEqual({
      code: '00',
      data: { contract_url: '/loanAgreement?kind=agreement&productId=1&amount=500000&periods=91' },
      message: '',
    });
    const blank = await form(
      `/v3/loan-confirm/loan-detail-confirm?${IN}`,
      'productId=1&amount=+&periods=',
    );
    expect(blank.json().code).toBe('00');
    const config = await t.app.inject({ url: '/film/app/config?appName=&market=ID' });
    expect(config.json().data.appName).toBe('tenora-id');
  });

  it('still asks for a required field that is empty', async () => {
    t = await makeTestApp(kind);
    const jump = await form(`/v3/contract/contract-jump?${IN}`, 'productId=&scene=3&position=0');
    expect(jump.statusCode).toBe(400);
    expect(jump.json()).toEqual({ code: '400', data: null, message: 'Please fill in productId.' });
    const outbox = await t.app.inject({ url: '/film/dev/sms-outbox?phone=' });
    expect(outbox.json().message).toBe('Please fill in phone.');
    const action = await t.app.inject({
      method: 'POST',
      url: '/film/dev/orders/state',
      payload: { orderId: 1001, action: '' },
    });
    expect(action.json().message).toBe('Please fill in action.');
  });
});

/** What a client reads back for bytes sent as they are, in pieces with a pause between. */
async function rawExchange(port: number, pieces: string[]): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += String(d)));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  // The server may refuse before every piece is sent; what it answered is what counts.
  socket.on('error', () => undefined);
  for (const piece of pieces) {
    if (!socket.writable) break;
    socket.write(piece);
    await sleep(50);
  }
  await closed;
  return answer;
}

function parsed(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
}

describe('requests refused before any route', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const cookie = (bytes: number) => `Cookie: c=${'a'.repeat(bytes)}\r\n`;

  it('answers headers past the limit with 431 in the family’s envelope and language', async () => {
    t = await makeTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;

    // Headers in pieces, as a slow network delivers them: read whole, then refused.
    const repay = await rawExchange(port, [
      `GET /pay/loan/repayment-way?${IN}&lang=id-ID HTTP/1.1\r\nHost: x\r\nConnection: close\r\n`,
      cookie(20_000),
      '\r\n',
    ]);
    expect(parsed(repay)).toMatchObject({
      status: 431,
      body: {
        code: '431',
        data: null,
        message: 'Header permintaan terlalu besar. Silakan hapus cookie situs ini lalu coba lagi.',
      },
    });
    expect(parsed(repay).head).toMatch(/^cache-control: no-store$/im);

    // Past what the parser reads at all: Node refuses it, in our envelope all the same.
    const film = await rawExchange(port, [
      `GET /film/order/list?${IN} HTTP/1.1\r\nHost: x\r\n${cookie(80_000)}\r\n`,
    ]);
    expect(parsed(film)).toMatchObject({
      status: 431,
      body: {
        code: 431,
        data: null,
        message:
          "The request's headers are too large. Please clear this site's cookies and try again.",
      },
    });
    expect(parsed(film).head).toMatch(/^content-type: application\/json; charset=utf-8$/im);
    const ops = await rawExchange(port, [
      `GET /film/ops/me HTTP/1.1\r\nHost: x\r\nAccept-Language: id\r\n${cookie(80_000)}\r\n`,
    ]);
    expect(parsed(ops).body).toMatchObject({ code: 431, data: null });

    // Just under the limit is an ordinary request.
    const fine = await rawExchange(port, [
      `GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${cookie(15_000)}\r\n`,
    ]);
    expect(parsed(fine)).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers bytes that are not HTTP with a 400 envelope', async () => {
    t = await makeTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const answer = await rawExchange(port, [
      'GET /h5-api/problem/list HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    ]);
    expect(parsed(answer)).toEqual({
      status: 400,
      head: expect.stringMatching(/^HTTP\/1\.1 400 Bad Request/),
      body: {
        code: '400',
        data: null,
        message: 'We could not read that request. Please try again.',
      },
    });
  });
});
