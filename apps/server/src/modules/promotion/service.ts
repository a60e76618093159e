import { writeAudit } from '../../platform/audit.ts';
import { randomBytes } from 'node:crypto';
import {
  CAPTCHA_LENGTH,
  PAGE_TYPES,
  PROMOTION_CODES,
  type LandingTemplate,
  type LandingTemplateInput,
} from '@tenora/contract/promotion';
import { localDate } from '@tenora/domain/dates';
import { aprRangeBps, parsePricingConfig } from '@tenora/domain/pricing';
import { TIME_TO_MONEY } from '@tenora/domain/time-to-money';
import { localeIn, type Locale, type Market } from '@tenora/domain/market';
import { parsePhone } from '@tenora/domain/phone';
import type { Queryable } from '../../platform/db.ts';
import { captchaMatches, newCaptchaAnswer } from '../../platform/captcha.ts';
import { AppError, badInput, businessFailure } from '../../platform/errors.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import { hashOtp, newOtpCode, OTP_MAX_TRIES, OTP_TTL_MS, otpMatches } from '../../platform/otp.ts';
import {
  CODE_SEND_WINDOWS,
  enforceLimit,
  minutesOf,
  type RateWindow,
} from '../../platform/rate-limit.ts';
import type { AppDeps } from '../../platform/ports.ts';
import type { PublicContext } from '../../platform/register.ts';
import { findProduct } from '../products/index.ts';
import {
  captchaBySid,
  createCaptcha,
  createPhoneCode,
  failCaptcha,
  findTemplate,
  forgetOldCaptchas,
  recordFunnelEvent,
  recordWrongPhoneCode,
  registerBorrower,
  saveTemplate,
  solveCaptcha,
  spendCaptchaOnRegistration,
  spendCaptchaOnSms,
  usePhoneCode,
  waitingPhoneCode,
  type CaptchaRow,
  type FunnelStage,
} from './repository.ts';

/** A captcha lives two minutes (docs/product.md#otp-and-captcha). */
export const CAPTCHA_TTL_MS = 2 * 60_000;
const PURPOSE = 'register';
/** The cooldown between two codes to one phone, which the page counts down. */
const RESEND_AFTER_SECONDS = 60;

const HOUR = 3_600_000;
/** Backstops per address, beside the per-phone SMS limit: they stop floods, not people. */
const CAPTCHAS_PER_IP: readonly RateWindow[] = [{ ms: 10 * 60_000, max: 60 }];
const REGISTERS_PER_IP: readonly RateWindow[] = [{ ms: HOUR, max: 60 }];
const TRACKS_PER_IP: readonly RateWindow[] = [{ ms: HOUR, max: 600 }];

/** The template a landing call names, and the language its visitors read. */
async function landing(ctx: PublicContext, templateId: number) {
  const template = await findTemplate(ctx.deps.db, templateId);
  if (!template) throw businessFailure(ctx.t('promotion.unknownTemplate'));
  return { template, t: ctx.visitor.speak(template.market) };
}

/** A landing limit: its message speaks in minutes. */
function limit(
  ctx: PublicContext,
  key: string,
  windows: readonly RateWindow[],
  message: (minutes: number) => string,
  mode: 'peek' | 'take' = 'take',
): Promise<void> {
  const { limits, clock } = ctx.deps;
  return enforceLimit(
    limits,
    { key, windows, now: clock.now() },
    (s) => message(minutesOf(s)),
    mode,
  );
}

function parseLandingPhone(raw: string, market: Market, t: Translate): string {
  const parsed = parsePhone(raw, market);
  if (!parsed.ok) throw badInput(t('phone.invalidFor', market));
  return parsed.e164;
}

function checkCaptchaShape(capcode: string, t: Translate): void {
  if (capcode.trim().length !== CAPTCHA_LENGTH) throw badInput(t('promotion.captchaRequired'));
}

async function track(
  db: Queryable,
  now: Date,
  template: LandingTemplate,
  stage: FunnelStage,
  from: {
    utm_tag?: string;
    user_from?: string;
    app_from?: string;
    client_type?: 'ios' | 'android';
  },
): Promise<void> {
  await recordFunnelEvent(db, {
    templateId: template.id,
    stage,
    utmTag: from.utm_tag,
    userFrom: from.user_from,
    appFrom: from.app_from,
    clientType: from.client_type,
    localDay: localDate(now, template.market),
    at: now,
  });
}

const STAGE_OF_PAGE: Record<number, FunnelStage> = {
  [PAGE_TYPES.register]: 'visit',
  [PAGE_TYPES.download]: 'download',
  [PAGE_TYPES.agreement]: 'agreement',
};

export interface TrackInput {
  page_id: number;
  page_type?: number | undefined;
  client_type?: 'ios' | 'android' | undefined;
  utm_tag?: string | undefined;
  user_from?: string | undefined;
  app_from?: string | undefined;
}

export async function trackPage(
  ctx: PublicContext,
  input: TrackInput,
  stage?: FunnelStage,
): Promise<void> {
  const { template, t } = await landing(ctx, input.page_id);
  await limit(ctx, `landing-track:ip:${ctx.visitor.ip}`, TRACKS_PER_IP, (m) =>
    t('promotion.tooManyFromNetwork', m),
  );
  const resolved = stage ?? STAGE_OF_PAGE[input.page_type ?? PAGE_TYPES.register] ?? 'visit';
  await track(ctx.deps.db, ctx.deps.clock.now(), template, resolved, input);
}

export async function newCaptcha(ctx: PublicContext): Promise<{ sid: string }> {
  const { deps, t } = ctx;
  await limit(ctx, `landing-captcha:ip:${ctx.visitor.ip}`, CAPTCHAS_PER_IP, (m) =>
    t('promotion.tooManyFromNetwork', m),
  );
  const now = deps.clock.now();
  const sid = randomBytes(18).toString('base64url');
  await forgetOldCaptchas(deps.db, now);
  await createCaptcha(deps.db, {
    sid,
    answer: newCaptchaAnswer(CAPTCHA_LENGTH),
    now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { sid };
}

/** A captcha that can still be drawn: not expired, not spent by a wrong answer. */
export async function drawableCaptcha(ctx: PublicContext, sid: string): Promise<CaptchaRow> {
  const captcha = await captchaBySid(ctx.deps.db, sid);
  const now = ctx.deps.clock.now();
  if (!captcha || captcha.failed_at || captcha.expires_at <= now) {
    throw new AppError('not_found', ctx.t('promotion.captchaExpired'));
  }
  return captcha;
}

export interface SmsRequest {
  phone: string;
  capcode: string;
  sid: string;
  appName?: string | undefined;
  id?: number | undefined;
  utm_tag?: string | undefined;
  user_from?: string | undefined;
  app_from?: string | undefined;
}

/**
 * get-sms (docs/product.md#otp-and-captcha): the limits are checked before the captcha is spent, so
 * a refused send costs the visitor nothing; a right answer binds the captcha to this phone and
 * unlocks exactly one code.
 */
export async function sendRegistrationCode(
  ctx: PublicContext,
  input: SmsRequest,
): Promise<{ resendAfterSeconds: number }> {
  const { deps } = ctx;
  const template = input.id !== undefined ? (await landing(ctx, input.id)).template : undefined;
  const market =
    template?.market ??
    (input.appName !== undefined ? await deps.apps.marketOf(input.appName) : undefined);
  if (!market) throw businessFailure(ctx.t('promotion.unknownTemplate'));
  const t = ctx.visitor.speak(market);
  const phone = parseLandingPhone(input.phone, market, t);
  checkCaptchaShape(input.capcode, t);

  const ipKey = `landing-sms:ip:${ctx.visitor.ip}`;
  const phoneKey = `code:phone:${phone}`;
  const perIp = [{ ms: HOUR, max: deps.config.landingSmsPerIpHour }];
  await limit(ctx, phoneKey, CODE_SEND_WINDOWS, (m) => t('promotion.tooManyCodes', m), 'peek');
  await limit(ctx, ipKey, perIp, (m) => t('promotion.tooManyFromNetwork', m), 'peek');

  const now = deps.clock.now();
  const captcha = await captchaBySid(deps.db, input.sid);
  if (captcha?.solved_at) {
    throw businessFailure(t('promotion.captchaUsed'), PROMOTION_CODES.wrongCaptcha);
  }
  if (!captcha || captcha.failed_at || captcha.expires_at <= now) {
    throw businessFailure(t('promotion.captchaExpired'), PROMOTION_CODES.wrongCaptcha);
  }
  if (!captchaMatches(captcha.answer, input.capcode)) {
    await failCaptcha(deps.db, input.sid, now);
    throw businessFailure(t('promotion.captchaWrong'), PROMOTION_CODES.wrongCaptcha);
  }
  if (!(await solveCaptcha(deps.db, input.sid, phone, now))) {
    throw businessFailure(t('promotion.captchaExpired'), PROMOTION_CODES.wrongCaptcha);
  }
  if (template) await track(deps.db, now, template, 'captcha', input);

  // Taken, not peeked: of two sends racing past the check above, only one gets through.
  await limit(ctx, phoneKey, CODE_SEND_WINDOWS, (m) => t('promotion.tooManyCodes', m));
  await limit(ctx, ipKey, perIp, (m) => t('promotion.tooManyFromNetwork', m));
  if (!(await spendCaptchaOnSms(deps.db, input.sid, now))) {
    throw businessFailure(t('promotion.captchaExpired'), PROMOTION_CODES.wrongCaptcha);
  }

  const code = newOtpCode();
  await createPhoneCode(deps.db, {
    phone,
    purpose: PURPOSE,
    codeHash: hashOtp(`${PURPOSE}:${phone}`, code),
    now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  const appName =
    template?.appDisplayName ??
    (input.appName ? (await deps.apps.find(input.appName))?.displayName : undefined) ??
    'Tenora';
  await deps.sms.send({
    to: phone,
    text: t('promotion.smsText', code, appName),
    template: 'otp-register',
    purpose: PURPOSE,
    code,
  });
  if (template) await track(deps.db, now, template, 'sms', input);
  return { resendAfterSeconds: RESEND_AFTER_SECONDS };
}

export interface RegisterRequest extends SmsRequest {
  id: number;
  smsCode: string;
  deviceId?: string | undefined;
  merchantNumber?: string | undefined;
  userName?: string | undefined;
  invite_code?: string | undefined;
}

/** A missing merchant number falls back to 0, as old clients expect; so does a non-number. */
const merchantNumberOr0 = (given: string | undefined) =>
  given !== undefined && /^\d{1,32}$/.test(given) ? given : '0';

/** The captcha still vouches for this phone: solved for it by get-sms, or solved right now. */
async function captchaHolds(
  ctx: PublicContext,
  captcha: CaptchaRow | null,
  input: RegisterRequest,
  phone: string,
  now: Date,
): Promise<boolean> {
  if (!captcha || captcha.failed_at || captcha.used_at) return false;
  if (!captchaMatches(captcha.answer, input.capcode)) {
    await failCaptcha(ctx.deps.db, captcha.sid, now);
    return false;
  }
  if (captcha.solved_at) return captcha.phone === phone;
  return solveCaptcha(ctx.deps.db, captcha.sid, phone, now);
}

/**
 * register (docs/product.md#landing-pages): the captcha is re-checked, then the SMS code (five
 * tries), then the borrower is created in the template's market. An already registered phone
 * answers 11 only after the code proves the visitor holds it, so the endpoint cannot be used to
 * learn who is a borrower.
 */
export async function register(ctx: PublicContext, input: RegisterRequest): Promise<void> {
  const { deps } = ctx;
  const { template, t } = await landing(ctx, input.id);
  const phone = parseLandingPhone(input.phone, template.market, t);
  checkCaptchaShape(input.capcode, t);
  if (!/^\d{6}$/.test(input.smsCode)) throw badInput(t('promotion.smsCodeRequired'));
  await limit(ctx, `landing-register:ip:${ctx.visitor.ip}`, REGISTERS_PER_IP, (m) =>
    t('promotion.tooManyFromNetwork', m),
  );

  const now = deps.clock.now();
  if (!(await captchaHolds(ctx, await captchaBySid(deps.db, input.sid), input, phone, now))) {
    throw businessFailure(t('promotion.captchaWrong'), PROMOTION_CODES.registerWrongCaptcha);
  }

  const code = await waitingPhoneCode(deps.db, phone, PURPOSE);
  if (!code || code.expires_at <= now) throw businessFailure(t('otp.expired'));
  if (!otpMatches(`${PURPOSE}:${phone}`, input.smsCode, code.code_hash)) {
    const tries = await recordWrongPhoneCode(deps.db, code.id, OTP_MAX_TRIES, now);
    throw businessFailure(
      tries >= OTP_MAX_TRIES ? t('otp.voided') : t('otp.wrong', OTP_MAX_TRIES - tries),
    );
  }

  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await usePhoneCode(tx, code.id, now))) return 'spent' as const;
    await spendCaptchaOnRegistration(tx, input.sid, now);
    const userId = await registerBorrower(tx, {
      market: template.market,
      phone,
      templateId: template.id,
      appName: template.appName,
      deviceId: input.deviceId,
      userName: input.userName,
      inviteCode: input.invite_code,
      userFrom: input.user_from,
      appFrom: input.app_from,
      utmTag: input.utm_tag,
      merchantNumber: merchantNumberOr0(input.merchantNumber),
      now,
    });
    if (userId === null) return 'known' as const;
    await track(tx, now, template, 'register', input);
    return 'created' as const;
  });
  if (outcome === 'spent') throw businessFailure(t('otp.expired'));
  if (outcome === 'known') {
    throw businessFailure(t('promotion.alreadyRegistered'), PROMOTION_CODES.alreadyRegistered);
  }
}

// Paths are resolved as a browser would (`/\evil.example` is another host), against a stand-in origin.
const OWN_ORIGIN = 'https://tenora.invalid';

/** The server-side twin of the web client's checkServerUrl (apps/web/src/platform/safe-url.ts). */
function checkLink(field: string, value: string, allowedHosts: readonly string[], t: Translate) {
  let url: URL | undefined;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    url = undefined;
  }
  // Userinfo (`https://play.google.com@evil.example/`) only serves to disguise the real host.
  const ok =
    url !== undefined &&
    !url.username &&
    !url.password &&
    (value.startsWith('/')
      ? url.origin === OWN_ORIGIN
      : /^https:\/\//i.test(value) && allowedHosts.includes(url.hostname));
  if (!ok) throw badInput(t('promotion.badLink', field));
}

/**
 * The template as its page states it (docs/decisions/096-landing-pages-state-the-product.md): with
 * a product named, the amounts, terms and rate are the product's, with how it is repaid, its APR
 * and how soon the money comes, all from configuration, so the page cannot promise what the app will not
 * give. The amount is what a first loan may be: the page's visitors have no loan yet.
 */
export async function landingView(
  deps: AppDeps,
  template: LandingTemplate,
  locale: Locale,
): Promise<LandingTemplate> {
  return { ...(await withFacts(deps, template)), ...(await termsOf(deps, template, locale)) };
}

/**
 * The landing terms line: the regulators ask it of an advertisement. In the visitor's language
 * when the template's market speaks it (a Hindi reader of India's page), else the market's.
 */
async function termsOf(
  deps: AppDeps,
  template: LandingTemplate,
  locale: Locale,
): Promise<{ terms?: string }> {
  const app = await deps.apps.forPublicPage(template.appName, template.market);
  if (!app) return {};
  const c = app.company;
  return {
    terms: translator(localeIn(template.market, locale))(
      'landing.terms',
      c.lender,
      c.registration,
      c.lendingServiceProvider ?? null,
    ),
  };
}

async function withFacts(deps: AppDeps, template: LandingTemplate): Promise<LandingTemplate> {
  const productId = template.offer.productId;
  const product =
    productId === undefined ? null : await findProduct(deps.db, template.market, productId);
  const pricing = product && parsePricingConfig(product.pricing);
  if (!product || !pricing) return { ...template, facts: null };
  const amount = {
    min: product.amount_min,
    max: Math.min(product.amount_max, product.first_loan_limit ?? product.amount_max),
  };
  const today = localDate(deps.clock.now(), template.market);
  const aprBps = aprRangeBps(template.market, pricing, amount, today);
  if (!aprBps) return { ...template, facts: null };
  return {
    ...template,
    offer: {
      ...template.offer,
      amountMin: amount.min,
      amountMax: amount.max,
      termDaysMin: Math.min(...pricing.termDays),
      termDaysMax: Math.max(...pricing.termDays),
      interest: pricing.interest,
    },
    facts: { periods: pricing.periods, aprBps, ...TIME_TO_MONEY },
  };
}

/**
 * An operator's template: links the app would refuse to follow are refused here first. From the
 * console (`staffId`), the change is audited in its transaction (decision 065).
 */
export async function saveLanding(
  ctx: PublicContext,
  input: LandingTemplateInput,
  staffId?: number,
): Promise<LandingTemplate> {
  const { deps, t } = ctx;
  const app = await deps.apps.find(input.appName);
  if (!app) throw badInput(t('app.unknown'));
  // Images are drawn by the page, which loads images from its own origin only (CSP img-src).
  checkLink('images.hero', input.images.hero, [], t);
  checkLink('images.logo', input.images.logo, [], t);
  checkLink('downloads.android', input.downloads.android, app.allowedHosts, t);
  checkLink('downloads.ios', input.downloads.ios, app.allowedHosts, t);
  if (input.offer.amountMin > input.offer.amountMax)
    throw badInput(t('promotion.badRange', 'offer.amount'));
  if (input.offer.termDaysMin > input.offer.termDaysMax) {
    throw badInput(t('promotion.badRange', 'offer.termDays'));
  }
  const { productId } = input.offer;
  if (productId !== undefined && !(await findProduct(deps.db, app.market, productId))) {
    throw badInput(t('promotion.badProduct'));
  }
  return deps.db.transaction(async (tx) => {
    const before = staffId === undefined ? null : await findTemplate(tx, input.id);
    await saveTemplate(tx, input, deps.clock.now());
    const saved = await findTemplate(tx, input.id);
    if (!saved) throw new AppError('server');
    if (staffId !== undefined) {
      await writeAudit(tx, deps.clock, {
        staffId,
        action: 'template.save',
        objectType: 'landing_template',
        objectId: input.id,
        before,
        after: saved,
      });
    }
    return saved;
  });
}
