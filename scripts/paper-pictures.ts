// docs/paper-*.png: the first page of each paper a borrower keeps, as a reader draws it, for the
// README and docs/product.md#papers. One server of its own; a loan in each market, paid by card
// and bank transfer, left late, and repaid; each paper then drawn with Poppler's pdftoppm.
// Run after `npm run build`: `npm run docs:paper-pictures` (scripts/ensure-poppler.sh installs it).
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../e2e/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Sessions outlast the months its clock moves.
const server = await startServer({ env: { SESSION_TTL_HOURS: '99999' } });
const work = await mkdtemp(path.join(tmpdir(), 'tenora-pictures-'));
const post = async (route: string, body: unknown, query = '') => {
  const answer = await fetch(`${server.baseUrl}${route}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json());
  if (answer.message) throw new Error(`${route}: ${answer.message}`);
  return answer.data;
};

type Market = 'IN' | 'ID';
const TERMS = {
  IN: { productId: 2, amount: 1_000_000, periods: 91, bank: 'HDFC' },
  ID: { productId: 4, amount: 200_000_000, periods: 91, bank: 'BCA' },
} as const;

async function loan(market: Market) {
  const s = await post('/film/dev/sessions', { market });
  const b = `?sessionId=${s.sessionId}`;
  const { productId, amount, periods } = TERMS[market];
  const offer = await post('/v3/loan-confirm/loan-detail-confirm', TERMS[market], b);
  const pushed = await post(
    '/v3/loan-confirm/loan-detail-push',
    { productId, amount, periods, consent: 1, documentsId: offer.documentsId },
    b,
  );
  await post('/film/dev/orders/state', { orderId: pushed.orderId, action: 'approve' });
  await post('/film/dev/orders/state', { orderId: pushed.orderId, action: 'disburse' });
  return { b, orderId: pushed.orderId as number, market };
}

async function payByTransfer(l: Awaited<ReturnType<typeof loan>>, amount: number) {
  const va = await post(
    '/v3/loan-details/generate-vcode',
    {
      orderId: l.orderId,
      amount,
      payCode: TERMS[l.market].bank,
      pay_type: 1,
      specific_num: 2,
      is_default: 0,
    },
    l.b,
  );
  await post('/film/dev/payments/complete', { reference: va.vcode, outcome: 'paid' });
}

const owed = async (l: Awaited<ReturnType<typeof loan>>) =>
  Number((await post('/pay/loan/repayment-way', { orderId: l.orderId }, l.b)).dueNow);

/** The first page of a PDF fetched with the borrower's session, as docs/paper-<name>.png. */
async function picture(name: string, url: string) {
  const pdf = Buffer.from(await (await fetch(`${server.baseUrl}${url}`)).arrayBuffer());
  const file = path.join(work, `${name}.pdf`);
  await writeFile(file, pdf);
  // 64 dpi: an A4 page 529 px wide, its type as a phone shows it at page width.
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '64',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    path.join(root, 'docs', `paper-${name}`),
  ]);
  console.log(`docs/paper-${name}.png`);
}

try {
  const india = await loan('IN');
  const indonesia = await loan('ID');
  const papers = async (l: Awaited<ReturnType<typeof loan>>) =>
    (await post('/film/papers/list', {}, l.b)) as { id: number; kind: string; orderId: number }[];
  const paperUrl = (l: Awaited<ReturnType<typeof loan>>, id: number) =>
    `/film/paper/file${l.b}&id=${id}`;

  // The approval's papers, and the documents agreed to at confirm.
  const sanction = (await papers(india)).find((p) => p.kind === 'sanction');
  if (sanction) await picture('sanction-in', paperUrl(india, sanction.id));
  await picture(
    'key-facts-in',
    `/film/loan/document/file${india.b}&kind=key_facts&orderId=${india.orderId}&format=pdf`,
  );
  await picture(
    'agreement-id',
    `/film/loan/document/file${indonesia.b}&kind=agreement&orderId=${indonesia.orderId}&format=pdf`,
  );

  // A part payment in Indonesia, its receipt.
  await payByTransfer(indonesia, Math.floor((await owed(indonesia)) / 300) * 100);
  const receipt = (await papers(indonesia)).find((p) => p.kind === 'receipt');
  if (receipt) await picture('receipt-id', paperUrl(indonesia, receipt.id));

  // India's first instalment paid three days late, with its late charges; the statement three
  // days on; the rest paid off once early repayment opens, and the certificate.
  const day = (n: number) =>
    post('/film/dev/clock', { advanceMinutes: n * 24 * 60, schedules: false });
  await day(33);
  await payByTransfer(india, await owed(india));
  await day(3);
  const statement = await post('/film/paper/statement', { orderId: india.orderId }, india.b);
  await picture('statement-in', paperUrl(india, statement.id));
  await day(10);
  const way = await post('/pay/loan/repayment-way', { orderId: india.orderId }, india.b);
  if (!way.payoff) throw new Error('early repayment is not open yet');
  await payByTransfer(india, Number(way.payoff.amount));
  const repaid = (await papers(india)).find((p) => p.kind === 'repaid');
  if (!repaid) throw new Error('the payoff left something owed');
  await picture('no-dues-in', paperUrl(india, repaid.id));
} finally {
  await server.stop();
}
