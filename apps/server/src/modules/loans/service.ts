import {
  CONFIRM_SCENE,
  type KeyFacts,
  type LoanConfirm,
  type LoanDocument,
} from '@tenora/contract/loans';
import { amountChoice, isChoosable } from '@tenora/domain/credit-limit';
import { daysBetween } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import { formatPercentBps } from '@tenora/domain/percent';
import type { Locale } from '@tenora/domain/market';
import type { BorrowerScope } from '../../platform/auth.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import {
  interestText,
  keptOnExit,
  keyFactRows,
  keyFacts,
  renderDocument,
  type Lender,
} from './key-facts.ts';
import { amountRefused, priceLoan, type PricedLoan } from './quote.ts';
import { createPendingOrder, findDocument, storeDocuments } from '../ledger/index.ts';
import { creditOf } from './credit.ts';
import { applicationUnderReview } from './offers.ts';
import { documentsId, recordConsent, type DocumentContent } from './consent.ts';
import type { AppDeps } from '../../platform/ports.ts';

type Terms = { productId: number; amount?: number | undefined; periods?: number | undefined };

const DOCUMENTS: LoanDocument['kind'][] = ['agreement', 'key_facts'];

/** The documents the borrower reads before confirming, and which are issued with the loan. */
function documentsOf(loan: PricedLoan, facts: KeyFacts, t: Translate): DocumentContent[] {
  return DOCUMENTS.map((kind) => renderDocument(kind, facts, loan.product.name, t));
}

export function documentTitle(kind: LoanDocument['kind'], t: Translate): string {
  return kind === 'agreement' ? t('doc.agreement') : t('doc.keyFacts');
}

/** Where a document of a quote (before confirming) or of an order (as issued) is shown. */
export function documentUrl(
  kind: LoanDocument['kind'],
  terms: Terms & { orderId?: number | undefined },
): string {
  const params = new URLSearchParams({ kind });
  if (terms.orderId !== undefined) params.set('orderId', String(terms.orderId));
  else {
    params.set('productId', String(terms.productId));
    if (terms.amount !== undefined) params.set('amount', String(terms.amount));
    if (terms.periods !== undefined) params.set('periods', String(terms.periods));
  }
  return `/loanAgreement?${params.toString()}`;
}

export async function confirmView(
  deps: AppDeps,
  borrower: BorrowerScope,
  terms: Terms,
  lender: Lender,
  t: Translate,
): Promise<LoanConfirm> {
  const loan = await priceLoan(deps, borrower, terms, t);
  const { product, pricing, quote, startDate } = loan;
  const market = borrower.market;
  const facts = keyFacts(loan, market, lender, t);
  const money = (n: number) => formatMoney(n, market);
  const first = quote.instalments[0];
  if (!first) throw new Error('a quote always has an instalment');
  const pending = await applicationUnderReview(deps, borrower, product.id);
  return {
    productId: product.id,
    productLogo: product.logo,
    productName: product.name,
    amount: quote.principal,
    amountChoice: {
      min: loan.choice.min,
      max: loan.choice.max,
      step: loan.choice.step,
      limit: loan.choice.limit,
      available: loan.choice.available,
    },
    periods: quote.termDays,
    termUnit: 'day',
    termOptions: pricing.termDays.filter((d) => market !== 'IN' || (d >= 91 && d <= 365)),
    details: keyFactRows(facts, t),
    detail1: t('loan.detail1', money(quote.netDisbursed)),
    detail2: t('loan.detail2', money(quote.totalRepayable), quote.instalments.length),
    repay_plans: quote.instalments.map((i) => ({
      title: t('loan.instalment', i.periodNo, quote.instalments.length),
      description: t('loan.instalmentParts', money(i.principal), money(i.interest)),
      pay_time: i.dueDate,
      amount: i.total,
    })),
    firstPayTime: first.dueDate,
    firstPeriodDay: daysBetween(startDate, first.dueDate),
    pRateDsc: interestText(facts, t),
    sendSms: 0,
    isPopType: 1,
    popTitle: t('loan.popTitle'),
    popContent: t('loan.popContent'),
    popAgreementUrl: documentUrl('agreement', {
      productId: product.id,
      amount: quote.principal,
      periods: quote.termDays,
    }),
    note: t('loan.note', facts.coolingOffDays, keptOnExit(facts)),
    sp_rate: t('loan.apr', formatPercentBps(quote.aprBps, market)),
    keyFacts: facts,
    documentsId: documentsId(documentsOf(loan, facts, t)),
    underReview: pending && {
      orderId: pending.id,
      amount: pending.principal,
      periods: pending.term_days,
    },
  };
}

/** The borrower's agreement as the client sends it, and where it came from. */
export interface Consent {
  consent: number | undefined;
  documentsId: string | undefined;
  address: string;
  userAgent: string | undefined;
  deviceId: string | undefined;
  appVersion: string | undefined;
}

/**
 * Confirms: the order (status 21), the documents as issued and the borrower's consent to them, in
 * one transaction. The terms are priced again here, never taken from the client, and the
 * documents written out again: the borrower must have agreed to exactly these
 * (docs/decisions/099-consent-is-a-record.md).
 */
export async function pushLoan(
  deps: AppDeps,
  borrower: BorrowerScope,
  terms: Required<Pick<Terms, 'productId' | 'amount' | 'periods'>>,
  consent: Consent,
  lender: Lender,
  locale: Locale,
  t: Translate,
): Promise<{ lendDetailsUrl: string; orderId: number }> {
  if (consent.consent !== 1) throw businessFailure(t('loan.consentRequired'));
  // Terms that cannot be lent are refused for what is wrong with them, as the confirm screen's
  // offer was, before the documents a borrower could not have been shown.
  const loan = await priceLoan(deps, borrower, terms, t);
  if (!consent.documentsId) throw businessFailure(t('loan.consentRequired'));
  const facts = keyFacts(loan, borrower.market, lender, t);
  const documents = documentsOf(loan, facts, t);
  const agreedTo = documentsId(documents);
  if (agreedTo !== consent.documentsId) throw businessFailure(t('loan.documentsChanged'));
  const now = deps.clock.now();
  const order = await deps.db.transaction(async (tx) => {
    const scoped = borrower.within(tx);
    // Under the borrower's row lock: two confirmations at once cannot both spend one limit.
    const credit = await creditOf(scoped, loan.product, true);
    const choice = amountChoice({
      productMin: loan.product.amount_min,
      productMax: loan.product.amount_max,
      step: loan.product.amount_step,
      ...credit,
    });
    const created = await createPendingOrder(
      scoped,
      {
        productId: loan.product.id,
        principal: loan.quote.principal,
        termDays: loan.quote.termDays,
        processingFee: loan.quote.processingFee,
        feeTax: loan.quote.feeTax,
        netDisbursed: loan.quote.netDisbursed,
        aprBps: loan.quote.aprBps,
        quotedOn: loan.startDate,
        createdAt: now,
      },
      () => isChoosable(loan.quote.principal, choice),
    );
    if (!created) throw amountRefused(choice, borrower.market, t);
    // Pushed again, the borrower lands on the application they already made, whose documents and
    // consent were kept when it was made.
    if (created.created) {
      await storeDocuments(
        scoped,
        created.id,
        // The documents acknowledged, now with the loan's number where they said it would come.
        DOCUMENTS.map((kind) => {
          const doc = renderDocument(kind, facts, loan.product.name, t, created.id);
          return {
            kind,
            title: doc.title,
            locale,
            content: { sections: doc.sections, keyFacts: facts },
            issuedAt: now,
          };
        }),
      );
      await recordConsent(scoped, {
        orderId: created.id,
        documentsId: agreedTo,
        at: now,
        address: consent.address,
        userAgent: consent.userAgent,
        deviceId: consent.deviceId,
        appVersion: consent.appVersion,
      });
    }
    return created;
  });
  return {
    orderId: order.id,
    lendDetailsUrl: `/borrowDetail?orderId=${order.id}&productId=${loan.product.id}`,
  };
}

/**
 * A loan's document exactly as issued, in the language it was issued in, whatever the borrower
 * reads the app in now: what they agreed to is what they keep.
 */
export async function issuedDocument(
  borrower: BorrowerScope,
  orderId: number,
  kind: LoanDocument['kind'],
  t: Translate,
): Promise<{ doc: LoanDocument; locale: Locale; issuedAt: Date }> {
  const stored = await findDocument(borrower, orderId, kind);
  if (!stored) throw notFound(t('doc.notFound'));
  return {
    doc: {
      kind,
      title: stored.title,
      issuedAt: stored.issued_at.toISOString(),
      orderId,
      sections: stored.content.sections,
    },
    locale: stored.locale,
    issuedAt: stored.issued_at,
  };
}

export async function documentView(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: Partial<Terms> & { kind: LoanDocument['kind']; orderId?: number | undefined },
  lender: Lender,
  t: Translate,
): Promise<LoanDocument> {
  if (input.orderId !== undefined) {
    return (await issuedDocument(borrower, input.orderId, input.kind, t)).doc;
  }
  if (input.productId === undefined) throw notFound(t('doc.notFound'));
  const loan = await priceLoan(deps, borrower, { ...input, productId: input.productId }, t);
  return renderDocument(
    input.kind,
    keyFacts(loan, borrower.market, lender, t),
    loan.product.name,
    t,
  );
}

export function contractTitles(scene: number, t: Translate) {
  if (scene !== CONFIRM_SCENE) return [];
  return DOCUMENTS.map((kind, position) => ({ title: documentTitle(kind, t), position }));
}

/** The document at a position of a scene's list, as `contractTitles` numbered them. */
export function contractAt(scene: number, position: number): LoanDocument['kind'] | undefined {
  return scene === CONFIRM_SCENE ? DOCUMENTS[position] : undefined;
}
