import { describe, expect, it } from 'vitest';
import { formatPercentBps } from './percent.ts';

describe('formatPercentBps', () => {
  it("writes rates in each market's notation", () => {
    expect(formatPercentBps(2400, 'IN')).toBe('24%');
    expect(formatPercentBps(5810, 'IN')).toBe('58.1%');
    expect(formatPercentBps(5, 'IN')).toBe('0.05%');
    expect(formatPercentBps(5, 'ID')).toBe('0,05%');
    expect(formatPercentBps(4278, 'ID')).toBe('42,78%');
  });
});
