import type { Market } from '@tenora/domain/market';
import { requestDueShown } from '@tenora/domain/privacy';
import { useDates } from '../../platform/use-dates.ts';

/** The centre's instants, in the screen's language on the market's date and clock. */
export function usePrivacyTimes() {
  const dates = useDates();
  return {
    /** An instant of the centre's answer. */
    when: (iso: string, market: Market): string => dates.dateTime(new Date(iso), market),
    /** By when a request is answered, as the borrower is told it (`requestDueShown`). */
    dueWhen: (iso: string, market: Market): string =>
      dates.dateTime(requestDueShown(market, new Date(iso)), market),
  };
}
