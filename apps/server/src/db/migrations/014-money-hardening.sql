-- Issue 10. A card attempt whose charge was given back because the ledger could not book it
-- ('reversed'), and the provider's reference of the charge, so support can match both sides
-- (docs/decisions/023-payments-in-production.md).
alter table repayment_attempts drop constraint repayment_attempts_status_check;
alter table repayment_attempts
  add constraint repayment_attempts_status_check
  check (status in ('pending', 'confirmed', 'void', 'reversed'));
alter table repayment_attempts add column provider_reference text;
alter table repayment_attempts add column reversed_at timestamptz;

-- An extension's new due date, so the next one waits for it (docs/decisions/024-extension-limits.md).
alter table payments add column extended_to date;
