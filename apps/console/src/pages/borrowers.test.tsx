import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../platform/api.ts';
import Borrowers from './borrowers.tsx';

const borrower = (market: 'IN' | 'ID', creditLimit: number | null) => ({
  userId: 41,
  market,
  phone: market === 'IN' ? '+919812345678' : '+6281234567890',
  createdAt: '2026-11-21T18:45:00.000Z',
  creditLimit,
  outstanding: 0,
  orders: [],
});

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: '' }), { status: 200 });

/**
 * The console's calls, stubbed: a GET is answered from `gets` by the start of its address, and
 * every POST is recorded, with its CSRF header, and answered `posted()`.
 */
function stubCalls(gets: Record<string, unknown>, posted: () => Response) {
  const posts: { url: string; body: unknown; csrf: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const get = Object.entries(gets).find(([start]) => url.startsWith(start));
      if (get) return envelope(get[1]);
      posts.push({
        url,
        body: JSON.parse(String(init.body)),
        csrf: new Headers(init.headers).get('x-csrf-token'),
      });
      return posted();
    }),
  );
  return posts;
}

/** The Borrowers page as a search by order number leaves it. */
function lookUpOrder(orderId: number) {
  window.history.replaceState(null, '', `/console/borrowers?order=${orderId}`);
  render(
    <MantineProvider>
      <Borrowers />
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(market: 'IN' | 'ID', creditLimit: number | null) {
  const posts: { creditLimit: number | null; reason: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/film/ops/borrowers/lookup'))
        return envelope({ borrower: borrower(market, creditLimit) });
      if (url.startsWith('/film/ops/borrowers/papers')) return envelope({ papers: [] });
      if (url.startsWith('/film/ops/borrowers/communications'))
        return envelope({ communications: [] });
      const body = JSON.parse(String(init?.body)) as { creditLimit: number | null; reason: string };
      posts.push(body);
      return envelope({ borrower: borrower(market, body.creditLimit) });
    }),
  );
  lookUpOrder(1201);
  return posts;
}

const limitField = () => screen.getByRole('textbox', { name: /New limit/ });
const reasonField = () => screen.getByRole('textbox', { name: /Reason/ });
const review = () => fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));

// Many steps each: more than the default five seconds on a busy machine.
describe('a borrower’s limit', { timeout: 20_000 }, () => {
  it('takes whole rupees, never negative, with a reason, and shows the old and new before it changes', async () => {
    const posts = open('IN', 2_500_000);
    const card = await screen.findByRole('heading', { name: 'Borrower 41' });
    expect(card).toBeTruthy();
    // The member's sign-up time is India's, named.
    expect(screen.getByText('22 Nov 2026, 12:15 am IST')).toBeTruthy();

    const tries = [
      ['25000.50', 'Why', 'Enter the limit in whole rupees.'],
      ['-5000', 'Why', 'A limit cannot be negative.'],
      ['25000', 'Why', 'The limit is ₹25,000 already.'],
    ] as const;
    for (const [amount, reason, problem] of tries) {
      fireEvent.change(limitField(), { target: { value: amount } });
      fireEvent.change(reasonField(), { target: { value: reason } });
      review();
      expect(await screen.findByText(problem)).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    fireEvent.change(limitField(), { target: { value: '30000' } });
    fireEvent.change(reasonField(), { target: { value: '  ' } });
    review();
    expect(
      await screen.findByText('Give the reason for the change: it is kept in the audit log.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(reasonField(), { target: { value: 'Repaid two loans on time' } });
    review();
    const dialog = await screen.findByRole('dialog', { name: "Change this borrower's limit?" });
    const row = (name: string) =>
      within(dialog).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('Now')).getByText('₹25,000')).toBeTruthy();
    expect(within(row('New')).getByText('₹30,000')).toBeTruthy();
    expect(within(row('Reason')).getByText('Repaid two loans on time')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the limit' }));
    expect(await screen.findByText('The limit is changed from ₹25,000 to ₹30,000.')).toBeTruthy();
    expect(posts).toEqual([
      { userId: 41, creditLimit: 3_000_000, reason: 'Repaid two loans on time' },
    ]);
  });

  it('takes whole rupiah, and a cleared limit needs its reason and confirmation too', async () => {
    const posts = open('ID', 300_000_000);
    await screen.findByRole('heading', { name: 'Borrower 41' });
    expect(screen.getByText('22 Nov 2026, 01.45 WIB')).toBeTruthy();
    fireEvent.change(limitField(), { target: { value: '2500000.5' } });
    fireEvent.change(reasonField(), { target: { value: 'Why' } });
    review();
    expect(await screen.findByText('Enter the limit in whole rupiah.')).toBeTruthy();

    fireEvent.change(reasonField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Clear/ }));
    expect(
      await screen.findByText('Give the reason for the change: it is kept in the audit log.'),
    ).toBeTruthy();
    fireEvent.change(reasonField(), { target: { value: 'Back to the product limit' } });
    fireEvent.click(screen.getByRole('button', { name: /Clear/ }));
    const dialog = await screen.findByRole('dialog', { name: "Change this borrower's limit?" });
    expect(within(dialog).getByText(/^Rp\s3\.000\.000$/)).toBeTruthy();
    expect(within(dialog).getByText("The product's first-loan limit")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the limit' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(posts).toEqual([{ userId: 41, creditLimit: null, reason: 'Back to the product limit' }]);
  });
});

describe('a borrower’s messages', () => {
  const sms = (deliveryId: number, more: Record<string, unknown>) => ({
    deliveryId,
    channel: 'sms',
    status: 'queued',
    attempts: 0,
    sentAt: null,
    reason: null,
    ...more,
  });
  const message = (
    notificationId: number,
    title: string,
    createdAt: string,
    deliveries: unknown[],
  ) => ({
    notificationId,
    template: `test.${notificationId}`,
    title,
    createdAt,
    orderId: 1201,
    complaintId: null,
    deliveries,
  });
  const reminder = message(9, 'Pembayaran terlambat 1 hari', '2026-12-22T02:00:00.000Z', [
    sms(19, { status: 'waiting', reason: 'outside contact hours' }),
  ]);
  const failed = (status: Record<string, unknown>) =>
    message(8, 'Pengaduan diterima', '2026-11-21T18:45:00.000Z', [sms(18, status)]);
  const approved = message(7, 'Pinjaman disetujui', '2026-11-21T06:00:00.000Z', [
    sms(17, { status: 'sent', attempts: 1, sentAt: '2026-11-21T06:01:00.000Z' }),
  ]);

  /** The Indonesian borrower's log; a retry answers `retried` (an envelope and its status). */
  function show(retried: { body: unknown; status: number }) {
    const posts = stubCalls(
      {
        '/film/ops/borrowers/lookup': { borrower: borrower('ID', null) },
        '/film/ops/borrowers/papers': { papers: [] },
        '/film/ops/borrowers/communications': {
          communications: [
            reminder,
            failed({ status: 'failed', attempts: 1, reason: 'destination refused' }),
            approved,
          ],
        },
      },
      () => new Response(JSON.stringify(retried.body), { status: retried.status }),
    );
    setCsrfToken('the-session-token');
    lookUpOrder(1201);
    return posts;
  }
  const rowOf = async (title: string) =>
    (
      await within(await screen.findByRole('table', { name: 'Messages sent' })).findByText(title)
    ).closest('tr') as HTMLElement;

  it('lists each message newest first, in the market’s time, with how its SMS went; a failed one is sent again', async () => {
    const posts = show({
      status: 200,
      body: {
        code: 0,
        message: '',
        data: { communications: [reminder, failed({ status: 'queued' }), approved] },
      },
    });
    const section = await screen.findByRole('region', { name: 'Messages' });
    expect(within(section).getByText(/also in the borrower's inbox in the app/)).toBeTruthy();
    const table = await within(section).findByRole('table', { name: 'Messages sent' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(
        /^22 Des 2026, 09\.00 WIBPembayaran terlambat 1 haritest\.9 · order 1201SMSWaiting0 attemptsoutside contact hours$/,
      ),
      expect.stringMatching(
        /^22 Nov 2026, 01\.45 WIBPengaduan diterima.*SMSFailed1 attemptdestination refusedSend again$/,
      ),
      expect.stringMatching(
        /^21 Nov 2026, 13\.00 WIB.*SMSSent1 attempt · sent 21 Nov 2026, 13\.01 WIB$/,
      ),
    ]);
    // Only the failed one can be sent again.
    expect(within(section).getAllByRole('button', { name: /^Send again/ })).toHaveLength(1);

    fireEvent.click(
      within(await rowOf('Pengaduan diterima')).getByRole('button', { name: /^Send again/ }),
    );
    expect(
      await within(section).findByText('“Pengaduan diterima” is queued to go by SMS again.'),
    ).toBeTruthy();
    const row = await rowOf('Pengaduan diterima');
    expect(within(row).getByText('Queued')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Send again/ })).toBeNull();
    expect(posts).toEqual([
      { url: '/film/ops/deliveries/retry', body: { deliveryId: 18 }, csrf: 'the-session-token' },
    ]);
  });

  it('says why the server refused to send one again, and keeps the log as it was', async () => {
    show({
      status: 200,
      body: { code: 1, message: 'Only a message that failed can be sent again.', data: null },
    });
    const row = await rowOf('Pengaduan diterima');
    fireEvent.click(within(row).getByRole('button', { name: /^Send again/ }));
    const section = screen.getByRole('region', { name: 'Messages' });
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'Only a message that failed can be sent again.',
    );
    expect(within(await rowOf('Pengaduan diterima')).getByText('Failed')).toBeTruthy();
  });
});

describe('an order’s consent', () => {
  const order = (orderId: number, consent: unknown) => ({
    orderId,
    productName: 'Tenora Salary Advance',
    principal: 1_000_000,
    market: 'IN',
    termDays: 91,
    createdAt: '2026-11-21T05:30:00.000Z',
    decision: 'pending',
    disbursedAt: null,
    statusText: 'Under review',
    consent,
  });

  it('shows when, to which documents, from which address, device and app the borrower agreed', async () => {
    const documentsId = 'a3'.repeat(32);
    vi.stubGlobal(
      'fetch',
      // The lookup's answer; the borrower's messages and papers, asked for too, are none.
      vi.fn(async () =>
        envelope({
          communications: [],
          papers: [],
          borrower: {
            ...borrower('IN', null),
            orders: [
              order(1202, {
                at: '2026-11-21T06:00:00.000Z',
                documentsId,
                address: '203.0.113.7',
                userAgent: 'Mozilla/5.0 (Linux; Android 14) Tenora',
                deviceId: 'dev-77',
                appVersion: '3.4.1',
              }),
              order(1201, null),
            ],
          },
        }),
      ),
    );
    lookUpOrder(1202);
    const [given, none] = await screen.findAllByRole('region', { name: 'Consent' });
    if (!given || !none) throw new Error('a consent block per order');
    const field = (label: string) =>
      within(given).getByText(label).nextElementSibling?.textContent ?? '';
    expect(field('Given')).toBe('21 Nov 2026, 11:30 am IST');
    expect(field('Documents id')).toBe(documentsId);
    expect(field('Address')).toBe('203.0.113.7');
    expect(field('Device')).toBe('Mozilla/5.0 (Linux; Android 14) Tenora · device id dev-77');
    expect(field('App version')).toBe('3.4.1');
    expect(within(none).getByText(/No consent recorded/)).toBeTruthy();
  });
});

describe('a borrower’s papers', { timeout: 20_000 }, () => {
  const receipt = {
    id: 7,
    orderId: 1201,
    kind: 'receipt',
    number: 'KWT-ID-2026-000007',
    title: 'Bukti pembayaran',
    issuedAt: '2026-11-21T06:00:00.000Z',
  };

  it('lists each paper with its download, and sends one to the borrower again', async () => {
    const posts = stubCalls(
      {
        '/film/ops/borrowers/lookup': { borrower: borrower('ID', null) },
        '/film/ops/borrowers/papers': { papers: [receipt] },
        '/film/ops/borrowers/documents': { documents: [] },
        '/film/ops/borrowers/communications': { communications: [] },
      },
      () => envelope({ papers: [receipt] }),
    );
    setCsrfToken('the-session-token');
    lookUpOrder(1201);
    const table = await screen.findByRole('table', { name: 'Papers issued' });
    const row = (await within(table).findByText('Bukti pembayaran')).closest('tr') as HTMLElement;
    // In the market's own time, as the borrower saw it: 13.00 in Jakarta.
    expect(row.textContent).toContain('21 Nov 2026, 13.00 WIB');
    expect(row.textContent).toContain('KWT-ID-2026-000007 · order 1201');
    const download = within(row).getByRole('link', { name: 'Download KWT-ID-2026-000007' });
    expect(download.getAttribute('href')).toBe('/film/ops/papers/file?id=7');
    fireEvent.click(within(row).getByRole('button', { name: 'Send again: KWT-ID-2026-000007' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'KWT-ID-2026-000007 is sent to the borrower again',
    );
    expect(posts).toEqual([
      { url: '/film/ops/papers/resend', body: { id: 7 }, csrf: 'the-session-token' },
    ]);
  });

  it("lists the loan's agreement and key facts as issued beside its papers, each to open and send again", async () => {
    const riplay = {
      orderId: 1201,
      kind: 'key_facts',
      title: 'Ringkasan Informasi Produk dan Layanan (RIPLAY)',
      number: 'RIPLAY-ID-1201',
      issuedAt: '2026-11-20T06:00:00.000Z',
    };
    const posts = stubCalls(
      {
        '/film/ops/borrowers/lookup': { borrower: borrower('ID', null) },
        '/film/ops/borrowers/papers': { papers: [receipt] },
        '/film/ops/borrowers/documents': { documents: [riplay] },
        '/film/ops/borrowers/communications': { communications: [] },
      },
      () => envelope({ documents: [riplay] }),
    );
    setCsrfToken('the-session-token');
    lookUpOrder(1201);
    const table = await screen.findByRole('table', { name: 'Papers issued' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first: the receipt, then the key facts of the loan's confirm.
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('KWT-ID-2026-000007'),
      expect.stringContaining('RIPLAY-ID-1201 · order 1201'),
    ]);
    const row = rows[1] as HTMLElement;
    expect(
      within(row).getByRole('link', { name: 'Download RIPLAY-ID-1201' }).getAttribute('href'),
    ).toBe('/film/ops/loan-documents/file?orderId=1201&kind=key_facts');
    fireEvent.click(within(row).getByRole('button', { name: 'Send again: RIPLAY-ID-1201' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'RIPLAY-ID-1201 is sent to the borrower again',
    );
    expect(posts).toEqual([
      {
        url: '/film/ops/loan-documents/resend',
        body: { orderId: 1201, kind: 'key_facts' },
        csrf: 'the-session-token',
      },
    ]);
  });
});
