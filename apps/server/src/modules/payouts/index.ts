import { routesModule } from '../../platform/register.ts';
import { payoutRoutes, payoutStaffRoutes } from './routes.ts';

/**
 * The bank account a borrower's loans are paid into, checked by the market's provider, and the
 * payouts that disburse approved loans (docs/payments.md#payouts).
 */
export const payoutsModule = routesModule([...payoutRoutes, ...payoutStaffRoutes]);

export { handlePayoutEvent, isPayoutEvent, type PayoutEventOutcome } from './service.ts';
export { payoutsByReference, sentPayoutsBetween } from './repository.ts';
export { holderNameOf } from './service.ts';
export { bankAccountRecords, bankAccountsHeld, eraseUnusedBankAccounts } from './privacy.ts';
