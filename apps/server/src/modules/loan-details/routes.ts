import { googleScore, loanDetails } from '@tenora/contract/loan-details';
import { notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';
import { latestOrderId, saveRating } from './repository.ts';
import { loanDetailsView } from './service.ts';

export const loanDetailsRoutes = [
  bind(loanDetails, async (input, { deps, borrower, request, t }) => {
    const appName = (request.query as Record<string, unknown>).appName;
    const app =
      typeof appName === 'string' && appName.length <= 64 ? await deps.apps.find(appName) : null;
    return loanDetailsView(deps.db, borrower, deps.clock, input, app?.contact.phone ?? '', t);
  }),

  // DECISIONS §7: the stars the borrower chose, not always 5.
  bind(googleScore, async ({ score, orderId }, { deps, borrower, t }) => {
    const target = orderId ?? (await latestOrderId(borrower));
    if (target === null || !(await saveRating(borrower, deps.clock, target, score)))
      throw notFound(t('order.notFound'));
    return null;
  }),
];
