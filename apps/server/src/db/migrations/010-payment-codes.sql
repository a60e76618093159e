-- Virtual accounts and mini-market codes are provider payments with a place to pay and an end.
alter table provider_payments
  add column pay_code      text,
  add column specific_num  integer,
  add column expires_at    timestamptz;
