-- Issued once, even when requests race (docs/decisions/091-issued-once-under-concurrency.md).
-- The services take turns under a lock; these indexes are the database's own guarantee.

-- One open virtual-account number or store code per order and amount, at whichever place: the
-- newest of any older duplicates stays open. Money that still reaches a cancelled one is applied,
-- or marked for refund, by the webhook like any other.
update provider_payments set status = 'cancelled'
 where method in ('va', 'market') and status = 'pending'
   and reference not in (
     select distinct on (order_id, amount) reference from provider_payments
      where method in ('va', 'market') and status = 'pending'
      order by order_id, amount, created_at desc);
create unique index provider_payments_one_open_code
  on provider_payments (order_id, amount) where method in ('va', 'market') and status = 'pending';
