import type { Market } from '@tenora/domain/market';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../../platform/app-context.tsx';
import { ALL_MESSAGES } from '../../platform/i18n/all-messages.ts';
import { cleanup, click, renderPage, type Harness } from '../../platform/page-test-harness.tsx';
import WalletPage from './wallet-page.tsx';

const STATUS = '/pay/loan/payment-status';
const BACK = '/alipayrepayment?reference=ext-1&result=cancel';

const status = (market: Market, data: Record<string, unknown>) => ({
  code: '00',
  data: {
    method: market === 'IN' ? 'netbanking' : 'wallet',
    orderId: 5,
    productId: 7,
    amount: 50_000,
    market,
    ...data,
  },
});

/** The result screen, the provider's answer being `data`. */
const backFrom = (market: Market, data: Record<string, unknown>) =>
  renderPage(WalletPage, BACK, { [STATUS]: status(market, data) }, market);

let h: Harness | undefined;
afterEach(() => cleanup(h));

const text = () => h?.host.textContent ?? '';
const button = (name: string) => h?.view.getByRole('button', { name });

describe('WalletPage: a provider payment back from its hosted page', () => {
  for (const [market, tryAgain] of [
    ['ID', 'Coba lagi'],
    ['IN', 'Try again'],
  ] as const) {
    it(`${market}: a cancelled extension fee is tried again on the extension page, not repaid`, async () => {
      h = await backFrom(market, { status: 'cancelled', purpose: 'extension' });
      await click(button(tryAgain));
      expect(h.navigate).toHaveBeenCalledTimes(1);
      const [to] = h.navigate.mock.calls[0] ?? [''];
      expect(to).toMatch(/^\/repayDelay\?orderId=5&productId=7/);
      expect(text()).not.toMatch(/cara bayar lain|other ways/i);
    });
  }

  it('a repayment cancelled at the wallet is still tried again at the wallet', async () => {
    h = await backFrom('ID', { status: 'cancelled', purpose: 'repayment' });
    await click(button('Coba lagi'));
    expect(h.navigate.mock.calls[0]?.[0]).toMatch(
      /^\/alipayrepayment\?orderId=5&productId=7&amount=50000/,
    );
  });

  it('a payment that expired says when, and to ask for a new one, not that no money was taken', async () => {
    const notice =
      'Nomor ini kedaluwarsa pada 21 Nov 2026 12.30. Jangan dibayar: minta yang baru di layar Bayar.';
    h = await backFrom('ID', {
      status: 'cancelled',
      purpose: 'repayment',
      withdrawn: true,
      notice,
    });
    expect(text()).toContain(notice);
    expect(text()).not.toContain('Tidak ada dana yang terpotong');
    await click(button('Coba lagi'));
    expect(h.navigate).toHaveBeenCalledTimes(1);
  });

  it('an extension fee to refund says the loan was not extended, in both languages', async () => {
    h = await backFrom('IN', { status: 'refund_due', purpose: 'extension' });
    expect(text()).toContain('Your loan was not extended');
    expect(text()).toContain('extension fee of ₹500 will be refunded');
    expect(text()).not.toMatch(/already repaid|wallet/i);
    cleanup(h);
    h = await backFrom('ID', { status: 'refund_due', purpose: 'extension' });
    expect(text()).toContain('Pinjaman Anda tidak diperpanjang');
    expect(text()).not.toContain('sudah lunas');
  });

  it('money refunded says so, with the day, never that it will be refunded, in both languages', async () => {
    h = await backFrom('IN', {
      status: 'refund_due',
      purpose: 'repayment',
      refundedOn: '2026-12-02',
    });
    expect(text()).toContain('Refunded to you');
    expect(text()).toContain('₹500 of this payment was refunded to you on 2 Dec 2026');
    expect(text()).not.toContain('will be refunded');
    cleanup(h);
    h = await backFrom('ID', {
      status: 'refund_due',
      purpose: 'extension',
      refundedOn: '2026-12-02',
    });
    expect(text()).toContain('sudah dikembalikan kepada Anda pada 2 Des 2026');
    expect(text()).not.toContain('akan dikembalikan');
  });

  it('India never reads wallet words: not while loading, not on a net-banking refund', async () => {
    // The provider has not answered yet: the page is loading.
    window.history.replaceState(null, '', BACK);
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
    const loading = render(<WalletPage />, {
      wrapper: ({ children }) => (
        <AppContext.Provider
          value={{
            config: null,
            locale: 'en-IN',
            market: 'IN',
            t: ALL_MESSAGES['en-IN'],
            adoptApp: async () => undefined,
          }}
        >
          {children}
        </AppContext.Provider>
      ),
    });
    expect(loading.container.textContent).toContain('Your payment');
    expect(loading.container.textContent).not.toMatch(/wallet/i);
    loading.unmount();
    vi.unstubAllGlobals();
    h = await backFrom('IN', { status: 'refund_due', purpose: 'repayment' });
    expect(text()).toContain('will be refunded');
    expect(text()).not.toMatch(/wallet/i);
  });
});
