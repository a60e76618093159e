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
  /** The page's module id, as Vite's manifest names it: the server preloads its files by it. */
  page: string;
  /** The catalogue sections the page speaks, fetched beside its chunk. */
  words: readonly SectionName[];
  load: WithWords<PageModule>;
  /** A page for visitors, which needs no session (the company site, the error page). */
  visitors?: boolean;
  /** It only shows text: sent as HTML alone, with no script (its links are plain links). */
  textOnly?: boolean;
}

// Every page is its own lazy chunk. The preview is a developer's page (dev-routes.ts).
const PAGES = import.meta.glob<PageModule>(['./*/*-page.tsx', '!./preview/**'], {
  base: '../features',
});

function route(
  path: string,
  page: string,
  words: SectionName[] = [],
  options: { visitors?: boolean; textOnly?: boolean } = {},
): RouteDef {
  const importer = PAGES[`./${page}.tsx`];
  if (!importer) throw new Error(`routes: no page features/${page}.tsx`);
  return {
    path,
    page: `src/features/${page}.tsx`,
    words,
    load: withWords(words, importer),
    ...options,
  };
}

const VISITORS = { visitors: true };
const TEXT_ONLY = { visitors: true, textOnly: true };

/**
 * Every screen, declared once: its path, its page and the words it speaks. A page that exports
 * `load` is drawn by the server with its data; the build, the server's preloads, the budgets and
 * the tests all read this table.
 */
export const ROUTES: RouteDef[] = [
  route('/orders', 'orders/orders-page', ['orders']),
  route('/messages', 'orders/messages-page', ['orders']),
  route('/recommend', 'products/recommend-page', ['recommend']),
  route('/borrowDetail', 'loan-details/loan-details-page', ['details', 'rating']),
  route('/loanConfirm', 'loans/loan-confirm-page', ['confirm']),
  route('/loanAgreement', 'loans/agreement-page', ['agreement']),
  route('/jointLoginFailure', 'joint/joint-page', ['recommend']),
  route('/relevant', 'documents/documents-page', ['documents']),
  route('/privacy', 'privacy/privacy-page', ['privacy']),
  route('/repay', 'repay/repay-page', ['repay']),
  route('/addnormalcard', 'repay/add-card-page', ['addCard']),
  route('/alipayrepayment', 'wallet/wallet-page', ['wallet']),
  route('/individual', 'virtual-account/choose-page', ['va']),
  route('/that', 'virtual-account/that-page', ['va']),
  route('/repayPeriod', 'instalments/instalments-page', ['instalments']),
  route('/repayDelay', 'extension/extension-page', ['delay']),
  route('/dragonpayPaymentInstructions', 'virtual-account/instructions-page', [
    'va',
    'instructions',
  ]),
  route('/registerTemplate', 'promotion/register-page', ['promotion']),
  route('/downloadTemplate', 'promotion/download-page', ['promotion', 'registered']),
  route('/agreementTemplate', 'promotion/agreement-page', ['promotion', 'registered']),
  route('/', 'company/company-site-page', ['site'], VISITORS),
  route('/About', 'company/company-site-page', ['site'], VISITORS),
  route('/User', 'company/company-site-page', ['site'], VISITORS),
  route('/Contact', 'company/company-site-page', ['site'], VISITORS),
  route('/Policy', 'company/company-site-page', ['site'], VISITORS),
  route('/Loan', 'company/company-site-page', ['site'], VISITORS),
  route('/privacyPolicy', 'company/privacy-page', ['site'], TEXT_ONLY),
  route('/aboutUs', 'company/about-page', ['site'], TEXT_ONLY),
  route('/customerService', 'company/customer-service-page', ['site'], VISITORS),
  route('/loanTerms', 'company/loan-terms-page', ['site'], TEXT_ONLY),
  route('/complaint', 'complaint/complaint-page', ['complaint']),
  route('/complainPageNext', 'complaint/complain-form-page', ['complaint']),
  route('/complaintList', 'complaint/complaint-list-page', ['complaint']),
  route('/complainDetails', 'complaint/complaint-details-page', ['complaint', 'complaintDetail']),
  route('/error', 'error/error-page', [], VISITORS),
  route('/complainNewPage', 'help/complain-new-page', ['help']),
  route('/intelligentCustomerService', 'help/chat-page', ['help']),
  ...DEV_ROUTES,
];
