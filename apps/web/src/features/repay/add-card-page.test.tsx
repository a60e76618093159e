import { afterEach, describe, expect, it } from 'vitest';
import { toastSnapshot } from '../../platform/toast.ts';
import AddCardPage from './add-card-page.tsx';
import {
  blur,
  cleanup,
  click,
  fill,
  renderPage,
  type Harness,
} from '../../platform/page-test-harness.tsx';

const BANKS = '/pay/loan/bank-list';
const BIND = '/pay/loan/bind-card';

const banks = {
  code: '00',
  data: [
    { bankCode: 'HDFC', bankName: 'HDFC Bank' },
    { bankCode: 'SBI', bankName: 'State Bank of India' },
  ],
};
const bound = {
  code: '00',
  data: { id: 31, bankName: 'HDFC Bank', cardNo: '•••• 1111', bankCode: 'HDFC' },
};
const ADDRESS =
  '/addnormalcard?orderId=5&productId=7&from=payway&couponId=C1&withholdingAmount=300';

let h: Harness | undefined;
afterEach(async () => {
  await cleanup(h);
  h = undefined;
});

describe('/addnormalcard', () => {
  it('keeps the button off until bank, a valid number and a name are there, then binds', async () => {
    h = await renderPage(AddCardPage, ADDRESS, { [BANKS]: banks, [BIND]: bound });
    const save = h.$<HTMLButtonElement>('save-card');
    const select = h.$<HTMLSelectElement>('bank-select');
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toEqual([
      'Choose your bank',
      'HDFC Bank',
      'State Bank of India',
    ]);
    expect(save?.disabled).toBe(true);

    const number = h.$<HTMLInputElement>('card-number');
    expect(number?.getAttribute('inputmode')).toBe('numeric');
    expect(number?.getAttribute('autocomplete')).toBe('cc-number');
    await fill(number, '4111-1111 1111 111');
    expect(number?.value).toBe('4111 1111 1111 111');
    await blur(number);
    expect(h.$('card-error')?.textContent).toBe('Please check the card number');
    await fill(number, '4111 1111 1111 1112');
    await blur(number);
    expect(h.$('card-error')).not.toBeNull();
    await fill(number, '4111111111111111');
    expect(number?.value).toBe('4111 1111 1111 1111');
    expect(h.$('card-error')).toBeNull();

    await fill(select, 'HDFC');
    await fill(h.$('holder-name'), ' A ');
    expect(save?.disabled).toBe(true);
    await fill(h.$('holder-name'), '  Asha Rao ');
    expect(save?.disabled).toBe(false);

    await click(save);
    expect(h.sent(BIND)).toEqual([
      { bankCode: 'HDFC', cardNo: '4111111111111111', holderName: 'Asha Rao' },
    ]);
    expect(toastSnapshot().message?.text).toBe('Card added');
    expect(h.navigate).toHaveBeenCalledTimes(1);
    const [to, options] = h.navigate.mock.calls[0] ?? [];
    const back = new URL(String(to), 'http://x');
    expect(back.pathname).toBe('/repay');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      orderId: '5',
      productId: '7',
      couponId: 'C1',
      withholdingAmount: '300',
      method: 'card',
    });
    expect(options).toEqual({ replace: true });
    expect(JSON.stringify(localStorage)).not.toContain('4111');
    expect(JSON.stringify(sessionStorage)).not.toContain('4111');
  });

  it('shows a short number as an error on blur, and nothing for an empty field', async () => {
    h = await renderPage(AddCardPage, ADDRESS, { [BANKS]: banks });
    const number = h.$<HTMLInputElement>('card-number');
    await blur(number);
    expect(h.$('card-error')).toBeNull();
    await fill(number, '4111 11');
    await blur(number);
    expect(h.$('card-error')).not.toBeNull();
  });

  it('stays on the form and toasts the server message when binding fails', async () => {
    h = await renderPage(AddCardPage, ADDRESS, {
      [BANKS]: banks,
      [BIND]: { code: '01', message: 'This card is not supported' },
    });
    await fill(h.$('bank-select'), 'SBI');
    await fill(h.$('card-number'), '4111111111111111');
    await fill(h.$('holder-name'), 'Asha Rao');
    await click(h.$('save-card'));
    expect(toastSnapshot().message?.text).toBe('This card is not supported');
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.$<HTMLInputElement>('card-number')?.value).toBe('4111 1111 1111 1111');
  });

  it('shows the failure with a retry when the banks cannot load', async () => {
    h = await renderPage(AddCardPage, ADDRESS, { [BANKS]: { code: '01', message: 'Down' } });
    expect(h.host.textContent).toContain('We could not load the list of banks.');
    expect(h.host.textContent).toContain('Try again');
  });
});
