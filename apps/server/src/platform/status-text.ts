import type { OrderStatus } from '@tenora/domain/order-status';
import type { Translate } from './messages.ts';

/**
 * A status in the borrower's words: the one wording for the list of loans and the loan's own
 * headline, so the two never disagree (docs/product.md#order-statuses).
 */
export function statusTitle(status: OrderStatus, t: Translate): string {
  switch (status) {
    case 21:
    case 151:
    case 110:
      return t(`status.${status}.title`);
    case 170:
    case 3:
      return t('status.repaying.title');
    case 174:
      return t('status.dueToday.title');
    case 180:
    case 5:
      return t('status.overdue.title');
    case 200:
    case 4:
      return t('status.repaid.title');
  }
}
