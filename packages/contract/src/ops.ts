import * as z from 'zod/mini';
import { defineEndpoint, STAFF_ROLES } from './endpoint.ts';
import { id, minorAmount, oneOf, optionalText, text, wholeNumber } from './fields.ts';
import { calendarDate, instant } from './date-fields.ts';
import { LandingTemplateData, LandingTemplateInput } from './promotion.ts';
import { FunnelRow } from './promotion-operator.ts';
import { OpsBankAccountData, OpsPayoutData } from './payouts.ts';
import { ProviderMethodName, ProviderPurposeName } from './repayment.ts';
import { uploadedFile } from './upload-field.ts';

/**
 * The operator console's calls (docs/product.md#the-operator-console-server), family `ops`
 * (success 0), under /film/ops/. Every call but sign-in is `staff`: the `tenora_staff` cookie
 * (httpOnly, SameSite=Strict) set by sign-in, and on every POST the session's CSRF token, from
 * sign-in or `me`, in the `x-csrf-token` header (decision 060). Without a session: 401; without
 * one of the call's `roles`: 403 (decision 061). A borrower's sessionId opens nothing here.
 *
 * Every state-changing call writes an audit entry (who, what, the object before and after) in
 * the same transaction as the change (decision 063). The console is English only (decision 062).
 */

const BASE = '/film/ops';

export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 200;
export const OPS_PAGE_SIZE_MAX = 100;

const market = () => oneOf(['IN', 'ID']);
const staffRole = () => oneOf(STAFF_ROLES);
const roleList = () => z.array(staffRole()).check(z.minLength(1), z.maxLength(STAFF_ROLES.length));
const email = () => text(254, 3).check(z.regex(/^[^\s@]+@[^\s@]+$/));
const password = () =>
  z.string().check(z.minLength(STAFF_PASSWORD_MIN), z.maxLength(STAFF_PASSWORD_MAX));
/** Paging of the long lists: page 1 is the first; `total` counts every matching row. */
const paging = {
  page: z.optional(wholeNumber({ min: 1, max: 100_000 })),
  pageSize: z.optional(wholeNumber({ min: 1, max: OPS_PAGE_SIZE_MAX })),
};
const Paged = { total: z.int(), page: z.int(), pageSize: z.int() };

// ---------------------------------------------------------------------------------------------
// Session

export const StaffData = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type Staff = z.output<typeof StaffData>;

/** What sign-in and `me` answer: who is signed in and the token every POST must carry. */
export const StaffSessionData = z.object({
  staff: StaffData,
  /** Send it back in the `x-csrf-token` header on every POST; it lives as long as the session. */
  csrfToken: z.string(),
});
export type StaffSession = z.output<typeof StaffSessionData>;

/**
 * Sets the `tenora_staff` cookie. Wrong e-mail or password: 401 with one message for both.
 * Failures are limited per e-mail and address, per address, and per e-mail from several
 * addresses (decision 088): past a limit, 429 saying how long to wait, even with the right
 * password.
 */
export const opsSignIn = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/sign-in`,
  body: 'json',
  access: 'public',
  request: z.object({
    email: text(254, 1),
    password: z.string().check(z.minLength(1), z.maxLength(STAFF_PASSWORD_MAX)),
  }),
  response: StaffSessionData,
});

/** Ends the session on the server (its row is deleted) and clears the cookie. */
export const opsSignOut = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/sign-out`,
  body: 'json',
  access: 'staff',
  roles: [],
  request: z.object({}),
  response: z.object({}),
});

/** The signed-in member and the CSRF token again, so a reloaded console carries on. */
export const opsMe = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/me`,
  body: 'none',
  access: 'staff',
  roles: [],
  request: z.object({}),
  response: StaffSessionData,
});

// ---------------------------------------------------------------------------------------------
// Staff accounts (admin)

export const StaffMemberData = z.extend(StaffData, {
  disabled: z.boolean(),
  createdAt: instant(),
  lastSignInAt: z.nullable(instant()),
  /** Failed sign-ins in a row, from any address, since the member's last sign-in. */
  failedSignIns: z.int(),
  /** Set while failed sign-ins hold back some address, or every untrusted one (decision 088). */
  lockedUntil: z.nullable(instant()),
});
export type StaffMember = z.output<typeof StaffMemberData>;

export const opsStaffList = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/staff`,
  body: 'none',
  access: 'staff',
  roles: ['admin'],
  request: z.object({}),
  /** By e-mail. */
  response: z.object({ staff: z.array(StaffMemberData) }),
});

/**
 * The admin chooses the first password (at least 12 characters) and hands it over; nothing is
 * e-mailed. An e-mail already in use answers a business failure.
 */
export const opsStaffCreate = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/staff/create`,
  body: 'json',
  access: 'staff',
  roles: ['admin'],
  request: z.object({
    email: email(),
    name: text(120, 1),
    roles: roleList(),
    password: password(),
  }),
  response: StaffMemberData,
});

/** An admin cannot take admin away from themself (so the last admin stays). */
export const opsStaffSetRoles = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/staff/roles`,
  body: 'json',
  access: 'staff',
  roles: ['admin'],
  request: z.object({ staffId: id(), roles: roleList() }),
  response: StaffMemberData,
});

/**
 * Forgets the member's failed sign-ins, from every address, so they can sign in again at once.
 * The addresses they signed in from stay trusted.
 */
export const opsStaffUnlock = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/staff/unlock`,
  body: 'json',
  access: 'staff',
  roles: ['admin'],
  request: z.object({ staffId: id() }),
  response: StaffMemberData,
});

/** Disabling ends the member's sessions at once; an admin cannot disable themself. */
export const opsStaffSetDisabled = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/staff/disabled`,
  body: 'json',
  access: 'staff',
  roles: ['admin'],
  request: z.object({ staffId: id(), disabled: z.boolean() }),
  response: StaffMemberData,
});

// ---------------------------------------------------------------------------------------------
// Complaints (agent)

/** open: no answer yet; answered: has its Process Result (the borrower's "Resolved"). */
export const OPS_COMPLAINT_STATUSES = ['open', 'answered'] as const;

export const OpsComplaintRowData = z.object({
  complaintId: z.int(),
  /** e.g. TNC-IN-000123. */
  reference: z.string(),
  market: z.enum(['IN', 'ID']),
  type: z.int(),
  /** In English. */
  typeTitle: z.string(),
  status: z.enum(OPS_COMPLAINT_STATUSES),
  createdAt: instant(),
  dueDate: calendarDate(),
  /** Open and past its due date in the market's calendar. */
  overdue: z.boolean(),
  /** Open, not overdue, and due by the second working day from today in its market. */
  dueSoon: z.boolean(),
  extended: z.boolean(),
  answeredAt: z.nullable(instant()),
  /** The first words of the borrower's text. */
  excerpt: z.string(),
  /** The member who answers it; null while no one is assigned. */
  assignee: z.nullable(z.object({ staffId: z.int(), name: z.string() })),
});
export type OpsComplaintRow = z.output<typeof OpsComplaintRowData>;

/**
 * The queue. Open complaints first, by due date (so the overdue ones lead, marked `overdue`),
 * then answered ones, latest answer first. `status` defaults to open; `reference` matches a
 * whole reference (or its number).
 */
export const opsComplaintList = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/complaints`,
  body: 'none',
  access: 'staff',
  roles: ['agent'],
  request: z.object({
    market: z.optional(market()),
    type: z.optional(wholeNumber({ min: 1, max: 99 })),
    status: z.optional(oneOf(['open', 'dueSoon', 'overdue', 'answered', 'all'])),
    reference: optionalText(32),
    /** me: only those assigned to the member asking; none: only those no one holds. */
    assignee: z.optional(oneOf(['me', 'none'])),
    ...paging,
  }),
  response: z.object({ rows: z.array(OpsComplaintRowData), ...Paged }),
});

/**
 * The borrower's consent to the loan, as the server recorded it when the order was made
 * (docs/decisions/099-consent-is-a-record.md).
 */
export const OpsConsentData = z.object({
  at: instant(),
  /** The identity of the documents agreed to: the order's documents as issued hash to it. */
  documentsId: z.string(),
  /** The client's address as the server saw it. */
  address: z.string(),
  userAgent: z.nullable(z.string()),
  /** The native app's, when the app ran inside it. */
  deviceId: z.nullable(z.string()),
  appVersion: z.nullable(z.string()),
});
export type OpsConsent = z.output<typeof OpsConsentData>;

export const OpsOrderSummaryData = z.object({
  orderId: z.int(),
  productName: z.string(),
  /** Minor units, in `market`'s currency. */
  principal: minorAmount(),
  market: z.enum(['IN', 'ID']),
  termDays: z.int(),
  createdAt: instant(),
  decision: z.enum(['pending', 'approved', 'rejected']),
  disbursedAt: z.nullable(instant()),
  /** The borrower's order status in English, e.g. "Under review", "Repayment pending". */
  statusText: z.string(),
  /** Null for an order made before consent was recorded. */
  consent: z.nullable(OpsConsentData),
});
export type OpsOrderSummary = z.output<typeof OpsOrderSummaryData>;

/** A chatbot step of the borrower's (qa-record), the entry titles in English. */
export const OpsChatbotRecordData = z.object({
  at: instant(),
  /** handOver, solved, rating or text (QA_RECORD_TYPE). */
  kind: z.enum(['handOver', 'solved', 'rating', 'text']),
  value: z.string(),
  orderId: z.nullable(z.int()),
  /** The entry it was about, retired or not; null when none. */
  entryTitle: z.nullable(z.string()),
  matchedTitle: z.nullable(z.string()),
});

/**
 * A disbursed loan's money as the borrower's loan account reads it today (the ledger's one read,
 * nothing worked out again): what is owed, the late charges, every payment and extension.
 * Minor units, in `market`'s currency.
 */
export const OpsLoanMoneyData = z.object({
  orderId: z.int(),
  market: z.enum(['IN', 'ID']),
  /** Everything still owed on the loan, late charges included; 0 once repaid. */
  outstanding: minorAmount(),
  /** Of it, principal not yet repaid. */
  unpaidPrincipal: minorAmount(),
  /** What the borrower is asked to pay now, as Repay asks it. */
  dueNow: minorAmount(),
  /** The due date of the first instalment not fully paid; null once repaid. */
  nextDueDate: z.nullable(calendarDate()),
  daysLate: z.int(),
  lateCharges: z.object({
    /** Charged so far, those an extension froze included. */
    charged: minorAmount(),
    /** Of them, not yet paid. */
    owed: minorAmount(),
  }),
  /** Oldest first, extension fees included. */
  payments: z.array(
    z.object({
      reference: z.string(),
      paidAt: instant(),
      amount: minorAmount(),
      /**
       * seed: a payment of the demo data, not made by any method; checkout: paid on the
       * provider's hosted checkout, which did not say how.
       */
      method: z.enum([
        'seed',
        'card',
        'wallet',
        'va',
        'market',
        'upi',
        'netbanking',
        'checkout',
        'autopay',
      ]),
      purpose: z.enum(['repayment', 'extension']),
    }),
  ),
  /** Each paid extension, oldest first: its fee's payment and the due date it moved to. */
  extensions: z.array(
    z.object({
      reference: z.string(),
      paidAt: instant(),
      fee: minorAmount(),
      dueDate: calendarDate(),
    }),
  ),
});
export type OpsLoanMoney = z.output<typeof OpsLoanMoneyData>;

export const OpsComplaintDetailData = z.extend(OpsComplaintRowData, {
  sonType: z.nullable(z.int()),
  sonTypeTitle: z.string(),
  /** The borrower's text, whole. */
  text: z.string(),
  /** Evidence images: ops image URLs (opsComplaintImage), same-origin. */
  images: z.array(z.string()),
  /**
   * When the complaint's photos, the evidence's and the answer's, were deleted, their period past
   * (docs/product.md#retention); null while they are kept.
   */
  imagesRemovedAt: z.nullable(instant()),
  borrower: z.object({ userId: z.int(), phone: z.string() }),
  order: z.nullable(OpsOrderSummaryData),
  /** The order's money; null without an order, or before it is disbursed. */
  loan: z.nullable(OpsLoanMoneyData),
  /** The borrower's chatbot steps (for this order, or any when the complaint has none), newest first, at most 50. */
  chatbot: z.array(OpsChatbotRecordData),
  /** Indonesia only, once. */
  extension: z.nullable(
    z.object({ reason: z.string(), previousDueDate: calendarDate(), extendedAt: instant() }),
  ),
  /** Only Indonesian open complaints not yet extended, up to their due date (the market's day). */
  canExtend: z.boolean(),
  /** Who it may be assigned to: the active members with the agent role. */
  assignable: z.array(z.object({ staffId: z.int(), name: z.string() })),
  /** The Process Result, once given. */
  answer: z.nullable(
    z.object({
      text: z.string(),
      images: z.array(z.string()),
      answeredAt: instant(),
      /** Null when it came from the support API. */
      staffName: z.nullable(z.string()),
    }),
  ),
  /** The borrower's stars, once rated. */
  score: z.nullable(z.int()),
});
export type OpsComplaintDetail = z.output<typeof OpsComplaintDetailData>;

export const opsComplaintDetail = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/complaints/detail`,
  body: 'none',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ complaintId: id() }),
  response: OpsComplaintDetailData,
});

/**
 * One reply image, through the borrower's upload path: JPEG, PNG or WebP read from its bytes, at
 * most 10 MB, re-encoded without metadata. Attach it with opsComplaintReply within a day.
 */
export const opsComplaintUploadImage = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/complaints/upload-image`,
  body: 'multipart',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ image: uploadedFile() }),
  response: z.object({ imageId: z.string(), url: z.string() }),
});

/**
 * The Process Result: at once the borrower's answer, and the complaint is "Resolved" in the
 * borrower's list. Once per complaint; images from opsComplaintUploadImage, at most 9.
 */
export const opsComplaintReply = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/complaints/reply`,
  body: 'json',
  access: 'staff',
  roles: ['agent'],
  request: z.object({
    complaintId: id(),
    text: text(2000, 1),
    imageIds: z.optional(z.array(text(64, 1)).check(z.maxLength(9))),
  }),
  response: OpsComplaintDetailData,
});

/** Indonesia only, once, before the answer: the due date moves by 10 working days. */
export const opsComplaintExtend = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/complaints/extend`,
  body: 'json',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ complaintId: id(), reason: text(500, 1) }),
  response: OpsComplaintDetailData,
});

/**
 * Gives an open complaint to a member with the agent role, or to no one (`staffId` null); the
 * member is e-mailed on the working day before its due date. Audited as complaint.assign.
 */
export const opsComplaintAssign = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/complaints/assign`,
  body: 'json',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ complaintId: id(), staffId: z.nullable(id()) }),
  response: OpsComplaintDetailData,
});

export const OpsComplaintSummaryData = z.object({
  market: z.enum(['IN', 'ID']),
  open: z.int(),
  /** Of the open ones, past their due date. */
  overdue: z.int(),
  /** Of the open ones, due by the second working day from today. */
  dueSoon: z.int(),
  answered: z.int(),
  answeredWithinDue: z.int(),
  /** The complaints whose due date has been met or missed: the answered and the overdue. */
  answeredOrOverdue: z.int(),
  /**
   * answeredWithinDue / answeredOrOverdue, 0–1: an open complaint past its due date counts as not
   * answered in time. Null while nothing is answered or overdue.
   */
  shareAnsweredWithinDue: z.nullable(z.number()),
});

export const opsComplaintSummary = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/complaints/summary`,
  body: 'none',
  access: 'staff',
  roles: ['agent'],
  request: z.object({}),
  response: z.object({
    /** One row per market, IN then ID. */
    markets: z.array(OpsComplaintSummaryData),
    /** The complaint types a borrower can choose, named in English, for the queue's filter. */
    types: z.array(z.object({ type: z.int(), title: z.string() })),
  }),
});

/** An evidence or reply image of any complaint; never cached by shared caches. */
export const opsComplaintImage = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/complaints/image`,
  body: 'none',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ imageId: text(64, 1) }),
  response: z.object({ contentType: z.string(), body: z.instanceof(Uint8Array) }),
  produces: 'image',
});

// ---------------------------------------------------------------------------------------------
// The help chatbot (agent). The tree is per market; each entry carries both languages, and
// India's its Hindi beside them.

const QaTexts = z.object({
  title: text(200, 1),
  /** The shorter title for chips. */
  alias: text(80, 1),
  /** What the bot says (answers only; '' for categories and hand-overs). Placeholders such as {phone} are kept. */
  answer: optionalText(2000),
  /** Words a typed question is matched on, besides the title. */
  keywords: optionalText(500),
});
const QaTextsByLanguage = z.object({ 'en-IN': QaTexts, 'id-ID': QaTexts });

/**
 * The Hindi of an India entry, each text on its own: null (or '') leaves that text to the English,
 * which a Hindi borrower then reads. On an edit, a field left out keeps what is stored. Indonesia's
 * entries take none (a text there is refused).
 */
const QaHindiTexts = {
  titleHi: z.optional(z.nullable(text(200))),
  aliasHi: z.optional(z.nullable(text(80))),
  answerHi: z.optional(z.nullable(text(2000))),
  keywordsHi: z.optional(z.nullable(text(500))),
};

/** 1 category (opens its children), 2 answer, 4 hand-over to a person (QA_ACTION). */
const actionType = () => z.union([z.literal(1), z.literal(2), z.literal(4)]);

export const OpsQaEntryData = z.object({
  id: z.int(),
  market: z.enum(['IN', 'ID']),
  /** 0 for a first-level category. */
  pid: z.int(),
  sortOrder: z.int(),
  actionType: z.int(),
  texts: z.object({
    'en-IN': z.object({
      title: z.string(),
      alias: z.string(),
      answer: z.string(),
      keywords: z.string(),
    }),
    'id-ID': z.object({
      title: z.string(),
      alias: z.string(),
      answer: z.string(),
      keywords: z.string(),
    }),
  }),
  /** India's Hindi, each null where the borrower reads the English; all null for Indonesia. */
  titleHi: z.nullable(z.string()),
  aliasHi: z.nullable(z.string()),
  answerHi: z.nullable(z.string()),
  keywordsHi: z.nullable(z.string()),
  /** Retired entries are hidden from borrowers but stay readable in old records. */
  retired: z.boolean(),
});
export type OpsQaEntry = z.output<typeof OpsQaEntryData>;

/** The whole tree of a market, retired entries included, by parent then order. */
export const opsChatbotTree = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/chatbot`,
  body: 'none',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ market: market() }),
  response: z.object({ entries: z.array(OpsQaEntryData) }),
});

/** Added last among its siblings; the parent must be a category of the same market. Borrowers see it at once. */
export const opsChatbotAdd = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/chatbot/add`,
  body: 'json',
  access: 'staff',
  roles: ['agent'],
  request: z.object({
    market: market(),
    pid: wholeNumber({ min: 0 }),
    actionType: actionType(),
    texts: QaTextsByLanguage,
    ...QaHindiTexts,
  }),
  response: OpsQaEntryData,
});

export const opsChatbotEdit = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/chatbot/edit`,
  body: 'json',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ id: id(), texts: QaTextsByLanguage, ...QaHindiTexts }),
  response: OpsQaEntryData,
});

/** `ids`: every child of `pid` in the market, in their new order. */
export const opsChatbotReorder = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/chatbot/reorder`,
  body: 'json',
  access: 'staff',
  roles: ['agent'],
  request: z.object({
    market: market(),
    pid: wholeNumber({ min: 0 }),
    ids: z.array(id()).check(z.minLength(1), z.maxLength(200)),
  }),
  response: z.object({ entries: z.array(OpsQaEntryData) }),
});

/** Retire (or bring back) an entry; a retired category hides its children from borrowers too. */
export const opsChatbotRetire = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/chatbot/retire`,
  body: 'json',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ id: id(), retired: z.boolean() }),
  response: OpsQaEntryData,
});

/** A category with active children cannot stop being a category. */
export const opsChatbotSetAction = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/chatbot/action`,
  body: 'json',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ id: id(), actionType: actionType() }),
  response: OpsQaEntryData,
});

// ---------------------------------------------------------------------------------------------
// Loans and borrowers (credit)

export const OpsApplicationData = z.object({
  order: OpsOrderSummaryData,
  userId: z.int(),
  phone: z.string(),
  /** Where the loan would be paid: the borrower's account, masked; null when they gave none. */
  bankAccount: z.nullable(OpsBankAccountData),
  /** The loan's latest payout; null before the first. */
  payout: z.nullable(OpsPayoutData),
});

/**
 * review: applications awaiting a decision, oldest first; approved: approved and not yet
 * disbursed, oldest decision first.
 */
export const opsLoanApplications = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/loans/applications`,
  body: 'none',
  access: 'staff',
  roles: ['credit'],
  request: z.object({
    state: oneOf(['review', 'approved']),
    market: z.optional(market()),
    ...paging,
  }),
  response: z.object({ rows: z.array(OpsApplicationData), ...Paged }),
});

/**
 * The order's move, the same transition the support API plays (/film/dev/orders/state). An order
 * not in the state the action needs answers a business failure.
 */
const OrderMoveData = z.object({ order: OpsOrderSummaryData });

/**
 * Disbursal sends the money to the borrower's verified account through the payout provider
 * (docs/payments.md#payouts): the loan is disbursed once the payout is made, at once or by the
 * provider's word later; a failed one answers here, or comes back to the list, with its reason.
 * Asked again after a failure, it sends a new payout.
 */
const DisburseData = z.object({ order: OpsOrderSummaryData, payout: OpsPayoutData });

export const opsLoanApprove = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/loans/approve`,
  body: 'json',
  access: 'staff',
  roles: ['credit'],
  request: z.object({ orderId: id() }),
  response: OrderMoveData,
});

export const opsLoanReject = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/loans/reject`,
  body: 'json',
  access: 'staff',
  roles: ['credit'],
  /** The reason is kept in the audit log only. */
  request: z.object({ orderId: id(), reason: optionalText(500) }),
  response: OrderMoveData,
});

/** Approved and not yet disbursed: the schedule starts today; the borrower sees "Repayment pending". */
export const opsLoanDisburse = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/loans/disburse`,
  body: 'json',
  access: 'staff',
  roles: ['credit'],
  request: z.object({ orderId: id() }),
  response: DisburseData,
});

export const OpsBorrowerData = z.object({
  userId: z.int(),
  market: z.enum(['IN', 'ID']),
  phone: z.string(),
  createdAt: instant(),
  /** Set by staff; null: the product's first-loan limit applies (decision 030). Minor units. */
  creditLimit: z.nullable(minorAmount()),
  /** Principal held by open loans (under review, approved, disbursed and not repaid). */
  outstanding: minorAmount(),
  /** Newest first. */
  orders: z.array(OpsOrderSummaryData),
});
export type OpsBorrower = z.output<typeof OpsBorrowerData>;

/** By phone (as the borrower signed up, with or without the country code) or by order number. */
export const opsBorrowerLookup = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/borrowers/lookup`,
  body: 'none',
  access: 'staff',
  roles: ['credit'],
  request: z.object({ phone: optionalText(24), orderId: z.optional(id()) }),
  /** Null when nobody matches. */
  response: z.object({ borrower: z.nullable(OpsBorrowerData) }),
});

export const CREDIT_LIMIT_MAX = 1_000_000_000_000;

/**
 * The lender's decision, in minor units of the borrower's market and whole rupees or rupiah (a
 * part of one is refused, as is the limit the borrower already has); null clears it. The reason
 * is required and kept in the audit log.
 */
export const opsBorrowerSetLimit = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/borrowers/limit`,
  body: 'json',
  access: 'staff',
  roles: ['credit'],
  request: z.object({
    userId: id(),
    creditLimit: z.nullable(wholeNumber({ min: 0, max: CREDIT_LIMIT_MAX })),
    reason: text(500, 1),
  }),
  response: z.object({ borrower: OpsBorrowerData }),
});

// ---------------------------------------------------------------------------------------------
// Refunds (credit): money a provider brought in that the loan no longer owed (`refund_due`)

/**
 * due: nobody has asked for it yet; requested: asked of the provider, not yet answered (a
 * provider that finishes later); refunded; failed: the provider refused it, with its reason, and
 * it may be tried again (docs/decisions/090-refunds-from-the-console.md).
 */
export const OPS_REFUND_STATES = ['due', 'requested', 'refunded', 'failed'] as const;
export type OpsRefundState = (typeof OPS_REFUND_STATES)[number];

export const OpsRefundData = z.object({
  /** Our reference of the payment. */
  reference: z.string(),
  market: z.enum(['IN', 'ID']),
  orderId: z.int(),
  userId: z.int(),
  phone: z.string(),
  method: ProviderMethodName,
  /** What the money was sent for: the loan, or an extension's fee. */
  purpose: ProviderPurposeName,
  /** All of it goes back, never more. Minor units, in `market`'s currency. */
  amount: minorAmount(),
  /** When it arrived and was set aside. */
  receivedAt: instant(),
  state: z.enum(OPS_REFUND_STATES),
  /** The latest try; null while `due`. */
  refund: z.nullable(
    z.object({
      reason: z.string(),
      /** 1 for the first try; each retry after a failure adds one. */
      attempt: z.int(),
      requestedAt: instant(),
      requestedBy: z.nullable(z.string()),
      /** When the provider said refunded or failed. */
      settledAt: z.nullable(instant()),
      providerRefundId: z.nullable(z.string()),
      /** The provider's own code and words, on a failure. */
      failure: z.nullable(z.object({ code: z.string(), message: z.string() })),
    }),
  ),
});
export type OpsRefund = z.output<typeof OpsRefundData>;

/**
 * open: due, requested and failed, longest waiting first; refunded: latest refund first; all:
 * latest money first.
 */
export const opsRefundList = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/refunds`,
  body: 'none',
  access: 'staff',
  roles: ['credit'],
  request: z.object({
    state: z.optional(oneOf(['open', 'refunded', 'all'])),
    market: z.optional(market()),
    ...paging,
  }),
  response: z.object({ rows: z.array(OpsRefundData), ...Paged }),
});

/**
 * Gives the whole payment back through the provider's refund call, with a reason kept on the
 * refund and in the audit log. Once per payment: asked again (or twice at once) while it is
 * requested or refunded, it answers the same refund and refunds nothing more; a failed one is
 * tried again. A payment not marked `refund_due` answers a business failure.
 */
export const opsRefund = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/refunds/refund`,
  body: 'json',
  access: 'staff',
  roles: ['credit'],
  request: z.object({ reference: text(64, 1), reason: text(500, 1) }),
  response: z.object({ refund: OpsRefundData }),
});

// ---------------------------------------------------------------------------------------------
// Landing templates and the funnel (admin): the operator-token calls' features (decision 065)

export const opsTemplateList = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/templates`,
  body: 'none',
  access: 'staff',
  roles: ['admin'],
  request: z.object({}),
  /** By id. */
  response: z.object({ templates: z.array(LandingTemplateData) }),
});

/** Adds or replaces a template, with the checks of /film/promotion/templates. */
export const opsTemplateSave = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/templates/save`,
  body: 'json',
  access: 'staff',
  roles: ['admin'],
  request: LandingTemplateInput,
  response: LandingTemplateData,
});

export const opsFunnel = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/funnel`,
  body: 'none',
  access: 'staff',
  roles: ['admin'],
  request: z.object({ from: calendarDate(), to: calendarDate(), templateId: z.optional(id()) }),
  response: z.object({ from: z.string(), to: z.string(), rows: z.array(FunnelRow) }),
});

// ---------------------------------------------------------------------------------------------
// Contact-form inbox (agent)

export const OpsContactMessageData = z.object({
  id: z.int(),
  market: z.enum(['IN', 'ID']),
  appName: z.nullable(z.string()),
  name: z.string(),
  telephone: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: instant(),
  handledAt: z.nullable(instant()),
  handledBy: z.nullable(z.string()),
});
export type OpsContactMessage = z.output<typeof OpsContactMessageData>;

/** Newest first; `state` defaults to open. */
export const opsContactList = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/contact`,
  body: 'none',
  access: 'staff',
  roles: ['agent'],
  request: z.object({
    state: z.optional(oneOf(['open', 'handled', 'all'])),
    market: z.optional(market()),
    ...paging,
  }),
  response: z.object({ rows: z.array(OpsContactMessageData), ...Paged }),
});

/** Once; handling a handled message answers it as it is. */
export const opsContactHandle = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/contact/handle`,
  body: 'json',
  access: 'staff',
  roles: ['agent'],
  request: z.object({ messageId: id() }),
  response: OpsContactMessageData,
});

// ---------------------------------------------------------------------------------------------
// Audit log (admin)

export const OpsAuditEntryData = z.object({
  id: z.int(),
  at: instant(),
  /** Null for entries written by a script (ops:create-admin). */
  staffId: z.nullable(z.int()),
  staffEmail: z.nullable(z.string()),
  /** e.g. complaint.reply, order.approve, staff.create. */
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  /** The object as it was and as it became; null where it did not exist. Secrets never appear. */
  before: z.unknown(),
  after: z.unknown(),
});
export type OpsAuditEntry = z.output<typeof OpsAuditEntryData>;

/**
 * Newest first. `from`/`to`: calendar days in UTC, both included. `total` is exact up to 10,000
 * entries; past that it stops at the first multiple of 10,000 that holds the page asked for, with
 * `totalCapped` true: more entries match, and the page after the last counted one exists
 * (decision 109).
 */
export const opsAuditList = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/audit`,
  body: 'none',
  access: 'staff',
  roles: ['admin'],
  request: z.object({
    staffId: z.optional(id()),
    action: optionalText(64),
    objectType: optionalText(64),
    objectId: optionalText(64),
    from: z.optional(calendarDate()),
    to: z.optional(calendarDate()),
    ...paging,
  }),
  response: z.object({
    rows: z.array(OpsAuditEntryData),
    ...Paged,
    /** More entries match than `total`: the count stopped at its cap. */
    totalCapped: z.boolean(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Messages to borrowers (docs/product.md#messages)

export const OPS_DELIVERY_STATES = [
  'queued',
  'waiting',
  'sent',
  'delivered',
  'failed',
  'cancelled',
] as const;

export const OpsCommunicationData = z.object({
  notificationId: z.int(),
  /** The catalogue's template, e.g. reminder.overdue. */
  template: z.string(),
  title: z.string(),
  createdAt: instant(),
  orderId: z.nullable(z.int()),
  complaintId: z.nullable(z.int()),
  /** Each channel that carried it outside the app; the app's own inbox always has it. */
  deliveries: z.array(
    z.object({
      deliveryId: z.int(),
      channel: z.enum(['sms', 'email']),
      status: z.enum(OPS_DELIVERY_STATES),
      attempts: z.int(),
      sentAt: z.nullable(instant()),
      /** Why it failed, waits or was withheld; never the text or the destination. */
      reason: z.nullable(z.string()),
    }),
  ),
});
export type OpsCommunication = z.output<typeof OpsCommunicationData>;

/** What a borrower was sent, newest first: what, when, by which channel, with what result. */
export const opsBorrowerCommunications = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/borrowers/communications`,
  body: 'none',
  access: 'staff',
  roles: ['agent', 'credit'],
  request: z.object({ userId: id() }),
  response: z.object({ communications: z.array(OpsCommunicationData) }),
});

/** A failed delivery sent again, audited; a delivery that has not failed is refused. */
export const opsDeliveryRetry = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: `${BASE}/deliveries/retry`,
  body: 'json',
  access: 'staff',
  roles: ['agent', 'credit'],
  request: z.object({ deliveryId: id() }),
  response: z.object({ communications: z.array(OpsCommunicationData) }),
});

export const OpsQueueData = z.object({
  name: z.string(),
  waiting: z.int(),
  retrying: z.int(),
  running: z.int(),
  /** Failed after every retry: the dead letters. */
  failed: z.int(),
});

/** The job queues' health, and the messages failed for good, for admins. */
export const opsJobQueues = defineEndpoint({
  family: 'ops',
  method: 'GET',
  path: `${BASE}/jobs`,
  body: 'none',
  access: 'staff',
  roles: ['admin'],
  request: z.object({}),
  response: z.object({
    queues: z.array(OpsQueueData),
    /** Deliveries failed for good, by channel. */
    failedDeliveries: z.object({ sms: z.int(), email: z.int() }),
  }),
});
