import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  daysBetween,
  formatDate,
  formatDateTime,
  formatZonedDateTime,
  localDate,
} from './dates.ts';

const isoDate = fc
  .date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('2200-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('localDate', () => {
  it('gives the calendar date in the market time zone', () => {
    const instant = new Date('2026-11-21T19:00:00Z');
    expect(localDate(instant, 'IN')).toBe('2026-11-22');
    expect(localDate(instant, 'ID')).toBe('2026-11-22');
  });

  it('switches at local midnight: 18:30Z in India, 17:00Z in Indonesia', () => {
    expect(localDate(new Date('2026-11-21T18:29:59.999Z'), 'IN')).toBe('2026-11-21');
    expect(localDate(new Date('2026-11-21T18:30:00Z'), 'IN')).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-21T16:59:59.999Z'), 'ID')).toBe('2026-11-21');
    expect(localDate(new Date('2026-11-21T17:00:00Z'), 'ID')).toBe('2026-11-22');
  });

  it('crosses year boundaries', () => {
    expect(localDate(new Date('2026-12-31T18:30:00Z'), 'IN')).toBe('2027-01-01');
    expect(localDate(new Date('2026-12-31T16:59:00Z'), 'ID')).toBe('2026-12-31');
  });

  it('throws for an invalid Date', () => {
    expect(() => localDate(new Date(NaN), 'IN')).toThrow(RangeError);
  });

  it('matches a fixed-offset computation for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2200-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          // Neither zone has had DST or an offset change since 1990.
          const shift = (minutes: number) =>
            new Date(instant.getTime() + minutes * 60_000).toISOString().slice(0, 10);
          expect(localDate(instant, 'IN')).toBe(shift(330));
          expect(localDate(instant, 'ID')).toBe(shift(420));
        },
      ),
    );
  });
});

describe('addMonths', () => {
  it('keeps the day of the month, or takes the month’s last when it has none', () => {
    expect(addMonths('2027-11-22', -12)).toBe('2026-11-22');
    expect(addMonths('2026-11-21', 1)).toBe('2026-12-21');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-11-21', 0)).toBe('2026-11-21');
    expect(addMonths('2026-11-21', -60)).toBe('2021-11-21');
  });

  it('refuses a fraction of a month', () => {
    expect(() => addMonths('2026-11-21', 1.5)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addDays('2026-11-21', 1)).toBe('2026-11-22');
    expect(addDays('2026-11-21', 10)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('handles early years without the two-digit-year trap', () => {
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('rejects malformed or impossible dates and fractional days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
    expect(() => addDays('2026-1-01', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-21T00:00:00Z', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-21', 1.5)).toThrow(RangeError);
    expect(() => addDays('2026-11-21', NaN)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-21', 1e15)).toThrow(RangeError);
  });

  it('is inverted by daysBetween', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -3000, max: 3000 }), (date, days) => {
        const later = addDays(date, days);
        expect(later).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(daysBetween(date, later)).toBe(days);
        expect(addDays(later, -days)).toBe(date);
      }),
    );
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, to minus from', () => {
    expect(daysBetween('2026-11-21', '2026-11-22')).toBe(1);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('rejects malformed dates', () => {
    expect(() => daysBetween('2026-11-21', 'tomorrow')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('shows a calendar date in the market locale', () => {
    expect(formatDate('2026-11-21', 'IN')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21', 'ID')).toBe('21 Nov 2026');
    expect(formatDate('2026-12-05', 'IN')).toBe('5 Dec 2026');
    expect(formatDate('2026-12-05', 'ID')).toBe('5 Des 2026');
    expect(formatDate('2026-08-17', 'ID')).toBe('17 Agu 2026');
    expect(formatDate('2026-05-05', 'ID')).toBe('5 Mei 2026');
    expect(formatDate('2026-10-01', 'ID')).toBe('1 Okt 2026');
    // Hindi names the months in Devanagari, as CLDR's hi-IN does; the calendar stays India's.
    expect(formatDate('2026-11-21', 'IN', 'hi-IN')).toBe('21 नव॰ 2026');
    expect(formatDate('2026-03-05', 'IN', 'hi-IN')).toBe('5 मार्च 2026');
    expect(formatDate(new Date('2026-11-21T19:00:00Z'), 'IN', 'hi-IN')).toBe('22 नव॰ 2026');
  });

  it('uses the CLDR "Sept" abbreviation for September in en-IN', () => {
    expect(formatDate('2026-09-01', 'IN')).toBe('1 Sept 2026');
    expect(formatDate('2026-09-01', 'ID')).toBe('1 Sep 2026');
  });

  it('shows a calendar date as itself, whatever the zone', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const day = String(Number(date.slice(8)));
        expect(formatDate(date, 'IN').startsWith(`${day} `)).toBe(true);
        expect(formatDate(date, 'IN').endsWith(` ${date.slice(0, 4)}`)).toBe(true);
      }),
    );
  });

  it('shows an instant on its calendar day in the market time zone', () => {
    expect(formatDate(new Date('2026-11-21T19:00:00Z'), 'IN')).toBe('22 Nov 2026');
    expect(formatDate(new Date('2026-11-21T18:29:59Z'), 'IN')).toBe('21 Nov 2026');
    expect(formatDate(new Date('2026-12-04T17:00:00Z'), 'ID')).toBe('5 Des 2026');
    expect(formatDate(new Date('2026-12-04T16:59:59Z'), 'ID')).toBe('4 Des 2026');
  });

  it('rejects malformed strings and invalid Dates', () => {
    expect(() => formatDate('21/11/2026', 'IN')).toThrow(RangeError);
    expect(() => formatDate('2026-02-29', 'IN')).toThrow(RangeError);
    expect(() => formatDate(new Date(NaN), 'ID')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it("shows the market's local date and time", () => {
    const instant = new Date('2026-11-21T18:45:00Z');
    expect(formatDateTime(instant, 'IN')).toBe('22 Nov 2026, 12:15 am');
    expect(formatDateTime(instant, 'ID')).toBe('22 Nov 2026, 01.45');
    expect(formatDateTime(instant, 'IN', 'hi-IN')).toBe('22 नव॰ 2026, 12:15 am');
    // Every month's Hindi name is CLDR's, as the server's ICU writes it.
    for (let month = 0; month < 12; month += 1) {
      const at = new Date(Date.UTC(2026, month, 5, 6));
      const icu = new Intl.DateTimeFormat('hi-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(at);
      expect(formatDate(at, 'IN', 'hi-IN')).toBe(icu);
    }
    expect(formatDateTime(new Date('2026-09-03T06:35:00Z'), 'IN')).toBe('3 Sept 2026, 12:05 pm');
    expect(formatDateTime(new Date('2026-09-03T13:05:00Z'), 'ID')).toBe('3 Sep 2026, 20.05');
  });

  it('rejects an invalid Date', () => {
    expect(() => formatDateTime(new Date(NaN), 'IN')).toThrow(RangeError);
  });
});

describe('formatZonedDateTime', () => {
  it("names the market's zone after its local time", () => {
    const instant = new Date('2026-11-21T18:45:00Z');
    expect(formatZonedDateTime(instant, 'IN')).toBe('22 Nov 2026, 12:15 am IST');
    expect(formatZonedDateTime(instant, 'ID')).toBe('22 Nov 2026, 01.45 WIB');
  });
});

/**
 * The dates are written out in dates.ts (decision 075); these hold them to what CLDR and the time
 * zone database say for each market, as this runtime's Intl writes them.
 */
describe('the same dates as Intl writes them', () => {
  const zones = { IN: ['en-IN', 'Asia/Kolkata'], ID: ['id-ID', 'Asia/Jakarta'] } as const;
  const instant = fc.date({
    min: new Date('1970-01-01T00:00:00Z'),
    max: new Date('2200-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const market = fc.constantFrom('IN' as const, 'ID' as const);
  const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;

  it('writes a calendar date, an instant and an instant with its time as Intl does', () => {
    // Made once per market: a formatter costs far more to make than to use.
    const intl = Object.fromEntries(
      (['IN', 'ID'] as const).map((m) => {
        const [locale, timeZone] = zones[m];
        return [
          m,
          {
            calendarDate: new Intl.DateTimeFormat(locale, { ...day, timeZone: 'UTC' }),
            date: new Intl.DateTimeFormat(locale, { ...day, timeZone }),
            dateTime: new Intl.DateTimeFormat(locale, {
              ...day,
              hour: '2-digit',
              minute: '2-digit',
              timeZone,
            }),
          },
        ];
      }),
    ) as Record<'IN' | 'ID', Record<'calendarDate' | 'date' | 'dateTime', Intl.DateTimeFormat>>;
    fc.assert(
      fc.property(instant, market, (at, m) => {
        const iso = at.toISOString().slice(0, 10);
        expect(formatDate(iso, m)).toBe(intl[m].calendarDate.format(at));
        expect(formatDate(at, m)).toBe(intl[m].date.format(at));
        expect(formatDateTime(at, m)).toBe(intl[m].dateTime.format(at));
      }),
      { numRuns: 2000 },
    );
  });
});
