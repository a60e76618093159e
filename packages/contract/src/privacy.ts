import {
  CONSENT_PURPOSES,
  DATA_REQUEST_DETAIL_MAX,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATUSES,
} from '@tenora/domain/privacy';
import * as z from 'zod/mini';
import { instant } from './date-fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { id, oneOf, optionalText, text, wholeNumber } from './fields.ts';

/**
 * The borrower's privacy centre (docs/product.md#privacy): the consents they gave, the data held
 * about them, and their requests to the lender (see, correct, erase, complain), under India's DPDP
 * Act and Indonesia's PDP Law. Family `film`; every call is the session's borrower's own. The
 * answers carry facts (kinds, times, counts, masked values); the screen says them in the
 * borrower's language.
 */

const BASE = '/film/privacy';

export const ConsentData = z.object({
  /** Stable within the ledger: `loan-<orderId>`, `registration`, `marketing`. */
  key: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  /** The loan the consent is for (purpose `loan`), as the borrower knows it. */
  orderId: z.nullable(z.int()),
  orderNo: z.nullable(z.string()),
  productName: z.nullable(z.string()),
  /**
   * The version of the text agreed to: for a loan, the documents' identity (its first 12 hex
   * digits, as the console shows it); otherwise the text's version name.
   */
  textVersion: z.string(),
  /** When it was given; null for marketing never given. */
  givenAt: z.nullable(instant()),
  /** Where: `confirm` (the loan's confirm screen), `landing` (a registration page), `privacy`. */
  givenVia: z.nullable(z.enum(['confirm', 'landing', 'privacy'])),
  /** The native app's version when it was given inside it. */
  appVersion: z.nullable(z.string()),
  /** When it was last withdrawn; null while it stands or was never given. */
  withdrawnAt: z.nullable(instant()),
  /** Whether it stands now. */
  active: z.boolean(),
});
export type Consent = z.output<typeof ConsentData>;

/** What the lender holds about the borrower, one category at a time. */
export const DATA_CATEGORIES = [
  'account',
  'loans',
  'payments',
  'bankAccounts',
  'cards',
  'autopay',
  'complaints',
  'help',
  'messages',
  'papers',
  'devices',
] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

export const DataCategoryData = z.object({
  category: z.enum(DATA_CATEGORIES),
  /** How many records of it are held. */
  count: z.int(),
  /**
   * A few of its values as the borrower would recognise them, masked where they are secrets of
   * a kind (a phone number `98••• ••210`, an account `•••• 1234`); at most 5.
   */
  examples: z.array(z.string()),
  /** The newest record's time, or null for none. */
  latestAt: z.nullable(instant()),
});
export type DataCategorySummary = z.output<typeof DataCategoryData>;

export const DataRequestData = z.object({
  id: z.int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  /** What the borrower wrote (a correction or grievance); null for access and erasure. */
  detail: z.nullable(z.string()),
  openedAt: instant(),
  /** By when the lender must answer, by the market's law (`requestDueAt`). */
  dueAt: instant(),
  closedAt: z.nullable(instant()),
  /** The lender's words when it answered or refused; null until then. */
  answer: z.nullable(z.string()),
});
export type DataRequest = z.output<typeof DataRequestData>;

export const PrivacyData = z.object({
  market: z.enum(['IN', 'ID']),
  consents: z.array(ConsentData),
  data: z.array(DataCategoryData),
  /** Newest first. */
  requests: z.array(DataRequestData),
  /**
   * Whether the borrower may ask to close the account and erase their data now. `openLoans`: a
   * loan still under review, approved, paid out and not fully repaid, or being paid by autopay
   * must end first; each is listed. `pending`: an erasure request is already with the lender.
   */
  erasure: z.object({
    state: z.enum(['available', 'openLoans', 'pending']),
    openLoans: z.array(
      z.object({ orderId: z.int(), orderNo: z.string(), productName: z.string() }),
    ),
    /** Whether loan records exist that the law keeps after the erasure (retention). */
    keepsLoanRecords: z.boolean(),
  }),
  /** Who answers for personal data: India's grievance officer, Indonesia's PDP officer. */
  officer: z.nullable(z.object({ name: z.string(), phone: z.string(), email: z.string() })),
});
export type Privacy = z.output<typeof PrivacyData>;

/** The privacy centre as it stands. */
export const privacyView = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: BASE,
  body: 'none',
  safe: true,
  access: 'borrower',
  request: z.object({}),
  response: PrivacyData,
});

/**
 * Gives (`given=1`) or withdraws (`given=0`) consent to marketing messages, recorded in the
 * ledger with the text's version; answering the same twice records once.
 */
export const privacyMarketing = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: `${BASE}/marketing`,
  body: 'form',
  access: 'borrower',
  request: z.object({ given: wholeNumber({ min: 0, max: 1 }) }),
  response: PrivacyData,
});

/**
 * The borrower asks to see their data: recorded as an access request, answered at once (status
 * done), after which the files download by privacyExport.
 */
export const privacyAccess = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: `${BASE}/access`,
  body: 'form',
  access: 'borrower',
  request: z.object({}),
  response: PrivacyData,
});

/**
 * Everything held about the borrower, as it stands now: `json`, every record by category, for
 * a machine; `pdf`, the same to read, in the borrower's language.
 */
export const privacyExport = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: `${BASE}/export`,
  body: 'none',
  access: 'borrower',
  produces: 'file',
  request: z.object({ format: oneOf(['json', 'pdf']) }),
  response: z.object({
    filename: z.string(),
    contentType: z.string(),
    body: z.instanceof(Uint8Array),
  }),
});

/**
 * A request for the lender's staff: `correction` (what is wrong and what it should be),
 * `grievance` (about how the data is handled) or `erasure` (close the account and erase). One
 * open request of a kind at a time; erasure is refused, saying why, while a loan is open.
 */
export const privacyRequest = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: `${BASE}/request`,
  body: 'form',
  access: 'borrower',
  request: z.object({
    kind: oneOf(['correction', 'erasure', 'grievance']),
    detail: optionalText(DATA_REQUEST_DETAIL_MAX),
  }),
  response: PrivacyData,
});

/** Takes back an open request before staff act on it. */
export const privacyRequestWithdraw = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: `${BASE}/request/withdraw`,
  body: 'form',
  access: 'borrower',
  request: z.object({ id: id() }),
  response: PrivacyData,
});

// ---------------------------------------------------------------------------------------------
// The operator console

const AGENTS = { family: 'ops', access: 'staff', roles: ['agent'] } as const;

export const OpsDataRequestData = z.object({
  ...DataRequestData.shape,
  userId: z.int(),
  market: z.enum(['IN', 'ID']),
  /** The borrower's number as staff see it; null once the borrower is forgotten. */
  phone: z.nullable(z.string()),
  /** Past its due time and still open. */
  overdue: z.boolean(),
  dueSoon: z.boolean(),
  /** The member who closed it, by name. */
  closedBy: z.nullable(z.string()),
  /** When the erasure job finished; null before. */
  erasedAt: z.nullable(instant()),
});
export type OpsDataRequest = z.output<typeof OpsDataRequestData>;

export const OpsDataRequestCountsData = z.object({
  market: z.enum(['IN', 'ID']),
  open: z.int(),
  dueSoon: z.int(),
  overdue: z.int(),
});

/**
 * The queue of data requests, open ones by due time (overdue first), then the rest newest first;
 * with a count strip per market.
 */
export const opsDataRequests = defineEndpoint({
  ...AGENTS,
  method: 'GET',
  path: '/film/ops/data-requests',
  body: 'none',
  request: z.object({
    market: z.optional(oneOf(['IN', 'ID'])),
    kind: z.optional(oneOf(DATA_REQUEST_KINDS)),
    status: z.optional(oneOf(['open', 'dueSoon', 'overdue', 'closed', 'all'])),
    /** One request, as a row's Refresh reads it again; with the other filters, if they hold. */
    id: z.optional(wholeNumber({ min: 1 })),
    page: z.optional(wholeNumber({ min: 1, max: 100_000 })),
  }),
  response: z.object({
    counts: z.array(OpsDataRequestCountsData),
    rows: z.array(OpsDataRequestData),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  }),
});

/**
 * Staff act on an open request, audited as `data-request.<action>`, and the borrower is told by
 * message. `answer`: a correction made or a grievance answered, in the note's words. `erase`: an
 * erasure approved; a job carries it out and tells the borrower. `refuse`: the note says why.
 * A request already closed, or an erasure while a loan is open, is refused in words.
 */
export const opsDataRequestAct = defineEndpoint({
  ...AGENTS,
  method: 'POST',
  path: '/film/ops/data-requests/act',
  body: 'json',
  request: z.object({
    id: id(),
    action: oneOf(['answer', 'erase', 'refuse']),
    note: text(DATA_REQUEST_DETAIL_MAX, 1),
  }),
  response: OpsDataRequestData,
});
