import {
  legacyDefine,
  pageEventSave,
  productApply,
  recommendProductList,
  serviceEventSave,
} from '@tenora/contract/products';
import { bind } from '../../platform/register.ts';
import { apply, DEFAULT_SCENE, recommend, saveEvent } from './service.ts';

export const productRoutes = [
  bind(recommendProductList, ({ scene }, { deps, borrower, t }) =>
    recommend(deps.db, borrower, scene, t),
  ),

  bind(productApply, ({ product_id, module_id, scene }, { deps, borrower, t }) =>
    apply(deps.db, borrower, deps.clock, { productId: product_id, moduleId: module_id, scene }, t),
  ),

  bind(pageEventSave, (input, { deps, borrower, t }) =>
    saveEvent(deps.db, borrower, deps.clock, 'page', input, t),
  ),

  bind(serviceEventSave, (input, { deps, borrower, t }) =>
    saveEvent(deps.db, borrower, deps.clock, 'service', input, t),
  ),

  bind(legacyDefine, async ({ facilitating, onesided, believe }, { deps, borrower, t }) => {
    const { url } = await apply(
      deps.db,
      borrower,
      deps.clock,
      { productId: facilitating, moduleId: onesided ?? 300, scene: believe ?? DEFAULT_SCENE },
      t,
    );
    return url;
  }),
];
