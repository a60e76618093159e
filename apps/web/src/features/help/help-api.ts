import type { QA_RECORD_TYPE } from '@tenora/contract/complaints';
import {
  PROBLEM_TYPES,
  getQaList,
  problemInit,
  qaRecord,
  type ProblemOrder,
  type QaEntry,
  type QaLoanAction,
} from '@tenora/contract/complaints';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';

export type { ProblemOrder, QaEntry, QaLoanAction };

/**
 * The complaint type a hand-over from the chatbot opens the form with: the last type, "other"
 * (docs/product.md#complaints). The borrower has told the bot, not us, what it is about; the form
 * lets them write it (decision 059).
 */
export const HAND_OVER_PROBLEM_TYPE = PROBLEM_TYPES[PROBLEM_TYPES.length - 1];

/** What the help entry shows: the borrower's loans, the chosen one, and the bot's first topics. */
export interface HelpStart {
  orders: ProblemOrder[];
  chosen: ProblemOrder | null;
  topics: QaEntry[];
}

export async function fetchHelpStart(
  orderNo: number | undefined,
  signal: AbortSignal,
): Promise<ApiResult<HelpStart>> {
  const [init, topics] = await Promise.all([
    call(problemInit, { orderNo }, { quiet: true, signal }),
    call(getQaList, { orderNo, pid: 0 }, { quiet: true, signal }),
  ]);
  if (!init.ok) return init;
  return mapData(topics, (d) => ({
    orders: init.data.orderList,
    chosen: init.data.orderDetail,
    topics: d.answerList,
  }));
}

/** One level of the question tree: what entry `pid` says, and what can be chosen under it. */
export async function fetchEntries(
  pid: number,
  orderNo: number | undefined,
  signal?: AbortSignal,
): Promise<ApiResult<{ says: string; entries: QaEntry[] }>> {
  const result = await call(getQaList, { orderNo, pid }, signal ? { quiet: true, signal } : {});
  return mapData(result, (d) => ({ says: d.question?.question ?? '', entries: d.answerList }));
}

export interface BotReply {
  text: string;
  matched: QaEntry | null;
  offerHandOver: boolean;
  /** Answered from the borrower's own loan: buttons that act on it. */
  actions?: QaLoanAction[] | undefined;
}

type RecordType = (typeof QA_RECORD_TYPE)[keyof typeof QA_RECORD_TYPE];

/** Tells the server what the borrower did (qa-record); it answers with the bot's reply. */
export function record(
  type: RecordType,
  orderNo: number | undefined,
  fields: { value?: string; qaId?: number } = {},
): Promise<ApiResult<BotReply>> {
  return call(qaRecord, { orderNo, type, ...fields });
}
