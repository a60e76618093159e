import { jointJump, jointNecessity, jointTargeted } from '@tenora/contract/joint';
import { marketOfLocale, type Market } from '@tenora/domain/market';
import { businessFailure, notFound } from '../../platform/errors.ts';
import { bind, type HandlerContext } from '../../platform/register.ts';
import { recordJointEvent } from './repository.ts';
import { findProduct, recommendedProducts, toRecommended } from '../products/index.ts';
import { landingTemplateIdFor } from '../promotion/index.ts';

/** Placement the joint-login-failure page recommends in. */
const JOINT_SCENE = 'joint_failure';

/** Anonymous visitors: the market is the calling app's, else the language's. */
async function marketOf(ctx: HandlerContext): Promise<Market> {
  return (await ctx.app())?.market ?? marketOfLocale(ctx.locale);
}

export const jointRoutes = [
  bind(jointTargeted, async (_input, ctx) => {
    const { deps, t } = ctx;
    const market = await marketOf(ctx);
    const rows = await recommendedProducts(deps.db, market, JOINT_SCENE);
    return {
      title: t('joint.title'),
      notice: t('joint.notice'),
      image: '/status/110.svg',
      products: rows.map((row, index) => {
        const card = toRecommended(row, t);
        return {
          id: row.id,
          logo: row.logo,
          name: row.name,
          rangeText: card.amountRange,
          description: row.description,
          rateText: row.rate_text,
          shortDesc: row.amount_label,
          buttonLabel: card.buttonText,
          entryId: index,
          clickable: row.accepting ? 1 : 0,
        };
      }),
    };
  }),

  bind(jointNecessity, async ({ approaches, movement, allow }, { deps }) => {
    await recordJointEvent(deps.db, { allow, approaches, movement, at: deps.clock.now() });
    return null;
  }),

  bind(jointJump, async ({ allow }, ctx) => {
    const { deps, t } = ctx;
    const product = await findProduct(deps.db, await marketOf(ctx), allow);
    if (!product) throw notFound(t('product.notFound'));
    if (!product.accepting) throw businessFailure(t('product.closed'));
    // The visitor's sign-in failed, so they have no session: a loan confirmation would only ask
    // them to sign in again. They register on the market's landing page first; the page carries
    // the address's tracking along (docs/product.md#screens).
    const app = await ctx.app();
    const templateId =
      app && (await landingTemplateIdFor(deps.db, { appName: app.appName, market: app.market }));
    if (!templateId) throw notFound(t('product.notFound'));
    return { url: `/registerTemplate?id=${templateId}&productId=${product.id}` };
  }),
];
