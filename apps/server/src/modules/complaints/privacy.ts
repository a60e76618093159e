import { complaintReference } from '@tenora/domain/complaints';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import {
  heldColumns,
  heldOf,
  isoOf,
  type HeldRecord,
  type HeldRow,
  type HeldSummary,
} from '../../platform/held-data.ts';
import type { FileStorage } from '../../platform/storage.ts';

// The borrower's complaints for the privacy centre (docs/product.md#privacy). A complaint's
// words stay after an erasure, as the record of a grievance the regulators may ask for; its
// photos go, and it says so, as when their retention period ends (docs/product.md#retention).

export async function complaintsHeld(borrower: BorrowerScope): Promise<HeldSummary> {
  const [row] = await borrower.query<HeldRow>(
    `select ${heldColumns('created_at', 'id')} from complaints where user_id = $1`,
  );
  return heldOf(row, (id) => complaintReference(borrower.market, Number(id)));
}

export async function complaintRecords(borrower: BorrowerScope): Promise<HeldRecord[]> {
  const rows = await borrower.query<{
    id: number;
    order_id: number | null;
    problem_type: number;
    detail: string;
    created_at: Date;
    due_date: string;
    answer: string | null;
    answered_at: Date | null;
    score: number | null;
    images_removed_at: Date | null;
    photos: number;
  }>(
    `select c.id, c.order_id, c.problem_type, c.detail, c.created_at, c.due_date, c.answer,
            c.answered_at, c.score, c.images_removed_at,
            (select count(*)::int from complaint_images i where i.complaint_id = c.id) as photos
       from complaints c where c.user_id = $1 order by c.created_at, c.id`,
  );
  return rows.map((r) => ({
    reference: complaintReference(borrower.market, r.id),
    orderId: r.order_id,
    type: r.problem_type,
    detail: r.detail,
    madeAt: isoOf(r.created_at),
    dueDate: r.due_date,
    answer: r.answer,
    answeredAt: isoOf(r.answered_at),
    score: r.score,
    photos: r.photos,
    photosDeletedAt: isoOf(r.images_removed_at),
  }));
}

/**
 * Deletes the photos the borrower uploaded or was answered with (an erasure), in the caller's
 * transaction: each file first, then the rows, so no file outlives the row that finds it again
 * (a retried erasure finds the rows of files already gone, and deleting those again is nothing).
 * A complaint not yet answered keeps its evidence, as retention keeps it (docs/product.md#retention):
 * it is still being looked into, and its photos go 12 months after its answer. Their complaints
 * stay and say when the photos went. Answers how many went.
 */
export async function eraseComplaintPhotos(
  storage: FileStorage,
  tx: Queryable,
  userId: number,
  at: Date,
): Promise<number> {
  const images = await tx.query<{ id: string; storage_key: string; complaint_id: number | null }>(
    `select i.id, i.storage_key, i.complaint_id from complaint_images i
      where (i.user_id = $1
             or i.complaint_id in (select c.id from complaints c where c.user_id = $1))
        and (i.complaint_id is null
             or i.complaint_id in (select c.id from complaints c where c.answered_at is not null))`,
    [userId],
  );
  for (const image of images) await storage.delete(image.storage_key);
  await tx.query('delete from complaint_images where id = any($1::text[])', [
    images.map((i) => i.id),
  ]);
  const complaintIds = [
    ...new Set(images.map((i) => i.complaint_id).filter((id): id is number => id !== null)),
  ];
  await tx.query(
    `update complaints set images_removed_at = $2
      where id = any($1::bigint[]) and images_removed_at is null`,
    [complaintIds, at],
  );
  return images.length;
}
