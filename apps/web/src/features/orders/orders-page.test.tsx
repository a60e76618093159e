import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../platform/language-choice.ts';
import { cleanup, click, renderPage, type Harness } from '../../platform/page-test-harness.tsx';
import { captureSessionParams, sessionParams } from '../../platform/session.ts';
import { toastSnapshot } from '../../platform/toast.ts';
import OrdersPage from './orders-page.tsx';

const LIST = '/film/order/list';

let h: Harness | undefined;
afterEach(() => {
  cleanup(h);
  h = undefined;
});

describe('/orders: the way to the messages', () => {
  it.each([
    ['IN', 3, 'Messages, 3 unread', '3'],
    ['ID', 3, 'Pesan, 3 belum dibaca', '3'],
    ['IN', 0, 'Messages', undefined],
    ['ID', 120, 'Pesan, 120 belum dibaca', '99+'],
  ] as const)('%s with %i unread: named %j, the badge %j', async (market, unread, name, badge) => {
    h = await renderPage(
      OrdersPage,
      '/orders',
      { [LIST]: { code: '0', data: { orders: [], unread } } },
      market,
    );
    const link = h.view.getByRole('link', { name });
    expect(new URL(link.getAttribute('href') ?? '', 'http://localhost').pathname).toBe('/messages');
    expect(h.$('orders-unread')?.textContent).toBe(badge);
  });
});

describe('/orders: the way to the privacy centre', () => {
  it.each([
    ['IN', 'Privacy & my data'],
    ['ID', 'Privasi & data saya'],
  ] as const)('%s: %j, with no loan yet too', async (market, name) => {
    captureSessionParams('?sessionId=s-1&userId=1');
    h = await renderPage(
      OrdersPage,
      '/orders?sessionId=s-1&userId=1',
      { [LIST]: { code: '0', data: { orders: [], unread: 0 } } },
      market,
    );
    const link = h.view.getByRole('link', { name });
    const to = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(to.pathname).toBe('/privacy');
    expect(to.searchParams.get('sessionId')).toBe('s-1');
  });
});

describe('/orders: the language switch', () => {
  const LANGUAGE = '/film/borrower/language';
  const EMPTY = { [LIST]: { code: '0', data: { orders: [], unread: 0 } } };
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it.each([
    ['en-IN', 'English', 'Language'],
    ['hi-IN', 'हिन्दी', 'भाषा'],
  ] as const)(
    'India in %s: both languages, each named in itself, %s marked as the one on screen',
    async (locale, current, label) => {
      h = await renderPage(OrdersPage, '/orders', EMPTY, locale);
      const group = h.view.getByRole('group', { name: label });
      const options = within(group).getAllByRole('button');
      expect(options.map((b) => [b.textContent, b.getAttribute('lang')])).toEqual([
        ['English', 'en-IN'],
        ['हिन्दी', 'hi-IN'],
      ]);
      expect(options.filter((b) => b.getAttribute('aria-current') === 'true')).toEqual([
        within(group).getByRole('button', { name: current }),
      ]);
    },
  );

  it('Indonesia: no switch, Bahasa Indonesia is its one language', async () => {
    h = await renderPage(OrdersPage, '/orders', EMPTY, 'ID');
    expect(h.view.queryByRole('group')).toBeNull();
    expect(h.$('language-switch')).toBeNull();
  });

  it('choosing Hindi tells the server, keeps the flag as boot reads it, and reloads the screen in place', async () => {
    captureSessionParams('?sessionId=s-lang&userId=1&lang=en-IN');
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    h = await renderPage(
      OrdersPage,
      '/orders?sessionId=s-lang&userId=1&lang=en-IN',
      { ...EMPTY, [LANGUAGE]: (body) => ({ code: '0', data: { locale: body.locale } }) },
      'en-IN',
    );
    await click(h.view.getByRole('button', { name: 'हिन्दी' }));
    expect(h.sent(LANGUAGE)).toEqual([{ locale: 'hi-IN' }]);
    expect(localStorage.getItem('lang')).toBe('hi-IN');
    expect(sessionParams().lang).toBe('hi-IN');
    // The same screen, its address now naming the language chosen.
    expect(window.location.pathname).toBe('/orders');
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('hi-IN');
    expect(new URLSearchParams(window.location.search).get('sessionId')).toBe('s-lang');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the language on screen is no choice; a refusal says why and changes nothing', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    h = await renderPage(
      OrdersPage,
      '/orders',
      { ...EMPTY, [LANGUAGE]: { code: '1', message: 'Please try again later.' } },
      'en-IN',
    );
    await click(h.view.getByRole('button', { name: 'English' }));
    expect(h.sent(LANGUAGE)).toEqual([]);
    await click(h.view.getByRole('button', { name: 'हिन्दी' }));
    expect(h.sent(LANGUAGE)).toEqual([{ locale: 'hi-IN' }]);
    expect(toastSnapshot().message?.text).toBe('Please try again later.');
    expect(localStorage.getItem('lang')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('/orders in Hindi', () => {
  it('writes the day a loan was applied for with Hindi months, on India’s calendar', async () => {
    const order = {
      orderId: 7,
      productId: 2,
      productName: 'Tenora Flexi',
      productLogo: '/logo.svg',
      amount: 1_234_567_50,
      market: 'IN',
      status: 5,
      statusText: 'बकाया',
      // 22 November in India, still the 21st in UTC.
      createdAt: '2026-11-21T19:00:00.000Z',
    };
    h = await renderPage(
      OrdersPage,
      '/orders',
      { [LIST]: { code: '0', data: { orders: [order], unread: 0 } } },
      'hi-IN',
    );
    const row = h.$('order-row');
    expect(row?.textContent).toContain('22 नव॰ 2026');
    expect(row?.textContent).toContain('₹12,34,567.50');
    expect(row?.textContent).not.toMatch(/Nov/);
  });
});
