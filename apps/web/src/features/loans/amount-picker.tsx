import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { useT } from '../../platform/app-context.tsx';
import {
  clampAmount,
  maxReason,
  stepAmount,
  type ChoosableRange as Choice,
} from '@tenora/domain/credit-limit';

/**
 * The amount on loan confirm (docs/product.md#credit-limit): a slider and − / + buttons, in the
 * product's steps, within the product's range and the borrower's available limit, with their limit
 * and why the most on offer is what it is.
 */
export function AmountPicker(props: {
  choice: Choice;
  amount: number;
  market: Market;
  onChange: (amount: number) => void;
}) {
  const t = useT();
  const { choice, amount, onChange } = props;
  const money = (n: number) => formatMoney(n, props.market);
  const step = money(choice.step);
  const reason = maxReason(choice);
  const fixed = choice.min === choice.max;
  return (
    <section className="card amount-card" aria-labelledby="amount-title">
      <h2 id="amount-title" className="section-title">
        {t.confirm.amount}
      </h2>
      {!fixed && (
        <>
          <div className="amount-controls">
            <button
              type="button"
              className="amount-step"
              aria-label={t.confirm.less(step)}
              disabled={amount <= choice.min}
              onClick={() => onChange(stepAmount(amount, -1, choice))}
              data-testid="amount-less"
            >
              −
            </button>
            <input
              type="range"
              className="amount-slider"
              min={choice.min}
              max={choice.max}
              step={choice.step}
              value={amount}
              aria-label={t.confirm.amount}
              aria-valuetext={money(amount)}
              onChange={(e) => onChange(clampAmount(Number(e.currentTarget.value), choice))}
              data-testid="amount-slider"
            />
            <button
              type="button"
              className="amount-step"
              aria-label={t.confirm.more(step)}
              disabled={amount >= choice.max}
              onClick={() => onChange(stepAmount(amount, 1, choice))}
              data-testid="amount-more"
            >
              +
            </button>
          </div>
          <div className="amount-ends" aria-hidden="true">
            <span>{money(choice.min)}</span>
            <span>{money(choice.max)}</span>
          </div>
        </>
      )}
      <p className="amount-limit" data-testid="amount-limit">
        <strong>{t.confirm.yourLimit(money(choice.limit))}</strong>
        <span>
          {reason === 'product'
            ? t.confirm.maxByProduct(money(choice.max))
            : reason === 'inUse'
              ? t.confirm.maxInUse(money(choice.limit - choice.available), money(choice.max))
              : t.confirm.maxByLimit(money(choice.max))}
          {fixed ? '' : ` ${t.confirm.steps(step)}`}
        </span>
      </p>
    </section>
  );
}
