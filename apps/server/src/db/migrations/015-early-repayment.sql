-- Early repayment (docs/decisions/029-early-repayment.md): paying off a loan early settles the
-- interest of the days not used (and fees not yet due) without payment. Those amounts are
-- allocation rows of the paying-off payment with kind 'waived', so every sum of what reached the
-- instalments shows the loan repaid, and the books say which part was paid and which forgiven.
alter table payment_allocations
  add column kind text not null default 'paid' check (kind in ('paid', 'waived'));
alter table payment_allocations drop constraint payment_allocations_pkey;
alter table payment_allocations add primary key (payment_id, period_no, kind);
