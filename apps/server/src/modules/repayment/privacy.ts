import { maskCard } from '@tenora/domain/card';
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

// The borrower's cards for the privacy centre (docs/product.md#privacy): by bank and last four
// digits, as Repay shows them; the provider's token and the card's fingerprint never leave here.

export async function cardsHeld(borrower: BorrowerScope): Promise<HeldSummary> {
  const [row] = await borrower.query<HeldRow>(
    `select ${heldColumns('created_at', "bank_name || ' ' || last4")} from cards where user_id = $1`,
  );
  return heldOf(row, (c) => {
    const at = c.lastIndexOf(' ');
    return `${c.slice(0, at)} ${maskCard(c.slice(at + 1))}`;
  });
}

export async function cardRecords(borrower: BorrowerScope): Promise<HeldRecord[]> {
  const rows = await borrower.query<{
    bank_name: string;
    last4: string;
    holder_name: string;
    created_at: Date;
  }>(
    `select bank_name, last4, holder_name, created_at from cards
      where user_id = $1 order by created_at, id`,
  );
  return rows.map((r) => ({
    bank: r.bank_name,
    cardNo: maskCard(r.last4),
    nameOnCard: r.holder_name,
    addedAt: isoOf(r.created_at),
  }));
}

/**
 * Deletes the borrower's cards (an erasure, docs/product.md#privacy), and with them the card
 * payments' attempts that name them: what was paid stays in the ledger's payments, under its
 * reference, and the attempts hold only their codes' hashes and tokens. Answers how many cards.
 */
export async function eraseCards(tx: Queryable, userId: number): Promise<number> {
  await tx.query('delete from repayment_attempts where user_id = $1', [userId]);
  const rows = await tx.query('delete from cards where user_id = $1 returning id', [userId]);
  return rows.length;
}
