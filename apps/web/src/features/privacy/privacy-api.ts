import {
  privacyAccess,
  privacyMarketing,
  privacyRequest,
  privacyRequestWithdraw,
  privacyView,
  type Privacy,
} from '@tenora/contract/privacy';
import { call, type ApiResult } from '../../platform/api-client.ts';
import { withSession } from '../../platform/session.ts';

/**
 * The privacy centre's calls (docs/product.md#privacy). Each action answers the whole centre as it
 * stands after it, which the screen shows in place of what it had. All quiet: a refusal is said
 * beside the button or form that asked, where the borrower is looking, not in a passing toast.
 */

export type { Privacy };

export function fetchPrivacy(signal: AbortSignal): Promise<ApiResult<Privacy>> {
  return call(privacyView, {}, { signal, quiet: true });
}

export function setMarketing(given: boolean): Promise<ApiResult<Privacy>> {
  return call(privacyMarketing, { given: given ? 1 : 0 }, { quiet: true });
}

export function askAccess(): Promise<ApiResult<Privacy>> {
  return call(privacyAccess, {}, { quiet: true });
}

export function sendRequest(
  kind: 'correction' | 'erasure' | 'grievance',
  detail?: string,
): Promise<ApiResult<Privacy>> {
  return call(privacyRequest, { kind, ...(detail ? { detail } : {}) }, { quiet: true });
}

export function withdrawRequest(id: number): Promise<ApiResult<Privacy>> {
  return call(privacyRequestWithdraw, { id }, { quiet: true });
}

/** The copy of everything held, as a file the browser downloads with the session's own address. */
export function exportHref(format: 'json' | 'pdf'): string {
  return withSession('/film/privacy/export', { format });
}
