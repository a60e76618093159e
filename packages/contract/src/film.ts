import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { instant, minorAmount, text } from './fields.ts';

/** Endpoints we add under the generic base `/film` (DECISIONS §5): success code 0. */

const market = z.enum(['IN', 'ID']);
const locale = z.enum(['en-IN', 'id-ID']);
// Theme values end up in CSS custom properties, so only plain colours get through.
const hexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

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
  /** Hosts, besides our own origin, that server-provided links may navigate to (DECISIONS §4). */
  allowedHosts: z.array(z.string()),
});
export type AppConfig = z.output<typeof AppConfigData>;

export const appConfig = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: '/film/app/config',
  body: 'none',
  access: 'public',
  request: z.object({ appName: text(64, 1) }),
  response: AppConfigData,
});

export const OrderSummaryData = z.object({
  orderId: z.int(),
  productId: z.int(),
  productName: z.string(),
  productLogo: z.string(),
  /** Principal in minor units. */
  amount: minorAmount(),
  /** Derived at read time (DECISIONS §6); the app maps it to text in the borrower's language. */
  status: z.int(),
  createdAt: instant(),
});
export type OrderSummary = z.output<typeof OrderSummaryData>;

export const orderList = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: '/film/order/list',
  body: 'form',
  access: 'borrower',
  request: z.object({}),
  response: z.object({ orders: z.array(OrderSummaryData) }),
});
