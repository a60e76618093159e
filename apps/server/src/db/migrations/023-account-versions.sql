-- Each process keeps the loan accounts it has worked out and asks the database only whether they
-- are still current (decision 074). An order's version moves with every write to what its account
-- is made of, here in the database, so no code path can forget to move it.
alter table orders add column version bigint not null default 1;

create function orders_next_version() returns trigger language plpgsql as $$
begin
  new.version := old.version + 1;
  return new;
end;
$$;
create trigger orders_version before update on orders
  for each row execute function orders_next_version();

-- The rows an account is made of besides the order itself: its instalments, the payments and
-- their allocations, and the key fact statement it was issued with. Writing one touches the
-- order, whose trigger above moves the version. Money is written under the order's row lock
-- already, so this takes no lock that the write did not hold.
create function order_facts_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update orders set version = version where id = old.order_id;
  end if;
  if tg_op <> 'DELETE' then
    update orders set version = version where id = new.order_id;
  end if;
  return null;
end;
$$;
create trigger instalments_version after insert or update or delete on instalments
  for each row execute function order_facts_changed();
create trigger payments_version after insert or update or delete on payments
  for each row execute function order_facts_changed();
create trigger payment_allocations_version after insert or update or delete on payment_allocations
  for each row execute function order_facts_changed();
create trigger order_documents_version after insert or update or delete on order_documents
  for each row execute function order_facts_changed();
