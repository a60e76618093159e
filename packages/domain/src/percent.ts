import type { Market } from './market.ts';
import { formatNumber } from './money.ts';

/** Basis points as a percentage in the market's notation: 2400 → '24%', 5 → '0.05%' / '0,05%'. */
export function formatPercentBps(bps: number, market: Market): string {
  return `${formatNumber(bps / 100, market)}%`;
}
