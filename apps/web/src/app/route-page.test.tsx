import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../platform/app-context.tsx';
import { testAppOf } from '../platform/i18n/all-messages.ts';

import { withWords } from '../platform/i18n/catalogues.ts';
import { isChunkFailure, RouteBoundary, routePage } from './route-page.tsx';

const none = () => Promise.resolve({ default: () => null });
import { prefetchAllowed, routeOfLink } from './prefetch.ts';

const CHROMIUM_OFFLINE = new TypeError(
  'Failed to fetch dynamically imported module: https://app.test/assets/loan-details-page-x.js',
);

function inApp(children: ReactNode, market: 'IN' | 'ID' = 'IN') {
  return (
    <AppContext.Provider value={testAppOf(market)}>
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </AppContext.Provider>
  );
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('routePage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("says you're offline when the chunk does not arrive, and Retry imports it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(CHROMIUM_OFFLINE)
      .mockRejectedValueOnce(CHROMIUM_OFFLINE)
      .mockResolvedValue({ default: () => <p>loan details</p> });
    const { Page } = routePage(load);
    render(inApp(<Page />, 'ID'));
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('Anda sedang offline');

    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('Anda sedang offline');

    // The connection comes back: no tap needed.
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(screen.getByText('loan details')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('says something went wrong when the page itself crashes, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    const Flaky = () => {
      if (crash) throw new Error('render failed');
      return <p>loaded</p>;
    };
    const load = vi.fn(() => Promise.resolve({ default: Flaky }));
    const { Page } = routePage(load);
    render(inApp(<Page />));
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
    // Not a connection problem: coming online does nothing, and the chunk is not fetched again.
    act(() => void window.dispatchEvent(new Event('online')));
    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the app-wide boundary shows the crash screen, never a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    const { container } = render(
      inApp(
        <RouteBoundary>
          <Broken />
        </RouteBoundary>,
      ),
    );
    await settle();
    expect(container.textContent).toContain('Something went wrong');
  });
});

describe('what counts as a chunk that did not arrive', () => {
  it.each([
    [CHROMIUM_OFFLINE, true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module: x.js'), true],
    [new Error('Unable to preload CSS for /assets/orders-page-x.css'), true],
    [new Error("Cannot read properties of undefined (reading 'map')"), false],
    ['Failed to fetch dynamically imported module', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkFailure(error)).toBe(expected);
  });
});

describe('idle prefetch', () => {
  const routes = [
    { path: '/borrowDetail', page: none, words: [], load: withWords([], none) },
    { path: '/relevant', page: none, words: [], load: withWords([], none) },
  ];
  const origin = 'https://app.test';

  it('follows only same-origin links to a route of the table', () => {
    expect(routeOfLink('/borrowDetail?orderId=1', origin, routes)?.path).toBe('/borrowDetail');
    expect(routeOfLink('https://app.test/relevant', origin, routes)?.path).toBe('/relevant');
    expect(routeOfLink('https://other.test/relevant', origin, routes)).toBeUndefined();
    expect(routeOfLink('/film/loan/document/file?kind=kfs', origin, routes)).toBeUndefined();
    expect(routeOfLink('tel:+62211234', origin, routes)).toBeUndefined();
  });

  it('stays away when the borrower saves data, is on 2G, or offline', () => {
    const nav = (connection: object | undefined, onLine = true) =>
      ({ connection, onLine }) as unknown as Navigator;
    expect(prefetchAllowed(nav(undefined))).toBe(true);
    expect(prefetchAllowed(nav({ saveData: false, effectiveType: '4g' }))).toBe(true);
    expect(prefetchAllowed(nav({ saveData: true, effectiveType: '4g' }))).toBe(false);
    expect(prefetchAllowed(nav({ effectiveType: '2g' }))).toBe(false);
    expect(prefetchAllowed(nav({ effectiveType: 'slow-2g' }))).toBe(false);
    expect(prefetchAllowed(nav({ effectiveType: '3g' }, false))).toBe(false);
  });
});
