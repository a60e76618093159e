import type { LoanDetails } from '@tenora/contract/loan-details';
import type { AmountDue } from '@tenora/domain/amount-due';
import { formatMoney } from '@tenora/domain/money';
import { statusImageKey, type OrderStatus } from '@tenora/domain/order-status';
import { formatPercentBps } from '@tenora/domain/percent';
import { parsePricingConfig } from '@tenora/domain/pricing';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { statusTitle } from '../../platform/status-text.ts';
import {
  findDocument,
  latestLoanOfProduct,
  loanAccount,
  type LoanAccount,
  type OrderBalance,
} from '../ledger/index.ts';
import { keptOnExit, offersFor } from '../loans/index.ts';
import { findProduct, toRecommended } from '../products/index.ts';
import { paidAfterWithdrawal, refundsOfOrder } from '../provider-payments/index.ts';
import { isRated } from './repository.ts';

/** The placement loan details recommend in. */
const DETAILS_SCENE = 'loan_details';

export const statusImageUrl = (status: number | null) =>
  `/status/${statusImageKey(status ?? 200)}.svg`;

type Money = Pick<OrderBalance, 'penaltyOwed' | 'daysLate' | 'penaltyCanGrow'>;

/**
 * The headline names the loan account's amount due now, the figure Repay, the instalments and
 * every payment code carry (docs/decisions/092-one-figure-for-what-is-owed.md).
 */
function headline(
  status: OrderStatus,
  m: Money,
  due: AmountDue,
  market: BorrowerScope['market'],
  t: Translate,
) {
  const money = (n: number) => formatMoney(n, market);
  const title = statusTitle(status, t);
  const date = due.date && t.date(due.date, market);
  if (due.kind === 'payoff' && due.instead !== null && date) {
    return { title, body: t('status.payoff.body', money(due.amount), date) };
  }
  switch (status) {
    case 21:
    case 151:
    case 110:
      return { title, body: t(`status.${status}.body`) };
    case 170:
    case 3:
      return {
        title,
        body: !date
          ? t('status.unknown.body')
          : m.penaltyOwed > 0
            ? t('status.repaying.charges', money(due.amount), date)
            : t('status.repaying.body', money(due.amount), date),
      };
    case 174:
      return { title, body: t('status.dueToday.body', money(due.amount)) };
    case 180:
    case 5:
      return {
        title,
        body: t('status.overdue.body', m.daysLate, money(due.amount), m.penaltyCanGrow),
      };
    case 200:
    case 4:
      return { title, body: t('status.repaid.body') };
  }
}

/**
 * What an application not yet paid out was agreed as: its term, what will reach the borrower's
 * account and what they will repay in all, from its key fact statement as issued, so these rows
 * say what the borrower confirmed (docs/decisions/012-documents-as-issued.md). A legacy order has no
 * statement of ours, and no rows.
 */
async function appliedFor(
  borrower: BorrowerScope,
  orderId: number,
  money: (n: number) => string,
  t: Translate,
) {
  const facts = (await findDocument(borrower, orderId, 'key_facts'))?.content.keyFacts;
  if (!facts) return [];
  return [
    { text: t('details.termLabel'), value: t('details.term', facts.termDays) },
    { text: t('details.toCredit'), value: money(facts.netDisbursed) },
    { text: t('details.toRepay'), value: money(facts.totalRepayable) },
  ];
}

/**
 * Cancelling a loan in its cooling-off days (docs/product.md#disclosures): the day's payoff,
 * principal and interest of the days used, what the exit keeps (the fee and its tax, taken at
 * disbursal), and Repay with that amount chosen. Null outside cooling-off or once repaid.
 */
export function coolingOffExit(
  account: LoanAccount,
  t: Translate,
): { amount: number; text: string; url: string } | null {
  const { order: row, payoff } = account;
  if (!payoff?.coolingOff || !payoff.allowed || !payoff.coolingOffUntil) return null;
  if (account.balance.owed <= 0) return null;
  const money = (n: number) => formatMoney(n, row.market);
  return {
    amount: payoff.amount,
    text: t(
      'details.cancel',
      t.date(payoff.coolingOffUntil, row.market),
      money(payoff.amount),
      money(payoff.amount - payoff.interest - payoff.lateCharges),
      money(payoff.interest),
      keptOnExit({ market: row.market, processingFee: row.processing_fee, feeTax: row.fee_tax }),
    ),
    url: `/repay?orderId=${row.id}&productId=${row.product_id}&amount=${payoff.amount}`,
  };
}

export async function loanDetailsView(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: { orderId?: number | undefined; productId?: number | undefined },
  telephone: string,
  t: Translate,
): Promise<LoanDetails> {
  const { clock } = deps;
  let account: LoanAccount | null;
  if (input.orderId !== undefined) {
    account = await loanAccount(clock, borrower, input.orderId);
    if (!account) throw notFound(t('order.notFound'));
  } else if (input.productId !== undefined) {
    // With only a product, the latest order of it, else the product page (docs/product.md#screens).
    account = await latestLoanOfProduct(clock, borrower, input.productId);
    if (!account) return productPage(deps, borrower, input.productId, telephone, t);
  } else {
    throw badInput(t('order.required'));
  }

  const { order: row, status, balance: m, actions, recommends } = account;
  const market = borrower.market;
  const money = (n: number) => formatMoney(n, market);
  const text = headline(status, m, account.due, market, t);

  const rows = [
    { text: t('details.orderNo'), value: String(row.id) },
    { text: t('details.amount'), value: money(row.principal) },
    ...(row.disbursed_at
      ? [
          { text: t('details.disbursed'), value: money(row.net_disbursed ?? row.principal) },
          { text: t('details.disbursedOn'), value: t.date(row.disbursed_at, market) },
        ]
      : [
          { text: t('details.appliedOn'), value: t.date(row.created_at, market) },
          // A refused application will credit and owe nothing.
          ...(row.decision === 'rejected' ? [] : await appliedFor(borrower, row.id, money, t)),
        ]),
    ...(row.disbursed_at && m.owed > 0 && m.nextDue
      ? [
          { text: t('details.dueDate'), value: t.date(m.nextDue, market) },
          { text: t('details.amountDue'), value: money(account.due.amount) },
        ]
      : []),
    ...(row.disbursed_at ? [{ text: t('details.outstanding'), value: money(m.owed) }] : []),
    ...(m.penaltyOwed > 0 ? [{ text: t('details.penalty'), value: money(m.penaltyOwed) }] : []),
    // Money that came when the loan no longer owed it is the borrower's: a line each, the native
    // apps showing it too (docs/product.md#ledger).
    // Money that reached a number or code after it was withdrawn or expired, and fitted the loan,
    // went to it: the borrower sees where (docs/decisions/093-a-code-is-for-one-amount.md).
    ...(await paidAfterWithdrawal(borrower, row.id))
      .filter((p) => p.status === 'paid')
      .map((p) => ({
        text: t(
          p.withdrawn_reason === 'expired' ? 'details.expiredApplied' : 'details.lateApplied',
          t.date(p.settled_at, market),
        ),
        value: money(p.amount),
      })),
    ...(await refundsOfOrder(borrower, row.id)).map((r) => ({
      text: r.refundedAt
        ? t('details.refunded', t.date(r.refundedAt, market))
        : t('details.refunding'),
      value: money(r.amount),
    })),
  ];
  const query = `orderId=${row.id}&productId=${row.product_id}`;
  const cancel = coolingOffExit(account, t);
  return {
    productId: row.product_id,
    market,
    orderId: row.id,
    orderStatus: status,
    noticeStatusText: text.title,
    noticeDesText: text.body,
    statusImage: statusImageUrl(status),
    productName: row.product_name,
    productLogo: row.product_logo,
    userOrderDetail: { detail: rows },
    recProducts: recommends ? await offersFor(deps, borrower, DETAILS_SCENE, t) : [],
    inside: 0,
    actions,
    h5Url: `/repay?${query}`,
    // Until it is paid out the loan has no schedule, and the instalments screen nothing to show.
    hasInstalments: row.disbursed_at !== null && account.schedule.length > 1,
    isDelay: actions.includes('extend') ? '1' : '0',
    delayUrl: `/repayDelay?${query}`,
    telephone,
    isScore: actions.includes('loanMore') && !(await isRated(borrower, row.id)) ? '1' : '0',
    playeduL: '',
    reyMsg:
      m.overdue > 0
        ? t('details.repayNow', m.penaltyCanGrow)
        : m.nextDue && m.owed > 0 && row.disbursed_at
          ? t('details.repayBy', t.date(m.nextDue, market))
          : '',
    ...(cancel ? { cancel } : {}),
  };
}

async function productPage(
  { db }: AppDeps,
  borrower: BorrowerScope,
  productId: number,
  telephone: string,
  t: Translate,
): Promise<LoanDetails> {
  const product = await findProduct(db, borrower.market, productId);
  if (!product) throw notFound(t('product.notFound'));
  const card = toRecommended(product, t);
  const pricing = parsePricingConfig(product.pricing);
  // The rate itself, from the pricing: the product's marketing line already starts with the word
  // "interest", which the row's label says.
  const rate = pricing
    ? t(
        pricing.interest.per === 'year' ? 'loan.perYear' : 'loan.perDay',
        formatPercentBps(pricing.interest.bps, borrower.market),
      )
    : card.loan_rate;
  return {
    productId: product.id,
    market: borrower.market,
    orderId: null,
    orderStatus: null,
    noticeStatusText: product.name,
    noticeDesText: product.description,
    statusImage: product.logo,
    productName: product.name,
    productLogo: product.logo,
    userOrderDetail: {
      detail: [
        { text: t('details.amount'), value: card.amountRange },
        { text: t('details.rate'), value: rate },
      ],
    },
    recProducts: [],
    inside: 0,
    actions: [],
    h5Url: '',
    hasInstalments: false,
    isDelay: '0',
    delayUrl: '',
    telephone,
    isScore: '0',
    playeduL: '',
    reyMsg: '',
    ...(product.accepting ? { applyUrl: `/loanConfirm?productId=${product.id}` } : {}),
  };
}
