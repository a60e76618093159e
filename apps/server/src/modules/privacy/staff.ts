import type { OpsDataRequest } from '@tenora/contract/privacy';
import { MARKETS, type Market } from '@tenora/domain/market';
import {
  isRequestDueSoon,
  isRequestOverdue,
  REQUEST_DUE_SOON_HOURS,
  type DataRequestKind,
} from '@tenora/domain/privacy';
import { writeAudit } from '../../platform/audit.ts';
import {
  BorrowerScope,
  endUserSessions,
  isForgottenPhone,
  userLanguage,
} from '../../platform/auth.ts';
import { businessFailure, notFound } from '../../platform/errors.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { staffByIds } from '../../platform/staff-auth.ts';
import { notify } from '../notifications/index.ts';
import { ERASE_JOB } from './erasure.ts';
import {
  decideRequest,
  queueCounts,
  requestForStaff,
  requestQueue,
  type StaffRequestRow,
} from './repository.ts';
import { loanList, openLoans, requestView } from './service.ts';

/** The queue's page size: the console pages as it does for complaints. */
export const DATA_REQUEST_PAGE_SIZE = 50;

/** Each market's end of "due soon" from `now`. */
function dueSoonUntil(now: Date): Record<Market, Date> {
  return Object.fromEntries(
    MARKETS.map((m) => [m, new Date(now.getTime() + REQUEST_DUE_SOON_HOURS[m] * 3_600_000)]),
  ) as Record<Market, Date>;
}

function opsView(
  r: StaffRequestRow,
  names: Map<number, { name: string }>,
  now: Date,
): OpsDataRequest {
  return {
    ...requestView(r),
    userId: r.user_id,
    market: r.market,
    phone: isForgottenPhone(r.phone) ? null : r.phone,
    overdue: isRequestOverdue(r.status, r.due_at, now),
    dueSoon: isRequestDueSoon(r.market, r.status, r.due_at, now),
    closedBy: r.closed_by === null ? null : (names.get(r.closed_by)?.name ?? null),
    erasedAt: r.erased_at?.toISOString() ?? null,
  };
}

/** The console's queue of data requests, a page at a time, with each market's counts. */
export async function dataRequestQueue(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  f: {
    market?: Market | undefined;
    kind?: DataRequestKind | undefined;
    status?: 'open' | 'dueSoon' | 'overdue' | 'closed' | 'all' | undefined;
    id?: number | undefined;
    page: number;
  },
) {
  const now = deps.clock.now();
  const until = dueSoonUntil(now);
  const [{ rows, total }, counts] = await Promise.all([
    requestQueue(deps.db, {
      market: f.market,
      kind: f.kind,
      status: f.status ?? 'open',
      id: f.id,
      now,
      dueSoonUntil: until,
      limit: DATA_REQUEST_PAGE_SIZE,
      offset: (f.page - 1) * DATA_REQUEST_PAGE_SIZE,
    }),
    queueCounts(deps.db, now, until),
  ]);
  const names = await staffByIds(
    deps.db,
    rows.map((r) => r.closed_by),
  );
  return {
    counts: MARKETS.map((market) => {
      const c = counts.find((x) => x.market === market);
      return { market, open: c?.open ?? 0, dueSoon: c?.due_soon ?? 0, overdue: c?.overdue ?? 0 };
    }),
    rows: rows.map((r) => opsView(r, names, now)),
    total,
    page: f.page,
    pageSize: DATA_REQUEST_PAGE_SIZE,
  };
}

/** A request as the audit log keeps it: its state and the member's note, not the borrower's words. */
const audited = (r: { status: string; answer: string | null }) => ({
  status: r.status,
  answer: r.answer,
});

/**
 * A member acts on an open request (docs/product.md#privacy), audited as
 * `data-request.<action>` with before and after in the same transaction. `answer` and `refuse`
 * close it and tell the borrower in the note's words; `erase` approves an erasure, checking again
 * that no loan is open, and queues the job that carries it out and tells the borrower.
 */
export async function actOnRequest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'sessions'>,
  staffId: number,
  input: { id: number; action: 'answer' | 'erase' | 'refuse'; note: string },
  t: Translate,
): Promise<OpsDataRequest> {
  const at = deps.clock.now();
  const note = input.note.trim();
  await deps.db.transaction(async (tx) => {
    const row = await requestForStaff(tx, input.id, true);
    if (!row) throw notFound(t('request.notFound'));
    if (row.status !== 'open') throw businessFailure(t('privacy.ops.closed', row.status));
    if (input.action === 'erase' && row.kind !== 'erasure') {
      throw businessFailure(t('privacy.ops.eraseOnlyErasure'));
    }
    if (input.action === 'answer' && row.kind === 'erasure') {
      throw businessFailure(t('privacy.ops.answerErasure'));
    }
    if (input.action === 'erase') {
      const scope = BorrowerScope.forStaff(row.user_id, row.market, row.phone, tx);
      const { open } = await openLoans(deps, scope);
      if (open.length > 0) throw businessFailure(t('privacy.ops.openLoans', loanList(open, t)));
    }
    const status =
      input.action === 'erase' ? 'erasing' : input.action === 'refuse' ? 'refused' : 'done';
    await decideRequest(tx, row.id, { status, answer: note, staffId, at });
    await writeAudit(tx, deps.clock, {
      staffId,
      action: `data-request.${input.action}`,
      objectType: 'data-request',
      objectId: row.id,
      before: audited(row),
      after: audited({ status, answer: note }),
    });
    if (input.action === 'erase') {
      // Signed out at once: no loan can be applied for in the seconds before the job runs, unless
      // the borrower signs in anew, which the job checks again (erasure.ts).
      await endUserSessions(tx, row.user_id);
      await deps.jobs.send(tx, ERASE_JOB, [{ requestId: row.id }]);
      return;
    }
    const bt = translator(await userLanguage(tx, row.user_id, row.market));
    const kind = bt('privacy.kind', row.kind);
    await notify(deps, tx, {
      userId: row.user_id,
      market: row.market,
      template: `privacy.${input.action === 'refuse' ? 'refused' : 'answered'}`,
      title: bt(
        input.action === 'refuse'
          ? 'notify.privacy.refused.title'
          : 'notify.privacy.answered.title',
      ),
      body:
        input.action === 'refuse'
          ? bt('notify.privacy.refused.body', kind, note, bt('privacy.law', row.market))
          : bt('notify.privacy.answered.body', kind, note),
      collection: false,
      cause: `data-request:${row.id}:${input.action}`,
      at,
    });
  });
  const row = await requestForStaff(deps.db, input.id);
  if (!row) throw notFound(t('request.notFound'));
  if (input.action === 'erase') deps.sessions.dropUser(row.user_id);
  return opsView(row, await staffByIds(deps.db, [row.closed_by]), deps.clock.now());
}
