-- The console's lists on a grown book (docs/performance.md#at-scale): each read its rows by going
-- through every order, delivery or audit entry. Built in the migration's transaction, so writes to
-- these tables wait for them: seconds on a book of millions of rows.

-- The credit staff's queues: applications under review, oldest first, and approved loans waiting
-- for disbursal, oldest decision first; each with its count.
create index orders_review_queue_idx on orders (created_at, id) where decision = 'pending';
create index orders_disbursal_queue_idx on orders (decided_at, id)
  where decision = 'approved' and disbursed_at is null;

-- The job queues' page counts the deliveries failed for good, by channel.
create index notification_deliveries_failed_idx on notification_deliveries (channel)
  where status = 'failed';

-- The audit log narrowed to one action, newest first.
create index audit_log_action_idx on audit_log (action, at desc, id desc);
