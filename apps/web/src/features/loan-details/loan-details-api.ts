import { googleScore, loanDetails, type LoanDetails } from '@tenora/contract/loan-details';
import { serviceEventSave } from '@tenora/contract/products';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';
import { productOffer, type ProductOffer } from '../../platform/product-offer.ts';

/**
 * Loan details as the page shows it. The wire keeps the old app's names for the native apps
 * (`noticeStatusText`, `userOrderDetail`, `h5Url`, `reyMsg`, `isScore`, `recProducts` …); the
 * page reads only these. `isDelay`, `playeduL` and `inside` are not read: the server's `actions`
 * say what the borrower may do (docs/product.md#order-statuses).
 */
export interface LoanDetailsView {
  productId: number;
  /** Null on the product page: the borrower has no order of this product yet. */
  orderId: number | null;
  orderStatus: number | null;
  /** The status headline and the line under it, in the borrower's language. */
  statusTitle: string;
  statusLine: string;
  statusImage: string;
  productName: string;
  productLogo: string;
  /** Label and value, amounts already formatted in the loan's currency. */
  rows: { label: string; value: string }[];
  /** What the borrower may do now, decided by the server; the page renders exactly these. */
  actions: LoanDetails['actions'];
  /** Where Repay goes. */
  repayUrl: string;
  /** Where the extension prompt goes. */
  extendUrl: string;
  /** Paid out in more than one instalment: the page links to them. */
  hasInstalments: boolean;
  /** Loans on offer, shown exactly when the order has nothing to do. */
  recommended: ProductOffer[];
  /** The server's note on the repayment, if any. */
  repaymentMessage: string;
  /** Ask the borrower to rate us (docs/product.md#screen-rules). */
  askForRating: boolean;
  supportPhone: string;
  /** On the product page: where its apply button goes; absent when the product is closed. */
  applyUrl: string | undefined;
  /** In the cooling-off days: what cancelling costs today, and Repay with it chosen. */
  cancel: LoanDetails['cancel'];
}

export function loanDetailsView(d: LoanDetails): LoanDetailsView {
  return {
    productId: d.productId,
    orderId: d.orderId,
    orderStatus: d.orderStatus,
    statusTitle: d.noticeStatusText,
    statusLine: d.noticeDesText,
    statusImage: d.statusImage,
    productName: d.productName,
    productLogo: d.productLogo,
    rows: d.userOrderDetail.detail.map((row) => ({ label: row.text, value: row.value })),
    actions: d.actions,
    repayUrl: d.h5Url,
    extendUrl: d.delayUrl,
    hasInstalments: d.hasInstalments,
    recommended: d.recProducts.map(productOffer),
    repaymentMessage: d.reyMsg,
    askForRating: d.isScore === '1',
    supportPhone: d.telephone,
    applyUrl: d.applyUrl,
    cancel: d.cancel,
  };
}

export async function fetchDetails(
  input: { orderId?: number; productId?: number },
  signal: AbortSignal,
): Promise<ApiResult<LoanDetailsView>> {
  return mapData(await call(loanDetails, input, { signal, quiet: true }), loanDetailsView);
}

export function submitScore(score: number, orderId: number) {
  return call(googleScore, { score, orderId });
}

/**
 * docs/product.md#screen-rules: "loan more" reports module 30, position 0 before the shell opens
 * the product.
 */
export function reportLoanMore(productId: number) {
  return call(
    serviceEventSave,
    { productId, moduleId: 30, positionId: 0 },
    { loading: false, quiet: true },
  );
}
