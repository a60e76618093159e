import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id, minorAmount, oneOf, optionalText, text, wholeNumber } from './fields.ts';

/**
 * The acquisition funnel: landing templates, captcha, SMS registration
 * (docs/product.md#landing-pages, docs/product.md#otp-and-captcha). `{service}` is `loan`. The
 * template family answers '00'; sid, SMS and register answer 0.
 */

const BASE = '/api/v2/loan/promotion';

/** Codes the landing page acts on (docs/product.md#landing-pages). */
export const PROMOTION_CODES = {
  /** get-sms: the image captcha was wrong; the page refreshes it. */
  wrongCaptcha: 101,
  /** register: this phone is already registered; the page goes to the download page. */
  alreadyRegistered: 11,
  /** register: the captcha no longer holds; the page refreshes it. */
  registerWrongCaptcha: -1,
} as const;

/** Caps on the landing inputs (the phone's cap follows the market instead). */
export const CAPTCHA_LENGTH = 4;
export const SMS_CODE_LENGTH = 6;

/**
 * Words a campaign speaks, in one language: the offer texts of docs/product.md#markets (amount,
 * term, rate, repayment date, and the apply, repayment, borrow-again and extension lines).
 */
const TemplateCopy = z.object({
  headline: text(80, 1),
  subline: text(200, 1),
  amount: text(40, 1),
  term: text(40, 1),
  rate: text(40, 1),
  repaymentDate: text(40, 1),
  repaymentDateValue: text(80, 1),
  apply: text(160, 1),
  repayment: text(160, 1),
  borrowAgain: text(160, 1),
  extension: text(160, 1),
});
export type TemplateCopy = z.output<typeof TemplateCopy>;

/** A same-origin path or an https address; the server checks which hosts at save time. */
const link = () => text(500, 1).check(z.regex(/^(\/[^/\\]|https:\/\/)/));

/** Numbers stay numbers so each market formats them its own way. */
const TemplateOffer = z.object({
  /**
   * The product the campaign offers. When named, the page states the product's own amounts, terms,
   * rate, instalments and APR, from its configuration, over the figures typed here
   * (docs/decisions/096-landing-pages-state-the-product.md).
   */
  productId: z.optional(id()),
  /** Minor units. */
  amountMin: minorAmount(),
  amountMax: minorAmount(),
  termDaysMin: z.int().check(z.gte(1)),
  termDaysMax: z.int().check(z.gte(1)),
  /** The headline rate, as the market states it: per year in India, per day in Indonesia. */
  interest: z.object({ per: z.enum(['day', 'year']), bps: z.int().check(z.gte(0)) }),
  /** The eligibility income per month, in minor units, where the offer states one. */
  minMonthlyIncome: z.optional(minorAmount()),
});

export const LandingTemplateInput = z.object({
  id: id(),
  /** The app the template brings people to; its market decides phone rules and language. */
  appName: text(64, 1),
  images: z.object({ hero: link(), logo: link() }),
  offer: TemplateOffer,
  /**
   * The words in each language the market's visitors may read. Hindi is optional: a template
   * without it shows India's visitors its English.
   */
  copy: z.object({
    'en-IN': TemplateCopy,
    'id-ID': TemplateCopy,
    'hi-IN': z.optional(TemplateCopy),
  }),
  downloads: z.object({ android: link(), ios: link() }),
});
export type LandingTemplateInput = z.output<typeof LandingTemplateInput>;

/** What the configuration says of the product: how it is repaid, what it costs a year, how soon it pays out. */
const range = z.object({ min: z.int(), max: z.int() });
const LandingFacts = z.object({
  /** The instalments a loan is repaid in; 1 is one payment at the end of the term. */
  periods: z.int(),
  /** The APR across the product's terms, basis points. */
  aprBps: range,
  /** How soon the money comes: a decision within days, then the money within days of approval. */
  decisionDays: z.int(),
  creditDays: range,
});

export const LandingTemplateData = z.extend(LandingTemplateInput, {
  market: z.enum(['IN', 'ID']),
  appDisplayName: z.string(),
  /** Null when the template names no product that is on offer. */
  facts: z.optional(z.nullable(LandingFacts)),
  /**
   * Who lends, under whose licence, and the lending service provider operating the app if any,
   * from the app config, in the app's language (docs/product.md#disclosures).
   */
  terms: z.optional(z.string()),
});
export type LandingTemplate = z.output<typeof LandingTemplateData>;

export const channelTemplate = defineEndpoint({
  family: 'channel',
  method: 'GET',
  path: '/api/v2/loan/service/channel/channel-template',
  body: 'none',
  safe: true,
  access: 'public',
  request: z.object({ templateId: id() }),
  response: LandingTemplateData,
});

/** Where a visitor came from; landing pages send these on every funnel call. */
const channelFields = {
  user_from: optionalText(64),
  app_from: optionalText(64),
  utm_tag: optionalText(64),
};

/** page_type: 1 register, 2 download, 3 agreement (the old app named only 1). */
export const PAGE_TYPES = { register: 1, download: 2, agreement: 3 } as const;

const trackFields = {
  page_id: id(),
  page_type: z.optional(wholeNumber({ min: 1, max: 3 })),
  client_type: z.optional(oneOf(['ios', 'android'])),
  ...channelFields,
};

export const trackVisit = defineEndpoint({
  family: 'promotion',
  method: 'GET',
  path: `${BASE}/track-visit`,
  body: 'none',
  access: 'public',
  request: z.object(trackFields),
  response: z.object({}),
});

export const trackClick = defineEndpoint({
  family: 'promotion',
  method: 'GET',
  path: `${BASE}/track-click`,
  body: 'none',
  access: 'public',
  // Old pages send the phone; it is accepted and not kept: the funnel counts, it does not profile.
  request: z.object({ ...trackFields, phone: optionalText(24) }),
  response: z.object({}),
});

export const getSid = defineEndpoint({
  family: 'promotion',
  method: 'GET',
  path: `${BASE}/get-sid`,
  body: 'none',
  access: 'public',
  request: z.object({ page_id: z.optional(id()) }),
  response: z.object({ sid: z.string() }),
});

/** The captcha image itself (PNG), not an envelope; `t` only defeats caches. */
export const getCaptcha = defineEndpoint({
  family: 'promotion',
  method: 'GET',
  path: `${BASE}/get-captcha`,
  body: 'none',
  access: 'public',
  request: z.object({ sid: text(64, 1), t: optionalText(32) }),
  response: z.object({ contentType: z.string(), body: z.instanceof(Uint8Array) }),
  produces: 'image',
});

const landingFields = {
  phone: text(24, 1),
  capcode: text(8, 1),
  sid: text(64, 1),
  deviceId: optionalText(128),
  appName: optionalText(64),
  ...channelFields,
};

export const getSms = defineEndpoint({
  family: 'promotion',
  method: 'POST',
  path: `${BASE}/get-sms`,
  body: 'form',
  access: 'public',
  // `id` (the template) is ours: it names the market when appName is absent, and feeds the funnel.
  request: z.object({ ...landingFields, id: z.optional(id()) }),
  response: z.object({ resendAfterSeconds: z.int() }),
});

export const register = defineEndpoint({
  family: 'promotion',
  method: 'POST',
  path: `${BASE}/register`,
  body: 'form',
  access: 'public',
  request: z.object({
    ...landingFields,
    smsCode: text(12, 1),
    id: id(),
    merchantNumber: optionalText(32),
    userName: optionalText(64),
    invite_code: optionalText(32),
  }),
  response: z.object({}),
});
