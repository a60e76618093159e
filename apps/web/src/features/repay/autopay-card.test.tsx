import type { Market } from '@tenora/domain/market';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanup,
  click,
  fill,
  renderPage,
  settle,
  type Handler,
  type Harness,
  type Reply,
} from '../../platform/page-test-harness.tsx';
import { toastSnapshot } from '../../platform/toast.ts';
import RepayPage from './repay-page.tsx';

const WAY = '/pay/loan/repayment-way';
const VIEW = '/pay/loan/autopay';
const START = '/pay/loan/autopay-start';
const CODE = '/pay/loan/autopay-code';
const CANCEL = '/pay/loan/autopay-cancel';

const ADDRESS = '/repay?orderId=5&productId=7';
const MANDATE_LINK = 'upi://mandate?pa=tenora%40rzp&pn=Tenora&am=5000.00&mn=Autopay&tr=mnd_1';

/** What is owed on the loan: Repay's payway, its ways to pay as each market offers them. */
function way(market: Market): Reply {
  const amount = market === 'IN' ? 500_000 : 125_000_000;
  return {
    code: '00',
    data: {
      alipay: 0,
      repayToken: 'tok-1',
      bankCards: [],
      amount,
      dueNow: amount,
      largest: amount,
      market,
      partial: false,
      dueDate: '2026-12-12',
      dueKind: 'today',
      dueInstead: null,
      methods: market === 'IN' ? ['upi', 'card', 'netbanking'] : ['va', 'store', 'card'],
    },
  };
}

/** Autopay on the loan as the server answers it: none set up unless `over` says otherwise. */
const autopay = (market: Market, over: Record<string, unknown> = {}) => ({
  available: true,
  kind: market === 'IN' ? 'upi_autopay' : 'direct_debit',
  banks: market === 'IN' ? [] : [{ code: 'BRI', name: 'Bank BRI' }],
  mandate: null,
  nextDebit: null,
  lastFailed: null,
  market,
  ...over,
});

const mandate = (over: Record<string, unknown> = {}) => ({
  reference: 'mnd_1',
  status: 'active',
  maxAmount: 500_000,
  account: 'asha@okhdfcbank',
  bank: null,
  approveUrl: null,
  awaitsCode: false,
  problem: null,
  updatedAt: '2026-12-10T09:00:00.000Z',
  ...over,
});

const ok = (data: unknown): Reply => ({ code: '00', data });

/** Repay for loan 5, with the server's autopay answers; the card is its own chunk, waited for. */
async function open(market: Market, routes: Record<string, Handler | Reply>) {
  h = await renderPage(RepayPage, ADDRESS, { [WAY]: way(market), ...routes }, market);
  await waitFor(() => expect(h?.$('autopay')).not.toBeNull(), { timeout: 5000 });
  return h;
}

const title = () => h?.$('autopay-title')?.textContent;
const card = () => h?.$('autopay')?.textContent ?? '';
const button = (name: string) => h?.view.getByRole('button', { name });

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
  delete window.TenoraBridge;
});

describe('Repay: autopay, none set up', () => {
  it('IN: says what UPI AutoPay does, sets it up and opens the mandate in the UPI app, then waits for it', async () => {
    const postMessage = vi.fn<(json: string) => void>();
    window.TenoraBridge = { postMessage };
    const approving = autopay('IN', {
      mandate: mandate({ status: 'approving', account: null, approveUrl: MANDATE_LINK }),
    });
    let views = 0;
    await open('IN', {
      [VIEW]: () =>
        ok(
          ++views === 1
            ? autopay('IN')
            : views === 2
              ? approving
              : autopay('IN', { mandate: mandate() }),
        ),
      [START]: ok(approving),
    });
    expect(title()).toBe('Pay automatically with UPI AutoPay');
    expect(card()).toContain(
      'Each instalment is taken from your bank account through your UPI app on its due date, never more than is due. We tell you 24 hours before each debit, with the amount, and you can cancel here at any time.',
    );
    // Repay's own ways to pay stay where they are.
    expect(h?.$('method-upi')).not.toBeNull();

    await click(button('Set up UPI AutoPay'));
    expect(h?.sent(START)).toEqual([{ orderId: 5 }]);
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({
      action: 'openUpi',
      payload: { url: MANDATE_LINK },
    });
    expect(title()).toBe('Approve the mandate in your UPI app');
    expect(card()).toContain(
      'Your UPI app asks you to allow debits of up to ₹5,000 each. Approve it there, then come back here.',
    );
    // The same link as a QR code, for the UPI app of another phone.
    await waitFor(() => expect(h?.$('upi-qr')?.getAttribute('data-link')).toBe(MANDATE_LINK), {
      timeout: 5000,
    });

    // Not approved yet: it says so, and the link opens again.
    await click(button('Check again'));
    expect(h?.$('autopay-not-yet')?.textContent).toBe(
      'We have not heard from your UPI app yet. Approve the mandate there, then check again.',
    );
    await click(button('Open my UPI app'));
    expect(postMessage).toHaveBeenCalledTimes(2);
    await click(button('Check again'));
    expect(title()).toBe('Autopay is on');
    expect(h?.$('autopay-not-yet')).toBeNull();
  });

  it('IN: the sandbox’s approval is a page of ours, opened as any address the server gives', async () => {
    await open('IN', {
      [VIEW]: ok(autopay('IN')),
      [START]: ok(
        autopay('IN', {
          mandate: mandate({
            status: 'approving',
            account: null,
            approveUrl: '/alipayrepayment?mandate=mnd_1&orderId=5',
          }),
        }),
      ),
    });
    await click(button('Set up UPI AutoPay'));
    const to = new URL(String(h?.navigate.mock.calls[0]?.[0]), 'http://x');
    expect(to.pathname).toBe('/alipayrepayment');
    expect(to.searchParams.get('mandate')).toBe('mnd_1');
    // No QR code of an address that is not a UPI link.
    expect(h?.$('upi-qr')).toBeNull();
  });

  it('IN: while it waits for the UPI app, it asks again when the page comes back to the front', async () => {
    const approving = autopay('IN', {
      mandate: mandate({ status: 'approving', account: null, approveUrl: MANDATE_LINK }),
    });
    let views = 0;
    await open('IN', {
      [VIEW]: () => ok(++views === 1 ? approving : autopay('IN', { mandate: mandate() })),
    });
    expect(title()).toBe('Approve the mandate in your UPI app');
    expect(h?.sent(VIEW)).toHaveLength(1);
    fireEvent(document, new Event('visibilitychange'));
    await settle();
    expect(h?.sent(VIEW)).toHaveLength(2);
    expect(title()).toBe('Autopay is on');
  });

  it('IN: a refused mandate says why above the button, and can be set up again', async () => {
    await open('IN', {
      [VIEW]: ok(
        autopay('IN', {
          mandate: mandate({
            status: 'refused',
            problem: 'You declined the mandate in your UPI app.',
          }),
        }),
      ),
    });
    expect(title()).toBe('Pay automatically with UPI AutoPay');
    const problem = h?.$('autopay-problem');
    expect(problem?.textContent).toBe('You declined the mandate in your UPI app.');
    const start = button('Set up UPI AutoPay');
    expect(problem && start && problem.compareDocumentPosition(start)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('ID: checks the debit card in the browser, says the server’s refusal on its field, then asks for the bank’s code', async () => {
    let starts = 0;
    let codes = 0;
    await open('ID', {
      [VIEW]: ok(autopay('ID')),
      [START]: () =>
        ++starts === 1
          ? { code: '400', message: 'cardExpiry harus berformat BB/TT.' }
          : ok(
              autopay('ID', {
                mandate: mandate({
                  status: 'approving',
                  account: null,
                  bank: 'BRI',
                  awaitsCode: true,
                  maxAmount: 125_000_000,
                }),
              }),
            ),
      [CODE]: () =>
        ++codes === 1
          ? { code: '800006', message: 'Kode salah. Sisa 2 kali percobaan.' }
          : ok(
              autopay('ID', {
                mandate: mandate({ account: 'BRI •••• 1234', bank: 'BRI', maxAmount: 125_000_000 }),
              }),
            ),
    });
    expect(title()).toBe('Debit otomatis');
    expect(card()).toContain(
      'Setiap cicilan didebet dari rekening bank kartu debit Anda pada tanggal jatuh temponya, tidak pernah lebih dari tagihan.',
    );
    expect(card()).toContain('Kami tidak pernah meminta nomor kartu lengkap atau PIN Anda.');
    // The one bank there is, chosen.
    expect(h?.$<HTMLSelectElement>('autopay-bank')?.value).toBe('BRI');
    // Repay's own ways to pay stay where they are.
    expect(h?.$('method-va')).not.toBeNull();

    const start = () => click(button('Aktifkan debit otomatis'));
    await start();
    const lastFour = h?.$<HTMLInputElement>('autopay-last-four');
    expect(h?.$('autopay-card-error')?.textContent).toBe(
      'Masukkan 4 angka terakhir kartu debit Anda.',
    );
    expect(lastFour?.getAttribute('aria-invalid')).toBe('true');
    expect(lastFour?.getAttribute('aria-describedby')).toBe(h?.$('autopay-card-error')?.id);
    expect(document.activeElement).toBe(lastFour);

    await fill(lastFour, '12a345');
    expect(lastFour?.value).toBe('1234');
    expect(h?.$('autopay-card-error')).toBeNull();
    const expiry = h?.$<HTMLInputElement>('autopay-expiry');
    const expiryInvalid =
      'Masukkan masa berlaku yang tertera di kartu Anda, dengan format BB/TT (misalnya 08/29). Kartu tidak boleh sudah kedaluwarsa.';
    await fill(expiry, '1339');
    expect(expiry?.value).toBe('13/39');
    await start();
    expect(h?.$('autopay-card-error')?.textContent).toBe(expiryInvalid);
    expect(document.activeElement).toBe(expiry);
    // A card that has expired.
    await fill(expiry, '01/20');
    await start();
    expect(h?.$('autopay-card-error')?.textContent).toBe(expiryInvalid);
    expect(h?.sent(START)).toEqual([]);

    await fill(expiry, '0839');
    expect(expiry?.value).toBe('08/39');
    await start();
    expect(h?.sent(START)).toEqual([
      { orderId: 5, bank: 'BRI', cardLastFour: '1234', cardExpiry: '08/39' },
    ]);
    // The server's words, on the field they name.
    expect(h?.$('autopay-card-error')?.textContent).toBe('cardExpiry harus berformat BB/TT.');
    expect(expiry?.getAttribute('aria-invalid')).toBe('true');

    await fill(expiry, '08/39');
    await start();
    expect(title()).toBe('Masukkan kode dari bank Anda');
    expect(card()).toContain('Bank BRI mengirim kode lewat SMS');
    const code = h?.$<HTMLInputElement>('autopay-code');
    expect(document.activeElement).toBe(code);

    await click(button('Konfirmasi'));
    expect(h?.$('autopay-code-error')?.textContent).toBe('Masukkan kode dari SMS, hanya angka.');
    expect(h?.sent(CODE)).toEqual([]);
    await fill(code, '333 000');
    await click(button('Konfirmasi'));
    expect(h?.sent(CODE)).toEqual([{ orderId: 5, code: '333000' }]);
    expect(h?.$('autopay-code-error')?.textContent).toBe('Kode salah. Sisa 2 kali percobaan.');
    expect(h?.$<HTMLInputElement>('autopay-code')?.value).toBe('');

    await fill(h?.$('autopay-code'), '333000');
    await click(button('Konfirmasi'));
    expect(title()).toBe('Pembayaran otomatis aktif');
    expect(card()).toContain('BRI •••• 1234');
  });

  it('ID: a refusal that names no field is said under the form, or toasted when it is not about the form', async () => {
    let starts = 0;
    await open('ID', {
      [VIEW]: ok(autopay('ID')),
      [START]: () =>
        ++starts === 1
          ? { code: '400', message: 'Kartu ini tidak dapat dihubungkan.' }
          : { code: '01', message: 'Bank BRI sedang tidak dapat dihubungi. Coba lagi nanti.' },
    });
    await fill(h?.$('autopay-last-four'), '1234');
    await fill(h?.$('autopay-expiry'), '08/39');
    await click(button('Aktifkan debit otomatis'));
    expect(h?.$('autopay-card-refused')?.textContent).toBe('Kartu ini tidak dapat dihubungkan.');
    expect(h?.$('autopay-card-error')).toBeNull();

    await click(button('Aktifkan debit otomatis'));
    expect(h?.sent(START)).toHaveLength(2);
    expect(h?.$('autopay-card-refused')).toBeNull();
    expect(toastSnapshot().message?.text).toBe(
      'Bank BRI sedang tidak dapat dihubungi. Coba lagi nanti.',
    );
    expect(title()).toBe('Debit otomatis');
  });
});

describe('Repay: autopay on', () => {
  it('IN: shows the account, the most a debit takes and the debit told; cancels only once confirmed', async () => {
    await open('IN', {
      [VIEW]: ok(
        autopay('IN', {
          mandate: mandate(),
          nextDebit: {
            amount: 250_000,
            on: '2026-12-12',
            debitAfter: '2026-12-12T05:30:00.000Z',
            noticedAt: '2026-12-11T04:30:00.000Z',
            status: 'noticed',
          },
        }),
      ),
      [CANCEL]: ok(autopay('IN', { mandate: mandate({ status: 'cancelling' }) })),
    });
    expect(title()).toBe('Autopay is on');
    const rows = [...(h?.$('autopay-rows')?.querySelectorAll('.row') ?? [])].map((r) => [
      r.querySelector('dt')?.textContent,
      r.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Debited from', 'asha@okhdfcbank'],
      ['Most one debit can take', '₹5,000'],
    ]);
    expect(h?.$('autopay-next')?.textContent).toBe(
      'We told you on 11 Dec 2026: ₹2,500 is taken on 12 Dec 2026, 11:00 am at the earliest.',
    );

    await click(button('Cancel autopay'));
    const dialog = h?.view.getByRole('dialog', { name: 'Cancel autopay?' });
    expect(dialog?.textContent).toContain(
      'No new debit is taken from now on, not even one we have told you of. A debit already sent to your bank may still go through; if it does, it is applied to your loan. You then pay each instalment yourself, here, by its due date.',
    );
    await click(button('Keep autopay'));
    expect(h?.view.queryByRole('dialog')).toBeNull();
    expect(h?.sent(CANCEL)).toEqual([]);

    await click(button('Cancel autopay'));
    await click(button('Yes, cancel autopay'));
    expect(h?.sent(CANCEL)).toEqual([{ orderId: 5 }]);
    expect(h?.view.queryByRole('dialog')).toBeNull();
    expect(title()).toBe('Cancelling autopay');
    expect(card()).toContain('Your bank is ending the mandate. No new debit will be taken.');
    expect(h?.view.queryByRole('button', { name: 'Cancel autopay' })).toBeNull();
  });

  it('ID: the same in Bahasa Indonesia, the next debit still to be told in rupiah', async () => {
    await open('ID', {
      [VIEW]: ok(
        autopay('ID', {
          mandate: mandate({ account: 'BRI •••• 1234', bank: 'BRI', maxAmount: 125_000_000 }),
          nextDebit: {
            amount: 62_500_000,
            on: '2027-01-12',
            debitAfter: null,
            noticedAt: null,
            status: 'planned',
          },
        }),
      ),
      [CANCEL]: ok(autopay('ID', { mandate: mandate({ status: 'cancelled', bank: 'BRI' }) })),
    });
    expect(title()).toBe('Pembayaran otomatis aktif');
    expect(h?.$('autopay-max')?.textContent).toMatch(/^Rp\s?1\.250\.000$/);
    expect(h?.$('autopay-next')?.textContent).toMatch(
      /^Rp\s?625\.000 pada 12 Jan 2027, sesuai tagihan pinjaman Anda hari ini\. Jumlah pastinya kami beri tahu 24 jam sebelumnya\.$/,
    );
    await click(button('Batalkan pembayaran otomatis'));
    expect(
      h?.view.getByRole('dialog', { name: 'Batalkan pembayaran otomatis?' }).textContent,
    ).toContain('Mulai sekarang tidak ada pendebetan baru, termasuk yang sudah kami beri tahukan.');
    await click(button('Ya, batalkan'));
    expect(h?.sent(CANCEL)).toEqual([{ orderId: 5 }]);
    // Ended: offered again, with what became of it.
    expect(title()).toBe('Debit otomatis');
    expect(h?.$('autopay-problem')?.textContent).toBe(
      'Pembayaran otomatis sudah dibatalkan. Tidak ada lagi dana yang diambil.',
    );
  });

  it('IN: paused in the UPI app, it says so and can still be cancelled here', async () => {
    await open('IN', { [VIEW]: ok(autopay('IN', { mandate: mandate({ status: 'paused' }) })) });
    expect(title()).toBe('Autopay is paused');
    expect(card()).toContain(
      'You paused it in your UPI app, so nothing is taken. Resume it in your UPI app, or cancel it here.',
    );
    expect(button('Cancel autopay')).toBeTruthy();
  });

  it('ID: a debit that failed is said first, and Repay’s ways to pay stay right there', async () => {
    await open('ID', {
      [VIEW]: ok(
        autopay('ID', {
          mandate: mandate({ account: 'BRI •••• 1234', bank: 'BRI', maxAmount: 125_000_000 }),
          lastFailed: {
            amount: 62_500_000,
            on: '2026-12-12',
            debitAfter: '2026-12-12T02:00:00.000Z',
            noticedAt: '2026-12-11T01:00:00.000Z',
            status: 'failed',
          },
        }),
      ),
    });
    const failed = h?.$('autopay-failed');
    expect(failed?.textContent).toMatch(
      /^Pembayaran otomatis sebesar Rp\s?625\.000 pada 12 Des 2026 tidak berhasil\. Bayar di sini sekarang; kami akan mengingatkan Anda\.$/,
    );
    expect(h?.$('autopay')?.firstElementChild).toBe(failed);
    expect(h?.$('method-va')).not.toBeNull();
  });

  it('IN: the failed debit in English', async () => {
    await open('IN', {
      [VIEW]: ok(
        autopay('IN', {
          mandate: mandate(),
          lastFailed: {
            amount: 250_000,
            on: '2026-12-12',
            debitAfter: '2026-12-12T05:30:00.000Z',
            noticedAt: '2026-12-11T04:30:00.000Z',
            status: 'failed',
          },
        }),
      ),
    });
    expect(h?.$('autopay-failed')?.textContent).toBe(
      'The automatic payment of ₹2,500 on 12 Dec 2026 did not go through. Pay it here now; we will remind you.',
    );
  });
});

describe('Repay: no autopay to show', () => {
  it('shows no card where the loan’s market offers none', async () => {
    h = await renderPage(
      RepayPage,
      ADDRESS,
      { [WAY]: way('IN'), [VIEW]: ok({ ...autopay('IN'), available: false, kind: null }) },
      'IN',
    );
    await waitFor(() => expect(h?.sent(VIEW)).toHaveLength(1), { timeout: 5000 });
    await settle();
    expect(h.$('autopay')).toBeNull();
  });

  it('a read that failed says so in the card, with a retry, never a blank card', async () => {
    let views = 0;
    await open('IN', {
      [VIEW]: () => (++views === 1 ? { code: '500', message: 'Server error' } : ok(autopay('IN'))),
    });
    expect(title()).toBe('Pay automatically');
    expect(h?.$('autopay-load-failed')?.textContent).toBe(
      'We could not load your autopay. Please try again.',
    );
    await click(button('Try again'));
    expect(title()).toBe('Pay automatically with UPI AutoPay');
  });
});
