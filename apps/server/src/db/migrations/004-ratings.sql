-- The stars a borrower gave on loan details: the real score, not always 5.
create table order_ratings (
  user_id    bigint not null references users (id),
  order_id   bigint not null references orders (id),
  score      integer not null check (score between 1 and 5),
  rated_at   timestamptz not null,
  primary key (order_id)
);
