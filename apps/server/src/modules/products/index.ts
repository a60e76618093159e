import { routesModule } from '../../platform/register.ts';
import { productRoutes } from './routes.ts';

/** The loans on offer, by placement, and the events around them. */
export const productsModule = routesModule(productRoutes);

export {
  activeProducts,
  findProduct,
  joinProduct,
  productPricingSql,
  productReminderPlans,
  productsOfMarketSql,
  recommendedProducts,
  type ProductRow,
} from './repository.ts';
export { DEFAULT_SCENE, openProduct, recommend, toRecommended } from './service.ts';
export { eraseProductViews, productViewRecords, productViewsHeld } from './privacy.ts';
