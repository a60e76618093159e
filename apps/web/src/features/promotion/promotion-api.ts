import {
  channelTemplate,
  getCaptcha,
  getSid,
  getSms,
  PAGE_TYPES,
  PROMOTION_CODES,
  register,
  trackClick,
  trackVisit,
  type LandingTemplate,
} from '@tenora/contract/promotion';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';
import { clientTypeOf, type Channel } from './landing.ts';

/**
 * The landing pages' calls (docs/product.md#landing-pages). The wire keeps the old pages' names
 * (`page_id`, `page_type`, `client_type`, `capcode`, `sid`, `invite_code`); the pages see the
 * names below.
 */

type PageType = (typeof PAGE_TYPES)[keyof typeof PAGE_TYPES];
type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/** A picture check: its id, and a stamp that only defeats caches (the id already names it). */
export interface Captcha {
  id: string;
  stamp: string;
}

/** What a visitor sends about themselves with a code request and a registration. */
export interface Visitor extends Channel {
  deviceId: string | undefined;
  appName: string;
}

export function fetchTemplate(
  templateId: number,
  signal: AbortSignal,
): Promise<ApiResult<LandingTemplate>> {
  // The skeleton says it is loading; a loading toast would hide the toast that led here.
  return call(channelTemplate, { templateId }, { quiet: true, loading: false, signal });
}

/** Counts a visit to a landing page in the funnel. */
export function countVisit(templateId: number, pageType: PageType, channel: Channel): void {
  void call(
    trackVisit,
    {
      page_id: templateId,
      page_type: pageType,
      client_type: clientTypeOf(navigator.userAgent),
      ...channel,
    },
    { quiet: true, loading: false },
  );
}

/** Counts a tap on Apply in the funnel. */
export function countApply(templateId: number, phone: string, channel: Channel): void {
  void call(
    trackClick,
    {
      page_id: templateId,
      page_type: PAGE_TYPES.register,
      client_type: clientTypeOf(navigator.userAgent),
      phone,
      ...channel,
    },
    { quiet: true, loading: false },
  );
}

/** A new picture check; the first one needs no phone (docs/product.md#landing-pages). */
export async function newCaptcha(
  templateId: number,
  signal?: AbortSignal,
): Promise<ApiResult<Captcha>> {
  const result = await call(
    getSid,
    { page_id: templateId },
    { quiet: true, loading: false, ...(signal ? { signal } : {}) },
  );
  return mapData(result, (d) => ({ id: d.sid, stamp: Date.now().toString(36) }));
}

export function captchaPicture(captcha: Captcha): string {
  return `${getCaptcha.path}?${new URLSearchParams({ sid: captcha.id, t: captcha.stamp })}`;
}

export type CodeRequest =
  | { kind: 'sent'; resendAfterSeconds: number }
  | { kind: 'wrongCaptcha'; message: string }
  | { kind: 'failed'; failure: Failure };

/** Asks for an SMS code, unlocked by the answer to the picture check. */
export async function requestCode(input: {
  templateId: number;
  phone: string;
  captcha: Captcha;
  answer: string;
  visitor: Visitor;
}): Promise<CodeRequest> {
  const result = await call(
    getSms,
    {
      phone: input.phone,
      capcode: input.answer,
      sid: input.captcha.id,
      id: input.templateId,
      ...input.visitor,
    },
    { quiet: true },
  );
  if (result.ok) return { kind: 'sent', resendAfterSeconds: result.data.resendAfterSeconds };
  if (result.kind === 'business' && Number(result.code) === PROMOTION_CODES.wrongCaptcha) {
    return { kind: 'wrongCaptcha', message: result.message };
  }
  return { kind: 'failed', failure: result };
}

export type Registration =
  | { kind: 'registered' }
  | { kind: 'alreadyRegistered'; message: string }
  | { kind: 'wrongCaptcha'; message: string }
  | { kind: 'failed'; failure: Failure };

export async function registerVisitor(input: {
  templateId: number;
  phone: string;
  captcha: Captcha;
  answer: string;
  smsCode: string;
  visitor: Visitor;
  merchantNumber: string | undefined;
  inviteCode: string | undefined;
}): Promise<Registration> {
  const { merchantNumber, inviteCode } = input;
  const result = await call(
    register,
    {
      phone: input.phone,
      capcode: input.answer,
      sid: input.captcha.id,
      smsCode: input.smsCode,
      id: input.templateId,
      ...input.visitor,
      ...(merchantNumber ? { merchantNumber } : {}),
      ...(inviteCode ? { invite_code: inviteCode } : {}),
    },
    { quiet: true },
  );
  if (result.ok) return { kind: 'registered' };
  const code = result.kind === 'business' ? Number(result.code) : undefined;
  if (code === PROMOTION_CODES.alreadyRegistered) {
    return { kind: 'alreadyRegistered', message: result.message };
  }
  if (code === PROMOTION_CODES.registerWrongCaptcha) {
    return { kind: 'wrongCaptcha', message: result.message };
  }
  return { kind: 'failed', failure: result };
}
