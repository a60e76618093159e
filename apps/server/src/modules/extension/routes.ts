import { delayDetail, delayPay } from '@tenora/contract/extension';
import { bind } from '../../platform/register.ts';
import { delayDetailView, payExtension } from './service.ts';

export const extensionRoutes = [
  bind(delayDetail, async ({ orderId }, { deps, borrower, app: appOf, t }) => {
    const app = await appOf();
    return {
      ...(await delayDetailView(deps, borrower, orderId, app?.contact.phone ?? '', t)),
      market: borrower.market,
    };
  }),
  bind(delayPay, ({ orderId }, { deps, borrower, t }) => payExtension(deps, borrower, orderId, t)),
];
