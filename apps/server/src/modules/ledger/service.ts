import type { ProviderMethod } from '@tenora/contract/repayment';
import {
  allocatePayment,
  type Allocation,
  owedOn,
  totalOwed,
  type InstalmentBalance,
} from '@tenora/domain/allocation';
import { amountDue } from '@tenora/domain/amount-due';
import { addDays, daysBetween, localDate } from '@tenora/domain/dates';
import { decideRepayment, payoffQuote, type PayoffQuote } from '@tenora/domain/early-repayment';
import {
  extensionQuote,
  extensionRefusal,
  idExtensionFeeCap,
  type ExtensionRefusal,
} from '@tenora/domain/extension';
import {
  DEFAULT_LATE_CHARGES,
  parseLateCharges,
  parsePricingConfig,
  type PricingConfig,
} from '@tenora/domain/pricing';
import {
  carriedAfterPayment,
  orderPenalty,
  penaltyCanGrow,
  type OrderPenaltyInput,
} from '@tenora/domain/penalty';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import {
  freezePenalty,
  insertAllocations,
  insertPayment,
  ledgerFacts,
  lockLedgerOrder,
  paymentByReference,
  shiftDueDates,
  pricingOfOrder,
  type BalanceRow,
  type LedgerFacts,
  type LedgerOrder,
} from './repository.ts';

/** What extending costs today and where it moves the due date, or why it may not be done. */
export interface ExtensionTerms {
  fee: number;
  newDueDate: string;
  days: number;
  /** The product's fee was priced down to a cost ceiling (Indonesia). */
  capped: boolean;
  refusal: ExtensionRefusal | null;
  /**
   * What will be due on the new date once extended: the moved instalment and the late charges the
   * extension freezes, the figure the loan will then show everywhere.
   */
  dueThen: number;
}

/** Extension terms for an account, from its ledger facts. */
export function extensionTermsFor(
  order: LedgerOrder,
  facts: Pick<LedgerFacts, 'extended_to'>,
  pricing: PricingConfig | null,
  balance: OrderBalance,
  today: string,
): ExtensionTerms | null {
  if (!pricing || !order.disbursed_at || pricing.extension.days <= 0) return null;
  if (!balance.nextDue || balance.owed <= 0) return null;
  const { days } = pricing.extension;
  // Indonesia: every cost counts toward every one of OJK's ceilings (docs/product.md#extensions).
  const cap =
    order.market === 'ID'
      ? idExtensionFeeCap({
          principal: order.principal,
          unpaidPrincipal: balance.unpaidPrincipal,
          startDate: localDate(order.disbursed_at, order.market),
          days,
          charged: {
            fees: order.processing_fee + order.fee_tax,
            interest: balance.schedule.reduce((n, r) => n + r.interest_due, 0),
            lateCharges: balance.accruedPenalty,
            extensionFees: order.extension_fees,
          },
        })
      : undefined;
  const quote = extensionQuote({
    market: order.market,
    unpaidPrincipal: balance.unpaidPrincipal,
    feeBps: pricing.extension.feeBps,
    days,
    today,
    nextDue: balance.nextDue,
    ...(cap === undefined ? {} : { cap }),
  });
  if (quote.fee <= 0 && !quote.capped) return null;
  // Every unpaid instalment moves by the same days (`applyExtension`), so the due figure on the
  // new date is read from the schedule as it will be.
  const nextDue = balance.nextDue;
  const shift = daysBetween(nextDue, quote.newDueDate);
  const dueThen = amountDue({
    today: quote.newDueDate,
    instalments: balance.schedule.map((r) => ({
      periodNo: r.period_no,
      dueDate: r.due_date >= nextDue ? addDays(r.due_date, shift) : r.due_date,
      owed: r.fee + r.interest + r.principal,
    })),
    lateCharges: balance.penaltyOwed,
    partial: true,
    payoff: null,
  }).amount;
  const refusal =
    extensionRefusal({
      extendedTo: facts.extended_to,
      maxCount: pricing.extension.maxCount,
      today,
    }) ?? (quote.fee <= 0 ? { kind: 'cap' as const } : null);
  return { ...quote, days, refusal, dueThen };
}

/** Period 0 of an order's balances holds its late charges; instalments are 1..n. */
export const PENALTY_PERIOD = 0;

export interface OrderBalance {
  /** Late charges first (period 0), then instalments oldest first: the order money is applied in. */
  balances: InstalmentBalance[];
  dueDates: Map<number, string>;
  /** Each instalment with what is still owed on it, in period order. */
  schedule: BalanceRow[];
  penaltyOwed: number;
  /** Late charges accrued so far, frozen ones included, before what was paid towards them. */
  accruedPenalty: number;
  /** Principal not yet paid, across instalments. */
  unpaidPrincipal: number;
  /** Everything owed now, late charges included. */
  owed: number;
  /** Instalments due before today and unpaid, without late charges. */
  overdue: number;
  nextDue: string | null;
  /** What is left on the next instalment due. */
  nextAmount: number;
  daysLate: number;
  /**
   * Whether the late charges will be higher tomorrow if nothing is paid: false once they stand
   * at the market's ceiling, when no text may speak of them growing.
   */
  penaltyCanGrow: boolean;
}

/** The instalments due before `today` with something still unpaid on them. */
const overdueOn = (rows: LedgerFacts['schedule'], today: string) =>
  rows.filter((r) => r.due_date < today && r.fee + r.interest + r.principal > 0);

/** The order's late-charge facts on `today`; null before disbursal. */
function penaltyInput(
  order: LedgerOrder,
  facts: LedgerFacts,
  overdueRows: LedgerFacts['schedule'],
  today: string,
): OrderPenaltyInput | null {
  const rows = facts.schedule;
  return order.disbursed_at
    ? {
        market: order.market,
        principal: order.principal,
        // The product's own, the same for every borrower of it (docs/product.md#late-charges).
        lateCharges: parseLateCharges(facts.late_charges) ?? DEFAULT_LATE_CHARGES,
        startDate: localDate(order.disbursed_at, order.market),
        overdue: overdueRows.map((r) => ({
          unpaid: r.fee + r.interest + r.principal,
          principal: r.principal,
          daysOverdue: daysBetween(r.due_date, today),
        })),
        alreadyCharged: {
          fees: order.processing_fee + order.fee_tax + order.extension_fees,
          interest: rows.reduce((n, r) => n + r.interest_due, 0),
        },
        carried: order.carried_penalty,
      }
    : null;
}

/**
 * The order's balance on `today`. Late charges accrue on what is still unpaid of each overdue
 * instalment; what was already paid towards them is deducted, and never below zero.
 */
export function orderBalance(order: LedgerOrder, facts: LedgerFacts, today: string): OrderBalance {
  const rows = facts.schedule;
  const instalments = rows.map((r) => ({
    periodNo: r.period_no,
    penalty: 0,
    fee: r.fee,
    interest: r.interest,
    principal: r.principal,
  }));
  const dueDates = new Map(rows.map((r) => [r.period_no, r.due_date]));
  const overdueRows = overdueOn(rows, today);
  const overdue = overdueRows.reduce((n, r) => n + r.fee + r.interest + r.principal, 0);
  // Late charges, frozen ones included, held to the market's ceiling in one place
  // (docs/product.md#late-charges).
  const penalty = penaltyInput(order, facts, overdueRows, today);
  const accrued = penalty ? orderPenalty(penalty) : order.carried_penalty;
  const penaltyOwed = accrued > 0 ? Math.max(0, accrued - facts.penalty_paid) : 0;
  const balances = [
    { periodNo: PENALTY_PERIOD, penalty: penaltyOwed, fee: 0, interest: 0, principal: 0 },
    ...instalments,
  ];
  const next = instalments.find((i) => owedOn(i) > 0);
  const nextDue = next ? (dueDates.get(next.periodNo) ?? null) : null;
  return {
    balances,
    dueDates,
    schedule: rows,
    penaltyOwed,
    accruedPenalty: accrued,
    unpaidPrincipal: instalments.reduce((n, i) => n + i.principal, 0),
    owed: totalOwed(balances),
    overdue,
    nextDue,
    nextAmount: next ? owedOn(next) : 0,
    daysLate: overdue > 0 && nextDue ? daysBetween(nextDue, today) : 0,
    penaltyCanGrow: penalty !== null && penaltyCanGrow(penalty),
  };
}

/**
 * What pays off the whole loan today, and whether it may be done (docs/product.md#early-repayment,
 * docs/decisions/029-early-repayment.md). Null before disbursal, or without a schedule.
 */
export function payoffFor(
  order: LedgerOrder,
  balance: OrderBalance,
  today: string,
): PayoffQuote | null {
  if (!order.disbursed_at || balance.schedule.length === 0) return null;
  return payoffQuote({
    market: order.market,
    startDate: localDate(order.disbursed_at, order.market),
    today,
    termDays: order.term_days,
    coolingOffDays: order.cooling_off_days,
    instalments: balance.schedule.map((r) => ({
      periodNo: r.period_no,
      dueDate: r.due_date,
      scheduledInterest: r.interest_due,
      fee: r.fee,
      interest: r.interest,
      principal: r.principal,
    })),
    lateCharges: balance.penaltyOwed,
  });
}

export type ApplyResult =
  | { ok: true; paymentId: number; duplicate: boolean; owedAfter: number }
  | {
      ok: false;
      reason: 'not_found' | 'not_disbursed' | 'invalid_amount' | 'overpayment';
      /** The most that would be taken now. */
      owed: number;
    }
  | {
      ok: false;
      reason: 'payoff_not_open';
      owed: number;
      /** The day early repayment opens (docs/product.md#early-repayment). */
      opensOn: string;
    };

export interface PaymentInput {
  orderId: number;
  amount: number;
  reference: string;
  method: 'card' | ProviderMethod;
}

/** A payment the ledger has accepted under the order's lock, not yet written. */
export interface AcceptedPayment {
  order: LedgerOrder;
  /** What the payment settles: everything owed, or the payoff when paying off early. */
  owed: number;
  /** Everything the loan owed before it, late charges levied to the day included. */
  owedBefore: number;
  allocations: Allocation[];
  /**
   * The payment as it will be booked. Paying off early takes the payoff, which may be less than
   * the amount offered: a card is charged this amount, never more.
   */
  payment: PaymentInput;
  /** What paying off early settles without payment (docs/decisions/029-early-repayment.md). */
  waived: Allocation[];
  /** The order's facts and day the payment was accepted on, to freeze the charges it leaves. */
  facts: LedgerFacts;
  today: string;
}

/** A payoff's lines as allocation rows: what it pays, and what it settles without payment. */
function payoffAllocations(payoff: PayoffQuote): { paid: Allocation[]; waived: Allocation[] } {
  const rows = (penalty: number, part: 'pay' | 'waive'): Allocation[] =>
    [
      { periodNo: PENALTY_PERIOD, penalty, fee: 0, interest: 0, principal: 0 },
      ...payoff.lines.map((l) => ({ periodNo: l.periodNo, penalty: 0, ...l[part] })),
    ].filter((a) => a.penalty + a.fee + a.interest + a.principal > 0);
  return {
    paid: rows(payoff.lateCharges, 'pay'),
    waived: rows(payoff.waivedLateCharges, 'waive'),
  };
}

/**
 * The ledger's check, inside the caller's transaction: the order's row is locked until that
 * transaction ends, so what is accepted here is still owed when `bookPayment` writes it. A card
 * is charged between the two, never before (docs/decisions/023-charge-after-the-ledger.md).
 * A reference already booked answers the first result.
 */
export async function acceptPayment(
  tx: Queryable,
  clock: Clock,
  payment: PaymentInput,
): Promise<{ ok: true; accepted: AcceptedPayment } | ApplyResult> {
  const order = await lockLedgerOrder(tx, payment.orderId);
  if (!order) return { ok: false, reason: 'not_found', owed: 0 };
  const today = localDate(clock.now(), order.market);
  const existing = await paymentByReference(tx, payment.reference);
  if (existing) {
    const after = orderBalance(order, await ledgerFacts(tx, order.id), today);
    return { ok: true, paymentId: existing.id, duplicate: true, owedAfter: after.owed };
  }
  if (!order.disbursed_at) return { ok: false, reason: 'not_disbursed', owed: 0 };
  const facts = await ledgerFacts(tx, order.id);
  const balance = orderBalance(order, facts, today);
  const payoff = payoffFor(order, balance, today);
  // Paying off early takes the payoff; before the window opens, settling everything is refused
  // (docs/decisions/029-early-repayment.md). Anything less is a part payment, as before.
  const decided = payoff
    ? decideRepayment({ amount: payment.amount, owed: balance.owed, payoff })
    : null;
  if (decided && !decided.ok) {
    if (decided.reason === 'payoff_not_open') {
      return { ok: false, reason: decided.reason, owed: balance.owed, opensOn: decided.opensOn };
    }
    return {
      ok: false,
      reason: decided.reason,
      owed: decided.reason === 'overpayment' ? decided.max : balance.owed,
    };
  }
  if (payoff && decided?.kind === 'payoff') {
    const { paid, waived } = payoffAllocations(payoff);
    return {
      ok: true,
      accepted: {
        order,
        owed: decided.amount,
        owedBefore: balance.owed,
        allocations: paid,
        payment: { ...payment, amount: decided.amount },
        waived,
        facts,
        today,
      },
    };
  }
  const allocated = allocatePayment(balance.balances, payment.amount);
  if (!allocated.ok) return { ok: false, reason: allocated.reason, owed: allocated.owed };
  return {
    ok: true,
    accepted: {
      order,
      owed: balance.owed,
      owedBefore: balance.owed,
      allocations: allocated.allocations,
      payment,
      waived: [],
      facts,
      today,
    },
  };
}

/**
 * Keeps the late charges a payment leaves behind (docs/decisions/108-charges-levied-stay.md):
 * they are worked out from what is unpaid, so without this, clearing an overdue instalment would
 * clear the charges it had earned, and what was paid towards them would hide the next one's.
 */
async function freezeLeviedCharges(tx: Queryable, accepted: AcceptedPayment): Promise<void> {
  const { order, facts, today } = accepted;
  const before = orderBalance(order, facts, today).accruedPenalty;
  if (before <= order.carried_penalty) return;
  const settled = [...accepted.allocations, ...accepted.waived];
  const schedule = facts.schedule.map((r) => {
    const paid = settled.filter((a) => a.periodNo === r.period_no);
    const less = (part: 'fee' | 'interest' | 'principal') =>
      r[part] - paid.reduce((n, a) => n + a[part], 0);
    return { ...r, fee: less('fee'), interest: less('interest'), principal: less('principal') };
  });
  const after = penaltyInput(order, { ...facts, schedule }, overdueOn(schedule, today), today);
  if (!after) return;
  const carried = carriedAfterPayment(after, before);
  if (carried !== order.carried_penalty) await freezePenalty(tx, order.id, carried);
}

/** Writes what `acceptPayment` accepted, in the same transaction. */
export async function bookPayment(
  tx: Queryable,
  clock: Clock,
  accepted: AcceptedPayment,
): Promise<ApplyResult> {
  const { order, payment } = accepted;
  const owedAfter = accepted.owed - payment.amount;
  const paymentId = await insertPayment(tx, {
    orderId: order.id,
    amount: payment.amount,
    paidAt: clock.now(),
    reference: payment.reference,
    method: payment.method,
    kind: 'repayment',
    owedBefore: accepted.owedBefore,
    owedAfter,
  });
  await insertAllocations(tx, paymentId, order.id, accepted.allocations);
  await insertAllocations(tx, paymentId, order.id, accepted.waived, 'waived');
  await freezeLeviedCharges(tx, accepted);
  return { ok: true, paymentId, duplicate: false, owedAfter };
}

/**
 * Applies one payment whose money has already arrived (a provider's webhook), in the caller's
 * transaction (docs/decisions/014-ledger-allocation.md): the order's row is locked, the reference makes
 * a retry return the first result, the money goes oldest instalment first (late charges, fees,
 * interest, principal), and more than is owed is refused whole.
 */
export async function applyPayment(
  tx: Queryable,
  clock: Clock,
  payment: PaymentInput,
): Promise<ApplyResult> {
  const checked = await acceptPayment(tx, clock, payment);
  if (!('accepted' in checked)) return checked;
  // Money that has arrived cannot be charged less: more than the payoff is refused whole, like
  // any overpayment, and marked for refund by the caller (docs/decisions/016-provider-webhooks.md).
  if (checked.accepted.payment.amount !== payment.amount) {
    return { ok: false, reason: 'overpayment', owed: checked.accepted.payment.amount };
  }
  return bookPayment(tx, clock, checked.accepted);
}

export type ExtensionResult =
  | { ok: true; paymentId: number; duplicate: boolean; newDueDate: string }
  | { ok: false; reason: 'not_found' | 'nothing_owed' | 'refused' | 'fee_changed' };

/**
 * A paid extension, in the caller's transaction, decided under the order's lock so that two fees
 * paid at once cannot both extend (docs/decisions/024-extension-limits.md). The fee is recorded
 * as a payment of its own (not towards the loan), late charges accrued so far are frozen on the
 * order, and every unpaid instalment moves by the same number of days, so the next one falls due
 * on the new date (docs/decisions/017-extensions.md).
 */
export async function applyExtension(
  tx: Queryable,
  clock: Clock,
  input: {
    orderId: number;
    fee: number;
    reference: string;
    method: 'card' | ProviderMethod;
  },
): Promise<ExtensionResult> {
  const order = await lockLedgerOrder(tx, input.orderId);
  if (!order) return { ok: false, reason: 'not_found' };
  const existing = await paymentByReference(tx, input.reference);
  if (existing) {
    return {
      ok: true,
      paymentId: existing.id,
      duplicate: true,
      newDueDate: existing.extended_to ?? '',
    };
  }
  const today = localDate(clock.now(), order.market);
  const facts = await ledgerFacts(tx, order.id);
  const balance = orderBalance(order, facts, today);
  const pricing = parsePricingConfig(await pricingOfOrder(tx, order.id));
  const terms = extensionTermsFor(order, facts, pricing, balance, today);
  const next = balance.balances.find((b) => b.periodNo !== PENALTY_PERIOD && owedOn(b) > 0);
  const nextDue = next ? balance.dueDates.get(next.periodNo) : undefined;
  if (!terms || !next || !nextDue) return { ok: false, reason: 'nothing_owed' };
  if (terms.refusal) return { ok: false, reason: 'refused' };
  if (terms.fee !== input.fee) return { ok: false, reason: 'fee_changed' };
  const shift = daysBetween(nextDue, terms.newDueDate);
  await freezePenalty(tx, order.id, balance.accruedPenalty);
  await shiftDueDates(tx, order.id, next.periodNo, shift);
  const paymentId = await insertPayment(tx, {
    orderId: order.id,
    amount: input.fee,
    paidAt: clock.now(),
    reference: input.reference,
    method: input.method,
    kind: 'extension_fee',
    extendedTo: terms.newDueDate,
    // The fee is paid for the time, not towards the loan: what the loan owes stays.
    owedBefore: balance.owed,
    owedAfter: balance.owed,
  });
  return { ok: true, paymentId, duplicate: false, newDueDate: terms.newDueDate };
}
