import { describe, expect, it } from 'vitest';
import { groupInFours, pathWithQuery, vaQuery } from './va-format.ts';

describe('va-format', () => {
  it('groups a number in fours', () => {
    expect(groupInFours('8808123456789012')).toBe('8808 1234 5678 9012');
    expect(groupInFours('TNR1234567890')).toBe('TNR1 2345 6789 0');
    expect(groupInFours('')).toBe('');
  });

  it('carries only the VA parameters, and builds addresses without the absent ones', () => {
    const q = vaQuery(new URLSearchParams('orderId=5&productId=7&amount=150000&display=1&x=y'));
    expect(q).toEqual({ orderId: '5', productId: '7', amount: '150000', display: '1' });
    expect(pathWithQuery('/that', q)).toBe('/that?orderId=5&productId=7&amount=150000&display=1');
    expect(pathWithQuery('/borrowDetail', { orderId: 5, productId: undefined })).toBe(
      '/borrowDetail?orderId=5',
    );
    expect(pathWithQuery('/x', {})).toBe('/x');
  });
});
