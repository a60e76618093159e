import { useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { useDates } from '../../platform/use-dates.ts';
import type { Payway } from './repay-api.ts';
import type { AmountChoice, RepayFlow } from './use-repay-flow.ts';

/**
 * What to pay (docs/product.md#payments): what is due now first and chosen, with its due date;
 * paying off the whole loan as the second choice, or the day it opens; another amount on the
 * keypad when part payments are allowed.
 */
export function AmountChoice({ way, flow }: { way: Payway; flow: RepayFlow }) {
  const { t } = useApp();
  const dates = useDates();
  const titleId = useId();
  const { offered } = flow;
  const date = way.dueDate ? dates.date(way.dueDate, way.market) : '';
  // The server says what is due, from the loan's dates and its own clock: a phone whose date is
  // wrong shows the same, and the drawn page and the app agree (decision 092).
  const kind = way.dueKind;
  const notYet = kind === 'next';
  const dueLabel =
    kind === 'payoff'
      ? t.repay.payoff
      : !way.dueDate || kind === 'none'
        ? t.repay.amountToPay
        : kind === 'next'
          ? t.repay.nextDue(date)
          : kind === 'today'
            ? t.repay.dueToday
            : t.repay.dueNow(date);
  const opensOn = way.payoff && !way.payoff.allowed ? way.payoff.opensOn : null;
  // An amount that would settle the loan before paying off opens says from when it may be paid;
  // where the payoff costs less than what is due, it is what is asked, and the screen says so.
  const dueNote = !offered.dueToday
    ? opensOn && t.repay.payableFrom(dates.date(opensOn, way.market))
    : kind !== 'payoff'
      ? undefined
      : way.dueInstead !== null
        ? t.repay.payoffCheaper(flow.money(way.dueInstead))
        : t.repay.payoffNote;
  const option = (
    value: AmountChoice,
    label: string,
    amount: number,
    testId: string,
    note?: string | null,
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
        {option('due', dueLabel, offered.due, 'due', dueNote)}
        {offered.payoff !== null &&
          option('payoff', t.repay.payoff, offered.payoff, 'payoff', t.repay.payoffNote)}
        {flow.choice === 'custom' && option('custom', t.repay.otherAmount, flow.amount, 'custom')}
      </div>
      {opensOn && (
        <p className="confirm-note" data-testid="payoff-opens">
          {t.repay.payoffOpens(dates.date(opensOn, way.market))}
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
