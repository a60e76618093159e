import { addMonths, localDate, localMidnight } from './dates.ts';
import type { Market } from './market.ts';

/**
 * How long personal data is kept (docs/product.md#retention): the periods the privacy notices
 * promise, written into their texts from here, and the defaults of the server's configuration,
 * which may shorten a period but never keep data longer than the notices say
 * (docs/decisions/107-data-kept-as-long-as-promised.md).
 */
export const RETENTION_PROMISED = {
  /** Registration data of someone who never took a loan, counted from their last visit. */
  registrantMonths: 12,
  /** A complaint's photos, the borrower's and those of the lender's answer, from the answer. */
  complaintImageMonths: 12,
  /** The text of the messages sent to a borrower (SMS, e-mail, in the app), from sending. */
  messageTextMonths: 12,
  /**
   * Where a consent was given or withdrawn from (the address, browser and device), from when a
   * later choice replaced it; the choice itself is kept.
   */
  consentSourceMonths: 12,
  /**
   * Loan, identity and payment records, from the last loan's closing: the law's period (RBI's KYC
   * directions and the PMLA in India, OJK's rules and the anti-money-laundering law in Indonesia).
   * Nothing deletes them today.
   */
  loanRecordYears: 5,
} as const;

/** The periods a deployment keeps data for, each at most what is promised. */
export interface RetentionPeriods {
  registrantMonths: number;
  complaintImageMonths: number;
  messageTextMonths: number;
  consentSourceMonths: number;
}

/**
 * Data from before this instant has been kept `months` months by the market's calendar on `now`'s
 * local day: the local midnight of the same day `months` months back. Whole days, so a nightly
 * run at any hour draws the same line.
 */
export function retentionCutoff(now: Date, months: number, market: Market): Date {
  return localMidnight(addMonths(localDate(now, market), -months), market);
}
