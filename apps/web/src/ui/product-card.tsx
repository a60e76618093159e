import type { ProductOffer } from '../platform/product-offer.ts';
import { Button } from './button.tsx';

/**
 * A recommended product. A closed one stays visible but does nothing
 * (docs/product.md#screen-rules).
 */
export function ProductCard(props: {
  product: ProductOffer;
  showTags: boolean;
  closedHint: string;
  onOpen: () => Promise<void>;
}) {
  const { product } = props;
  const tappable = product.open;
  return (
    <article
      className={`card product-card${product.active ? '' : ' product-card-closed'}`}
      data-testid="product-card"
    >
      <div className="product-head">
        <img
          className="product-logo"
          src={product.logo}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
        <h2 className="product-name">{product.name}</h2>
      </div>
      {props.showTags && product.tags.length > 0 && (
        <ul className="product-tags">
          {product.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p className="product-amount">{product.amountRange}</p>
      <p className="product-label">{product.amountLabel}</p>
      <p className="product-rate">{product.rateText}</p>
      <p className="product-desc">{product.description}</p>
      <Button
        disabled={!tappable}
        aria-describedby={tappable ? undefined : `closed-${product.id}`}
        onClick={tappable ? props.onOpen : undefined}
      >
        {product.buttonLabel}
      </Button>
      {!tappable && (
        <p className="product-closed" id={`closed-${product.id}`}>
          {product.closedWhy ?? props.closedHint}
        </p>
      )}
    </article>
  );
}
