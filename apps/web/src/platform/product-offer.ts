import type { RecommendedProduct } from '@tenora/contract/products';
import { isTappable } from '@tenora/domain/products';

/**
 * A loan on offer, as the product cards show it (recommended lists, loan details). The wire keeps
 * the old app's names (`loan_rate`, `amountRangeDes`, `buttonStatus`); screens see these.
 */
export interface ProductOffer {
  id: number;
  name: string;
  logo: string;
  /** Already formatted in the market's currency. */
  amountRange: string;
  amountLabel: string;
  rateText: string;
  description: string;
  tags: string[];
  buttonLabel: string;
  /** False for a closed product: it stays listed, and a tap does nothing (docs/product.md#screen-rules). */
  open: boolean;
  /** Shown greyed out when false; the joint-login page greys some products that still open. */
  active: boolean;
  /** Why this borrower cannot apply now, when the server says (a loan beyond their limit). */
  closedWhy: string | undefined;
}

export function productOffer(p: RecommendedProduct): ProductOffer {
  return {
    id: p.id,
    name: p.productName,
    logo: p.productLogo,
    amountRange: p.amountRange,
    amountLabel: p.amountRangeDes,
    rateText: p.loan_rate,
    description: p.productDesc,
    tags: p.productTags,
    buttonLabel: p.buttonText,
    open: isTappable(p.buttonStatus),
    active: isTappable(p.buttonStatus),
    closedWhy: p.closedWhy,
  };
}
