import { recommendProductList } from '@tenora/contract/products';
import { call, mapData } from '../../platform/api-client.ts';
import { productOffer } from '../../platform/product-offer.ts';

export async function fetchRecommended(scene: string | undefined, signal: AbortSignal) {
  const result = await call(recommendProductList, scene ? { scene } : {}, { signal, quiet: true });
  return mapData(result, (products) => products.map(productOffer));
}
