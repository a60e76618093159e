import type { OpsQaEntry } from '@tenora/contract/ops';
import type { Market } from '@tenora/domain/market';
import { writeAudit } from '../../platform/audit.ts';
import type { Queryable } from '../../platform/db.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/ports.ts';
import {
  allEntriesOf,
  childrenOf,
  entryForUpdate,
  insertEntry,
  setActionType,
  setActive,
  setSortOrder,
  updateTexts,
  type QaTextsRow,
  type StaffQaEntryRow,
} from './repository.ts';

/**
 * The chatbot tree as the console edits it (agent role). Borrowers read the same rows on every
 * question, so a change shows at once; retiring keeps the row, so old records still name it.
 * Every change is audited with the entry before and after.
 */

interface LanguageTexts {
  title: string;
  alias: string;
  answer?: string | undefined;
  keywords?: string | undefined;
}
type Texts = { 'en-IN': LanguageTexts; 'id-ID': LanguageTexts };

/** India's Hindi as the console sends it: left out keeps what is stored, null or '' clears it. */
interface HindiTexts {
  titleHi?: string | null | undefined;
  aliasHi?: string | null | undefined;
  answerHi?: string | null | undefined;
  keywordsHi?: string | null | undefined;
}

const CATEGORY = 1;

type HindiRow = Pick<QaTextsRow, 'title_hi' | 'alias_hi' | 'answer_hi' | 'keywords_hi'>;

/**
 * The Hindi to store: what was given, else what `kept` holds. An empty text is none, so the
 * borrower reads the English rather than a blank. Indonesia speaks no Hindi.
 */
function hindiRow(market: Market, given: HindiTexts, kept: HindiRow | null): HindiRow {
  const pick = (value: string | null | undefined, stored: string | null | undefined) =>
    value === undefined ? (stored ?? null) : value === null || value === '' ? null : value;
  const row = {
    title_hi: pick(given.titleHi, kept?.title_hi),
    alias_hi: pick(given.aliasHi, kept?.alias_hi),
    answer_hi: pick(given.answerHi, kept?.answer_hi),
    keywords_hi: pick(given.keywordsHi, kept?.keywords_hi),
  };
  if (market !== 'IN' && Object.values(row).some((v) => v !== null))
    throw badInput("Indonesia's entries have no Hindi: leave the Hindi texts empty.");
  return row;
}

export function entryView(row: StaffQaEntryRow): OpsQaEntry {
  return {
    id: row.id,
    market: row.market,
    pid: row.pid ?? 0,
    sortOrder: row.sort_order,
    actionType: row.action_type,
    texts: {
      'en-IN': {
        title: row.title_en,
        alias: row.alias_en,
        answer: row.answer_en,
        keywords: row.keywords_en,
      },
      'id-ID': {
        title: row.title_id,
        alias: row.alias_id,
        answer: row.answer_id,
        keywords: row.keywords_id,
      },
    },
    titleHi: row.title_hi,
    aliasHi: row.alias_hi,
    answerHi: row.answer_hi,
    keywordsHi: row.keywords_hi,
    retired: !row.active,
  };
}

const textsRow = (t: Texts, hindi: HindiRow): QaTextsRow => ({
  ...hindi,
  title_en: t['en-IN'].title,
  title_id: t['id-ID'].title,
  alias_en: t['en-IN'].alias,
  alias_id: t['id-ID'].alias,
  answer_en: t['en-IN'].answer ?? '',
  answer_id: t['id-ID'].answer ?? '',
  keywords_en: t['en-IN'].keywords ?? '',
  keywords_id: t['id-ID'].keywords ?? '',
});

export async function treeOf(deps: AppDeps, market: Market) {
  return { entries: (await allEntriesOf(deps.db, market)).map(entryView) };
}

async function entry(tx: Queryable, id: number): Promise<StaffQaEntryRow> {
  const row = await entryForUpdate(tx, id);
  if (!row) throw notFound('This chatbot entry was not found.');
  return row;
}

/** Runs a change to one entry and audits it, in one transaction. */
async function change(
  deps: AppDeps,
  staffId: number,
  id: number,
  action: string,
  apply: (tx: Queryable, row: StaffQaEntryRow) => Promise<void>,
): Promise<OpsQaEntry> {
  return deps.db.transaction(async (tx) => {
    const before = await entry(tx, id);
    await apply(tx, before);
    const after = await entry(tx, id);
    await writeAudit(tx, deps.clock, {
      staffId,
      action,
      objectType: 'qa_entry',
      objectId: id,
      before: entryView(before),
      after: entryView(after),
    });
    return entryView(after);
  });
}

export async function addEntry(
  deps: AppDeps,
  staffId: number,
  input: { market: Market; pid: number; actionType: 1 | 2 | 4; texts: Texts } & HindiTexts,
): Promise<OpsQaEntry> {
  return deps.db.transaction(async (tx) => {
    const pid = input.pid === 0 ? null : input.pid;
    if (pid !== null) {
      const parent = await entry(tx, pid);
      if (parent.market !== input.market || parent.action_type !== CATEGORY)
        throw badInput('The parent must be a category of the same market.');
    } else if (input.actionType !== CATEGORY) {
      throw badInput('A first-level entry must be a category.');
    }
    const id = await insertEntry(tx, {
      market: input.market,
      pid,
      actionType: input.actionType,
      texts: textsRow(input.texts, hindiRow(input.market, input, null)),
    });
    const after = await entry(tx, id);
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'chatbot.add',
      objectType: 'qa_entry',
      objectId: id,
      before: null,
      after: entryView(after),
    });
    return entryView(after);
  });
}

export const editEntry = (
  deps: AppDeps,
  staffId: number,
  id: number,
  input: { texts: Texts } & HindiTexts,
) =>
  change(deps, staffId, id, 'chatbot.edit', (tx, row) =>
    updateTexts(tx, id, textsRow(input.texts, hindiRow(row.market, input, row))),
  );

export const retireEntry = (deps: AppDeps, staffId: number, id: number, retired: boolean) =>
  change(deps, staffId, id, retired ? 'chatbot.retire' : 'chatbot.restore', (tx) =>
    setActive(tx, id, !retired),
  );

export const setEntryAction = (deps: AppDeps, staffId: number, id: number, actionType: number) =>
  change(deps, staffId, id, 'chatbot.setAction', async (tx, row) => {
    if (row.action_type === CATEGORY && actionType !== CATEGORY) {
      const children = await childrenOf(tx, row.market, row.id);
      if (children.some((c) => c.active))
        throw businessFailure('A category with active entries under it stays a category.');
    }
    if (row.pid === null && actionType !== CATEGORY)
      throw badInput('A first-level entry must be a category.');
    await setActionType(tx, id, actionType);
  });

/** `ids` must be exactly the children of `pid` (retired ones too), in their new order. */
export async function reorder(
  deps: AppDeps,
  staffId: number,
  input: { market: Market; pid: number; ids: number[] },
) {
  await deps.db.transaction(async (tx) => {
    const pid = input.pid === 0 ? null : input.pid;
    const children = await childrenOf(tx, input.market, pid);
    const have = children.map((c) => c.id).sort((a, b) => a - b);
    const given = [...input.ids].sort((a, b) => a - b);
    if (have.length !== given.length || have.some((id, i) => id !== given[i]))
      throw badInput('Give every entry under this parent exactly once.');
    for (const [position, id] of input.ids.entries()) await setSortOrder(tx, id, position);
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'chatbot.reorder',
      objectType: 'qa_children',
      objectId: `${input.market}:${input.pid}`,
      before: { ids: children.map((c) => c.id) },
      after: { ids: input.ids },
    });
  });
  return treeOf(deps, input.market);
}
