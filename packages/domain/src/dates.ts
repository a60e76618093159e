import { MARKET_INFO, type Market } from './market.ts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Formatter construction is slow on low-end phones and these run for every row of a loan list.
const formatters = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (f === undefined) {
    f = build();
    formatters.set(key, f);
  }
  return f;
}

// Fixed latin digits and the Gregorian calendar, so the parts are parseable whatever the
// runtime's default locale is.
function partsFormatter(market: Market): Intl.DateTimeFormat {
  return cached(`parts:${market}`, () => {
    return new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone: MARKET_INFO[market].timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  });
}

function displayFormatter(market: Market, timeZone: string): Intl.DateTimeFormat {
  return cached(`display:${market}:${timeZone}`, () => {
    return new Intl.DateTimeFormat(MARKET_INFO[market].locale, {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
  });
}

function assertValidInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function toIso(utc: Date): string {
  const year = utc.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`Date out of range: year ${year}`);
  return `${pad(year, 4)}-${pad(utc.getUTCMonth() + 1, 2)}-${pad(utc.getUTCDate(), 2)}`;
}

// UTC midnight of the calendar date: a calendar date has no time zone, and UTC has no DST.
function parseIsoDate(isoDate: string): Date {
  const m = ISO_DATE.exec(isoDate);
  if (m === null) throw new RangeError(`Expected YYYY-MM-DD, got ${JSON.stringify(isoDate)}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  d.setUTCFullYear(year, month - 1, day);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    throw new RangeError(`No such calendar date: ${isoDate}`);
  }
  return d;
}

// Time-zone offsets are whole seconds, so every instant of one UTC second has one local date. A
// server asks for the same few (now, each loan's disbursal) many times a second.
const localDates = new Map<string, string>();
const MAX_LOCAL_DATES = 10_000;

export function localDate(instant: Date, market: Market): string {
  assertValidInstant(instant);
  const key = `${market}:${Math.floor(instant.getTime() / 1000)}`;
  let date = localDates.get(key);
  if (date === undefined) {
    const parts = partsFormatter(market).formatToParts(instant);
    const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
    date = `${(get('year') ?? '').padStart(4, '0')}-${get('month') ?? ''}-${get('day') ?? ''}`;
    if (localDates.size >= MAX_LOCAL_DATES) localDates.clear();
    localDates.set(key, date);
  }
  return date;
}

export function addDays(isoDate: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  const d = parseIsoDate(isoDate);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round(
    (parseIsoDate(toIsoDate).getTime() - parseIsoDate(fromIsoDate).getTime()) / DAY_MS,
  );
}

export function formatDate(input: Date | string, market: Market): string {
  if (typeof input === 'string') {
    return displayFormatter(market, 'UTC').format(parseIsoDate(input));
  }
  assertValidInstant(input);
  return displayFormatter(market, MARKET_INFO[market].timeZone).format(input);
}

const dateTimeFormatters = new Map<Market, Intl.DateTimeFormat>();

/** An instant as the market's people read it: their date and clock, in their time zone. */
export function formatDateTime(instant: Date, market: Market): string {
  let f = dateTimeFormatters.get(market);
  if (!f) {
    const { locale, timeZone } = MARKET_INFO[market];
    f = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeFormatters.set(market, f);
  }
  return f.format(instant);
}
