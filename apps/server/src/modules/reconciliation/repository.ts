import type { Market } from '@tenora/domain/market';
import type { Queryable } from '../../platform/db.ts';
import type { SettledItem } from '../../platform/payments.ts';

/** The SQL of `recon_runs`, `recon_seen` and `recon_items`, which this module alone owns. */

export type ReconKind =
  'missing_in_ledger' | 'missing_at_provider' | 'amount_differs' | 'duplicate' | 'booked_late';

export interface ReconItemRow {
  id: number;
  provider: string;
  market: Market;
  day: string;
  kind: ReconKind;
  subject: 'payment' | 'payout';
  reference: string | null;
  provider_item_id: string | null;
  provider_amount: number | null;
  our_amount: number | null;
  detail: string;
  status: 'open' | 'resolved';
  resolution: string | null;
  resolved_by: number | null;
  resolved_at: Date | null;
  created_at: Date;
}

const ITEM_COLUMNS = `id::int as id, provider, market, to_char(day, 'YYYY-MM-DD') as day, kind, subject,
  reference, provider_item_id, provider_amount::bigint as provider_amount, our_amount::bigint as our_amount,
  detail, status, resolution, resolved_by::int as resolved_by, resolved_at, created_at`;

const itemOf = (r: ReconItemRow): ReconItemRow => ({
  ...r,
  provider_amount: r.provider_amount === null ? null : Number(r.provider_amount),
  our_amount: r.our_amount === null ? null : Number(r.our_amount),
});

/**
 * Keeps the items of a provider's books not seen before, and answers those: a day read again, or
 * an item listed on two days, is matched once.
 */
export async function seeNew(
  tx: Queryable,
  provider: string,
  day: string,
  items: readonly SettledItem[],
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = await tx.query<{ provider_item_id: string }>(
    `insert into recon_seen (provider, provider_item_id, kind, reference, amount, day)
     select $1, i.id, i.kind, i.reference, i.amount, $2::date
       from unnest($3::text[], $4::text[], $5::text[], $6::bigint[]) as i(id, kind, reference, amount)
     on conflict do nothing
     returning provider_item_id`,
    [
      provider,
      day,
      items.map((i) => i.providerItemId),
      items.map((i) => i.kind),
      items.map((i) => i.reference),
      items.map((i) => i.amount),
    ],
  );
  return new Set(rows.map((r) => r.provider_item_id));
}

/**
 * Fresh statistics after a busy day: the table grows by a day's books at once, faster than the
 * autovacuum's analyze may follow, and its plans read the statistics.
 */
export async function analyzeSeen(db: Queryable): Promise<void> {
  await db.query('analyze recon_seen');
}

/** Which of these items of a provider's books were never seen before. */
export async function unseenItems(
  db: Queryable,
  provider: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `select i.id from unnest($2::text[]) as i(id)
      where not exists (select 1 from recon_seen s where s.provider = $1 and s.provider_item_id = i.id)`,
    [provider, ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** Which of our references a provider's books have listed, on any day. */
export async function seenReferences(
  db: Queryable,
  provider: string,
  kind: 'payment' | 'payout',
  references: readonly string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  // From the references asked, each looked up by the index: a generic plan that started from the
  // table would read all its rows for every slice.
  const rows = await db.query<{ reference: string }>(
    `select r.reference from unnest($3::text[]) as r(reference)
      where exists (select 1 from recon_seen s
                     where s.provider = $1 and s.kind = $2 and s.reference = r.reference)`,
    [provider, kind, references],
  );
  return new Set(rows.map((r) => r.reference));
}

export interface NewItem {
  provider: string;
  market: Market;
  day: string;
  kind: ReconKind;
  subject: 'payment' | 'payout';
  reference: string | null;
  providerItemId: string | null;
  providerAmount: number | null;
  ourAmount: number | null;
  detail: string;
  /** Booked late by the run itself: nothing is left for staff. */
  resolution?: string;
}

/** Adds what a run found; the same finding again (a day read twice) is kept once. */
export async function addItems(
  tx: Queryable,
  items: readonly NewItem[],
  at: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await tx.query(
    `insert into recon_items (provider, market, day, kind, subject, reference, provider_item_id,
       provider_amount, our_amount, detail, status, resolution, resolved_at, created_at)
     select i.provider, i.market, i.day::date, i.kind, i.subject, i.reference, i.item,
            i.provider_amount, i.our_amount, i.detail,
            case when i.resolution is null then 'open' else 'resolved' end,
            i.resolution, case when i.resolution is null then null else $12::timestamptz end, $12
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::bigint[], $9::bigint[], $10::text[], $11::text[])
            as i(provider, market, day, kind, subject, reference, item, provider_amount, our_amount,
                 detail, resolution)
     on conflict do nothing
     returning id`,
    [
      items.map((i) => i.provider),
      items.map((i) => i.market),
      items.map((i) => i.day),
      items.map((i) => i.kind),
      items.map((i) => i.subject),
      items.map((i) => i.reference),
      items.map((i) => i.providerItemId),
      items.map((i) => i.providerAmount),
      items.map((i) => i.ourAmount),
      items.map((i) => i.detail),
      items.map((i) => i.resolution ?? null),
      at,
    ],
  );
  return rows.length;
}

export async function recordRun(
  tx: Queryable,
  r: {
    provider: string;
    market: Market;
    day: string;
    at: Date;
    providerItems: number;
    matched: number;
    flagged: number;
    booked: number;
  },
): Promise<void> {
  await tx.query(
    `insert into recon_runs (provider, market, day, ran_at, provider_items, matched, flagged, booked)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (provider, market, day) do update
       set ran_at = excluded.ran_at,
           provider_items = recon_runs.provider_items + excluded.provider_items,
           matched = recon_runs.matched + excluded.matched,
           flagged = recon_runs.flagged + excluded.flagged,
           booked = recon_runs.booked + excluded.booked`,
    [r.provider, r.market, r.day, r.at, r.providerItems, r.matched, r.flagged, r.booked],
  );
}

/** The days of a provider and market already reconciled, among these. */
export async function daysRun(
  db: Queryable,
  provider: string,
  market: Market,
  days: readonly string[],
): Promise<Set<string>> {
  const rows = await db.query<{ day: string }>(
    `select to_char(day, 'YYYY-MM-DD') as day from recon_runs
      where provider = $1 and market = $2 and day = any($3::date[])`,
    [provider, market, days],
  );
  return new Set(rows.map((r) => r.day));
}

export interface RunRow {
  provider: string;
  market: Market;
  day: string;
  ran_at: Date;
  provider_items: number;
  matched: number;
  flagged: number;
  booked: number;
}

/** The latest runs, newest day first. */
export async function latestRuns(db: Queryable, limit: number): Promise<RunRow[]> {
  return db.query<RunRow>(
    `select provider, market, to_char(day, 'YYYY-MM-DD') as day, ran_at, provider_items, matched,
            flagged, booked
       from recon_runs order by day desc, market, provider limit $1`,
    [limit],
  );
}

export async function listItems(
  db: Queryable,
  f: {
    status: 'open' | 'resolved' | 'all';
    market?: Market | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ReconItemRow[]; total: number }> {
  const where = `($1::text = 'all' or status = $1) and ($2::text is null or market = $2)`;
  const params = [f.status, f.market ?? null];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from recon_items where ${where}`,
    params,
  );
  const rows = await db.query<ReconItemRow>(
    `select ${ITEM_COLUMNS} from recon_items where ${where}
      order by case when status = 'open' then 0 else 1 end, day, id
      limit $3 offset $4`,
    [...params, f.limit, f.offset],
  );
  return { rows: rows.map(itemOf), total: count?.n ?? 0 };
}

export async function lockItem(tx: Queryable, id: number): Promise<ReconItemRow | null> {
  const [row] = await tx.query<ReconItemRow>(
    `select ${ITEM_COLUMNS} from recon_items where id = $1 for update`,
    [id],
  );
  return row ? itemOf(row) : null;
}

export async function resolveItem(
  tx: Queryable,
  id: number,
  r: { staffId: number; resolution: string; at: Date },
): Promise<ReconItemRow> {
  const [row] = await tx.query<ReconItemRow>(
    `update recon_items set status = 'resolved', resolution = $2, resolved_by = $3, resolved_at = $4
      where id = $1 returning ${ITEM_COLUMNS}`,
    [id, r.resolution, r.staffId, r.at],
  );
  if (!row) throw new Error(`reconciliation item ${id} vanished`);
  return itemOf(row);
}
