import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { providerPaymentRoutes, registerProviderRoutes } from './routes.ts';
import { refundStaffRoutes } from './staff-routes.ts';
import { withdrawForChangedOwed } from './withdrawals.ts';

/**
 * Payments the borrower completes at a provider (wallet, virtual account, store code), the
 * provider's webhook, the sandbox's own pages while it is the provider (docs/payments.md), and
 * the refunds of money the loan no longer owed, from the console.
 */
export async function providerPaymentsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, [...providerPaymentRoutes, ...refundStaffRoutes]);
  await registerProviderRoutes(app, deps);
  deps.owedChanges.listen((orderId) => withdrawForChangedOwed(deps, orderId));
}

export {
  borrowerPaymentCode,
  issuePaymentCode,
  livePaymentCode,
  paidPaymentCode,
  paidAfterWithdrawal,
  type PaymentCodeRow,
  withdrawOpenPayments,
} from './repository.ts';
export { sendWithdrawals, withdrawalNotice } from './withdrawals.ts';
export { refundsOfOrder } from './refunds.ts';
export { startProviderPayment } from './service.ts';
