-- The extension fee is paid on the provider's hosted checkout, which offers every way to pay of
-- the borrower's market (docs/decisions/094-no-offer-that-cannot-be-taken.md). The
-- payment is a `checkout` until it is paid; then it, and the ledger's payment, name the way the
-- borrower chose there, a card included, or `checkout` when the provider does not say.
alter table provider_payments drop constraint provider_payments_method_check;
alter table provider_payments add constraint provider_payments_method_check
  check (method in ('wallet', 'va', 'market', 'upi', 'netbanking', 'card', 'checkout'));
alter table payments drop constraint payments_method_check;
alter table payments add constraint payments_method_check
  check (method in ('seed', 'card', 'wallet', 'va', 'market', 'upi', 'netbanking', 'checkout'));
