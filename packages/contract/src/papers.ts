import * as z from 'zod/mini';
import { calendarDate, instant } from './date-fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { id, oneOf } from './fields.ts';
import { DocumentKind } from './loans.ts';

/**
 * The papers a borrower keeps (docs/product.md#papers): the sanction letter (Indonesia's surat
 * persetujuan pinjaman) when a loan is approved, a receipt for each repayment, and the
 * certificate that a loan is repaid (India's no-dues certificate, Indonesia's surat keterangan
 * lunas), and the statements of account the borrower asks for, each a PDF drawn as it was
 * issued. Family `film`.
 */

export const PaperKind = ['sanction', 'receipt', 'repaid', 'statement', 'refund'] as const;
export type PaperKind = (typeof PaperKind)[number];

export const PaperData = z.object({
  id: z.int(),
  orderId: z.int(),
  kind: z.enum(PaperKind),
  /** Readable and unique: RCPT-IN-2026-000123. */
  number: z.string(),
  title: z.string(),
  issuedAt: instant(),
});
export type Paper = z.output<typeof PaperData>;

/** The borrower's papers, newest first: `/relevant` shows them beside each loan's documents. */
export const paperList = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/papers/list',
  body: 'form',
  safe: true,
  access: 'borrower',
  request: z.object({}),
  response: z.array(PaperData),
});

/**
 * A statement of account of one of the borrower's loans for the days `from` to `to` (the market's
 * days, both included; `from` by default the day it was paid out, `to` today and no later): made
 * now, kept among the papers, and answered as one, to download. Another borrower's loan is not
 * found.
 */
export const paperStatement = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/paper/statement',
  body: 'form',
  access: 'borrower',
  request: z.object({
    orderId: id(),
    from: z.optional(calendarDate()),
    to: z.optional(calendarDate()),
  }),
  response: PaperData,
});

/** One paper as a PDF download; another borrower's is not found. */
export const paperFile = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/paper/file',
  body: 'none',
  access: 'borrower',
  produces: 'file',
  request: z.object({ id: id() }),
  response: z.object({
    filename: z.string(),
    contentType: z.string(),
    body: z.instanceof(Uint8Array),
  }),
});

/** Who in the console works with papers: those who talk to borrowers and handle their loans. */
const AGENTS = { family: 'ops', access: 'staff', roles: ['agent', 'credit'] } as const;

/** The operator console: a borrower's papers, newest first. */
export const opsBorrowerPapers = defineEndpoint({
  ...AGENTS,
  method: 'GET',
  path: '/film/ops/borrowers/papers',
  body: 'none',
  request: z.object({ userId: id() }),
  response: z.object({ papers: z.array(PaperData) }),
});

/** One paper as its borrower gets it, for staff to open or pass on. */
export const opsPaperFile = defineEndpoint({
  ...AGENTS,
  method: 'GET',
  path: '/film/ops/papers/file',
  body: 'none',
  produces: 'file',
  request: z.object({ id: id() }),
  response: paperFile.response,
});

/**
 * Tells the borrower of a paper again, by message, SMS and e-mail as when it was issued
 * (audited as `paper.resend`); answers the borrower's papers.
 */
export const opsPaperResend = defineEndpoint({
  ...AGENTS,
  method: 'POST',
  path: '/film/ops/papers/resend',
  body: 'json',
  request: z.object({ id: id() }),
  response: z.object({ papers: z.array(PaperData) }),
});

/** A loan's agreement or key fact statement as issued at confirm, as the console lists it. */
export const OpsLoanDocumentData = z.object({
  orderId: z.int(),
  kind: z.enum(DocumentKind),
  title: z.string(),
  /** As the borrower's paper shows it: KFS-IN-2011, RIPLAY-ID-2012. */
  number: z.string(),
  issuedAt: instant(),
});
export type OpsLoanDocument = z.output<typeof OpsLoanDocumentData>;

/** The operator console: a borrower's loan documents as issued, newest loan first. */
export const opsBorrowerDocuments = defineEndpoint({
  ...AGENTS,
  method: 'GET',
  path: '/film/ops/borrowers/documents',
  body: 'none',
  request: z.object({ userId: id() }),
  response: z.object({ documents: z.array(OpsLoanDocumentData) }),
});

/** One loan document as the PDF its borrower downloads. */
export const opsLoanDocumentFile = defineEndpoint({
  ...AGENTS,
  method: 'GET',
  path: '/film/ops/loan-documents/file',
  body: 'none',
  produces: 'file',
  request: z.object({ orderId: id(), kind: oneOf(DocumentKind) }),
  response: paperFile.response,
});

/**
 * Tells the borrower again where a loan document is, by message, SMS and e-mail (audited as
 * `document.resend`); answers the borrower's documents.
 */
export const opsLoanDocumentResend = defineEndpoint({
  ...AGENTS,
  method: 'POST',
  path: '/film/ops/loan-documents/resend',
  body: 'json',
  request: z.object({ orderId: id(), kind: oneOf(DocumentKind) }),
  response: z.object({ documents: z.array(OpsLoanDocumentData) }),
});
