-- A text sent again by staff goes under a reference of its own (docs/decisions/111-sms-delivery-reports.md):
-- Infobip keeps message ids unique and would take the same reference as a duplicate, and a late
-- report on the earlier round must not mark the new one.
alter table notification_deliveries add column round integer not null default 0;
