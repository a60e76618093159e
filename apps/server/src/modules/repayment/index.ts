import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/ports.ts';
import { OTP_TTL_MS } from '../../platform/otp.ts';
import { registerRoutes } from '../../platform/register.ts';
import { expireAttempts } from './repository.ts';
import { repaymentRoutes } from './routes.ts';

/** Card repayment with an SMS code (docs/decisions/015, 023). */
export async function repaymentModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerRoutes(app, deps, repaymentRoutes);
  // A card payment whose code expired ends on time, read or not: staff see it ended, and Repay
  // never returns to it (docs/decisions/106-expiry-by-a-sweep.md).
  deps.jobs.every({
    name: 'card-code-expiry',
    minutes: 5,
    run: (at) => expireAttempts(deps.db, at, OTP_TTL_MS),
  });
}

export { banksOf } from './repository.ts';
export { cardRecords, cardsHeld, eraseCards } from './privacy.ts';
