-- A paid extension moves the unpaid instalments' due dates. Late charges accrued until then are
-- frozen here first, because moving the dates would otherwise erase them.
alter table orders add column carried_penalty bigint not null default 0 check (carried_penalty >= 0);

alter table provider_payments
  add column purpose text not null default 'repayment' check (purpose in ('repayment', 'extension'));
