import type { BorrowerScope } from '../../platform/auth.ts';
import {
  heldColumns,
  heldOf,
  isoOf,
  type HeldRecord,
  type HeldRow,
  type HeldSummary,
} from '../../platform/held-data.ts';

// The borrower's autopay mandates for the privacy centre (docs/product.md#privacy): what they
// agreed to and from which account, as Repay shows it; the provider's ids and tokens never. A
// mandate is the record of a payment authority, which the law keeps after an erasure.

/** A mandate still in force, or on its way in or out: the loan must end before an erasure. */
const LIVE = "('approving', 'active', 'paused', 'cancelling')";

export async function mandatesHeld(borrower: BorrowerScope): Promise<HeldSummary> {
  const [row] = await borrower.query<HeldRow>(
    `select ${heldColumns('created_at', "coalesce(account_label, kind) || ' · ' || order_id")}
       from mandates where user_id = $1`,
  );
  return heldOf(row);
}

export async function mandateRecords(borrower: BorrowerScope): Promise<HeldRecord[]> {
  const rows = await borrower.query<{
    order_id: number;
    kind: string;
    status: string;
    max_amount: number;
    ends_at: Date;
    bank: string | null;
    account_label: string | null;
    created_at: Date;
    updated_at: Date;
  }>(
    `select order_id, kind, status, max_amount, ends_at, bank, account_label, created_at, updated_at
       from mandates where user_id = $1 order by created_at, id`,
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    kind: r.kind,
    status: r.status,
    maxAmount: r.max_amount,
    endsAt: isoOf(r.ends_at),
    bank: r.bank,
    account: r.account_label,
    setUpAt: isoOf(r.created_at),
    changedAt: isoOf(r.updated_at),
  }));
}

/** The borrower's loans whose autopay mandate is in force or on its way in or out. */
export async function ordersWithLiveMandate(borrower: BorrowerScope): Promise<number[]> {
  const rows = await borrower.query<{ order_id: number }>(
    `select distinct order_id from mandates where user_id = $1 and status in ${LIVE}`,
  );
  return rows.map((r) => r.order_id);
}
