import type { BorrowerScope } from '../../platform/auth.ts';
import {
  heldColumns,
  heldOf,
  isoOf,
  type HeldRecord,
  type HeldRow,
  type HeldSummary,
} from '../../platform/held-data.ts';

// The borrower's papers for the privacy centre (docs/product.md#privacy): receipts and
// certificates are payment records, which the law keeps after an erasure.

export async function papersHeld(borrower: BorrowerScope): Promise<HeldSummary> {
  const [row] = await borrower.query<HeldRow>(
    `select ${heldColumns('issued_at', 'number')} from papers where user_id = $1`,
  );
  return heldOf(row);
}

export async function paperRecords(borrower: BorrowerScope): Promise<HeldRecord[]> {
  const rows = await borrower.query<{
    number: string;
    kind: string;
    order_id: number;
    issued_at: Date;
  }>(
    `select number, kind, order_id, issued_at from papers
      where user_id = $1 order by issued_at, id`,
  );
  return rows.map((r) => ({
    number: r.number,
    kind: r.kind,
    orderId: r.order_id,
    issuedAt: isoOf(r.issued_at),
  }));
}
