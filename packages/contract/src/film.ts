import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { minorAmount, moneyMarket, oneOf, text } from './fields.ts';
import { instant } from './date-fields.ts';

/** Endpoints we add under the generic base `/film` (docs/product.md#calls): success code 0. */

const market = z.enum(['IN', 'ID']);
const locale = z.enum(['en-IN', 'hi-IN', 'id-ID']);
// Theme values end up in CSS custom properties, so only plain colours get through.
const hexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

/**
 * What the company pages state, per app (docs/product.md#company-site): nothing about the company is written into a
 * component. `registration` completes "… is <registration>" in the page's language.
 */
export const CompanyData = z.object({
  legalName: z.string(),
  /** The regulated lender that makes the loans. */
  lender: z.string(),
  registration: z.string(),
  address: z.string(),
  /** The users the company site claims (docs/product.md#company-site). */
  users: z.int().check(z.gte(0)),
  founded: z.int(),
  /** The policy page /Policy shows in a frame: a path of ours, or https on an allowed host. */
  policyUrl: z.string(),
  grievanceOfficer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /**
   * The lending service provider that operates the app for the lender, if any (RBI digital
   * lending rules): the key fact statement, the agreement, the company site and the landing terms
   * name it from here.
   */
  lendingServiceProvider: z.optional(z.string()),
  /** Whether the lender may transfer its loans or securitise them (the key fact statement says). */
  transferable: z.optional(z.boolean()),
  /**
   * Days after disbursal in which a borrower may cancel without penalty: RBI's digital lending
   * rules ask at least three for loans of seven days or more; two working days in Indonesia.
   */
  coolingOffDays: z.int().check(z.gte(0)),
});
export type Company = z.output<typeof CompanyData>;

export const AppConfigData = z.object({
  appName: z.string(),
  displayName: z.string(),
  market,
  locale,
  currency: z.enum(['INR', 'IDR']),
  theme: z.object({
    gradientFrom: hexColor,
    gradientTo: hexColor,
    text: hexColor,
    textMuted: hexColor,
    primary: hexColor,
    onPrimary: hexColor,
    surface: hexColor,
  }),
  contact: z.object({ phone: z.string(), email: z.string() }),
  /** Hosts, besides our own origin, that server links may open (docs/product.md#screens). */
  allowedHosts: z.array(z.string()),
  company: CompanyData,
  /**
   * The language the signed-in borrower chose in the app, when they chose one: it wins over the
   * `lang` flag and the market's own language. Absent for a visitor or a borrower who never chose.
   */
  chosenLocale: z.optional(locale),
});
export type AppConfig = z.output<typeof AppConfigData>;

/** How an app is configured: the config without what follows from the market. */
export const AppSetupData = z.omit(AppConfigData, {
  locale: true,
  currency: true,
  chosenLocale: true,
});
export type AppSetup = z.output<typeof AppSetupData>;

export const appConfig = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/app/config',
  body: 'none',
  safe: true,
  access: 'public',
  /**
   * The named app; without one (the company site, a landing page before its template is known),
   * the first app of `market`, else of the market of the request's language.
   */
  request: z.object({ appName: z.optional(text(64, 1)), market: z.optional(oneOf(['IN', 'ID'])) }),
  response: AppConfigData,
});

export const OrderSummaryData = z.object({
  orderId: z.int(),
  productId: z.int(),
  productName: z.string(),
  productLogo: z.string(),
  /** Principal in minor units. */
  amount: minorAmount(),
  market: moneyMarket(),
  /** Derived at read time (docs/product.md#order-statuses). */
  status: z.int(),
  /** The status in the borrower's words, the same as the loan's own headline. */
  statusText: z.string(),
  createdAt: instant(),
});
export type OrderSummary = z.output<typeof OrderSummaryData>;

export const orderList = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/order/list',
  body: 'form',
  safe: true,
  access: 'borrower',
  request: z.object({}),
  response: z.object({
    orders: z.array(OrderSummaryData),
    /** The borrower's unread messages (`/messages`), which My loans counts beside its link. */
    unread: z.int(),
  }),
});
