import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderPage, type Harness } from '../../platform/page-test-harness.tsx';
import { captureSessionParams } from '../../platform/session.ts';
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
