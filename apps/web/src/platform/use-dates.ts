import { formatDate, formatDateTime } from '@tenora/domain/dates';
import { localeIn, type Locale, type Market } from '@tenora/domain/market';
import { useApp } from './app-context.tsx';

/** Dates in the words of the screen's language, on the clock and calendar of the date's market. */
export interface Dates {
  /** '5 Sept 2026', '5 सित॰ 2026': a calendar date, or an instant's date in the market. */
  date: (input: Date | string, market: Market) => string;
  /** '5 Sept 2026, 07:35 pm': an instant, with the market's clock. */
  dateTime: (instant: Date, market: Market) => string;
}

const made = new Map<Locale, Dates>();

/**
 * The formats of `locale`, one object per language so a screen may hold it in a hook's
 * dependencies. A date of a market that does not speak the language (none a borrower sees) keeps
 * its market's own words.
 */
export function datesIn(locale: Locale): Dates {
  let dates = made.get(locale);
  if (!dates) {
    dates = {
      date: (input, market) => formatDate(input, market, localeIn(market, locale)),
      dateTime: (instant, market) => formatDateTime(instant, market, localeIn(market, locale)),
    };
    made.set(locale, dates);
  }
  return dates;
}

/** The screen's date formats: a Hindi screen says 'नव॰', never 'Nov'. */
export function useDates(): Dates {
  return datesIn(useApp().locale);
}
