import { describe, it, expect, beforeEach } from 'vitest';
import { captureSessionParams, sessionParams, withSession } from './session.ts';

const STORAGE_KEY = 'tenora.session';

function stored(): unknown {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

beforeEach(() => {
  sessionStorage.clear();
  captureSessionParams('');
  sessionStorage.clear();
});

describe('captureSessionParams', () => {
  it('keeps the session parameters from the address in sessionStorage', () => {
    const params = captureSessionParams('?sessionId=s1&userId=7&appName=tenora-in');
    expect(params).toEqual({ sessionId: 's1', userId: '7', appName: 'tenora-in' });
    expect(stored()).toEqual({ sessionId: 's1', userId: '7', appName: 'tenora-in' });
    expect(sessionParams()).toEqual(params);
  });

  it('keeps the session when a later address has no parameters', () => {
    captureSessionParams('?sessionId=s1&userId=7');
    expect(captureSessionParams('')).toEqual({ sessionId: 's1', userId: '7' });
    expect(sessionParams()).toEqual({ sessionId: 's1', userId: '7' });
  });

  it('restores the session from sessionStorage after a reload', () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ sessionId: 's1', userId: '7' }));
    expect(captureSessionParams('')).toEqual({ sessionId: 's1', userId: '7' });
  });

  it('updates kept parameters from an address without a sessionId', () => {
    captureSessionParams('?sessionId=s1&userId=7');
    expect(captureSessionParams('?lang=id')).toEqual({ sessionId: 's1', userId: '7', lang: 'id' });
  });

  it('replaces the whole session when the address brings a new sessionId', () => {
    captureSessionParams('?sessionId=s1&userId=7');
    expect(captureSessionParams('?sessionId=s2&deviceId=d2')).toEqual({
      sessionId: 's2',
      deviceId: 'd2',
    });
    expect(stored()).toEqual({ sessionId: 's2', deviceId: 'd2' });
  });

  it('ignores parameters that are not session parameters', () => {
    expect(captureSessionParams('?sessionId=s1&orderId=3&token=x')).toEqual({ sessionId: 's1' });
  });

  it('drops values longer than 256 characters', () => {
    const long = 'x'.repeat(257);
    const ok = 'y'.repeat(256);
    expect(captureSessionParams(`?sessionId=s1&userId=${long}&deviceId=${ok}`)).toEqual({
      sessionId: 's1',
      deviceId: ok,
    });
  });

  it('ignores empty values', () => {
    expect(captureSessionParams('?sessionId=s1&userId=')).toEqual({ sessionId: 's1' });
  });

  it('survives garbage in sessionStorage', () => {
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(captureSessionParams('?userId=7')).toEqual({ userId: '7' });
  });
});

describe('withSession', () => {
  beforeEach(() => {
    captureSessionParams('?sessionId=s1&userId=7&appName=tenora-in');
  });

  it('carries every session parameter plus the extras', () => {
    const url = new URL(withSession('/borrowDetail', { orderId: 5 }), 'http://x');
    expect(url.pathname).toBe('/borrowDetail');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionId: 's1',
      userId: '7',
      appName: 'tenora-in',
      orderId: '5',
    });
  });

  it('does not override a parameter already in the path', () => {
    const url = new URL(withSession('/orders?userId=9'), 'http://x');
    expect(url.searchParams.get('userId')).toBe('9');
    expect(url.searchParams.get('sessionId')).toBe('s1');
  });

  it('skips undefined extras', () => {
    const url = new URL(withSession('/orders', { orderId: undefined }), 'http://x');
    expect(url.searchParams.has('orderId')).toBe(false);
  });

  it('returns the bare path when there is no session and no extras', () => {
    sessionStorage.clear();
    captureSessionParams('');
    expect(withSession('/orders')).toBe('/orders');
  });
});
