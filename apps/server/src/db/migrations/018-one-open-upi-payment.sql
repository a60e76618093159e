-- One open UPI payment per order (docs/decisions/031-upi-intent-qr-collect.md): two starts at
-- once (two tabs, a double tap) cannot both issue a reference that could be paid. An older
-- amount's payment, or an expired one, is cancelled before a new one is issued.
update provider_payments set status = 'cancelled'
 where method = 'upi' and status = 'pending' and purpose = 'repayment'
   and reference not in (
     select distinct on (order_id) reference from provider_payments
      where method = 'upi' and status = 'pending' and purpose = 'repayment'
      order by order_id, created_at desc);
create unique index provider_payments_one_open_upi
  on provider_payments (order_id) where method = 'upi' and status = 'pending' and purpose = 'repayment';

-- An Indian bank transfer always names the branch: its steps are India's, never the ATM's.
alter table banks add constraint banks_ifsc_in_india check (market <> 'IN' or ifsc is not null);
