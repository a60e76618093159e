/**
 * What each owner of a borrower's rows shares with the privacy centre (docs/product.md#privacy):
 * a summary for the screen (how many, the newest, a few examples the borrower would recognise,
 * masked where they are secrets of a kind) and every record for the export, with no secret of
 * ours in it. Each owner reads its own tables; the privacy module puts the answers together.
 */

export interface HeldSummary {
  count: number;
  latestAt: Date | null;
  examples: string[];
}

/** A record as the export gives it: plain values, times as ISO text, money in minor units. */
export type HeldRecord = Record<string, string | number | boolean | null>;

/** At most this many examples of a category reach the screen. */
export const HELD_EXAMPLES = 5;

/**
 * The columns of one statement's summary of rows: `count`, `latest_at` and `examples`, the
 * newest first, each example an expression of the row as text (both drivers read an array of
 * text alike, which is not so of every array).
 */
export function heldColumns(atSql: string, exampleSql: string): string {
  return `count(*)::int as count, max(${atSql}) as latest_at,
    (array_agg((${exampleSql})::text order by ${atSql} desc))[1:${HELD_EXAMPLES}] as examples`;
}

export interface HeldRow {
  count: number;
  latest_at: Date | null;
  examples: string[] | null;
}

/** A summary row as the screen takes it, each example said by `say`. */
export function heldOf(
  row: HeldRow | undefined,
  say: (example: string) => string = (e) => e,
): HeldSummary {
  return {
    count: row?.count ?? 0,
    latestAt: row?.latest_at ?? null,
    examples: (row?.examples ?? []).filter((e) => e !== null).map(say),
  };
}

/** An instant as the export writes it. */
export const isoOf = (at: Date | null | undefined): string | null => at?.toISOString() ?? null;
