import type { DataRequest, Privacy } from '@tenora/contract/privacy';
import { requestDueAt } from '@tenora/domain/privacy';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../platform/api-client.ts';
import { testAppOf } from '../../platform/i18n/all-messages.ts';
import {
  cleanup,
  click,
  fill,
  renderPage,
  type Handler,
  type Harness,
} from '../../platform/page-test-harness.tsx';
import { captureSessionParams } from '../../platform/session.ts';
import PrivacyPage from './privacy-page.tsx';

const VIEW = '/film/privacy';
const MARKETING = '/film/privacy/marketing';
const ACCESS = '/film/privacy/access';
const REQUEST = '/film/privacy/request';
const WITHDRAW = '/film/privacy/request/withdraw';

const OPENED = '2026-11-20T06:30:00.000Z';

/** What a borrower of each market reads. */
const WORDS = {
  IN: {
    law: 'Digital Personal Data Protection Act, 2023',
    officer: 'Grievance Officer',
    officerName: 'Priya Nair',
    deadline: 'We answer every request within 30 days.',
    loanConsent: 'Tenora Flexi, order 41: key fact statement and loan agreement',
    loanGiven: '20 Nov 2026, 12:00 pm, on the loan confirmation screen, app 3.2.1',
    loanWhy: 'This consent is part of your loan contract. Withdrawing it would not end the loan',
    registrationWhy: 'Withdrawing this consent means closing your account',
    inForce: 'In force',
    notGiven: 'Not given',
    give: 'Give consent',
    withdrawConsent: 'Withdraw consent',
    stopsOffers:
      'If you withdraw, you will no longer get offers by SMS, e-mail or in the app. Messages about your loans still come.',
    withdrawnOn: 'Withdrawn on 20 Nov 2026, 12:00 pm',
    cards: 'Cards',
    none: 'None',
    loans: '1 record',
    copy: 'Get a copy of my data',
    json: 'Download JSON',
    pdf: 'Download PDF',
    correction: 'Correction',
    open: 'Open',
    withdrawn: 'Withdrawn',
    // The end of the 30th day in IST, not the midnight after it.
    due: '20 Dec 2026, 11:59 pm',
    withdraw: 'Withdraw',
    askCorrection: 'Ask for a correction',
    send: 'Send',
    empty: 'Please write what is wrong and what it should be.',
    network: 'Network error. Please check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    sent: 'Request sent. We answer by 20 Dec 2026, 11:59 pm.',
    grievance: 'Raise a privacy grievance',
    closeAsk: 'Close my account',
    kept: 'for 5 years after your last loan closes',
    confirm: 'Yes, close my account',
    pending:
      'You asked to close your account on 20 Nov 2026, 12:00 pm. We will do it by 20 Dec 2026, 11:59 pm.',
    mustEnd: 'You can close your account once these loans have ended',
    order: 'Order 41',
    loadFailed: 'We could not load your privacy settings.',
    retry: 'Try again',
  },
  ID: {
    law: 'UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi',
    officer: 'Pejabat Pelindungan Data Pribadi',
    officerName: 'Dewi Lestari',
    deadline: 'Kami menindaklanjuti setiap permintaan paling lambat 3 × 24 jam.',
    loanConsent: 'Tenora Flexi, pesanan 41: ringkasan informasi (RIPLAY) dan perjanjian pinjaman',
    loanGiven: '20 Nov 2026, 13.30, di layar konfirmasi pinjaman, aplikasi 3.2.1',
    loanWhy:
      'Persetujuan ini bagian dari perjanjian pinjaman Anda. Menariknya tidak mengakhiri pinjaman',
    registrationWhy: 'Menarik persetujuan ini berarti menutup akun Anda',
    inForce: 'Berlaku',
    notGiven: 'Belum diberikan',
    give: 'Berikan persetujuan',
    withdrawConsent: 'Tarik persetujuan',
    stopsOffers:
      'Jika Anda menarik persetujuan, Anda tidak akan lagi menerima penawaran lewat SMS, email, atau di aplikasi. Pesan tentang pinjaman Anda tetap dikirim.',
    withdrawnOn: 'Ditarik pada 20 Nov 2026, 13.30',
    cards: 'Kartu',
    none: 'Tidak ada',
    loans: '1 catatan',
    copy: 'Dapatkan salinan data saya',
    json: 'Unduh JSON',
    pdf: 'Unduh PDF',
    correction: 'Perbaikan data',
    open: 'Menunggu jawaban',
    withdrawn: 'Dibatalkan',
    // 3 × 24 hours from the minute it was opened.
    due: '23 Nov 2026, 13.30',
    withdraw: 'Batalkan',
    askCorrection: 'Minta perbaikan data',
    send: 'Kirim',
    empty: 'Tuliskan data yang salah dan perbaikannya.',
    network: 'Kesalahan jaringan. Periksa koneksi Anda lalu coba lagi.',
    generic: 'Terjadi kesalahan. Silakan coba lagi.',
    sent: 'Permintaan terkirim. Kami menjawab paling lambat 23 Nov 2026, 13.30.',
    grievance: 'Ajukan pengaduan soal data pribadi',
    closeAsk: 'Tutup akun saya',
    kept: 'selama 5 tahun setelah pinjaman terakhir Anda berakhir',
    confirm: 'Ya, tutup akun saya',
    pending:
      'Anda meminta penutupan akun pada 20 Nov 2026, 13.30. Kami akan menindaklanjutinya paling lambat 23 Nov 2026, 13.30.',
    mustEnd: 'Anda dapat menutup akun setelah pinjaman berikut berakhir',
    order: 'Pesanan 41',
    loadFailed: 'Pengaturan privasi Anda tidak dapat dimuat.',
    retry: 'Coba lagi',
  },
} as const;

function viewOf(market: 'IN' | 'ID'): Privacy {
  return {
    market,
    consents: [
      {
        key: 'loan-41',
        purpose: 'loan',
        orderId: 41,
        orderNo: '41',
        productName: 'Tenora Flexi',
        textVersion: '3f9a1c0b2d4e',
        givenAt: OPENED,
        givenVia: 'confirm',
        appVersion: '3.2.1',
        withdrawnAt: null,
        active: true,
      },
      {
        key: 'registration',
        purpose: 'registration',
        orderId: null,
        orderNo: null,
        productName: null,
        textVersion: 'privacy-notice-2026-11',
        givenAt: OPENED,
        givenVia: 'landing',
        appVersion: null,
        withdrawnAt: null,
        active: true,
      },
      {
        key: 'marketing',
        purpose: 'marketing',
        orderId: null,
        orderNo: null,
        productName: null,
        textVersion: 'marketing-2026-11',
        givenAt: null,
        givenVia: null,
        appVersion: null,
        withdrawnAt: null,
        active: false,
      },
    ],
    data: [
      { category: 'account', count: 1, examples: ['98••• ••210'], latestAt: OPENED },
      { category: 'loans', count: 1, examples: ['Tenora Flexi'], latestAt: OPENED },
      { category: 'cards', count: 0, examples: [], latestAt: null },
    ],
    requests: [],
    erasure: { state: 'available', openLoans: [], keepsLoanRecords: true },
    officer: {
      name: market === 'IN' ? 'Priya Nair' : 'Dewi Lestari',
      phone: market === 'IN' ? '+91 80 4567 8900' : '+62 21 5000 1234',
      email: market === 'IN' ? 'grievance@tenora.in' : 'dpo@tenora.id',
    },
  };
}

function request(market: 'IN' | 'ID', kind: DataRequest['kind'], id: number): DataRequest {
  return {
    id,
    kind,
    status: 'open',
    detail: kind === 'correction' ? 'My address is wrong.' : null,
    openedAt: OPENED,
    dueAt: requestDueAt(market, new Date(OPENED)).toISOString(),
    closedAt: null,
    answer: null,
  };
}

/**
 * A fake server holding one borrower's centre: each action answers the centre after it, as the
 * real one does.
 */
function server(market: 'IN' | 'ID', start: Privacy = viewOf(market)) {
  let view = start;
  const ok = (next: Privacy) => {
    view = next;
    return { code: '0', data: view };
  };
  const routes: Record<string, Handler> = {
    [VIEW]: () => ({ code: '0', data: view }),
    [MARKETING]: (body) =>
      ok({
        ...view,
        consents: view.consents.map((c) =>
          c.purpose !== 'marketing'
            ? c
            : body.given === '1'
              ? { ...c, active: true, givenAt: OPENED, givenVia: 'privacy', withdrawnAt: null }
              : { ...c, active: false, withdrawnAt: OPENED },
        ),
      }),
    [ACCESS]: () =>
      ok({
        ...view,
        requests: [{ ...request(market, 'access', 90), status: 'done' }, ...view.requests],
      }),
    [REQUEST]: (body) => {
      const kind = body.kind as 'correction' | 'grievance' | 'erasure';
      const made = { ...request(market, kind, 91), detail: (body.detail as string) ?? null };
      return ok({
        ...view,
        requests: [made, ...view.requests],
        erasure: kind === 'erasure' ? { ...view.erasure, state: 'pending' } : view.erasure,
      });
    },
    [WITHDRAW]: (body) =>
      ok({
        ...view,
        requests: view.requests.map((r) =>
          r.id === Number(body.id) ? { ...r, status: 'withdrawn', closedAt: OPENED } : r,
        ),
        erasure: { ...view.erasure, state: 'available' },
      }),
  };
  return routes;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ');

// The lower half's chunk, which the page asks for as it loads: here before the first render.
beforeAll(async () => {
  await import('./privacy-more.tsx');
});

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
  localStorage.clear();
});

describe.each(['IN', 'ID'] as const)('/privacy in %s', (market) => {
  const w = WORDS[market];
  const session = `?sessionId=s-${market}&userId=7&appName=tenora-${market.toLowerCase()}`;
  // The failures' words, as the app wires them from the borrower's catalogue (app/app.tsx).
  beforeEach(() => {
    captureSessionParams(session);
    const { t } = testAppOf(market);
    configureApiClient({
      loadingText: () => t.common.loading,
      genericError: () => t.errors.generic,
      networkError: () => t.errors.network,
      onUnauthenticated: () => undefined,
    });
  });

  it('names the law, the officer who answers for the data and how to reach them, and the deadline', async () => {
    h = await renderPage(PrivacyPage, `/privacy${session}`, server(market), market);
    expect(text(h.$('privacy-law'))).toContain(w.law);
    const officer = h.$('officer');
    expect(text(officer)).toContain(w.officer);
    expect(text(officer)).toContain(w.officerName);
    expect(text(officer)).toContain(w.deadline);
    const [call, write] = [...(officer?.querySelectorAll('a') ?? [])];
    expect(call?.getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect(write?.getAttribute('href')).toMatch(/^mailto:\S+@tenora\./);
  });

  it('shows each consent: what it was to, its version, when and where, whether it stands, and why a loan’s cannot be withdrawn', async () => {
    h = await renderPage(PrivacyPage, `/privacy${session}`, server(market), market);
    const [loan, registration, marketing] = h.$$('consent');
    expect(text(loan)).toContain(w.loanConsent);
    expect(text(loan)).toContain('3f9a1c0b2d4e');
    expect(text(loan)).toContain(w.loanGiven);
    expect(text(loan)).toContain(w.inForce);
    expect(text(loan)).toContain(w.loanWhy);
    // Nothing on a loan's consent withdraws it; its link leads to the loan.
    expect(loan?.querySelector('button')).toBeNull();
    const link = new URL(loan?.querySelector('a')?.getAttribute('href') ?? '', 'http://localhost');
    expect(link.pathname).toBe('/borrowDetail');
    expect(link.searchParams.get('orderId')).toBe('41');
    expect(link.searchParams.get('sessionId')).toBe(`s-${market}`);
    expect(text(registration)).toContain('privacy-notice-2026-11');
    expect(text(registration)).toContain(w.registrationWhy);
    expect(text(marketing?.querySelector('[data-testid=consent-status]'))).toBe(w.notGiven);
  });

  it('gives marketing consent and withdraws it, saying what withdrawing stops before the tap', async () => {
    h = await renderPage(PrivacyPage, `/privacy${session}`, server(market), market);
    const marketing = () => h?.$$('consent')[2];
    await click(h.view.getByRole('button', { name: w.give }));
    expect(h.sent(MARKETING)).toEqual([{ given: '1' }]);
    expect(text(marketing()?.querySelector('[data-testid=consent-status]'))).toBe(w.inForce);
    // Before withdrawing, the borrower reads what it stops and what still comes.
    expect(text(h.$('marketing-consequence'))).toBe(w.stopsOffers);
    await click(h.view.getByRole('button', { name: w.withdrawConsent }));
    expect(h.sent(MARKETING)).toEqual([{ given: '1' }, { given: '0' }]);
    expect(text(marketing()?.querySelector('[data-testid=consent-status]'))).toBe(w.withdrawnOn);
    expect(h.view.getByRole('button', { name: w.give })).toBeTruthy();
  });

  it('counts the data held by kind, and gives a copy to download as JSON and PDF', async () => {
    h = await renderPage(PrivacyPage, `/privacy${session}`, server(market), market);
    const rows = h.$$('data-category');
    expect(text(rows.find((r) => r.dataset.category === 'loans'))).toContain(w.loans);
    expect(text(rows.find((r) => r.dataset.category === 'cards'))).toBe(`${w.cards}${w.none}`);
    expect(text(rows.find((r) => r.dataset.category === 'account'))).toContain('98••• ••210');
    expect(h.$('data-json')).toBeNull();
    await click(h.view.getByRole('button', { name: w.copy }));
    expect(h.sent(ACCESS)).toHaveLength(1);
    for (const [format, name] of [
      ['json', w.json],
      ['pdf', w.pdf],
    ] as const) {
      const link = h.view.getByRole('link', { name });
      expect(link.hasAttribute('download')).toBe(true);
      const to = new URL(link.getAttribute('href') ?? '', 'http://localhost');
      expect(to.pathname).toBe('/film/privacy/export');
      expect(to.searchParams.get('format')).toBe(format);
      expect(to.searchParams.get('sessionId')).toBe(`s-${market}`);
    }
  });

  it('asks for a correction: an empty one is refused in words, a failed send keeps the words, a sent one shows when it is answered and can be withdrawn', async () => {
    const routes = server(market);
    const send = routes[REQUEST];
    let refused = true;
    routes[REQUEST] = (body) => (refused ? { code: '1', message: '' } : (send as Handler)(body));
    h = await renderPage(PrivacyPage, `/privacy${session}`, routes, market);
    expect(text(h.$('requests-none'))).not.toBe('');
    await click(h.view.getByRole('button', { name: w.askCorrection }));
    await click(h.view.getByRole('button', { name: w.send }));
    expect(text(h.$('correction-error'))).toBe(w.empty);
    expect(h.sent(REQUEST)).toHaveLength(0);

    const words = 'My address is wrong. It should be 12 MG Road, Pune 411001.';
    await fill(h.$('correction-text'), words);
    expect(text(h.$('correction-counter'))).toBe(`${words.length}/1000`);
    await click(h.view.getByRole('button', { name: w.send }));
    expect(h.sent(REQUEST)).toEqual([{ kind: 'correction', detail: words }]);
    // Refused: said in the form, and the words are still there to send again.
    expect(text(h.$('correction-error'))).toBe(w.generic);
    expect(h.$<HTMLTextAreaElement>('correction-text')?.value).toBe(words);

    refused = false;
    await click(h.view.getByRole('button', { name: w.send }));
    expect(text(h.$('correction-sent'))).toBe(w.sent);
    expect(h.$('correction-text')).toBeNull();
    const [made] = h.$$('request');
    expect(text(made)).toContain(w.correction);
    expect(text(made?.querySelector('[data-testid=request-status]'))).toBe(w.open);
    expect(text(made?.querySelector('[data-testid=request-due]'))).toBe(w.due);
    expect(text(made)).toContain(words);

    await click(h.view.getByRole('button', { name: w.withdraw }));
    expect(h.sent(WITHDRAW)).toEqual([{ id: '91' }]);
    expect(text(h.$$('request')[0]?.querySelector('[data-testid=request-status]'))).toBe(
      w.withdrawn,
    );
    expect(h.view.getByRole('button', { name: w.askCorrection })).toBeTruthy();
  });

  it('a grievance that cannot be sent for want of a connection says so, and keeps the words, also across a reload', async () => {
    // No answer at all to a request: the harness's 404 without an envelope, as a dropped connection.
    const routes = Object.fromEntries(
      Object.entries(server(market)).filter(([path]) => path !== REQUEST),
    );
    h = await renderPage(PrivacyPage, `/privacy${session}`, routes, market);
    await click(h.view.getByRole('button', { name: w.grievance }));
    const words = 'You sent my loan details to my employer.';
    await fill(h.$('grievance-text'), words);
    await click(h.$('grievance-send'));
    expect(text(h.$('grievance-error'))).toBe(w.network);
    expect(h.$<HTMLTextAreaElement>('grievance-text')?.value).toBe(words);

    cleanup(h);
    h = await renderPage(PrivacyPage, `/privacy${session}`, server(market), market);
    expect(h.$<HTMLTextAreaElement>('grievance-text')?.value).toBe(words);
  });

  it('closes the account after a confirmation, saying what the law keeps; then the request is pending, with its due time', async () => {
    h = await renderPage(PrivacyPage, `/privacy${session}`, server(market), market);
    const card = () => h?.$('close-account');
    expect(text(h.$('close-kept'))).toContain(w.kept);
    await click(h.$('close-ask'));
    expect(h.sent(REQUEST)).toHaveLength(0);
    await click(h.view.getByRole('button', { name: w.confirm }));
    expect(h.sent(REQUEST)).toEqual([{ kind: 'erasure' }]);
    expect(card()?.dataset.state).toBe('pending');
    expect(text(h.$('close-pending'))).toBe(w.pending);
    await click(h.$('close-withdraw'));
    expect(h.sent(WITHDRAW)).toEqual([{ id: '91' }]);
    expect(card()?.dataset.state).toBe('available');
  });

  it('with a loan still open, lists it, leading to its details, and offers no way to close', async () => {
    const view = viewOf(market);
    h = await renderPage(
      PrivacyPage,
      `/privacy${session}`,
      server(market, {
        ...view,
        erasure: {
          state: 'openLoans',
          openLoans: [{ orderId: 41, orderNo: '41', productName: 'Tenora Flexi' }],
          keepsLoanRecords: true,
        },
      }),
      market,
    );
    expect(text(h.$('close-open-loans'))).toContain(w.mustEnd);
    const [loan] = h.$$('close-open-loan');
    expect(text(loan)).toContain('Tenora Flexi');
    expect(text(loan)).toContain(w.order);
    const to = new URL(loan?.getAttribute('href') ?? '', 'http://localhost');
    expect(to.pathname).toBe('/borrowDetail');
    expect(to.searchParams.get('orderId')).toBe('41');
    expect(h.$('close-ask')).toBeNull();
  });

  it('a centre that does not load says so in words, with Try again, and loads on it', async () => {
    let fails = true;
    h = await renderPage(
      PrivacyPage,
      `/privacy${session}`,
      {
        [VIEW]: () => (fails ? { code: '1', message: '' } : { code: '0', data: viewOf(market) }),
      },
      market,
    );
    expect(h.view.getByText(w.loadFailed)).toBeTruthy();
    fails = false;
    await click(h.view.getByRole('button', { name: w.retry }));
    expect(h.$$('consent')).toHaveLength(3);
  });
});

describe('/privacy: the language the centre and its notices speak', () => {
  beforeEach(() => captureSessionParams('?sessionId=s-IN&userId=7&appName=tenora-in'));

  it.each([
    ['en-IN', 'Language / भाषा', 'English', '20 Nov 2026'],
    ['hi-IN', 'भाषा / Language', 'हिन्दी', '20 नव॰ 2026'],
  ] as const)(
    'India in %s: a row %j with English and Hindi, %s marked; times in the language',
    async (locale, row, current, date) => {
      h = await renderPage(PrivacyPage, '/privacy?sessionId=s-IN', server('IN'), locale);
      const card = h.view.getByRole('region', { name: row });
      const options = [...card.querySelectorAll('button')];
      expect(options.map((b) => [b.textContent, b.lang])).toEqual([
        ['English', 'en-IN'],
        ['हिन्दी', 'hi-IN'],
      ]);
      expect(card.querySelector('[aria-current=true]')?.textContent).toBe(current);
      const consents = text(h.$('consents'));
      expect(consents).toContain(date);
      if (locale === 'hi-IN') expect(consents).not.toMatch(/Nov/);
    },
  );

  it('Indonesia: no language row', async () => {
    captureSessionParams('?sessionId=s-ID&userId=7&appName=tenora-id');
    h = await renderPage(PrivacyPage, '/privacy?sessionId=s-ID', server('ID'), 'ID');
    expect(h.$('consents')).not.toBeNull();
    expect(h.$('privacy-language')).toBeNull();
    expect(h.view.queryByText(/Bahasa$/)).toBeNull();
  });
});
