import {
  borrowerDocuments,
  contractJump,
  contractList,
  documentFile,
  loanDetailConfirm,
  loanDetailPush,
  loanDocument,
} from '@tenora/contract/loans';
import { recommendProductList } from '@tenora/contract/products';
import { AppError, notFound } from '../../platform/errors.ts';
import { translator } from '../../platform/messages.ts';
import { bind } from '../../platform/register.ts';
import { openProduct } from '../products/index.ts';
import { loanDocumentFile } from './documents-staff.ts';
import { documentHtml } from './document-html.ts';
import { offersFor } from './offers.ts';
import { listDocuments } from '../ledger/index.ts';
import {
  confirmView,
  contractAt,
  contractTitles,
  documentUrl,
  documentView,
  issuedDocument,
  pushLoan,
} from './service.ts';
import type { Lender } from './key-facts.ts';
import type { AppDeps } from '../../platform/ports.ts';
import type { Market } from '@tenora/domain/market';

/** The market's lender, as its app config states it: one source for the site and the key facts. */
async function lenderOf(deps: AppDeps, market: Market): Promise<Lender> {
  const app = await deps.apps.forPublicPage(undefined, market);
  if (!app) throw new AppError('server');
  return app.company;
}

export const loanRoutes = [
  bind(recommendProductList, ({ scene }, { deps, borrower, t }) =>
    offersFor(deps, borrower, scene, t),
  ),

  bind(loanDetailConfirm, async (terms, { deps, borrower, t }) =>
    confirmView(deps, borrower, terms, await lenderOf(deps, borrower.market), t),
  ),

  bind(loanDetailPush, async (input, { deps, borrower, t, locale, request }) => {
    const userAgent = request.headers['user-agent'];
    return pushLoan(
      deps,
      borrower,
      { productId: input.productId, amount: input.amount, periods: input.periods },
      {
        consent: input.consent,
        documentsId: input.documentsId,
        address: request.ip,
        userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent : undefined,
        deviceId: input.deviceId,
        appVersion: input.appVersion,
      },
      await lenderOf(deps, borrower.market),
      locale,
      t,
    );
  }),

  bind(contractList, async ({ productId, scene }, { deps, borrower, t }) => {
    await openProduct(deps, borrower, productId, t);
    return contractTitles(scene, t);
  }),

  bind(contractJump, async ({ productId, scene, position, orderId, amount, periods }, { t }) => {
    const kind = contractAt(scene, position);
    if (!kind) throw notFound(t('doc.notFound'));
    return { contract_url: documentUrl(kind, { productId, amount, periods, orderId }) };
  }),

  bind(loanDocument, async (input, { deps, borrower, t }) =>
    documentView(deps, borrower, input, await lenderOf(deps, borrower.market), t),
  ),

  bind(borrowerDocuments, async (_input, { borrower }) =>
    (await listDocuments(borrower)).map((row) => ({
      orderId: row.order_id,
      productName: row.product_name,
      amount: row.principal,
      market: borrower.market,
      issuedAt: row.issued_at.toISOString(),
      disbursed: row.disbursed,
      documents: row.docs,
    })),
  ),

  bind(documentFile, async ({ kind, orderId, format }, { deps, borrower, t }) => {
    if (format === 'pdf') return loanDocumentFile(deps, borrower, orderId, kind, t);
    // The file speaks the document's language throughout, its "issued on" line included.
    const { doc, locale, issuedAt } = await issuedDocument(borrower, orderId, kind, t);
    const issued = translator(locale);
    return {
      filename: `tenora-${orderId}-${kind === 'agreement' ? 'loan-agreement' : 'key-facts'}.html`,
      contentType: 'text/html; charset=utf-8',
      body: documentHtml(
        doc,
        locale,
        issued('doc.issuedOn', issued.date(issuedAt, borrower.market)),
      ),
    };
  }),
];
