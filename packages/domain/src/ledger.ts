/** What an instalment asks for, all parts together, in minor units. */
export interface InstalmentDue {
  periodNo: number;
  /** Market-local calendar date, YYYY-MM-DD. */
  dueDate: string;
  total: number;
}

function byPeriod(instalments: readonly InstalmentDue[]): InstalmentDue[] {
  return [...instalments].sort((a, b) => a.periodNo - b.periodNo);
}

/**
 * What is still owed; never negative, since a payment never makes an order negative
 * (docs/product.md#ledger).
 */
export function outstanding(instalments: readonly InstalmentDue[], paid: number): number {
  const total = instalments.reduce((sum, i) => sum + i.total, 0);
  return Math.max(0, total - paid);
}

/**
 * Payments settle the oldest unpaid instalment first, so the instalment that is
 * next due is the first one the payments made so far do not fully cover.
 */
export function firstUnpaidInstalment(
  instalments: readonly InstalmentDue[],
  paid: number,
): InstalmentDue | null {
  let covered = paid;
  for (const instalment of byPeriod(instalments)) {
    if (covered < instalment.total) return instalment;
    covered -= instalment.total;
  }
  return null;
}

/**
 * What is late on `today`: the instalments due before it, less what the payments cover (oldest
 * first). Penalties are charged on this, never on what is not yet due.
 */
export function overdueAmount(
  instalments: readonly InstalmentDue[],
  paid: number,
  today: string,
): number {
  const due = byPeriod(instalments)
    .filter((i) => i.dueDate < today)
    .reduce((sum, i) => sum + i.total, 0);
  return Math.max(0, due - paid);
}
