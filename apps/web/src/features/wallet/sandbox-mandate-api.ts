import { devMandate, devMandateAnswer } from '@tenora/contract/autopay';
import type { ResponseOf } from '@tenora/contract/endpoint';
import { call, type ApiResult } from '../../platform/api-client.ts';

/**
 * The sandbox's mandate page's calls (docs/payments.md#the-sandbox): the support API, which only
 * a server playing the providers answers. Its own file, so that no other screen carries them.
 */

/** What the borrower is asked to approve: the most one debit may take, in the loan's currency. */
export type AskedMandate = ResponseOf<typeof devMandate>;

export function fetchMandate(
  reference: string,
  signal: AbortSignal,
): Promise<ApiResult<AskedMandate>> {
  return call(devMandate, { reference }, { signal, quiet: true });
}

/** The UPI app's or the bank's answer; the mandate's events then reach the server as a provider's. */
export function answerMandate(reference: string, outcome: 'approve' | 'decline') {
  return call(devMandateAnswer, { reference, outcome });
}
