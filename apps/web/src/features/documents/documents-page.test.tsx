import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanup,
  click,
  fill,
  renderPage,
  type Harness,
} from '../../platform/page-test-harness.tsx';
import { captureSessionParams } from '../../platform/session.ts';
import DocumentsPage from './documents-page.tsx';

const DOCUMENTS = '/film/loan/documents';
const PAPERS = '/film/papers/list';
const STATEMENT = '/film/paper/statement';

const WORDS = {
  IN: {
    agreement: 'Loan agreement',
    receipt: 'Payment receipt',
    repaid: 'No-dues certificate',
    download: 'Download',
    numbers: ['NDC-IN-2026-000003', 'RCPT-IN-2026-000002', 'RCPT-IN-2026-000001'],
    date: '12 Dec 2026',
    older: 'Loan 7',
  },
  ID: {
    agreement: 'Perjanjian pinjaman',
    receipt: 'Bukti pembayaran',
    repaid: 'Surat keterangan lunas',
    download: 'Unduh',
    numbers: ['SKL-ID-2026-000003', 'KWT-ID-2026-000002', 'KWT-ID-2026-000001'],
    date: '12 Des 2026',
    older: 'Pinjaman 7',
  },
} as const;

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
});

const STATEMENTS = {
  IN: {
    number: 'SOA-IN-2026-000077',
    title: 'Statement of account',
    badRange: 'The start date must be on or before the end date.',
    ready: 'Statement SOA-IN-2026-000077 is ready.',
    serverRefusal:
      'Choose a start date on or before the end date, and an end date no later than today.',
  },
  ID: {
    number: 'RK-ID-2026-000077',
    title: 'Rekening koran pinjaman',
    badRange: 'Tanggal awal tidak boleh melewati tanggal akhir.',
    ready: 'Rekening koran RK-ID-2026-000077 sudah siap.',
    serverRefusal:
      'Pilih tanggal awal yang tidak melewati tanggal akhir, dan tanggal akhir paling lambat hari ini.',
  },
} as const;

describe.each(['IN', 'ID'] as const)('/relevant in %s', (market) => {
  const w = WORDS[market];
  const s = STATEMENTS[market];

  it("lists each loan's receipts and certificate beside its documents, each downloadable", async () => {
    captureSessionParams(`?sessionId=s-1&userId=1&appName=tenora-${market.toLowerCase()}`);
    const paper = (id: number, kind: 'receipt' | 'repaid', orderId = 41) => ({
      id,
      orderId,
      kind,
      number: w.numbers[3 - id] ?? `X-${id}`,
      title: kind === 'receipt' ? w.receipt : w.repaid,
      issuedAt: '2026-12-12T06:00:00.000Z',
    });
    h = await renderPage(
      DocumentsPage,
      '/relevant',
      {
        [DOCUMENTS]: {
          code: '0',
          data: [
            {
              orderId: 41,
              productName: 'Tenora Flex',
              amount: 1_000_000,
              market,
              issuedAt: '2026-11-20T06:00:00.000Z',
              disbursed: true,
              documents: [{ kind: 'agreement', title: w.agreement }],
            },
          ],
        },
        [PAPERS]: {
          code: '0',
          data: [
            paper(3, 'repaid'),
            paper(2, 'receipt'),
            paper(1, 'receipt'),
            // A loan with papers and no documents as issued (an older one).
            { ...paper(9, 'receipt', 7), number: 'OLD-9' },
          ],
        },
      },
      market,
    );
    const loans = h.$$('document-loan');
    expect(loans).toHaveLength(2);
    expect(loans[0]?.querySelector('h2')?.textContent).toBe('Tenora Flex');
    expect(loans[0]?.textContent).toContain(w.agreement);
    const rows = h.$$('paper').slice(0, 3);
    expect(rows.map((r) => r.textContent?.includes(w.repaid))).toEqual([true, false, false]);
    for (const [i, row] of rows.entries()) {
      expect(row.textContent).toContain(w.numbers[i]);
      expect(row.textContent).toContain(w.date);
      const link = row.querySelector('a');
      expect(link?.textContent).toBe(w.download);
      expect(link?.hasAttribute('download')).toBe(true);
      const to = new URL(link?.getAttribute('href') ?? '', 'http://localhost');
      expect(to.pathname).toBe('/film/paper/file');
      expect(to.searchParams.get('id')).toBe(String(3 - i));
      expect(to.searchParams.get('sessionId')).toBe('s-1');
    }
    expect(loans[1]?.querySelector('h2')?.textContent).toBe(w.older);
    expect(loans[1]?.textContent).toContain('OLD-9');
    // The agreement downloads as the PDF to keep.
    const agreement = new URL(
      loans[0]?.querySelector('.doc-row a[download]')?.getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(agreement.pathname).toBe('/film/loan/document/file');
    expect(agreement.searchParams.get('format')).toBe('pdf');
  });

  it('makes a statement of account for the dates chosen, or the whole loan, and offers it at once', async () => {
    captureSessionParams(`?sessionId=s-1&userId=1&appName=tenora-${market.toLowerCase()}`);
    const loan = (orderId: number, disbursed: boolean) => ({
      orderId,
      productName: `Tenora ${orderId}`,
      amount: 1_000_000,
      market,
      issuedAt: '2026-11-20T06:00:00.000Z',
      disbursed,
      documents: [{ kind: 'agreement', title: w.agreement }],
    });
    h = await renderPage(
      DocumentsPage,
      '/relevant',
      {
        [DOCUMENTS]: { code: '0', data: [loan(41, true), loan(42, false)] },
        [PAPERS]: { code: '0', data: [] },
        [STATEMENT]: (body) =>
          body.to === '2099-01-01'
            ? { code: '1', message: s.serverRefusal }
            : {
                code: '0',
                data: {
                  id: 77,
                  orderId: Number(body.orderId),
                  kind: 'statement',
                  number: s.number,
                  title: s.title,
                  issuedAt: '2026-12-12T06:00:00.000Z',
                },
              },
      },
      market,
    );
    // A loan not paid out yet has no account to state.
    expect(h.$$('statement-open')).toHaveLength(1);
    await click(h.$('statement-open'));
    // The button that had the focus is gone: the form's heading takes it.
    expect(document.activeElement?.textContent).toBe(s.title);
    await fill(h.$('statement-from'), '2026-12-10');
    await fill(h.$('statement-to'), '2026-12-01');
    await click(h.$('statement-make'));
    expect(h.host.textContent).toContain(s.badRange);
    expect(h.sent(STATEMENT)).toEqual([]);

    // The server's refusal is said in the form, beside the dates to change.
    await fill(h.$('statement-from'), '');
    await fill(h.$('statement-to'), '2099-01-01');
    await click(h.$('statement-make'));
    expect(h.$('statement-error')?.textContent).toBe(s.serverRefusal);
    expect(h.$('statement-download')).toBeNull();

    await fill(h.$('statement-to'), '');
    await fill(h.$('statement-from'), '');
    await click(h.$('statement-make'));
    expect(h.sent(STATEMENT).at(-1)).toEqual({ orderId: '41' });
    expect(h.host.textContent).toContain(s.ready);
    const link = new URL(h.$('statement-download')?.getAttribute('href') ?? '', 'http://localhost');
    expect(link.pathname).toBe('/film/paper/file');
    expect(link.searchParams.get('id')).toBe('77');
    // And it is among the loan's papers now.
    expect(h.$$('paper').map((r) => r.textContent)).toEqual([expect.stringContaining(s.number)]);
  });

  it("with a loan named, shows that loan's papers only", async () => {
    h = await renderPage(
      DocumentsPage,
      '/relevant?orderId=7',
      {
        [DOCUMENTS]: { code: '0', data: [] },
        [PAPERS]: {
          code: '0',
          data: [
            {
              id: 5,
              orderId: 7,
              kind: 'receipt',
              number: w.numbers[1],
              title: w.receipt,
              issuedAt: '2026-12-12T06:00:00.000Z',
            },
            {
              id: 6,
              orderId: 8,
              kind: 'receipt',
              number: 'OTHER',
              title: w.receipt,
              issuedAt: '2026-12-12T06:00:00.000Z',
            },
          ],
        },
      },
      market,
    );
    expect(h.$$('document-loan')).toHaveLength(1);
    expect(h.$$('paper').map((r) => r.textContent?.includes(w.numbers[1]))).toEqual([true]);
  });
});
