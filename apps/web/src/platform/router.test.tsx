import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, routeKey, StaticLocation, useLocation, useSearch } from './router.tsx';

afterEach(cleanup);

function Where() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <>
      <output>{`${path}|${search}`}</output>
      <Link href="/repay?orderId=7">Repay</Link>
    </>
  );
}

const shown = () => screen.getByRole('status').textContent;

describe('the router', () => {
  it('a link shows the screen it names, and back shows the one before', () => {
    window.history.replaceState(null, '', '/orders?lang=id');
    render(<Where />);
    expect(shown()).toBe('/orders|lang=id');

    const leftToBrowser = fireEvent.click(screen.getByRole('link', { name: 'Repay' }));
    expect(leftToBrowser).toBe(false);
    expect(window.location.pathname).toBe('/repay');
    expect(shown()).toBe('/repay|orderId=7');

    act(() => {
      window.history.replaceState(null, '', '/orders?lang=id');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown()).toBe('/orders|lang=id');
  });

  it('a click meant for a new tab is left to the browser', () => {
    window.history.replaceState(null, '', '/orders');
    render(<Where />);
    const link = screen.getByRole('link', { name: 'Repay' });
    const leftToBrowser = fireEvent.click(link, { ctrlKey: true });
    expect(leftToBrowser).toBe(true);
    expect(shown()).toBe('/orders|');
  });

  it('an address matches its screen whatever its case or final slash', () => {
    expect(routeKey('/About/')).toBe(routeKey('/about'));
    expect(routeKey('/')).toBe('/');
    expect(routeKey('/aboutUs')).not.toBe(routeKey('/About'));
  });

  it('the pre-render draws the page at the address it is given', () => {
    const html = renderToString(
      <StaticLocation value={{ path: '/privacyPolicy', search: '' }}>
        <Where />
      </StaticLocation>,
    );
    expect(html).toContain('/privacyPolicy|');
  });
});
