import { ISO_DATE, isCalendarDate } from './calendar.ts';
import { MARKET_INFO, localeOf, type Locale, type Market } from './market.ts';

const DAY_MS = 86_400_000;

/**
 * Dates are written out here rather than asked of `Intl` (decision 075): the first `Intl` call on
 * a phone loads ICU's data in the middle of hydration, and the server and an old WebView could
 * disagree on a month's name. The names are CLDR's short months for each locale. The clock and
 * the calendar are the market's; only the month's name follows the language the borrower reads.
 */
const MONTHS: Record<Locale, readonly string[]> = {
  'en-IN': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'hi-IN': ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  'id-ID': ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

/**
 * The instant moved by the market's offset from UTC, so that its UTC fields read the market's
 * wall clock. Neither market observes daylight saving: India has kept UTC+5:30 since 1945 and
 * western Indonesia UTC+7 since 1964, so one fixed offset is exact for every date we handle.
 */
function wallClock(instant: Date, market: Market): Date {
  return new Date(instant.getTime() + MARKET_INFO[market].utcOffsetMinutes * 60_000);
}

/** '21 Nov 2026', '5 Des 2026', '5 दिस॰ 2026': a calendar date (its UTC fields) in words. */
function writtenDate(utc: Date, locale: Locale): string {
  return `${utc.getUTCDate()} ${MONTHS[locale][utc.getUTCMonth()]} ${utc.getUTCFullYear()}`;
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
  if (!isCalendarDate(isoDate)) throw new RangeError(`No such calendar date: ${isoDate}`);
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d;
}

export function localDate(instant: Date, market: Market): string {
  assertValidInstant(instant);
  return toIso(wallClock(instant, market));
}

/** The instant a market's calendar day (YYYY-MM-DD) begins: its local midnight. */
export function localMidnight(isoDate: string, market: Market): Date {
  return new Date(parseIsoDate(isoDate).getTime() - MARKET_INFO[market].utcOffsetMinutes * 60_000);
}

export function addDays(isoDate: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  const d = parseIsoDate(isoDate);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/**
 * The same day of the month `months` months on (back, when negative), or the month's last day
 * when it has no such day: 31 March less one month is 28 (or 29) February.
 */
export function addMonths(isoDate: string, months: number): string {
  if (!Number.isSafeInteger(months))
    throw new RangeError(`months must be an integer, got ${months}`);
  const d = parseIsoDate(isoDate);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(d.getTime());
  last.setUTCMonth(last.getUTCMonth() + 1, 0);
  d.setUTCDate(Math.min(day, last.getUTCDate()));
  return toIso(d);
}

export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round(
    (parseIsoDate(toIsoDate).getTime() - parseIsoDate(fromIsoDate).getTime()) / DAY_MS,
  );
}

/**
 * A calendar date, or an instant's date in the market's zone, in the words of `locale` (by default
 * the market's own language).
 */
export function formatDate(input: Date | string, market: Market, locale?: Locale): string {
  const words = locale ?? localeOf(market);
  if (typeof input === 'string') return writtenDate(parseIsoDate(input), words);
  assertValidInstant(input);
  return writtenDate(wallClock(input, market), words);
}

/**
 * An instant as the market's people read it, their date and clock: '22 Nov 2026, 12:15 am' in
 * India (a 12-hour clock), '22 Nov 2026, 01.45' in Indonesia (24 hours, a dot between).
 */
export function formatDateTime(instant: Date, market: Market, locale?: Locale): string {
  assertValidInstant(instant);
  const local = wallClock(instant, market);
  const hours = local.getUTCHours();
  const minutes = pad(local.getUTCMinutes(), 2);
  const clock =
    market === 'IN'
      ? `${pad(hours % 12 === 0 ? 12 : hours % 12, 2)}:${minutes} ${hours < 12 ? 'am' : 'pm'}`
      : `${pad(hours, 2)}.${minutes}`;
  return `${writtenDate(local, locale ?? localeOf(market))}, ${clock}`;
}

/**
 * The same, named with the market's zone ('22 Nov 2026, 12:15 am IST', '22 Nov 2026, 01.45 WIB'),
 * for a reader who may be elsewhere: the lender's staff read a borrower's times as the borrower
 * saw them.
 */
export function formatZonedDateTime(instant: Date, market: Market, locale?: Locale): string {
  return `${formatDateTime(instant, market, locale)} ${MARKET_INFO[market].zoneName}`;
}
