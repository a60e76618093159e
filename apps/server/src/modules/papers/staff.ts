import { writeAudit } from '../../platform/audit.ts';
import { BorrowerScope, userById, userLanguage } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { notify } from '../notifications/index.ts';
import { paperById } from './repository.ts';
import { fileOf, listPapers } from './service.ts';

/** A borrower's papers as the console lists them; an unknown borrower is not found. */
export async function borrowerPapers(deps: AppDeps, userId: number, t: Translate) {
  const user = await userById(deps.db, userId);
  if (!user) throw notFound(t('request.notFound'));
  return listPapers(BorrowerScope.forStaff(user.id, user.market, user.phone, deps.db));
}

/** A paper drawn as its borrower gets it. */
export async function staffPaperPdf(deps: AppDeps, id: number, t: Translate) {
  const paper = await paperById(deps.db, id);
  if (!paper) throw notFound(t('paper.notFound'));
  return fileOf(paper);
}

/**
 * Tells the borrower of a paper again, in their language, by every channel, with an
 * audit entry, in one transaction: for a borrower who lost the message or the file.
 */
export async function resendPaper(deps: AppDeps, staffId: number, id: number, t: Translate) {
  const now = deps.clock.now();
  const userId = await deps.db.transaction(async (tx) => {
    const paper = await paperById(tx, id);
    if (!paper) throw notFound(t('paper.notFound'));
    const bt = translator(await userLanguage(tx, paper.user_id, paper.market));
    const notificationId = await notify(deps, tx, {
      userId: paper.user_id,
      market: paper.market,
      template: 'paper.resend',
      title: paper.layout.title,
      body: bt('notify.paper.resend.body', paper.layout.title, paper.number),
      orderId: paper.order_id,
      paperId: paper.id,
      collection: false,
      cause: `paper:${paper.id}:resend:${now.toISOString()}`,
      at: now,
    });
    await writeAudit(tx, deps.clock, {
      staffId,
      action: 'paper.resend',
      objectType: 'paper',
      objectId: paper.id,
      before: null,
      after: { number: paper.number, notificationId },
    });
    return paper.user_id;
  });
  return borrowerPapers(deps, userId, t);
}
