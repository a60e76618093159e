import { getQaList, qaRecord } from '@tenora/contract/complaints';
import { bind, type BorrowerContext } from '../../platform/register.ts';
import {
  opsChatbotAdd,
  opsChatbotEdit,
  opsChatbotReorder,
  opsChatbotRetire,
  opsChatbotSetAction,
  opsChatbotTree,
} from '@tenora/contract/ops';
import { orderOf, qaList, record } from './service.ts';
import { addEntry, editEntry, reorder, retireEntry, setEntryAction, treeOf } from './staff.ts';

async function asked(ctx: BorrowerContext, orderNo: number | undefined) {
  const { deps, borrower, locale, t } = ctx;
  const account = await orderOf(deps, borrower, orderNo, t);
  return { deps, borrower, locale, t, app: await ctx.app(), account };
}

export const chatbotRoutes = [
  bind(getQaList, async ({ orderNo, pid }, ctx) => qaList(await asked(ctx, orderNo), pid)),
  bind(qaRecord, async ({ orderNo, ...input }, ctx) => record(await asked(ctx, orderNo), input)),

  // The operator console (agent role).
  bind(opsChatbotTree, async ({ market }, { deps }) => treeOf(deps, market)),
  bind(opsChatbotAdd, async (input, { deps, staff }) => addEntry(deps, staff.id, input)),
  bind(opsChatbotEdit, async ({ id, ...input }, { deps, staff }) =>
    editEntry(deps, staff.id, id, input),
  ),
  bind(opsChatbotReorder, async (input, { deps, staff }) => reorder(deps, staff.id, input)),
  bind(opsChatbotRetire, async ({ id, retired }, { deps, staff }) =>
    retireEntry(deps, staff.id, id, retired),
  ),
  bind(opsChatbotSetAction, async ({ id, actionType }, { deps, staff }) =>
    setEntryAction(deps, staff.id, id, actionType),
  ),
];
