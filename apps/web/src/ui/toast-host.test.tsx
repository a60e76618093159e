import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, navigate } from '../platform/router.tsx';
import { showToast } from '../platform/toast.ts';
import { ToastHost } from './toast-host.tsx';

afterEach(cleanup);

/** A screen with the app's toast host and a link on to the next screen. */
function Screen() {
  return (
    <>
      <ToastHost />
      <Link href="/repay?orderId=7">Repay</Link>
    </>
  );
}

const toast = () => screen.queryByRole('alert')?.textContent ?? null;

describe('a toast', () => {
  it('shows on the screen it was raised on, and does not follow the borrower to the next', () => {
    window.history.replaceState(null, '', '/complainDetails?problemId=9');
    render(<Screen />);
    act(() => showToast('Thank you for your rating'));
    expect(toast()).toBe('Thank you for your rating');

    fireEvent.click(screen.getByRole('link', { name: 'Repay' }));
    expect(window.location.pathname).toBe('/repay');
    expect(toast()).toBeNull();
  });

  it('raised as the app moves on, is shown on the screen it was raised for', () => {
    window.history.replaceState(null, '', '/addnormalcard');
    render(<Screen />);
    act(() => {
      navigate('/repay?orderId=7');
      showToast('Card added');
    });
    expect(toast()).toBe('Card added');
  });
});
