import { describe, expect, it } from 'vitest';
import {
  firstRunsBetween,
  hourlyRunsBetween,
  lastSweepBetween,
  type DailyTask,
} from '../src/platform/jobs.ts';

const task = (market: 'IN' | 'ID', hours: number[]): DailyTask => ({
  name: `t-${market}`,
  market,
  hours,
  run: async () => undefined,
});

/** A task whose work falls due at an hour (autopay): a jump runs each of its hours it skips. */
describe('hourlyRunsBetween', () => {
  it('runs every hour of every day skipped, in order, inside the jump only', () => {
    // 10:30 IST on 21 Nov to 09:30 IST on 22 Nov.
    const runs = hourlyRunsBetween(
      task('IN', [8, 9, 10, 11, 18]),
      new Date('2026-11-21T05:00:00Z'),
      new Date('2026-11-22T04:00:00Z'),
    );
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-11-21T05:30:00.000Z', // 11:00 IST
      '2026-11-21T12:30:00.000Z', // 18:00 IST
      '2026-11-22T02:30:00.000Z', // 08:00 IST
      '2026-11-22T03:30:00.000Z', // 09:00 IST
    ]);
  });
});

/** What a jump of the support API's clock runs: each task's first time on each local day. */
describe('firstRunsBetween', () => {
  it('runs at 08:00 IST each day skipped, and at the first hour left on the day the jump starts', () => {
    // 11:30 IST on 21 Nov to 05:30 IST on 24 Nov.
    const runs = firstRunsBetween(
      task('IN', [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]),
      new Date('2026-11-21T06:00:00Z'),
      new Date('2026-11-24T00:00:00Z'),
    );
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-11-21T06:30:00.000Z', // 12:00 IST
      '2026-11-22T02:30:00.000Z', // 08:00 IST
      '2026-11-23T02:30:00.000Z',
    ]);
  });

  it('keeps to the market’s own zone: 08:00 WIB is 01:00 UTC', () => {
    const runs = firstRunsBetween(
      task('ID', [8]),
      new Date('2026-11-21T00:30:00Z'),
      new Date('2026-11-22T01:00:00Z'),
    );
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-11-21T01:00:00.000Z',
      '2026-11-22T01:00:00.000Z',
    ]);
  });

  it('runs nothing for a jump that ends before the day’s hours, or goes nowhere', () => {
    const from = new Date('2026-11-21T14:00:00Z'); // 19:30 IST
    expect(firstRunsBetween(task('IN', [8]), from, new Date('2026-11-22T02:00:00Z'))).toEqual([]);
    expect(firstRunsBetween(task('IN', [8]), from, from)).toEqual([]);
  });
});

/**
 * What a jump runs of a sweep: its last time in the jump, which does all that the runs before it
 * would have (docs/decisions/106-expiry-by-a-sweep.md).
 */
describe('lastSweepBetween', () => {
  const sweep = { name: 's', minutes: 5, run: async () => undefined };

  it('runs once, on the last five minutes of the jump, however long the jump', () => {
    const runs = (from: string, to: string) =>
      lastSweepBetween(sweep, new Date(from), new Date(to)).map((d) => d.toISOString());
    expect(runs('2026-11-21T06:00:00Z', '2026-11-22T07:03:00Z')).toEqual([
      '2026-11-22T07:00:00.000Z',
    ]);
    // A jump ending on its time runs it then.
    expect(runs('2026-11-21T06:00:00Z', '2026-11-21T06:05:00Z')).toEqual([
      '2026-11-21T06:05:00.000Z',
    ]);
  });

  it('runs nothing for a jump that passes none of its times', () => {
    expect(
      lastSweepBetween(sweep, new Date('2026-11-21T06:00:00Z'), new Date('2026-11-21T06:04:59Z')),
    ).toEqual([]);
  });
});
