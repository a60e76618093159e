import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanup,
  click,
  fill,
  renderPage,
  settle,
  type Harness,
} from '../../platform/page-test-harness.tsx';
import { captureSessionParams } from '../../platform/session.ts';
import { toastSnapshot } from '../../platform/toast.ts';
import BankAccountCard, { RECHECK_MS } from './bank-account-card.tsx';

const ACCOUNT = '/film/borrower/bank-account';

type Status = 'verified' | 'verifying' | 'review' | 'invalid';

const account = (over: Record<string, unknown> = {}) => ({
  bankCode: 'HDFC0001234',
  bankName: 'HDFC0001234',
  holderName: 'Asha Verma',
  accountMasked: '•••• 6789',
  status: 'verified' as Status,
  problem: null,
  updatedAt: '2026-12-20T09:00:00.000Z',
  ...over,
});

const WORDS = {
  IN: {
    title: 'Where we send your money',
    why: 'Your loan is paid into this account once it is approved. It must be in your own name.',
    numberInvalid: 'Enter your account number: 9 to 18 digits, as on your passbook or cheque.',
    bankInvalid: "Enter your branch's IFSC: 11 characters, like HDFC0001234 (the fifth is a zero).",
    save: 'Save account',
    change: 'Change account',
    cancel: 'Cancel',
    verified: 'Confirmed by your bank',
    verifying: 'Your bank is checking it…',
    review: 'We are checking it; this takes up to one working day.',
    locked: 'It cannot be changed while your money is on its way to it.',
  },
  ID: {
    title: 'Rekening pencairan dana',
    why: 'Dana pinjaman dikirim ke rekening ini setelah pengajuan Anda disetujui. Rekening harus atas nama Anda sendiri.',
    numberInvalid: 'Masukkan nomor rekening Anda: 6 sampai 20 angka, sesuai buku tabungan.',
    bankInvalid: 'Pilih bank rekening Anda dari daftar.',
    save: 'Simpan rekening',
    change: 'Ganti rekening',
    cancel: 'Batal',
    verified: 'Sudah dikonfirmasi oleh bank Anda',
    verifying: 'Bank Anda sedang memeriksanya…',
    review: 'Sedang kami periksa; paling lama satu hari kerja.',
    locked: 'Rekening ini tidak dapat diganti selama dana sedang dikirim ke sana.',
  },
} as const;

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
  vi.useRealTimers();
});

/** The card on loan details, with the words that route loads, behind a server keeping one account. */
async function open(
  market: 'IN' | 'ID',
  first: ReturnType<typeof account> | null,
  opts: { changeable?: boolean; answer?: (body: Record<string, unknown>) => unknown } = {},
) {
  captureSessionParams(`?sessionId=s-1&userId=1&appName=tenora-${market.toLowerCase()}`);
  let current = first;
  const Card = () => <BankAccountCard approved={false} />;
  h = await renderPage(
    Card,
    '/borrowDetail?orderId=5',
    {
      [ACCOUNT]: (body) => {
        if (typeof body.accountNumber === 'string')
          current = (opts.answer?.(body) as typeof current) ?? current;
        return { code: '0', data: { account: current, changeable: opts.changeable ?? true } };
      },
    },
    market,
  );
  return h;
}

const saves = (harness: Harness) =>
  harness.sent(ACCOUNT).filter((b) => typeof b.accountNumber === 'string');

describe('BankAccountCard', () => {
  it('IN: asks for the account, names the field to fix, saves it tidied and shows only its last digits', async () => {
    const w = WORDS.IN;
    const h = await open('IN', null, {
      answer: (b) =>
        account({
          holderName: b.holderName,
          bankCode: b.bankCode,
          bankName: b.bankCode,
          accountMasked: `•••• ${String(b.accountNumber).slice(-4)}`,
        }),
    });
    expect(h.view.getByRole('heading', { name: w.title })).toBeTruthy();
    expect(h.host.textContent).toContain(w.why);

    await fill(h.$('bank-holder'), ' Asha  Verma ');
    await fill(h.$('bank-number'), '1234 56');
    await fill(h.$('bank-code'), 'hdfc0001234');
    await click(h.view.getByRole('button', { name: w.save }));
    const number = h.$<HTMLInputElement>('bank-number');
    expect(h.$('bank-error')?.textContent).toBe(w.numberInvalid);
    expect(number?.getAttribute('aria-invalid')).toBe('true');
    expect(number?.getAttribute('aria-describedby')).toBe(h.$('bank-error')?.id);
    expect(document.activeElement).toBe(number);
    expect(saves(h)).toEqual([]);

    // Typing again clears the message.
    await fill(number, '1234 5678 9012');
    expect(h.$('bank-error')).toBeNull();
    expect(number?.getAttribute('aria-invalid')).toBeNull();
    await fill(h.$('bank-code'), 'HDFC1001234');
    await click(h.view.getByRole('button', { name: w.save }));
    expect(h.$('bank-error')?.textContent).toBe(w.bankInvalid);
    // The IFSC field keeps its hint beside the error.
    expect(h.$('bank-code')?.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);

    await fill(h.$('bank-code'), 'hdfc0001234');
    await click(h.view.getByRole('button', { name: w.save }));
    expect(saves(h)).toEqual([
      { holderName: 'Asha Verma', accountNumber: '123456789012', bankCode: 'HDFC0001234' },
    ]);
    expect(h.$('bank-form')).toBeNull();
    expect(h.$('bank-masked')?.textContent).toBe('•••• 9012');
    expect(h.$('bank-status')?.textContent).toBe(w.verified);
    expect(document.activeElement).toBe(h.$('bank-status'));
    expect(toastSnapshot().message?.text).toBe('Account saved');
    expect(h.host.textContent).not.toContain('123456789012');

    // Change: the name and the IFSC are kept, the number is typed again.
    await click(h.view.getByRole('button', { name: w.change }));
    expect(h.$<HTMLInputElement>('bank-holder')?.value).toBe('Asha Verma');
    expect(h.$<HTMLInputElement>('bank-code')?.value).toBe('HDFC0001234');
    expect(h.$<HTMLInputElement>('bank-number')?.value).toBe('');
    await click(h.view.getByRole('button', { name: w.cancel }));
    expect(h.$('bank-form')).toBeNull();
  });

  it('ID: the bank is chosen from the list; an account the bank could not confirm shows why and the form again', async () => {
    const w = WORDS.ID;
    const problem = 'Bank tidak dapat memastikan rekening ini.';
    const h = await open('ID', null, {
      answer: (b) =>
        account({
          holderName: b.holderName,
          bankCode: b.bankCode,
          bankName: 'BCA',
          accountMasked: '•••• 0000',
          status: 'invalid',
          problem,
        }),
    });
    await fill(h.$('bank-holder'), 'Ayu Lestari');
    await fill(h.$('bank-number'), '1234560000');
    await click(h.view.getByRole('button', { name: w.save }));
    expect(h.$('bank-error')?.textContent).toBe(w.bankInvalid);
    expect(h.$('bank-code')?.tagName).toBe('SELECT');

    await fill(h.$('bank-code'), 'BCA');
    await click(h.view.getByRole('button', { name: w.save }));
    expect(saves(h)).toEqual([
      { holderName: 'Ayu Lestari', accountNumber: '1234560000', bankCode: 'BCA' },
    ]);
    expect(h.$('bank-status')?.textContent).toBe(problem);
    expect(h.$('bank-masked')?.textContent).toBe('•••• 0000');
    // The form again, with the name and the bank kept and the number to type anew; no Cancel.
    expect(h.$<HTMLInputElement>('bank-holder')?.value).toBe('Ayu Lestari');
    expect(h.$<HTMLSelectElement>('bank-code')?.value).toBe('BCA');
    expect(h.$<HTMLInputElement>('bank-number')?.value).toBe('');
    expect(h.view.queryByRole('button', { name: w.cancel })).toBeNull();
  });

  it.each(['IN', 'ID'] as const)(
    '%s: says each status in words, and offers no change while a payout is on its way',
    async (market) => {
      const w = WORDS[market];
      for (const status of ['verified', 'verifying', 'review'] as const) {
        const h = await open(market, account({ status }));
        expect(h.$('bank-status')?.textContent).toBe(w[status]);
        expect(h.view.getByRole('button', { name: w.change })).toBeTruthy();
        expect(h.$('bank-form')).toBeNull();
        cleanup(h);
      }
      const locked = await open(market, account(), { changeable: false });
      expect(locked.host.textContent).toContain(w.locked);
      expect(locked.view.queryByRole('button', { name: w.change })).toBeNull();
    },
  );

  it('refused because a payout set off meanwhile: reads the account again and offers no change', async () => {
    captureSessionParams('?sessionId=s-1&userId=1&appName=tenora-in');
    let changeable = true;
    const locked = 'Your loan is being paid into this account right now.';
    h = await renderPage(() => <BankAccountCard approved />, '/borrowDetail?orderId=5', {
      [ACCOUNT]: (body) => {
        if (typeof body.accountNumber !== 'string')
          return { code: '0', data: { account: account(), changeable } };
        changeable = false;
        return { code: '800001', message: locked };
      },
    });
    await click(h.view.getByRole('button', { name: WORDS.IN.change }));
    await fill(h.$('bank-number'), '123456789');
    await click(h.view.getByRole('button', { name: WORDS.IN.save }));
    expect(toastSnapshot().message?.text).toBe(locked);
    expect(h.$('bank-form')).toBeNull();
    expect(h.host.textContent).toContain(WORDS.IN.locked);
    expect(h.view.queryByRole('button', { name: WORDS.IN.change })).toBeNull();
  });

  it('reads an account the bank is still checking again until it has said', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    captureSessionParams('?sessionId=s-1&userId=1&appName=tenora-in');
    let status: Status = 'verifying';
    h = await renderPage(() => <BankAccountCard approved />, '/borrowDetail?orderId=5', {
      [ACCOUNT]: () => ({ code: '0', data: { account: account({ status }), changeable: true } }),
    });
    expect(h.$('bank-status')?.textContent).toBe(WORDS.IN.verifying);
    // The bank answers meanwhile (its webhook reaches the server): the next read finds it.
    status = 'verified';
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    await settle();
    expect(h.$('bank-status')?.textContent).toBe(WORDS.IN.verified);
    expect(h.sent(ACCOUNT)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 2);
    await settle();
    expect(h.sent(ACCOUNT)).toHaveLength(2);
  });

  it('draws nothing while it reads, and nothing when it cannot', async () => {
    captureSessionParams('?sessionId=s-1&userId=1&appName=tenora-in');
    h = await renderPage(() => <BankAccountCard approved />, '/borrowDetail?orderId=5', {
      [ACCOUNT]: { code: '500', message: 'down' },
    });
    expect(h.$('bank-account')).toBeNull();
  });
});
