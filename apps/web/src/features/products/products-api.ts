import { pageEventSave, productApply, recommendProductList } from '@tenora/contract/products';
import { call } from '../../platform/api-client.ts';

export function fetchRecommended(scene: string | undefined, signal: AbortSignal) {
  return call(recommendProductList, scene ? { scene } : {}, { signal });
}

export function reportTap(productId: number, moduleId: number, positionId: number) {
  // Tracking must not hold the borrower up or toast on failure.
  return call(pageEventSave, { productId, moduleId, positionId }, { loading: false, quiet: true });
}

export function applyFor(productId: number, moduleId: number, scene: string | undefined) {
  return call(productApply, {
    product_id: productId,
    module_id: moduleId,
    ...(scene ? { scene } : {}),
  });
}
