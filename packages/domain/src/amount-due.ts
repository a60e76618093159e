/**
 * The amount due now (docs/product.md#payments, docs/decisions/092-one-figure-for-what-is-owed.md):
 * the one figure loan details, Repay, the instalments, the extension, every payment code and the
 * SMS code's text carry. Worked out once, by the server, from the loan's own dates: never from the
 * phone's clock.
 */

/** One instalment as the figure needs it: its due date (as moved by any extension), what is left. */
export interface OwedInstalment {
  periodNo: number;
  /** Market-local due date, YYYY-MM-DD. */
  dueDate: string;
  /** What is still owed on it, without late charges, minor units. */
  owed: number;
}

/**
 * What the figure is: instalments past their date (`overdue`), one falling due today (`today`),
 * nothing due yet so the next instalment, to pay ahead (`next`), or the payoff, when paying off the
 * whole loan costs less than those instalments and so is what they would be charged, or the product
 * is repaid in full (`payoff`). `none` once nothing is owed.
 */
export type DueKind = 'overdue' | 'today' | 'next' | 'payoff' | 'none';

export interface AmountDue {
  /** Minor units: what the borrower is asked for now. */
  amount: number;
  /** The due date of the first instalment not yet paid; null when none is left. */
  date: string | null;
  kind: DueKind;
  /** How many instalments, oldest unpaid first, the amount settles. */
  instalments: number;
  /**
   * When the payoff is asked because it is cheaper: what the instalments alone would have cost,
   * so the screen can say why the amount is lower. Null otherwise.
   */
  instead: number | null;
}

export interface AmountDueInput {
  /** Market-local today, YYYY-MM-DD: the server's clock, in the loan's market. */
  today: string;
  instalments: readonly OwedInstalment[];
  /**
   * Late charges still owed. They are due with the first instalment asked for: after an extension
   * froze them, on the new date together with the moved instalment.
   */
  lateCharges: number;
  /** Whether the product takes less than everything. */
  partial: boolean;
  /** Paying off the whole loan today; null before disbursal. */
  payoff: { amount: number; allowed: boolean } | null;
}

/**
 * The amount due now:
 *
 * - the instalments due by today and the late charges; before the first falls due, the next
 *   instalment and the late charges (paying ahead);
 * - while paying off is allowed, the payoff instead when it costs less: the ledger takes any
 *   amount from the payoff upwards as the payoff, so a higher figure would never be charged;
 * - a product repaid in full asks for the payoff whenever it is allowed.
 */
export function amountDue(input: AmountDueInput): AmountDue {
  const { today, lateCharges, partial, payoff } = input;
  const unpaid = [...input.instalments]
    .sort((a, b) => a.periodNo - b.periodNo)
    .filter((i) => i.owed > 0);
  const first = unpaid[0];
  if (!first) {
    return lateCharges > 0
      ? { amount: lateCharges, date: null, kind: 'overdue', instalments: 0, instead: null }
      : { amount: 0, date: null, kind: 'none', instalments: 0, instead: null };
  }
  const dueByToday = unpaid.filter((i) => i.dueDate <= today);
  const asked = dueByToday.length > 0 ? dueByToday : [first];
  const amount = asked.reduce((n, i) => n + i.owed, 0) + lateCharges;
  const kind: DueKind =
    first.dueDate < today ? 'overdue' : first.dueDate === today ? 'today' : 'next';
  const payoffAmount = payoff?.allowed && payoff.amount > 0 ? payoff.amount : null;
  if (payoffAmount !== null && (!partial || payoffAmount < amount)) {
    return {
      amount: payoffAmount,
      date: first.dueDate,
      kind: 'payoff',
      instalments: unpaid.length,
      instead: payoffAmount < amount ? amount : null,
    };
  }
  return { amount, date: first.dueDate, kind, instalments: asked.length, instead: null };
}

/**
 * What an amount offered is charged while paying off is allowed: from the payoff upwards, the
 * payoff (docs/decisions/029-early-repayment.md). A screen shows this figure before the tap.
 */
export function chargedFor(
  amount: number,
  payoff: { amount: number; allowed: boolean } | null | undefined,
): number {
  return payoff?.allowed && payoff.amount > 0 && amount >= payoff.amount ? payoff.amount : amount;
}
