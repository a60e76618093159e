import type { RecommendedProduct } from '@tenora/contract/products';
import { formatMoney } from '@tenora/domain/money';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import {
  findProduct,
  recommendedProducts,
  recordProductEvent,
  type ProductRow,
} from './repository.ts';

/** What these services use of the app's ports. */
type Ports = Pick<AppDeps, 'db' | 'clock'>;

export const DEFAULT_SCENE = 'home';

export function toRecommended(row: ProductRow, t: Translate): RecommendedProduct {
  return {
    id: row.id,
    productLogo: row.logo,
    productName: row.name,
    buttonStatus: row.accepting ? 1 : 0,
    buttonText: row.accepting ? row.button_text : t('product.closedButton'),
    amountRange: `${formatMoney(row.amount_min, row.market)} – ${formatMoney(row.amount_max, row.market)}`,
    amountRangeDes: row.amount_label,
    loan_rate: row.rate_text,
    productDesc: row.description,
    productTags: row.tags,
  };
}

export async function recommend(
  { db }: Ports,
  borrower: BorrowerScope,
  scene: string | undefined,
  t: Translate,
) {
  const rows = await recommendedProducts(db, borrower.market, scene || DEFAULT_SCENE);
  return rows.map((row) => toRecommended(row, t));
}

/** The product a borrower may apply for now, or the reason they cannot, in their language. */
export async function openProduct(
  { db }: Ports,
  borrower: BorrowerScope,
  productId: number,
  t: Translate,
) {
  const product = await findProduct(db, borrower.market, productId);
  if (!product) throw notFound(t('product.notFound'));
  if (!product.accepting) throw businessFailure(t('product.closed'));
  return product;
}

/**
 * Recommended cards apply through here; the answer is where the borrower goes next
 * (docs/product.md#screen-rules).
 */
export async function apply(
  deps: Ports,
  borrower: BorrowerScope,
  input: { productId: number; moduleId: number; scene: string | undefined },
  t: Translate,
): Promise<{ url: string }> {
  const product = await openProduct(deps, borrower, input.productId, t);
  await recordProductEvent(borrower, deps.clock, {
    productId: product.id,
    source: 'apply',
    moduleId: input.moduleId,
    positionId: 0,
    scene: input.scene,
  });
  return { url: `/loanConfirm?productId=${product.id}` };
}

export async function saveEvent(
  { db, clock }: Ports,
  borrower: BorrowerScope,
  source: 'page' | 'service',
  input: { productId: number; moduleId: number; positionId: number },
  t: Translate,
): Promise<null> {
  // Events name products the borrower was shown: of their market, or it is not theirs to report.
  if (!(await findProduct(db, borrower.market, input.productId)))
    throw notFound(t('product.notFound'));
  await recordProductEvent(borrower, clock, { ...input, source });
  return null;
}
