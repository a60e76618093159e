import { PAGE_STATE_ID, type PageState } from '@tenora/contract/embedded-answers';
import { orderList } from '@tenora/contract/film';
import { repaymentWay, upiStart } from '@tenora/contract/repayment';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/platform/db.ts';
import { DB_KINDS, disbursedLoan, LOAN, makeTestApp, type TestApp } from './helper.ts';

/**
 * The pages as the server draws them (docs/architecture.md#pages), with the web app's renderer
 * from source: the integration tests run beside the build. The end-to-end tests draw them from
 * the build, in Chromium.
 */

/** The state a drawn page carries, for the browser to hydrate from. */
function stateOf(html: string): PageState {
  const open = `<script type="application/json" id="${PAGE_STATE_ID}">`;
  const start = html.indexOf(open);
  expect(start, 'the page carries its state').toBeGreaterThan(0);
  return JSON.parse(html.slice(start + open.length, html.indexOf('</script>', start))) as PageState;
}

/** Every row of every table of ours, as one print: equal prints, nothing written. */
async function databasePrint(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const print: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await t.db.query<{ n: number; rows: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as rows
         from "${name}" t`,
    );
    print[name] = `${row?.n} ${row?.rows}`;
  }
  return print;
}

const upiPayments = async (t: TestApp, orderId: number) =>
  (
    await t.db.query<{ n: number }>(
      "select count(*)::int as n from provider_payments where order_id = $1 and method = 'upi'",
      [orderId],
    )
  )[0]?.n;

/** How a page is asked for: opened, opened again, and fetched ahead by a browser or a shell. */
const ASKS: Record<string, Record<string, string>> = {
  opened: {},
  reloaded: { 'cache-control': 'no-cache' },
  'prefetched (Sec-Purpose)': { 'sec-purpose': 'prefetch' },
  'prefetched (Purpose)': { purpose: 'prefetch' },
};

describe.each(DB_KINDS)('a page drawn or prefetched writes nothing, on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it("India's Repay, whose first way to pay is UPI, is drawn without a UPI payment", async () => {
    t = await makeTestApp(kind, { pages: true });
    const { b, orderId } = await disbursedLoan(t, 'IN');
    expect(await upiPayments(t, orderId)).toBe(0);
    for (const [how, headers] of Object.entries(ASKS)) {
      const res = await t.app.inject({
        url: `/repay?orderId=${orderId}&productId=${LOAN.IN.productId}&${b}`,
        headers,
      });
      expect(res.statusCode, how).toBe(200);
      expect(await upiPayments(t, orderId), how).toBe(0);
      const { answers } = stateOf(res.body);
      const way = answers.find((a) => a.key.startsWith(`${repaymentWay.path} `));
      expect((way?.envelope.data as { methods?: string[] }).methods?.[0], how).toBe('upi');
      expect(answers.filter((a) => a.key.startsWith(`${upiStart.path} `))).toEqual([]);
    }
  });

  it('no page the server draws changes a row, in either market', async () => {
    t = await makeTestApp(kind, { pages: true });
    const india = await disbursedLoan(t, 'IN');
    const indonesia = await disbursedLoan(t, 'ID');
    const pages = (loan: { b: string; orderId: number }, productId: number, templateId: number) => [
      `/orders?${loan.b}`,
      `/recommend?${loan.b}`,
      `/borrowDetail?orderId=${loan.orderId}&${loan.b}`,
      `/loanConfirm?productId=${productId}&${loan.b}`,
      `/repay?orderId=${loan.orderId}&productId=${productId}&${loan.b}`,
      `/repayDelay?orderId=${loan.orderId}&productId=${productId}&${loan.b}`,
      `/registerTemplate?id=${templateId}&utm_tag=test`,
      '/',
      '/Contact',
      '/customerService',
      '/nowhere',
    ];
    const urls = [...pages(india, LOAN.IN.productId, 1), ...pages(indonesia, LOAN.ID.productId, 2)];
    const before = await databasePrint(t);
    for (const url of urls) {
      for (const [how, headers] of Object.entries(ASKS)) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, `${url} ${how}`).toBe(url === '/nowhere' ? 404 : 200);
      }
    }
    const after = await databasePrint(t);
    expect(Object.keys(before).filter((table) => before[table] !== after[table])).toEqual([]);
  });
});

describe('pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { pages: true, env: { PAGES_PER_IP_MINUTE: '40' } });
  });
  afterAll(() => t.close());

  it("carry the screen's answers once, made in process, equal to what the API answers", async () => {
    const { b } = await disbursedLoan(t, 'IN');
    const res = await t.app.inject({ url: `/orders?${b}`, remoteAddress: '10.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="en-IN">');
    const state = stateOf(res.body);
    expect(state.drawn).toEqual(['orders']);
    expect(state.pending).toEqual([]);
    const orders = state.answers.filter((a) => a.key === `${orderList.path} {}`);
    expect(orders).toHaveLength(1);
    const direct = await t.app.inject({
      method: 'POST',
      url: `${orderList.path}?${b}`,
      payload: {},
    });
    expect(orders[0]?.envelope).toEqual(direct.json());
    // Drawn with the data: the screen's rows are in the HTML itself.
    const first = /"orderId":(\d+)/.exec(direct.body)?.[1];
    expect(first).toBeTruthy();
    expect(res.body.slice(0, res.body.indexOf(PAGE_STATE_ID))).toContain(`orderId=${first}`);
  });

  it('draw the extension with its figures, so the page paints text and the app starts at once', async () => {
    const { b, orderId } = await disbursedLoan(t, 'ID');
    const res = await t.app.inject({
      url: `/repayDelay?orderId=${orderId}&${b}`,
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(200);
    const state = stateOf(res.body);
    expect(state.pending).toEqual([]);
    const drawn = res.body.slice(0, res.body.indexOf(PAGE_STATE_ID));
    // The fee and the comparison are in the HTML itself, not a placeholder.
    expect(drawn).toContain('data-testid="delay-fee"');
    expect(drawn).toContain('data-testid="delay-compare"');
    expect(drawn).not.toContain('card-skeleton');
  });

  it('allow only their own scripts, by a nonce new on every page', async () => {
    const first = await t.app.inject({ url: '/', remoteAddress: '10.0.0.2' });
    const second = await t.app.inject({ url: '/', remoteAddress: '10.0.0.2' });
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    expect(String(first.headers['content-security-policy'])).not.toContain('unsafe-inline');
    // Every inline script that runs carries it; the page's state is data, not a script.
    const inline = [...first.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) {
      expect(attrs.includes(`nonce="${nonce}"`) || attrs.includes('application/json')).toBe(true);
    }
  });

  it('send a page of text alone without any script', async () => {
    const res = await t.app.inject({ url: '/privacyPolicy', remoteAddress: '10.0.0.3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>');
    expect(res.body).not.toContain('<script');
  });

  it('answer an unknown path with the not-found page, in the visitor’s language, as a 404', async () => {
    const english = await t.app.inject({ url: '/no/such/page', remoteAddress: '10.0.0.4' });
    expect(english.statusCode).toBe(404);
    expect(english.headers['content-type']).toContain('text/html');
    expect(english.body).toContain('<html lang="en-IN">');
    const bahasa = await t.app.inject({
      url: '/nowhere',
      headers: { 'accept-language': 'id-ID,id;q=0.9' },
      remoteAddress: '10.0.0.4',
    });
    expect(bahasa.statusCode).toBe(404);
    expect(bahasa.body).toContain('<html lang="id-ID">');
    // An API path stays the API's: its envelope, not a page.
    const api = await t.app.inject({ url: '/film/unknown', remoteAddress: '10.0.0.4' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ data: null });
  });

  it('limit pages per address, found or not, with a page that says so', async () => {
    const ask = (url: string, address: string) =>
      t.app.inject({ url, remoteAddress: address, headers: { 'accept-language': 'id-ID' } });
    for (let i = 0; i < 40; i++) {
      expect((await ask(i % 2 ? '/nowhere' : '/error', '10.0.0.9')).statusCode).not.toBe(429);
    }
    const over = await ask('/error', '10.0.0.9');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeTruthy();
    expect(over.body).toContain('Terlalu banyak');
    expect((await ask('/nowhere', '10.0.0.9')).statusCode).toBe(429);
    // Another address is not held back.
    expect((await ask('/error', '10.0.0.10')).statusCode).toBe(200);
  });

  it('answer a HEAD without drawing, and send the old app’s address home', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/orders', remoteAddress: '10.0.0.5' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const missing = await t.app.inject({
      method: 'HEAD',
      url: '/nowhere',
      remoteAddress: '10.0.0.5',
    });
    expect(missing.statusCode).toBe(404);
    // Its hash, which the browser keeps across the redirect, names the screen.
    const old = await t.app.inject({ url: '/index.html?lang=id', remoteAddress: '10.0.0.5' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/?lang=id');
  });
});

describe('a page the server cannot draw', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', {
      pages: true,
      withRenderer: (renderer) => ({
        ...renderer,
        drawPage: () => Promise.reject(new Error('the render broke')),
      }),
    });
  });
  afterAll(() => t.close());

  it('is sent as the app, to draw in the browser, never as an error envelope', async () => {
    const res = await t.app.inject({ url: '/orders?sessionId=demo-in&appName=tenora-in' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<div id="root"></div>');
    // The page script, which asks for the app once the page has painted.
    expect(res.body).toMatch(/<script nonce="[^"]+" data-app="[^"]*" data-preload="[^"]*">/);
    expect(res.body).not.toContain('"code"');
    expect(t.logs()).toContain('could not draw a page');
  });
});

describe('the walk of a drawn loan', () => {
  it('reads the loan account in one round trip, and calls no route of its own over HTTP', async () => {
    const first = await makeTestApp('pglite', { pages: true });
    const { b, orderId } = await disbursedLoan(first, 'IN');
    const seen: string[] = [];
    const counting: Db = {
      kind: first.db.kind,
      query: (sql, params) => (seen.push(sql), first.db.query(sql, params)),
      exec: (sql) => first.db.exec(sql),
      transaction: (fn) => first.db.transaction(fn),
      close: async () => undefined,
    };
    const t = await makeTestApp('pglite', { pages: true, db: counting });
    try {
      const injected = vi.spyOn(t.app, 'inject');
      // Once to warm what is kept between requests (the app directory, the session).
      await t.app.inject({ url: `/borrowDetail?orderId=${orderId}&${b}` });
      seen.length = 0;
      const res = await t.app.inject({ url: `/borrowDetail?orderId=${orderId}&${b}` });
      expect(res.statusCode).toBe(200);
      expect(stateOf(res.body).drawn).toHaveLength(1);
      // The test's own two requests, and nothing the server asked of itself.
      expect(injected).toHaveBeenCalledTimes(2);
      const account = seen.filter((sql) => /\bfrom orders\b/i.test(sql));
      expect(account, seen.join('\n---\n')).toHaveLength(1);
    } finally {
      await t.close();
      await first.close();
    }
  });
});
