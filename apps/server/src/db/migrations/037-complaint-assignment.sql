-- Who on the lender's staff answers a complaint (docs/product.md#operator-console). The agent is
-- e-mailed on the working day before its due date; `agent_told_on` is the day that e-mail was
-- queued, so it goes once per assignment, and a new assignment clears it for the new agent.
alter table complaints add column assigned_to bigint references staff (id);
alter table complaints add column assigned_at timestamptz;
alter table complaints add column agent_told_on date;
-- The open complaints an agent holds, and those the daily reminder looks through.
create index complaints_open_due_idx on complaints (due_date) where answer is null;
