-- UPI and net banking (docs/product.md#payments, docs/decisions/031-upi-intent-qr-collect.md):
-- both are provider payments completed away from us and booked by the provider's webhook, like
-- the wallet. A UPI payment may also carry the UPI id a collect request was sent to.
alter table provider_payments drop constraint provider_payments_method_check;
alter table provider_payments add constraint provider_payments_method_check
  check (method in ('wallet', 'va', 'market', 'upi', 'netbanking'));
alter table provider_payments add column collect_vpa text;
alter table payments drop constraint payments_method_check;
alter table payments add constraint payments_method_check
  check (method in ('seed', 'card', 'wallet', 'va', 'market', 'upi', 'netbanking'));

-- An Indian bank transfer names the receiving branch by its IFSC. The sandbox's virtual accounts
-- are held at these branches; Indonesia has no IFSC.
alter table banks add column ifsc text check (ifsc is null or ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$');
update banks set ifsc = case bank_code
  when 'SBI' then 'SBIN0007245'
  when 'HDFC' then 'HDFC0000240'
  when 'ICICI' then 'ICIC0000104'
  when 'AXIS' then 'UTIB0000420'
  when 'KOTAK' then 'KKBK0000958'
end where market = 'IN';
