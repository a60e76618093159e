import type { Market } from '@tenora/domain/market';
import type { BorrowerScope } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';

export interface ProductRow {
  id: number;
  market: Market;
  name: string;
  logo: string;
  amount_min: number;
  amount_max: number;
  /** Amounts are offered in multiples of this. */
  amount_step: number;
  /** A borrower with no limit of their own may borrow this much at most. */
  first_loan_limit: number | null;
  pricing: unknown;
  amount_label: string;
  rate_text: string;
  description: string;
  tags: string[];
  button_text: string;
  accepting: boolean;
}

const COLUMNS = `id, market, name, logo, amount_min, amount_max, amount_step, first_loan_limit, pricing, amount_label, rate_text,
                 description, tags, button_text, accepting`;

/**
 * The product of `productIdSql` as columns under `alias` (`name`, `logo`, `pricing`,
 * `partial_repayment`, and `row_version`, which changes with any change to the row), for a
 * statement that must stay one: the loan account in one round trip
 * (docs/decisions/042-one-round-trip-for-the-loan-account.md). A row whose product is missing is
 * not read, as with an inner join.
 */
export function joinProduct(alias: string, productIdSql: string): string {
  return `cross join lateral (select prd.name, prd.logo, prd.pricing, prd.partial_repayment,
      prd.xmin::text as row_version from products prd where prd.id = ${productIdSql}) ${alias}`;
}

/**
 * The ids of a market's products as a subquery, for a statement on orders: an order's product is
 * of its borrower's market (a borrower opens only their market's products), and this small table
 * tells it without reading the borrower (decision 109).
 */
export function productsOfMarketSql(marketSql: string): string {
  return `(select prd.id from products prd where prd.market = ${marketSql})`;
}

/** A product's price list as a scalar subquery, for a statement whose rows hold its id. */
export function productPricingSql(productIdSql: string): string {
  return `(select prd.pricing from products prd where prd.id = ${productIdSql})`;
}

/** Active products of a market that operators placed in this scene, in their order. */
export function recommendedProducts(
  db: Queryable,
  market: Market,
  scene: string,
): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `select ${COLUMNS} from products
      where market = $1 and active and scenes ? $2
      order by sort_order, id`,
    [market, scene],
  );
}

/** A product the borrower may see: active and of their market. */
export async function findProduct(
  db: Queryable,
  market: Market,
  productId: number,
): Promise<ProductRow | null> {
  const rows = await db.query<ProductRow>(
    `select ${COLUMNS} from products where id = $1 and market = $2 and active`,
    [productId, market],
  );
  return rows[0] ?? null;
}

/** The market's active products in their order, whatever their placement (the chatbot's answers). */
export function activeProducts(
  db: Queryable,
  market: Market,
): Promise<Pick<ProductRow, 'name' | 'pricing'>[]> {
  return db.query<Pick<ProductRow, 'name' | 'pricing'>>(
    'select name, pricing from products where market = $1 and active order by sort_order, id',
    [market],
  );
}

export async function recordProductEvent(
  borrower: BorrowerScope,
  clock: Clock,
  event: {
    productId: number;
    source: 'page' | 'service' | 'apply';
    moduleId: number;
    positionId: number;
    scene?: string | undefined;
  },
): Promise<void> {
  await borrower.query(
    `insert into product_events (user_id, product_id, source, module_id, position_id, scene, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.productId,
      event.source,
      event.moduleId,
      event.positionId,
      event.scene ?? null,
      clock.now(),
    ],
  );
}

/**
 * The reminder plans a market's products keep of their own, as stored (docs/product.md#messages),
 * inactive products too: their loans are still reminded.
 */
export async function productReminderPlans(db: Queryable, market: Market): Promise<unknown[]> {
  const rows = await db.query<{ reminders: unknown }>(
    `select distinct pricing -> 'reminders' as reminders from products
      where market = $1 and pricing ? 'reminders'`,
    [market],
  );
  return rows.map((r) => r.reminders);
}
