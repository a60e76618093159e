import { getQaList, qaRecord } from '@tenora/contract/complaints';
import { bind, type BorrowerContext } from '../../platform/register.ts';
import { orderOf, qaList, record } from './service.ts';

async function asked(ctx: BorrowerContext, orderNo: number | undefined) {
  const { deps, borrower, locale, t } = ctx;
  const account = await orderOf(deps, borrower, orderNo, t);
  return { deps, borrower, locale, t, app: await ctx.app(), account };
}

export const chatbotRoutes = [
  bind(getQaList, async ({ orderNo, pid }, ctx) => qaList(await asked(ctx, orderNo), pid)),
  bind(qaRecord, async ({ orderNo, ...input }, ctx) => record(await asked(ctx, orderNo), input)),
];
