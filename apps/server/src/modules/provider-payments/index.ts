import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { registerRoutes } from '../../platform/register.ts';
import { MARKETS } from '@tenora/domain/market';
import { CONTACT_HOURS } from '@tenora/domain/reminders';
import { runAutopay } from './autopay.ts';
import { hasAutopayWork } from './autopay-repository.ts';
import { autopayRoutes } from './autopay-routes.ts';
import { providerPaymentRoutes, registerProviderRoutes } from './routes.ts';
import { refundStaffRoutes } from './staff-routes.ts';
import { expireAndWithdraw, withdrawForChangedOwed } from './withdrawals.ts';

/**
 * Payments the borrower completes at a provider (wallet, virtual account, store code), the
 * provider's webhook, the sandbox's own pages while it is the provider (docs/payments.md), and
 * the refunds of money the loan no longer owed, from the console; and autopay, whose debits are
 * provider payments of their own (docs/payments.md#autopay).
 */
export async function providerPaymentsModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, [...providerPaymentRoutes, ...autopayRoutes, ...refundStaffRoutes]);
  await registerProviderRoutes(app, deps);
  deps.owedChanges.listen((orderId) => withdrawForChangedOwed(deps, orderId));
  // Numbers, codes, UPI requests and pages end on time, here and at the provider, read or not;
  // a withdrawal the provider did not take is asked again each run
  // (docs/decisions/106-expiry-by-a-sweep.md).
  for (const market of MARKETS) {
    const { from, to } = CONTACT_HOURS[market];
    // Autopay's debits and notices, every hour in the contact hours (docs/product.md#autopay): an
    // hour no worker ran is made up by the next.
    const hours = Array.from({ length: Math.ceil((to - from) / 60) }, (_, i) => from / 60 + i);
    deps.jobs.every({
      name: `autopay-${market}`,
      hours,
      market,
      run: (at) => runAutopay(deps, app.log, market, at),
      // A debit falls due at an hour of the day: a jump of the clock runs every hour it skips,
      // unless there is no autopay at all in the market.
      catchUp: 'hourly',
      idle: async () => !(await hasAutopayWork(deps.db, market)),
    });
  }
  deps.jobs.every({
    name: 'payment-expiry',
    minutes: EXPIRY_SWEEP_MINUTES,
    run: (at) => expireAndWithdraw(deps, at),
  });
}

/**
 * How often the sweep runs. Screens read a payment past its time as expired at once; this is how
 * late, at most, its provider hears of it.
 */
const EXPIRY_SWEEP_MINUTES = 5;

export {
  bookedProviderPayments,
  borrowerPaymentCode,
  issuePaymentCode,
  livePaymentCode,
  paidPaymentCode,
  paidAfterWithdrawal,
  providerPaymentsByReference,
  referencesByProviderPaymentId,
  type PaymentCodeRow,
  withdrawOpenPayments,
} from './repository.ts';
export { seenAt, sendWithdrawals, withdrawalNotice } from './withdrawals.ts';
export { refundsOfOrder } from './refunds.ts';
export { handleProviderEvent, startProviderPayment } from './service.ts';
export { mandateRecords, mandatesHeld, ordersWithLiveMandate } from './privacy.ts';
