-- What the privacy centre needs of the messages (docs/product.md#privacy).

-- A marketing message goes only while the borrower's marketing consent stands: the delivery asks
-- again when it is sent, so a withdrawal in between stops it.
alter table notifications add column marketing boolean not null default false;

-- When the erasure job told the borrower that their account is closed, by SMS and e-mail sent
-- directly (the number may be forgotten a moment later): a retried job does not tell them twice.
alter table data_requests add column told_at timestamptz;
