import type { ComponentType } from 'react';
import { withWords, type SectionName, type WithWords } from '../platform/i18n/catalogues.ts';
import type { PageLoad } from '../platform/page-load.ts';
import { DEV_ROUTES } from './dev-routes.ts';

/**
 * A page module: the screen, and for a screen the server draws with its data, `load`, the calls it
 * makes first, which the server answers in process (docs/architecture.md#pages).
 */
export interface PageModule {
  default: ComponentType;
  load?: PageLoad;
}

export interface RouteDef {
  path: string;
  /**
   * The page, as its own lazy chunk. The server finds its module id, which Vite's manifest names
   * its files by, from the module it brings (`routeFiles` in server.tsx).
   */
  page: Page;
  /** The catalogue sections the page speaks, fetched beside its chunk. */
  words: readonly SectionName[];
  load: WithWords<PageModule>;
  /** A page for visitors, which needs no session (the company site, the error page). */
  visitors?: boolean;
  /** It only shows text: sent as HTML alone, with no script (its links are plain links). */
  textOnly?: boolean;
}

export type Page = () => Promise<PageModule>;

function route(
  path: string,
  page: Page,
  words: SectionName[] = [],
  options: { visitors?: boolean; textOnly?: boolean } = {},
): RouteDef {
  return { path, page, words, load: withWords(words, page), ...options };
}

// Each page is imported by its route, not looked up by name in a glob of them all: the entry every
// screen downloads then carries no module names (decision 119).
const COMPANY_SITE: Page = () => import('../features/company/company-site-page.tsx');

const VISITORS = { visitors: true };
const TEXT_ONLY = { visitors: true, textOnly: true };

/**
 * Every screen, declared once: its path, its page and the words it speaks. A page that exports
 * `load` is drawn by the server with its data; the build, the server's preloads, the budgets and
 * the tests all read this table.
 */
export const ROUTES: RouteDef[] = [
  route('/orders', () => import('../features/orders/orders-page.tsx'), ['orders']),
  route('/messages', () => import('../features/orders/messages-page.tsx'), ['orders']),
  route('/recommend', () => import('../features/products/recommend-page.tsx'), ['recommend']),
  route('/borrowDetail', () => import('../features/loan-details/loan-details-page.tsx'), [
    'details',
    'rating',
  ]),
  route('/loanConfirm', () => import('../features/loans/loan-confirm-page.tsx'), ['confirm']),
  route('/loanAgreement', () => import('../features/loans/agreement-page.tsx'), ['agreement']),
  route('/jointLoginFailure', () => import('../features/joint/joint-page.tsx'), ['recommend']),
  route('/relevant', () => import('../features/documents/documents-page.tsx'), ['documents']),
  route('/privacy', () => import('../features/privacy/privacy-page.tsx'), ['privacy']),
  route('/repay', () => import('../features/repay/repay-page.tsx'), ['repay']),
  route('/addnormalcard', () => import('../features/repay/add-card-page.tsx'), ['addCard']),
  route('/alipayrepayment', () => import('../features/wallet/wallet-page.tsx'), ['wallet']),
  route('/individual', () => import('../features/virtual-account/choose-page.tsx'), ['vaChoose']),
  route('/that', () => import('../features/virtual-account/that-page.tsx'), ['va']),
  route('/repayPeriod', () => import('../features/instalments/instalments-page.tsx'), [
    'instalments',
  ]),
  route('/repayDelay', () => import('../features/extension/extension-page.tsx'), ['delay']),
  route(
    '/dragonpayPaymentInstructions',
    () => import('../features/virtual-account/instructions-page.tsx'),
    ['va', 'instructions'],
  ),
  route('/registerTemplate', () => import('../features/promotion/register-page.tsx'), [
    'promotion',
  ]),
  route('/downloadTemplate', () => import('../features/promotion/download-page.tsx'), [
    'promotion',
    'registered',
  ]),
  route('/agreementTemplate', () => import('../features/promotion/agreement-page.tsx'), [
    'promotion',
    'registered',
  ]),
  route('/', COMPANY_SITE, ['site'], VISITORS),
  route('/About', COMPANY_SITE, ['site'], VISITORS),
  route('/User', COMPANY_SITE, ['site'], VISITORS),
  route('/Contact', COMPANY_SITE, ['site'], VISITORS),
  route('/Policy', COMPANY_SITE, ['site'], VISITORS),
  route('/Loan', COMPANY_SITE, ['site'], VISITORS),
  route(
    '/privacyPolicy',
    () => import('../features/company/privacy-page.tsx'),
    ['site'],
    TEXT_ONLY,
  ),
  route('/aboutUs', () => import('../features/company/about-page.tsx'), ['site'], TEXT_ONLY),
  route(
    '/customerService',
    () => import('../features/company/customer-service-page.tsx'),
    ['site'],
    VISITORS,
  ),
  route('/loanTerms', () => import('../features/company/loan-terms-page.tsx'), ['site'], TEXT_ONLY),
  route('/complaint', () => import('../features/complaint/complaint-page.tsx'), [
    'complaint',
    'complaintStart',
  ]),
  route('/complainPageNext', () => import('../features/complaint/complain-form-page.tsx'), [
    'complaint',
  ]),
  route('/complaintList', () => import('../features/complaint/complaint-list-page.tsx'), [
    'complaint',
    'complaintStart',
  ]),
  route('/complainDetails', () => import('../features/complaint/complaint-details-page.tsx'), [
    'complaint',
    'complaintDetail',
  ]),
  route('/error', () => import('../features/error/error-page.tsx'), [], VISITORS),
  route('/complainNewPage', () => import('../features/help/complain-new-page.tsx'), ['help']),
  route('/intelligentCustomerService', () => import('../features/help/chat-page.tsx'), ['help']),
  ...DEV_ROUTES,
];
