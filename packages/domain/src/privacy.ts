import { addDays, localDate, localMidnight } from './dates.ts';
import type { Market } from './market.ts';

/**
 * The borrower's data rights (docs/product.md#privacy): India's Digital Personal Data Protection
 * Act 2023 and its Rules of 2025, Indonesia's Personal Data Protection Law 27/2022. What the
 * screens, the server and the console all must agree on lives here once.
 */

/** What a borrower may ask of the lender about their data. */
export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'grievance'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/**
 * open: waiting for staff. erasing: staff approved an erasure and the job is carrying it out.
 * done: answered, corrected, given or erased. refused: staff said no, saying why. withdrawn: the
 * borrower took it back before staff acted.
 */
export const DATA_REQUEST_STATUSES = ['open', 'erasing', 'done', 'refused', 'withdrawn'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/**
 * By when a request must be answered. India: the privacy policy promises 30 days (the DPDP Rules
 * allow up to 90 for a grievance; the RBI gives a lender's grievance officer 30). Indonesia: the
 * PDP Law gives the controller 3 × 24 hours to give access, correct, and stop or erase
 * (articles 30 to 33 and 43), and the policy promises the same for every right.
 */
export const REQUEST_ANSWER = {
  IN: { days: 30 },
  ID: { hours: 72 },
} as const satisfies Record<Market, { days: number } | { hours: number }>;

/** When a request made at `openedAt` falls due: India at the end of the 30th day, in IST. */
export function requestDueAt(market: Market, openedAt: Date): Date {
  const answer: { days?: number; hours?: number } = REQUEST_ANSWER[market];
  if (answer.hours !== undefined) return new Date(openedAt.getTime() + answer.hours * 3_600_000);
  const lastDay = addDays(localDate(openedAt, market), answer.days ?? 0);
  // Late from the first instant of the day after the last one, in the market's zone.
  return localMidnight(addDays(lastDay, 1), market);
}

/**
 * The due time as a borrower is told it: India's falls due at the first instant of the day after
 * its last one, which "1 Dec, 12:00 am" would misread as a day later, so the last minute of that
 * day is said; Indonesia's 3 × 24 hours end at the minute they began.
 */
export function requestDueShown(market: Market, dueAt: Date): Date {
  const midnight = localMidnight(localDate(dueAt, market), market).getTime() === dueAt.getTime();
  return midnight ? new Date(dueAt.getTime() - 60_000) : dueAt;
}

/**
 * A request is late once its due time has come and it is not yet carried out: still with staff,
 * or an approved erasure whose job has not finished (one stuck there must show, not hide).
 */
export function isRequestOverdue(status: DataRequestStatus, dueAt: Date, now: Date): boolean {
  return (status === 'open' || status === 'erasing') && now.getTime() >= dueAt.getTime();
}

/** Open requests due within this long lead the staff's queue, marked due soon. */
export const REQUEST_DUE_SOON_HOURS = { IN: 72, ID: 24 } as const satisfies Record<Market, number>;

export function isRequestDueSoon(
  market: Market,
  status: DataRequestStatus,
  dueAt: Date,
  now: Date,
): boolean {
  const left = dueAt.getTime() - now.getTime();
  return status === 'open' && left > 0 && left <= REQUEST_DUE_SOON_HOURS[market] * 3_600_000;
}

/**
 * Every consent the ledger records. loan: the key fact statement (RIPLAY) and agreement of one
 * loan, ticked on the confirm screen. registration: the privacy notice accepted when registering
 * on a landing page. marketing: offers by message, asked for on its own and off until given.
 */
export const CONSENT_PURPOSES = ['loan', 'registration', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * What withdrawing a consent does. marketing: it stops, at once. registration: withdrawing it is
 * closing the account, so it leads to the erasure request. loan: a loan's consent is the contract
 * itself; withdrawing it cannot undo the loan (the cooling-off period is the way out, and
 * repaying), and the law keeps its record.
 */
export type Withdrawal = 'stops' | 'closesAccount' | 'notPossible';

export function withdrawalOf(purpose: ConsentPurpose): Withdrawal {
  if (purpose === 'marketing') return 'stops';
  if (purpose === 'registration') return 'closesAccount';
  return 'notPossible';
}

/**
 * The version of each text a borrower agrees to outside a loan. A changed text gets a new version,
 * and a borrower who agreed to an older one is asked again before it is relied on.
 */
export const CONSENT_TEXT_VERSION = {
  marketing: 'marketing-2026-11',
  registration: 'privacy-notice-2026-11',
} as const;

/** At most this many characters in a correction or grievance the borrower writes. */
export const DATA_REQUEST_DETAIL_MAX = 1000;
