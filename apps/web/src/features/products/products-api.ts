import { recommendProductList } from '@tenora/contract/products';
import { call } from '../../platform/api-client.ts';

export function fetchRecommended(scene: string | undefined, signal: AbortSignal) {
  return call(recommendProductList, scene ? { scene } : {}, { signal, quiet: true });
}
