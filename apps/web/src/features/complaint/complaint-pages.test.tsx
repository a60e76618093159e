import { fireEvent } from '@testing-library/react';
import type { AppConfig } from '@tenora/contract/film';
import { formatDate } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanup,
  click,
  renderPage,
  settle,
  type Harness,
} from '../../platform/page-test-harness.tsx';
import { captureSessionParams } from '../../platform/session.ts';
import ComplainFormPage from './complain-form-page.tsx';
import ComplaintDetailsPage from './complaint-details-page.tsx';
import ComplaintPage from './complaint-page.tsx';

const INIT = '/h5-api/v3/user-problem/problem-init';
const SAVE = '/h5-api/v3/user-problem/problem-save';
const DETAIL = '/h5-api/v3/user-problem/problem-detail';

const order = (orderNo: string, isShow: number) => ({
  orderNo,
  productLogo: '/logo.png',
  productName: `Loan ${orderNo}`,
  status: 180,
  statusText: 'Overdue',
  rows: [{ title: 'Amount', value: '₹10,000' }],
  isShow,
});

const init = (isShow: number) => ({
  code: '00',
  data: {
    problemType: [
      { value: 1, title: 'Collection conduct' },
      { value: 3, title: 'Fees and charges' },
    ],
    problemSonType: [{ value: 2, title: 'Contacting my family' }],
    problemStatus: [],
    orderDetail: order('41', isShow),
    orderList: [order('41', isShow), order('40', 1)],
  },
});

let h: Harness | undefined;
afterEach(() => cleanup(h));

describe('/complaint', () => {
  it('refuses collection conduct on a loan never overdue, and says why', async () => {
    h = await renderPage(ComplaintPage, '/complaint?orderNo=41', { [INIT]: init(0) });
    expect(h.sent(INIT)).toEqual([{ orderNo: '41' }]);
    await click(h.view.getByRole('button', { name: 'Collection conduct' }));
    expect(h.$('cp-blocked')?.textContent).toContain(
      'The selected order does not support sending collection types',
    );
    expect(h.$('cp-subtypes')).toBeNull();
    // The other types lead to the form with the loan.
    const fees = h.view.getByRole('link', { name: 'Fees and charges' });
    expect(fees.getAttribute('href')).toMatch(/^\/complainPageNext\?problemType=3&orderNo=41/);
  });

  it('opens the sub-types of collection conduct on a loan that was overdue', async () => {
    h = await renderPage(ComplaintPage, '/complaint?orderNo=41', { [INIT]: init(1) });
    await click(h.view.getByRole('button', { name: 'Collection conduct' }));
    expect(h.$('cp-blocked')).toBeNull();
    expect(h.$('cp-subtype')?.getAttribute('href')).toMatch(
      /^\/complainPageNext\?problemType=1&problemSonType=2&orderNo=41/,
    );
  });
});

describe('/complainPageNext', () => {
  it('is not found without what happened in a collection complaint, before anything is typed', async () => {
    h = await renderPage(ComplainFormPage, '/complainPageNext?problemType=1&orderNo=41', {});
    expect(h.host.textContent).toContain('Page not found');
    expect(h.$('cp-text')).toBeNull();
  });

  it('counts to 200, asks for words, and a double tap makes one complaint', async () => {
    h = await renderPage(ComplainFormPage, '/complainPageNext?problemType=3&orderNo=41', {
      [SAVE]: {
        code: '00',
        data: { problemId: 9, reference: 'TNC-IN-000009', dueDate: '2026-12-23' },
      },
    });
    const submit = h.view.getByRole('button', { name: 'Submit' });
    await click(submit);
    expect(h.$('cp-empty')?.textContent).toBe('Please fill in your comments and suggestions');
    expect(h.sent(SAVE)).toHaveLength(0);

    const field = h.$<HTMLTextAreaElement>('cp-text');
    if (!field) throw new Error('no text field');
    fireEvent.change(field, { target: { value: 'y'.repeat(260) } });
    expect(field.value).toHaveLength(200);
    expect(h.$('cp-counter')?.textContent).toBe('200/200');
    fireEvent.change(field, { target: { value: 'Charged twice' } });

    fireEvent.click(submit);
    fireEvent.click(submit);
    await settle();
    expect(h.sent(SAVE)).toHaveLength(1);
    expect(h.sent(SAVE)[0]).toMatchObject({
      problemType: '3',
      orderNo: '41',
      problemDetail: 'Charged twice',
      problemImage: '',
    });
    expect(h.$('cp-reference')?.textContent).toBe('TNC-IN-000009');
    // The reference stays until the borrower is done with it.
    await new Promise((r) => setTimeout(r, 2000));
    expect(window.location.pathname).toBe('/complainPageNext');
    const done = h.$('cp-done');
    if (!done) throw new Error('no Done button');
    fireEvent.click(done);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/complaint'));
    expect(new URLSearchParams(window.location.search).get('orderNo')).toBe('41');
  });
});

/** A complaint as problem-detail answers it: unanswered, due on 23 Dec 2026. */
const detail = (market: Market, opts: { late: boolean; images?: string[] }) => ({
  code: '00',
  data: {
    problemId: 9,
    type: 6,
    typeTitle: 'App problems',
    sonType: null,
    sonTypeTitle: '',
    content: 'The app logs me out every day.',
    images: opts.images ?? [],
    orderNo: '',
    reference: `TNC-${market}-000009`,
    time: '2026-11-23T05:00:00.000Z',
    dueDate: '2026-12-23',
    extension: null,
    status: 1,
    disposeDetail: '',
    disposeImages: [],
    disposeTime: null,
    isScore: 0,
    score: null,
    imagesRemoved: '',
    escalation: {
      due: opts.late,
      authority: market === 'IN' ? 'RBI Ombudsman' : 'OJK',
      text:
        market === 'IN' ? 'You may complain to the RBI Ombudsman.' : 'Anda dapat mengadu ke OJK.',
      url: '',
      grievanceOfficer: null,
    },
  },
});

const WAITING = {
  IN: { looking: 'We are looking into it', late: /^Our answer was due by (.+) and is late\./ },
  ID: {
    looking: 'Kami sedang menanganinya',
    late: /^Jawaban kami seharusnya sudah Anda terima paling lambat (.+) dan kini terlambat\./,
  },
} as const;

describe('/complainDetails', () => {
  it.each(['IN', 'ID'] as const)(
    '%s: an unanswered complaint past its date says the answer is late, and by when it was due',
    async (market) => {
      h = await renderPage(
        ComplaintDetailsPage,
        '/complainDetails?problemId=9',
        { [DETAIL]: detail(market, { late: true }) },
        market,
      );
      const said = h.$('cp-waiting')?.textContent ?? '';
      expect(said).toMatch(WAITING[market].late);
      expect(said.match(WAITING[market].late)?.[1]).toBe(formatDate('2026-12-23', market));
      expect(said).not.toContain(WAITING[market].looking);
      expect(h.$('cp-escalate')).not.toBeNull();
    },
  );

  it.each(['IN', 'ID'] as const)(
    '%s: before its date, it says the complaint is being looked into',
    async (market) => {
      h = await renderPage(
        ComplaintDetailsPage,
        '/complainDetails?problemId=9',
        { [DETAIL]: detail(market, { late: false }) },
        market,
      );
      expect(h.$('cp-waiting')?.textContent).toContain(WAITING[market].looking);
      expect(h.$('cp-waiting')?.textContent).not.toMatch(WAITING[market].late);
    },
  );
});

describe('/complainDetails once the photos were deleted', () => {
  it('says when and why where the photos were, in the server’s words', async () => {
    const removed =
      'The photos of this complaint were deleted on 22 Nov 2027: we keep them for 12 months after we answer, as our privacy policy says.';
    const base = answeredWell('IN');
    h = await renderPage(
      ComplaintDetailsPage,
      '/complainDetails?problemId=9',
      { [DETAIL]: { ...base, data: { ...base.data, imagesRemoved: removed } } },
      'IN',
    );
    expect(h.$('cp-images-removed')?.textContent).toBe(removed);
    expect(h.$('cp-content')?.textContent).toBe('The app logs me out every day.');
  });

  it('says nothing of the kind while they are kept', async () => {
    h = await renderPage(
      ComplaintDetailsPage,
      '/complainDetails?problemId=9',
      { [DETAIL]: answeredWell('IN') },
      'IN',
    );
    expect(h.$('cp-content')).not.toBeNull();
    expect(h.$('cp-images-removed')).toBeNull();
  });
});

/** What the server says, and where, for each market's regulator. */
const REGULATOR = {
  IN: {
    url: 'https://cms.rbi.org.in',
    text: "If you are not satisfied with our answer, you may complain to the RBI Ombudsman now, through the RBI's Complaint Management System.",
  },
  ID: {
    url: 'https://kontak157.ojk.go.id',
    text: 'Jika Anda tidak puas dengan jawaban kami, Anda dapat mengadukannya sekarang ke layanan pengaduan konsumen OJK.',
  },
} as const;

/** An answered complaint the borrower rated 5 stars. */
const answeredWell = (market: Market) => {
  const base = detail(market, { late: false });
  return {
    ...base,
    data: {
      ...base.data,
      status: 2,
      disposeDetail: 'We applied your payment.',
      disposeTime: '2026-11-25T05:00:00.000Z',
      score: 5,
      escalation: { ...base.data.escalation, ...REGULATOR[market] },
    },
  };
};

// Only the allowed hosts are read from the app config on this screen.
const allowing = (host: string) => ({ allowedHosts: [host] }) as unknown as AppConfig;

describe('where to escalate', () => {
  afterEach(() => {
    delete window.TenoraBridge;
  });

  it.each(['IN', 'ID'] as const)(
    "%s: an answered complaint rated 5 stars still says where and when, and the regulator's address opens through the app",
    async (market) => {
      const host = new URL(REGULATOR[market].url).host;
      h = await renderPage(
        ComplaintDetailsPage,
        '/complainDetails?problemId=9',
        { [DETAIL]: answeredWell(market) },
        market,
        allowing(host),
      );
      expect(h.$('cp-escalate')?.textContent).toContain(REGULATOR[market].text);
      const link = h.$<HTMLAnchorElement>('cp-regulator');
      expect(link?.tagName).toBe('A');
      expect(link?.textContent).toBe(host);
      expect(link?.href).toBe(`https://${host}/`);

      const postMessage = vi.fn<(json: string) => void>();
      window.TenoraBridge = { postMessage };
      await click(link);
      expect(postMessage).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({
        action: 'openUrl',
        payload: { url: `https://${host}/` },
      });
    },
  );

  it('shows the address as text, not a link, where the app config does not allow its host', async () => {
    h = await renderPage(
      ComplaintDetailsPage,
      '/complainDetails?problemId=9',
      { [DETAIL]: answeredWell('IN') },
      'IN',
      allowing('help.tenora.in'),
    );
    const address = h.$('cp-regulator');
    expect(address?.tagName).toBe('P');
    expect(address?.textContent).toBe('cms.rbi.org.in');
  });

  it('tells the borrower the answer date moved, to when, and why', async () => {
    const base = detail('ID', { late: false });
    h = await renderPage(
      ComplaintDetailsPage,
      '/complainDetails?problemId=9',
      {
        [DETAIL]: {
          ...base,
          data: {
            ...base.data,
            dueDate: '2026-12-18',
            extension: { reason: 'Kami menunggu data dari bank.', previousDueDate: '2026-12-04' },
          },
        },
      },
      'ID',
    );
    expect(h.$('cp-due')?.textContent).toBe('18 Des 2026');
    expect(h.$('cp-extended')?.textContent).toBe(
      'Dari 4 Des 2026 menjadi 18 Des 2026. Alasan: Kami menunggu data dari bank.',
    );
  });
});

describe('the session in picture addresses', () => {
  it('goes to the evidence photos the API serves to the session, never to a product logo', async () => {
    captureSessionParams('?sessionId=s-41&userId=1&appName=tenora-in');
    h = await renderPage(ComplaintPage, '/complaint?orderNo=41', {
      [INIT]: {
        code: '00',
        data: {
          ...init(0).data,
          orderDetail: { ...order('41', 0), productLogo: '/products/flexi.svg' },
          orderList: [{ ...order('41', 0), productLogo: '/products/flexi.svg' }],
        },
      },
    });
    // A file of the site, the same for everyone: its address is left as it is.
    expect(h.host.querySelector('img.cp-logo')?.getAttribute('src')).toBe('/products/flexi.svg');
    cleanup(h);

    h = await renderPage(ComplaintDetailsPage, '/complainDetails?problemId=9', {
      [DETAIL]: detail('IN', {
        late: false,
        images: ['/h5-api/v3/user-problem/problem-img?imageId=abc'],
      }),
    });
    const photo = h.$('cp-thumb')?.querySelector('img')?.getAttribute('src') ?? '';
    const sent = new URL(photo, 'http://localhost');
    expect(sent.pathname).toBe('/h5-api/v3/user-problem/problem-img');
    expect(sent.searchParams.get('imageId')).toBe('abc');
    expect(sent.searchParams.get('sessionId')).toBe('s-41');
  });
});
