import { describe, it, expect } from 'vitest';
import { checkServerUrl } from './safe-url.ts';

const here = { origin: 'https://app.tenora.in', allowedHosts: ['help.tenora.in'] };
const check = (raw: string) => checkServerUrl(raw, here);

describe('checkServerUrl', () => {
  it('accepts an absolute URL on our own origin', () => {
    const result = check('https://app.tenora.in/orders?x=1');
    expect(result).toMatchObject({ ok: true, sameOrigin: true });
    expect(result.ok && result.url.pathname).toBe('/orders');
  });

  it('accepts a relative URL as our own origin', () => {
    const result = check('/borrowDetail?orderId=3');
    expect(result).toMatchObject({ ok: true, sameOrigin: true });
    expect(result.ok && result.url.href).toBe('https://app.tenora.in/borrowDetail?orderId=3');
  });

  it('accepts an allowed host over https, as another origin', () => {
    const result = check('https://help.tenora.in/x');
    expect(result).toMatchObject({ ok: true, sameOrigin: false });
    expect(result.ok && result.url.href).toBe('https://help.tenora.in/x');
  });

  it('treats the host name case-insensitively', () => {
    expect(check('https://HELP.Tenora.IN/x')).toMatchObject({ ok: true, sameOrigin: false });
    expect(check('HTTPS://APP.TENORA.IN/orders')).toMatchObject({ ok: true, sameOrigin: true });
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    'https://evil.example',
    'http://help.tenora.in/x',
    'https://user:pw@help.tenora.in/x',
    'https://user:pw@app.tenora.in/x',
    'https://help.tenora.in.evil.example/x',
    'https://app.tenora.in.evil.example/x',
    'http://',
  ])('refuses %s', (raw) => {
    expect(check(raw)).toEqual({ ok: false });
  });

  it('refuses another host when no hosts are allowed', () => {
    expect(checkServerUrl('https://help.tenora.in/x', { ...here, allowedHosts: [] })).toEqual({
      ok: false,
    });
  });
});
