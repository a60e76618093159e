import { googleScore, loanDetails } from '@tenora/contract/loan-details';
import { notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';
import { latestOrderId, productOfOrder } from '../ledger/index.ts';
import { saveRating } from './repository.ts';
import { loanDetailsView } from './service.ts';

export const loanDetailsRoutes = [
  bind(loanDetails, async (input, { deps, borrower, app: appOf, t }) => {
    const app = await appOf();
    return loanDetailsView(deps, borrower, input, app?.contact.phone ?? '', t);
  }),

  // The stars the borrower chose, not always 5 (docs/product.md#screen-rules).
  bind(googleScore, async ({ score, orderId }, { deps, borrower, t }) => {
    const target = orderId ?? (await latestOrderId(borrower));
    // A rating is only ever stored against one of the borrower's own orders.
    if (target === null || (await productOfOrder(borrower, target)) === null)
      throw notFound(t('order.notFound'));
    await saveRating(borrower, deps.clock, target, score);
    return null;
  }),
];
