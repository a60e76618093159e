import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import {
  heldColumns,
  heldOf,
  isoOf,
  type HeldRecord,
  type HeldRow,
  type HeldSummary,
} from '../../platform/held-data.ts';

// What the borrower did in the help chatbot, for the privacy centre (docs/product.md#privacy):
// kept for the staff answering a complaint, and deleted with the account.

/** The kinds of record, as the export names them (qa_records.type). */
const KIND: Record<number, string> = { 1: 'handOver', 2: 'solved', 3: 'rating', 4: 'text' };

export async function chatbotHeld(borrower: BorrowerScope): Promise<HeldSummary> {
  const [row] = await borrower.query<HeldRow>(
    `select ${heldColumns('created_at', "case when type = 4 then value else '' end")}
       from qa_records where user_id = $1`,
  );
  const summary = heldOf(row);
  // Only what the borrower typed says anything to them; the taps are counted.
  return { ...summary, examples: summary.examples.filter((e) => e !== '') };
}

export async function chatbotRecords(borrower: BorrowerScope): Promise<HeldRecord[]> {
  const rows = await borrower.query<{
    order_id: number | null;
    qa_id: number | null;
    type: number;
    value: string;
    created_at: Date;
  }>(
    `select order_id, qa_id, type, value, created_at from qa_records
      where user_id = $1 order by created_at, id`,
  );
  return rows.map((r) => ({
    kind: KIND[r.type] ?? String(r.type),
    question: r.qa_id,
    orderId: r.order_id,
    value: r.value,
    at: isoOf(r.created_at),
  }));
}

/** Deletes what the borrower did in the chatbot (an erasure); answers how many records went. */
export async function eraseChatbotRecords(tx: Queryable, userId: number): Promise<number> {
  const rows = await tx.query('delete from qa_records where user_id = $1 returning id', [userId]);
  return rows.length;
}
