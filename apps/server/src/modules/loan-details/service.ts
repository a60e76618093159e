import type { LoanDetails } from '@tenora/contract/loan-details';
import { formatDate, localDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import {
  orderActions,
  showsRecommended,
  statusImageKey,
  type OrderStatus,
} from '@tenora/domain/order-status';
import { parsePricingConfig } from '@tenora/domain/pricing';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { listOrders, type OrderRow } from '../orders/repository.ts';
import { statusOf } from '../orders/service.ts';
import { findProduct } from '../products/repository.ts';
import { recommend, toRecommended } from '../products/service.ts';
import { extensionOpen } from '../extension/service.ts';
import { findLedgerOrder } from '../ledger/repository.ts';
import { orderBalance, type OrderBalance } from '../ledger/service.ts';
import { isRated } from './repository.ts';

/** The placement loan details recommend in. */
const DETAILS_SCENE = 'loan_details';

export const statusImageUrl = (status: number | null) =>
  `/status/${statusImageKey(status ?? 200)}.svg`;

type Money = Pick<
  OrderBalance,
  'owed' | 'overdue' | 'penaltyOwed' | 'nextDue' | 'nextAmount' | 'daysLate'
>;

function headline(status: OrderStatus, m: Money, market: BorrowerScope['market'], t: Translate) {
  const money = (n: number) => formatMoney(n, market);
  switch (status) {
    case 21:
    case 151:
    case 110:
      return { title: t(`status.${status}.title`), body: t(`status.${status}.body`) };
    case 170:
    case 3:
      return {
        title: t('status.repaying.title'),
        body: m.nextDue
          ? t('status.repaying.body', money(m.nextAmount), formatDate(m.nextDue, market))
          : t('status.unknown.body'),
      };
    case 174:
      return {
        title: t('status.dueToday.title'),
        body: t('status.dueToday.body', money(m.nextAmount + m.penaltyOwed)),
      };
    case 180:
    case 5:
      return {
        title: t('status.overdue.title'),
        body: t('status.overdue.body', m.daysLate, money(m.overdue + m.penaltyOwed)),
      };
    case 200:
    case 4:
      return { title: t('status.repaid.title'), body: t('status.repaid.body') };
  }
}

export async function loanDetailsView(
  db: Queryable,
  borrower: BorrowerScope,
  clock: Clock,
  input: { orderId?: number | undefined; productId?: number | undefined },
  telephone: string,
  t: Translate,
): Promise<LoanDetails> {
  let row: OrderRow | undefined;
  if (input.orderId !== undefined) {
    [row] = await listOrders(borrower, { orderId: input.orderId });
    if (!row) throw notFound(t('order.notFound'));
  } else if (input.productId !== undefined) {
    // With only a product, the latest order of it, else the product page (docs/product.md#screens).
    [row] = await listOrders(borrower, { productId: input.productId, limit: 1 });
    if (!row) return productPage(db, borrower, input.productId, telephone, t);
  } else {
    throw badInput(t('order.required'));
  }

  const market = borrower.market;
  const money = (n: number) => formatMoney(n, market);
  const today = localDate(clock.now(), market);
  const status = statusOf(row, borrower, clock);
  const ledgerOrder = await findLedgerOrder(db, row.id);
  if (!ledgerOrder) throw notFound(t('order.notFound'));
  const m = await orderBalance(db, ledgerOrder, today);
  const pricing = parsePricingConfig(row.product_pricing);
  const isDelay =
    [174, 180, 3, 5].includes(status) &&
    pricing !== null &&
    pricing.extension.days > 0 &&
    (await extensionOpen(db, row.id, pricing, today));
  const recommended = showsRecommended(status, isDelay);
  const text = headline(status, m, market, t);

  const rows = [
    { text: t('details.orderNo'), value: String(row.id) },
    { text: t('details.amount'), value: money(row.principal) },
    ...(row.disbursed_at
      ? [
          { text: t('details.disbursed'), value: money(row.net_disbursed ?? row.principal) },
          { text: t('details.disbursedOn'), value: formatDate(row.disbursed_at, market) },
        ]
      : [{ text: t('details.appliedOn'), value: formatDate(row.created_at, market) }]),
    ...(row.disbursed_at && m.owed > 0 && m.nextDue
      ? [{ text: t('details.dueDate'), value: formatDate(m.nextDue, market) }]
      : []),
    ...(row.disbursed_at ? [{ text: t('details.outstanding'), value: money(m.owed) }] : []),
    ...(m.penaltyOwed > 0 ? [{ text: t('details.penalty'), value: money(m.penaltyOwed) }] : []),
  ];
  const query = `orderId=${row.id}&productId=${row.product_id}`;
  const repaid = orderActions(status, false).includes('loanMore');
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
    recProducts: recommended ? await recommend(db, borrower, DETAILS_SCENE, t) : [],
    inside: 0,
    h5Url: `/repay?${query}`,
    isDelay: isDelay ? '1' : '0',
    delayUrl: `/repayDelay?${query}`,
    telephone,
    isScore: repaid && !(await isRated(borrower, row.id)) ? '1' : '0',
    playeduL: '',
    reyMsg:
      m.overdue > 0
        ? t('details.repayNow')
        : m.nextDue && m.owed > 0 && row.disbursed_at
          ? t('details.repayBy', formatDate(m.nextDue, market))
          : '',
  };
}

async function productPage(
  db: Queryable,
  borrower: BorrowerScope,
  productId: number,
  telephone: string,
  t: Translate,
): Promise<LoanDetails> {
  const product = await findProduct(db, borrower.market, productId);
  if (!product) throw notFound(t('product.notFound'));
  const card = toRecommended(product, t);
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
        { text: t('details.rate'), value: card.loan_rate },
      ],
    },
    recProducts: [],
    inside: 0,
    h5Url: '',
    isDelay: '0',
    delayUrl: '',
    telephone,
    isScore: '0',
    playeduL: '',
    reyMsg: '',
    ...(product.accepting ? { applyUrl: `/loanConfirm?productId=${product.id}` } : {}),
  };
}
