import { loanPlayDetail, PERIOD_STATUS, type PlanItem } from '@tenora/contract/instalments';
import type { Market } from '@tenora/domain/market';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';

/**
 * A loan's instalments, as `/repayPeriod` shows them. The wire keeps the old app's names
 * (`loanPlayDetail`, `repayPlanDetail.repayWaitDetail`, `repayYetDetail`, `canClick`, `repayDes`).
 */
export interface Instalment {
  periodNo: number;
  /** What it takes to settle it now, minor units (the first pending one includes late charges). */
  total: number;
  /** Whether it may be chosen; the order rules are packages/domain/instalment-selection. */
  selectable: boolean;
  overdue: boolean;
  /** The server's line about it: when it is due, or when it was paid. */
  status: string;
}

export interface InstalmentPlan {
  productName: string;
  /** The loan's currency, not the app's (decision 027). */
  market: Market;
  pendingCount: number;
  /** How many pending instalments the amount due now settles: the ones chosen to start. */
  dueCount: number;
  /** While paying off is allowed, what any choice from it up is charged; null otherwise. */
  payoff: number | null;
  note: string;
  /** The day the instalments not offered today may be chosen, or null when every one may be. */
  opensOn: string | null;
  /** The fewest instalments, from the first, a choice must hold. */
  least: number;
  pending: Instalment[];
  paid: Instalment[];
}

const instalment = (item: PlanItem): Instalment => ({
  periodNo: item.periodNo,
  total: item.totalAmount,
  selectable: item.canClick === 1,
  overdue: item.periodStatus === PERIOD_STATUS.overdue,
  status: item.repayDes,
});

export async function fetchPlan(
  orderId: number,
  productId: number | undefined,
  signal: AbortSignal,
): Promise<ApiResult<InstalmentPlan>> {
  const input = { orderId, ...(productId ? { productId } : {}) };
  const result = await call(loanPlayDetail, input, { signal, quiet: true });
  return mapData(result, (plan) => ({
    productName: plan.productName,
    market: plan.market,
    pendingCount: plan.repayWaitCount,
    dueCount: plan.dueCount,
    payoff: plan.payoffAmount,
    note: plan.note,
    opensOn: plan.opensOn ?? null,
    least: plan.leastChosen ?? 1,
    pending: plan.repayPlanDetail.repayWaitDetail.map(instalment),
    paid: plan.repayPlanDetail.repayYetDetail.map(instalment),
  }));
}
