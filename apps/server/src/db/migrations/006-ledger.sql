-- The ledger (docs/product.md#ledger): a payment is an immutable row; where its money went is
-- recorded in allocations, written in the same transaction. Period 0 is the order's late charges.
alter table payments
  add column method  text not null default 'seed' check (method in ('seed', 'card', 'wallet', 'va', 'market')),
  add column kind    text not null default 'repayment' check (kind in ('repayment', 'extension_fee'));

create table payment_allocations (
  payment_id  bigint not null references payments (id),
  order_id    bigint not null references orders (id),
  period_no   integer not null check (period_no >= 0),
  penalty     bigint not null default 0 check (penalty >= 0),
  fee         bigint not null default 0 check (fee >= 0),
  interest    bigint not null default 0 check (interest >= 0),
  principal   bigint not null default 0 check (principal >= 0),
  primary key (payment_id, period_no)
);
create index payment_allocations_order_idx on payment_allocations (order_id);

-- Payments made before allocations existed (the demo seed) settled instalments oldest first.
insert into payment_allocations (payment_id, order_id, period_no, fee, interest, principal)
select p.id, i.order_id, i.period_no, i.fee, i.interest, i.principal
  from payments p join instalments i on i.order_id = p.order_id
 where p.amount >= (select sum(principal + interest + fee) from instalments x where x.order_id = p.order_id);
