import { LOAN_CODES } from '@tenora/contract/loans';
import { amountChoice, isChoosable, type AmountChoice } from '@tenora/domain/credit-limit';
import { localDate } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import {
  parsePricingConfig,
  quoteLoan,
  type PricingConfig,
  type Quote,
} from '@tenora/domain/pricing';
import type { BorrowerScope } from '../../platform/auth.ts';
import { AppError, badInput, businessFailure } from '../../platform/errors.ts';
import type { Translate } from '../../platform/messages.ts';
import { openProduct, type ProductRow } from '../products/index.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { creditOf } from './credit.ts';

export interface PricedLoan {
  product: ProductRow;
  pricing: PricingConfig;
  quote: Quote;
  /** Market-local day the schedule starts from: disbursal is assumed today. */
  startDate: string;
  /** The amounts the borrower may choose, within the product and their limit. */
  choice: Extract<AmountChoice, { ok: true }>;
}

/**
 * Why an amount cannot be lent, in the borrower's words (docs/product.md#credit-limit): outside
 * what they may choose, or no amount at all because the limit left is below the product's minimum
 * (its own code, so the confirm screen can lead elsewhere instead of offering a retry).
 */
export function amountRefused(choice: AmountChoice, market: Market, t: Translate): AppError {
  const money = (n: number) => formatMoney(n, market);
  if (choice.ok && choice.min === choice.max) {
    return badInput(t('loan.amountOnly', money(choice.min)));
  }
  if (choice.ok) {
    return badInput(
      t('loan.amountChoice', money(choice.min), money(choice.max), money(choice.step)),
    );
  }
  // Repaying open loans only helps when the limit itself reaches the minimum.
  const message =
    choice.limit >= choice.min
      ? t('loan.limitTooLow', money(choice.available), money(choice.min))
      : t('loan.limitBelowMin', money(choice.limit), money(choice.min));
  return businessFailure(message, LOAN_CODES.limitTooLow);
}

/**
 * Prices a loan from the product's configuration (docs/product.md#pricing): the amount defaults to
 * the most the borrower may borrow (docs/product.md#credit-limit) and the term to its first option.
 * Nothing here is a stored constant.
 */
export async function priceLoan(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  borrower: BorrowerScope,
  input: { productId: number; amount?: number | undefined; periods?: number | undefined },
  t: Translate,
): Promise<PricedLoan> {
  const product = await openProduct(deps, borrower, input.productId, t);
  const pricing = parsePricingConfig(product.pricing);
  if (!pricing) throw new AppError('server', t('loan.pricingUnavailable'));
  const credit = await creditOf(borrower, product);
  const choice = amountChoice({
    productMin: product.amount_min,
    productMax: product.amount_max,
    step: product.amount_step,
    ...credit,
  });
  if (!choice.ok) throw amountRefused(choice, borrower.market, t);
  // The most the borrower may take is offered first; a chosen amount must be one they may choose.
  const principal = input.amount ?? choice.max;
  if (!isChoosable(principal, choice)) throw amountRefused(choice, borrower.market, t);
  const startDate = localDate(deps.clock.now(), borrower.market);
  const result = quoteLoan(
    {
      market: borrower.market,
      principal,
      termDays: input.periods ?? pricing.termDays[0] ?? 0,
      startDate,
      pricing,
    },
    { min: product.amount_min, max: product.amount_max },
  );
  if (!result.ok) {
    const principal = input.amount ?? product.amount_max;
    if (result.reason === 'invalid' && borrower.market === 'ID' && principal % 100 !== 0) {
      throw badInput(t('loan.amountWholeUnits'));
    }
    if (result.reason === 'amount_out_of_range' || result.reason === 'invalid') {
      throw badInput(
        t(
          'loan.amountOutOfRange',
          formatMoney(product.amount_min, borrower.market),
          formatMoney(product.amount_max, borrower.market),
        ),
      );
    }
    throw badInput(t('loan.termNotOffered'));
  }
  return { product, pricing, quote: result.quote, startDate, choice };
}
