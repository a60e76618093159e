import { act, cleanup, fireEvent, render as renderUi } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../../platform/app-context.tsx';
import { configureBridge } from '../../platform/bridge.ts';
import { testAppOf } from '../../platform/i18n/all-messages.ts';

import { toastSnapshot } from '../../platform/toast.ts';
import ChoosePage from './choose-page.tsx';
import InstructionsPage from './instructions-page.tsx';
import ThatPage from './that-page.tsx';

const INIT = '/v3/loan-details/init-pay-type';
const VCODE = '/v3/loan-details/generate-vcode';
const BANKS = {
  banks: [
    { bankName: 'BCA', payCode: 'BCA', method: ['ATM', 'Mobile banking', 'Internet banking'] },
    { bankName: 'Mandiri', payCode: 'MANDIRI', method: ['ATM', 'Mobile banking'] },
  ],
  markets: [],
  market: 'ID',
};
const MARKETS = { banks: [], markets: ['ALFAMART', 'INDOMARET'], market: 'ID' };
const VA = {
  amount: 150_000,
  market: 'ID',
  vcode: '8808123456789012',
  cardNo: '8808123456789012',
  payType: 1,
  payCode: 'BCA',
  specificNum: 1,
  telephone: '0800',
  payStep: [{ name: 'ATM', step: ['Insert your card.', 'Enter the number.'] }],
  billNo: '5',
  expireAt: '2025-03-01T10:30:00.000Z',
  expireDate: '2025-03-01',
  status: 'open',
};

let host: HTMLElement | undefined;
let sent: { path: string; body: Record<string, string> }[] = [];
const navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
const $ = (id: string) => host?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null;
const $$ = (id: string) => [
  ...(host?.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`) ?? []),
];
const toast = () => toastSnapshot().message?.text;

async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

async function click(el: Element | null | undefined) {
  if (!el) throw new Error('nothing to click');
  fireEvent.click(el);
  await settle();
}

async function render(
  Page: ComponentType,
  address: string,
  market: 'IN' | 'ID' = 'ID',
  /** The network, when not the fake server's answers (a slow or absent one). */
  network?: typeof fetch,
) {
  window.history.replaceState(null, '', address);
  vi.stubGlobal(
    'fetch',
    network ??
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://localhost');
        const body = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
        sent.push({ path: url.pathname, body });
        const data =
          url.pathname === INIT
            ? body.pay_type === '2'
              ? MARKETS
              : BANKS
            : url.pathname === VCODE
              ? body.pay_type === '2'
                ? {
                    ...VA,
                    vcode: 'TNR1234567890',
                    payType: 2,
                    payCode: body.payCode,
                    specificNum: 0,
                    payStep: ['Go to the till.', 'Pay.'],
                  }
                : VA
              : null;
        return new Response(JSON.stringify({ code: data ? '00' : '99', message: '', data }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
  );
  configureBridge({
    navigate,
    rateThanks: () => '',
    openInApp: () => '',
    unsafeLink: () => 'unsafe',
    allowedHosts: () => [],
  });
  host = renderUi(
    <AppContext.Provider value={testAppOf(market)}>
      <Page />
    </AppContext.Provider>,
  ).container;
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  sent = [];
  navigate.mockClear();
});
afterEach(() => {
  cleanup();
  host = undefined;
  vi.unstubAllGlobals();
});

const ADDRESS = '?orderId=5&productId=7&amount=150000&display=1';

describe('/individual', () => {
  it('needs a bank and a channel, then keeps the choice and goes to /that', async () => {
    await render(ChoosePage, `/individual${ADDRESS}`);
    expect(sent[0]).toMatchObject({ path: INIT, body: { orderId: '5', pay_type: '1' } });
    expect($$('bank-option').map((b) => b.textContent)).toEqual(['BCA', 'Mandiri']);
    // No bank yet: the channels are there but off, with the reason.
    expect($$('channel-option').every((c) => c.querySelector('input')?.disabled)).toBe(true);
    expect($('channel-option-hint')).not.toBeNull();

    await click($('choose-confirm'));
    expect(toast()).toBe('Silakan lengkapi informasinya');
    await click($$('bank-option')[1]?.querySelector('input'));
    expect($$('channel-option').map((c) => c.textContent)).toEqual(['ATM', 'Mobile banking']);
    await click($('choose-confirm'));
    expect(navigate).not.toHaveBeenCalled();

    await click($$('channel-option')[1]?.querySelector('input'));
    await click($('choose-confirm'));
    expect(localStorage.getItem('payType')).toBe('1');
    expect(localStorage.getItem('payCode')).toBe('MANDIRI');
    expect(localStorage.getItem('specificNum')).toBe('2');
    expect(localStorage.getItem('isDefault')).toBe('0');
    expect(navigate).toHaveBeenCalledWith('/that?orderId=5&productId=7&amount=150000&display=1', {
      replace: true,
    });
  });

  it('India never sees the store choice: not while the options load, not offline', async () => {
    const cases: [string, typeof fetch][] = [
      ['loading', () => new Promise<never>(() => undefined)],
      ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ];
    for (const [, network] of cases) {
      await render(ChoosePage, `/individual${ADDRESS}`, 'IN', network);
      expect(host?.textContent).not.toMatch(/Mini Market|Alfamart|Indomaret/);
      expect(host?.querySelector('[role=radiogroup]')).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('switching type clears the choice and what was stored; a store needs choosing', async () => {
    localStorage.setItem('payType', '1');
    localStorage.setItem('payCode', 'BCA');
    localStorage.setItem('specificNum', '1');
    localStorage.setItem('isDefault', '0');
    await render(ChoosePage, `/individual${ADDRESS}`, 'IN');
    expect($$('bank-option')[0]?.querySelector('input')?.checked).toBe(true);

    await click($('type-market')?.querySelector('input'));
    expect(
      ['payType', 'payCode', 'specificNum', 'isDefault'].map((k) => localStorage.getItem(k)),
    ).toEqual([null, null, null, null]);
    expect(sent.at(-1)?.body.pay_type).toBe('2');
    expect($$('market-option').map((m) => m.textContent)).toEqual(['ALFAMART', 'INDOMARET']);
    await click($('choose-confirm'));
    expect(toast()).toBe('Please complete the information');

    await click($$('market-option')[1]?.querySelector('input'));
    await click($('choose-confirm'));
    expect(localStorage.getItem('payType')).toBe('2');
    expect(localStorage.getItem('payCode')).toBe('INDOMARET');
    expect(localStorage.getItem('specificNum')).toBe('');
    expect(navigate).toHaveBeenCalledTimes(1);

    await click($('type-bank')?.querySelector('input'));
    expect(localStorage.getItem('payCode')).toBeNull();
    expect($$('bank-option').some((b) => b.querySelector('input')?.checked)).toBe(false);
  });
});

describe('/that', () => {
  it('with nothing chosen, pays the first bank by channel 1 as the default', async () => {
    await render(ThatPage, `/that${ADDRESS}`, 'ID');
    expect(sent.find((s) => s.path === VCODE)?.body).toEqual({
      orderId: '5',
      productId: '7',
      amount: '150000',
      pay_type: '1',
      payCode: 'BCA',
      specific_num: '1',
      is_default: '1',
      is_display: '1',
    });
    expect($('va-number')?.textContent).toBe('8808 1234 5678 9012');
    expect($('va-method')?.textContent).toBe('BCA · ATM');
    expect($('va-total')?.textContent).toMatch(/^Rp\s1\.500$/);
    // 10:30 UTC is 17:30 in Jakarta.
    expect($('va-expiry')?.textContent).toMatch(/^Bayar sebelum .*17[.:]30/);
    expect($('va-steps')?.querySelector('h3')?.textContent).toBe('ATM');
    expect($('va-steps')?.querySelectorAll('li')).toHaveLength(2);
    expect($('va-change')?.getAttribute('href')).toBe(
      '/individual?orderId=5&productId=7&amount=150000&display=1',
    );

    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await click($('va-copy'));
    expect(writeText).toHaveBeenCalledWith('8808123456789012');
    expect(toast()).toBe('Berhasil disalin');

    await click($('va-paid'));
    expect(document.querySelector('[role="dialog"]')?.textContent).toMatch(/otomatis/);
    await click($('va-tips-ok'));
    expect(navigate).toHaveBeenCalledWith('/borrowDetail?orderId=5&productId=7', {
      replace: true,
    });
  });

  it('uses the stored store choice and lists its steps', async () => {
    localStorage.setItem('payType', '2');
    localStorage.setItem('payCode', 'ALFAMART');
    localStorage.setItem('specificNum', '');
    localStorage.setItem('isDefault', '0');
    await render(ThatPage, '/that?orderId=5&amount=150000', 'IN');
    expect(sent.map((s) => s.path)).toEqual([VCODE]);
    expect(sent[0]?.body).toMatchObject({ pay_type: '2', payCode: 'ALFAMART', is_default: '0' });
    expect(sent[0]?.body.specific_num).toBeUndefined();
    expect($('va-number')?.textContent).toBe('TNR1 2345 6789 0');
    expect($('va-method')?.textContent).toBe('ALFAMART');
    expect($('va-steps')?.querySelectorAll('ol > li')).toHaveLength(2);
    expect($('va-expiry')?.textContent).toMatch(/^Pay before .*(4|04):00/i);
  });
});

describe('/dragonpayPaymentInstructions', () => {
  const INSTRUCTIONS = '/pay/loan/payment-instructions';
  const instructions = (extra: Record<string, unknown>) =>
    vi.fn<typeof fetch>(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const data =
        path === INSTRUCTIONS
          ? {
              reference: 'TNR1234567890',
              amount: 150_000,
              market: 'ID',
              expireAt: '2025-03-01T10:30:00.000Z',
              place: 'INDOMARET',
              ifsc: null,
              payStep: ['Go to the till.', 'Pay.'],
              rules: ['Pay exactly Rp 1.500.'],
              supportPhone: '0800',
              supportEmail: 'halo@example.com',
              ...extra,
            }
          : null;
      return new Response(JSON.stringify({ code: data ? '00' : '99', message: '', data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });

  it('says a withdrawn code was withdrawn, and shows nothing to pay it with', async () => {
    const notice =
      'Nomor ini ditarik karena jumlah tagihan Anda berubah. Jangan dibayar: minta yang baru di layar Bayar.';
    await render(
      InstructionsPage,
      '/dragonpayPaymentInstructions?reference=TNR1234567890',
      'ID',
      instructions({ withdrawn: true, notice }),
    );
    expect($('instructions-notice')?.textContent).toBe(notice);
    expect($('instructions-rules')).toBeNull();
    expect($('instructions-deadline')).toBeNull();
    expect(host?.textContent).not.toContain('Go to the till.');
  });

  it('shows an open code with its steps and no notice', async () => {
    await render(
      InstructionsPage,
      '/dragonpayPaymentInstructions?reference=TNR1234567890',
      'ID',
      instructions({ withdrawn: false, notice: '' }),
    );
    expect($('instructions-notice')).toBeNull();
    expect($('instructions-rules')).not.toBeNull();
    expect(host?.textContent).toContain('Go to the till.');
  });
});
