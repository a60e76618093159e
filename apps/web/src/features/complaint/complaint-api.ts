import {
  PROBLEM_STATUS,
  PROBLEM_TYPE_COLLECTION,
  problemInit,
  problemList,
  problemSave,
  uploadProblemImg,
  type ProblemOrder,
} from '@tenora/contract/complaints';
import type { Market } from '@tenora/domain/market';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';
import { isApiPath } from '@tenora/contract/envelope';
import { checkServerUrl } from '../../platform/safe-url.ts';
import { withSession } from '../../platform/session.ts';
import { upload } from '../../platform/upload.ts';
import type { Dates } from '../../platform/use-dates.ts';

/**
 * The complaint calls (docs/product.md#complaints), `/h5-api/v3/user-problem/`, success '00' or
 * a success flag: the API client's family rule. Failures toast the server's message; the pages'
 * first loads are quiet and show their own failure.
 */

export const COLLECTION = PROBLEM_TYPE_COLLECTION;

export interface Loan {
  orderNo: string;
  productName: string;
  logo: string | undefined;
  status: string;
  rows: { title: string; value: string }[];
  /** A collection-conduct complaint may be made about it (`isShow` 1). */
  collectionAllowed: boolean;
}

export interface ProblemType {
  value: number;
  title: string;
}

export interface ComplaintStart {
  types: ProblemType[];
  subTypes: ProblemType[];
  loans: Loan[];
  /** The loan chosen when the page opens. */
  chosen: string | undefined;
}

/** What the answers are shown for: the market's dates, and the hosts the app config allows. */
export interface Here {
  market: Market;
  /** Dates in the screen's language. */
  dates: Dates;
  allowedHosts: readonly string[];
}

/**
 * A server-given picture's address, only if it is ours or an allowed host's (platform/safe-url.ts);
 * our own evidence images are served to the session only, so they carry it. A file of the site (a
 * product's logo) never does: it is the same for everyone, and caches and logs keep its address.
 */
export function safeUrl(raw: string, here: Here): string | undefined {
  const checked = checkServerUrl(raw, {
    origin: window.location.origin,
    allowedHosts: here.allowedHosts,
  });
  if (!checked.ok) return undefined;
  if (!checked.sameOrigin) return checked.url.href;
  const own = checked.url.pathname + checked.url.search;
  return isApiPath(checked.url.pathname) ? withSession(own) : own;
}

export const safeUrls = (urls: readonly string[], here: Here) =>
  urls.map((u) => safeUrl(u, here)).filter((u): u is string => u !== undefined);

const toLoan = (o: ProblemOrder, here: Here): Loan => ({
  orderNo: o.orderNo,
  productName: o.productName,
  logo: safeUrl(o.productLogo, here),
  status: o.statusText,
  rows: o.rows,
  collectionAllowed: o.isShow === 1,
});

export async function fetchStart(
  orderNo: string | undefined,
  here: Here,
  signal: AbortSignal,
  /** A line under a page that is already shown: no loading toast for it. */
  inBackground = false,
): Promise<ApiResult<ComplaintStart>> {
  const asked = orderNo && /^\d+$/.test(orderNo) ? orderNo : undefined;
  const result = await call(
    problemInit,
    { orderNo: asked },
    { signal, quiet: true, loading: inBackground ? false : undefined },
  );
  return mapData(result, (d) => ({
    types: d.problemType,
    subTypes: d.problemSonType,
    loans: d.orderList.map((o) => toLoan(o, here)),
    chosen: d.orderDetail?.orderNo,
  }));
}

/** Sends one photo; answers the address problem-save takes. */
export async function uploadEvidence(
  photo: Blob,
  name: string,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<ApiResult<string>> {
  const form = new FormData();
  // A shrunk photo is a JPEG whatever it was called; the server reads the bytes anyway.
  form.append('problemImage', photo, photo.type === 'image/jpeg' ? 'photo.jpg' : name);
  return mapData(await upload(uploadProblemImg, form, onProgress, { signal }), (d) => d.url);
}

export interface Saved {
  reference: string;
  /** YYYY-MM-DD. */
  dueDate: string;
}

export async function saveComplaint(input: {
  problemType: number;
  problemSonType: number | undefined;
  orderNo: string;
  text: string;
  images: string[];
  requestKey: string;
}): Promise<ApiResult<Saved>> {
  const result = await call(problemSave, {
    problemType: input.problemType,
    problemSonType: input.problemSonType,
    problemDetail: input.text,
    problemImage: input.images.join(','),
    orderNo: /^\d+$/.test(input.orderNo) ? input.orderNo : undefined,
    requestKey: input.requestKey,
  });
  return mapData(result, (d) => ({ reference: d.reference, dueDate: d.dueDate }));
}

export interface ListTab {
  title: string;
  items: {
    id: number;
    time: string;
    type: string;
    content: string;
    reference: string;
    /** The date the lender answers by, in the market's words. */
    dueDate: string;
    answered: boolean;
  }[];
}

export async function fetchList(here: Here, signal: AbortSignal): Promise<ApiResult<ListTab[]>> {
  const result = await call(problemList, {}, { signal, quiet: true });
  return mapData(result, (d) =>
    d.tabs.map((tab) => ({
      title: tab.title,
      items: tab.list.map((e) => ({
        id: e.id,
        time: here.dates.dateTime(new Date(e.time), here.market),
        type: e.typeTitle,
        content: e.content,
        reference: e.reference,
        dueDate: here.dates.date(e.dueDate, here.market),
        answered: e.status === PROBLEM_STATUS.resolved,
      })),
    })),
  );
}
