import { jointJump, jointNecessity, jointTargeted } from '@tenora/contract/joint';
import type { Market } from '@tenora/domain/market';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';
import { findProduct, recommendedProducts } from '../products/repository.ts';
import { recordJointEvent } from './repository.ts';
import { toRecommended } from '../products/service.ts';

/** Placement the joint-login-failure page recommends in (SPEC §9 scenes). */
const JOINT_SCENE = 'joint_failure';

/** Anonymous visitors: the market is the calling app's; an unknown app gets India's defaults. */
async function marketOf(deps: AppDeps, req: FastifyRequest): Promise<Market> {
  const appName = (req.query as Record<string, unknown>).appName;
  return (typeof appName === 'string' ? await deps.apps.marketOf(appName) : undefined) ?? 'IN';
}

export const jointRoutes = [
  bind(jointTargeted, async (_input, { deps, request, t }) => {
    const market = await marketOf(deps, request);
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

  bind(jointJump, async ({ allow }, { deps, request, t }) => {
    const product = await findProduct(deps.db, await marketOf(deps, request), allow);
    if (!product) throw notFound(t('product.notFound'));
    if (!product.accepting) throw businessFailure(t('product.closed'));
    return { url: `/loanConfirm?productId=${product.id}` };
  }),
];
