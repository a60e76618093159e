import { RETENTION_PROMISED } from '@tenora/domain/retention';
import { writeAudit } from '../../platform/audit.ts';
import {
  BorrowerScope,
  closeAccount,
  forgetUsers,
  languageOf,
  userById,
  userEmail,
  userLanguage,
} from '../../platform/auth.ts';
import { endMarketingConsent } from '../../platform/consents.ts';
import type { Queryable } from '../../platform/db.ts';
import { deleteEmailsTo, EmailDeliveryError } from '../../platform/email.ts';
import { translator } from '../../platform/messages.ts';
import type { AppDeps } from '../../platform/ports.ts';
import { deleteTextsTo, SmsDeliveryError, SmsDestinationError } from '../../platform/sms.ts';
import { eraseContactChanges } from '../borrower-contact/index.ts';
import { eraseChatbotRecords } from '../chatbot/index.ts';
import { eraseComplaintPhotos } from '../complaints/index.ts';
import { hasOrders } from '../ledger/index.ts';
import { eraseRatings } from '../loan-details/index.ts';
import {
  eraseMessageTexts,
  notify,
  recordSentNotification,
  type SentBy,
} from '../notifications/index.ts';
import { eraseUnusedBankAccounts } from '../payouts/index.ts';
import { eraseProductViews } from '../products/index.ts';
import { eraseRegistration } from '../promotion/index.ts';
import { eraseCards } from '../repayment/index.ts';
import {
  closeWithAccount,
  finishErasure,
  markTold,
  refuseErasure,
  requestForStaff,
  type StaffRequestRow,
} from './repository.ts';
import { loanList, openLoans } from './service.ts';

/**
 * The job that carries out an erasure staff approved (docs/product.md#privacy): durable, retried
 * with backoff, and idempotent, so a run that died half way is simply run again.
 */
export const ERASE_JOB = 'privacy-erase';
export const ERASE_RETRIES = 8;

/**
 * What an erasure does to each table that holds a borrower's rows (by their id, number or
 * address), and why what stays stays (docs/product.md#privacy). A table added with a borrower's
 * key must say here what becomes of it: `apps/server/test/privacy.test.ts` holds this map to the
 * schema, and finds no row of an erased borrower in a table marked `erased`.
 */
export const AT_ERASURE = {
  users: 'kept: the loan records name the borrower; no e-mail, a number only with loan records',
  sessions: 'erased',
  cards: 'erased',
  repayment_attempts: 'kept: a card’s attempts go with it; the rest are the payments’ record',
  bank_accounts: 'kept: only one a payout used, as that payment’s record',
  order_ratings: 'erased',
  product_events: 'erased',
  qa_records: 'erased',
  contact_changes: 'erased',
  registrations: 'erased',
  captchas: 'erased',
  phone_codes: 'erased',
  complaints: 'kept: a grievance and its answer are the lender’s record',
  complaint_images: 'kept: until 12 months after the answer; an answered complaint’s go now',
  notifications: 'blanked',
  sms_outbox: 'kept: the erasure’s own message alone',
  email_outbox: 'kept: the erasure’s own message alone',
  consents: 'kept: the ledger of what was agreed, and when',
  consent_sources: 'kept: with the choice it proves, until its retention',
  loan_consents: 'kept: part of the loan records',
  orders: 'kept: loan records',
  papers: 'kept: loan records',
  mandates: 'kept: loan records',
  provider_payments: 'kept: loan records',
  data_requests: 'kept: the proof that the request was answered',
} as const satisfies Record<string, 'erased' | 'blanked' | `kept: ${string}`>;

/** The template, SMS purpose and cause of the borrower's last message: the erasure's own. */
const ERASED = 'privacy.erased';
const erasedCause = (requestId: number) => `data-request:${requestId}:erased`;
/** Our reference of that message, the same on every try, so a provider takes it once. */
const erasedReference = (requestId: number) => `tenora-erasure-${requestId}`;

/**
 * Carries out one erasure, in this order:
 *
 * 1. The borrower is told, by SMS and e-mail sent here and now, not through the outbox's jobs:
 *    those read the number when they send, and by then it may be forgotten. `told_at` is set in
 *    the transaction that sends (the outbox gateways write in it; a provider is sent to while it
 *    is open, under our stable reference, so a retry after a lost commit is the same message to
 *    the provider). A passing failure throws before anything is erased, and the job tries again
 *    later; a number or address refused for good is noted in the message's log, and the erasure
 *    goes on, since nothing sent later could reach it either.
 * 2. Each owner erases its own rows, and the account is closed (the number kept with the loan
 *    records the law keeps) or, for a borrower who never had an order, forgotten; the request is
 *    done; all in one transaction, audited with the job as the actor. A run that fails here leaves
 *    everything as it was but the message, which the next run does not send again.
 */
export async function carryOutErasure(deps: AppDeps, requestId: number): Promise<void> {
  const request = await requestForStaff(deps.db, requestId);
  if (!request || request.status !== 'erasing') return;
  const user = await userById(deps.db, request.user_id);
  if (!user) return;
  if (!request.told_at) {
    // Staff checked for open loans when they approved, and signed the borrower out; one who signed
    // in again since and applied for a loan keeps their account, and is told why.
    if (await refusedForLoans(deps, request, 'privacy.erasure.openLoans')) return;
    await tellErased(deps, request, await hasOrders(deps.db, user.id));
  }

  const email = await userEmail(deps.db, user.id);
  const at = deps.clock.now();
  const erased = await deps.db.transaction(async (tx) => {
    const locked = await requestForStaff(tx, requestId, true);
    if (!locked || locked.status !== 'erasing') return false;
    // Asked again under the borrower's lock, which a loan's confirmation also takes: a loan applied
    // for since the first look stops the erasure, and one who has any order is never forgotten.
    const scope = BorrowerScope.forStaff(user.id, request.market, user.phone, tx);
    await scope.lock();
    const { open, anyOrder: keepsRecords } = await openLoans(deps, scope);
    if (open.length > 0) return false;
    const t = translator(languageOf(user));
    const removed = {
      otherRequests: await closeWithAccount(
        tx,
        user.id,
        requestId,
        t('privacy.closedWithAccount'),
        at,
      ),
      cards: await eraseCards(tx, user.id),
      bankAccounts: await eraseUnusedBankAccounts(tx, user.id),
      chatbotRecords: await eraseChatbotRecords(tx, user.id),
      productViews: await eraseProductViews(tx, user.id),
      ratings: await eraseRatings(tx, user.id),
      contactChanges: await eraseContactChanges(tx, user.id),
      ...(await eraseRegistration(tx, user.id, user.phone)),
      complaintPhotos: await eraseComplaintPhotos(deps.storage, tx, user.id, at),
      messageTexts: await eraseMessageTexts(tx, user.id, at, erasedCause(requestId)),
      outboxTexts: await deleteTextsTo(tx, user.phone, ERASED),
      outboxEmails: email ? await deleteEmailsTo(tx, email, erasedReference(requestId)) : 0,
      marketingConsent: (await endMarketingConsent(tx, user.id, at)) ? 1 : 0,
    };
    if (keepsRecords) await closeAccount(tx, user.id, at);
    else await forgetUsers(tx, [user.id]);
    await finishErasure(tx, requestId, at);
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'data-request.erased',
      objectType: 'data-request',
      objectId: requestId,
      before: { status: 'erasing' },
      after: {
        status: 'done',
        by: 'erasure job',
        account: keepsRecords ? 'closed' : 'forgotten',
        removed,
      },
    });
    return true;
  });
  // A loan applied for after the borrower was told: the erasure is refused, and the word taken back.
  if (!erased) {
    await refusedForLoans(deps, request, 'privacy.erasure.loanSince');
    return;
  }
  // This process stops resolving the ended sessions at once; the others within their cache's time.
  deps.sessions.dropUser(user.id);
}

async function refusedForLoans(
  deps: AppDeps,
  request: StaffRequestRow,
  why: 'privacy.erasure.openLoans' | 'privacy.erasure.loanSince',
): Promise<boolean> {
  const scope = BorrowerScope.forStaff(request.user_id, request.market, request.phone, deps.db);
  const { open, mandates } = await openLoans(deps, scope);
  if (open.length === 0) return false;
  const t = translator(await scope.language());
  const answer =
    why === 'privacy.erasure.openLoans'
      ? t(why, loanList(open, t), mandates.length > 0)
      : t(why, loanList(open, t));
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await refuseErasure(tx, request.id, answer, at))) return;
    await writeAudit(tx, deps.clock, {
      staffId: null,
      action: 'data-request.refuse',
      objectType: 'data-request',
      objectId: request.id,
      before: { status: 'erasing' },
      after: { status: 'refused', by: 'erasure job', answer },
    });
    await notify(deps, tx, {
      userId: request.user_id,
      market: request.market,
      template: 'privacy.refused',
      title: t('notify.privacy.refused.title'),
      body: t(
        'notify.privacy.refused.body',
        t('privacy.kind', request.kind),
        answer,
        t('privacy.law', request.market),
      ),
      collection: false,
      cause: `data-request:${request.id}:refuse`,
      at,
    });
  });
  return true;
}

/** A failure no later try can mend: the number or address refused, not the provider down. */
function isPermanent(err: unknown): boolean {
  return (
    err instanceof SmsDestinationError ||
    ((err instanceof SmsDeliveryError || err instanceof EmailDeliveryError) && !err.retryable)
  );
}

async function sentBy(
  channel: SentBy['channel'],
  send: () => Promise<{ providerId?: string }>,
): Promise<SentBy> {
  try {
    const sent = await send();
    return { channel, status: 'sent', reason: null, providerId: sent.providerId ?? null };
  } catch (err) {
    if (!isPermanent(err)) throw err;
    const reason = err instanceof SmsDestinationError ? 'destination refused' : String(err);
    return { channel, status: 'failed', reason, providerId: null };
  }
}

/**
 * The borrower's last message: their account is closed and their data erased, and what the law
 * keeps, for how long. Sent once (`markTold`), in their language; also their in-app
 * message and the console's log, should they sign in again.
 */
async function tellErased(
  deps: AppDeps,
  request: StaffRequestRow,
  keepsRecords: boolean,
): Promise<void> {
  // Told before anything is erased, in the language they chose, which the erasure then forgets.
  const locale = await userLanguage(deps.db, request.user_id, request.market);
  const t = translator(locale);
  const title = t('notify.privacy.erased.title');
  const body = t(
    'notify.privacy.erased.body',
    t('privacy.law', request.market),
    RETENTION_PROMISED.loanRecordYears,
    keepsRecords,
  );
  const reference = erasedReference(request.id);
  const email = await userEmail(deps.db, request.user_id);
  const at = deps.clock.now();
  await deps.db.transaction(async (tx: Queryable) => {
    if (!(await markTold(tx, request.id, at))) return;
    const sent = [
      await sentBy('sms', () =>
        (deps.sms.within?.(tx, request.phone) ?? deps.sms).send({
          to: request.phone,
          text: body,
          template: ERASED,
          purpose: ERASED,
          reference,
        }),
      ),
    ];
    if (email) {
      sent.push(
        await sentBy('email', () =>
          (deps.email.within?.(tx) ?? deps.email).send({
            to: email,
            subject: title,
            text: body,
            reference,
            locale,
          }),
        ),
      );
    }
    await recordSentNotification(
      tx,
      {
        userId: request.user_id,
        market: request.market,
        template: ERASED,
        title,
        body,
        collection: false,
        cause: erasedCause(request.id),
        at,
      },
      sent,
    );
  });
}
