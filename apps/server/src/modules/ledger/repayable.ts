import { decideRepayment } from '@tenora/domain/early-repayment';
import { formatMoney } from '@tenora/domain/money';
import { businessFailure } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import type { LoanAccount } from './account.ts';

/**
 * What an amount offered towards a loan will be taken as, checked before a card is charged or a
 * number is issued (docs/decisions/029-early-repayment.md): from the payoff up to everything, the
 * payoff, so the borrower is never asked for more; before the prepayment window opens, settling
 * everything is refused with the day it opens; anything less is a part payment, which a product
 * repaid in full refuses on every way to pay. The ledger decides the same again under the order's
 * lock (`acceptPayment`).
 */
export function repayableAmount(
  account: LoanAccount,
  amount: number,
  t: Translate,
): { amount: number; payoff: boolean } {
  const taken = takenAs(account, amount, t);
  if (!account.order.partial_repayment && !taken.payoff) {
    // A product repaid in full takes the payoff, or, before the window opens, what is due now.
    const full = account.payoff ? account.due.amount : account.balance.owed;
    if (taken.amount !== full) {
      throw businessFailure(t('repay.fullOnly', formatMoney(full, account.order.market)));
    }
  }
  return taken;
}

function takenAs(
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
    throw businessFailure(t('repay.payoffOpens', t.date(decided.opensOn, market)));
  }
  throw tooHigh(decided.reason === 'overpayment' ? decided.max : owed);
}
