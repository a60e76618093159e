-- Numbers, codes, UPI requests, payment pages and card codes end when their time is up, by a
-- sweep, not only when someone reads them (docs/decisions/106-expiry-by-a-sweep.md).

-- An expired payment is withdrawn like a replaced one: `cancelled`, withdrawn at its expiry, and
-- the provider told after.
alter table provider_payments drop constraint provider_payments_withdrawn_reason_check;
alter table provider_payments add constraint provider_payments_withdrawn_reason_check
  check (withdrawn_reason in ('owed_changed', 'replaced', 'expired'));
-- When the provider was last asked to take a withdrawal, so that a sweep asks the ones asked
-- longest ago first and one it keeps refusing does not hold back the rest.
alter table provider_payments add column withdrawal_tried_at timestamptz;
create index provider_payments_expiring on provider_payments (expires_at) where status = 'pending';
create index provider_payments_withdrawals_to_ask
  on provider_payments (withdrawal_tried_at nulls first, withdrawn_at)
  where withdrawn_at is not null and withdrawal_sent_at is null;

-- A card payment whose code expired, ended by the sweep. Unlike `void` (used up, replaced, paid
-- another way), asking for a new code on the same visit opens it again.
alter table repayment_attempts drop constraint repayment_attempts_status_check;
alter table repayment_attempts add constraint repayment_attempts_status_check
  check (status in ('pending', 'confirmed', 'void', 'reversed', 'expired'));
