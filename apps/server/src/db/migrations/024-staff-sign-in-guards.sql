-- Failed staff sign-ins, counted before the password is checked, so guesses sent side by side are
-- each counted, on every process (decision 088). An e-mail is counted whether or not a member has
-- it, so the answers do not tell which e-mails exist. Keys are SHA-256 digests: neither a typed
-- e-mail (which may be a password typed in the wrong field) nor an address is kept as itself.

-- Per e-mail: failures in a row, from any address, since the last sign-in. Once they come from more
-- than one address, each further try waits a growing delay (next_try_at), except from an address
-- the member signed in from lately.
create table staff_sign_in_accounts (
  email_key          text primary key,
  failures           integer not null check (failures >= 0),
  first_address_key  text not null,
  many_addresses     boolean not null,
  next_try_at        timestamptz,
  updated_at         timestamptz not null
);
create index staff_sign_in_accounts_updated_idx on staff_sign_in_accounts (updated_at);

-- Failures in a fixed window: per e-mail and address (email_key set), or per address alone. A
-- pair the member signed in from is trusted until trusted_until.
create table staff_sign_in_windows (
  key                text primary key,
  email_key          text,
  failures           integer not null check (failures >= 0),
  window_started_at  timestamptz not null,
  trusted_until      timestamptz
);
create index staff_sign_in_windows_email_idx on staff_sign_in_windows (email_key)
  where email_key is not null;
create index staff_sign_in_windows_started_idx on staff_sign_in_windows (window_started_at);

-- The lockout these replace counted on the member's row only after the password was checked.
alter table staff drop column failed_sign_ins;
alter table staff drop column locked_until;
