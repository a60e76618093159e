import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  complaintDueDate,
  complaintReference,
  extendedDueDate,
  isPastDue,
} from './complaints.ts';

describe('complaintDueDate', () => {
  it('gives India 30 calendar days from the local day the complaint was made', () => {
    // 20:00 UTC on 21 November is already 22 November in India.
    expect(complaintDueDate('IN', new Date('2026-11-21T20:00:00Z'))).toBe('2026-12-22');
    expect(complaintDueDate('IN', new Date('2026-11-21T06:00:00Z'))).toBe('2026-12-21');
  });

  it('gives Indonesia 10 working days, skipping weekends', () => {
    // Saturday 21 November 2026: the first working day is Monday 23, the tenth Friday 4 December.
    expect(complaintDueDate('ID', new Date('2026-11-21T06:00:00Z'))).toBe('2026-12-04');
    // Wednesday 25 November: ten working days later is Wednesday 9 December.
    expect(complaintDueDate('ID', new Date('2026-11-25T03:00:00Z'))).toBe('2026-12-09');
  });
});

describe('addWorkingDays', () => {
  it('never lands on a weekend and counts only weekdays', () => {
    for (let d = 1; d <= 28; d += 1) {
      const start = `2026-02-${String(d).padStart(2, '0')}`;
      for (const n of [1, 5, 10]) {
        const end = addWorkingDays(start, n);
        expect([0, 6]).not.toContain(new Date(`${end}T00:00:00Z`).getUTCDay());
        let weekdays = 0;
        for (let x = start; x < end;) {
          const next = new Date(`${x}T00:00:00Z`);
          next.setUTCDate(next.getUTCDate() + 1);
          x = next.toISOString().slice(0, 10);
          if (![0, 6].includes(next.getUTCDay())) weekdays += 1;
        }
        expect(weekdays).toBe(n);
      }
    }
  });

  it('refuses a negative count', () => {
    expect(() => addWorkingDays('2026-11-21', -1)).toThrow(RangeError);
  });
});

describe('extendedDueDate', () => {
  it('moves an Indonesian due date by 10 more working days', () => {
    expect(extendedDueDate('2026-12-04')).toBe('2026-12-18');
  });
});

describe('isPastDue', () => {
  it('counts the due day itself as in time', () => {
    expect(isPastDue('2026-12-04', '2026-12-04')).toBe(false);
    expect(isPastDue('2026-12-04', '2026-12-05')).toBe(true);
  });
});

describe('complaintReference', () => {
  it('names the market and pads the number', () => {
    expect(complaintReference('IN', 42)).toBe('TNC-IN-000042');
    expect(complaintReference('ID', 1234567)).toBe('TNC-ID-1234567');
  });
});
