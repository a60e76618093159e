import {
  CONFIRM_SCENE,
  contractJump,
  contractList,
  loanDetailConfirm,
  loanDetailPush,
  loanDocument,
  type KeyFacts,
  type LoanConfirm,
  type LoanDocument,
} from '@tenora/contract/loans';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';

/**
 * Loan confirmation's calls (docs/product.md#key-fact-statement). The wire keeps the old app's
 * names (`pRateDsc`, `sp_rate`, `detail1`, `repay_plans`, `isPopType`, `contract_url`,
 * `lendDetailsUrl` …); the page sees the names below.
 */

export interface Terms {
  productId: number;
  amount?: number;
  periods?: number;
}

/** The offer on the confirm screen, every figure from the server's pricing quote. */
export interface Offer {
  productName: string;
  productLogo: string;
  /** The sanctioned amount, minor units. */
  amount: number;
  /** The amounts the borrower may choose and their limit (docs/product.md#credit-limit). */
  amountChoice: LoanConfirm['amountChoice'];
  /** The term in days, and the other terms the borrower may choose. */
  days: number;
  termOptions: number[];
  /** The line under the amount. */
  summary: string;
  /** The rate in the server's words, in the borrower's language, and its note. */
  rateText: string;
  rateNote: string;
  rows: { label: string; value: string }[];
  /** The line over the repayment plan. */
  planNote: string;
  plan: { title: string; description: string; amount: number; dueDate: string }[];
  keyFacts: KeyFacts;
  /** The identity of the documents shown for these figures, sent back with the consent. */
  documentsId: string;
  /** The line under the agreements. */
  agreementsNote: string;
  /** A popup to agree to before the loan is confirmed, when the product asks for one. */
  confirmPopup: { title: string; body: string; agreementUrl: string } | null;
  /** The borrower's application of this product under review, which confirming would lead to. */
  underReview: { orderId: number; amount: number; days: number } | null;
}

export function offerView(o: LoanConfirm): Offer {
  return {
    productName: o.productName,
    productLogo: o.productLogo,
    amount: o.amount,
    amountChoice: o.amountChoice,
    days: o.periods,
    termOptions: o.termOptions,
    summary: o.detail1,
    rateText: o.pRateDsc,
    rateNote: o.sp_rate,
    rows: o.details.map((row) => ({ label: row.title, value: row.value })),
    planNote: o.detail2,
    plan: o.repay_plans.map((p) => ({
      title: p.title,
      description: p.description,
      amount: p.amount,
      dueDate: p.pay_time,
    })),
    keyFacts: o.keyFacts,
    documentsId: o.documentsId,
    agreementsNote: o.note,
    confirmPopup:
      o.isPopType === 1 && o.popAgreementUrl
        ? { title: o.popTitle, body: o.popContent, agreementUrl: o.popAgreementUrl }
        : null,
    underReview: o.underReview
      ? {
          orderId: o.underReview.orderId,
          amount: o.underReview.amount,
          days: o.underReview.periods,
        }
      : null,
  };
}

/**
 * The offer priced for these terms. `repricing`: the borrower moved the amount or term and the
 * screen keeps showing the last figures, so no loading toast covers it.
 */
export async function fetchOffer(
  terms: Terms,
  signal: AbortSignal,
  repricing = false,
): Promise<ApiResult<Offer>> {
  const options = { signal, quiet: true, ...(repricing ? { loading: false as const } : {}) };
  return mapData(await call(loanDetailConfirm, terms, options), offerView);
}

export function fetchAgreements(productId: number, signal: AbortSignal) {
  return call(contractList, { productId, scene: CONFIRM_SCENE }, { signal, loading: false });
}

/** Where one of the agreements is shown, filled in with these terms. */
export async function agreementUrl(terms: Terms, position: number): Promise<ApiResult<string>> {
  const result = await call(contractJump, { ...terms, scene: CONFIRM_SCENE, position });
  return mapData(result, (d) => d.contract_url);
}

/**
 * Confirms the loan with the borrower's consent to the documents of `documentsId`; the answer is
 * where the new loan's details are. A refusal (the amount no longer fits the limit, the documents
 * changed since) is shown by the screen, next to the button.
 */
export async function confirmLoan(
  terms: Required<Terms>,
  documentsId: string,
): Promise<ApiResult<string>> {
  const input = { ...terms, termUnit: 'day' as const, consent: 1, documentsId };
  const result = await call(loanDetailPush, input, { quiet: true });
  return mapData(result, (d) => d.lendDetailsUrl);
}

export function fetchDocument(
  input: { kind: LoanDocument['kind']; orderId?: number } & Partial<Terms>,
  signal: AbortSignal,
) {
  return call(loanDocument, input, { signal, quiet: true });
}
