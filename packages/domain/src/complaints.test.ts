import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  agentReminderDay,
  canExtendOn,
  complaintDueDate,
  complaintReference,
  extendedDueDate,
  isDueSoon,
  isPastDue,
} from './complaints.ts';
import { ID_DAYS_OFF, ID_HOLIDAYS } from './id-holidays.ts';

const NO_DAYS_OFF: ReadonlySet<string> = new Set();

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

  it("skips Indonesia's national holidays and collective leave", () => {
    // Friday 18 December 2026: 24 Dec (cuti bersama), 25 Dec (Christmas) and 1 Jan 2027 (New
    // Year) are days off, so the tenth working day is Thursday 7 January, not New Year's Day.
    expect(complaintDueDate('ID', new Date('2026-12-18T03:00:00Z'))).toBe('2027-01-07');
    // Around Idul Fitri 2026: 18–24 March hold Nyepi and four days of collective leave, then Good Friday on 3 April.
    expect(complaintDueDate('ID', new Date('2026-03-16T03:00:00Z'))).toBe('2026-04-07');
  });

  it('never falls on an Indonesian day off, across the whole calendar', () => {
    for (const year of Object.keys(ID_HOLIDAYS)) {
      for (
        let t = Date.UTC(Number(year), 0, 1);
        t < Date.UTC(Number(year), 11, 1);
        t += 86_400_000
      ) {
        const due = complaintDueDate('ID', new Date(t));
        expect(ID_DAYS_OFF.has(due), `a complaint of ${new Date(t).toISOString()}`).toBe(false);
        expect(extendedDueDate(due) > due && !ID_DAYS_OFF.has(extendedDueDate(due))).toBe(true);
      }
    }
  });

  it("leaves India's 30 calendar days alone on Indonesia's holidays", () => {
    expect(complaintDueDate('IN', new Date('2026-11-25T06:00:00Z'))).toBe('2026-12-25');
  });
});

describe("Indonesia's holiday calendar", () => {
  it('holds this year and next, so a complaint made today or extended into next year is counted with them', () => {
    // The real clock on purpose: when the year turns and next year's decree is missing, this
    // fails, rather than the clock quietly counting the holidays as working days.
    const year = new Date().getUTCFullYear();
    for (const y of [year, year + 1]) expect(Object.keys(ID_HOLIDAYS)).toContain(String(y));
  });

  it('holds each year with its own dates only, all of them weekdays or named holidays of the year', () => {
    for (const [year, entry] of Object.entries(ID_HOLIDAYS)) {
      const days = [...Object.keys(entry.holidays), ...Object.keys(entry.cutiBersama)];
      for (const day of days) {
        expect(day).toMatch(new RegExp(`^${year}-\\d{2}-\\d{2}$`));
        expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
      }
      // Collective leave is a working day given off: never a weekend.
      for (const day of Object.keys(entry.cutiBersama))
        expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    }
  });
});

describe('addWorkingDays', () => {
  it('never lands on a weekend and counts only weekdays', () => {
    for (let d = 1; d <= 28; d += 1) {
      const start = `2026-02-${String(d).padStart(2, '0')}`;
      for (const n of [1, 5, 10]) {
        const end = addWorkingDays(start, n, NO_DAYS_OFF);
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
    expect(() => addWorkingDays('2026-11-21', -1, NO_DAYS_OFF)).toThrow(RangeError);
  });
});

describe('extendedDueDate', () => {
  it('moves an Indonesian due date by 10 more working days', () => {
    expect(extendedDueDate('2026-12-04')).toBe('2026-12-18');
  });
});

describe('canExtendOn', () => {
  it('allows the extension up to the first due date itself, never after it', () => {
    expect(canExtendOn('2026-12-31', '2026-12-31')).toBe(true);
    expect(canExtendOn('2026-12-31', '2027-01-02')).toBe(false);
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

describe('isDueSoon', () => {
  it('marks an open complaint due within two working days, weekends not counted', () => {
    // Thursday 26 November 2026: Friday 27 and Monday 30 are the next two working days.
    expect(isDueSoon('IN', '2026-11-26', '2026-11-26')).toBe(true);
    expect(isDueSoon('IN', '2026-11-30', '2026-11-26')).toBe(true);
    expect(isDueSoon('IN', '2026-12-01', '2026-11-26')).toBe(false);
    // Already past its due date: overdue, not due soon.
    expect(isDueSoon('IN', '2026-11-25', '2026-11-26')).toBe(false);
  });

  it("counts Indonesia's holidays as days off", () => {
    // Wednesday 23 December 2026: 24 and 25 December are days off, so Monday 28 is the first
    // working day and Tuesday 29 the second.
    expect(isDueSoon('ID', '2026-12-29', '2026-12-23')).toBe(true);
    expect(isDueSoon('ID', '2026-12-30', '2026-12-23')).toBe(false);
    // India works on 24 December: the second working day is 25 December.
    expect(isDueSoon('IN', '2026-12-28', '2026-12-23')).toBe(false);
  });
});

describe('agentReminderDay', () => {
  it('is the working day before the due date', () => {
    expect(agentReminderDay('IN', '2026-11-27')).toBe('2026-11-26');
    // Due on Monday 30 November: told on Friday 27.
    expect(agentReminderDay('IN', '2026-11-30')).toBe('2026-11-27');
    // Due on Monday 28 December in Indonesia: 24–25 December are off, so Wednesday 23.
    expect(agentReminderDay('ID', '2026-12-28')).toBe('2026-12-23');
    expect(agentReminderDay('IN', '2026-12-28')).toBe('2026-12-25');
  });
});
