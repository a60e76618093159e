import type { RecommendedProduct } from '@tenora/contract/products';
import { amountChoice } from '@tenora/domain/credit-limit';
import { formatMoney } from '@tenora/domain/money';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Translate } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { latestLoanOfProduct } from '../ledger/index.ts';
import {
  DEFAULT_SCENE,
  recommendedProducts,
  toRecommended,
  type ProductRow,
} from '../products/index.ts';
import { creditOf } from './credit.ts';

/** Status of an application the lender has not decided yet (docs/product.md#order-statuses). */
const UNDER_REVIEW = 21;

/**
 * The borrower's application of a product still under review, or null: confirming the product
 * again lands on it (docs/decisions/011-idempotent-confirm.md), so every offer of the product
 * says so.
 */
export async function applicationUnderReview(
  deps: Pick<AppDeps, 'clock'>,
  borrower: BorrowerScope,
  productId: number,
) {
  const open = await latestLoanOfProduct(deps.clock, borrower, productId);
  return open?.status === UNDER_REVIEW ? open.order : null;
}

/**
 * One recommended card as this borrower may take it: a product with their application under
 * review says so instead of "Apply now"; one whose smallest loan is above what is left of their
 * limit is shown closed, saying why; one whose largest is above it shows the range they can have.
 */
async function offerFor(
  deps: Pick<AppDeps, 'clock'>,
  borrower: BorrowerScope,
  row: ProductRow,
  t: Translate,
): Promise<RecommendedProduct> {
  const card = toRecommended(row, t);
  if (!row.accepting) return card;
  if (await applicationUnderReview(deps, borrower, row.id)) {
    return { ...card, buttonText: t('product.underReview') };
  }
  const choice = amountChoice({
    productMin: row.amount_min,
    productMax: row.amount_max,
    step: row.amount_step,
    ...(await creditOf(borrower, row)),
  });
  if (!choice.ok) {
    return {
      ...card,
      buttonStatus: 0,
      buttonText: t('product.overLimit'),
      closedWhy: t('product.overLimitWhy'),
    };
  }
  if (choice.max >= row.amount_max) return card;
  const money = (n: number) => formatMoney(n, row.market);
  return { ...card, amountRange: t('product.upToLimit', money(choice.min), money(choice.max)) };
}

/** The loans on offer in a placement, each as this borrower may take it today. */
export async function offersFor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  borrower: BorrowerScope,
  scene: string | undefined,
  t: Translate,
): Promise<RecommendedProduct[]> {
  const rows = await recommendedProducts(deps.db, borrower.market, scene || DEFAULT_SCENE);
  return Promise.all(rows.map((row) => offerFor(deps, borrower, row, t)));
}
