import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanup,
  click,
  fill,
  renderPage,
  type Harness,
} from '../../platform/page-test-harness.tsx';
import { DetailsCard } from './details-card.tsx';

const EMAIL = '/film/borrower/email';
const PHONE = '/film/borrower/phone';
const PHONE_CONFIRM = '/film/borrower/phone/confirm';

const WORDS = {
  IN: {
    phone: '98765 43210',
    typed: '91234 56780',
    e164: '+919123456780',
    badPhone: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
    phoneSent:
      'We sent a code to your number 98765 43210 and another to 91234 56780. Enter both; until then, your number stays.',
    missing: 'Enter the 6-digit code.',
  },
  ID: {
    phone: '0812 3456 7890',
    typed: '0813 1111 2222',
    e164: '+6281311112222',
    badPhone: 'Masukkan nomor ponsel yang valid, diawali 08 (10 sampai 13 digit).',
    phoneSent:
      'Kami mengirim kode ke nomor Anda 0812 3456 7890 dan satu lagi ke 0813 1111 2222. Masukkan keduanya; sebelum itu, nomor Anda tetap.',
    missing: 'Masukkan kode 6 digit.',
  },
} as const;

const OWN: Record<'IN' | 'ID', string> = { IN: '+919876543210', ID: '+6281234567890' };

describe.each(['IN', 'ID'] as const)('contact details in %s', (market) => {
  let h: Harness | undefined;
  afterEach(() => cleanup(h));
  const w = WORDS[market];

  it('moves the number only with both codes, checking the new number first', async () => {
    let state: { phone: string; pending: string | null } = { phone: OWN[market], pending: null };
    h = await renderPage(
      DetailsCard,
      // Not /privacy's own words only: the card comes with the centre's lower half, which loads
      // the `orders` words beside them (privacy-page.tsx); an address that is no route has all.
      '/my-details',
      {
        [EMAIL]: { code: '0', data: { email: null, pending: null } },
        [PHONE]: (body) => {
          if (typeof body.phone === 'string') state = { ...state, pending: body.phone };
          return { code: '0', data: state };
        },
        [PHONE_CONFIRM]: () => {
          state = { phone: state.pending ?? state.phone, pending: null };
          return { code: '0', data: state };
        },
      },
      market,
    );
    expect(h.$('phone-current')?.textContent).toBe(w.phone);
    await click(h.$('phone-change'));
    await fill(h.$<HTMLInputElement>('phone-input'), '12345');
    await click(h.$('phone-send'));
    expect(h.view.getByRole('alert').textContent).toBe(w.badPhone);
    expect(h.sent(PHONE)).toEqual([{}]);

    await fill(h.$<HTMLInputElement>('phone-input'), w.typed);
    await click(h.$('phone-send'));
    expect(h.sent(PHONE)).toEqual([{}, { phone: w.e164 }]);
    expect(h.view.getByText(w.phoneSent)).toBeTruthy();

    // Both codes are needed.
    await fill(h.$<HTMLInputElement>('phone-code-new'), '654321');
    await click(h.$('phone-confirm'));
    expect(h.view.getByRole('alert').textContent).toBe(w.missing);
    expect(h.sent(PHONE_CONFIRM)).toEqual([]);
    await fill(h.$<HTMLInputElement>('phone-code-current'), '123456');
    await click(h.$('phone-confirm'));
    expect(h.sent(PHONE_CONFIRM)).toEqual([{ currentCode: '123456', newCode: '654321' }]);
    expect(h.$('phone-current')?.textContent).toBe(w.typed);
  });
});
