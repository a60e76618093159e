import { afterEach, describe, expect, it, vi } from 'vitest';
import { openUpiMandate } from './open-upi-mandate.ts';

const LINK = 'upi://mandate?pa=t%40sbx&pn=T&am=5000.00&mn=Autopay&tr=mnd_1&cu=INR';

afterEach(() => {
  delete window.TenoraBridge;
  vi.restoreAllMocks();
});

describe('openUpiMandate', () => {
  it('hands a UPI mandate link to the shell as openUpi, which opens the phone’s UPI apps', () => {
    const postMessage = vi.fn<(json: string) => void>();
    window.TenoraBridge = { postMessage };
    expect(openUpiMandate(LINK)).toBe(true);
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({
      action: 'openUpi',
      payload: { url: LINK },
    });
  });

  it('refuses anything but a UPI mandate link, a pay link too, even with a shell', () => {
    const postMessage = vi.fn<(json: string) => void>();
    window.TenoraBridge = { postMessage };
    for (const link of [
      'https://evil.example/mandate',
      'upi://pay?pa=x&am=1',
      'javascript:alert(1)',
      '/film/sandbox/mandate?reference=mnd_1',
    ])
      expect(openUpiMandate(link)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
