import { delayDetail, delayPay } from '@tenora/contract/extension';
import { bind } from '../../platform/register.ts';
import { delayDetailView, payExtension } from './service.ts';

export const extensionRoutes = [
  bind(delayDetail, async ({ orderId }, { deps, borrower, request, t }) => {
    const appName = (request.query as Record<string, unknown>).appName;
    const app =
      typeof appName === 'string' && appName.length <= 64 ? await deps.apps.find(appName) : null;
    return {
      ...(await delayDetailView(deps, borrower, orderId, app?.contact.phone ?? '', t)),
      market: borrower.market,
    };
  }),
  bind(delayPay, ({ orderId }, { deps, borrower, t }) => payExtension(deps, borrower, orderId, t)),
];
