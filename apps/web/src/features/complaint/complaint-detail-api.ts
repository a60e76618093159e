import { problemDetail, saveScore } from '@tenora/contract/complaints';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';
import { safeUrl, safeUrls, type Here } from './complaint-api.ts';

/**
 * One complaint's calls (docs/product.md#complaints), apart from complaint-api.ts so that only
 * the detail's screen loads them.
 */

export interface ComplaintDetail {
  id: number;
  type: string;
  subType: string;
  content: string;
  images: string[];
  reference: string;
  time: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** Indonesia: the due date was moved once, from `previousDueDate` (YYYY-MM-DD), for `reason`. */
  extension: { reason: string; previousDueDate: string } | undefined;
  answer: { text: string; images: string[] } | undefined;
  /** The photos were deleted, their period past: when and why, in the server's words. */
  imagesRemoved: string | undefined;
  /** Ask for the rating: answered and not rated yet. */
  canRate: boolean;
  score: number | undefined;
  escalation: {
    /** The answer is late (the server's clock says so). */
    due: boolean;
    /** Where and from when, in the borrower's language. */
    text: string;
    /** The regulator's address as the borrower reads it: its host. */
    address: string;
    /** Where a tap goes: set only when the app config allows the host. */
    url: string | undefined;
    officer: { name: string; phone: string; email: string } | undefined;
  };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

export async function fetchDetail(
  problemId: number,
  here: Here,
  signal: AbortSignal,
): Promise<ApiResult<ComplaintDetail>> {
  const result = await call(problemDetail, { problemId }, { signal, quiet: true });
  return mapData(result, (d) => ({
    id: d.problemId,
    type: d.typeTitle,
    subType: d.sonTypeTitle,
    content: d.content,
    images: safeUrls(d.images, here),
    reference: d.reference,
    time: here.dates.dateTime(new Date(d.time), here.market),
    dueDate: d.dueDate,
    extension: d.extension ?? undefined,
    answer:
      d.disposeDetail || d.disposeImages.length > 0
        ? { text: d.disposeDetail, images: safeUrls(d.disposeImages, here) }
        : undefined,
    imagesRemoved: d.imagesRemoved || undefined,
    canRate: d.isScore !== 0 && d.score === null,
    score: d.score ?? undefined,
    escalation: {
      due: d.escalation.due,
      text: d.escalation.text,
      address: hostOf(d.escalation.url),
      // The regulator's own site: opened only where the app config allows its host.
      url: d.escalation.url ? safeUrl(d.escalation.url, here) : undefined,
      officer: d.escalation.grievanceOfficer ?? undefined,
    },
  }));
}

export async function rateComplaint(problemId: number, score: number): Promise<ApiResult<number>> {
  return mapData(await call(saveScore, { problemId, score }), (d) => d.score);
}
