import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import type * as ToastModule from './toast.ts';

let toast: typeof ToastModule;

beforeEach(async () => {
  // The store is module state: a fresh copy per test keeps tests independent.
  vi.resetModules();
  vi.useFakeTimers();
  toast = await import('./toast.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toastDuration', () => {
  it.each([
    [undefined, 3000],
    [300, 3000],
    [0, 3000],
    [-5, 3000],
    [Number.NaN, 3000],
    [Number.POSITIVE_INFINITY, 3000],
    [301, 301],
    [5000, 5000],
  ])('%s ms lasts %s ms', (ms, expected) => {
    expect(toast.toastDuration(ms)).toBe(expected);
  });
});

describe('showToast', () => {
  it('shows the message and hides it after 3 s by default', () => {
    toast.showToast('Saved');
    expect(toast.toastSnapshot().message?.text).toBe('Saved');
    vi.advanceTimersByTime(2999);
    expect(toast.toastSnapshot().message?.text).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(toast.toastSnapshot().message).toBeNull();
  });

  it('keeps a 5000 ms toast for 5 s', () => {
    toast.showToast('Longer', 5000);
    vi.advanceTimersByTime(4999);
    expect(toast.toastSnapshot().message?.text).toBe('Longer');
    vi.advanceTimersByTime(1);
    expect(toast.toastSnapshot().message).toBeNull();
  });

  it('treats a very short duration as 3 s', () => {
    toast.showToast('Short', 100);
    vi.advanceTimersByTime(100);
    expect(toast.toastSnapshot().message?.text).toBe('Short');
    vi.advanceTimersByTime(2900);
    expect(toast.toastSnapshot().message).toBeNull();
  });

  it('replaces the current message and gives the new one its full time', () => {
    toast.showToast('First');
    vi.advanceTimersByTime(2000);
    toast.showToast('Second');
    expect(toast.toastSnapshot().message?.text).toBe('Second');
    vi.advanceTimersByTime(2000);
    expect(toast.toastSnapshot().message?.text).toBe('Second');
    vi.advanceTimersByTime(1000);
    expect(toast.toastSnapshot().message).toBeNull();
  });

  it('ignores an empty message', () => {
    toast.showToast('');
    expect(toast.toastSnapshot().message).toBeNull();
  });
});

describe('showLoading', () => {
  it('shows the loading text until hidden', () => {
    const hide = toast.showLoading('Loading…');
    expect(toast.toastSnapshot().loading).toBe('Loading…');
    hide();
    expect(toast.toastSnapshot().loading).toBeNull();
  });

  it('keeps showing while any overlapping load is pending', () => {
    const hideA = toast.showLoading('A');
    const hideB = toast.showLoading('B');
    hideA();
    expect(toast.toastSnapshot().loading).toBe('B');
    hideB();
    expect(toast.toastSnapshot().loading).toBeNull();
  });

  it('falls back to the earlier load when the later one ends first', () => {
    const hideA = toast.showLoading('A');
    const hideB = toast.showLoading('B');
    hideB();
    expect(toast.toastSnapshot().loading).toBe('A');
    hideA();
    expect(toast.toastSnapshot().loading).toBeNull();
  });

  it('is harmless to hide twice', () => {
    const hideA = toast.showLoading('A');
    const hideB = toast.showLoading('B');
    hideA();
    hideA();
    expect(toast.toastSnapshot().loading).toBe('B');
    hideB();
    hideB();
    expect(toast.toastSnapshot().loading).toBeNull();
  });

  it('does not disturb a message shown meanwhile', () => {
    const hide = toast.showLoading('Loading…');
    toast.showToast('Nope');
    hide();
    expect(toast.toastSnapshot()).toMatchObject({ loading: null, message: { text: 'Nope' } });
  });
});

describe('subscribeToasts', () => {
  it('notifies listeners of every change until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = toast.subscribeToasts(listener);
    toast.showToast('Hi');
    expect(listener).toHaveBeenCalledTimes(1);
    const hide = toast.showLoading('Loading…');
    hide();
    expect(listener).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    toast.showToast('Again');
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
