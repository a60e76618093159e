import {
  contractJump,
  contractList,
  loanDetailConfirm,
  loanDetailPush,
  loanDocument,
} from '@tenora/contract/loans';
import { notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';
import { openProduct } from '../products/service.ts';
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
];
