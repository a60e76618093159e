import { MARKET_INFO, type Market } from '@tenora/domain/market';
import { retentionCutoff } from '@tenora/domain/retention';
import { forgetUsers } from '../../platform/auth.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { inBatches } from '../../platform/retention.ts';
import {
  deleteOldPhoneCodes,
  deleteRegistrations,
  markBorrowers,
  registrationsNotSeenSince,
} from './repository.ts';

/**
 * Registration data of those who never took a loan, gone a period after their last visit
 * (docs/product.md#retention): the registration is deleted and the borrower forgotten (their
 * number, address and sessions), while the funnel's counts, which name no one, stay. Those who
 * applied for a loan are marked once and kept with their loan records. Codes sent to the market's
 * numbers go after the same period.
 */
export async function forgetNeverBorrowers(
  deps: Pick<AppDeps, 'db' | 'config'>,
  market: Market,
  at: Date,
): Promise<{ registrations: number; phoneCodes: number }> {
  const before = retentionCutoff(at, deps.config.retention.registrantMonths, market);
  // Through the registrations in order, once a run: someone still visiting is passed, not read again.
  let after = { at: new Date(0), userId: 0 };
  let registrations = 0;
  await inBatches(async (limit) => {
    const rows = await registrationsNotSeenSince(deps.db, market, before, after, limit);
    const last = rows.at(-1);
    if (last) after = { at: last.registered_at, userId: last.user_id };
    const borrowers = rows.filter((r) => r.borrowed).map((r) => r.user_id);
    if (borrowers.length > 0) await markBorrowers(deps.db, borrowers);
    const never = rows.filter((r) => !r.borrowed).map((r) => r.user_id);
    if (never.length > 0) {
      registrations += await deps.db.transaction(async (tx) => {
        const gone = await deleteRegistrations(tx, never, before);
        await forgetUsers(tx, gone);
        return gone.length;
      });
    }
    return rows.length;
  });
  const { countryCode } = MARKET_INFO[market];
  const phoneCodes = await inBatches((limit) =>
    deleteOldPhoneCodes(deps.db, countryCode, before, limit),
  );
  return { registrations, phoneCodes };
}
