-- The borrower's consent to a loan, as a record the lender can show
-- (docs/decisions/099-consent-is-a-record.md): who, which order, which documents (their identity,
-- which the order's documents as issued hash to), when by the server's clock, and from which
-- address, device and app. Written in the transaction that makes the order; never changed.
create table loan_consents (
  order_id      bigint primary key references orders (id),
  user_id       bigint not null references users (id),
  documents_id  text not null check (char_length(documents_id) between 1 and 128),
  consented_at  timestamptz not null,
  address       text not null,
  user_agent    text,
  device_id     text,
  app_version   text
);
create index loan_consents_user_idx on loan_consents (user_id);

create function forbid_consent_change() returns trigger language plpgsql as $$
begin
  raise exception 'a loan consent is kept as given';
end
$$;

create trigger loan_consents_as_given
  before update or delete on loan_consents
  for each row execute function forbid_consent_change();
