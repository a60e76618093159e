import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, moneyMarket, oneOf, optionalText, wholeNumber } from './fields.ts';
import { SESSION_PARAM_MAX_LENGTH } from './session-params.ts';
import { calendarDate, instant } from './date-fields.ts';

/** Loan confirmation (V3) and its agreements: family '00'. */

export const DetailRowData = z.object({ title: z.string(), value: z.string() });

export const RepayPlanData = z.object({
  title: z.string(),
  description: z.string(),
  /** Market-local calendar date. */
  pay_time: calendarDate(),
  amount: z.int(),
});

/**
 * The key fact statement (IN: RBI digital lending rules; ID: RIPLAY with OJK caps). Numbers
 * only, in minor units: each screen labels and formats them in the borrower's language.
 */
export const KeyFactsData = z.object({
  market: z.enum(['IN', 'ID']),
  lender: z.string(),
  sanctioned: z.int(),
  processingFee: z.int(),
  feeTax: z.int(),
  /** The tax rate on fees (IN: GST), basis points. */
  feeTaxBps: z.int(),
  netDisbursed: z.int(),
  totalInterest: z.int(),
  totalRepayable: z.int(),
  termDays: z.int(),
  instalments: z.array(
    z.object({
      periodNo: z.int(),
      dueDate: calendarDate(),
      principal: z.int(),
      interest: z.int(),
      total: z.int(),
      /** The principal still outstanding once this instalment is paid. */
      outstandingAfter: z.int(),
    }),
  ),
  aprBps: z.int(),
  /** Interest as configured: basis points a year (IN) or a day (ID). */
  interest: z.object({ per: z.enum(['year', 'day']), bps: z.int() }),
  penalCharges: z.array(z.string()),
  /**
   * The key fact statement's items that are words rather than figures, in the borrower's
   * language, written once for the screen and both documents (docs/product.md#disclosures).
   */
  disclosures: z.object({
    interestType: z.string(),
    aprConvention: z.string(),
    /** Each fee, with who receives it. */
    fees: z.array(z.object({ name: z.string(), amount: z.int(), recipient: z.string() })),
    foreclosure: z.array(z.string()),
    lendingServiceProvider: z.string(),
    recovery: z.string(),
    /** Where the agreement sets out how to complain. */
    grievance: z.string(),
    /** Where to go when a complaint is not answered: the regulator's scheme. */
    escalation: z.string(),
    /**
     * The annex's "other penal charges and any other charges": the extension fee, with its cap in
     * Indonesia. Absent from statements issued before it was stated.
     */
    otherCharges: z.optional(z.array(z.string())),
  }),
  /** The lender's licence, in the market's words (the app config's `registration`). */
  lenderRegistration: z.optional(z.string()),
  /** A paid extension as the product offers it: fee on the principal unpaid, days, how many. */
  extension: z.optional(z.object({ feeBps: z.int(), days: z.int(), maxCount: z.int() })),
  /** The last day the statement's terms are offered: 3 working days from the quote. */
  validUntil: z.optional(calendarDate()),
  /** Whether the loan may be transferred to another lender or securitised (RBI annex). */
  transferable: z.optional(z.boolean()),
  coolingOffDays: z.int(),
  grievanceOfficer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  cap: z.optional(
    z.object({
      costBpsPerDay: z.int(),
      lateFeeBpsPerDay: z.int(),
      totalCapBps: z.int(),
      effectiveFrom: calendarDate(),
    }),
  ),
});
export type KeyFacts = z.output<typeof KeyFactsData>;

export const LoanConfirmData = z.object({
  productId: z.int(),
  productLogo: z.string(),
  productName: z.string(),
  /** The sanctioned amount, minor units. */
  amount: z.int(),
  /**
   * The amounts the borrower may choose (docs/product.md#credit-limit): from `min` to `max` in
   * `step`s, within the product's range and what is left of their limit (`available`).
   */
  amountChoice: z.object({
    min: z.int(),
    max: z.int(),
    step: z.int(),
    limit: z.int(),
    available: z.int(),
  }),
  /** The term's length, counted in termUnit. */
  periods: z.int(),
  termUnit: z.literal('day'),
  /** Other terms the borrower may choose. */
  termOptions: z.array(z.int()),
  details: z.array(DetailRowData),
  detail1: z.string(),
  detail2: z.string(),
  repay_plans: z.array(RepayPlanData),
  firstPayTime: calendarDate(),
  firstPeriodDay: z.int(),
  pRateDsc: z.string(),
  sendSms: z.int(),
  isPopType: z.int(),
  popTitle: z.string(),
  popContent: z.string(),
  popAgreementUrl: z.string(),
  note: z.string(),
  sp_rate: z.string(),
  keyFacts: KeyFactsData,
  /**
   * The identity of the documents this screen shows for these terms, the agreement and the key
   * fact statement (RIPLAY) in the borrower's language: sha256, hex, of their content
   * (docs/api.md, loan confirmation). `loan-detail-push` sends it back with the borrower's consent,
   * and the documents issued with the loan are these.
   */
  documentsId: z.string(),
  /**
   * Our addition: the borrower's application of this product still under review, which
   * confirming again lands on (one per borrower and product): the screen says so and leads to
   * it. Null or absent when there is none.
   */
  underReview: z.optional(
    z.nullable(z.object({ orderId: z.int(), amount: z.int(), periods: z.int() })),
  ),
});
export type LoanConfirm = z.output<typeof LoanConfirmData>;

/**
 * Loan confirmation's own business code (docs/api.md): what is left of the borrower's limit is less
 * than the product's minimum, so there is no amount to offer. The confirm screen shows its own
 * page for it, with the way to other loans, instead of a retry.
 */
export const LOAN_CODES = { limitTooLow: '800101' } as const;

const Terms = {
  productId: id(),
  amount: z.optional(wholeNumber({ min: 1 })),
  periods: z.optional(wholeNumber({ min: 1, max: 3650 })),
};

export const loanDetailConfirm = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-confirm',
  body: 'form',
  safe: true,
  access: 'borrower',
  request: z.object(Terms),
  response: LoanConfirmData,
});

export const loanDetailPush = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-push',
  body: 'form',
  access: 'borrower',
  request: z.object({
    productId: id(),
    amount: wholeNumber({ min: 1 }),
    periods: wholeNumber({ min: 1, max: 3650 }),
    termUnit: z.optional(oneOf(['day'])),
    /**
     * 1: the borrower read and agreed to the documents of `documentsId`. Optional here so that a
     * push without it is answered with the server's own sentence, not a field error.
     */
    consent: z.optional(wholeNumber()),
    /** As `loan-detail-confirm` answered it for these terms. */
    documentsId: optionalText(128),
    /**
     * Session parameters (docs/product.md#session), normally in the query: kept with the consent
     * as the device and app it was given from.
     */
    deviceId: optionalText(SESSION_PARAM_MAX_LENGTH),
    appVersion: optionalText(SESSION_PARAM_MAX_LENGTH),
  }),
  /** Where the borrower goes next: the new order's details. */
  response: z.object({ lendDetailsUrl: z.string(), orderId: z.int() }),
});

export const DocumentKind = ['agreement', 'key_facts'] as const;

/** The confirm screen's agreements are contract scene 3 (docs/product.md#key-fact-statement). */
export const CONFIRM_SCENE = 3;

export const contractList = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/contract/contract',
  body: 'form',
  safe: true,
  access: 'borrower',
  request: z.object({ productId: id(), scene: wholeNumber({ max: 99 }) }),
  response: z.array(z.object({ title: z.string(), position: z.int() })),
});

export const contractJump = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/v3/contract/contract-jump',
  body: 'form',
  access: 'borrower',
  request: z.object({
    ...Terms,
    scene: wholeNumber({ max: 99 }),
    position: wholeNumber({ max: 99 }),
    orderId: z.optional(id()),
  }),
  response: z.object({ contract_url: z.string() }),
});

export const DocumentData = z.object({
  kind: z.enum(DocumentKind),
  title: z.string(),
  /** Set once the borrower agreed: the document is then the stored, immutable copy. */
  issuedAt: z.optional(instant()),
  orderId: z.optional(z.int()),
  sections: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
});
export type LoanDocument = z.output<typeof DocumentData>;

/** Our addition: the agreement or key facts, filled in with a quote's or an order's figures. */
export const loanDocument = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/loan/document',
  body: 'none',
  access: 'borrower',
  request: z.object({
    kind: oneOf(DocumentKind),
    orderId: z.optional(id()),
    ...Terms,
    productId: z.optional(id()),
  }),
  response: DocumentData,
});

export const DocumentFormat = ['html', 'pdf'] as const;

export const documentFile = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/loan/document/file',
  body: 'none',
  access: 'borrower',
  produces: 'file',
  request: z.object({
    kind: oneOf(DocumentKind),
    orderId: id(),
    /** `pdf`, the paper to keep and print; `html` (the default), a page that opens anywhere. */
    format: z.optional(oneOf(DocumentFormat)),
  }),
  response: z.object({
    filename: z.string(),
    contentType: z.string(),
    body: z.union([z.string(), z.instanceof(Uint8Array)]),
  }),
});

export const BorrowerDocumentsData = z.array(
  z.object({
    orderId: z.int(),
    productName: z.string(),
    amount: z.int(),
    market: moneyMarket(),
    issuedAt: instant(),
    /** Paid out: the loan has an account, and so a statement of it. */
    disbursed: z.boolean(),
    documents: z.array(z.object({ kind: z.enum(DocumentKind), title: z.string() })),
  }),
);

/** `/relevant`: every document the borrower agreed to, newest first. */
export const borrowerDocuments = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/loan/documents',
  body: 'form',
  access: 'borrower',
  request: z.object({}),
  response: BorrowerDocumentsData,
});
export type BorrowerDocuments = z.output<typeof BorrowerDocumentsData>;
