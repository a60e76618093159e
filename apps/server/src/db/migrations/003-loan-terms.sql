-- What was agreed is kept as issued: the quoted figures on the order, and the documents the
-- borrower agreed to, never updated after they are written.
alter table orders
  add column processing_fee  bigint not null default 0 check (processing_fee >= 0),
  add column fee_tax         bigint not null default 0 check (fee_tax >= 0),
  add column net_disbursed   bigint,
  add column apr_bps         integer,
  -- The market-local day the quote was made; the schedule moves with the real disbursal day.
  add column quoted_on       date;

-- One application under review per product: a double tap or a retried confirm finds the first.
create unique index orders_one_pending_per_product on orders (user_id, product_id) where decision = 'pending';

create table order_documents (
  order_id   bigint not null references orders (id),
  kind       text not null check (kind in ('agreement', 'key_facts')),
  locale     text not null check (locale in ('en-IN', 'id-ID')),
  title      text not null,
  content    jsonb not null,
  issued_at  timestamptz not null,
  primary key (order_id, kind)
);
