import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { addDays, localDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import { formatPercentBps } from '@tenora/domain/percent';
import { afterEach, describe, expect, it } from 'vitest';
import { drawPaper, type PaperLayout } from '../src/platform/pdf.ts';
import { DB_KINDS, disbursedLoan, makeTestApp, type TestApp } from './helper.ts';
import { ops, staffSession } from './ops-helper.ts';
import { paying } from './paying.ts';
import { pdfReader } from './pdf-text.ts';

/**
 * The papers a borrower keeps (docs/product.md#papers): a receipt for each repayment, whatever
 * the way it was paid, and the certificate that the loan is repaid once the last payment lands,
 * each a PDF that only its borrower opens. The PDFs are read back as a reader would: their text
 * with Poppler's pdftotext, their first page drawn as an image with pdftoppm
 * (scripts/ensure-poppler.sh installs them).
 */

const reader = pdfReader();
const pdfText = reader.text;

/** The first page drawn as a PNG: its width and height in pixels. */
function firstPageSize(pdf: Buffer): { width: number; height: number } {
  const file = `${reader.next()}.pdf`;
  writeFileSync(file, pdf);
  const out = `${reader.next()}-page`;
  execFileSync('pdftoppm', ['-png', '-r', '36', '-f', '1', '-l', '1', '-singlefile', file, out]);
  const png = readFileSync(`${out}.png`);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const WORDS = {
  IN: {
    receipt: 'Payment receipt',
    repaid: 'No-dues certificate',
    parts: ['Penal charges', 'Fees', 'Interest', 'Principal'],
    owed: 'Still owed on the loan',
    lender: 'Tenora Finance Private Limited',
    provider: 'Lending service provider: Tenora Technologies Private Limited',
    method: { card: 'Debit card', va: 'Bank transfer (virtual account)' },
    page: 'Page 1 of 1',
    prefix: { receipt: /^RCPT-IN-\d{4}-\d{6,}$/, repaid: /^NDC-IN-\d{4}-\d{6,}$/ },
  },
  ID: {
    receipt: 'Bukti pembayaran',
    repaid: 'Surat keterangan lunas',
    parts: ['Denda keterlambatan', 'Biaya', 'Bunga', 'Pokok'],
    owed: 'Sisa kewajiban pinjaman',
    lender: 'PT Tenora Finansial Indonesia',
    provider: null,
    method: { card: 'Kartu debit', va: 'Transfer bank (virtual account)' },
    page: 'Halaman 1 dari 1',
    prefix: { receipt: /^KWT-ID-\d{4}-\d{6,}$/, repaid: /^SKL-ID-\d{4}-\d{6,}$/ },
  },
} as const;

const SANCTION = {
  IN: {
    title: 'Sanction letter',
    prefix: /^SL-IN-\d{4}-\d{6,}$/,
    amount: 'Sanctioned amount',
    apr: 'Annual percentage rate (APR)',
    fee: 'Processing fee',
    net: 'Net amount disbursed to you',
    term: (days: number, n: number) => `${days} days, ${n} instalment`,
    validity: 'This sanction stands until the loan is disbursed to your account.',
  },
  ID: {
    title: 'Surat persetujuan pinjaman',
    prefix: /^SPP-ID-\d{4}-\d{6,}$/,
    amount: 'Jumlah pinjaman disetujui',
    apr: 'Suku bunga tahunan efektif (APR)',
    fee: 'Biaya administrasi',
    net: 'Jumlah bersih yang dicairkan',
    term: (days: number, n: number) => `${days} hari, ${n} kali angsuran`,
    validity: 'Persetujuan ini berlaku sampai pinjaman dicairkan ke rekening Anda.',
  },
} as const;

const STATEMENT = {
  IN: {
    title: 'Statement of account',
    prefix: /^SOA-IN-\d{4}-\d{6,}$/,
    principal: 'Loan disbursed: principal',
    paid: 'Payment received · Debit card',
    charges: 'Late charges levied',
    closing: 'Balance on',
    none: 'Nothing was charged or paid in this period.',
    badRange: 'Choose a start date on or before the end date, and an end date no later than today.',
    notDisbursed: 'This loan has not been paid out yet, so it has no statement of account.',
  },
  ID: {
    title: 'Rekening koran pinjaman',
    prefix: /^RK-ID-\d{4}-\d{6,}$/,
    principal: 'Pinjaman dicairkan: pokok',
    paid: 'Pembayaran diterima · Kartu debit',
    charges: 'Denda keterlambatan dikenakan',
    closing: 'Saldo per',
    none: 'Tidak ada tagihan atau pembayaran dalam periode ini.',
    badRange:
      'Pilih tanggal awal yang tidak melewati tanggal akhir, dan tanggal akhir paling lambat hari ini.',
    notDisbursed: 'Pinjaman ini belum dicairkan, jadi belum ada rekening koran.',
  },
} as const;

describe.each(DB_KINDS)('papers on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });

  const pay = paying(() => t);
  async function payByCard(
    market: 'IN' | 'ID',
    loan: { b: string; orderId: number; phone: string },
    amount: number,
  ) {
    expect(await pay.byCard(market, loan, amount)).toBe('');
  }
  async function payByVirtualAccount(b: string, orderId: number, amount: number, bank: string) {
    expect(await pay.byVirtualAccount(b, orderId, amount, bank)).toBe('');
  }

  const papers = async (b: string) =>
    (await post(`/film/papers/list?${b}`)).json().data as {
      id: number;
      orderId: number;
      kind: 'sanction' | 'receipt' | 'repaid';
      number: string;
      title: string;
    }[];

  /** The papers a payment brought: every approved loan already has its sanction letter. */
  const paidPapers = async (b: string) => (await papers(b)).filter((p) => p.kind !== 'sanction');

  const file = (b: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/film/paper/file?${b}&id=${id}` });

  /** What the ledger booked for the payment of `reference`'s order, newest first. */
  async function ledgerPayments(orderId: number) {
    return t.db.query<{
      id: number;
      amount: number;
      method: string;
      penalty: number;
      fee: number;
      interest: number;
      principal: number;
    }>(
      `select p.id, p.amount, p.method,
              coalesce(sum(a.penalty), 0)::bigint as penalty, coalesce(sum(a.fee), 0)::bigint as fee,
              coalesce(sum(a.interest), 0)::bigint as interest,
              coalesce(sum(a.principal), 0)::bigint as principal
         from payments p left join payment_allocations a on a.payment_id = p.id and a.kind = 'paid'
        where p.order_id = $1 and p.kind = 'repayment'
        group by p.id order by p.id`,
      [orderId],
    );
  }

  /** What the schedule still asks for, as the ledger's allocations leave it (no late charges). */
  async function owedOn(orderId: number): Promise<number> {
    const rows = await t.db.query<{ owed: number }>(
      `select ((select sum(principal + interest + fee) from instalments where order_id = $1)
             - (select coalesce(sum(principal + interest + fee), 0) from payment_allocations
                 where order_id = $1))::bigint as owed`,
      [orderId],
    );
    return rows[0]?.owed ?? Number.NaN;
  }

  it.each(['IN', 'ID'] as const)(
    'in %s: a receipt for each payment by card and by bank transfer, the certificate with the last',
    async (market) => {
      t = await makeTestApp(kind);
      const w = WORDS[market];
      const loan = await disbursedLoan(t, market);
      const { b, orderId, phone } = loan;
      const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
      const part = Math.floor(way.payoff.amount / 3 / 100) * 100;

      await payByCard(market, loan, part);
      const owedAfterCard = await owedOn(orderId);
      const afterCard = await paidPapers(b);
      expect(afterCard.map((p) => p.kind)).toEqual(['receipt']);

      // A retried webhook or a second look issues nothing more.
      const again = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
      await payByVirtualAccount(b, orderId, again.payoff.amount, market === 'IN' ? 'HDFC' : 'BCA');
      const all = await paidPapers(b);
      expect(all.map((p) => p.kind).sort()).toEqual(['receipt', 'receipt', 'repaid']);

      const booked = await ledgerPayments(orderId);
      expect(booked.map((p) => p.method)).toEqual(['card', 'va']);
      const receipts = all.filter((p) => p.kind === 'receipt').sort((x, y) => x.id - y.id);
      for (const [i, paper] of receipts.entries()) {
        const payment = booked[i];
        if (!payment) throw new Error(`no payment booked for receipt ${paper.number}`);
        expect(paper.number).toMatch(w.prefix.receipt);
        expect(paper.title).toBe(w.receipt);
        const res = await file(b, paper.id);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="${paper.number}.pdf"`,
        );
        const text = pdfText(res.rawPayload);
        expect(text).toContain(w.lender);
        if (w.provider) expect(text).toContain(w.provider);
        else expect(text).not.toContain('Lending service provider');
        expect(text).toContain(w.receipt);
        expect(text).toContain(paper.number);
        expect(text).toContain(String(orderId));
        expect(text).toContain(phone.slice(-4));
        expect(text).not.toContain(phone.slice(-8));
        expect(text).toContain(w.method[payment.method as 'card' | 'va']);
        expect(text).toContain(w.page);
        // Each part as the ledger allocated it, and their total the amount paid.
        const parts = [payment.penalty, payment.fee, payment.interest, payment.principal];
        for (const [j, label] of w.parts.entries()) {
          expect(text).toMatch(
            new RegExp(
              `${label}\\s+${escape(plain(formatMoney(parts[j] ?? Number.NaN, market)))}\\n`,
            ),
          );
        }
        expect(parts.reduce((n, x) => n + x, 0)).toBe(payment.amount);
        expect(text).toContain(plain(formatMoney(payment.amount, market)));
        const owedAfter = i === receipts.length - 1 ? 0 : owedAfterCard;
        expect(text).toMatch(
          new RegExp(`${w.owed}\\s+${escape(plain(formatMoney(owedAfter, market)))}\\n`),
        );
      }
      if (market === 'IN') {
        const text = pdfText((await file(b, receipts[0]?.id ?? 0)).rawPayload);
        expect(text).toContain('₹');
      }

      const certificate = all.find((p) => p.kind === 'repaid');
      if (!certificate) throw new Error('no certificate');
      expect(certificate.number).toMatch(w.prefix.repaid);
      const cert = await file(b, certificate.id);
      const certText = pdfText(cert.rawPayload);
      expect(certText).toContain(w.repaid);
      expect(certText).toContain(
        plain(
          formatMoney(
            booked.reduce((n, p) => n + p.amount, 0),
            market,
          ),
        ),
      );
      // A4: the page drawn as an image has the sheet's proportions.
      const size = firstPageSize(cert.rawPayload);
      expect(size.height / size.width).toBeCloseTo(841.89 / 595.28, 1);

      // The borrower was told of each, and the message opens the paper.
      const inbox = (await post(`/film/messages/list?${b}`)).json().data.messages as {
        body: string;
        link: { kind: string; id: number } | null;
      }[];
      for (const paper of all) {
        const told = inbox.find((m) => m.link?.kind === 'paper' && m.link.id === paper.id);
        expect(told?.body).toContain(paper.number);
      }

      // Another borrower of the same market finds none of them.
      const other = await disbursedLoan(t, market);
      expect(await paidPapers(other.b)).toEqual([]);
      const refused = await file(other.b, certificate.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).not.toBe('application/pdf');
    },
    // Two borrowers, two payments and six PDFs read back by Poppler: slow on a busy machine.
    120_000,
  );

  it.each(['IN', 'ID'] as const)(
    'in %s: approving a loan issues one sanction letter with the key facts as confirmed',
    async (market) => {
      t = await makeTestApp(kind);
      const w = SANCTION[market];
      const { b, orderId } = await disbursedLoan(t, market, undefined, { disburse: false });
      expect(await papers(b)).toEqual([]);
      const move = (action: string) => post('/film/dev/orders/state', { orderId, action });
      expect((await move('approve')).statusCode).toBe(200);
      // A second approval is refused and a retried one finds the letter already there.
      await move('approve');
      const issued = await papers(b);
      expect(issued.map((p) => [p.kind, p.title])).toEqual([['sanction', w.title]]);
      const letter = issued[0];
      if (!letter) throw new Error('no letter');
      expect(letter.number).toMatch(w.prefix);
      expect(letter.orderId).toBe(orderId);

      const [order] = await t.db.query<{
        net_disbursed: number;
        processing_fee: number;
        fee_tax: number;
        apr_bps: number;
        key_facts: {
          sanctioned: number;
          aprBps: number;
          processingFee: number;
          feeTax: number;
          netDisbursed: number;
          termDays: number;
          instalments: unknown[];
        };
      }>(
        `select o.net_disbursed, o.processing_fee, o.fee_tax, o.apr_bps,
                (select d.content -> 'keyFacts' from order_documents d
                  where d.order_id = o.id and d.kind = 'key_facts') as key_facts
           from orders o where o.id = $1`,
        [orderId],
      );
      if (!order) throw new Error('no order');
      const k = order.key_facts;
      // The order's quote and its key fact statement agree, and the letter states them.
      expect([k.processingFee, k.feeTax, k.netDisbursed, k.aprBps]).toEqual([
        order.processing_fee,
        order.fee_tax,
        order.net_disbursed,
        order.apr_bps,
      ]);
      const text = pdfText((await file(b, letter.id)).rawPayload);
      const line = (label: string, value: string) =>
        expect(text).toMatch(new RegExp(`${escape(label)}\\s+${escape(plain(value))}\\n`));
      expect(text).toContain(w.title);
      expect(text).toContain(letter.number);
      line(w.amount, formatMoney(k.sanctioned, market));
      line(w.apr, formatPercentBps(k.aprBps, market));
      line(w.fee, formatMoney(k.processingFee, market));
      line(w.net, formatMoney(k.netDisbursed, market));
      expect(text).toContain(w.term(k.termDays, k.instalments.length));
      if (market === 'IN') {
        expect(k.feeTax).toBeGreaterThan(0);
        expect(text).toMatch(
          new RegExp(
            `GST on the processing fee \\([^)]*\\)\\s+${escape(plain(formatMoney(k.feeTax, market)))}\\n`,
          ),
        );
      }
      expect(text).toContain(w.validity);

      const inbox = (await post(`/film/messages/list?${b}`)).json().data.messages as {
        body: string;
        link: { kind: string; id: number } | null;
      }[];
      const told = inbox.filter((m) => m.link?.kind === 'paper' && m.link.id === letter.id);
      expect(told).toHaveLength(1);
      expect(told[0]?.body).toContain(letter.number);

      // Paid out, the loan keeps its one letter.
      await move('disburse');
      expect((await papers(b)).map((p) => p.kind)).toEqual(['sanction']);
    },
  );

  it('gives a rejected loan no sanction letter', async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await disbursedLoan(t, 'ID', undefined, { disburse: false });
    await post('/film/dev/orders/state', { orderId, action: 'reject' });
    await post('/film/dev/orders/state', { orderId, action: 'approve' });
    expect(await papers(b)).toEqual([]);
  });

  it("gives an extension's fee its receipt, with the day the next instalment moved to", async () => {
    t = await makeTestApp(kind);
    const { b, orderId } = await disbursedLoan(t, 'IN', undefined, { query: 'appName=tenora-in' });
    const { reference } = (await post(`/v3/loan-details/delay-pay?${b}`, { orderId })).json().data;
    await post('/film/dev/payments/complete', { reference, outcome: 'paid' });
    await post('/film/dev/payments/complete', { reference, outcome: 'paid' });
    const issued = await paidPapers(b);
    expect(issued.map((p) => p.kind)).toEqual(['receipt']);
    const text = pdfText((await file(b, issued[0]?.id ?? 0)).rawPayload);
    expect(text).toMatch(/Extension fee\s+₹500\n/);
    expect(text).toMatch(/Next instalment now due on\s+28 Dec 2026\n/);
    expect(text).not.toContain('Still owed');
  });

  it('lets agents find, open and send a paper again, audited; others may not', async () => {
    t = await makeTestApp(kind);
    const loan = await disbursedLoan(t, 'ID');
    await payByCard('ID', loan, 100_000);
    const [receipt, sanction] = await papers(loan.b);
    if (!receipt || !sanction) throw new Error('no receipt');
    expect([receipt.kind, sanction.kind]).toEqual(['receipt', 'sanction']);
    const agent = await staffSession(t, ['agent']);
    const listed = await ops(t, agent, 'GET', `/film/ops/borrowers/papers?userId=${loan.userId}`);
    expect(listed.json().data.papers).toEqual([receipt, sanction]);
    const pdf = await ops(t, agent, 'GET', `/film/ops/papers/file?id=${receipt.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The same file the borrower gets.
    expect(pdf.rawPayload.equals((await file(loan.b, receipt.id)).rawPayload)).toBe(true);

    const sent = await ops(t, agent, 'POST', '/film/ops/papers/resend', { id: receipt.id });
    expect(sent.json().data.papers).toEqual([receipt, sanction]);
    const inbox = (await post(`/film/messages/list?${loan.b}`)).json().data.messages as {
      body: string;
      link: { kind: string; id: number } | null;
    }[];
    const told = inbox.filter((m) => m.link?.kind === 'paper' && m.link.id === receipt.id);
    expect(told).toHaveLength(2);
    expect(told[0]?.body).toContain(
      `Sesuai permintaan Anda, berikut Bukti pembayaran ${receipt.number}`,
    );
    const admin = await staffSession(t, ['admin']);
    const rows = (await ops(t, admin, 'GET', '/film/ops/audit?action=paper.resend')).json().data
      .rows as { staffId: number; objectType: string; objectId: string }[];
    expect(rows.map((r) => [r.staffId, r.objectType, r.objectId])).toEqual([
      [agent.id, 'paper', String(receipt.id)],
    ]);

    // A member without the role (an admin only), and no member at all, get nothing.
    expect((await ops(t, admin, 'GET', `/film/ops/papers/file?id=${receipt.id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await ops(t, undefined, 'GET', `/film/ops/papers/file?id=${receipt.id}`)).statusCode,
    ).toBe(401);
  });

  it("lets agents find, open and tell of a loan's agreement and key facts again, audited", async () => {
    t = await makeTestApp(kind);
    const loan = await disbursedLoan(t, 'IN');
    const agent = await staffSession(t, ['credit']);
    const listed = (
      await ops(t, agent, 'GET', `/film/ops/borrowers/documents?userId=${loan.userId}`)
    ).json().data.documents as { orderId: number; kind: string; number: string; title: string }[];
    expect(listed.map((d) => [d.orderId, d.kind, d.number])).toEqual([
      [loan.orderId, 'agreement', `LA-IN-${loan.orderId}`],
      [loan.orderId, 'key_facts', `KFS-IN-${loan.orderId}`],
    ]);
    const url = `/film/ops/loan-documents/file?orderId=${loan.orderId}&kind=key_facts`;
    const pdf = await ops(t, agent, 'GET', url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The same file the borrower gets.
    const own = await t.app.inject({
      url: `/film/loan/document/file?${loan.b}&kind=key_facts&orderId=${loan.orderId}&format=pdf`,
    });
    expect(pdf.rawPayload.equals(own.rawPayload)).toBe(true);

    const body = { orderId: loan.orderId, kind: 'key_facts' };
    const sent = await ops(t, agent, 'POST', '/film/ops/loan-documents/resend', body);
    expect(sent.json().data.documents).toEqual(listed);
    const inbox = (await post(`/film/messages/list?${loan.b}`)).json().data.messages as {
      body: string;
    }[];
    expect(inbox[0]?.body).toBe(
      `As you asked, here is your Key fact statement KFS-IN-${loan.orderId} again: it is in the app under My loans, My documents.`,
    );
    const admin = await staffSession(t, ['admin']);
    const rows = (await ops(t, admin, 'GET', '/film/ops/audit?action=document.resend')).json().data
      .rows as { staffId: number; objectType: string; objectId: string }[];
    expect(rows.map((r) => [r.staffId, r.objectType, r.objectId])).toEqual([
      [agent.id, 'order', String(loan.orderId)],
    ]);
    expect((await ops(t, admin, 'GET', url)).statusCode).toBe(403);
    expect((await ops(t, undefined, 'GET', url)).statusCode).toBe(401);
    const unknown = await ops(
      t,
      agent,
      'GET',
      '/film/ops/loan-documents/file?orderId=999999&kind=agreement',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('issues no certificate while anything is owed, and the papers stay as issued', async () => {
    t = await makeTestApp(kind);
    const loan = await disbursedLoan(t, 'IN');
    const { b } = loan;
    await payByCard('IN', loan, 100_000);
    const issued = await paidPapers(b);
    expect(issued.map((p) => p.kind)).toEqual(['receipt']);
    const id = issued[0]?.id ?? 0;
    const first = (await file(b, id)).rawPayload;
    // Drawn again later, the paper is the same, byte for byte.
    expect((await file(b, id)).rawPayload.equals(first)).toBe(true);
    await expect(t.db.query(`update papers set number = 'X' where id = $1`, [id])).rejects.toThrow(
      /kept as issued/,
    );
  });

  it.each(['IN', 'ID'] as const)(
    'in %s: the agreement and key facts as issued, as PDF, with when the borrower agreed',
    async (market) => {
      t = await makeTestApp(kind);
      const { b, orderId, phone } = await disbursedLoan(t, market);
      const agreed = {
        IN: { heading: 'Your agreement', said: 'You agreed to this document in the app on' },
        ID: { heading: 'Persetujuan Anda', said: 'Anda menyetujui dokumen ini di aplikasi pada' },
      }[market];
      const numbers = {
        IN: { agreement: 'LA', key_facts: 'KFS' },
        ID: { agreement: 'PP', key_facts: 'RIPLAY' },
      }[market];
      for (const docKind of ['agreement', 'key_facts'] as const) {
        const issued = (
          await t.app.inject({
            url: `/film/loan/document?${b}&kind=${docKind}&orderId=${orderId}`,
          })
        ).json().data as { title: string; sections: { heading: string; lines: string[] }[] };
        const res = await t.app.inject({
          url: `/film/loan/document/file?${b}&kind=${docKind}&orderId=${orderId}&format=pdf`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        const number = `${numbers[docKind]}-${market}-${orderId}`;
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
        const text = pdfText(res.rawPayload);
        // Every heading and every line as issued; pdftotext breaks lines where the page does, a
        // hyphen's among them.
        const flat = (x: string) => plain(x).replace(/\s+/g, ' ').replace(/- /g, '-');
        // A paragraph may go on over a page's footer: read without the footers.
        const all = flat(text.replace(/\S+ · (Page|Halaman) \d+ (of|dari) \d+\s*/g, ''));
        expect(all).toContain(flat(issued.title));
        expect(all).toContain(number);
        expect(text).toContain(phone.slice(-4));
        for (const section of issued.sections) {
          expect(all).toContain(flat(section.heading));
          for (const l of section.lines) expect(all).toContain(flat(l));
        }
        expect(all).toContain(agreed.heading);
        expect(all).toContain(agreed.said);
        expect(firstPageSize(res.rawPayload)).toEqual({ width: 298, height: 421 });
        // Another borrower's loan is not theirs to download.
        const other = await disbursedLoan(t, market);
        const theirs = await t.app.inject({
          url: `/film/loan/document/file?${other.b}&kind=${docKind}&orderId=${orderId}&format=pdf`,
        });
        expect(theirs.statusCode).toBe(404);
      }
    },
  );

  it.each(['IN', 'ID'] as const)(
    'in %s: a statement of account for any range of days, to the balance the ledger owes',
    async (market) => {
      // Sessions outlast the months the clock moves.
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '99999' } });
      const w = STATEMENT[market];
      const loan = await disbursedLoan(t, market);
      const { b, orderId } = loan;
      const disbursedOn = localDate(t.clock.now(), market);
      const way = (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data;
      await payByCard(market, loan, Math.floor(way.payoff.amount / 3 / 100) * 100);
      // Past every due date: late charges accrue, and everything owed is due.
      t.clock.advanceMinutes(120 * 24 * 60);
      const today = localDate(t.clock.now(), market);
      const owedNow = Number(
        (await post(`/pay/loan/repayment-way?${b}&orderId=${orderId}`)).json().data.dueNow,
      );
      const statement = (range: Record<string, unknown>, query = b) =>
        post(`/film/paper/statement?${query}`, { orderId, ...range });

      const made = (await statement({ from: disbursedOn, to: today })).json();
      expect(made.message).toBe('');
      expect(made.data).toMatchObject({ orderId, kind: 'statement', title: w.title });
      expect(made.data.number).toMatch(w.prefix);
      expect((await papers(b)).map((p) => p.id)).toContain(made.data.id);
      const text = pdfText((await file(b, made.data.id)).rawPayload);
      expect(text).toContain(w.title);
      expect(text).toContain(made.data.number);
      expect(text).toContain(w.principal);
      expect(text).toContain(w.paid);
      expect(text).toContain(w.charges);
      expect(text).toMatch(
        new RegExp(`${w.closing} [^\\n]+\\s+${escape(plain(formatMoney(owedNow, market)))}\\n`),
      );

      // Asked again the same day, the same statement: a paper is kept for good.
      const again = (await statement({ from: disbursedOn, to: today })).json();
      expect(again.data.id).toBe(made.data.id);

      // A payment booked before the ledger kept its balances: carried over by its amount, and
      // the balance still ends at what the ledger owes, with nothing to adjust.
      await t.db.query(
        'update payments set owed_before = null, owed_after = null where order_id = $1',
        [orderId],
      );
      const older = (await statement({})).json();
      const [kept] = await t.db.query<{ facts: { closing: number; entries: { kind: string }[] } }>(
        'select facts from papers where id = $1',
        [older.data.id],
      );
      expect(kept?.facts.closing).toBe(owedNow);
      expect(kept?.facts.entries.map((e) => e.kind)).not.toContain('adjustment');

      // Days before the loan: nothing in them, and nothing owed.
      const before = (
        await statement({ from: addDays(disbursedOn, -10), to: addDays(disbursedOn, -1) })
      ).json();
      const quiet = pdfText((await file(b, before.data.id)).rawPayload);
      expect(quiet).toContain(w.none);
      expect(quiet).not.toContain(w.principal);

      // A range the borrower cannot mean is refused in their language; another's loan is not found.
      for (const range of [
        { from: today, to: disbursedOn },
        { from: disbursedOn, to: addDays(today, 1) },
      ]) {
        const refused = (await statement(range)).json();
        expect(refused.data ?? null).toBeNull();
        expect(refused.message).toBe(w.badRange);
      }
      const other = await disbursedLoan(t, market);
      const theirs = (await statement({ from: disbursedOn, to: today }, other.b)).json();
      expect(theirs.data ?? null).toBeNull();
      const pending = await disbursedLoan(t, market, undefined, { disburse: false });
      const unpaid = (
        await post(`/film/paper/statement?${pending.b}`, {
          orderId: pending.orderId,
          from: disbursedOn,
          to: today,
        })
      ).json();
      expect(unpaid.message).toBe(w.notDisbursed);
    },
  );
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('drawing a paper', () => {
  // A statement's lines, each long enough to go on to a second line, as a payment's do.
  const rows = Array.from({ length: 100 }, (_, i) => [
    `12 Dec 2026 · Line ${i + 1}: payment received · Bank transfer (virtual account) · va-8808103256571328`,
    '−₹1,234.56',
    '₹12,345.67',
  ]);
  const statement: PaperLayout = {
    lender: 'Tenora Finance Private Limited',
    provider: 'Lending service provider: Tenora Technologies Private Limited',
    title: 'Statement of account',
    facts: [['Number', 'STMT-IN-2026-000001']],
    sections: [
      { heading: 'Lines', table: { columns: ['Date and description', 'Amount', 'Balance'], rows } },
    ],
    pageOf: 'Page {page} of {pages}',
  };

  it('makes a paper of 100 lines within 200 ms, each page numbered', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    await drawPaper(statement, at);
    // The processor time this test process spent drawing: other work on the machine (the rest
    // of the suite on the other core) does not count against it, as it would on a wall clock.
    const times: number[] = [];
    let pdf = new Uint8Array();
    for (let i = 0; i < 5; i++) {
      const start = process.cpuUsage();
      pdf = await drawPaper(statement, at);
      const spent = process.cpuUsage(start);
      times.push((spent.user + spent.system) / 1000);
    }
    times.sort((x, y) => x - y);
    expect(times[2]).toBeLessThan(200);
    const text = pdfText(Buffer.from(pdf));
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Line 100: payment received');
    // Every page that continues the table starts with its columns again.
    expect(text.match(/Date and description\s+Amount\s+Balance/g)?.length).toBe(pages);
  });
});
