import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, optionalText, wholeNumber } from './fields.ts';

/** Products and recommendation tracking: family '00'. */

export const RecommendedProductData = z.object({
  id: z.int(),
  productLogo: z.string(),
  productName: z.string(),
  /** 1: tapping applies; 0: closed, a tap does nothing (docs/product.md#screen-rules). */
  buttonStatus: z.int(),
  buttonText: z.string(),
  /** Already formatted in the market's currency. */
  amountRange: z.string(),
  amountRangeDes: z.string(),
  loan_rate: z.string(),
  productDesc: z.string(),
  productTags: z.array(z.string()),
  /**
   * Our addition: why this borrower cannot apply for it now, in their words, shown under a closed
   * card instead of the app's general "not taking applications". Absent otherwise.
   */
  closedWhy: z.optional(z.string()),
});
export type RecommendedProduct = z.output<typeof RecommendedProductData>;

export const recommendProductList = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/indah/v3/product/recommend-product-list',
  body: 'form',
  safe: true,
  access: 'borrower',
  request: z.object({ scene: optionalText(64) }),
  response: z.array(RecommendedProductData),
});

export const productApply = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/indah/v3/product/apply',
  body: 'form',
  access: 'borrower',
  request: z.object({
    product_id: id(),
    module_id: wholeNumber({ max: 99_999 }),
    scene: optionalText(64),
  }),
  /** Where the borrower continues: our confirm page, or a partner's page on an allowed host. */
  response: z.object({ url: z.string() }),
});

const EventRequest = z.object({
  productId: id(),
  moduleId: wholeNumber({ max: 99_999 }),
  positionId: wholeNumber({ max: 9_999 }),
});

export const pageEventSave = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/indah/pageEvent/save',
  body: 'form',
  access: 'borrower',
  request: EventRequest,
  response: z.null(),
});

export const serviceEventSave = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/service/event/save',
  body: 'form',
  access: 'borrower',
  request: EventRequest,
  response: z.null(),
});

/**
 * The recommended-card call of older app versions (docs/product.md#screen-rules): it stays,
 * answering correctly through the same apply flow; `facilitating` carries the product id.
 */
export const legacyDefine = defineEndpoint({
  family: 'loan',
  method: 'POST',
  path: '/gopia/goya/define',
  body: 'form',
  access: 'borrower',
  request: z.object({
    facilitating: id(),
    onesided: z.optional(wholeNumber({ max: 99_999 })),
    believe: optionalText(64),
  }),
  /** The link itself is the data, as old clients expect. */
  response: z.string(),
});
