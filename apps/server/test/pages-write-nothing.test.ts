import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMBEDDED_ANSWERS_ID, type EmbeddedAnswers } from '@tenora/contract/embedded-answers';
import { PAGE_DATA } from '@tenora/contract/page-data';
import { repaymentWay, upiStart } from '@tenora/contract/repayment';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, disbursedLoan, LOAN, makeTestApp, type TestApp } from './helper.ts';

/**
 * Drawing, loading or prefetching a page writes nothing (docs/decisions/087-a-get-never-writes.md):
 * the server answers a screen's first calls as it draws it, and a GET that created a payment
 * reference would leave one for every prefetch, reload and crawler. India's Repay, whose first way
 * to pay is UPI, is the page that did.
 */

/**
 * A web build as far as the server reads it: the app's page, a shell for each data screen and a
 * stand-in for the build's renderer (apps/web/src/prerender.tsx), which the integration tests run
 * without (the build runs beside them). The stand-in writes the answers it was given into the
 * page, so a test sees what the real one would have drawn with.
 */
async function drawingDist(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'tenora-drawn-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'prerendered', 'data'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  const dataPages: Record<string, { file: string; styleHashes: string[] }> = {};
  for (const page of Object.keys(PAGE_DATA)) {
    const file = `data${page.replace(/\W/g, '-')}.html`;
    dataPages[page] = { file, styleHashes: [] };
    await writeFile(
      path.join(dist, 'prerendered', file),
      '<!doctype html><html lang="en"><head><!--tenora-head--></head><body><div id="root" inert><!--tenora-root--></div></body></html>',
    );
  }
  await writeFile(
    path.join(dist, 'prerendered', 'manifest.json'),
    JSON.stringify({ pages: {}, styleHashes: { 'en-IN': [], 'id-ID': [] }, dataPages }),
  );
  await writeFile(
    path.join(root, 'dist-ssr', 'prerender.js'),
    `export async function renderDataPage({ path, answers }) {
       const keys = answers.answers.map((a) => a.key).join('\\n');
       return {
         html: '<main data-drawn="' + path + '">' + keys.replace(/[<&"]/g, '') + '</main>',
         locale: 'en-IN',
         config: { theme: { gradientFrom: '#000000' } },
         drawn: [],
       };
     }
     export function themeCss() { return ''; }`,
  );
  return dist;
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

/** The answers the page was drawn with, as it carries them. */
function answersIn(html: string): EmbeddedAnswers {
  const start = html.indexOf(`<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">`);
  const json = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start));
  return JSON.parse(json) as EmbeddedAnswers;
}

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
    t = await makeTestApp(kind, { webDist: await drawingDist() });
    const { b, orderId } = await disbursedLoan(t, 'IN');
    const before = await upiPayments(t, orderId);
    expect(before).toBe(0);

    for (const [how, headers] of Object.entries(ASKS)) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/repay?orderId=${orderId}&productId=${LOAN.IN.productId}&${b}`,
        headers,
      });
      expect(res.statusCode, how).toBe(200);
      expect(await upiPayments(t, orderId), how).toBe(before);
      // Drawn, with the screen's data: the ways to pay, UPI first.
      expect(res.body, how).toContain('<main data-drawn="/repay">');
      const answers = answersIn(res.body).answers;
      const way = answers.find((a) => a.key.startsWith(`${repaymentWay.path} `));
      expect(JSON.parse(way?.body ?? '{}').data?.methods?.[0], how).toBe('upi');
      expect(
        answers.filter((a) => a.key.startsWith(`${upiStart.path} `)),
        how,
      ).toEqual([]);
    }
    // The first act on the screen makes it, and only that.
    const way = (
      await t.app.inject({
        method: 'POST',
        url: `${repaymentWay.path}?${b}`,
        payload: { orderId },
      })
    ).json().data;
    const started = await t.app.inject({
      method: 'POST',
      url: `${upiStart.path}?${b}`,
      payload: { orderId, amount: way.dueNow },
    });
    expect(started.json().data.reference).toMatch(/^upi/);
    expect(await upiPayments(t, orderId)).toBe(1);
  });

  it('no page the server draws changes a row, in either market', async () => {
    t = await makeTestApp(kind, { webDist: await drawingDist() });
    const india = await disbursedLoan(t, 'IN');
    const indonesia = await disbursedLoan(t, 'ID');
    const pages = (loan: { b: string; orderId: number }, productId: number, templateId: number) => [
      `/orders?${loan.b}`,
      `/recommend?${loan.b}`,
      `/borrowDetail?orderId=${loan.orderId}&${loan.b}`,
      `/loanConfirm?productId=${productId}&${loan.b}`,
      `/repay?orderId=${loan.orderId}&productId=${productId}&${loan.b}`,
      `/registerTemplate?id=${templateId}&utm_tag=test`,
    ];
    const urls = [...pages(india, LOAN.IN.productId, 1), ...pages(indonesia, LOAN.ID.productId, 2)];
    // Every screen of PAGE_DATA is among them: a new one is added here too.
    expect(new Set(urls.map((u) => u.split('?')[0]))).toEqual(new Set(Object.keys(PAGE_DATA)));

    const before = await databasePrint(t);
    for (const url of urls) {
      for (const [how, headers] of Object.entries(ASKS)) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${how}`).toBe(200);
        expect(res.body, `${url} ${how}`).toContain('data-drawn=');
      }
    }
    const after = await databasePrint(t);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
  });
});
