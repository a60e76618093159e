-- Payments a provider completes away from us (wallet now; virtual accounts and mini-market
-- codes later): our reference, what is expected, and where it stands.
create table provider_payments (
  reference   text primary key,
  user_id     bigint not null references users (id),
  order_id    bigint not null references orders (id),
  method      text not null check (method in ('wallet', 'va', 'market')),
  amount      bigint not null check (amount > 0),
  status      text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'cancelled', 'refund_due')),
  created_at  timestamptz not null,
  settled_at  timestamptz
);
create index provider_payments_order_idx on provider_payments (order_id);

-- Every webhook event once: deduplicated by event id (docs/product.md#ledger).
create table webhook_events (
  event_id     text primary key,
  provider     text not null,
  type         text not null,
  reference    text not null,
  received_at  timestamptz not null
);
