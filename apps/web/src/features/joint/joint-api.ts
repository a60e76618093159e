import {
  jointJump,
  jointNecessity,
  jointTargeted,
  type JointProduct,
} from '@tenora/contract/joint';
import { isActive, isTappable } from '@tenora/domain/products';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';
import type { ProductOffer } from '../../platform/product-offer.ts';

/**
 * The joint-login failure page's calls (decision 013). The wire keeps the old app's names
 * (`allow`, `clickable`, `approaches`, `movement`); the page sees the names below.
 */

/** The fixed `approaches` value of the necessity call (docs/product.md#screen-rules). */
const NECESSITY_APPROACHES = 18;

export interface JointOffers {
  title: string;
  notice: string;
  image: string;
  products: ProductOffer[];
}

/** Greyed out unless active; a tap applies only when tappable (docs/product.md#screen-rules). */
const jointOffer = (p: JointProduct): ProductOffer => ({
  id: p.id,
  name: p.name,
  logo: p.logo,
  amountRange: p.rangeText,
  amountLabel: p.shortDesc,
  rateText: p.rateText,
  description: p.description,
  tags: [],
  buttonLabel: p.buttonLabel,
  active: isActive(p.clickable),
  open: isTappable(p.clickable),
  closedWhy: undefined,
});

/** The loans a visitor whose partner sign-in failed can still apply for; `allow` is the partner's. */
export async function fetchJointOffers(
  allow: string | undefined,
  signal: AbortSignal,
): Promise<ApiResult<JointOffers>> {
  const result = await call(jointTargeted, allow ? { allow } : {}, { signal, quiet: true });
  return mapData(result, (d) => ({ ...d, products: d.products.map(jointOffer) }));
}

/** Reports the tap at `position` and asks where the chosen product is applied for. */
export async function applyUrl(
  productId: number,
  position: number,
  allow: string | undefined,
): Promise<ApiResult<string>> {
  void call(
    jointNecessity,
    { approaches: NECESSITY_APPROACHES, movement: position, ...(allow ? { allow } : {}) },
    { loading: false, quiet: true },
  );
  return mapData(await call(jointJump, { allow: productId }), (d) => d.url);
}
