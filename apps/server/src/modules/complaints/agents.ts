import { agentReminderDay, complaintReference } from '@tenora/domain/complaints';
import { addDays, formatDate, localDate } from '@tenora/domain/dates';
import type { Market } from '@tenora/domain/market';
import { writeAudit } from '../../platform/audit.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import { translator } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { staffByIds } from '../../platform/staff-auth.ts';
import {
  assignableStaff,
  assignComplaint,
  complaintForAgent,
  complaintForStaff,
  complaintsToTellAgents,
  markAgentTold,
} from './repository.ts';

/*
 * The lender's side of a complaint's clock (docs/product.md#operator-console): a complaint is
 * given to an agent, and the agent is e-mailed on the last working day before its due date.
 */

/** The job that e-mails one agent about one complaint; the hourly scan queues it. */
export const TELL_AGENT_JOB = 'tell-agent';

export interface TellAgent {
  complaintId: number;
  staffId: number;
  /** The market's day the e-mail is for: one per complaint, assignment and day. */
  day: string;
}

const english = translator('en-IN');

/** Gives an open complaint to an active agent, or to no one; audited as complaint.assign. */
export async function assignToAgent(
  deps: AppDeps,
  input: { complaintId: number; staffId: number | null; by: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await complaintForStaff(tx, input.complaintId);
    if (!row) throw notFound(english('complaint.notFound'));
    if (row.answer !== null) throw businessFailure(english('complaint.assignAnswered'));
    if (
      input.staffId !== null &&
      !(await assignableStaff(tx)).some((member) => member.id === input.staffId)
    ) {
      throw businessFailure(english('complaint.assignNotAgent'));
    }
    const from = (await complaintForAgent(tx, row.id))?.assigned_to ?? null;
    if (from === input.staffId) return;
    await assignComplaint(tx, row.id, { staffId: input.staffId, at: deps.clock.now() });
    await writeAudit(tx, deps.clock, {
      staffId: input.by,
      action: 'complaint.assign',
      objectType: 'complaint',
      objectId: row.id,
      before: { assignedTo: from },
      after: { assignedTo: input.staffId },
    });
  });
}

/**
 * Each working hour of the market's day: queues an e-mail to the agent of every open complaint
 * whose reminder day has come (the working day before it is due) and whose agent was not told.
 * A complaint assigned later, up to its due date, is told at the next hour. Marked told in the
 * transaction that queues the e-mail, so it goes once whichever worker runs the hour.
 */
export async function scanAgentReminders(deps: AppDeps, market: Market, at: Date): Promise<void> {
  const today = localDate(at, market);
  await deps.db.transaction(async (tx) => {
    // The reminder day is at most a long holiday before the due date.
    const rows = await complaintsToTellAgents(tx, market, today, addDays(today, 14));
    const due = rows.filter((r) => agentReminderDay(market, r.due_date) <= today);
    if (due.length === 0) return;
    await markAgentTold(
      tx,
      due.map((r) => r.id),
      today,
    );
    await deps.jobs.send<TellAgent>(
      tx,
      TELL_AGENT_JOB,
      due.map((r) => ({ complaintId: r.id, staffId: r.assigned_to, day: today })),
    );
  });
}

/** Where the console opens a complaint, on its own host when it has one. */
function consoleLink(deps: AppDeps, complaintId: number): string {
  const origin = deps.config.consoleHost
    ? `https://${deps.config.consoleHost}`
    : deps.config.publicUrl;
  return `${origin}/console/complaints/${complaintId}`;
}

/**
 * E-mails the agent, in English like the console, unless the complaint was answered or given to
 * someone else meanwhile. A failure is thrown, so the job is tried again.
 */
export async function tellAgent(deps: AppDeps, job: TellAgent): Promise<void> {
  const row = await complaintForAgent(deps.db, job.complaintId);
  if (!row || row.answer !== null || row.assigned_to !== job.staffId) return;
  const member = (await staffByIds(deps.db, [job.staffId])).get(job.staffId);
  if (!member) return;
  const reference = complaintReference(row.market, job.complaintId);
  const when =
    row.due_date === job.day
      ? 'today'
      : row.due_date === addDays(job.day, 1)
        ? 'tomorrow'
        : `on ${formatDate(row.due_date, 'IN')}`;
  const dueOn = formatDate(row.due_date, 'IN');
  await deps.email.send({
    to: member.email,
    subject: `Complaint ${reference} is due ${when}`,
    text: [
      `Hello ${member.name},`,
      '',
      `The complaint ${reference} (${english('complaint.type', row.problem_type)}) assigned to you must be answered by ${dueOn}, in the borrower's market's calendar. It is still open.`,
      '',
      `Open it in the console: ${consoleLink(deps, job.complaintId)}`,
      '',
      'You get this e-mail once, on the working day before the due date, because the complaint is assigned to you.',
    ].join('\n'),
    reference: `complaint-${job.complaintId}-agent-${job.staffId}-${job.day}`,
    locale: 'en-IN',
  });
}
