import type { ExtensionRefusal } from '@tenora/domain/extension';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import type { AppDeps } from '../../platform/ports.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { loanAccount } from '../ledger/index.ts';
import { startProviderPayment } from '../provider-payments/index.ts';

/** The borrower's words for a refusal. */
export function refusalText(refusal: ExtensionRefusal, market: Market, t: Translate): string {
  switch (refusal.kind) {
    case 'limit':
      return t('delay.limit', refusal.max);
    case 'wait':
      return t('delay.wait', t.date(refusal.until, market));
    case 'cap':
      return t('delay.cap');
  }
}

/** The borrower's loan and what extending it would cost today, offered or not. */
async function quotedTerms(deps: AppDeps, borrower: BorrowerScope, orderId: number, t: Translate) {
  const account = await loanAccount(deps.clock, borrower, orderId);
  if (!account) throw notFound(t('order.notFound'));
  const terms = account.extension;
  if (!terms) throw businessFailure(t('repay.nothingOwed'));
  return { account, terms };
}

/** The borrower's loan and what extending it costs today; refused with the reason. */
async function ownTerms(deps: AppDeps, borrower: BorrowerScope, orderId: number, t: Translate) {
  const quoted = await quotedTerms(deps, borrower, orderId, t);
  const { refusal } = quoted.terms;
  if (refusal) throw businessFailure(refusalText(refusal, borrower.market, t));
  return quoted;
}

export async function delayDetailView(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  telephone: string,
  t: Translate,
) {
  // An extension that cannot be had now is the loan's state, shown as such, not a failure to load.
  const { account, terms } = await quotedTerms(deps, borrower, orderId, t);
  const { balance, due } = account;
  const { refusal } = terms;
  const money = (n: number) => formatMoney(n, borrower.market);
  const currentDue = balance.nextDue ?? terms.newDueDate;
  return {
    productName: account.order.product_name,
    productLogo: account.order.product_logo,
    delayShouldPayAmount: terms.fee,
    delayExpiryTime: terms.newDueDate,
    delayDays: terms.days,
    orderDetail: {
      detail: [
        { text: t('delay.owed'), value: money(due.amount) },
        { text: t('delay.currentDue'), value: t.date(currentDue, borrower.market) },
        { text: t('delay.fee'), value: money(terms.fee) },
        { text: t('delay.newDue'), value: t.date(terms.newDueDate, borrower.market) },
      ],
    },
    telephone,
    refused: refusal && {
      reason: refusal.kind,
      message: refusalText(refusal, borrower.market, t),
      until: refusal.kind === 'wait' ? refusal.until : null,
    },
    // The loan account's figures: what is due now, and what will be due on the new date
    // (docs/decisions/092-one-figure-for-what-is-owed.md).
    comparison: {
      payNowTotal: due.amount,
      dueThen: terms.dueThen,
      extendTotal: terms.dueThen + terms.fee,
      currentDueDate: currentDue,
      lateCharges: balance.penaltyOwed,
      late: balance.overdue > 0,
      lateChargesGrow: balance.penaltyCanGrow,
    },
  };
}

/** The fee is paid on the provider's hosted page of the market; its webhook applies the extension (under lock). */
export async function payExtension(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  t: Translate,
) {
  const { terms } = await ownTerms(deps, borrower, orderId, t);
  return startProviderPayment(
    deps,
    borrower,
    {
      orderId,
      amount: terms.fee,
      purpose: 'extension',
    },
    t,
  );
}
