-- Money marked refund_due goes back to the payer through the provider's refund call, from the
-- operator console (docs/decisions/090-refunds-from-the-console.md).

-- The pair a refund points at, so that its amount is the payment's own and never more.
alter table provider_payments add constraint provider_payments_reference_amount_key
  unique (reference, amount);
-- The console's list of money to give back.
create index provider_payments_refund_due_idx on provider_payments (settled_at)
  where status = 'refund_due';

-- One refund per payment, keyed by it: a repeated or concurrent request finds the row already
-- there. A failed refund is tried again on the same row; each try is a new idempotency key at the
-- provider (attempt), and the audit log keeps every try.
create table refunds (
  payment_reference   text primary key,
  amount              bigint not null check (amount > 0),
  status              text not null check (status in ('requested', 'refunded', 'failed')),
  reason              text not null check (length(reason) between 1 and 500),
  attempt             integer not null check (attempt > 0),
  provider_refund_id  text,
  failure_code        text,
  failure_message     text,
  requested_by        bigint not null references staff (id),
  requested_at        timestamptz not null,
  -- When the provider said refunded, or failed; null while it is on its way.
  settled_at          timestamptz,
  foreign key (payment_reference, amount) references provider_payments (reference, amount),
  check ((status = 'requested') = (settled_at is null)),
  check ((status = 'failed') = (failure_code is not null)),
  check (status <> 'refunded' or provider_refund_id is not null)
);
