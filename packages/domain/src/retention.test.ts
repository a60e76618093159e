import { describe, expect, it } from 'vitest';
import { retentionCutoff } from './retention.ts';

describe('retentionCutoff', () => {
  it('is the local midnight of the same day so many months back, in the market’s zone', () => {
    // 22 Nov 2027 in both zones: India's day began at 18:30 UTC the day before, Indonesia's at 17:00.
    const now = new Date('2027-11-22T00:00:00Z');
    expect(retentionCutoff(now, 12, 'IN').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(retentionCutoff(now, 12, 'ID').toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });

  it('counts whole days: any hour of a local day draws the same line', () => {
    const early = retentionCutoff(new Date('2027-03-30T18:31:00Z'), 1, 'IN');
    const late = retentionCutoff(new Date('2027-03-31T18:29:00Z'), 1, 'IN');
    // 31 March less a month is the last of February.
    expect(early.toISOString()).toBe('2027-02-27T18:30:00.000Z');
    expect(late).toEqual(early);
  });
});
