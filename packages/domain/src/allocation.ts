/**
 * How a payment is applied (docs/product.md#ledger): to the oldest unpaid instalment first, and
 * within an instalment to penalty, then fees, then interest, then principal, so the cheapest
 * debt to carry (principal) is the last to be paid and late charges stop growing soonest.
 */
export const ALLOCATION_ORDER = ['penalty', 'fee', 'interest', 'principal'] as const;
export type Part = (typeof ALLOCATION_ORDER)[number];

/** What is still owed on one instalment, by part, in minor units. */
export interface InstalmentBalance {
  periodNo: number;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}

/** What one payment put on one instalment, by part. */
export type Allocation = InstalmentBalance;

export type AllocationResult =
  | { ok: true; allocations: Allocation[]; remaining: InstalmentBalance[] }
  | { ok: false; reason: 'invalid_amount' | 'overpayment'; owed: number };

export function owedOn(balance: InstalmentBalance): number {
  return ALLOCATION_ORDER.reduce((sum, part) => sum + balance[part], 0);
}

export function totalOwed(balances: readonly InstalmentBalance[]): number {
  return balances.reduce((sum, b) => sum + owedOn(b), 0);
}

/**
 * Splits `amount` over the balances. A payment larger than everything owed is refused whole,
 * never partly applied: a payment never makes an order negative.
 */
export function allocatePayment(
  balances: readonly InstalmentBalance[],
  amount: number,
): AllocationResult {
  const owed = totalOwed(balances);
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return { ok: false, reason: 'invalid_amount', owed };
  for (const b of balances) {
    for (const part of ALLOCATION_ORDER) {
      if (!Number.isSafeInteger(b[part]) || b[part] < 0)
        throw new RangeError(`negative or fractional ${part} on instalment ${b.periodNo}`);
    }
  }
  if (amount > owed) return { ok: false, reason: 'overpayment', owed };

  let left = amount;
  const allocations: Allocation[] = [];
  const remaining: InstalmentBalance[] = [];
  for (const balance of [...balances].sort((a, b) => a.periodNo - b.periodNo)) {
    const taken: Allocation = {
      periodNo: balance.periodNo,
      penalty: 0,
      fee: 0,
      interest: 0,
      principal: 0,
    };
    const rest: InstalmentBalance = { ...balance };
    for (const part of ALLOCATION_ORDER) {
      const pay = Math.min(left, rest[part]);
      taken[part] = pay;
      rest[part] -= pay;
      left -= pay;
    }
    if (owedOn(taken) > 0) allocations.push(taken);
    remaining.push(rest);
  }
  return { ok: true, allocations, remaining };
}
