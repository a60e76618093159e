import { formatDate, localDate } from '@tenora/domain/dates';
import { useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import type { Payway } from './repay-api.ts';
import type { AmountChoice, RepayFlow } from './use-repay-flow.ts';

/**
 * What to pay (docs/product.md#payments): what is due now first and chosen, with its due date;
 * paying off the whole loan as the second choice, or the day it opens; another amount on the
 * keypad when part payments are allowed.
 */
export function AmountChoice({ way, flow }: { way: Payway; flow: RepayFlow }) {
  const { t } = useApp();
  const titleId = useId();
  const { offered } = flow;
  const today = localDate(new Date(), way.market);
  const date = way.dueDate ? formatDate(way.dueDate, way.market) : '';
  const notYet = way.dueDate !== null && way.dueDate > today;
  // A product repaid in full only takes everything: while paying off is allowed, the payoff.
  const wholeLoan = !way.partialAllowed && way.payoff?.allowed === true;
  const dueLabel = wholeLoan
    ? t.repay.payoff
    : !way.dueDate
      ? t.repay.amountToPay
      : notYet
        ? t.repay.nextDue(date)
        : way.dueDate === today
          ? t.repay.dueToday
          : t.repay.dueNow(date);
  const option = (
    value: AmountChoice,
    label: string,
    amount: number,
    testId: string,
    note?: string,
  ) => (
    <label className="choice amount-choice" data-testid={`choose-${testId}`}>
      <input
        type="radio"
        name="repay-amount"
        value={value}
        checked={flow.choice === value}
        onChange={() => flow.choose(value)}
      />
      <span className="choice-text">
        <span className="amount-choice-label">{label}</span>
        {note && <span className="amount-choice-note">{note}</span>}
      </span>
      <span className="amount-choice-value" data-testid={`amount-${testId}`}>
        {flow.money(amount)}
      </span>
    </label>
  );
  const opensOn = way.payoff && !way.payoff.allowed ? way.payoff.opensOn : null;
  return (
    <section className="card repay-amounts">
      <h2 className="section-title" id={titleId}>
        {t.repay.amountTitle}
      </h2>
      {notYet && way.partialAllowed && (
        <p className="confirm-note" data-testid="not-due-yet">
          {t.repay.notDueYet(date)}
        </p>
      )}
      <div className="choices" role="radiogroup" aria-labelledby={titleId}>
        {option('due', dueLabel, offered.due, 'due', wholeLoan ? t.repay.payoffNote : undefined)}
        {offered.payoff !== null &&
          option('payoff', t.repay.payoff, offered.payoff, 'payoff', t.repay.payoffNote)}
        {flow.choice === 'custom' && option('custom', t.repay.otherAmount, flow.amount, 'custom')}
      </div>
      {opensOn && (
        <p className="confirm-note" data-testid="payoff-opens">
          {t.repay.payoffOpens(formatDate(opensOn, way.market))}
        </p>
      )}
      {way.partialAllowed && (
        <button
          type="button"
          className="link choice-link"
          onClick={flow.keypad.show}
          data-testid="pay-different"
        >
          {t.repay.payDifferent}
        </button>
      )}
    </section>
  );
}
