import { formatDate } from '@tenora/domain/dates';
import { decideRepayment } from '@tenora/domain/early-repayment';
import { formatMoney } from '@tenora/domain/money';
import { businessFailure } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import type { LoanAccount } from './account.ts';

/**
 * What an amount offered towards a loan will be taken as, checked before a card is charged or a
 * number is issued (docs/decisions/029-early-repayment.md): from the payoff up to everything, the
 * payoff, so the borrower is never asked for more; before the prepayment window opens, settling
 * everything is refused with the day it opens; anything less is a part payment. The ledger decides
 * the same again under the order's lock (`acceptPayment`).
 */
export function repayableAmount(
  account: LoanAccount,
  amount: number,
  t: Translate,
): { amount: number; payoff: boolean } {
  const market = account.order.market;
  const owed = account.balance.owed;
  const tooHigh = (max: number) =>
    businessFailure(t('repay.amountTooHigh', formatMoney(max, market)));
  if (!account.payoff) {
    if (amount > owed) throw tooHigh(owed);
    return { amount, payoff: false };
  }
  const decided = decideRepayment({ amount, owed, payoff: account.payoff });
  if (decided.ok) return { amount: decided.amount, payoff: decided.kind === 'payoff' };
  if (decided.reason === 'payoff_not_open') {
    throw businessFailure(t('repay.payoffOpens', formatDate(decided.opensOn, market)));
  }
  throw tooHigh(decided.reason === 'overpayment' ? decided.max : owed);
}
