/**
 * Indonesia's days off that are not weekends: the national holidays (hari libur nasional) and
 * collective leave (cuti bersama) the government sets each year by a joint decree of three
 * ministers (SKB 3 Menteri: Religious Affairs, Manpower, Administrative Reform). OJK's complaint
 * clock counts working days, so these are not counted (docs/product.md#complaints,
 * docs/decisions/098-indonesian-holiday-calendar.md).
 *
 * Configuration, held here as the cost caps are in pricing.ts: one entry per year, added when
 * the decree is published (usually in September of the year before). A year that is not here is
 * counted with weekends only, which the calendar test stops before it can happen: it requires
 * this year and the next.
 */

export interface IdHolidayYear {
  /** Where the dates come from. */
  source: string;
  /**
   * True while the decree for the year is not published: the dates are the expected ones and
   * must be checked against the SKB when it is.
   */
  provisional: boolean;
  /** National holidays, YYYY-MM-DD, with their names as the decree gives them. */
  holidays: Readonly<Record<string, string>>;
  /** Collective leave, YYYY-MM-DD. */
  cutiBersama: Readonly<Record<string, string>>;
}

export const ID_HOLIDAYS: Readonly<Record<number, IdHolidayYear>> = {
  2026: {
    source: 'SKB 3 Menteri on the national holidays and collective leave of 2026',
    provisional: false,
    holidays: {
      '2026-01-01': 'Tahun Baru 2026 Masehi',
      '2026-01-16': 'Isra Mikraj Nabi Muhammad SAW',
      '2026-02-17': 'Tahun Baru Imlek 2577 Kongzili',
      '2026-03-19': 'Hari Suci Nyepi (Tahun Baru Saka 1948)',
      '2026-03-21': 'Idul Fitri 1447 Hijriah',
      '2026-03-22': 'Idul Fitri 1447 Hijriah',
      '2026-04-03': 'Wafat Yesus Kristus',
      '2026-04-05': 'Kebangkitan Yesus Kristus (Paskah)',
      '2026-05-01': 'Hari Buruh Internasional',
      '2026-05-14': 'Kenaikan Yesus Kristus',
      '2026-05-27': 'Idul Adha 1447 Hijriah',
      '2026-05-31': 'Hari Raya Waisak 2570 BE',
      '2026-06-01': 'Hari Lahir Pancasila',
      '2026-06-16': 'Tahun Baru Islam 1448 Hijriah',
      '2026-08-17': 'Proklamasi Kemerdekaan',
      '2026-08-25': 'Maulid Nabi Muhammad SAW',
      '2026-12-25': 'Kelahiran Yesus Kristus',
    },
    cutiBersama: {
      '2026-02-16': 'Tahun Baru Imlek',
      '2026-03-18': 'Hari Suci Nyepi',
      '2026-03-20': 'Idul Fitri',
      '2026-03-23': 'Idul Fitri',
      '2026-03-24': 'Idul Fitri',
      '2026-05-15': 'Kenaikan Yesus Kristus',
      '2026-05-28': 'Idul Adha',
      '2026-12-24': 'Kelahiran Yesus Kristus',
    },
  },
  2027: {
    // The lunar and lunisolar dates follow the calendars' expected dates (the Hijri ones may move
    // by a day at the government's sighting). Collective leave is left out until the decree
    // names it: a guessed day off would move a due date past OJK's.
    source:
      'Expected dates: the SKB 3 Menteri for 2027 is not yet published; check every date and add its cuti bersama when it is',
    provisional: true,
    holidays: {
      '2027-01-01': 'Tahun Baru 2027 Masehi',
      '2027-01-06': 'Isra Mikraj Nabi Muhammad SAW',
      '2027-02-06': 'Tahun Baru Imlek 2578 Kongzili',
      '2027-03-08': 'Hari Suci Nyepi (Tahun Baru Saka 1949)',
      '2027-03-10': 'Idul Fitri 1448 Hijriah',
      '2027-03-11': 'Idul Fitri 1448 Hijriah',
      '2027-03-26': 'Wafat Yesus Kristus',
      '2027-03-28': 'Kebangkitan Yesus Kristus (Paskah)',
      '2027-05-01': 'Hari Buruh Internasional',
      '2027-05-06': 'Kenaikan Yesus Kristus',
      '2027-05-17': 'Idul Adha 1448 Hijriah',
      '2027-05-20': 'Hari Raya Waisak 2571 BE',
      '2027-06-01': 'Hari Lahir Pancasila',
      '2027-06-06': 'Tahun Baru Islam 1449 Hijriah',
      '2027-08-15': 'Maulid Nabi Muhammad SAW',
      '2027-08-17': 'Proklamasi Kemerdekaan',
      '2027-12-25': 'Kelahiran Yesus Kristus',
    },
    cutiBersama: {},
  },
};

/** The days off of a calendar as one set, for counting. */
export function daysOffOf(calendar: Readonly<Record<number, IdHolidayYear>>): ReadonlySet<string> {
  const days = new Set<string>();
  for (const year of Object.values(calendar)) {
    for (const day of Object.keys(year.holidays)) days.add(day);
    for (const day of Object.keys(year.cutiBersama)) days.add(day);
  }
  return days;
}

/** Indonesia's days off, every year the calendar holds. */
export const ID_DAYS_OFF: ReadonlySet<string> = daysOffOf(ID_HOLIDAYS);
