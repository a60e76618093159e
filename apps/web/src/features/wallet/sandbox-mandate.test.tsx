import type { Market } from '@tenora/domain/market';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, renderPage, type Harness } from '../../platform/page-test-harness.tsx';
import WalletPage from './wallet-page.tsx';

const SHOW = '/film/dev/mandates/show';
const ANSWER = '/film/dev/mandates/answer';

const asked = (market: Market, over: Record<string, unknown> = {}) => ({
  code: '0',
  data: {
    reference: 'mnd_1',
    status: 'approving',
    maxAmount: market === 'IN' ? 500_000 : 125_000_000,
    kind: market === 'IN' ? 'upi_autopay' : 'direct_debit',
    market,
    ...over,
  },
});

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
});

const text = () => h?.host.textContent ?? '';
const button = (name: string) => h?.view.getByRole('button', { name });

/** The wallet page with `mandate`: the sandbox's page is its own chunk, waited for. */
async function open(address: string, routes: Parameters<typeof renderPage>[2], market: Market) {
  h = await renderPage(WalletPage, address, routes, market);
  await waitFor(() => expect(h?.host.querySelector('h1')).not.toBeNull(), { timeout: 5000 });
  return h;
}

describe('/alipayrepayment?mandate=: the sandbox’s UPI app or bank, asked to approve a mandate', () => {
  it('IN: shows what is asked, approves it, and goes back to Repay for the loan', async () => {
    h = await open(
      '/alipayrepayment?mandate=mnd_1&orderId=5&productId=7',
      {
        [SHOW]: asked('IN'),
        [ANSWER]: { code: '0', data: { reference: 'mnd_1', status: 'active' } },
      },
      'IN',
    );
    expect(h.sent(SHOW)).toEqual([{ reference: 'mnd_1' }]);
    expect(h.view.getByRole('heading', { name: 'Sandbox UPI app' })).toBeTruthy();
    expect(h.$('mandate-asks')?.textContent).toBe(
      'Tenora Sandbox asks to debit up to ₹5,000 from your account, each time as presented.',
    );
    expect(text()).toContain('A test: no real money moves.');
    await click(button('Approve'));
    expect(h.sent(ANSWER)).toEqual([{ reference: 'mnd_1', outcome: 'approve' }]);
    expect(h.navigate).toHaveBeenCalledTimes(1);
    const [to, options] = h.navigate.mock.calls[0] ?? [''];
    const url = new URL(to, 'http://x');
    expect(url.pathname).toBe('/repay');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ orderId: '5', productId: '7' });
    expect(options).toEqual({ replace: true });
  });

  it('ID: in Bahasa Indonesia and rupiah; declined with no loan named, it says so and leads back', async () => {
    h = await open(
      '/alipayrepayment?mandate=mnd_1',
      {
        [SHOW]: asked('ID'),
        [ANSWER]: { code: '0', data: { reference: 'mnd_1', status: 'refused' } },
      },
      'ID',
    );
    expect(h.view.getByRole('heading', { name: 'Bank sandbox' })).toBeTruthy();
    expect(h.$('mandate-asks')?.textContent).toMatch(
      /^Tenora Sandbox meminta izin mendebet rekening Anda hingga Rp\s?1\.250\.000 setiap kali ditagihkan\.$/,
    );
    await click(button('Tolak'));
    expect(h.sent(ANSWER)).toEqual([{ reference: 'mnd_1', outcome: 'decline' }]);
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.view.getByRole('heading', { name: 'Mandat ditolak' })).toBeTruthy();
    expect(text()).toContain('Sekarang Anda dapat kembali ke Tenora.');
    expect(button('Kembali ke Tenora')).toBeTruthy();
  });

  it('a mandate already answered offers nothing to approve', async () => {
    h = await open(
      '/alipayrepayment?mandate=mnd_1&orderId=5',
      { [SHOW]: asked('IN', { status: 'active' }) },
      'IN',
    );
    expect(text()).toContain(
      'This mandate was already answered: there is nothing more to approve.',
    );
    expect(h.view.queryByRole('button', { name: 'Approve' })).toBeNull();
    await click(button('Back to Tenora'));
    expect(String(h.navigate.mock.calls[0]?.[0])).toMatch(/^\/repay\?orderId=5/);
    expect(h.sent(ANSWER)).toEqual([]);
  });

  it('without a reference, there is nothing to show', async () => {
    h = await open('/alipayrepayment?mandate=&orderId=5', {}, 'IN');
    expect(h.view.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(h.sent(SHOW)).toEqual([]);
  });
});
