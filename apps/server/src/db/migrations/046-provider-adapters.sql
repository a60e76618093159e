-- Real providers (docs/payments.md). A payment remembers which adapter opened it, so that its
-- refund and its withdrawal go to that provider even after PAYMENT_PROVIDER changes; the
-- provider's own id for what it opened (a Razorpay order or payment link, a Xendit virtual account
-- or invoice), and where the borrower pays it (a hosted page's address, a UPI intent link, the
-- account number or the store code), which only the provider can give.
alter table provider_payments
  add column provider text not null default 'sandbox',
  add column provider_id text,
  add column pay_to text,
  -- The provider's id of the payment that paid it (Razorpay's pay_…), which a refund names.
  add column provider_payment_id text;

-- Two providers may use the same event id: an event is one provider's.
alter table webhook_events drop constraint webhook_events_pkey;
alter table webhook_events add primary key (provider, event_id);
