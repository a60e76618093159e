import { MARKET_INFO, MARKET_LOCALES, type Market } from '@tenora/domain/market';
import { retentionCutoff } from '@tenora/domain/retention';
import { deleteOldEmails } from '../../platform/email.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { inBatches } from '../../platform/retention.ts';
import { deleteOldTexts } from '../../platform/sms.ts';
import { blankOldTexts } from './repository.ts';

/**
 * The text of the market's messages, gone a period after they were written
 * (docs/product.md#retention): a notification keeps its row, title, figures and deliveries with
 * their results for the console's log, and the borrower's inbox says the text was deleted; the SMS
 * and e-mail outboxes, which nothing else reads, lose the whole row.
 */
export async function forgetMessageTexts(
  deps: Pick<AppDeps, 'db' | 'config'>,
  market: Market,
  at: Date,
): Promise<{ notifications: number; sms: number; emails: number }> {
  const before = retentionCutoff(at, deps.config.retention.messageTextMonths, market);
  const { countryCode } = MARKET_INFO[market];
  return {
    notifications: await inBatches((limit) => blankOldTexts(deps.db, market, before, at, limit)),
    sms: await inBatches((limit) => deleteOldTexts(deps.db, countryCode, before, limit)),
    emails: await inBatches((limit) =>
      deleteOldEmails(deps.db, MARKET_LOCALES[market], before, limit),
    ),
  };
}
