import type { OpsConsent, OpsOrderSummary } from '@tenora/contract/ops';
import type { Market } from '@tenora/domain/market';
import { formatMoney } from '@tenora/domain/money';
import { parsePhone } from '@tenora/domain/phone';
import { isWholeMajor } from '@tenora/domain/typed-amount';
import { writeAudit } from '../../platform/audit.ts';
import {
  BorrowerScope,
  setCreditLimit,
  userById,
  userForOps,
  type UserAccountRow,
} from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import { translator } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { statusTitle } from '../../platform/status-text.ts';
import {
  applicationsForOps,
  loanSummaries,
  outstandingPrincipal,
  userOfOrder,
} from '../ledger/index.ts';
import { moveOrder, type OrderAction } from './order-state.ts';
import { consentsOf, consentsOfOrders } from './consent.ts';

// The console is English only (decision 062): statuses read as the borrower's en-IN words.
const english = translator('en-IN');
const CURRENCY_WORD: Record<Market, string> = { IN: 'rupees', ID: 'rupiah' };

type LoanSummary = Awaited<ReturnType<typeof loanSummaries>>[number];

/** An order as staff see it, with the borrower's own status words. */
const opsSummary = (
  { order, status }: LoanSummary,
  consents: Map<number, OpsConsent>,
): OpsOrderSummary => ({
  orderId: order.id,
  productName: order.product_name,
  principal: order.principal,
  market: order.market,
  termDays: order.term_days,
  createdAt: order.created_at.toISOString(),
  decision: order.decision,
  disbursedAt: order.disbursed_at?.toISOString() ?? null,
  statusText: statusTitle(status, english),
  consent: consents.get(order.id) ?? null,
});

/** A borrower's orders as staff see them, newest first, with the borrower's own status words. */
export async function opsOrdersOf(
  db: Queryable,
  clock: Clock,
  user: { id: number; market: Market; phone: string },
): Promise<OpsOrderSummary[]> {
  const scope = BorrowerScope.forStaff(user.id, user.market, user.phone, db);
  const consents = await consentsOf(scope);
  return (await loanSummaries(scope, clock)).map((s) => opsSummary(s, consents));
}

interface StaffBorrowerRow extends UserAccountRow {
  outstanding: number;
}

/** The first borrower matching all that is given: one of the phones, the order's, the id. */
async function borrowerForOps(
  db: Queryable,
  by: { phones?: string[]; orderId?: number; userId?: number },
  forUpdate = false,
): Promise<StaffBorrowerRow | null> {
  let userId = by.userId;
  if (by.orderId !== undefined) {
    const owner = await userOfOrder(db, by.orderId);
    if (owner === null || (userId !== undefined && userId !== owner)) return null;
    userId = owner;
  }
  const user = await userForOps(db, { phones: by.phones, userId }, forUpdate);
  if (!user) return null;
  const scope = BorrowerScope.forStaff(user.id, user.market, user.phone, db);
  return { ...user, outstanding: await outstandingPrincipal(scope) };
}

async function orderSummary(db: Queryable, clock: Clock, orderId: number) {
  const owner = await userOfOrder(db, orderId);
  const user = owner === null ? null : await userById(db, owner);
  const order = user && (await opsOrdersOf(db, clock, user)).find((o) => o.orderId === orderId);
  if (!user || !order) throw notFound('This order was not found.');
  return { user, order };
}

export async function listApplications(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  f: { state: 'review' | 'approved'; market?: Market | undefined; page: number; pageSize: number },
) {
  const { rows, total } = await applicationsForOps(deps.db, deps.clock, {
    ...f,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  const consents = await consentsOfOrders(
    deps.db,
    rows.map((r) => r.order.id),
  );
  return {
    rows: rows.map((s) => ({
      order: opsSummary(s, consents),
      userId: s.order.user_id,
      phone: s.order.phone,
    })),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

const WRONG_STATE: Record<OrderAction, string> = {
  approve: 'Only an application under review can be approved.',
  reject: 'Only an application under review can be rejected.',
  disburse: 'Only an approved loan not yet disbursed can be disbursed.',
};

/** The support API's transition, by a person, audited. */
export async function moveOrderAsStaff(
  deps: AppDeps,
  staffId: number,
  orderId: number,
  action: OrderAction,
  reason?: string,
) {
  const moved = await moveOrder(deps, orderId, action, { staffId, reason });
  if (moved === null) throw notFound('This order was not found.');
  if (moved === false) throw businessFailure(WRONG_STATE[action]);
  return { order: (await orderSummary(deps.db, deps.clock, orderId)).order };
}

async function borrowerView(deps: AppDeps, row: StaffBorrowerRow) {
  return {
    userId: row.id,
    market: row.market,
    phone: row.phone,
    createdAt: row.created_at.toISOString(),
    creditLimit: row.credit_limit,
    outstanding: row.outstanding,
    orders: await opsOrdersOf(deps.db, deps.clock, row),
  };
}

/** By phone in either market's spelling (E.164, national, with or without 0), or by order. */
export async function lookupBorrower(
  deps: AppDeps,
  by: { phone?: string | undefined; orderId?: number | undefined },
) {
  if (by.phone === undefined && by.orderId === undefined) return { borrower: null };
  let phones: string[] | undefined;
  if (by.phone !== undefined) {
    phones = (['IN', 'ID'] as const)
      .map((m) => parsePhone(by.phone ?? '', m))
      .flatMap((p) => (p.ok ? [p.e164] : []));
    phones.push(by.phone.replace(/[\s-]/g, ''));
  }
  const row = await borrowerForOps(deps.db, {
    ...(phones ? { phones } : {}),
    ...(by.orderId !== undefined ? { orderId: by.orderId } : {}),
  });
  return { borrower: row ? await borrowerView(deps, row) : null };
}

/** The lender's decision on a borrower's limit (decision 030), audited with the reason. */
export async function setLimit(
  deps: AppDeps,
  staffId: number,
  input: { userId: number; creditLimit: number | null; reason: string },
) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await borrowerForOps(tx, { userId: input.userId }, true);
    if (!before) throw notFound('This borrower was not found.');
    if (input.creditLimit !== null && !isWholeMajor(input.creditLimit, before.market)) {
      throw badInput(`Enter the limit in whole ${CURRENCY_WORD[before.market]}.`);
    }
    if (input.creditLimit === before.credit_limit) {
      throw businessFailure(
        input.creditLimit === null
          ? "This borrower has no limit of their own: the product's first-loan limit applies."
          : `This borrower's limit is ${formatMoney(input.creditLimit, before.market)} already.`,
      );
    }
    await setCreditLimit(tx, input.userId, input.creditLimit);
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'borrower.setLimit',
      objectType: 'borrower',
      objectId: input.userId,
      before: { creditLimit: before.credit_limit },
      after: { creditLimit: input.creditLimit, reason: input.reason },
    });
    return { ...before, credit_limit: input.creditLimit };
  });
  return { borrower: await borrowerView(deps, row) };
}
