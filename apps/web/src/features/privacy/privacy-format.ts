import { localDate, localMidnight } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { useDates } from '../../platform/use-dates.ts';

/** The centre's instants, in the screen's language on the market's date and clock. */
export function usePrivacyTimes() {
  const dates = useDates();
  return {
    /** An instant of the centre's answer. */
    when: (iso: string, market: Market): string => dates.dateTime(new Date(iso), market),
    /**
     * By when a request is answered, as the borrower reads it. India's is due at the end of a day
     * (`requestDueAt`: late from the next midnight), which "1 Dec, 12:00 am" would misread as a
     * day later than the last one: it is said as the last minute of that day. Indonesia's 3 × 24
     * hours end at the minute they began.
     */
    dueWhen: (iso: string, market: Market): string => {
      const due = new Date(iso);
      const midnight = localMidnight(localDate(due, market), market).getTime() === due.getTime();
      return dates.dateTime(midnight ? new Date(due.getTime() - 60_000) : due, market);
    },
  };
}
