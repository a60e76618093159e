import { PREPAYMENT_WINDOW } from '@tenora/domain/early-repayment';
import { formatMoney } from '@tenora/domain/money';
import { IN_LATE_CHARGES, latePenalty, orderPenalty } from '@tenora/domain/penalty';
import { formatPercentBps } from '@tenora/domain/percent';
import type { Market } from '@tenora/domain/market';
import { ID_COST_CAPS } from '@tenora/domain/pricing';
import type { LoanTermsFigures, PrepaymentWindow } from '../../platform/i18n/company-texts.ts';

// An Indian loan runs 91 to 365 calendar days (docs/product.md#pricing;
// pricing.ts refuses any other term).
const IN_TERM_DAYS = { min: 91, max: 365 };

// 10,000 minor units late for d days costs exactly the sum of the daily rates in basis points,
// so the schedule can be read off the domain's own rule instead of being copied here.
const PROBE = 10_000;
const PROBE_DAYS = 400;
const PROBE_START = '2025-01-01';

function inLate(daysOverdue: number, unpaid = PROBE) {
  return latePenalty({
    market: 'IN',
    unpaid,
    principal: unpaid,
    daysOverdue,
    startDate: PROBE_START,
  });
}

/**
 * When the whole loan may be repaid early after cooling-off, from the rule that allows it
 * (docs/product.md#early-repayment): null when any time.
 */
function prepayment(market: Market): PrepaymentWindow {
  const { termShareBps, minDay } = PREPAYMENT_WINDOW[market];
  if (termShareBps === 0 && minDay === 0) return null;
  return { termShare: formatPercentBps(termShareBps, market), minDay };
}

let inFigures: LoanTermsFigures | undefined;
let idFigures: LoanTermsFigures | undefined;

/**
 * The figures of the loan terms page, from `penalty.ts` and `pricing.ts`
 * (docs/product.md#late-charges): IN's one fixed late fee, daily bands and the ceiling at the overdue
 * principal, ID's OJK ceilings by start date.
 */
export function loanTermsFigures(market: Market): LoanTermsFigures {
  if (market === 'IN') {
    inFigures ??= buildIn();
    return inFigures;
  }
  idFigures ??= buildId();
  return idFigures;
}

function buildIn(): LoanTermsFigures {
  const bands: { fromDay: number; toDay: number | null; bps: number }[] = [];
  let before = 0;
  for (let day = 1; day <= PROBE_DAYS; day++) {
    const total = inLate(day).daily;
    const bps = total - before;
    before = total;
    const last = bands[bands.length - 1];
    if (last && last.bps === bps) last.toDay = day;
    else bands.push({ fromDay: day, toDay: day, bps });
  }
  // The last band has no end.
  const open = bands[bands.length - 1];
  if (open) open.toDay = null;

  const unpaid = 1_000_000;
  const days = 10;
  const example = inLate(days, unpaid);
  // The same ₹10,000, all of it principal, left long enough for the ceiling to hold the charges.
  const capDays = 30;
  const capped = orderPenalty({
    market: 'IN',
    principal: unpaid,
    startDate: PROBE_START,
    overdue: [{ unpaid, principal: unpaid, daysOverdue: capDays }],
    alreadyCharged: { fees: 0, interest: 0 },
  });
  return {
    market: 'IN',
    termDays: IN_TERM_DAYS,
    // The loan terms text's fee; a product's own is in its key fact statement.
    lateFee: formatMoney(inLate(1).fixed, 'IN'),
    bands: bands.map((b) => ({
      fromDay: b.fromDay,
      toDay: b.toDay,
      rate: formatPercentBps(b.bps, 'IN'),
    })),
    example: {
      unpaid: formatMoney(unpaid, 'IN'),
      days,
      fixed: formatMoney(example.fixed, 'IN'),
      daily: formatMoney(example.daily, 'IN'),
      total: formatMoney(example.total, 'IN'),
    },
    cap: formatPercentBps(IN_LATE_CHARGES.capBpsOfOverduePrincipal, 'IN'),
    capExample: {
      principal: formatMoney(unpaid, 'IN'),
      days: capDays,
      uncapped: formatMoney(inLate(capDays, unpaid).total, 'IN'),
      charged: formatMoney(capped, 'IN'),
    },
    prepayment: prepayment('IN'),
  };
}

function buildId(): LoanTermsFigures {
  // ISO dates order as strings; localeCompare would wake the phone's ICU for nothing (decision 075).
  const caps = [...ID_COST_CAPS].sort((a, b) =>
    a.effectiveFrom === b.effectiveFrom ? 0 : a.effectiveFrom < b.effectiveFrom ? 1 : -1,
  );
  const newest = caps[0]?.effectiveFrom ?? PROBE_START;
  const unpaid = 100_000_000;
  const days = 10;
  const example = latePenalty({
    market: 'ID',
    unpaid,
    principal: unpaid,
    daysOverdue: days,
    startDate: newest,
  });
  return {
    market: 'ID',
    prepayment: prepayment('ID'),
    caps: caps.map((c) => ({
      from: c.effectiveFrom,
      costPerDay: formatPercentBps(c.costBpsPerDay, 'ID'),
      lateFeePerDay: formatPercentBps(c.lateFeeBpsPerDay, 'ID'),
      total: formatPercentBps(c.totalCapBps, 'ID'),
    })),
    example: {
      from: newest,
      unpaid: formatMoney(unpaid, 'ID'),
      days,
      fee: formatMoney(example.total, 'ID'),
    },
  };
}
