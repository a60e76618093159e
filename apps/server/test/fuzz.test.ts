import { CATALOGUE } from '@tenora/contract/catalogue';
import type { AnyEndpoint } from '@tenora/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { DEVELOPMENT_OPERATOR_TOKEN } from '../src/config.ts';
import { SandboxPaymentProvider } from '../src/platform/payments.ts';
import {
  DB_KINDS,
  ID,
  IN,
  makeTestApp,
  TEST_NOW,
  TEST_PAYMENTS_SECRET,
  type TestApp,
} from './helper.ts';
import { signIn } from './ops-helper.ts';

/**
 * Malformed input for every endpoint of the contract, on every database: nothing may answer a 5xx
 * or log a failure (docs/decisions/025-input-checked-at-the-edge.md). One app per database serves
 * every case, so state left by one case (orders, codes, limits) is part of the next one's input.
 */

type Schema = z.ZodMiniType;
type Def = {
  type: string;
  innerType?: Schema;
  in?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
};
const defOf = (s: Schema) => s._zod.def as unknown as Def;

// Values that pass the usual checks of a field by that name, so the other fields get further.
const LIKELY: Record<string, unknown> = {
  phone: '9876543210',
  telephone: '98765 43210',
  mobilePhone: '9876543210',
  email: 'asha@example.in',
  cardNo: '4111 1111 1111 1111',
  from: '2026-11-01',
  to: '2026-11-30',
  now: '2026-11-21T06:00:00.000Z',
  orderId: 1003,
  productId: 1,
  amount: 500_000,
  periods: 91,
  templateId: 1,
  page_id: 1,
  id: 1,
  reference: 'wal_0123456789abcdef01234567',
  appName: 'tenora-in',
  hero: '/promotion/hero-in.svg',
  logo: '/favicon.svg',
  android: 'https://play.google.com/store/apps/details?id=in.tenora',
  ios: 'https://apps.apple.com/app/id1',
};

/** A plausible valid value for a schema: mutations then break one field at a time. */
function sample(schema: Schema, name = ''): unknown {
  if (name in LIKELY) return LIKELY[name];
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? sample(def.innerType, name) : 'x';
    case 'pipe':
      return def.in ? sample(def.in, name) : 'x';
    case 'union':
      return def.options?.[0] ? sample(def.options[0], name) : 'x';
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, inner]) => [key, sample(inner, key)]),
      );
    case 'array':
      return def.element ? [sample(def.element, name)] : [];
    case 'enum':
      return Object.values(def.entries ?? { x: 'x' })[0];
    case 'literal':
      return def.values?.[0];
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return 'abc';
    default:
      return 'x';
  }
}

const HUGE = 'x'.repeat(100_000);

/** What each field is replaced with, one field at a time. */
const FIELD_VALUES: [string, unknown][] = [
  ['empty', ''],
  ['blank', '   '],
  ['number', 12345],
  ['negative', -1],
  ['fraction', 1.5],
  ['too big a number', 1e21],
  ['digits too long', '9'.repeat(40)],
  ['text', 'not-a-number'],
  ['object', { a: 1 }],
  ['array', [1, 2]],
  ['null', null],
  ['boolean', true],
  ['long text', 'y'.repeat(10_000)],
  ['100 kB', HUGE],
  ['NUL', 'a\u0000b'],
  ['control characters', '\u0007\u001b[31m\u007f'],
  ['lone surrogate', 'x\ud800y'],
  ['lone low surrogate', '\udc00'],
  ['emoji and RTL', '🙂\u202eabc'],
  ['prototype', '__proto__'],
];
/** Percent-encoding that also writes a lone surrogate, as the bytes a sloppy client would send. */
function enc(text: string): string {
  return (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g) ?? [])
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

function formEncode(input: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const k = enc(key);
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const v of value) parts.push(`${k}=${enc(String(v))}`);
    } else if (value !== null && typeof value === 'object') {
      for (const [sub, v] of Object.entries(value)) {
        parts.push(`${k}%5B${enc(sub)}%5D=${enc(String(v))}`);
      }
    } else {
      parts.push(`${k}=${enc(String(value))}`);
    }
  }
  return parts.join('&');
}

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/**
 * The console's calls are fuzzed signed in, as the development admin (every role), so their
 * handlers see the input; sign-out goes without, or it would end the session for the rest.
 */
let staffAuth: Record<string, string> = {};

function casesFor(endpoint: AnyEndpoint): Case[] {
  const session =
    endpoint.access === 'borrower'
      ? [IN, ID]
      : endpoint.access === 'public'
        ? ['appName=tenora-id']
        : [''];
  const auth: Record<string, string> =
    endpoint.access === 'operator'
      ? { authorization: `Bearer ${DEVELOPMENT_OPERATOR_TOKEN}` }
      : endpoint.access === 'staff' && endpoint.path !== '/film/ops/sign-out'
        ? staffAuth
        : {};
  const valid = sample(endpoint.request) as Record<string, unknown>;
  const fields = Object.keys(defOf(endpoint.request).shape ?? {});
  // A public endpoint that takes appName as a field gets it there, not twice.
  if (fields.includes('appName') && endpoint.access === 'public') session.splice(0, 1, '');
  const cases: Case[] = [];
  const at = (query: string, extra = '') =>
    `${endpoint.path}?${[query, extra].filter(Boolean).join('&')}`;

  const variants: [string, Record<string, unknown>][] = [['valid', valid]];
  for (const field of fields) {
    variants.push([`${field} missing`, { ...valid, [field]: undefined }]);
    for (const [label, value] of FIELD_VALUES)
      variants.push([`${field} ${label}`, { ...valid, [field]: value }]);
  }

  variants.forEach(([label, input], i) => {
    const query = session[i % session.length] ?? '';
    if (endpoint.method === 'GET') {
      cases.push({
        name: `query, ${label}`,
        method: 'GET',
        url: at(query, formEncode(input)),
        headers: auth,
      });
      return;
    }
    cases.push({
      name: `JSON, ${label}`,
      method: 'POST',
      url: at(query),
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    cases.push({
      name: `form, ${label}`,
      method: 'POST',
      url: at(session[(i + 1) % session.length] ?? ''),
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: formEncode(input),
    });
  });

  // The whole request: session parameters, headers and bodies that are wrong as a whole.
  const query = session[0] ?? '';
  const whole: [string, string, Record<string, string>, string | undefined][] = [
    ['session id with NUL', at('sessionId=demo%00in&userId=1'), {}, undefined],
    ['app name with NUL', at(query, 'appName=tenora%00in'), {}, undefined],
    ['lang with a lone surrogate', at(query, 'lang=%ED%A0%80'), {}, undefined],
    ['userId not a number', at(query, 'userId=abc'), {}, undefined],
    ['repeated session', at(`${query}&${query}`), {}, undefined],
    ['prototype keys', at(query, '__proto__=1&constructor=&toString=x'), {}, undefined],
    ['bad percent-encoding', at(query, 'a=%E0%A4%A'), {}, undefined],
    ['accept-language with NUL', at(query), { 'accept-language': 'id\u0000' }, undefined],
    ['authorization garbage', at(query), { authorization: 'Bearer \u0001' }, undefined],
  ];
  if (endpoint.method === 'POST') {
    whole.push(
      ['text/plain', at(query), { 'content-type': 'text/plain' }, 'hello'],
      [
        'multipart garbage',
        at(query),
        { 'content-type': 'multipart/form-data; boundary=zz' },
        '--zz\r\ngarbage',
      ],
      ['invalid JSON', at(query), { 'content-type': 'application/json' }, '{"a":'],
      ['JSON array', at(query), { 'content-type': 'application/json' }, '[1,2]'],
      ['JSON string', at(query), { 'content-type': 'application/json' }, '"x"'],
      ['JSON null', at(query), { 'content-type': 'application/json' }, 'null'],
      ['JSON number', at(query), { 'content-type': 'application/json' }, '7'],
      ['JSON with NUL key', at(query), { 'content-type': 'application/json' }, '{"\\u0000":1}'],
      [
        'JSON proto pollution',
        at(query),
        { 'content-type': 'application/json' },
        '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}',
      ],
      [
        'deep JSON',
        at(query),
        { 'content-type': 'application/json' },
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
      ],
      ['empty JSON body', at(query), { 'content-type': 'application/json' }, ''],
      ['empty body', at(query), {}, undefined],
      [
        'form with a bare key',
        at(query),
        { 'content-type': 'application/x-www-form-urlencoded' },
        '&&=&a',
      ],
      [
        '100 kB body',
        at(query),
        { 'content-type': 'application/json' },
        JSON.stringify({ a: HUGE }),
      ],
      ['unknown charset', at(query), { 'content-type': 'application/json; charset=utf-7' }, '{}'],
    );
  }
  for (const [label, url, headers, payload] of whole) {
    cases.push({
      name: label,
      method: endpoint.method,
      url,
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  }
  return cases;
}

const ENDPOINTS = CATALOGUE.map((entry) => entry.endpoint);

/** Routes outside the contract that take input: the sandbox wallet's page and the webhook. */
function otherCases(): Case[] {
  const provider = new SandboxPaymentProvider(TEST_PAYMENTS_SECRET);
  const signed = (event: Record<string, unknown>): Case => {
    const raw = JSON.stringify(event);
    return {
      name: `webhook ${raw.slice(0, 60)}`,
      method: 'POST',
      url: '/pay/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': provider.sign(raw) },
      payload: raw,
    };
  };
  const event = {
    eventId: 'evt_fuzz',
    type: 'payment.succeeded',
    reference: 'wal_0123456789abcdef01234567',
    amount: 100,
    occurredAt: TEST_NOW.toISOString(),
  };
  const cases: Case[] = [];
  for (const [label, value] of FIELD_VALUES) {
    const v = typeof value === 'string' ? value : JSON.stringify(value);
    cases.push(
      {
        name: `wallet page, ${label}`,
        method: 'GET',
        url: `/film/sandbox/wallet?reference=${enc(v)}`,
        headers: {},
      },
      {
        name: `wallet form, ${label}`,
        method: 'POST',
        url: '/film/sandbox/wallet',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formEncode({ reference: value, outcome: 'pay' }),
      },
    );
    for (const field of Object.keys(event)) cases.push(signed({ ...event, [field]: value }));
  }
  cases.push(
    {
      name: 'webhook unsigned',
      method: 'POST',
      url: '/pay/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    },
    {
      ...signed(event),
      name: 'webhook signed, not JSON',
      payload: 'x',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': provider.sign('x') },
    },
  );
  return cases;
}

describe.each(DB_KINDS)('malformed input to every endpoint on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    const admin = await signIn(t, 'admin@tenora.dev', 'tenora-admin-dev-only');
    staffAuth = { cookie: admin.cookie, 'x-csrf-token': admin.csrf };
  });
  afterAll(() => t?.close());

  it('never answers a 5xx, and never logs a failure', { timeout: 180_000 }, async () => {
    expect(ENDPOINTS.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of ENDPOINTS) {
      for (const c of casesFor(endpoint)) {
        const res = await t.app.inject({
          method: c.method,
          url: c.url,
          headers: c.headers,
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        sent += 1;
        if (res.statusCode >= 500) {
          failures.push(
            `${endpoint.method} ${endpoint.path} (${c.name}): ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
        // The support API may move the clock; the demo sessions must stay valid for the next case.
        if (endpoint.path === '/film/dev/clock') t.clock.set(TEST_NOW);
      }
    }
    for (const c of otherCases()) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: c.headers,
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      if (res.statusCode >= 500) {
        failures.push(
          `${c.method} ${c.url.slice(0, 60)} (${c.name}): ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    const logs = t.logs();
    expect(logs).not.toContain('request failed');
    expect(logs).not.toMatch(/"stack":/);
  });
});
