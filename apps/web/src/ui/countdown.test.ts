import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, useCountdown } from './countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createCountdown', () => {
  it('waits at the full count until started', () => {
    const c = createCountdown(60);
    expect(c.snapshot()).toEqual({ remaining: 60, running: false });
    vi.advanceTimersByTime(5000);
    expect(c.snapshot()).toEqual({ remaining: 60, running: false });
  });

  it('ticks down once a second', () => {
    const c = createCountdown(60);
    c.start();
    expect(c.snapshot()).toEqual({ remaining: 60, running: true });
    vi.advanceTimersByTime(999);
    expect(c.snapshot().remaining).toBe(60);
    vi.advanceTimersByTime(1);
    expect(c.snapshot()).toEqual({ remaining: 59, running: true });
    vi.advanceTimersByTime(58_000);
    expect(c.snapshot()).toEqual({ remaining: 1, running: true });
  });

  it('stops back at the full count when it ends', () => {
    const c = createCountdown(60);
    c.start();
    vi.advanceTimersByTime(60_000);
    expect(c.snapshot()).toEqual({ remaining: 60, running: false });
    vi.advanceTimersByTime(10_000);
    expect(c.snapshot()).toEqual({ remaining: 60, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reset stops and goes back to the full count', () => {
    const c = createCountdown(60);
    c.start();
    vi.advanceTimersByTime(12_000);
    expect(c.snapshot().remaining).toBe(48);
    c.reset();
    expect(c.snapshot()).toEqual({ remaining: 60, running: false });
    vi.advanceTimersByTime(5000);
    expect(c.snapshot()).toEqual({ remaining: 60, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('start while running starts again from the full count', () => {
    const c = createCountdown(60);
    c.start();
    vi.advanceTimersByTime(30_000);
    c.start();
    expect(c.snapshot()).toEqual({ remaining: 60, running: true });
    vi.advanceTimersByTime(59_000);
    expect(c.snapshot()).toEqual({ remaining: 1, running: true });
    expect(vi.getTimerCount()).toBe(1);
  });

  it('counts against the clock when ticks come late (a throttled webview)', () => {
    const c = createCountdown(60);
    c.start();
    // The timer is held back while the clock moves on 45 s.
    vi.setSystemTime(Date.now() + 45_000);
    vi.advanceTimersByTime(1000);
    expect(c.snapshot()).toEqual({ remaining: 14, running: true });
  });

  it('notifies subscribers of each change until unsubscribed', () => {
    const c = createCountdown(3);
    const listener = vi.fn();
    const unsubscribe = c.subscribe(listener);
    c.start();
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    // 2, 1, then back to 3 stopped.
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    c.start();
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe('useCountdown', () => {
  it('renders the seconds left and the label comes back at the end', async () => {
    let controls: ReturnType<typeof useCountdown> | undefined;
    function Resend() {
      controls = useCountdown(60);
      return createElement(
        'span',
        null,
        controls.running ? `Resend in ${controls.remaining} s` : 'Resend code',
      );
    }
    const { container: host, unmount } = render(createElement(Resend));
    expect(host.textContent).toBe('Resend code');

    await act(async () => controls?.start());
    expect(host.textContent).toBe('Resend in 60 s');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(host.textContent).toBe('Resend in 59 s');
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(host.textContent).toBe('Resend code');

    await act(async () => controls?.start());
    await act(async () => vi.advanceTimersByTime(5000));
    expect(host.textContent).toBe('Resend in 55 s');
    await act(async () => controls?.reset());
    expect(host.textContent).toBe('Resend code');

    await act(async () => controls?.start());
    unmount();
    host.remove();
    expect(vi.getTimerCount()).toBe(0);
  });
});
