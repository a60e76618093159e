import { bankLabel, maskAccountNumber } from '@tenora/domain/bank-account';
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

// The borrower's bank accounts for the privacy centre (docs/product.md#privacy): numbers only
// ever by their last four digits, and the provider's ids of them never.

export async function bankAccountsHeld(borrower: BorrowerScope): Promise<HeldSummary> {
  // Only the last four digits leave the database.
  const [row] = await borrower.query<HeldRow>(
    `select ${heldColumns('created_at', "bank_code || ' ' || right(account_number, 4)")}
       from bank_accounts where user_id = $1`,
  );
  return heldOf(row, (a) => {
    const [bank = '', lastFour = ''] = a.split(' ');
    return `${bankLabel(bank, borrower.market)} ${maskAccountNumber(lastFour)}`;
  });
}

export async function bankAccountRecords(borrower: BorrowerScope): Promise<HeldRecord[]> {
  const rows = await borrower.query<{
    holder_name: string;
    account_number: string;
    bank_code: string;
    status: string;
    created_at: Date;
    replaced_at: Date | null;
  }>(
    `select holder_name, account_number, bank_code, status, created_at, replaced_at
       from bank_accounts where user_id = $1 order by created_at, id`,
  );
  return rows.map((r) => ({
    holderName: r.holder_name,
    accountNumber: maskAccountNumber(r.account_number),
    bank: bankLabel(r.bank_code, borrower.market),
    status: r.status,
    givenAt: isoOf(r.created_at),
    replacedAt: isoOf(r.replaced_at),
  }));
}

/**
 * Deletes the borrower's bank accounts no payout used (an erasure, docs/product.md#privacy):
 * one a loan was paid into is part of that payment's record, which the law keeps.
 */
export async function eraseUnusedBankAccounts(tx: Queryable, userId: number): Promise<number> {
  const rows = await tx.query(
    `delete from bank_accounts a
      where a.user_id = $1
        and not exists (select 1 from payouts p where p.bank_account_id = a.id)
      returning a.id`,
    [userId],
  );
  return rows.length;
}
