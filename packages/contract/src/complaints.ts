import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, optionalText, text, wholeNumber } from './fields.ts';
import { calendarDate, instant } from './date-fields.ts';
import { uploadedFile } from './upload-field.ts';

/**
 * Complaints and help (docs/product.md#complaints): the old app's `/h5-api/v3/user-problem/`
 * family, success `'00'` (get-whatsapp is in site.ts). Every call is the borrower's own: another
 * borrower's complaint, image, order or chatbot record answers 404.
 *
 * `orderNo` is the order's id (digits), as the old app sent it.
 */

const BASE = '/h5-api/v3/user-problem';

export const PROBLEM_DETAIL_MAX = 200;
export const PROBLEM_IMAGES_MAX = 9;
export const PROBLEM_IMAGE_BYTES_MAX = 10 * 1024 * 1024;
/** Collection conduct: needs a sub-type and an order whose `isShow` is 1. */
export const PROBLEM_TYPE_COLLECTION = 1;
/** Type values; titles come from problem-init in the borrower's language. */
export const PROBLEM_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
/** Sub-types of type 1. */
export const PROBLEM_SON_TYPES = [1, 2, 3, 4, 5] as const;
/** A complaint's status: 1 in progress, 2 resolved (it has a Process Result). */
export const PROBLEM_STATUS = { inProgress: 1, resolved: 2 } as const;

/** qa-record types: 1 hand-over, 2 solved (value 1) or not (value 2), 3 stars (value 0–5), 4 typed text. */
export const QA_RECORD_TYPE = { handOver: 1, solved: 2, rating: 3, text: 4 } as const;
/** A chatbot entry's action_type: 1 opens its children, 2 is an answer, 4 hands over to a person. */
export const QA_ACTION = { category: 1, answer: 2, handOver: 4 } as const;
export const QA_TEXT_MAX = 200;

const TitledValue = z.object({ value: z.int(), title: z.string() });

/** The order summary of the complaint flow (SPEC §3). */
export const ProblemOrderData = z.object({
  orderNo: z.string(),
  productLogo: z.string(),
  productName: z.string(),
  status: z.int(),
  statusText: z.string(),
  rows: z.array(z.object({ title: z.string(), value: z.string() })),
  /** 1: the order is or has been overdue, so a collection-conduct complaint (type 1) is allowed. */
  isShow: z.int(),
});
export type ProblemOrder = z.output<typeof ProblemOrderData>;

export const problemInit = defineEndpoint({
  family: 'complaint',
  method: 'POST',
  path: `${BASE}/problem-init`,
  body: 'form',
  access: 'borrower',
  /** The chosen order (either name); without one, the borrower's latest order is chosen. */
  request: z.object({ orderNo: z.optional(id()), orderId: z.optional(id()) }),
  response: z.object({
    problemType: z.array(TitledValue),
    /** Sub-types of type 1. */
    problemSonType: z.array(TitledValue),
    problemStatus: z.array(TitledValue),
    /** The chosen order; null when the borrower has no orders. */
    orderDetail: z.nullable(ProblemOrderData),
    /** All the borrower's orders, newest first. */
    orderList: z.array(ProblemOrderData),
  }),
});

/** A chatbot entry (SPEC §3). */
export const QaEntryData = z.object({
  id: z.int(),
  /** The parent entry; 0 for a first-level category. */
  pid: z.int(),
  title_local: z.string(),
  /** A shorter title for chips. */
  title_local_alias: z.string(),
  /** QA_ACTION. */
  action_type: z.int(),
  /** What the bot says when this entry is chosen: the answer of a question, '' for a category. */
  question: z.string(),
});
export type QaEntry = z.output<typeof QaEntryData>;

export const getQaList = defineEndpoint({
  family: 'complaint',
  method: 'GET',
  path: `${BASE}/get-qa-list`,
  body: 'none',
  access: 'borrower',
  /** pid 0 (or none): the first-level categories; else the children of entry `pid`. */
  request: z.object({ orderNo: z.optional(id()), pid: z.optional(wholeNumber({ max: 1e9 })) }),
  response: z.object({
    /** Entry `pid` itself; null for the first level. */
    question: z.nullable(QaEntryData),
    answerList: z.array(QaEntryData),
  }),
});

/** A chatbot button that acts on a loan: open its Repay, its extension, or its documents. */
export const QaLoanActionData = z.object({
  kind: z.enum(['repay', 'extend', 'documents']),
  orderId: z.int(),
});
export type QaLoanAction = z.output<typeof QaLoanActionData>;

export const qaRecord = defineEndpoint({
  family: 'complaint',
  method: 'POST',
  path: `${BASE}/qa-record`,
  body: 'form',
  access: 'borrower',
  request: z.object({
    orderNo: z.optional(id()),
    type: wholeNumber({ min: 1, max: 4 }),
    /** Type 2: 1 solved, 2 not; type 3: stars 0–5; type 4: the typed text; type 1: unused. */
    value: z.optional(
      z.pipe(
        z.union([z.int(), text(QA_TEXT_MAX)]),
        z.transform((v: number | string) => String(v)),
      ),
    ),
    /** The entry the record is about (types 1–3). */
    qaId: z.optional(id()),
  }),
  response: z.object({
    /** The bot's reply, in the borrower's language. */
    text: z.string(),
    /** Type 4: the closest question, whose answer `text` is; null when none is close. */
    matched: z.nullable(QaEntryData),
    /** Offer the hand-over to a person (type 4 without a match, type 2 value 2). */
    offerHandOver: z.boolean(),
    /**
     * Type 4 answered from the borrower's own loan: what the answer lets them do at once, each a
     * button. Optional for clients built before it.
     */
    actions: z.optional(z.array(QaLoanActionData)),
  }),
});

export const uploadProblemImg = defineEndpoint({
  family: 'complaint',
  method: 'POST',
  path: `${BASE}/upload-problem-img`,
  body: 'multipart',
  access: 'borrower',
  /**
   * One file part, `problemImage`: JPEG, PNG or WebP, at most 10 MB, read from its bytes. It is
   * re-encoded without metadata; an image not attached to a complaint within a day is removed.
   */
  request: z.object({ problemImage: uploadedFile() }),
  response: z.object({
    /** Where the image is shown: add the session parameters to it. Sent back in problem-save. */
    url: z.string(),
    imageId: z.string(),
  }),
});

/** One of the borrower's evidence images, re-encoded; never cached by shared caches. */
export const problemImg = defineEndpoint({
  family: 'complaint',
  method: 'GET',
  path: `${BASE}/problem-img`,
  body: 'none',
  access: 'borrower',
  request: z.object({ imageId: text(64, 1) }),
  response: z.object({ contentType: z.string(), body: z.instanceof(Uint8Array) }),
  produces: 'image',
});

export const problemSave = defineEndpoint({
  family: 'complaint',
  method: 'POST',
  path: `${BASE}/problem-save`,
  body: 'form',
  access: 'borrower',
  request: z.object({
    problemType: wholeNumber({ min: 1, max: 99 }),
    /** Required for type 1. */
    problemSonType: z.optional(wholeNumber({ min: 1, max: 99 })),
    /** At most 200 characters; empty is refused with "Please fill in your comments and suggestions". */
    problemDetail: optionalText(PROBLEM_DETAIL_MAX),
    /** The upload URLs (or image ids), comma-joined, at most 9; empty for none. */
    problemImage: optionalText(4000),
    orderNo: z.optional(id()),
    /**
     * Made once per filled-in form by the app: the same key answers the same complaint, so a
     * double tap or a retry after a lost answer makes one complaint.
     */
    requestKey: optionalText(64),
  }),
  response: z.object({
    problemId: z.int(),
    /** The reference the borrower quotes, e.g. TNC-IN-000123. */
    reference: z.string(),
    /** The lender answers by this day (IN 30 calendar days, ID 10 working days). */
    dueDate: calendarDate(),
  }),
});

export const ProblemListEntryData = z.object({
  id: z.int(),
  time: instant(),
  type: z.int(),
  typeTitle: z.string(),
  content: z.string(),
  reference: z.string(),
  dueDate: calendarDate(),
  status: z.int(),
});

export const problemList = defineEndpoint({
  family: 'complaint',
  method: 'POST',
  path: `${BASE}/problem-list`,
  body: 'form',
  access: 'borrower',
  request: z.object({}),
  response: z.object({
    /** Always two: "In progress" (status 1) then "Resolved" (status 2), newest first in each. */
    tabs: z.array(
      z.object({ status: z.int(), title: z.string(), list: z.array(ProblemListEntryData) }),
    ),
  }),
});

/**
 * Where a borrower may take a complaint the lender has not settled (DECISIONS §12): on every
 * complaint, whatever its state or rating.
 */
export const EscalationData = z.object({
  /** The borrower may escalate now: past the due date without an answer, or rated 2 stars or fewer. */
  due: z.boolean(),
  /** The body, e.g. "RBI Ombudsman" or "OJK". */
  authority: z.string(),
  /** A sentence in the borrower's language saying how, and from when. */
  text: z.string(),
  /** The regulator's complaint site; the app config's `allowedHosts` names its host. */
  url: z.string(),
  /** The lender's grievance officer from the app config. */
  grievanceOfficer: z.nullable(
    z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  ),
});

export const problemDetail = defineEndpoint({
  family: 'complaint',
  method: 'POST',
  path: `${BASE}/problem-detail`,
  body: 'form',
  access: 'borrower',
  request: z.object({ problemId: id() }),
  response: z.object({
    problemId: z.int(),
    type: z.int(),
    typeTitle: z.string(),
    sonType: z.nullable(z.int()),
    sonTypeTitle: z.string(),
    content: z.string(),
    /** Image URLs: add the session parameters. */
    images: z.array(z.string()),
    orderNo: z.string(),
    reference: z.string(),
    time: instant(),
    dueDate: calendarDate(),
    /** Indonesia only: the due date was moved once, by 10 working days, for this reason. */
    extension: z.nullable(z.object({ reason: z.string(), previousDueDate: calendarDate() })),
    status: z.int(),
    /** The Process Result: the lender's answer ('' until there is one) and its images. */
    disposeDetail: z.string(),
    disposeImages: z.array(z.string()),
    disposeTime: z.nullable(instant()),
    /** Non-zero: ask for the rating (answered and not rated yet). */
    isScore: z.int(),
    /** The borrower's stars, once rated. */
    score: z.nullable(z.int()),
    escalation: EscalationData,
    /**
     * Once the complaint's photos were deleted, their period past (docs/product.md#retention):
     * when and why, in the borrower's language; '' otherwise.
     */
    imagesRemoved: z.string(),
  }),
});

export const saveScore = defineEndpoint({
  family: 'complaint',
  method: 'POST',
  path: `${BASE}/save-score`,
  body: 'form',
  access: 'borrower',
  /** Once per complaint, after its answer. */
  request: z.object({ problemId: id(), score: wholeNumber({ min: 1, max: 5 }) }),
  response: z.object({ score: z.int() }),
});
