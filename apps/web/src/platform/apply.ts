import { pageEventSave, productApply } from '@tenora/contract/products';
import { call } from './api-client.ts';
import { openServerUrl } from './bridge.ts';

/**
 * A tap on a recommended card, wherever the list is shown: report it, ask the server where to
 * apply, and go there: this replaces the broken /gopia/goya/define flow
 * (docs/product.md#screen-rules).
 */
export async function applyFromCard(
  productId: number,
  placement: { moduleId: number; positionId: number; scene?: string | undefined },
): Promise<void> {
  // Tracking must not hold the borrower up or toast on failure.
  void call(
    pageEventSave,
    { productId, moduleId: placement.moduleId, positionId: placement.positionId },
    { loading: false, quiet: true },
  );
  const result = await call(productApply, {
    product_id: productId,
    module_id: placement.moduleId,
    ...(placement.scene ? { scene: placement.scene } : {}),
  });
  if (result.ok) openServerUrl(result.data.url);
}
