import {
  legacyDefine,
  pageEventSave,
  productApply,
  serviceEventSave,
} from '@tenora/contract/products';
import { bind } from '../../platform/register.ts';
import { apply, DEFAULT_SCENE, saveEvent } from './service.ts';

/** The recommended list itself is the loans module's: each card as the borrower may take it. */
export const productRoutes = [
  bind(productApply, ({ product_id, module_id, scene }, { deps, borrower, t }) =>
    apply(deps, borrower, { productId: product_id, moduleId: module_id, scene }, t),
  ),

  bind(pageEventSave, (input, { deps, borrower, t }) =>
    saveEvent(deps, borrower, 'page', input, t),
  ),

  bind(serviceEventSave, (input, { deps, borrower, t }) =>
    saveEvent(deps, borrower, 'service', input, t),
  ),

  bind(legacyDefine, async ({ facilitating, onesided, believe }, { deps, borrower, t }) => {
    const { url } = await apply(
      deps,
      borrower,
      { productId: facilitating, moduleId: onesided ?? 300, scene: believe ?? DEFAULT_SCENE },
      t,
    );
    return url;
  }),
];
