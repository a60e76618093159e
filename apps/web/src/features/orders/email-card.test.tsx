import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanup,
  click,
  fill,
  renderPage,
  type Harness,
} from '../../platform/page-test-harness.tsx';
import { EmailCard } from './email-card.tsx';

const EMAIL = '/film/borrower/email';
const EMAIL_CONFIRM = '/film/borrower/email/confirm';
const EMAIL_REMOVE = '/film/borrower/email/remove';

const WORDS = {
  IN: {
    invalid: 'Please enter a valid e-mail address, like name@example.com.',
    sent: 'We sent a 6-digit code to ayu@example.com. Enter it here to confirm the address; until then, nothing changes.',
    current: 'We also send your messages to ayu@example.com.',
    send: 'Send code',
    confirm: 'Confirm',
    remove: 'Remove',
    missing: 'Enter the 6-digit code.',
  },
  ID: {
    invalid: 'Masukkan alamat email yang valid, misalnya nama@contoh.com.',
    sent: 'Kami mengirim kode 6 digit ke ayu@example.com. Masukkan di sini untuk mengonfirmasi alamat; sebelum itu, tidak ada yang berubah.',
    current: 'Kami juga mengirim pesan Anda ke ayu@example.com.',
    send: 'Kirim kode',
    confirm: 'Konfirmasi',
    remove: 'Hapus',
    missing: 'Masukkan kode 6 digit.',
  },
} as const;

describe.each(['IN', 'ID'] as const)('contact details in %s', (market) => {
  let h: Harness | undefined;
  afterEach(() => cleanup(h));
  const w = WORDS[market];

  it('sends a code to a new e-mail address, confirms it, and removes it', async () => {
    let state: { email: string | null; pending: string | null } = { email: null, pending: null };
    h = await renderPage(
      EmailCard,
      '/messages',
      {
        [EMAIL]: (body) => {
          if (typeof body.email === 'string') state = { ...state, pending: body.email };
          return { code: '0', data: state };
        },
        [EMAIL_CONFIRM]: () => {
          state = { email: state.pending, pending: null };
          return { code: '0', data: state };
        },
        [EMAIL_REMOVE]: () => {
          state = { email: null, pending: null };
          return { code: '0', data: state };
        },
      },
      market,
    );
    const input = h.$<HTMLInputElement>('msg-email-input');
    await fill(input, 'ayu@example');
    await click(h.view.getByRole('button', { name: w.send }));
    // Said in the borrower's words, on the field, and nothing sent.
    expect(h.view.getByRole('alert').textContent).toBe(w.invalid);
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(h.sent(EMAIL)).toEqual([{}]);

    await fill(input, '  ayu@example.com ');
    await click(h.view.getByRole('button', { name: w.send }));
    expect(h.sent(EMAIL)).toEqual([{}, { email: 'ayu@example.com' }]);
    expect(h.view.getByText(w.sent)).toBeTruthy();

    // A code that is not six digits is said on its field, and not sent.
    await fill(h.$<HTMLInputElement>('email-code'), '12a3');
    expect(h.$<HTMLInputElement>('email-code')?.value).toBe('123');
    await click(h.view.getByRole('button', { name: w.confirm }));
    expect(h.view.getByRole('alert').textContent).toBe(w.missing);
    expect(h.sent(EMAIL_CONFIRM)).toEqual([]);
    await fill(h.$<HTMLInputElement>('email-code'), '123456');
    await click(h.view.getByRole('button', { name: w.confirm }));
    expect(h.sent(EMAIL_CONFIRM)).toEqual([{ code: '123456' }]);
    expect(h.$('msg-email-current')?.textContent).toBe(w.current);

    await click(h.view.getByRole('button', { name: w.remove }));
    expect(h.sent(EMAIL_REMOVE)).toEqual([{}]);
    expect(h.$('msg-email-current')).toBeNull();
    expect(h.$('msg-email-input')).not.toBeNull();
  });
});
