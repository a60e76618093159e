import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, LAST_CALENDAR_DATE } from './calendar.ts';

describe('isCalendarDate', () => {
  it('takes days that exist, leap days included', () => {
    for (const day of [
      '2026-11-21',
      '2024-02-29',
      '2000-02-29',
      '0001-01-01',
      LAST_CALENDAR_DATE,
    ]) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days no calendar has, year 0, and anything not written YYYY-MM-DD', () => {
    for (const text of [
      '2026-02-31',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '2026-1-01',
      '20260-01-01',
      '2026-11-21T00:00:00Z',
      ' 2026-11-21',
      '',
    ]) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });

  it('agrees with the calendar for every YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = [year, month, day].map((n, i) => String(n).padStart(i ? 2 : 4, '0'));
          const d = new Date(0);
          d.setUTCFullYear(year, month - 1, day);
          const exists = d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
          expect(isCalendarDate(text.join('-'))).toBe(exists);
        },
      ),
    );
  });
});
