-- The statement of account (docs/product.md#papers): its running balance is the ledger's, so each
-- payment keeps what the loan owed just before it (late charges levied to that day included) and
-- just after it. Payments booked before this have neither; a statement carries the balance over them.
alter table payments add column owed_before bigint, add column owed_after bigint;

-- A statement is a paper too, made when the borrower (or staff) asks for one, for a range of days.
alter table papers drop constraint papers_kind_check;
alter table papers add constraint papers_kind_check
  check (kind in ('sanction', 'receipt', 'repaid', 'statement'));
