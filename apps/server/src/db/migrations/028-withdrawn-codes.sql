-- A number, code or payment page is for one amount. When what a loan owes changes, or the
-- borrower asks for a number elsewhere, the open ones are withdrawn at the provider
-- (docs/decisions/093-a-code-is-for-one-amount.md). The row stays `cancelled`, as a closed one
-- did; these say why, and whether the provider has taken the withdrawal yet.
alter table provider_payments
  add column withdrawn_at timestamptz,
  add column withdrawn_reason text check (withdrawn_reason in ('owed_changed', 'replaced')),
  -- When the provider said it would take no more payments on it; null until then, and asked again.
  add column withdrawal_sent_at timestamptz,
  add constraint provider_payments_withdrawn_reason
    check ((withdrawn_at is null) = (withdrawn_reason is null));

create index provider_payments_withdrawals_unsent on provider_payments (order_id)
  where withdrawn_at is not null and withdrawal_sent_at is null;
