import { useId } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import { Link } from '../../platform/router.tsx';
import type { SavedCard } from './repay-api.ts';

export interface CardListProps {
  cards: SavedCard[];
  selected: number | undefined;
  onSelect: (id: number) => void;
  addCardHref: string;
}

/**
 * The borrower's cards as radio rows; none chosen unless there is only one
 * (docs/product.md#screen-rules). The card method's body, so it comes with the ways to pay's
 * chunk rather than with the page's first load.
 */
export function CardList(props: CardListProps) {
  const { t } = useApp();
  const titleId = useId();
  return (
    <section className="card">
      <h2 className="section-title" id={titleId}>
        {t.payMethods.cards}
      </h2>
      {props.cards.length === 0 ? (
        <p className="confirm-note">{t.payMethods.noCards}</p>
      ) : (
        <div className="choices" role="radiogroup" aria-labelledby={titleId}>
          {props.cards.map((c) => (
            <label key={c.id} className="choice" data-testid="bank-card">
              <input
                type="radio"
                name="bank-card"
                value={c.id}
                checked={props.selected === c.id}
                onChange={() => props.onSelect(c.id)}
              />
              <span className="choice-text">
                {c.bankName} <span className="card-mask">{c.maskedNumber}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      <Link className="choice choice-link" href={props.addCardHref} data-testid="add-card">
        {t.payMethods.addCard}
      </Link>
    </section>
  );
}
