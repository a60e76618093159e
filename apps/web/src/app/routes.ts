import type { ComponentType } from 'react';
import { withWords, type SectionName } from '../platform/i18n/catalogues.ts';
import { DEV_ROUTES } from './dev-routes.ts';

export interface RouteDef {
  path: string;
  /** The page's chunk; through `withWords`, its catalogue sections too (`load.sections`). */
  load: (() => Promise<{ default: ComponentType }>) & { sections?: readonly SectionName[] };
}

/**
 * Every screen, each its own lazy chunk. `scripts/perf-budget.mjs` reads this table to measure
 * each route's first-load JavaScript, its words included: keep each entry's `path`, then `load` as
 * `() => import(…)` or `withWords([…], () => import(…))`.
 */
export const ROUTES: RouteDef[] = [
  {
    path: '/orders',
    load: withWords(['orders'], () => import('../features/orders/orders-page.tsx')),
  },
  {
    path: '/recommend',
    load: withWords(['recommend'], () => import('../features/products/recommend-page.tsx')),
  },
  {
    path: '/borrowDetail',
    load: withWords(
      ['details', 'rating'],
      () => import('../features/loan-details/loan-details-page.tsx'),
    ),
  },
  {
    path: '/loanConfirm',
    load: withWords(['confirm'], () => import('../features/loans/loan-confirm-page.tsx')),
  },
  {
    path: '/loanAgreement',
    load: withWords(['agreement'], () => import('../features/loans/agreement-page.tsx')),
  },
  {
    path: '/jointLoginFailure',
    load: withWords(['recommend'], () => import('../features/joint/joint-page.tsx')),
  },
  {
    path: '/relevant',
    load: withWords(['documents'], () => import('../features/documents/documents-page.tsx')),
  },
  {
    path: '/repay',
    load: withWords(['repay'], () => import('../features/repay/repay-page.tsx')),
  },
  {
    path: '/addnormalcard',
    load: withWords(['addCard'], () => import('../features/repay/add-card-page.tsx')),
  },
  {
    path: '/alipayrepayment',
    load: withWords(['wallet'], () => import('../features/wallet/wallet-page.tsx')),
  },
  {
    path: '/individual',
    load: withWords(['va'], () => import('../features/virtual-account/choose-page.tsx')),
  },
  {
    path: '/that',
    load: withWords(['va'], () => import('../features/virtual-account/that-page.tsx')),
  },
  {
    path: '/repayPeriod',
    load: withWords(['instalments'], () => import('../features/instalments/instalments-page.tsx')),
  },
  {
    path: '/repayDelay',
    load: withWords(['delay'], () => import('../features/extension/extension-page.tsx')),
  },
  {
    path: '/dragonpayPaymentInstructions',
    load: withWords(
      ['va', 'instructions'],
      () => import('../features/virtual-account/instructions-page.tsx'),
    ),
  },
  {
    path: '/registerTemplate',
    load: withWords(['promotion'], () => import('../features/promotion/register-page.tsx')),
  },
  {
    path: '/downloadTemplate',
    load: withWords(
      ['promotion', 'registered'],
      () => import('../features/promotion/download-page.tsx'),
    ),
  },
  {
    path: '/agreementTemplate',
    load: withWords(
      ['promotion', 'registered'],
      () => import('../features/promotion/agreement-page.tsx'),
    ),
  },
  {
    path: '/',
    load: withWords(['site'], () => import('../features/company/company-site-page.tsx')),
  },
  {
    path: '/About',
    load: withWords(['site'], () => import('../features/company/company-site-page.tsx')),
  },
  {
    path: '/User',
    load: withWords(['site'], () => import('../features/company/company-site-page.tsx')),
  },
  {
    path: '/Contact',
    load: withWords(['site'], () => import('../features/company/company-site-page.tsx')),
  },
  {
    path: '/Policy',
    load: withWords(['site'], () => import('../features/company/company-site-page.tsx')),
  },
  {
    path: '/Loan',
    load: withWords(['site'], () => import('../features/company/company-site-page.tsx')),
  },
  {
    path: '/privacyPolicy',
    load: withWords(['site'], () => import('../features/company/privacy-page.tsx')),
  },
  {
    path: '/aboutUs',
    load: withWords(['site'], () => import('../features/company/about-page.tsx')),
  },
  {
    path: '/customerService',
    load: withWords(['site'], () => import('../features/company/customer-service-page.tsx')),
  },
  {
    path: '/loanTerms',
    load: withWords(['site'], () => import('../features/company/loan-terms-page.tsx')),
  },
  {
    path: '/complaint',
    load: withWords(['complaint'], () => import('../features/complaint/complaint-page.tsx')),
  },
  {
    path: '/complainPageNext',
    load: withWords(['complaint'], () => import('../features/complaint/complain-form-page.tsx')),
  },
  {
    path: '/complaintList',
    load: withWords(['complaint'], () => import('../features/complaint/complaint-list-page.tsx')),
  },
  {
    path: '/complainDetails',
    load: withWords(
      ['complaint'],
      () => import('../features/complaint/complaint-details-page.tsx'),
    ),
  },
  { path: '/error', load: () => import('../features/error/error-page.tsx') },
  {
    path: '/complainNewPage',
    load: withWords(['help'], () => import('../features/help/complain-new-page.tsx')),
  },
  {
    path: '/intelligentCustomerService',
    load: withWords(['help'], () => import('../features/help/chat-page.tsx')),
  },
  ...DEV_ROUTES,
];
