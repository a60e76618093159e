import { randomBytes } from 'node:crypto';
import { formatDate, localDate } from '@tenora/domain/dates';
import { extensionQuote, extensionRefusal, type ExtensionRefusal } from '@tenora/domain/extension';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { parsePricingConfig, type PricingConfig } from '@tenora/domain/pricing';
import type { AppDeps } from '../../app.ts';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { findLedgerOrder, type LedgerOrder } from '../ledger/repository.ts';
import { orderBalance } from '../ledger/service.ts';
import { createProviderPayment } from '../provider-payments/repository.ts';
import { extensionsOf, productOfOrder } from './repository.ts';

/**
 * What extending costs and where it moves the due date, today; null when nothing is due. A loan
 * that may not be extended today says why in `refusal` (docs/decisions/024-extension-limits.md).
 */
export async function extensionTerms(db: Queryable, order: LedgerOrder, today: string) {
  const product = await productOfOrder(db, order.id);
  const pricing = product && parsePricingConfig(product.pricing);
  if (!product || !pricing || !order.disbursed_at) return null;
  const balance = await orderBalance(db, order, today);
  if (!balance.nextDue || balance.owed <= 0) return null;
  const quote = extensionQuote({
    market: order.market,
    unpaidPrincipal: balance.unpaidPrincipal,
    feeBps: pricing.extension.feeBps,
    days: pricing.extension.days,
    today,
    nextDue: balance.nextDue,
  });
  const refusal = extensionRefusal({
    extendedTo: await extensionsOf(db, order.id),
    maxCount: pricing.extension.maxCount,
    today,
  });
  return { product, days: pricing.extension.days, balance, refusal, ...quote };
}

/** Whether loan details should offer an extension today. */
export async function extensionOpen(
  db: Queryable,
  orderId: number,
  pricing: PricingConfig,
  today: string,
): Promise<boolean> {
  const extendedTo = await extensionsOf(db, orderId);
  return extensionRefusal({ extendedTo, maxCount: pricing.extension.maxCount, today }) === null;
}

/** The borrower's words for a refusal. */
export function refusalText(refusal: ExtensionRefusal, market: Market, t: Translate): string {
  return refusal.kind === 'limit'
    ? t('delay.limit', refusal.max)
    : t('delay.wait', formatDate(refusal.until, market));
}

async function ownTerms(deps: AppDeps, borrower: BorrowerScope, orderId: number, t: Translate) {
  const order = await findLedgerOrder(deps.db, orderId);
  if (!order || order.user_id !== borrower.userId) throw notFound(t('order.notFound'));
  const terms = await extensionTerms(deps.db, order, localDate(deps.clock.now(), borrower.market));
  if (!terms || terms.fee <= 0) throw businessFailure(t('repay.nothingOwed'));
  if (terms.refusal) throw businessFailure(refusalText(terms.refusal, borrower.market, t));
  return { order, terms };
}

export async function delayDetailView(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  telephone: string,
  t: Translate,
) {
  const { terms } = await ownTerms(deps, borrower, orderId, t);
  const money = (n: number) => formatMoney(n, borrower.market);
  const currentDue = terms.balance.nextDue ?? terms.newDueDate;
  return {
    productName: terms.product.name,
    productLogo: terms.product.logo,
    delayShouldPayAmount: terms.fee,
    delayExpiryTime: terms.newDueDate,
    delayDays: terms.days,
    orderDetail: {
      detail: [
        { text: t('delay.owed'), value: money(terms.balance.owed) },
        { text: t('delay.currentDue'), value: formatDate(currentDue, borrower.market) },
        { text: t('delay.fee'), value: money(terms.fee) },
        { text: t('delay.newDue'), value: formatDate(terms.newDueDate, borrower.market) },
      ],
    },
    telephone,
    comparison: {
      payNowTotal: terms.balance.owed,
      extendTotal: terms.balance.owed + terms.fee,
      currentDueDate: currentDue,
    },
  };
}

/** The fee is paid through the wallet; the provider's webhook applies the extension. */
export async function payExtension(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number,
  t: Translate,
) {
  const { order, terms } = await ownTerms(deps, borrower, orderId, t);
  const reference = `ext_${randomBytes(12).toString('hex')}`;
  await createProviderPayment(borrower, {
    reference,
    orderId: order.id,
    method: 'wallet',
    amount: terms.fee,
    at: deps.clock.now(),
    purpose: 'extension',
  });
  return { url: deps.payments.walletPageUrl(reference, terms.fee), reference };
}
