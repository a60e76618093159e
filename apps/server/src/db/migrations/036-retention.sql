-- Data kept only as long as the privacy notices promise (docs/product.md#retention,
-- docs/decisions/107-data-kept-as-long-as-promised.md). Each night a task per owner deletes or
-- blanks what has passed its period, a thousand rows a statement, found by these indexes.

-- A complaint stays; its photos go a period after its answer, and it says when they went.
alter table complaints add column images_removed_at timestamptz;
create index complaint_images_attached_age_idx on complaint_images (created_at)
  where complaint_id is not null;

-- Someone who registered and then borrowed keeps their registration with their loan records: once
-- found to have a loan, they are never looked at again (orders are never deleted).
alter table registrations add column became_borrower boolean not null default false;
create index registrations_never_borrowed_idx on registrations (registered_at, user_id)
  where not became_borrower;
create index phone_codes_age_idx on phone_codes (created_at);

-- A message's text goes a period after it was written; the row stays, with its title, its
-- deliveries and their results, for the console's log.
alter table notifications add column text_removed_at timestamptz;
create index notifications_text_age_idx on notifications (market, created_at)
  where text_removed_at is null;
create index sms_outbox_age_idx on sms_outbox (sent_at);
create index email_outbox_age_idx on email_outbox (sent_at);
