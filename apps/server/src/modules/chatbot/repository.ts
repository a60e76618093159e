import type { Market } from '@tenora/domain/market';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';

export interface QaEntryRow {
  id: number;
  pid: number | null;
  action_type: number;
  title_en: string;
  title_id: string;
  alias_en: string;
  alias_id: string;
  answer_en: string;
  answer_id: string;
  keywords_en: string;
  keywords_id: string;
}

const COLUMNS = `id, pid, action_type, title_en, title_id, alias_en, alias_id, answer_en, answer_id,
  keywords_en, keywords_id`;

/** The market's tree is public data: every borrower of the market sees the same questions. */
export function entriesOf(db: Queryable, market: Market): Promise<QaEntryRow[]> {
  return db.query<QaEntryRow>(
    `select ${COLUMNS} from qa_entries where market = $1 and active order by sort_order, id`,
    [market],
  );
}

export interface ProductExtensionRow {
  name: string;
  pricing: unknown;
}

export function productsOf(db: Queryable, market: Market): Promise<ProductExtensionRow[]> {
  return db.query<ProductExtensionRow>(
    'select name, pricing from products where market = $1 and active order by sort_order, id',
    [market],
  );
}

export async function recordQa(
  borrower: BorrowerScope,
  r: {
    orderId: number | null;
    qaId: number | null;
    type: number;
    value: string;
    matchedId: number | null;
    at: Date;
  },
): Promise<void> {
  await borrower.query(
    `insert into qa_records (user_id, order_id, qa_id, type, value, matched_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [r.orderId, r.qaId, r.type, r.value, r.matchedId, r.at],
  );
}
