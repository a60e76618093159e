import { localeFromLangFlag, marketOfLocale } from '@tenora/domain/market';
import { positiveIntParam } from './address.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { appConfig, orderList } from './film.ts';
import { loanDetails } from './loan-details.ts';
import { CONFIRM_SCENE, contractList, loanDetailConfirm } from './loans.ts';
import { recommendProductList } from './products.ts';
import { channelTemplate } from './promotion.ts';
import { repaymentWay } from './repayment.ts';

export interface PageCall {
  /** Only a `safe` one is answered: the server makes these calls for a GET (decision 087). */
  endpoint: AnyEndpoint;
  input: Record<string, unknown>;
  /** The call the screen makes next with this one's answer, when it makes one. */
  then?: (data: unknown) => PageCall | undefined;
}

const int = (query: URLSearchParams, name: string) => positiveIntParam(query.get(name));

/**
 * What each data screen asks before it can show anything, read from its address the way the
 * screen reads it: the server answers these inside the screen's HTML (decision 044). A screen that
 * asks something else simply asks over the network; the end-to-end test `e2e/page-data.test.ts`
 * checks that these screens make none of these calls themselves. Each call only reads (`safe`):
 * a page is drawn for every reload, prefetch and crawler, none of them the borrower's act
 * (decision 087).
 */
export const PAGE_DATA: Readonly<Record<string, (query: URLSearchParams) => PageCall[]>> = {
  '/orders': () => [{ endpoint: orderList, input: {} }],
  '/recommend': (q) => [
    { endpoint: recommendProductList, input: q.get('scene') ? { scene: q.get('scene') } : {} },
  ],
  '/borrowDetail': (q) => {
    const orderId = int(q, 'orderId');
    const productId = int(q, 'productId');
    return [
      { endpoint: loanDetails, input: orderId ? { orderId } : productId ? { productId } : {} },
    ];
  },
  '/loanConfirm': (q) => {
    const productId = int(q, 'productId');
    if (!productId) return [];
    const terms = { productId, amount: int(q, 'amount'), periods: int(q, 'periods') };
    return [
      { endpoint: loanDetailConfirm, input: terms },
      { endpoint: contractList, input: { productId, scene: CONFIRM_SCENE } },
    ];
  },
  '/repay': (q) => {
    const orderId = int(q, 'orderId');
    // Not UPI's payment, though UPI is India's first way to pay: a payment is made by the
    // borrower's tap, never by drawing or prefetching the page (decision 087).
    return orderId ? [{ endpoint: repaymentWay, input: { orderId } }] : [];
  },
  '/registerTemplate': (q) => {
    const templateId = int(q, 'id');
    // The page then speaks its template's app (apps/web/src/app/app.tsx, adoptApp).
    const adopt = (data: unknown): PageCall | undefined => {
      const appName = (data as { appName?: unknown } | null)?.appName;
      return typeof appName === 'string' ? { endpoint: appConfig, input: { appName } } : undefined;
    };
    return templateId ? [{ endpoint: channelTemplate, input: { templateId }, then: adopt }] : [];
  },
};

/**
 * The app's configuration, which every screen asks first, asked as the app asks it
 * (apps/web/src/app/boot.ts): by the app named in the address, else by the market of the language
 * flag, else by the request's language.
 */
export function appConfigCall(query: URLSearchParams): PageCall {
  const appName = query.get('appName');
  const flagged = localeFromLangFlag(query.get('lang'));
  return {
    endpoint: appConfig,
    input: appName ? { appName } : flagged ? { market: marketOfLocale(flagged) } : {},
  };
}
