import type { RecommendedProduct } from '@tenora/contract/products';
import { isTappable } from '@tenora/domain/products';
import { Button } from './button.tsx';

/**
 * A recommended product. A closed one (buttonStatus 0) stays visible but does nothing
 * (docs/product.md#screen-rules).
 */
export function ProductCard(props: {
  product: RecommendedProduct;
  showTags: boolean;
  closedHint: string;
  onOpen: () => Promise<void>;
}) {
  const { product } = props;
  const tappable = isTappable(product.buttonStatus);
  return (
    <article
      className={`card product-card${tappable ? '' : ' product-card-closed'}`}
      data-testid="product-card"
    >
      <div className="product-head">
        <img
          className="product-logo"
          src={product.productLogo}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
        <h2 className="product-name">{product.productName}</h2>
      </div>
      {props.showTags && product.productTags.length > 0 && (
        <ul className="product-tags">
          {product.productTags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p className="product-amount">{product.amountRange}</p>
      <p className="product-label">{product.amountRangeDes}</p>
      <p className="product-rate">{product.loan_rate}</p>
      <p className="product-desc">{product.productDesc}</p>
      <Button
        disabled={!tappable}
        aria-describedby={tappable ? undefined : `closed-${product.id}`}
        onClick={tappable ? props.onOpen : undefined}
      >
        {product.buttonText}
      </Button>
      {!tappable && (
        <p className="product-closed" id={`closed-${product.id}`}>
          {props.closedHint}
        </p>
      )}
    </article>
  );
}
