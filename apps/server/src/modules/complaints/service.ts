import { createHash } from 'node:crypto';
import {
  PROBLEM_IMAGES_MAX,
  PROBLEM_SON_TYPES,
  PROBLEM_STATUS,
  PROBLEM_TYPE_COLLECTION,
  PROBLEM_TYPES,
  type ProblemOrder,
} from '@tenora/contract/complaints';
import type { AppConfig } from '@tenora/contract/film';
import {
  canExtendOn,
  complaintDueDate,
  complaintReference,
  dueSoonUntil,
  extendedDueDate,
  isDueSoon,
  isPastDue,
  UNSATISFIED_MAX_STARS,
} from '@tenora/domain/complaints';
import { addDays, formatDate, localDate } from '@tenora/domain/dates';
import { formatMoney } from '@tenora/domain/money';
import { BorrowerScope, userLanguage } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badInput, businessFailure, notFound } from '../../platform/errors.ts';
import { translator, type Translate } from '../../platform/messages.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { Market } from '@tenora/domain/market';
import { retentionCutoff } from '@tenora/domain/retention';
import { inBatches } from '../../platform/retention.ts';
import { qaRecordsForOps } from '../chatbot/index.ts';
import { liftCollectionHold, notify, placeCollectionHold } from '../notifications/index.ts';
import { opsOrdersOf } from '../loans/index.ts';
import type { AppDeps } from '../../platform/ports.ts';
import type { Queryable } from '../../platform/db.ts';
import { lockName } from '../../platform/locks.ts';
import { statusTitle } from '../../platform/status-text.ts';
import { loanAccount, loanMoneyForOps, loanSummaries, type LoanAccount } from '../ledger/index.ts';
import { cleanImage, imageIdsOf, imageUrl, newImageId, storageKeyOf } from './images.ts';
import {
  answerComplaint,
  assignableStaff,
  attachImages,
  attachStaffImages,
  complaintForOps,
  complaintImagesForOps,
  complaintQueue,
  complaintSummary,
  imageForOps,
  insertStaffImage,
  pendingStaffImages,
  complaintByKey,
  complaintForStaff,
  complaintOf,
  complaintsOf,
  deleteOrphanImages,
  extendComplaint,
  imageOf,
  imagesOf,
  insertAnswerImage,
  insertComplaint,
  insertImage,
  pendingImages,
  rateComplaint,
  expiredImages,
  removeExpiredImages,
  type ComplaintRow,
  type ImageRow,
} from './repository.ts';

const DAY_MS = 86_400_000;
/** An image not attached to a complaint within this long is removed. */
export const ORPHAN_AFTER_MS = DAY_MS;
/** Unattached uploads a borrower may hold at once: a few complaints' worth. */
const PENDING_IMAGES_MAX = PROBLEM_IMAGES_MAX * 3;
/** Without the app's request key, the same complaint sent again this soon is the same one. */
const SAME_CONTENT_MS = 10_000;

/**
 * The regulators' complaint channels: the RBI's Complaint Management System and OJK's Kontak
 * 157. Each app config's `allowedHosts` names its market's host, so the app may open it.
 */
export const ESCALATION_URL = {
  IN: 'https://cms.rbi.org.in',
  ID: 'https://kontak157.ojk.go.id',
} as const satisfies Record<Market, string>;

const titled = (values: readonly number[], title: (v: number) => string) =>
  values.map((value) => ({ value, title: title(value) }));

/**
 * Type 1 (collection conduct) needs an order that is or has been overdue: overdue now, or late
 * charges on the ledger, frozen ones included.
 */
function wasOverdue(account: LoanAccount): boolean {
  return (
    account.status === 180 ||
    account.status === 5 ||
    account.balance.daysLate > 0 ||
    account.balance.accruedPenalty > 0 ||
    account.order.carried_penalty > 0
  );
}

function orderSummary(account: LoanAccount, t: Translate): ProblemOrder {
  const { order } = account;
  const rows = [
    { title: t('complaint.row.amount'), value: formatMoney(order.principal, order.market) },
    { title: t('complaint.row.applied'), value: t.date(order.created_at, order.market) },
  ];
  if (account.due.date)
    rows.push({ title: t('complaint.row.due'), value: t.date(account.due.date, order.market) });
  return {
    orderNo: String(order.id),
    productLogo: order.product_logo,
    productName: order.product_name,
    status: account.status,
    statusText: statusTitle(account.status, t),
    rows,
    isShow: wasOverdue(account) ? 1 : 0,
  };
}

/** The borrower's own order, or 404 as every call naming someone else's order answers. */
async function ownOrder(clock: Clock, borrower: BorrowerScope, orderId: number, t: Translate) {
  const account = await loanAccount(clock, borrower, orderId);
  if (!account) throw notFound(t('order.notFound'));
  return account;
}

export async function problemInit(
  deps: AppDeps,
  borrower: BorrowerScope,
  orderId: number | undefined,
  t: Translate,
) {
  const chosen = orderId === undefined ? null : await ownOrder(deps.clock, borrower, orderId, t);
  const accounts: LoanAccount[] = [];
  for (const { order } of await loanSummaries(borrower, deps.clock)) {
    const account =
      order.id === chosen?.order.id ? chosen : await loanAccount(deps.clock, borrower, order.id);
    if (account) accounts.push(account);
  }
  const orderList = accounts.map((a) => orderSummary(a, t));
  return {
    problemType: titled(PROBLEM_TYPES, (v) => t('complaint.type', v)),
    problemSonType: titled(PROBLEM_SON_TYPES, (v) => t('complaint.sonType', v)),
    problemStatus: titled(Object.values(PROBLEM_STATUS), (v) => t('complaint.status', v)),
    orderDetail: chosen ? orderSummary(chosen, t) : (orderList[0] ?? null),
    orderList,
  };
}

interface SaveInput {
  problemType: number;
  problemSonType?: number | undefined;
  problemDetail?: string | undefined;
  problemImage?: string | undefined;
  orderNo?: number | undefined;
  requestKey?: string | undefined;
}

const saved = (row: Pick<ComplaintRow, 'id' | 'market' | 'due_date'>) => ({
  problemId: row.id,
  reference: complaintReference(row.market, row.id),
  dueDate: row.due_date,
});

/**
 * One complaint per filled-in form (docs/decisions/052-one-complaint-per-form.md): the app's
 * request key, else the same content within 10 s, answers the complaint already made.
 */
function requestKeysOf(input: SaveInput, imageIds: string[], now: Date): string[] {
  if (input.requestKey) return [`key:${input.requestKey}`];
  const content = createHash('sha256')
    .update(
      JSON.stringify([
        input.orderNo ?? null,
        input.problemType,
        input.problemSonType ?? null,
        input.problemDetail,
        imageIds,
      ]),
    )
    .digest('base64url');
  const slot = Math.floor(now.getTime() / SAME_CONTENT_MS);
  // The current slot first: it is the one written; the previous one catches a tap across a edge.
  return [`same:${content}:${slot}`, `same:${content}:${slot - 1}`];
}

export async function saveProblem(
  deps: AppDeps,
  borrower: BorrowerScope,
  input: SaveInput,
  t: Translate,
) {
  const detail = input.problemDetail ?? '';
  if (!detail) throw badInput(t('complaint.detailRequired'));
  if (!(PROBLEM_TYPES as readonly number[]).includes(input.problemType))
    throw badInput(t('complaint.typeUnknown'));
  const collection = input.problemType === PROBLEM_TYPE_COLLECTION;
  if (collection && !(PROBLEM_SON_TYPES as readonly number[]).includes(input.problemSonType ?? 0))
    throw badInput(t('complaint.sonTypeRequired'));
  const imageIds = imageIdsOf(input.problemImage);
  if (imageIds === null) throw badInput(t('complaint.imageUnknown'));
  if (imageIds.length > PROBLEM_IMAGES_MAX)
    throw badInput(t('complaint.tooManyImages', PROBLEM_IMAGES_MAX));

  const account =
    input.orderNo === undefined ? null : await ownOrder(deps.clock, borrower, input.orderNo, t);
  if (collection && !(account && wasOverdue(account)))
    throw businessFailure(t('complaint.collectionNotAllowed'));

  const now = deps.clock.now();
  const keys = requestKeysOf(input, imageIds, now);
  const earlier = await complaintByKey(borrower, keys);
  if (earlier) return saved(earlier);

  const dueDate = complaintDueDate(borrower.market, now);
  const made = await deps.db.transaction(async (tx) => {
    const scope = borrower.within(tx);
    const id = await insertComplaint(scope, {
      orderId: account?.order.id ?? null,
      type: input.problemType,
      sonType: collection ? (input.problemSonType ?? null) : null,
      detail,
      requestKey: keys[0] ?? '',
      at: now,
      dueDate,
    });
    if (id === null) return null;
    if (imageIds.length > 0 && (await attachImages(scope, id, imageIds)) !== imageIds.length)
      throw badInput(t('complaint.imageUnknown'));
    if (collection && account) {
      await placeCollectionHold(tx, { complaintId: id, orderId: account.order.id, at: now });
    }
    await tellBorrower(deps, tx, { id, user_id: borrower.userId, market: borrower.market }, now, {
      template: 'complaint.received',
      title: (bt) => bt('notify.complaint.received.title'),
      body: (bt, ref) =>
        bt('notify.complaint.received.body', ref, bt.date(dueDate, borrower.market)),
    });
    return id;
  });
  if (made !== null) return saved({ id: made, market: borrower.market, due_date: dueDate });
  // A double tap's twin made it a moment ago.
  const twin = await complaintByKey(borrower, keys);
  if (!twin) throw new AppError('server');
  return saved(twin);
}

/**
 * Tells the borrower what happened to their complaint, in their language, by message
 * (docs/product.md#messages), in the transaction that made it happen. Not a collection message:
 * it goes at any hour.
 */
async function tellBorrower(
  deps: AppDeps,
  tx: Queryable,
  complaint: { id: number; user_id: number; market: Market },
  at: Date,
  text: {
    template: string;
    title: (t: Translate) => string;
    body: (t: Translate, reference: string) => string;
  },
) {
  const bt = translator(await userLanguage(tx, complaint.user_id, complaint.market));
  await notify(deps, tx, {
    userId: complaint.user_id,
    market: complaint.market,
    template: text.template,
    title: text.title(bt),
    body: text.body(bt, complaintReference(complaint.market, complaint.id)),
    complaintId: complaint.id,
    collection: false,
    cause: `${text.template}:${complaint.id}`,
    at,
  });
}

function entryOf(row: ComplaintRow, t: Translate) {
  return {
    id: row.id,
    time: row.created_at.toISOString(),
    type: row.problem_type,
    typeTitle: t('complaint.type', row.problem_type),
    content: row.detail,
    reference: complaintReference(row.market, row.id),
    dueDate: row.due_date,
    status: statusOf(row),
  };
}

const statusOf = (row: Pick<ComplaintRow, 'answer'>) =>
  row.answer === null ? PROBLEM_STATUS.inProgress : PROBLEM_STATUS.resolved;

export async function listProblems(borrower: BorrowerScope, t: Translate) {
  const entries = (await complaintsOf(borrower)).map((row) => entryOf(row, t));
  return {
    tabs: [PROBLEM_STATUS.inProgress, PROBLEM_STATUS.resolved].map((status) => ({
      status,
      title: t('complaint.status', status),
      list: entries.filter((e) => e.status === status),
    })),
  };
}

/**
 * Where to escalate and from when (docs/product.md#complaints), on every complaint whatever its
 * state or rating: the regulator's address, and a sentence that says when it applies.
 */
function escalationOf(row: ComplaintRow, today: string, app: AppConfig | null, t: Translate) {
  const late = row.answer === null && isPastDue(row.due_date, today);
  const due = late || (row.score !== null && row.score <= UNSATISFIED_MAX_STARS);
  const state = row.answer !== null ? 'answered' : late ? 'late' : 'waiting';
  const dueDate = t.date(row.due_date, row.market);
  const from = t.date(addDays(row.due_date, 1), row.market);
  const common = { due, grievanceOfficer: app?.company.grievanceOfficer ?? null };
  if (row.market === 'IN') {
    return {
      ...common,
      authority: t('complaint.escalate.in.authority'),
      text: t(`complaint.escalate.in.${state}`, dueDate, from),
      url: ESCALATION_URL.IN,
    };
  }
  return {
    ...common,
    authority: 'OJK',
    text: t(`complaint.escalate.id.${state}`, dueDate, from),
    url: ESCALATION_URL.ID,
  };
}

export async function problemDetail(
  deps: AppDeps,
  borrower: BorrowerScope,
  problemId: number,
  app: AppConfig | null,
  t: Translate,
) {
  const row = await complaintOf(borrower, problemId);
  if (!row) throw notFound(t('complaint.notFound'));
  const images = await imagesOf(borrower, [row.id]);
  const urls = (role: ImageRow['role']) =>
    images.filter((i) => i.role === role).map((i) => imageUrl(i.id));
  const today = localDate(deps.clock.now(), row.market);
  return {
    problemId: row.id,
    type: row.problem_type,
    typeTitle: t('complaint.type', row.problem_type),
    sonType: row.problem_son_type,
    sonTypeTitle: row.problem_son_type === null ? '' : t('complaint.sonType', row.problem_son_type),
    content: row.detail,
    images: urls('evidence'),
    orderNo: row.order_id === null ? '' : String(row.order_id),
    reference: complaintReference(row.market, row.id),
    time: row.created_at.toISOString(),
    dueDate: row.due_date,
    extension:
      row.extension_reason !== null && row.previous_due_date !== null
        ? { reason: row.extension_reason, previousDueDate: row.previous_due_date }
        : null,
    status: statusOf(row),
    disposeDetail: row.answer ?? '',
    disposeImages: urls('answer'),
    disposeTime: row.answered_at?.toISOString() ?? null,
    isScore: row.answer !== null && row.score === null ? 1 : 0,
    score: row.score,
    escalation: escalationOf(row, today, app, t),
    imagesRemoved: row.images_removed_at
      ? t(
          'complaint.imagesRemoved',
          t.date(row.images_removed_at, row.market),
          deps.config.retention.complaintImageMonths,
        )
      : '',
  };
}

export async function saveScore(
  deps: AppDeps,
  borrower: BorrowerScope,
  problemId: number,
  score: number,
  t: Translate,
) {
  const row = await complaintOf(borrower, problemId);
  if (!row) throw notFound(t('complaint.notFound'));
  if (row.answer === null) throw businessFailure(t('complaint.scoreBeforeAnswer'));
  if (!(await rateComplaint(borrower, problemId, score, deps.clock.now())))
    throw businessFailure(t('complaint.scoredAlready'));
  return { score };
}

interface StoredImage {
  id: string;
  storageKey: string;
  contentType: string;
  size: number;
}

async function storeImage(deps: AppDeps, bytes: Uint8Array, t: Translate): Promise<StoredImage> {
  const image = await cleanImage(bytes, t);
  const id = newImageId();
  const storageKey = storageKeyOf(id, image.ext);
  await deps.storage.put(storageKey, { bytes: image.bytes, contentType: image.contentType });
  return { id, storageKey, contentType: image.contentType, size: image.bytes.length };
}

/**
 * Keeps a stored image if its uploader still has room for it, else removes its file. One
 * uploader's uploads take turns to count and keep, so forty sent at once keep no more than the
 * limit (docs/decisions/091-issued-once-under-concurrency.md).
 */
async function keepWithinLimit(
  deps: AppDeps,
  image: StoredImage,
  uploader: string,
  keep: (tx: Queryable) => Promise<boolean>,
): Promise<boolean> {
  let kept = false;
  try {
    kept = await deps.db.transaction(async (tx) => {
      await lockName(tx, `complaint-uploads:${uploader}`);
      return keep(tx);
    });
  } finally {
    if (!kept) await deps.storage.delete(image.storageKey);
  }
  return kept;
}

export async function uploadImage(
  deps: AppDeps,
  borrower: BorrowerScope,
  bytes: Uint8Array,
  t: Translate,
) {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - ORPHAN_AFTER_MS);
  const full = () => new AppError('too_many', t('upload.tooManyPending'));
  // Counted before the photo is cleaned, which is the costly part, and again to keep it.
  if ((await pendingImages(borrower, since)) >= PENDING_IMAGES_MAX) throw full();
  const image = await storeImage(deps, bytes, t);
  const kept = await keepWithinLimit(deps, image, `user:${borrower.userId}`, async (tx) => {
    const scoped = borrower.within(tx);
    if ((await pendingImages(scoped, since)) >= PENDING_IMAGES_MAX) return false;
    await insertImage(scoped, { ...image, at: now });
    return true;
  });
  if (!kept) throw full();
  return { url: imageUrl(image.id), imageId: image.id };
}

/** Served only to the image's borrower; staff will read through their own scope. */
export async function readImage(
  deps: AppDeps,
  borrower: BorrowerScope,
  imageId: string,
  t: Translate,
) {
  const row = await imageOf(borrower, imageId);
  const file = row && (await deps.storage.get(row.storage_key));
  if (!row || !file) throw notFound(t('upload.imageNotFound'));
  return { contentType: row.content_type, body: new Uint8Array(file.bytes) };
}

/** Removes images never attached to a complaint a day after upload, rows first, then files. */
export async function sweepOrphanImages(deps: Pick<AppDeps, 'db' | 'clock' | 'storage'>) {
  const keys = await deleteOrphanImages(
    deps.db,
    new Date(deps.clock.now().getTime() - ORPHAN_AFTER_MS),
  );
  for (const key of keys) await deps.storage.delete(key);
  return keys.length;
}

/**
 * Deletes the photos of the market's complaints answered longer ago than their period
 * (docs/product.md#retention), the borrower's and the answer's; the complaint stays and says when
 * they went. Each batch's files go first, then their rows, so no file outlives the row that
 * finds it again. Answers how many it deleted.
 */
export async function forgetExpiredImages(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  market: Market,
  at: Date,
): Promise<number> {
  const before = retentionCutoff(at, deps.config.retention.complaintImageMonths, market);
  return inBatches(async (limit) => {
    const images = await expiredImages(deps.db, market, before, limit);
    for (const image of images) await deps.storage.delete(image.storage_key);
    if (images.length > 0) await deps.db.transaction((tx) => removeExpiredImages(tx, images, at));
    return images.length;
  });
}

/** A complaint as the audit log keeps it: its state, not the borrower's words. */
const auditView = (row: ComplaintRow) => ({
  status: row.answer === null ? 'open' : 'answered',
  dueDate: row.due_date,
  previousDueDate: row.previous_due_date,
  extensionReason: row.extension_reason,
  answer: row.answer,
  answeredAt: row.answered_at?.toISOString() ?? null,
});

/**
 * The Process Result: text and images; the complaint becomes Resolved for the borrower at once.
 * The one path of the support API (`images`: base64, stored here) and the console (`imageIds`:
 * the member's uploads, attached here, and an audit entry), in one transaction.
 */
export async function giveAnswer(
  deps: AppDeps,
  input: {
    problemId: number;
    text: string;
    images?: string[] | undefined;
    imageIds?: string[] | undefined;
    staffId: number | null;
  },
  t: Translate,
) {
  const stored: StoredImage[] = [];
  for (const base64 of input.images ?? []) {
    stored.push(
      await storeImage(deps, Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64'), t),
    );
  }
  const uploaded = [...new Set(input.imageIds ?? [])];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await complaintForStaff(tx, input.problemId);
    if (!row) throw notFound(t('complaint.notFound'));
    if (row.answer !== null) throw businessFailure(t('complaint.answeredAlready'));
    await answerComplaint(tx, row.id, input.text, now, input.staffId);
    await liftCollectionHold(tx, row.id, now);
    await tellBorrower(deps, tx, row, now, {
      template: 'complaint.answered',
      title: (bt) => bt('notify.complaint.answered.title'),
      body: (bt, ref) => bt('notify.complaint.answered.body', ref),
    });
    for (const [position, image] of stored.entries()) {
      await insertAnswerImage(tx, {
        ...image,
        userId: row.user_id,
        complaintId: row.id,
        position,
        at: now,
      });
    }
    if (uploaded.length > 0) {
      const attached =
        input.staffId === null
          ? 0
          : await attachStaffImages(tx, {
              complaintId: row.id,
              userId: row.user_id,
              staffId: input.staffId,
              imageIds: uploaded,
            });
      if (attached !== uploaded.length) throw badInput(t('complaint.imageUnknown'));
    }
    if (input.staffId !== null) {
      await writeAudit(tx, deps.clock, {
        staffId: input.staffId,
        action: 'complaint.reply',
        objectType: 'complaint',
        objectId: row.id,
        before: auditView(row),
        after: {
          ...auditView({ ...row, answer: input.text, answered_at: now }),
          imageIds: uploaded,
        },
      });
    }
    return {
      problemId: row.id,
      status: PROBLEM_STATUS.resolved,
      images: [...stored.map((i) => i.id), ...uploaded].map(imageUrl),
    };
  });
}

/**
 * Indonesia only, once, before the answer: 10 more working days, with the reason shown. Shared
 * by the support API and the console (which adds the staff member and an audit entry).
 */
export async function extendDueDate(
  deps: AppDeps,
  input: { problemId: number; reason: string; staffId: number | null },
  t: Translate,
) {
  return deps.db.transaction(async (tx) => {
    const row = await complaintForStaff(tx, input.problemId);
    if (!row) throw notFound(t('complaint.notFound'));
    if (row.market !== 'ID') throw businessFailure(t('complaint.extendIndonesiaOnly'));
    if (row.extension_reason !== null || row.answer !== null)
      throw businessFailure(t('complaint.extendedAlready'));
    // Extending a complaint already late would take it out of the overdue count after the fact.
    if (!canExtendOn(row.due_date, localDate(deps.clock.now(), row.market)))
      // Staff's words (English) with the date as the console writes it: the market's own.
      throw businessFailure(t('complaint.extendPastDue', formatDate(row.due_date, row.market)));
    const dueDate = extendedDueDate(row.due_date);
    await extendComplaint(tx, row.id, {
      dueDate,
      reason: input.reason,
      at: deps.clock.now(),
      staffId: input.staffId,
    });
    await tellBorrower(deps, tx, row, deps.clock.now(), {
      template: 'complaint.extended',
      title: (bt) => bt('notify.complaint.extended.title'),
      body: (bt, ref) =>
        bt('notify.complaint.extended.body', ref, bt.date(dueDate, row.market), input.reason),
    });
    if (input.staffId !== null) {
      await writeAudit(tx, deps.clock, {
        staffId: input.staffId,
        action: 'complaint.extend',
        objectType: 'complaint',
        objectId: row.id,
        before: auditView(row),
        after: auditView({
          ...row,
          due_date: dueDate,
          previous_due_date: row.due_date,
          extension_reason: input.reason,
        }),
      });
    }
    return { problemId: row.id, dueDate };
  });
}

// The operator console (agent role).

const english = translator('en-IN');
const opsImageUrl = (imageId: string) => `/film/ops/complaints/image?imageId=${imageId}`;
const todayByMarket = (now: Date) => ({ IN: localDate(now, 'IN'), ID: localDate(now, 'ID') });
const dueSoonByMarket = (today: Record<Market, string>) => ({
  IN: dueSoonUntil('IN', today.IN),
  ID: dueSoonUntil('ID', today.ID),
});

function rowView(
  row: ComplaintRow & { assigned_to: number | null; assignee_name: string | null },
  today: Record<Market, string>,
) {
  const open = row.answer === null;
  return {
    complaintId: row.id,
    reference: complaintReference(row.market, row.id),
    market: row.market,
    type: row.problem_type,
    typeTitle: english('complaint.type', row.problem_type),
    status: row.answer === null ? ('open' as const) : ('answered' as const),
    createdAt: row.created_at.toISOString(),
    dueDate: row.due_date,
    overdue: open && isPastDue(row.due_date, today[row.market]),
    dueSoon: open && isDueSoon(row.market, row.due_date, today[row.market]),
    extended: row.extension_reason !== null,
    answeredAt: row.answered_at?.toISOString() ?? null,
    excerpt: row.detail.length > 80 ? `${row.detail.slice(0, 79)}…` : row.detail,
    assignee:
      row.assigned_to === null ? null : { staffId: row.assigned_to, name: row.assignee_name ?? '' },
  };
}

/** A reference (TNC-IN-000123) or its number; null when it names no complaint at all. */
function referenceOf(reference: string): { id: number; market?: Market } | null {
  const m = /^(?:TNC-(IN|ID)-)?0*(\d{1,15})$/i.exec(reference.trim());
  if (!m) return null;
  const market = m[1]?.toUpperCase() as Market | undefined;
  return { id: Number(m[2]), ...(market ? { market } : {}) };
}

export async function complaintQueueForOps(
  deps: AppDeps,
  f: {
    market?: Market | undefined;
    type?: number | undefined;
    status?: 'open' | 'dueSoon' | 'overdue' | 'answered' | 'all' | undefined;
    reference?: string | undefined;
    /** The member asking and which complaints of theirs, if only theirs. */
    assignee?: 'me' | 'none' | undefined;
    staffId: number;
    page: number;
    pageSize: number;
  },
) {
  const today = todayByMarket(deps.clock.now());
  const empty = { rows: [], total: 0, page: f.page, pageSize: f.pageSize };
  let complaintId: number | undefined;
  let market = f.market;
  if (f.reference) {
    const ref = referenceOf(f.reference);
    // A reference of one market never names another market's complaint.
    if (ref === null || (ref.market && market && ref.market !== market)) return empty;
    complaintId = ref.id;
    market = ref.market ?? market;
  }
  const { rows, total } = await complaintQueue(deps.db, {
    market,
    type: f.type,
    status: f.status ?? 'open',
    complaintId,
    assignedTo: f.assignee === 'me' ? f.staffId : f.assignee === 'none' ? null : undefined,
    today,
    dueSoonUntil: dueSoonByMarket(today),
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  return { rows: rows.map((r) => rowView(r, today)), total, page: f.page, pageSize: f.pageSize };
}

const QA_KINDS = { 1: 'handOver', 2: 'solved', 3: 'rating', 4: 'text' } as const;

export async function complaintDetailForOps(deps: AppDeps, complaintId: number) {
  const row = await complaintForOps(deps.db, complaintId);
  if (!row) throw notFound(english('complaint.notFound'));
  const today = todayByMarket(deps.clock.now());
  const images = await complaintImagesForOps(deps.db, row.id);
  const urls = (role: ImageRow['role']) =>
    images.filter((i) => i.role === role).map((i) => opsImageUrl(i.id));
  const user = { id: row.user_id, market: row.market, phone: row.phone };
  const order =
    row.order_id === null
      ? null
      : ((await opsOrdersOf(deps.db, deps.clock, user)).find((o) => o.orderId === row.order_id) ??
        null);
  const scope = BorrowerScope.forStaff(user.id, user.market, user.phone, deps.db);
  const loan = order ? await loanMoneyForOps(deps.clock, scope, order.orderId) : null;
  const records = await qaRecordsForOps(deps.db, row.user_id, row.order_id);
  return {
    ...rowView(row, today),
    sonType: row.problem_son_type,
    sonTypeTitle:
      row.problem_son_type === null ? '' : english('complaint.sonType', row.problem_son_type),
    text: row.detail,
    images: urls('evidence'),
    imagesRemovedAt: row.images_removed_at?.toISOString() ?? null,
    borrower: { userId: row.user_id, phone: row.phone },
    order,
    loan,
    chatbot: records.map((r) => ({
      at: r.created_at.toISOString(),
      kind: QA_KINDS[r.type as keyof typeof QA_KINDS] ?? 'text',
      value: r.value,
      orderId: r.order_id,
      entryTitle: r.entry_title,
      matchedTitle: r.matched_title,
    })),
    extension:
      row.extension_reason !== null && row.previous_due_date !== null && row.extended_at
        ? {
            reason: row.extension_reason,
            previousDueDate: row.previous_due_date,
            extendedAt: row.extended_at.toISOString(),
          }
        : null,
    canExtend:
      row.market === 'ID' &&
      row.answer === null &&
      row.extension_reason === null &&
      canExtendOn(row.due_date, today[row.market]),
    assignable: (await assignableStaff(deps.db)).map((m) => ({ staffId: m.id, name: m.name })),
    answer:
      row.answer !== null && row.answered_at
        ? {
            text: row.answer,
            images: urls('answer'),
            answeredAt: row.answered_at.toISOString(),
            staffName: row.answered_by_name,
          }
        : null,
    score: row.score,
  };
}

export async function complaintSummaryForOps(deps: AppDeps) {
  const today = todayByMarket(deps.clock.now());
  const rows = await complaintSummary(deps.db, today, dueSoonByMarket(today));
  return {
    markets: (['IN', 'ID'] as const).map((market) => {
      const r = rows.find((x) => x.market === market);
      const answered = r?.answered ?? 0;
      const overdue = r?.overdue ?? 0;
      const within = r?.answered_within_due ?? 0;
      // A complaint still open past its due date has already missed it: leaving it out would
      // raise the share the longer complaints go unanswered.
      const counted = answered + overdue;
      return {
        market,
        open: r?.open ?? 0,
        overdue,
        dueSoon: r?.due_soon ?? 0,
        answered,
        answeredWithinDue: within,
        answeredOrOverdue: counted,
        shareAnsweredWithinDue: counted === 0 ? null : within / counted,
      };
    }),
    types: PROBLEM_TYPES.map((type) => ({ type, title: english('complaint.type', type) })),
  };
}

/** A reply image, through the borrower's pipeline; at most a few unattached per member. */
export async function uploadImageAsStaff(deps: AppDeps, staffId: number, bytes: Uint8Array) {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - ORPHAN_AFTER_MS);
  const full = () => new AppError('too_many', english('upload.tooManyPending'));
  if ((await pendingStaffImages(deps.db, staffId, since)) >= PENDING_IMAGES_MAX) throw full();
  const image = await storeImage(deps, bytes, english);
  const kept = await keepWithinLimit(deps, image, `staff:${staffId}`, async (tx) => {
    if ((await pendingStaffImages(tx, staffId, since)) >= PENDING_IMAGES_MAX) return false;
    await insertStaffImage(tx, { ...image, at: now, staffId });
    return true;
  });
  if (!kept) throw full();
  return { imageId: image.id, url: opsImageUrl(image.id) };
}

export async function readImageForOps(deps: AppDeps, staffId: number, imageId: string) {
  const row = await imageForOps(deps.db, imageId, staffId);
  const file = row && (await deps.storage.get(row.storage_key));
  if (!row || !file) throw notFound(english('upload.imageNotFound'));
  return { contentType: row.content_type, body: new Uint8Array(file.bytes) };
}
