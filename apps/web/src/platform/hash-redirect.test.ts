import { describe, it, expect } from 'vitest';
import { legacyHashTarget } from './hash-redirect.ts';

const at = (pathname: string, hash: string, search = '') =>
  legacyHashTarget({ pathname, search, hash });

describe('legacyHashTarget', () => {
  it('maps a root hash link to the same path and query', () => {
    expect(at('/', '#/orders?sessionId=a')).toBe('/orders?sessionId=a');
  });

  it('maps an /index.html hash link and drops the trailing slash', () => {
    expect(at('/index.html', '#/borrowDetail/?orderId=3')).toBe('/borrowDetail?orderId=3');
  });

  it('maps a hash link without a query', () => {
    expect(at('/', '#/orders')).toBe('/orders');
  });

  it('maps #/ to the home page', () => {
    expect(at('/', '#/')).toBe('/');
  });

  it('keeps a query written before the hash', () => {
    expect(at('/', '#/orders?sessionId=a', '?userId=7')).toBe('/orders?sessionId=a&userId=7');
  });

  it('lets the hash query win over the outer query for the same parameter', () => {
    expect(at('/', '#/orders?sessionId=inner', '?sessionId=outer')).toBe('/orders?sessionId=inner');
  });

  it('carries the outer query when the hash has none', () => {
    expect(at('/', '#/orders', '?sessionId=a')).toBe('/orders?sessionId=a');
  });

  it('ignores addresses without a hash route', () => {
    expect(at('/', '')).toBeNull();
    expect(at('/', '#section')).toBeNull();
  });

  it('ignores hash routes on other pages', () => {
    expect(at('/orders', '#/orders')).toBeNull();
    expect(at('/app/index.html', '#/orders')).toBeNull();
  });
});
