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

-- One open extension fee per order, answered again until it is paid or expires (30 minutes, as a
-- UPI request). Fees opened before this had no end: they end 30 minutes after they were opened.
update provider_payments set expires_at = created_at + interval '30 minutes'
 where purpose = 'extension' and expires_at is null;
update provider_payments set status = 'cancelled'
 where purpose = 'extension' and status = 'pending'
   and reference not in (
     select distinct on (order_id) reference from provider_payments
      where purpose = 'extension' and status = 'pending'
      order by order_id, created_at desc);
create unique index provider_payments_one_open_extension
  on provider_payments (order_id) where purpose = 'extension' and status = 'pending';

-- When a card payment's code was last sent (or is being sent): the same visit asking again within
-- the minute is a double tap, answered with the same record, not a request for another code.
-- A code lives 5 minutes, so one already sent was sent 5 minutes before it expires.
alter table repayment_attempts add column code_sent_at timestamptz;
update repayment_attempts set code_sent_at = otp_expires_at - interval '5 minutes'
 where otp_expires_at is not null;
