import type { Market } from '@tenora/domain/market';
import { writeAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { inbox, inboxMessage, markHandled, type InboxRow } from './repository.ts';

const view = (r: InboxRow) => ({
  id: r.id,
  market: r.market,
  appName: r.app_name,
  name: r.name,
  telephone: r.telephone,
  email: r.email,
  message: r.message,
  createdAt: r.created_at.toISOString(),
  handledAt: r.handled_at?.toISOString() ?? null,
  handledBy: r.handled_by_email,
});

export async function listInbox(
  deps: AppDeps,
  f: {
    state: 'open' | 'handled' | 'all';
    market?: Market | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { rows, total } = await inbox(deps.db, {
    ...f,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  return { rows: rows.map(view), total, page: f.page, pageSize: f.pageSize };
}

/** Marks a message handled once, audited; a handled one is answered as it is. */
export async function handleMessage(deps: AppDeps, staffId: number, id: number) {
  return deps.db.transaction(async (tx) => {
    const before = await inboxMessage(tx, id, true);
    if (!before) throw notFound('This message was not found.');
    if (before.handled_at) return view(before);
    await markHandled(tx, id, staffId, deps.clock.now());
    const after = await inboxMessage(tx, id);
    if (!after) throw notFound('This message was not found.');
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'contact.handle',
      objectType: 'site_message',
      objectId: id,
      before: { handledAt: null },
      after: { handledAt: after.handled_at?.toISOString() ?? null },
    });
    return view(after);
  });
}
