import {
  borrowerDocuments,
  contractJump,
  contractList,
  documentFile,
  loanDetailConfirm,
  loanDetailPush,
  loanDocument,
} from '@tenora/contract/loans';
import { formatDate } from '@tenora/domain/dates';
import { notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';
import { openProduct } from '../products/service.ts';
import { documentHtml } from './document-html.ts';
import { listDocuments } from './repository.ts';
import {
  confirmView,
  contractAt,
  contractTitles,
  documentUrl,
  documentView,
  pushLoan,
} from './service.ts';

export const loanRoutes = [
  bind(loanDetailConfirm, (terms, { deps, borrower, t }) =>
    confirmView(deps.db, borrower, deps.clock, terms, t),
  ),

  bind(loanDetailPush, ({ productId, amount, periods }, { deps, borrower, t, locale }) =>
    pushLoan(deps.db, borrower, deps.clock, { productId, amount, periods }, locale, t),
  ),

  bind(contractList, async ({ productId, scene }, { deps, borrower, t }) => {
    await openProduct(deps.db, borrower, productId, t);
    return contractTitles(scene, t);
  }),

  bind(contractJump, async ({ productId, scene, position, orderId, amount, periods }, { t }) => {
    const kind = contractAt(scene, position);
    if (!kind) throw notFound(t('doc.notFound'));
    return { contract_url: documentUrl(kind, { productId, amount, periods, orderId }) };
  }),

  bind(loanDocument, (input, { deps, borrower, t }) =>
    documentView(deps.db, borrower, deps.clock, input, t),
  ),

  bind(borrowerDocuments, async (_input, { borrower }) =>
    (await listDocuments(borrower)).map((row) => ({
      orderId: row.order_id,
      productName: row.product_name,
      amount: row.principal,
      issuedAt: row.issued_at.toISOString(),
      documents: row.docs,
    })),
  ),

  bind(documentFile, async ({ kind, orderId }, { deps, borrower, locale, t }) => {
    const doc = await documentView(deps.db, borrower, deps.clock, { kind, orderId }, t);
    const issued = doc.issuedAt
      ? t('doc.issuedOn', formatDate(new Date(doc.issuedAt), borrower.market))
      : '';
    return {
      filename: `tenora-${orderId}-${kind === 'agreement' ? 'loan-agreement' : 'key-facts'}.html`,
      contentType: 'text/html; charset=utf-8',
      body: documentHtml(doc, locale, issued),
    };
  }),
];
