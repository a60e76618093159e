import type { LoanDocument } from '@tenora/contract/loans';
import type { OpsLoanDocument } from '@tenora/contract/papers';
import { writeAudit } from '../../platform/audit.ts';
import { BorrowerScope, userById } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { findDocument, listDocuments, userOfOrder } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import { loanDocumentNumber, loanDocumentPdf } from '../papers/index.ts';
import { consentedAt } from './consent.ts';

type Kind = LoanDocument['kind'];

/**
 * A loan's agreement or key fact statement as the PDF its borrower keeps, for the borrower's own
 * session or for staff through the borrower's scope: drawn from the document as issued at
 * confirm, with when the borrower agreed to it.
 */
export async function loanDocumentFile(
  deps: Pick<AppDeps, 'db'>,
  borrower: BorrowerScope,
  orderId: number,
  kind: Kind,
  t: Translate,
) {
  const stored = await findDocument(borrower, orderId, kind);
  if (!stored) throw notFound(t('doc.notFound'));
  const listed = (await listDocuments(borrower)).find((d) => d.order_id === orderId);
  return loanDocumentPdf(
    deps.db,
    { kind, title: stored.title, sections: stored.content.sections, issuedAt: stored.issued_at },
    {
      market: borrower.market,
      phone: borrower.phone,
      orderId,
      productName: listed?.product_name ?? '',
    },
    await consentedAt(borrower, orderId),
    // The paper around the document speaks the document's language, as issued.
    translator(stored.locale),
  );
}

async function scopeOf(deps: AppDeps, userId: number | null, t: Translate) {
  const user = userId === null ? null : await userById(deps.db, userId);
  if (!user) throw notFound(t('request.notFound'));
  return BorrowerScope.forStaff(user.id, user.market, user.phone, deps.db);
}

/** A borrower's loan documents as the console lists them, newest loan first. */
export async function borrowerDocumentsForStaff(
  deps: AppDeps,
  userId: number,
  t: Translate,
): Promise<OpsLoanDocument[]> {
  const borrower = await scopeOf(deps, userId, t);
  return (await listDocuments(borrower)).flatMap((row) =>
    row.docs.map((d) => ({
      orderId: row.order_id,
      kind: d.kind,
      title: d.title,
      number: loanDocumentNumber(borrower.market, d.kind, row.order_id),
      issuedAt: row.issued_at.toISOString(),
    })),
  );
}

/** A loan document drawn as its borrower gets it. */
export async function staffLoanDocumentFile(
  deps: AppDeps,
  orderId: number,
  kind: Kind,
  t: Translate,
) {
  const borrower = await scopeOf(deps, await userOfOrder(deps.db, orderId), t);
  return loanDocumentFile(deps, borrower, orderId, kind, t);
}

/**
 * Tells the borrower again where a loan document is, in their language, by every
 * channel, with an audit entry, in one transaction.
 */
export async function resendLoanDocument(
  deps: AppDeps,
  staffId: number,
  orderId: number,
  kind: Kind,
  t: Translate,
): Promise<OpsLoanDocument[]> {
  const borrower = await scopeOf(deps, await userOfOrder(deps.db, orderId), t);
  const stored = await findDocument(borrower, orderId, kind);
  if (!stored) throw notFound(t('doc.notFound'));
  const now = deps.clock.now();
  const number = loanDocumentNumber(borrower.market, kind, orderId);
  const bt = translator(await borrower.language());
  await deps.db.transaction(async (tx) => {
    const notificationId = await notify(deps, tx, {
      userId: borrower.userId,
      market: borrower.market,
      template: 'paper.resend',
      title: stored.title,
      body: bt('notify.paper.resend.body', stored.title, number),
      orderId,
      collection: false,
      cause: `document:${orderId}:${kind}:resend:${now.toISOString()}`,
      at: now,
    });
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'document.resend',
      objectType: 'order',
      objectId: orderId,
      before: null,
      after: { kind, number, notificationId },
    });
  });
  return borrowerDocumentsForStaff(deps, borrower.userId, t);
}
